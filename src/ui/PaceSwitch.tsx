import { useAtom } from 'jotai';
import { paceModeAtom } from '../state/playbackAtoms.ts';

/**
 * The transport's "Real time" switch: off (the default), cinematic pacing passes set-up, planning and other quiet
 * phases in short beats; on, every event plays at the timeline's own length.
 */
export function PaceSwitch() {
  const [pace, setPace] = useAtom(paceModeAtom);
  return (
    <label className="transport-field" title="Play set-up, planning and other quiet phases at their own length">
      <input
        type="checkbox"
        data-testid="real-time"
        checked={pace === 'real'}
        onChange={(e) => setPace(e.currentTarget.checked ? 'real' : 'cinematic')}
      />
      Real time
    </label>
  );
}
