import { useFrame } from '@react-three/fiber';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import { type Camera, type Object3D, Vector3 } from 'three';
import { LineMaterial } from 'three/examples/jsm/lines/LineMaterial.js';
import { LineSegments2 } from 'three/examples/jsm/lines/LineSegments2.js';
import { LineSegmentsGeometry } from 'three/examples/jsm/lines/LineSegmentsGeometry.js';
import { passingObstructionsAtom, viewObstructionsAtom } from '../state/viewAtoms.ts';
import { footprintRegistry, type RegisteredFootprint } from './footprints.ts';
import { type RegisteredRack, rackRegistry } from './tokenRackRegistry.ts';
import {
  LABEL_FONT_SHARE,
  LABEL_GROWTH,
  LABEL_MIN_PX,
  type LabelBox,
  type LabelToPlace,
  labelRegistry,
  type PlacedLabel,
  placeLabels,
  type RegisteredLabel,
  type ScreenBox,
} from './labelLayout.ts';

/** Where the labels were drawn in the last frame (for window.__holotable.labels()). */
export const lastLabelBoxes: LabelBox[] = [];
/** The ships' and obstacles' screen boxes in the last frame, with their ship's id if any (for the test hooks). */
export const lastFootprintBoxes: (ScreenBox & { id: string | null })[] = [];

/** Most leader lines drawn at once (the buffer is allocated once). */
const MAX_LEADERS = 64;

const world = new Vector3();
const scale = new Vector3();
const corner = new Vector3();

/** True when the object and all its parents are visible and it belongs to `root`. */
function shownIn(o: Object3D, root: Object3D): boolean {
  let p: Object3D | null = o;
  while (p) {
    if (!p.visible) return false;
    if (p === root) return true;
    p = p.parent;
  }
  return false;
}

/** Screen px per world mm at a world point, and the point on screen (CSS px); null behind the camera. */
function screenOf(camera: Camera, w: number, h: number): { x: number; y: number; pxPerMm: number } | null {
  const view = world.clone().applyMatrix4(camera.matrixWorldInverse);
  const perspective = 'isPerspectiveCamera' in camera;
  if (perspective && view.z >= 0) return null;
  const depth = perspective ? -view.z : 1;
  const ndc = world.clone().project(camera);
  const pxPerMm = ((camera.projectionMatrix.elements[5] ?? 1) * h) / 2 / depth;
  return { x: ((ndc.x + 1) / 2) * w, y: ((1 - ndc.y) / 2) * h, pxPerMm };
}

/** A footprint's box on screen (the projection of its eight corners), null when any corner is behind the camera. */
function footprintBox(f: RegisteredFootprint, camera: Camera, w: number, h: number): ScreenBox | null {
  f.anchor.updateWorldMatrix(true, false);
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  for (const sx of [-1, 1])
    for (const sy of [-1, 1])
      for (const z of [0, f.topMm]) {
        corner.set(sx * f.halfX, sy * f.halfY, z).applyMatrix4(f.anchor.matrixWorld);
        const view = corner.clone().applyMatrix4(camera.matrixWorldInverse);
        if ('isPerspectiveCamera' in camera && view.z >= 0) return null;
        corner.project(camera);
        const x = ((corner.x + 1) / 2) * w;
        const y = ((1 - corner.y) / 2) * h;
        box.left = Math.min(box.left, x);
        box.right = Math.max(box.right, x);
        box.top = Math.min(box.top, y);
        box.bottom = Math.max(box.bottom, y);
      }
  return box;
}

/** A label's size and anchor on screen this frame; sizes its sprite to at least LABEL_MIN_PX tall. */
function measureLabel(l: RegisteredLabel, camera: Camera, size: { width: number; height: number }, minPx: number) {
  const { width: w, height: h } = size;
  l.sprite.getWorldPosition(world);
  const s = screenOf(camera, w, h);
  const parentScale = l.sprite.parent?.getWorldScale(scale).z ?? 1;
  const pxPerMm = (s?.pxPerMm ?? 1) * parentScale;
  // Never below minPx, and zoomed in no more than half as large again: a name, not a banner over the table.
  const height = Math.min(minPx * LABEL_GROWTH, Math.max(minPx, l.sizeMm * pxPerMm));
  l.sprite.scale.set((height * l.aspect) / pxPerMm, height / pxPerMm, 1);
  const ndcZ = world.clone().project(camera).z;
  return { x: s?.x ?? -1e6, y: s?.y ?? -1e6, width: height * l.aspect, height, ndcZ };
}

