import { useFrame, useThree } from '@react-three/fiber';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { Mesh, type Object3D, Vector3 } from 'three';
import { battleSnapshotAtom } from '../state/battleAtoms.ts';
import { playMovesAtom } from '../state/playbackAtoms.ts';
import type { LoadedView } from '../state/prepareInput.ts';
import { cameraModeAtom } from '../state/viewAtoms.ts';
import type { PlaybackClock } from './playbackClock.ts';
import { shipObjectName } from './Ship.tsx';
import { rotationToHeading, worldToTable } from './tableFrame.ts';
import type { HolotableTestApi, TestAttackLine, TestHitFlash, TestTokenShown } from './testApi.ts';
import { tokenRackName } from './TokenRack.tsx';

/** Props of TestHooks. */
export type TestHooksProps = { loaded: LoadedView; clock: PlaybackClock };

/** True when an object and all its ancestors are visible (it is drawn). */
function drawn(obj: Object3D): boolean {
  for (let o: Object3D | null = obj; o; o = o.parent) if (!o.visible) return false;
  return true;
}

/** Publishes `window.__holotable` for browser tests and marks it ready after the first rendered frame. */
export function TestHooks({ loaded, clock }: TestHooksProps) {
  const get = useThree((s) => s.get);
  const store = useStore();
  const mode = useAtomValue(cameraModeAtom);
  const play = useSetAtom(playMovesAtom);
  const live = useRef({ loaded, mode, play });
  live.current = { loaded, mode, play };

  useEffect(() => {
    const v = new Vector3();
    const findShip = (id: string) => {
      const obj = get().scene.getObjectByName(shipObjectName(id));
      return obj && drawn(obj) ? obj : null;
    };
    const current = () => live.current.loaded;
    const api: HolotableTestApi = {
      ready: false,
      frames: 0,
      source: current().source,
      kind: current().kind,
      shipIds: () => {
        const l = current();
        return l.kind === 'scenario' ? l.scenario.ships.map((s) => s.id) : l.timeline.units.map((u) => u.id);
      },
      shipScreenPosition(id) {
        const obj = findShip(id);
        if (!obj) return null;
        const { camera, gl } = get();
        obj.updateWorldMatrix(true, false);
        obj.getWorldPosition(v).project(camera);
        const r = gl.domElement.getBoundingClientRect();
        return { x: r.left + ((v.x + 1) / 2) * r.width, y: r.top + ((1 - v.y) / 2) * r.height };
      },
      shipModelTriangles(id) {
        const model = findShip(id)?.getObjectByName('ship-model');
        // An instanced model's anchor records what ModelInstances drew for it this frame.
        if (typeof model?.userData.drawnTriangles === 'number') return model.userData.drawnTriangles;
        let triangles = 0;
        model?.traverse((o) => {
          if (!(o instanceof Mesh) || !o.visible) return;
          const g = o.geometry;
          triangles += (g.index ? g.index.count : g.attributes.position!.count) / 3;
        });
        return triangles;
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
          shot: typeof camera.userData.shot === 'string' ? camera.userData.shot : null,
          subject: typeof camera.userData.subject === 'string' ? camera.userData.subject : null,
          positionMm: worldToTable(camera.getWorldPosition(v)),
          fovDeg: 'fov' in camera && typeof camera.fov === 'number' ? camera.fov : null,
          projectionMatrix: camera.projectionMatrix.toArray(),
          matrixWorldInverse: camera.matrixWorldInverse.toArray(),
          viewport: { left: r.left, top: r.top, width: r.width, height: r.height },
        };
      },
      moves: () => {
        const l = current();
        return l.kind === 'scenario' ? l.moves : [];
      },
      battleTimeline: () => {
        const l = current();
        return l.kind === 'battle' ? l.timeline : null;
      },
      battleStatus() {
        const snap = store.get(battleSnapshotAtom);
        if (!snap || current().kind !== 'battle') return null;
        return {
          eventIndex: snap.eventIndex,
          round: snap.round,
          phase: snap.phase,
          active: snap.active,
          destroyed: Object.values(snap.units)
            .filter((u) => u.destroyed)
            .map((u) => u.id),
        };
      },
      attackLines() {
        const out: TestAttackLine[] = [];
        get().scene.traverse((o) => {
          const a = o.userData.attack as TestAttackLine | undefined;
          if (a && drawn(o)) out.push({ ...a });
        });
        return out;
      },
      tokensShown(id) {
        const obj = get().scene.getObjectByName(tokenRackName(id));
        if (!obj) return null;
        const shown = (obj.userData.tokens as { markers: TestTokenShown[] }).markers;
        // A rack with no markers is hidden, which is "shows none", not "not there".
        if (shown.length === 0) return [];
        return drawn(obj) ? shown.map((m) => ({ ...m })) : null;
      },
      hitFlashes() {
        const out: TestHitFlash[] = [];
        get().scene.traverse((o) => {
          const f = o.userData.hitFlash as TestHitFlash | undefined;
          if (f && drawn(o)) out.push({ ...f });
        });
        return out;
      },
      templatesShown() {
        let n = 0;
        get().scene.traverse((o) => {
          if (o.name === 'maneuver-template' && drawn(o)) n++;
        });
        return n;
      },
      playMoves: () => live.current.play(),
      seek: (time) => clock.seek(time === 'end' ? clock.duration : time),
      playback: () => ({ time: clock.time, duration: clock.duration, playing: clock.playing, speed: clock.speed }),
    };
    window.__holotable = api;
    return () => {
      if (window.__holotable === api) delete window.__holotable;
    };
  }, [get, store, clock, loaded]);

  useFrame(() => {
    const api = window.__holotable;
    if (!api) return;
    api.frames += 1;
    // useFrame runs before the frame renders: by the second call the first frame is on screen.
    if (api.frames >= 2) api.ready = true;
  });
  return null;
}
