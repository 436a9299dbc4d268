import { useAtomValue, useSetAtom } from 'jotai';
import { disputeDispatchAtom, situationAtom } from '../../state/dispute/disputeAtoms.ts';
import { questionOptions } from '../../state/dispute/disputeText.ts';
import { MeasureQuestionRow } from './MeasureQuestionRow.tsx';
import { MoveQuestionRow } from './MoveQuestionRow.tsx';

/** Props of QuestionPanel. */
export type QuestionPanelProps = Record<string, never>;

/**
 * The questions asked of the situation, as the scenario file holds them: maneuvers and actions (`moves`, run in
 * order) and range/arc checks (`measure`, on the starting positions). Clicking a question shows only its drawing.
 */
export function QuestionPanel(_: QuestionPanelProps) {
  const s = useAtomValue(situationAtom);
  const dispatch = useSetAtom(disputeDispatchAtom);
  const { ships, targets } = questionOptions(s);
  const first = s.ships[0]?.id;
  const second = s.ships[1]?.id ?? targets.find((t) => t.value !== first)?.value;
  // The add buttons are disabled (no handler) until the situation has the ships a new question needs.
  const addMove = first
    ? () => dispatch({ type: 'add-move', move: { ship: first, maneuver: 'straight-2' } })
    : undefined;
  const addMeasure =
    first && second ? () => dispatch({ type: 'add-measure', measure: { from: first, to: second } }) : undefined;
  return (
    <section className="panel dispute-questions" data-testid="dispute-questions" aria-label="Questions">
      <div className="panel-title">Questions</div>
      <ol className="dispute-question-list">
        {(s.moves ?? []).map((m, i) => (
          <MoveQuestionRow key={`m${i}`} move={m} index={i} />
        ))}
      </ol>
      <button type="button" data-testid="add-move" disabled={!addMove} onClick={addMove}>
        Add maneuver or action
      </button>
      <ol className="dispute-question-list">
        {(s.measure ?? []).map((m, i) => (
          <MeasureQuestionRow key={`r${i}`} measure={m} index={i} ships={ships} targets={targets} />
        ))}
      </ol>
      <button type="button" data-testid="add-measure" disabled={!addMeasure} onClick={addMeasure}>
        Add range / arc check
      </button>
    </section>
  );
}
