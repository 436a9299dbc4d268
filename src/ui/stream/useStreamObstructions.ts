import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { standingOverlayBoxes } from '../../scene/stream/overlayPainter.ts';
import { type StreamOverlayModel, squadsAt } from '../../state/stream/streamOverlay.ts';
import { viewObstructionsAtom } from '../../state/viewAtoms.ts';

/**
 * Tells the 3D view where stream mode's standing overlays (squad panels, status box) stand on the 1920 × 1080
 * stage, so its shots keep the table in the part they leave free; none when no battle is on show.
 */
export function useStreamObstructions(model: StreamOverlayModel | null): void {
  const set = useSetAtom(viewObstructionsAtom);
  useEffect(() => {
    set(model ? standingOverlayBoxes(squadsAt(model, 0)) : []);
    return () => set([]);
  }, [model, set]);
}
