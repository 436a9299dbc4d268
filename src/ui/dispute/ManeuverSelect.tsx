import { allManeuverNames, MOVE_ACTION_NAMES } from '../../kernel/index.ts';
import { maneuverOption } from '../../state/dispute/disputeText.ts';
import type { MoveQuestion } from '../../state/dispute/history.ts';

// Each offered as players say it ("bank left 2", "barrel roll right"), its value the scenario file's key.
const MANEUVERS = allManeuverNames().map(maneuverOption);
const ACTIONS = MOVE_ACTION_NAMES.map(maneuverOption);

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
        {MANEUVERS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </optgroup>
      <optgroup label="Actions">
        {ACTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </optgroup>
    </select>
  );
}
