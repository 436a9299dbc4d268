import { useAtom, useAtomValue } from 'jotai';
import { loadedBattleAtom } from '../state/scenarioAtoms.ts';
import { CAMERA_MODE_LABELS, CAMERA_MODES, cameraModeAtom } from '../state/viewAtoms.ts';
import { type ShortcutAction, shortcutFor } from './shortcuts.ts';

/** Props of CameraModeSwitch. */
export type CameraModeSwitchProps = Record<string, never>;

/** The shortcut of each mode that has its own key (orbit is reached by cycling, or T from the top view). */
const MODE_ACTION = { top: 'topView', follow: 'followCamera', director: 'directorCamera' } as const;

/** The first key label of an action, from the shortcut table. */
function keyOf(action: ShortcutAction): string {
  return shortcutFor(action).labels[0];
}

/**
 * Shows the current camera mode and switches it: orbit, top, follow the active ship, or the director. In a
 * scenario, follow and director show the orbit camera, and the label says so.
 */
export function CameraModeSwitch(_: CameraModeSwitchProps) {
  const [mode, setMode] = useAtom(cameraModeAtom);
  const battle = useAtomValue(loadedBattleAtom);
  const fallback = !battle && (mode === 'follow' || mode === 'director');
  return (
    <div className="camera-modes">
      <span className="muted" data-testid="camera-mode" data-mode={mode}>
        Camera: {CAMERA_MODE_LABELS[mode]}
        {fallback && ' (orbit: scenario)'} · <kbd>{keyOf('cycleCamera')}</kbd> cycles
      </span>
      <div className="button-row">
        {CAMERA_MODES.map((m) => (
          <button
            key={m}
            type="button"
            data-testid={`camera-${m}`}
            aria-pressed={mode === m}
            title={
              m === 'orbit'
                ? 'Orbit: drag to turn, wheel to zoom'
                : `${CAMERA_MODE_LABELS[m]} (${keyOf(MODE_ACTION[m])})`
            }
            onClick={() => setMode(m)}
          >
            {CAMERA_MODE_LABELS[m]}
          </button>
        ))}
      </div>
    </div>
  );
}
