import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { renderStats } from '../scene/renderStats.ts';
import { showDebugAtom } from '../state/debugAtoms.ts';

/** Formats the render statistics for the overlay. */
export function renderStatsText(): string {
  const s = renderStats;
  const fps = s.meanFrameMs > 0 ? 1000 / s.meanFrameMs : 0;
  return (
    `${fps.toFixed(0)} fps · frame ${s.meanFrameMs.toFixed(1)} ms (worst ${s.worstFrameMs.toFixed(1)})\n` +
    `${s.drawCalls} draw calls · ${s.triangles.toLocaleString('en-US')} triangles\n` +
    `${s.geometries} geometries · ${s.textures} textures`
  );
}

/**
 * Draw calls, triangles and frame time in a corner, refreshed a few times a second straight into the DOM (the
 * figures change every frame; they never pass through React state). Toggled by ?debug=1 or the debug key.
 */
export function DebugOverlay() {
  const show = useAtomValue(showDebugAtom);
  const text = useRef<HTMLPreElement>(null);
  useEffect(() => {
    if (!show) return;
    const update = () => {
      if (text.current) text.current.textContent = renderStatsText();
    };
    update();
    const timer = window.setInterval(update, 250);
    return () => window.clearInterval(timer);
  }, [show]);
  if (!show) return null;
  return <pre className="debug-overlay" ref={text} data-testid="debug-overlay" />;
}
