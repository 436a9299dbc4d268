import { useFrame, useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { recordFrame, renderStats } from './renderStats.ts';

/**
 * Samples the renderer's counters and the frame time into renderStats every frame. A frame may render more
 * than once (the shadow map, the scene, each post-processing pass), so the renderer's counters are kept over
 * the whole frame (no reset at each render) and reset here: what is read here, before this frame renders, is
 * everything the previous frame drew.
 */
export function RenderStatsSampler() {
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    window.__holotableRenderStats = renderStats;
    gl.info.autoReset = false;
    return () => {
      gl.info.autoReset = true;
    };
  }, [gl]);
  useFrame((_state, delta) => {
    const { render, memory } = gl.info;
    recordFrame(delta * 1000, {
      calls: render.calls,
      triangles: render.triangles,
      geometries: memory.geometries,
      textures: memory.textures,
    });
    gl.info.reset();
  });
  return null;
}
