import { allManeuverNames, MOVE_ACTION_NAMES } from '../../kernel/index.ts';
import type { MoveQuestion } from '../../state/dispute/history.ts';

const MANEUVERS = allManeuverNames();

/** Maneuvers and actions that take a slide (mm along the template or the base's side). */
export const SLIDING = /^(tallon-|barrel-roll-|decloak-(left|right))/;

/** Props of ManeuverSelect: the move question, its index, and what to do with the changed question. */
export type ManeuverSelectProps = { move: MoveQuestion; index: number; onChange: (move: MoveQuestion) => void };

/** A move question's maneuver or action; a slide is kept only when the new one also slides. */
export function ManeuverSelect({ move, index, onChange }: ManeuverSelectProps) {
  return (
    <select
      aria-label={`Move ${index + 1} maneuver`}
      data-testid={`question-move-${index}-maneuver`}
      value={move.maneuver}
      onChange={(e) => {
        const maneuver = e.target.value;
        onChange({
          ship: move.ship,
          maneuver,
          ...(SLIDING.test(maneuver) && move.slide !== undefined ? { slide: move.slide } : {}),
        });
      }}
    >
      <optgroup label="Maneuvers">
        {MANEUVERS.map((n) => (
          <option key={n}>{n}</option>
        ))}
      </optgroup>
      <optgroup label="Actions">
        {MOVE_ACTION_NAMES.map((n) => (
          <option key={n}>{n}</option>
        ))}
      </optgroup>
    </select>
  );
}
