import { useAtom, useAtomValue } from 'jotai';
import { loadedBattleAtom } from '../state/scenarioAtoms.ts';
import { helpOpenAtom } from '../state/viewAtoms.ts';
import './helpOverlay.css';
import { SHORTCUTS } from './shortcuts.ts';

/** Props of HelpOverlay. */
export type HelpOverlayProps = Record<string, never>;

/**
 * Every keyboard shortcut, listed straight from the shortcut table the key handler uses (so it cannot drift);
 * toggled with ? or H, closed with Esc, the close button or a click outside.
 */
export function HelpOverlay(_: HelpOverlayProps) {
  const [open, setOpen] = useAtom(helpOpenAtom);
  const battle = useAtomValue(loadedBattleAtom);
  if (!open) return null;
  return (
    <div className="help-overlay" data-testid="help-overlay" onClick={() => setOpen(false)}>
      <div
        className="panel help-card"
        role="dialog"
        aria-label="Keyboard shortcuts"
        onClick={(e) => e.stopPropagation()}
      >
        <div className="help-head">
          <span className="panel-title">Keyboard shortcuts</span>
          <button type="button" data-testid="help-close" aria-label="Close" onClick={() => setOpen(false)}>
            ✕
          </button>
        </div>
        <table className="help-table">
          <tbody>
            {SHORTCUTS.map((s) => (
              <tr
                key={s.action}
                data-testid="help-shortcut"
                data-action={s.action}
                className={s.battleOnly && !battle ? 'muted' : ''}
              >
                <td className="help-keys">
                  {s.labels.map((l) => (
                    <kbd key={l}>{l}</kbd>
                  ))}
                </td>
                <td>
                  {s.description}
                  {s.battleOnly && <span className="muted"> · battles</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="muted">Mouse: drag to orbit · right-drag to pan · wheel to zoom (orbit and top views)</div>
      </div>
    </div>
  );
}