/** Screen point (CSS px) at NDC depth z → world point, written into `out`. */
function unproject(camera: Camera, x: number, y: number, z: number, w: number, h: number, out: Vector3): Vector3 {
  return out.set((x / w) * 2 - 1, 1 - (y / h) * 2, z).unproject(camera);
}

/** Text size of the token chips, px (styles.css `.tk`). */
const CHIP_FONT_PX = 14;

/** A token rack to place this frame: its size on screen and its ship's box and depth. */
interface RackToPlace {
  rack: RegisteredRack;
  place: LabelToPlace;
  ndcZ: number;
}

/** A zero-size box at the anchor's screen point (CSS px), null when it is behind the camera. */
function anchorBox(anchor: Object3D, camera: Camera, w: number, h: number): ScreenBox | null {
  anchor.getWorldPosition(world);
  const s = screenOf(camera, w, h);
  return s ? { left: s.x, right: s.x, top: s.y, bottom: s.y } : null;
}

/**
 * The token racks and damage numbers shown this frame (their anchor visible, their ship's box on screen, or for
 * the numbers their anchor, and their element laid out), measured, each to sit by its ship after the names are
 * placed (the numbers first, over it; the racks beside it); the others are hidden.
 */
function racksToPlace(
  scene: Object3D,
  camera: Camera,
  size: { width: number; height: number },
  shipBox: (unit: string) => ScreenBox | undefined,
  previous: WeakMap<object, { dx: number; dy: number }>,
): RackToPlace[] {
  const out: RackToPlace[] = [];
  for (const rack of rackRegistry) {
    const anchor = rack.anchor.current;
    const above = rack.at === 'above';
    const shown = anchor !== null && shownIn(anchor, scene);
    const owner =
      (shown ? shipBox(rack.unit) : undefined) ??
      (shown && above ? (anchorBox(anchor, camera, size.width, size.height) ?? undefined) : undefined);
    const width = owner ? rack.el.offsetWidth : 0;
    const height = owner ? rack.el.offsetHeight : 0;
    if (!anchor || !owner || width === 0 || height === 0) {
      rack.el.style.visibility = 'hidden';
      continue;
    }
    anchor.getWorldPosition(world);
    const ndcZ = world.project(camera).z;
    const x = (owner.left + owner.right) / 2;
    const y = above ? owner.top : (owner.top + owner.bottom) / 2;
    const place = { x, y, width, height, owner, beside: !above, rank: above ? 0.5 : 1, previous: previous.get(rack) };
    out.push({ rack, place, ndcZ });
  }
  return out;
}

/** Moves each rack's chips to where it was placed, shows them, and reports its box to the test hooks. */
function showRacks(
  racks: readonly RackToPlace[],
  placed: readonly PlacedLabel[],
  previous: WeakMap<object, { dx: number; dy: number }>,
): void {
  racks.forEach(({ rack }, k) => {
    const p = placed[k];
    if (!p) return;
    previous.set(rack, { dx: p.dx, dy: p.dy });
    rack.el.style.transform = `translate(${p.left}px, ${p.top}px)`;
    rack.el.style.visibility = 'visible';
    const box = { left: p.left, top: p.top, width: p.right - p.left, height: p.bottom - p.top };
    lastLabelBoxes.push({ text: rack.text, ...box, fontPx: rack.fontPx ?? CHIP_FONT_PX, leader: p.leader });
  });
}

/** The leader lines' object: one buffer of MAX_LEADERS segments, drawn over everything. */
function makeLeaderLines(): LineSegments2 {
  const geometry = new LineSegmentsGeometry();
  geometry.setPositions(new Float32Array(MAX_LEADERS * 6));
  const material = new LineMaterial({ color: 0xdfe8ff, linewidth: 2, transparent: true, opacity: 0.85 });
  material.depthTest = false;
  material.depthWrite = false;
  const lines = new LineSegments2(geometry, material);
  lines.name = 'label-leaders';
  lines.renderOrder = 5;
  lines.frustumCulled = false;
  return lines;
}

/** Adds a leader line (screen px, at NDC depth z) to the segments, in world coordinates, while there is room. */
function addLeader(
  segments: number[],
  camera: Camera,
  l: { x1: number; y1: number; x2: number; y2: number },
  z: number,
  size: { width: number; height: number },
): void {
  if (segments.length >= MAX_LEADERS * 6) return;
  segments.push(...unproject(camera, l.x1, l.y1, z, size.width, size.height, corner).toArray());
  segments.push(...unproject(camera, l.x2, l.y2, z, size.width, size.height, corner).toArray());
}

