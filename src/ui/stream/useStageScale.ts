/** The scale that fits stream mode's fixed 1920 × 1080 stage into the window (1 in an OBS source of that size). */
import { useEffect, useState } from 'react';
import { STAGE_HEIGHT, STAGE_WIDTH } from '../../scene/stream/overlayPainter.ts';

/** Scale factor and the offsets (px) that centre the scaled stage in the window. */
export function useStageScale(): { scale: number; left: number; top: number } {
  const fit = () => {
    const scale = Math.min(window.innerWidth / STAGE_WIDTH, window.innerHeight / STAGE_HEIGHT);
    return {
      scale,
      left: (window.innerWidth - STAGE_WIDTH * scale) / 2,
      top: (window.innerHeight - STAGE_HEIGHT * scale) / 2,
    };
  };
  const [s, setS] = useState(fit);
  useEffect(() => {
    const onResize = () => setS(fit());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return s;
}
