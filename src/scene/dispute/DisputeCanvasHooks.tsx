import { useFrame, useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { Vector3 } from 'three';
import { disputeTestApi } from '../../state/dispute/disputeTestApi.ts';
import { tableToWorld } from '../tableFrame.ts';
import { registerCanvas, tablePointOnPage } from './canvasCapture.ts';

/**
 * Registers the canvas for PNG export, counts rendered frames for `window.__holotableDispute`, and lets tests
 * project table points to the page.
 */
export function DisputeCanvasHooks() {
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
  useFrame(() => {
    const api = disputeTestApi();
    api.frames += 1;
    // With on-demand frames the first one already shows the situation.
    api.ready = true;
  });
  return null;
}
