import { describe, expect, it } from 'vitest';
import type { TimedEvent } from '../../../src/battle/timeline.ts';
import { InputError } from '../../../src/battle/validationError.ts';
import { type BattleFile, parseBattleFile } from '../../../src/rules/star-warriors/battleFile.ts';
import { dogfightBattle } from '../../../src/rules/star-warriors/dogfight.ts';
import { playBattle } from '../../../src/rules/star-warriors/engine.ts';
import { starWarriorsSystem } from '../../../src/rules/star-warriors/system.ts';

const captions = (events: TimedEvent[]) => events.flatMap((e) => (e.kind === 'caption' ? [e.text] : []));

/** A one-against-one file: an X-wing and a TIE interceptor with fixed skills, for one game-turn. */
function duel(extra: Partial<BattleFile> = {}): BattleFile {
  return parseBattleFile({
    format: 'holotable-battle',
    version: 1,
    ruleset: 'star-warriors',
    seed: 7,
    roundLimit: 1,
    players: [
      { name: 'Rebels', faction: 'rebel' },
      { name: 'Empire', faction: 'imperial' },
    ],
    ships: [
      {
        id: 'x1',
        player: 0,
        type: 'x-wing',
        quality: 'average',
        piloting: '3D',
        gunnery: '4D+1',
        hex: [10, 12],
        facing: 0,
      },
      {
        id: 't1',
        player: 1,
        type: 'tie-interceptor',
        quality: 'veteran',
        piloting: '2D',
        gunnery: '5D',
        hex: [20, 12],
        facing: 3,
      },
    ],
    ...extra,
  });
}

