import { useFrame } from '@react-three/fiber';
import { type Camera, type Object3D, Vector3 } from 'three';
import { LABEL_FONT_SHARE, LABEL_MIN_PX, type LabelBox, labelRegistry, stackLabels } from './labelLayout.ts';

/** Where the labels were drawn in the last frame (for window.__holotable.labels()). */
export const lastLabelBoxes: LabelBox[] = [];

const world = new Vector3();
const scale = new Vector3();

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

/**
 * Before every frame: sizes each ship label to at least LABEL_MIN_PX on screen (larger when its own size in mm
 * is larger there), and lifts labels above the ones in front so none covers another.
 */
export function LabelLayout() {
  useFrame(({ camera, size, scene }) => {
    const shown = [...labelRegistry].filter((l) => shownIn(l.sprite, scene));
    const placed = shown.map((l) => {
      l.sprite.getWorldPosition(world);
      const s = screenOf(camera, size.width, size.height);
      const parentScale = l.sprite.parent?.getWorldScale(scale).z ?? 1;
      const pxPerMm = (s?.pxPerMm ?? 1) * parentScale;
      const height = Math.max(LABEL_MIN_PX, l.sizeMm * pxPerMm);
      l.sprite.scale.set((height * l.aspect) / pxPerMm, height / pxPerMm, 1);
      return { x: s?.x ?? -1e6, y: s?.y ?? -1e6, width: height * l.aspect, height };
    });
    const lifts = stackLabels(placed);
    lastLabelBoxes.length = 0;
    shown.forEach((l, i) => {
      const p = placed[i];
      const lift = lifts[i] ?? 0;
      if (!p) return;
      // The sprite's centre is its anchor: a negative y puts the quad's bottom `lift` px above the anchor.
      l.sprite.center.set(0.5, -lift / p.height);
      const box = { left: p.x - p.width / 2, top: p.y - lift - p.height, width: p.width, height: p.height };
      lastLabelBoxes.push({ text: l.text, ...box, fontPx: p.height * LABEL_FONT_SHARE });
    });
  });
  return null;
}