/** Writes the segments into the buffer setPositions made once, rather than making new GPU buffers every frame. */
function writeLeaders(leaders: LineSegments2, segments: readonly number[], w: number, h: number): void {
  const start = leaders.geometry.getAttribute('instanceStart');
  if ('data' in start) {
    start.data.array.fill(0);
    (start.data.array as Float32Array).set(segments);
    start.data.needsUpdate = true;
  }
  leaders.geometry.instanceCount = segments.length / 6;
  leaders.material.resolution.set(w, h);
  leaders.visible = segments.length > 0;
}

/** Props of LabelLayout: the least height of a label on the canvas, px. */
export type LabelLayoutProps = { minPx?: number };

/**
 * Before every frame: sizes each label to at least `minPx` (LABEL_MIN_PX) on screen (larger when its own size in mm is
 * larger there) and places it clear of the other labels, of every ship's and obstacle's footprint and of the
 * panels, near what it names; a label put away from its ship gets a leader line to it.
 */
export function LabelLayout({ minPx = LABEL_MIN_PX }: LabelLayoutProps) {
  const panels = useAtomValue(viewObstructionsAtom);
  const labelPanels = useAtomValue(passingObstructionsAtom);
  const spots = useRef(new WeakMap<object, { dx: number; dy: number }>());
  const leaders = useMemo(makeLeaderLines, []);
  useEffect(
    () => () => {
      leaders.geometry.dispose();
      leaders.material.dispose();
    },
    [leaders],
  );
  useFrame(({ camera, size, scene }) => {
    const { width: w, height: h } = size;
    // A cut (the test hook's seek with `cut`) places every label afresh instead of where it stood.
    if (camera.userData.labelsAfresh === true) {
      camera.userData.labelsAfresh = false;
      spots.current = new WeakMap();
    }
    const previous = spots.current;
    camera.updateMatrixWorld();
    const shown = [...labelRegistry].filter((l) => shownIn(l.sprite, scene));
    const feet = [...footprintRegistry].filter((f) => shownIn(f.anchor, scene));
    const feetBoxes = feet.map((f) => footprintBox(f, camera, w, h));
    const ownerOf = (l: RegisteredLabel) => {
      const i = feet.findIndex((f) => f.anchor.parent === l.sprite.parent);
      return i < 0 ? undefined : (feetBoxes[i] ?? undefined);
    };
    const measured = shown.map((l) => measureLabel(l, camera, size, minPx));
    const toPlace: LabelToPlace[] = measured.map((m, i) => {
      const l = shown[i];
      return { ...m, owner: l && ownerOf(l), previous: l && previous.get(l) };
    });
    const shipBox = (unit: string) => {
      const i = feet.findIndex((f) => f.anchor.parent?.userData.shipId === unit);
      return i < 0 ? undefined : (feetBoxes[i] ?? undefined);
    };
    const racks = racksToPlace(scene, camera, size, shipBox, previous);
    const blockers = [...feetBoxes.filter((b): b is ScreenBox => b !== null), ...panels, ...labelPanels];
    const ships = feetBoxes.filter(
      (b, i): b is ScreenBox => b !== null && typeof feet[i]?.anchor.parent?.userData.shipId === 'string',
    );
    const all = [...toPlace, ...racks.map((r) => r.place)];
    const placed = placeLabels(all, blockers, { width: w, height: h }, ships);
    lastFootprintBoxes.length = 0;
    feet.forEach((f, i) => {
      const box = feetBoxes[i];
      const id: unknown = f.anchor.parent?.userData.shipId;
      if (box) lastFootprintBoxes.push({ ...box, id: typeof id === 'string' ? id : null });
    });
    lastLabelBoxes.length = 0;
    const segments: number[] = [];
    shown.forEach((l, i) => {
      const p = placed[i];
      const m = measured[i];
      if (!p || !m) return;
      previous.set(l, { dx: p.dx, dy: p.dy });
      // The sprite's centre is its anchor, in units of its size: this puts the quad's box where it was placed.
      l.sprite.center.set((m.x - p.left) / m.width, (p.bottom - m.y) / m.height);
      const box = { left: p.left, top: p.top, width: m.width, height: m.height };
      lastLabelBoxes.push({ text: l.text, ...box, fontPx: m.height * LABEL_FONT_SHARE, leader: p.leader });
      if (p.leader) addLeader(segments, camera, p.leader, m.ndcZ, size);
    });
    showRacks(racks, placed.slice(shown.length), previous);
    racks.forEach(({ ndcZ }, k) => {
      const leader = placed[shown.length + k]?.leader;
      if (leader) addLeader(segments, camera, leader, ndcZ, size);
    });
    writeLeaders(leaders, segments, w, h);
  });
  return <primitive object={leaders} />;
}
