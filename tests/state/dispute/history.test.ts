/** The dispute editor's history reducer: edits, drags as one step, undo/redo, and questions that follow ships. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenarioProblems } from '../../../src/rules/xwing1e/scenario/scenario.ts';
import { DEFAULT_SITUATION } from '../../../src/state/dispute/defaultSituation.ts';
import {
  applyEdit,
  type DisputeAction,
  disputeReducer,
  freshId,
  HISTORY_LIMIT,
  initialHistory,
} from '../../../src/state/dispute/history.ts';

const run = (actions: DisputeAction[]) => actions.reduce(disputeReducer, initialHistory(DEFAULT_SITUATION));

describe('dispute history reducer', () => {
  it('applies a typed pose and undoes and redoes it exactly', () => {
    const h1 = run([{ type: 'update-ship', id: 'red1', patch: { x: 123.456, y: 78.9, heading: 12.5 } }]);
    expect(h1.present.ships[0]).toMatchObject({ id: 'red1', x: 123.456, y: 78.9, heading: 12.5 });
    expect(h1.past).toHaveLength(1);
    const undone = disputeReducer(h1, { type: 'undo' });
    expect(undone.present).toBe(DEFAULT_SITUATION);
    expect(undone.future).toHaveLength(1);
    const redone = disputeReducer(undone, { type: 'redo' });
    expect(redone.present).toEqual(h1.present);
    expect(redone.future).toHaveLength(0);
  });

  it('makes a whole drag one undo step, and a drag that changed nothing none', () => {
    const h = run([
      { type: 'drag-start' },
      { type: 'drag-move', edit: { type: 'update-ship', id: 'tie1', patch: { x: 500 } } },
      { type: 'drag-move', edit: { type: 'update-ship', id: 'tie1', patch: { x: 510, y: 400 } } },
      { type: 'drag-end' },
    ]);
    expect(h.past).toHaveLength(1);
    expect(h.present.ships[1]).toMatchObject({ x: 510, y: 400 });
    expect(disputeReducer(h, { type: 'undo' }).present).toBe(DEFAULT_SITUATION);
    const still = run([{ type: 'drag-start' }, { type: 'drag-end' }]);
    expect(still.past).toHaveLength(0);
  });

  it('removing a ship removes the questions that name it, so the situation stays a valid scenario', () => {
    const h = run([{ type: 'remove-ship', id: 'red1' }]);
    expect(h.present.moves).toEqual([]);
    expect(h.present.measure).toEqual([]);
    expect(scenarioProblems(h.present)).toEqual([]);
  });

  it('a new edit clears redo; undo past the start does nothing', () => {
    const h = run([
      { type: 'update-ship', id: 'red1', patch: { x: 1 } },
      { type: 'undo' },
      { type: 'update-ship', id: 'red1', patch: { x: 2 } },
    ]);
    expect(h.future).toEqual([]);
    expect(run([{ type: 'undo' }, { type: 'undo' }]).present).toBe(DEFAULT_SITUATION);
  });

  it('keeps at most HISTORY_LIMIT undo steps', () => {
    const edits: DisputeAction[] = Array.from({ length: HISTORY_LIMIT + 5 }, (_, i) => ({
      type: 'update-ship',
      id: 'red1',
      patch: { x: i + 1 },
    }));
    expect(run(edits).past).toHaveLength(HISTORY_LIMIT);
  });

  it('property: n edits then n undos give back the start, n redos the end', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 900, noNaN: true }), { minLength: 1, maxLength: 20 }), (xs) => {
        const edits: DisputeAction[] = xs.map((x) => ({ type: 'update-obstacle', id: 'rock1', patch: { x } }));
        const end = run(edits);
        const back = xs.reduce((h) => disputeReducer(h, { type: 'undo' }), end);
        expect(back.present).toEqual(DEFAULT_SITUATION);
        const again = xs.reduce((h) => disputeReducer(h, { type: 'redo' }), back);
        expect(again.present).toEqual(end.present);
      }),
    );
  });

  it('update patches can clear an optional field (a move slide) and add questions', () => {
    const s = applyEdit(DEFAULT_SITUATION, {
      type: 'add-move',
      move: { ship: 'tie1', maneuver: 'tallon-left-2', slide: 4 },
    });
    const cleared = applyEdit(s, {
      type: 'update-move',
      index: 1,
      move: { ship: 'tie1', maneuver: 'tallon-left-2', slide: undefined },
    });
    expect(cleared.moves![1]).toEqual({ ship: 'tie1', maneuver: 'tallon-left-2' });
    expect('slide' in cleared.moves![1]!).toBe(false);
  });

  it('fresh ids skip every id taken by ships or obstacles', () => {
    expect(freshId('rock', ['rock1', 'rock2', 'red1'])).toBe('rock3');
    expect(freshId('xwing', [])).toBe('xwing1');
  });
});
