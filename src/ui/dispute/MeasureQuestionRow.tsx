import { useSetAtom } from 'jotai';
import { disputeDispatchAtom } from '../../state/dispute/disputeAtoms.ts';
import type { NamedOption } from '../../state/dispute/disputeText.ts';
import type { MeasureQuestion } from '../../state/dispute/history.ts';
import { useQuestionFocus } from './useQuestionFocus.ts';

/**
 * Props of MeasureQuestionRow: the check, its index in `measure`, the ships it may measure from and the ships
 * and obstacles it may measure to (by id, shown by name).
 */
export type MeasureQuestionRowProps = {
  measure: MeasureQuestion;
  index: number;
  ships: readonly NamedOption[];
  targets: readonly NamedOption[];
};

/** One range/arc check: from which ship, to which ship or obstacle, and its removal. */
export function MeasureQuestionRow({ measure: m, index: i, ships, targets }: MeasureQuestionRowProps) {
  const dispatch = useSetAtom(disputeDispatchAtom);
  const { focused, toggle, clear } = useQuestionFocus();
  const update = (measure: MeasureQuestion) => dispatch({ type: 'update-measure', index: i, measure });
  return (
    <li className={focused('measure', i) ? 'focused' : ''}>
      <button
        type="button"
        className="linkish"
        onClick={() => toggle('measure', i)}
        title="Show only this one on the mat"
      >
        R{i + 1}.
      </button>
      <select
        aria-label={`Measurement ${i + 1} from`}
        data-testid={`question-measure-${i}-from`}
        value={m.from}
        onChange={(e) => update({ ...m, from: e.target.value })}
      >
        {ships.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      →
      <select
        aria-label={`Measurement ${i + 1} to`}
        data-testid={`question-measure-${i}-to`}
        value={m.to}
        onChange={(e) => update({ ...m, to: e.target.value })}
      >
        {targets.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <button
        type="button"
        aria-label={`Remove measurement ${i + 1}`}
        onClick={() => (dispatch({ type: 'remove-measure', index: i }), clear())}
      >
        ×
      </button>
    </li>
  );
}
