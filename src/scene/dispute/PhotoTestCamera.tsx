import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { type Camera, PerspectiveCamera, type Scene, Vector2, Vector3, type WebGLRenderer } from 'three';
import { DEG } from '../../kernel/constants.ts';
import { type PhotoCameraPose, photoTestApi } from '../../state/photo/photoTestApi.ts';
import { tableToWorld } from '../tableFrame.ts';

/** Props of PhotoTestCamera. */
export type PhotoTestCameraProps = Record<string, never>;

/** A perspective camera at the pose: `distanceMm` from the target, `tiltDeg` off vertical, from side `turnDeg`. */
function cameraAt(pose: PhotoCameraPose): PerspectiveCamera {
  const cam = new PerspectiveCamera(pose.fovDeg, pose.widthPx / pose.heightPx, 10, 50_000);
  const t = pose.tiltDeg * DEG;
  const a = pose.turnDeg * DEG;
  // Seen from the near edge when turnDeg is 0, from the right edge at 90; "up" in the picture is away.
  const away = { x: -Math.sin(a), y: Math.cos(a) };
  const back = Math.sin(t) * pose.distanceMm;
  cam.position.copy(
    tableToWorld(pose.target.x - away.x * back, pose.target.y - away.y * back, Math.cos(t) * pose.distanceMm),
  );
  cam.up.copy(tableToWorld(away.x, away.y, 0));
  cam.lookAt(tableToWorld(pose.target.x, pose.target.y, 0));
  cam.updateMatrixWorld(true);
  cam.updateProjectionMatrix();
  return cam;
}

/**
 * Renders the scene as a photo taken by a tilted perspective camera: the canvas is resized to the photo's size
 * for one frame, read back as PNG, and put back as it was. Returns the PNG and where each table point lands
 * on it (photo px, pixel i spanning i to i + 1).
 */
function photograph(
  gl: WebGLRenderer,
  scene: Scene,
  camera: Camera,
  pose: PhotoCameraPose,
  points: readonly { x: number; y: number; heightMm?: number }[],
) {
  const cam = cameraAt(pose);
  const size = gl.getSize(new Vector2());
  const ratio = gl.getPixelRatio();
  gl.setPixelRatio(1);
  gl.setSize(pose.widthPx, pose.heightPx, false);
  gl.render(scene, cam);
  const png = gl.domElement.toDataURL('image/png');
  gl.setPixelRatio(ratio);
  gl.setSize(size.x, size.y, false);
  gl.render(scene, camera);
  const projected = points.map((p) => {
    const v = tableToWorld(p.x, p.y, p.heightMm ?? 0, new Vector3()).project(cam);
    return { x: ((v.x + 1) / 2) * pose.widthPx, y: ((1 - v.y) / 2) * pose.heightPx };
  });
  return { png, points: projected };
}

/**
 * Test hook (`window.__holotablePhoto.photograph`): the app's own table as a camera at a known pose would
 * photograph it, with the exact projection of known table points, for the rendered-photo accuracy test.
 */
export function PhotoTestCamera(_: PhotoTestCameraProps) {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  useEffect(() => {
    const api = photoTestApi();
    api.photograph = (pose, points) => photograph(gl, scene, camera, pose, points);
    return () => void (api.photograph = () => null);
  }, [gl, scene, camera]);
  return null;
}
