import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { countdownStartMsAtom } from '../../state/stream/streamAtoms.ts';
import { cameraModeAtom, showLabelsAtom } from '../../state/viewAtoms.ts';

/**
 * Sets the page up for a broadcast: the director runs the camera, ship labels are off (the squads overlay names
 * the ships; they would clutter it), the countdown starts now, and with `transparent` nothing is behind the stage.
 */
export function useStreamPage(transparent: boolean): void {
  const setCamera = useSetAtom(cameraModeAtom);
  const setLabels = useSetAtom(showLabelsAtom);
  const setCountdownStart = useSetAtom(countdownStartMsAtom);
  useEffect(() => {
    setCamera('director');
    setLabels(false);
    setCountdownStart(performance.now());
  }, [setCamera, setLabels, setCountdownStart]);

  // A transparent page for OBS: no page background behind the stage.
  useEffect(() => {
    if (!transparent) return;
    document.documentElement.classList.add('stream-transparent');
    return () => document.documentElement.classList.remove('stream-transparent');
  }, [transparent]);
}
