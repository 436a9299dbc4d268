import { PerspectiveCamera } from '@react-three/drei';
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { MathUtils, type PerspectiveCamera as ThreePerspectiveCamera, Vector3 } from 'three';
import { defaultOrbitView, orbitMemory } from './cameraViews.ts';
import type { CameraShot } from './director.ts';
import type { PlaybackClock } from '../state/playbackClock.ts';
import { tableToWorld } from './tableFrame.ts';
import { useFreeRect } from './useFreeRect.ts';
import type { ScreenRect } from './viewFraming.ts';

/** Props of ShotCamera: the shot for a playback time, the clock, and the table (for the opening view). */
export type ShotCameraProps = {
  shotAt: (timeS: number) => CameraShot;
  clock: PlaybackClock;
  widthMm: number;
  heightMm: number;
};

/** How long the camera takes to ease from one shot to the next. */
const TRANSITION_S = 1.1;
/** The most one frame may advance that ease, s (a 15 fps frame). */
const MAX_EASE_STEP_S = 1 / 15;

/**
 * Shows the camera's view in the free rectangle of a w × h canvas rather than the whole canvas (the lens's field
 * of view spans the free part; the rest of the canvas, under the panels, shows what lies beyond it), so a shot
 * framed for the whole view keeps its subject clear of the panels. Every frame, as R3F resets the aspect on resize.
 */
function fitViewToFree(cam: ThreePerspectiveCamera, w: number, h: number, free: ScreenRect): void {
  cam.userData.free = { ...free };
  const fw = free.right - free.left;
  const fh = free.bottom - free.top;
  const whole = free.left <= 0 && free.top <= 0 && free.right >= w && free.bottom >= h;
  if (whole || fw < 1 || fh < 1) {
    if (cam.view?.enabled || cam.aspect !== w / h) {
      cam.aspect = w / h;
      cam.clearViewOffset();
    }
    return;
  }
  const v = cam.view;
  if (v?.enabled && v.fullWidth === fw && v.fullHeight === fh && v.offsetX === -free.left && v.offsetY === -free.top)
    if (v.width === w && v.height === h && cam.aspect === fw / fh) return;
  cam.aspect = fw / fh;
  cam.setViewOffset(fw, fh, -free.left, -free.top, w, h);
}

/** Smootherstep: eases in and out with zero speed and acceleration at both ends (no visible jerk). */
function ease(s: number): number {
  return s * s * s * (s * (s * 6 - 15) + 10);
}

/**
 * A perspective camera driven by shots (the director's or the follow view's), read every frame from the
 * playback clock: within one shot it tracks it exactly (a followed ship stays centred); when the shot changes
 * or the clock jumps (scrub, step) it eases from where it is to the new shot, so it never cuts. Shots are shown
 * in the part of the canvas no panel covers (fitViewToFree). The shot's kind
 * is left in camera.userData.shot for the test hooks.
 */
export function ShotCamera({ shotAt, clock, widthMm, heightMm }: ShotCameraProps) {
  const camera = useRef<ThreePerspectiveCamera>(null);
  const size = useThree((s) => s.size);
  const { width, height, free } = useFreeRect(size.width / Math.max(1, size.height));
  const rig = useRef({
    key: '',
    blend: 1,
    lastTimeS: Number.NaN,
    fromPos: new Vector3(),
    fromTarget: new Vector3(),
    fromFov: 40,
    target: new Vector3(),
    wantPos: new Vector3(),
    wantTarget: new Vector3(),
  });

  // Open where the orbit camera was, so switching modes eases away from the current view instead of cutting.
  useEffect(() => {
    const r = rig.current;
    const d = defaultOrbitView(widthMm, heightMm);
    camera.current?.position.copy(orbitMemory.position ?? d.position);
    r.target.copy(orbitMemory.target ?? d.target);
  }, [widthMm, heightMm]);

  useFrame((_, delta) => {
    const cam = camera.current;
    if (!cam) return;
    const r = rig.current;
    const shot = shotAt(clock.time);
    // A seek (scrub, step, restart) is a jump playback itself never makes: backwards, while paused, or more
    // than the clock's longest step per frame (0.1 s × speed). Ease to that moment's shot instead of cutting.
    const stepS = clock.time - r.lastTimeS;
    const jumped =
      Number.isFinite(r.lastTimeS) &&
      (stepS < -1e-9 || (!clock.playing && stepS > 1e-9) || stepS > 0.1 * clock.speed + 1e-3);
    r.lastTimeS = clock.time;
    if (shot.key !== r.key || jumped) {
      r.key = shot.key;
      r.blend = 0;
      r.fromPos.copy(cam.position);
      r.fromTarget.copy(r.target);
      r.fromFov = cam.fov;
    }
    // A video export asks for a cut onto the shot (userData.cutToShot) so its frames never depend on where the
    // live camera happened to be.
    if (cam.userData.cutToShot === true) {
      cam.userData.cutToShot = false;
      r.blend = 1;
    }
    // A slow frame (a busy machine, software rendering) advances the ease by at most MAX_EASE_STEP_S, so the
    // move still reads as a move over several frames instead of a cut.
    r.blend = Math.min(1, r.blend + Math.min(delta, MAX_EASE_STEP_S) / TRANSITION_S);
    const e = ease(r.blend);
    tableToWorld(shot.positionMm.x, shot.positionMm.y, shot.positionMm.heightMm, r.wantPos);
    tableToWorld(shot.targetMm.x, shot.targetMm.y, shot.targetMm.heightMm, r.wantTarget);
    cam.position.lerpVectors(r.fromPos, r.wantPos, e);
    r.target.lerpVectors(r.fromTarget, r.wantTarget, e);
    cam.lookAt(r.target);
    const fov = MathUtils.lerp(r.fromFov, shot.fovDeg, e);
    if (fov !== cam.fov) {
      cam.fov = fov;
      cam.updateProjectionMatrix();
    }
    fitViewToFree(cam, width, height, free);
    cam.userData.shot = shot.kind;
    cam.userData.subject = shot.subject;
  });

  // Hand the view back to the orbit camera where this one left it.
  useEffect(
    () => () => {
      if (camera.current) orbitMemory.position = camera.current.position.clone();
      orbitMemory.target = rig.current.target.clone();
    },
    [],
  );

  return <PerspectiveCamera ref={camera} makeDefault fov={40} near={4} far={40000} />;
}
