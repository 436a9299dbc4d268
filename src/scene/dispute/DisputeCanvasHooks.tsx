import { useFrame, useThree } from '@react-three/fiber';
import { useStore } from 'jotai';
import { useEffect } from 'react';
import { disputeStartedAtom, drawnSituationAtom, situationAtom } from '../../state/dispute/disputeAtoms.ts';
import type { Situation } from '../../state/dispute/situation.ts';
import { Vector3 } from 'three';
import { disputeTestApi } from '../../state/dispute/disputeTestApi.ts';
import { tableToWorld } from '../tableFrame.ts';
import { registerCanvas, tablePointOnPage } from './canvasCapture.ts';

/** Props of DisputeCanvasHooks: the situation the scene drew in this render. */
export type DisputeCanvasHooksProps = { situation: Situation };

/**
 * Registers the canvas for PNG export, counts rendered frames for `window.__holotableDispute`, lets tests
 * project table points to the page, and records each situation (after start-up) once a frame has drawn it.
 */
export function DisputeCanvasHooks({ situation }: DisputeCanvasHooksProps) {
  const store = useStore();
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  useEffect(() => {
    registerCanvas(gl, scene, camera);
    const api = disputeTestApi();
    api.tableToPage = (x: number, y: number) =>
      tablePointOnPage((cam) => {
        const v = tableToWorld(x, y, 0, new Vector3()).project(cam);
        return { x: v.x, y: v.y };
      });
    return () => registerCanvas(null, null, null);
  }, [gl, scene, camera]);
  // A change the mat does not show (a ship's name, say) still gets a frame, so it is marked drawn and saved.
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => invalidate(), [situation, invalidate]);
  useFrame(() => {
    const current = store.get(disputeStartedAtom) && store.get(situationAtom) === situation;
    if (current && store.get(drawnSituationAtom) !== situation) store.set(drawnSituationAtom, situation);
    const api = disputeTestApi();
    api.frames += 1;
    // With on-demand frames the first one already shows the situation.
    api.ready = true;
  });
  return null;
}
