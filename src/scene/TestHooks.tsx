import { type RootState, useFrame, useThree } from '@react-three/fiber';
import { lastFootprintBoxes, lastLabelBoxes } from './LabelLayout.tsx';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { Mesh, type Object3D, Vector3 } from 'three';
import { battleSnapshotAtom } from '../state/battleAtoms.ts';
import { pacedDuration, pacedTimeOf } from '../state/playback/pacing.ts';
import { autoplayPendingAtom, playMovesAtom } from '../state/playbackAtoms.ts';
import type { LoadedView } from '../state/prepareInput.ts';
import { type CameraMode, cameraModeAtom } from '../state/viewAtoms.ts';
import type { PlaybackClock } from '../state/playbackClock.ts';
import { shipObjectName } from './Ship.tsx';
import { rotationToHeading, tableToWorld, worldToTable } from './tableFrame.ts';
import type { HolotableTestApi, TestAttackLine, TestCameraInfo, TestHitFlash, TestTokenShown } from './testApi.ts';
import { gameFontSettled, loadGameFont } from '../icons/gameFont.ts';
import { tokenRackName } from './TokenRack.tsx';

/** Props of TestHooks. */
export type TestHooksProps = { loaded: LoadedView; clock: PlaybackClock };

/** What the test API reads live: the view on show, the camera mode and the play action of the moment. */
interface Live {
  loaded: LoadedView;
  mode: CameraMode;
  play: () => void;
}

/** What the API's parts read from: the three.js state, the jotai store, the clock and the live values. */
interface ApiContext {
  get: () => RootState;
  store: ReturnType<typeof useStore>;
  clock: PlaybackClock;
  live: { current: Live };
}

/** True when an object and all its ancestors are visible (it is drawn). */
function drawn(obj: Object3D): boolean {
  for (let o: Object3D | null = obj; o; o = o.parent) if (!o.visible) return false;
  return true;
}

/** Every drawn object's user-data entry under `key`, copied. */
function drawnUserData<T extends object>(ctx: ApiContext, key: string): T[] {
  const out: T[] = [];
  ctx.get().scene.traverse((o) => {
    const value = o.userData[key] as T | undefined;
    if (value && drawn(o)) out.push({ ...value });
  });
  return out;
}

/** The ships' rendered objects: where they are on the page and on the table, and their models. */
function shipQueries(ctx: ApiContext) {
  const v = new Vector3();
  const findShip = (id: string) => {
    const obj = ctx.get().scene.getObjectByName(shipObjectName(id));
    return obj && drawn(obj) ? obj : null;
  };
  /** The page point (CSS px) of world point v, through the camera on show (v is overwritten). */
  const onPage = (w: Vector3) => {
    const { camera, gl } = ctx.get();
    camera.updateMatrixWorld();
    w.project(camera);
    const r = gl.domElement.getBoundingClientRect();
    return { x: r.left + ((w.x + 1) / 2) * r.width, y: r.top + ((1 - w.y) / 2) * r.height };
  };
  return {
    tableToScreen: (x: number, y: number, heightMm = 0) => onPage(tableToWorld(x, y, heightMm, v)),
    shipScreenPosition(id: string) {
      const obj = findShip(id);
      if (!obj) return null;
      obj.updateWorldMatrix(true, false);
      return onPage(obj.getWorldPosition(v));
    },
    shipModelTriangles(id: string) {
      const model = findShip(id)?.getObjectByName('ship-model');
      // An instanced model's anchor records what ModelInstances drew for it this frame.
      if (typeof model?.userData.drawnTriangles === 'number') return model.userData.drawnTriangles;
      let triangles = 0;
      model?.traverse((o) => {
        if (!(o instanceof Mesh) || !o.visible) return;
        const g = o.geometry;
        triangles += (g.index ? g.index.count : (g.attributes.position?.count ?? 0)) / 3;
      });
      return triangles;
    },
    shipTablePose(id: string) {
      const obj = findShip(id);
      if (!obj) return null;
      obj.updateWorldMatrix(true, false);
      const p = worldToTable(obj.getWorldPosition(v));
      return { x: p.x, y: p.y, headingDeg: rotationToHeading(obj.rotation.z) };
    },
  };
}

/** The camera, as tests need it to project table points themselves. */
function cameraQuery(ctx: ApiContext): HolotableTestApi['camera'] {
  const v = new Vector3();
  return () => {
    const { camera, gl } = ctx.get();
    camera.updateMatrixWorld();
    const r = gl.domElement.getBoundingClientRect();
    return {
      mode: ctx.live.current.mode,
      type: camera.type,
      shot: typeof camera.userData.shot === 'string' ? camera.userData.shot : null,
      subject: typeof camera.userData.subject === 'string' ? camera.userData.subject : null,
      positionMm: worldToTable(camera.getWorldPosition(v)),
      fovDeg: 'fov' in camera && typeof camera.fov === 'number' ? camera.fov : null,
      projectionMatrix: camera.projectionMatrix.toArray(),
      matrixWorldInverse: camera.matrixWorldInverse.toArray(),
      viewport: { left: r.left, top: r.top, width: r.width, height: r.height },
      free: (camera.userData.free as TestCameraInfo['free'] | undefined) ?? null,
    };
  };
}