function inputError(f: () => unknown): InputError {
  try {
    f();
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError');
}

describe('the game-turn (rules 4)', () => {
  const played = playBattle(dogfightBattle(18, 3));

  it('runs the phases in order each game-turn', () => {
    const phases = played.timeline.events.flatMap((e) => (e.kind === 'phase' && e.round === 1 ? [e.phase] : []));
    expect(phases).toEqual(['initiative', 'planning', 'hazard', 'markers', 'ships', 'bookkeeping']);
  });

  it('reveals every ship’s plan, and rolls one hazard roll per ship against its planned difficulty', () => {
    const round1 = played.timeline.events.filter(
      (e) => e.t < (played.timeline.events.find((x) => x.kind === 'round' && x.round === 2)?.t ?? Infinity),
    );
    expect(round1.filter((e) => e.kind === 'reveal')).toHaveLength(7);
    const hazardRolls = round1.filter((e) => e.kind === 'dice' && e.label === 'hazard');
    expect(hazardRolls).toHaveLength(7);
  });

  it('players alternately choose any unmoved ship, and the autopilot chooses the opponent’s', () => {
    // Every ship is chosen at most once a game-turn (one shot down before its phase is not chosen at all).
    for (const r of played.file.rounds!) {
      expect(new Set(r.order).size).toBe(r.order!.length);
      expect(r.order!.length).toBeLessThanOrEqual(Object.keys(r.plans!).length);
    }
    const lines = captions(played.timeline.events)
      .filter((c) => c.includes(' chooses '))
      .slice(0, 7);
    // Alternating choosers; the first six choices are enemy ships (each player makes the other commit first).
    for (let k = 1; k < lines.length; k++) expect(lines[k]!.split(' ')[0]).not.toBe(lines[k - 1]!.split(' ')[0]);
    expect(lines.slice(0, 6).every((l) => l.endsWith('(an enemy ship)'))).toBe(true);
    expect(lines[6]!.endsWith('(an enemy ship)')).toBe(false); // only own ships are left for the last choice
  });

  it('honours a recorded choice order in which a player picks his own ship', () => {
    const base = duel();
    const first = playBattle(base);
    const initiativeLine = captions(first.timeline.events).find((c) => c.includes('has the initiative'))!;
    const rebelsFirst = initiativeLine.startsWith('Rebel');
    // The player with the initiative chooses his own ship; the other then has only the remaining one.
    const order = rebelsFirst ? ['x1', 't1'] : ['t1', 'x1'];
    const out = playBattle(duel({ rounds: [{ order }] }));
    const lines = captions(out.timeline.events).filter((c) => c.includes(' chooses '));
    expect(lines).toEqual(
      rebelsFirst
        ? ['Rebel player chooses X-wing 1', 'Imperial player chooses TIE interceptor 1']
        : ['Imperial player chooses TIE interceptor 1', 'Rebel player chooses X-wing 1'],
    );
    expect(out.file.rounds![0]!.order).toEqual(order);
  });

  it('refuses choosing a ship that has already moved, naming the field', () => {
    const e = inputError(() => playBattle(duel({ rounds: [{ order: ['x1', 'x1'] }] })));
    expect(e.message).toBe('rounds[0].order[1]: expected an unmoved ship in play, got "x1"');
  });

  it('refuses an order naming more ships than move, instead of dropping the rest (found by tests/fuzz/)', () => {
    // Both ships move once (x1, then t1); a third choice has no unmoved ship left to name.
    const e = inputError(() => playBattle(duel({ rounds: [{ order: ['x1', 't1', 't1'] }] })));
    expect(e.message).toBe('rounds[0].order[2]: every ship had moved before this choice, so it is never made');
  });
});

describe('hazards (rules 7)', () => {
  it('a failed piloting roll against the plan’s difficulty reads the Hazard Table', () => {
    // Initiative rolls first (x1: 3D, t1: 2D), then one hazard roll per ship in file order.
    const file = duel({
      rounds: [
        {
          plans: { t1: ['halfLoop', 'slip'] },
          rolls: [
            { purpose: 'initiative', ship: 'x1', faces: [6, 6, 6] },
            { purpose: 'initiative', ship: 't1', faces: [1, 1] },
            { purpose: 'hazard', ship: 'x1', faces: [3, 3, 3] },
            { purpose: 'hazard', ship: 't1', faces: [1, 1] },
            { purpose: 'hazardTable', ship: 't1', faces: [5] },
          ],
        },
      ],
    });
    const out = playBattle(file);
    // Difficulty 4 (½ loop) + 3 (slip) + 2 (action penalty, second marker) = 9; roll 2 fails by 7: 5 + 1 = row 6 of
    // column C (the ½ loop's code): overstress, 1 body damage, every planned action lost.
    expect(captions(out.timeline.events)).toContain(
      'TIE interceptor 1 fails its hazard roll (2 < 9); hazard C, 5+1: overstresses the frame: loses every planned action and takes 1 body damage',
    );
    expect(out.state.ships.find((s) => s.id === 't1')!.body).toBe(4);
    expect(out.file.rounds![0]!.moves!.t1).not.toContain('H');
  });

  it('refuses a plan the control sheet does not allow, naming the field', () => {
    expect(inputError(() => playBattle(duel({ rounds: [{ plans: { t1: ['angleShields'] } }] }))).message).toBe(
      'rounds[0].plans.t1: a TIE interceptor cannot plan angleShields (no difficulty number)',
    );
    expect(inputError(() => playBattle(duel({ rounds: [{ plans: { x1: ['loop'] } }] }))).message).toMatch(
      /^rounds\[0\]\.plans\.x1: expected actions such as "accelerate"/,
    );
    expect(inputError(() => playBattle(duel({ rounds: [{ plans: { x1: ['bank x2', 'slip x2'] } }] }))).message).toBe(
      'rounds[0].plans.x1: uses 4 action markers; x1 has 3 this game-turn',
    );
  });

  it('refuses a recorded move that breaks the movement rules', () => {
    expect(inputError(() => playBattle(duel({ rounds: [{ moves: { x1: 'FLFFFF' } }] }))).message).toMatch(
      /^rounds\[0\]\.moves\.x1: step 2 \(L\): turn number \d/,
    );
  });
});

describe('determinism', () => {
  it('the same seed gives the same battle, and replaying the completed file gives the same timeline', () => {
    const a = starWarriorsSystem.simulate(18, 4);
    const b = starWarriorsSystem.simulate(18, 4);
    expect(JSON.stringify(a.timeline)).toBe(JSON.stringify(b.timeline));
    const replayed = starWarriorsSystem.play(JSON.parse(JSON.stringify(a.file)));
    expect(JSON.stringify(replayed.timeline)).toBe(JSON.stringify(a.timeline));
    expect(replayed.file).toEqual(a.file);
  });

  it('another seed gives another battle', () => {
    const a = starWarriorsSystem.simulate(18, 2);
    const c = starWarriorsSystem.simulate(19, 2);
    expect(JSON.stringify(c.timeline)).not.toBe(JSON.stringify(a.timeline));
  });

  it('moves travel hex by hex: every leg of a waypoint path is one hex (25.4 mm) or a turn in place', () => {
    const a = starWarriorsSystem.simulate(18, 3);
    for (const e of a.timeline.events) {
      if (e.kind !== 'move' || e.path.kind !== 'waypoints' || e.duration < 0.5) continue;
      const poses = [e.from, ...e.path.poses, e.to];
      for (let i = 1; i < poses.length; i++) {
        const d = Math.hypot(poses[i]!.x - poses[i - 1]!.x, poses[i]!.y - poses[i - 1]!.y);
        const turn = (poses[i]!.heading - poses[i - 1]!.heading + 360) % 360;
        if (d < 1e-6) expect([60, 180, 300]).toContain(turn);
        else {
          expect(d).toBeCloseTo(25.4, 2);
          expect(turn).toBe(0);
        }
      }
      for (const p of poses) expect(p.heading % 60).toBe(0);
    }
  });
});

describe('battle file validation', () => {
  it('names the field and what was expected', () => {
    const problems = starWarriorsSystem.problems({
      ...dogfightBattle(1, 1),
      ships: [{ id: 'a', player: 0, type: 'x-wing', quality: 'ace' }],
    });
    expect(problems.map((p) => p.path)).toContain('ships[0].quality');
    expect(
      inputError(() =>
        starWarriorsSystem.play({
          ...dogfightBattle(1, 1),
          ships: [
            { id: 'a', player: 0, type: 'z-95', quality: 'poor' },
            { id: 'b', player: 1, type: 'tie-fighter', quality: 'poor' },
          ],
        }),
      ).message,
    ).toMatch(/^ships\[0\]\.type: expected one of "tie-interceptor"/);
  });
});
