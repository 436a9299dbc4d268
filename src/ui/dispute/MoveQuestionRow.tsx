import { useAtomValue, useSetAtom } from 'jotai';
import { disputeDispatchAtom, situationAtom } from '../../state/dispute/disputeAtoms.ts';
import { questionOptions } from '../../state/dispute/disputeText.ts';
import type { MoveQuestion } from '../../state/dispute/history.ts';
import { ManeuverSelect, SLIDING } from './ManeuverSelect.tsx';
import { NumberField } from './NumberField.tsx';
import { useQuestionFocus } from './useQuestionFocus.ts';

/** Props of MoveQuestionRow: the move question and its index in `moves`. */
export type MoveQuestionRowProps = { move: MoveQuestion; index: number };

/** One maneuver or action question: its ship, maneuver, slide when it takes one, and its removal. */
export function MoveQuestionRow({ move: m, index: i }: MoveQuestionRowProps) {
  const s = useAtomValue(situationAtom);
  const dispatch = useSetAtom(disputeDispatchAtom);
  const { focused, toggle, clear } = useQuestionFocus();
  const update = (move: MoveQuestion) => dispatch({ type: 'update-move', index: i, move });
  return (
    <li className={focused('move', i) ? 'focused' : ''}>
      <button type="button" className="linkish" onClick={() => toggle('move', i)} title="Show only this one on the mat">
        {i + 1}.
      </button>
      <select
        aria-label={`Move ${i + 1} ship`}
        data-testid={`question-move-${i}-ship`}
        value={m.ship}
        onChange={(e) => update({ ...m, ship: e.target.value })}
      >
        {questionOptions(s).ships.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ManeuverSelect move={m} index={i} onChange={update} />
      {SLIDING.test(m.maneuver) && (
        <NumberField
          label="slide"
          unit="mm"
          value={m.slide}
          optional
          testId={`question-move-${i}-slide`}
          onCommit={(v) => update({ ship: m.ship, maneuver: m.maneuver, ...(v === undefined ? {} : { slide: v }) })}
        />
      )}
      <button
        type="button"
        aria-label={`Remove move ${i + 1}`}
        onClick={() => (dispatch({ type: 'remove-move', index: i }), clear())}
      >
        ×
      </button>
    </li>
  );
}
