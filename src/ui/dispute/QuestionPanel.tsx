import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { allManeuverNames, MOVE_ACTION_NAMES } from '../../kernel/index.ts';
import { disputeDispatchAtom, focusedQuestionAtom, situationAtom } from '../../state/dispute/disputeAtoms.ts';
import { NumberField } from './NumberField.tsx';

const MANEUVERS = allManeuverNames();
const SLIDING = /^(tallon-|barrel-roll-|decloak-(left|right))/;

/**
 * The questions asked of the situation, as the scenario file holds them: maneuvers and actions (`moves`, run in
 * order) and range/arc checks (`measure`, on the starting positions). Clicking a question shows only its drawing.
 */
export function QuestionPanel() {
  const s = useAtomValue(situationAtom);
  const dispatch = useSetAtom(disputeDispatchAtom);
  const [focus, setFocus] = useAtom(focusedQuestionAtom);
  const moves = s.moves ?? [];
  const measures = s.measure ?? [];
  const targets = [...s.ships.map((x) => x.id), ...(s.obstacles ?? []).map((o) => o.id)];
  const first = s.ships[0]?.id;
  const second = s.ships[1]?.id ?? targets.find((t) => t !== first);
  const focused = (kind: 'move' | 'measure', index: number) => focus?.kind === kind && focus.index === index;
  const toggle = (kind: 'move' | 'measure', index: number) => setFocus(focused(kind, index) ? null : { kind, index });
  return (
    <section className="panel dispute-questions" data-testid="dispute-questions" aria-label="Questions">
      <div className="panel-title">Questions</div>
      <ol className="dispute-question-list">
        {moves.map((m, i) => (
          <li key={`m${i}`} className={focused('move', i) ? 'focused' : ''}>
            <button
              type="button"
              className="linkish"
              onClick={() => toggle('move', i)}
              title="Show only this one on the mat"
            >
              {i + 1}.
            </button>
            <select
              aria-label={`Move ${i + 1} ship`}
              data-testid={`question-move-${i}-ship`}
              value={m.ship}
              onChange={(e) => dispatch({ type: 'update-move', index: i, move: { ...m, ship: e.target.value } })}
            >
              {s.ships.map((x) => (
                <option key={x.id}>{x.id}</option>
              ))}
            </select>
            <select
              aria-label={`Move ${i + 1} maneuver`}
              data-testid={`question-move-${i}-maneuver`}
              value={m.maneuver}
              onChange={(e) => {
                const maneuver = e.target.value;
                dispatch({
                  type: 'update-move',
                  index: i,
                  move: {
                    ship: m.ship,
                    maneuver,
                    ...(SLIDING.test(maneuver) && m.slide !== undefined ? { slide: m.slide } : {}),
                  },
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
            {SLIDING.test(m.maneuver) && (
              <NumberField
                label="slide"
                unit="mm"
                value={m.slide}
                optional
                testId={`question-move-${i}-slide`}
                onCommit={(v) =>
                  dispatch({
                    type: 'update-move',
                    index: i,
                    move: { ship: m.ship, maneuver: m.maneuver, ...(v === undefined ? {} : { slide: v }) },
                  })
                }
              />
            )}
            <button
              type="button"
              aria-label={`Remove move ${i + 1}`}
              onClick={() => (dispatch({ type: 'remove-move', index: i }), setFocus(null))}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        data-testid="add-move"
        disabled={!first}
        onClick={() => dispatch({ type: 'add-move', move: { ship: first!, maneuver: 'straight-2' } })}
      >
        Add maneuver or action
      </button>
      <ol className="dispute-question-list">
        {measures.map((m, i) => (
          <li key={`r${i}`} className={focused('measure', i) ? 'focused' : ''}>
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
              onChange={(e) => dispatch({ type: 'update-measure', index: i, measure: { ...m, from: e.target.value } })}
            >
              {s.ships.map((x) => (
                <option key={x.id}>{x.id}</option>
              ))}
            </select>
            →
            <select
              aria-label={`Measurement ${i + 1} to`}
              data-testid={`question-measure-${i}-to`}
              value={m.to}
              onChange={(e) => dispatch({ type: 'update-measure', index: i, measure: { ...m, to: e.target.value } })}
            >
              {targets.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
            <button
              type="button"
              aria-label={`Remove measurement ${i + 1}`}
              onClick={() => (dispatch({ type: 'remove-measure', index: i }), setFocus(null))}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        data-testid="add-measure"
        disabled={!first || !second}
        onClick={() => dispatch({ type: 'add-measure', measure: { from: first!, to: second! } })}
      >
        Add range / arc check
      </button>
    </section>
  );
}