/** What is drawn on the table now: attack lines, tokens, hit flashes, templates. */
function drawingQueries(ctx: ApiContext) {
  return {
    attackLines: () => drawnUserData<TestAttackLine>(ctx, 'attack'),
    tokensShown(id: string) {
      const obj = ctx.get().scene.getObjectByName(tokenRackName(id));
      if (!obj) return null;
      const shown = (obj.userData.tokens as { markers: TestTokenShown[] }).markers;
      // A rack with no markers is hidden, which is "shows none", not "not there".
      if (shown.length === 0) return [];
      return drawn(obj) ? shown.map((m) => ({ ...m })) : null;
    },
    hitFlashes: () => drawnUserData<TestHitFlash>(ctx, 'hitFlash'),
    labels: () => lastLabelBoxes.map((b) => ({ ...b })),
    footprints: () => lastFootprintBoxes.map((b) => ({ ...b })),
    templatesShown() {
      let n = 0;
      ctx.get().scene.traverse((o) => {
        if (o.name === 'maneuver-template' && drawn(o)) n++;
      });
      return n;
    },
  };
}

/** The view on show (its timeline, a scenario's moves, the battle panels' state) and playback control. */
function viewQueries(ctx: ApiContext) {
  const current = () => ctx.live.current.loaded;
  const { clock } = ctx;
  return {
    shipIds: () => current().timeline.units.map((u) => u.id),
    moves: () => {
      const l = current();
      return l.kind === 'scenario' ? l.moves : [];
    },
    battleTimeline: () => {
      const l = current();
      return l.kind === 'battle' ? l.timeline : null;
    },
    battleStatus() {
      const snap = ctx.store.get(battleSnapshotAtom);
      if (!snap || current().kind !== 'battle') return null;
      const destroyed = Object.values(snap.units).filter((u) => u.destroyed);
      const { eventIndex, round, phase, active } = snap;
      return { eventIndex, round, phase, active, destroyed: destroyed.map((u) => u.id) };
    },
    playMoves: () => ctx.live.current.play(),
    seek: (time: number | 'end', options?: { cut?: boolean }) => {
      clock.seek(time === 'end' ? clock.duration : time);
      if (options?.cut) Object.assign(ctx.get().camera.userData, { cutToShot: true, labelsAfresh: true });
    },
    playback: () => ({
      time: clock.time,
      duration: clock.duration,
      playing: clock.playing,
      speed: clock.speed,
      pace: clock.pace?.mode ?? 'real',
      pacedTime: clock.pace ? pacedTimeOf(clock.pace, clock.time) : clock.time,
      pacedDuration: clock.pace ? pacedDuration(clock.pace) : clock.duration,
    }),
  };
}

/**
 * Publishes `window.__holotable` for browser tests and marks it ready after the first rendered frame, once a demo
 * that autoplays has started playing and the game symbols' font has loaded (so no screenshot or export catches a
 * die before its symbol).
 */
export function TestHooks({ loaded, clock }: TestHooksProps) {
  const get = useThree((s) => s.get);
  const store = useStore();
  const mode = useAtomValue(cameraModeAtom);
  const play = useSetAtom(playMovesAtom);
  const live = useRef<Live>({ loaded, mode, play });
  live.current = { loaded, mode, play };

  useEffect(() => {
    const ctx: ApiContext = { get, store, clock, live };
    const api: HolotableTestApi = {
      ready: false,
      frames: 0,
      source: loaded.source,
      kind: loaded.kind,
      ...shipQueries(ctx),
      camera: cameraQuery(ctx),
      ...drawingQueries(ctx),
      ...viewQueries(ctx),
    };
    window.__holotable = api;
    void loadGameFont();
    return () => {
      if (window.__holotable === api) delete window.__holotable;
    };
  }, [get, store, clock, loaded]);

  useFrame(() => {
    const api = window.__holotable;
    if (!api) return;
    api.frames += 1;
    // useFrame runs before the frame renders: by the second call the first frame is on screen.
    // A demo that autoplays is ready once it plays (its start waits for the load to settle, a frame or more).
    if (api.frames >= 2 && gameFontSettled() && !store.get(autoplayPendingAtom)) api.ready = true;
  });
  return null;
}
