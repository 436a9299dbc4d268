import { useFrame, useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { recordFrame, renderStats } from './renderStats.ts';

/**
 * Samples the renderer's counters and the frame time into renderStats every frame. three.js resets
 * `renderer.info` at each render, so what is read here (before this frame renders) is the previous frame.
 */
export function RenderStatsSampler() {
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    window.__holotableRenderStats = renderStats;
  }, []);
  useFrame((_state, delta) => {
    const { render, memory } = gl.info;
    recordFrame(delta * 1000, {
      calls: render.calls,
      triangles: render.triangles,
      geometries: memory.geometries,
      textures: memory.textures,
    });
  });
  return null;
}
