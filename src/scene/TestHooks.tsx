import { useFrame, useThree } from '@react-three/fiber';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { Vector3 } from 'three';
import { playMovesAtom } from '../state/playbackAtoms.ts';
import type { LoadedScenario } from '../state/prepareScenario.ts';
import { cameraModeAtom } from '../state/viewAtoms.ts';
import type { PlaybackClock } from './playbackClock.ts';
import { shipObjectName } from './Ship.tsx';
import { rotationToHeading, worldToTable } from './tableFrame.ts';
import type { HolotableTestApi } from './testApi.ts';

/** Props of TestHooks. */
export type TestHooksProps = { loaded: LoadedScenario; clock: PlaybackClock };

/** Publishes `window.__holotable` for browser tests and marks it ready after the first rendered frame. */
export function TestHooks({ loaded, clock }: TestHooksProps) {
  const get = useThree((s) => s.get);
  const mode = useAtomValue(cameraModeAtom);
  const play = useSetAtom(playMovesAtom);
  const live = useRef({ loaded, mode, play });
  live.current = { loaded, mode, play };

  useEffect(() => {
    const v = new Vector3();
    const findShip = (id: string) => {
      const obj = get().scene.getObjectByName(shipObjectName(id));
      if (!obj) return null;
      let o: typeof obj | null = obj;
      while (o) {
        if (!o.visible) return null;
        o = o.parent;
      }
      return obj;
    };
    const api: HolotableTestApi = {
      ready: false,
      frames: 0,
      source: live.current.loaded.source,
      shipIds: () => live.current.loaded.scenario.ships.map((s) => s.id),
      shipScreenPosition(id) {
        const obj = findShip(id);
        if (!obj) return null;
        const { camera, gl } = get();
        obj.updateWorldMatrix(true, false);
        obj.getWorldPosition(v).project(camera);
        const r = gl.domElement.getBoundingClientRect();
        return { x: r.left + ((v.x + 1) / 2) * r.width, y: r.top + ((1 - v.y) / 2) * r.height };
      },
      shipTablePose(id) {
        const obj = findShip(id);
        if (!obj) return null;
        obj.updateWorldMatrix(true, false);
        const p = worldToTable(obj.getWorldPosition(v));
        return { x: p.x, y: p.y, headingDeg: rotationToHeading(obj.rotation.z) };
      },
      camera() {
        const { camera, gl } = get();
        camera.updateMatrixWorld();
        const r = gl.domElement.getBoundingClientRect();
        return {
          mode: live.current.mode,
          type: camera.type,
          projectionMatrix: camera.projectionMatrix.toArray(),
          matrixWorldInverse: camera.matrixWorldInverse.toArray(),
          viewport: { left: r.left, top: r.top, width: r.width, height: r.height },
        };
      },
      moves: () => live.current.loaded.moves,
      playMoves: () => live.current.play(),
      seek: (time) => clock.seek(time === 'end' ? clock.duration : time),
      playback: () => ({ time: clock.time, duration: clock.duration, playing: clock.playing }),
    };
    window.__holotable = api;
    return () => {
      if (window.__holotable === api) delete window.__holotable;
    };
  }, [get, clock, loaded]);

  useFrame(() => {
    const api = window.__holotable;
    if (!api) return;
    api.frames += 1;
    if (api.frames < 40) console.log('frame', api.frames, Math.round(performance.now()));
    // useFrame runs before the frame renders: by the second call the first frame is on screen.
    if (api.frames >= 2) api.ready = true;
  });
  return null;
}
