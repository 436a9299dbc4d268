import { useThree } from '@react-three/fiber';
import { type RefObject, useLayoutEffect } from 'react';
import { Box3, type Group, PerspectiveCamera, Sphere, Vector3 } from 'three';

/** Props of FrameModel. */
export type FrameModelProps = {
  /** The group holding the loaded model (mounted in the same Suspense boundary, so loaded when this mounts). */
  target: RefObject<Group | null>;
  /** The model id: the view is framed again when it changes. */
  modelId: string;
  /** Called once the camera frames the model. */
  onFramed(): void;
};

/** Where the camera looks from, relative to the model's centre: ahead and to its left, a little above. */
const LOOK_FROM = new Vector3(0.9, 0.55, 1.2).normalize();
/** Room round the model's bounding sphere: the sphere fills 1 / MARGIN of the narrower view angle. */
const MARGIN = 1.15;

/** A minimal view of drei's OrbitControls (the default controls): its target, limits and update. */
interface Controls {
  target: Vector3;
  minDistance: number;
  maxDistance: number;
  update(): void;
}

/** Whether the scene's default controls are orbit controls (drei's OrbitControls with makeDefault). */
function isControls(c: unknown): c is Controls {
  return typeof c === 'object' && c !== null && 'target' in c && 'update' in c && 'minDistance' in c;
}

/**
 * Frames a newly loaded model whole: its bounding sphere within the narrower of the camera's two view angles,
 * seen from ahead-left and above, the orbit controls turning about its centre; the wheel zooms from just clear
 * of the sphere out to four times the framed distance.
 */
export function FrameModel({ target, modelId, onFramed }: FrameModelProps) {
  const camera = useThree((s) => s.camera);
  const controls = useThree((s) => s.controls);
  const aspect = useThree((s) => s.size.width / Math.max(1, s.size.height));
  useLayoutEffect(() => {
    const group = target.current;
    if (!group || !(camera instanceof PerspectiveCamera)) return;
    group.updateWorldMatrix(true, true);
    const sphere = new Box3().setFromObject(group).getBoundingSphere(new Sphere());
    if (!(sphere.radius > 0)) return;
    const halfV = (camera.fov * Math.PI) / 360;
    const halfH = Math.atan(Math.tan(halfV) * aspect);
    const distance = (MARGIN * sphere.radius) / Math.sin(Math.min(halfV, halfH));
    camera.position.copy(sphere.center).addScaledVector(LOOK_FROM, distance);
    camera.near = distance / 100;
    // Beyond the backdrop's sky (Backdrop.tsx: 9,450 mm round the origin, where the model stands).
    camera.far = Math.max(distance * 20, 12_000);
    camera.lookAt(sphere.center);
    camera.updateProjectionMatrix();
    if (isControls(controls)) {
      controls.target.copy(sphere.center);
      controls.minDistance = sphere.radius * 1.1;
      controls.maxDistance = distance * 4;
      controls.update();
    }
    onFramed();
  }, [target, modelId, camera, controls, aspect, onFramed]);
  return null;
}
