import { useFrame, useThree } from '@react-three/fiber';
import { type RefObject, useEffect } from 'react';
import { Box3, type Group, Mesh, type Object3D, Vector3 } from 'three';
import type { HangarScreenBox } from './hangarTestApi.ts';

/** Props of HangarTestHooks. */
export type HangarTestHooksProps = { target: RefObject<Group | null>; modelId: string; framed: boolean };

/** Triangles of every mesh under an object. */
function trianglesOf(root: Object3D): number {
  let n = 0;
  root.traverse((o) => {
    if (!(o instanceof Mesh)) return;
    const index = o.geometry.getIndex();
    n += (index ? index.count : o.geometry.getAttribute('position').count) / 3;
  });
  return n;
}

/**
 * Keeps `window.__holotableHangar` (hangarTestApi.ts) up to date: the model on show, whether it is framed and
 * drawn, its triangles, a frame counter, and its bounding box on the page.
 */
export function HangarTestHooks({ target, modelId, framed }: HangarTestHooksProps) {
  const get = useThree((s) => s.get);
  useEffect(() => {
    // A world point's place on the page, CSS px (test calls only: allocating here is fine).
    const onPage = (p: Vector3) => {
      const { camera, gl } = get();
      camera.updateMatrixWorld();
      p.project(camera);
      const r = gl.domElement.getBoundingClientRect();
      return { x: r.left + ((p.x + 1) / 2) * r.width, y: r.top + ((1 - p.y) / 2) * r.height };
    };
    const modelBox = () => (target.current ? new Box3().setFromObject(target.current) : null);
    const screenBox = (): HangarScreenBox | null => {
      const box = modelBox();
      if (!box) return null;
      const out = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
      for (const x of [box.min.x, box.max.x])
        for (const y of [box.min.y, box.max.y])
          for (const z of [box.min.z, box.max.z]) {
            const q = onPage(new Vector3(x, y, z));
            out.left = Math.min(out.left, q.x);
            out.right = Math.max(out.right, q.x);
            out.top = Math.min(out.top, q.y);
            out.bottom = Math.max(out.bottom, q.y);
          }
      return out;
    };
    const centreOnPage = () => {
      const box = modelBox();
      return box ? onPage(box.getCenter(new Vector3())) : null;
    };
    const api = window.__holotableHangar;
    window.__holotableHangar = {
      ready: false,
      frames: api?.frames ?? 0,
      model: modelId,
      triangles: 0,
      screenBox,
      centreOnPage,
    };
  }, [get, target, modelId]);
  useFrame(() => {
    const api = window.__holotableHangar;
    if (!api) return;
    api.frames++;
    // Ready from the first frame drawn after the model was framed.
    if (framed && !api.ready && target.current) {
      api.triangles = trianglesOf(target.current);
      api.ready = api.triangles > 0;
    }
  });
  return null;
}
