import { describe, expect, it } from 'vitest';
import { battleFileProblems } from '../../../../src/rules/xwing1e/battleFile.ts';
import type { AdjustmentPoint } from '../../../../src/rules/xwing1e/adjustments.ts';
import type { Policy, RoundRecord } from '../../../../src/rules/xwing1e/decisions.ts';
import { playBattle } from '../../../../src/rules/xwing1e/engine.ts';
import { InputError } from '../../../../src/battle/validationError.ts';
import { fileWith, passive, round, stateWith, type TestShip } from './harness.ts';

// An X-wing and a TIE far apart (no attacks possible), flying straight 1 and straight 2.
const ships: TestShip[] = [
  { id: 'luke', player: 0, ship: 'xwing', pilot: 'lukeskywalker', x: 200, y: 200, heading: 90 },
  { id: 'mauler', player: 1, ship: 'tiefighter', pilot: 'maulermithel', x: 700, y: 700, heading: 270 },
];
const dials = { luke: 'straight-1', mauler: 'straight-2' };

const problemOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof InputError) return e.problems[0];
    throw e;
  }
  return undefined;
};

describe('manual adjustments applied at the point they name', () => {
  it('a move after luke’s maneuver places luke exactly, and the rest of its activation starts from there', () => {
    const record: RoundRecord = {
      dials,
      adjustments: [
        { at: 'after-move', of: 'luke', ship: 'luke', kind: 'move', x: 400, y: 300, heading: 45, reason: 'judge' },
      ],
    };
    const r = round(stateWith(ships), record, passive);
    const luke = r.state.ships.find((s) => s.id === 'luke')!;
    // Straight 1 is 40 mm; the adjustment comes after it and sets the pose outright.
    expect(luke.pose).toEqual({ x: 400, y: 300, headingDeg: 45 });
    const caption = r.events.find((e) => e.kind === 'caption' && e.text.startsWith('Adjusted'));
    expect(caption).toMatchObject({
      text: 'Adjusted: Luke Skywalker moved to x 400 mm, y 300 mm, heading 45° (judge)',
    });
    expect(r.record.adjustments).toEqual(record.adjustments);
  });

  it('a move before the maneuver is flown from: straight 1 adds 40 mm along the new heading', () => {
    const record: RoundRecord = {
      dials,
      adjustments: [{ at: 'before-move', of: 'luke', ship: 'luke', kind: 'move', x: 400, y: 300, heading: 0 }],
    };
    const luke = round(stateWith(ships), record, passive).state.ships.find((s) => s.id === 'luke')!;
    // Small base 40 mm long, straight 1 template 40 mm: the centre advances 40 + 40 = 80 mm along +x.
    expect(luke.pose.x).toBeCloseTo(480, 6);
    expect(luke.pose.y).toBeCloseTo(300, 6);
  });

  it('tokens are set to the stated count; a stress set before activation makes luke’s green straight 1 clear it', () => {
    const record: RoundRecord = {
      dials,
      adjustments: [
        { at: 'before-activation', ship: 'luke', kind: 'tokens', token: 'stress', count: 2 },
        { at: 'start-of-round', ship: 'mauler', kind: 'tokens', token: 'focus', count: 1 },
      ],
    };
    const r = round(stateWith(ships), record, passive);
    // Straight 1 is green on the X-wing dial: one stress is removed (rules: DIFFICULTY) → 2 − 1 = 1.
    expect(r.state.ships.find((s) => s.id === 'luke')!.stress).toBe(1);
    // Focus goes in the End phase (rules: END PHASE).
    expect(r.state.ships.find((s) => s.id === 'mauler')!.focus).toBe(0);
  });

  it('a dealt card counts against the hull; a destroy removes the ship; a remove makes it leave the battle', () => {
    const dealt = round(
      stateWith(ships),
      {
        dials,
        adjustments: [{ at: 'end-of-round', ship: 'mauler', kind: 'deal', card: 'Direct Hit!', faceUp: false }],
      },
      passive,
    );
    expect(dealt.state.ships.find((s) => s.id === 'mauler')!.damage).toEqual([
      { name: 'Direct Hit!', faceUp: false, round: 1 },
    ]);
    const gone = round(
      stateWith(ships),
      { dials: { luke: 'straight-1' }, adjustments: [{ at: 'start-of-round', ship: 'mauler', kind: 'remove' }] },
      passive,
    );
    expect(gone.events).toContainEqual({
      kind: 'destroyed',
      unit: 'mauler',
      cause: 'left the battle',
      t: expect.any(Number),
      duration: expect.any(Number),
    });
  });

  it('a die-face change turns the recorded die, and the roll stays recorded as rolled', () => {
    const near: TestShip[] = [
      { id: 'luke', player: 0, ship: 'xwing', pilot: 'lukeskywalker', x: 300, y: 300, heading: 90 },
      { id: 'mauler', player: 1, ship: 'tiefighter', pilot: 'maulermithel', x: 300, y: 700, heading: 270 },
    ];
    const record: RoundRecord = {
      dials,
      actions: { luke: 'none', mauler: 'none' },
      attacks: { luke: { target: 'mauler' }, mauler: { target: null } },
      rolls: [
        { ship: 'luke', purpose: 'attack', faces: ['blank', 'blank', 'blank'] },
        // After the moves (y 380 and 580) the bases are 160 mm apart: range 2, agility 3, no bonus.
        { ship: 'mauler', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
      ],
      adjustments: [{ kind: 'die-face', ship: 'luke', roll: 0, die: 1, face: 'hit', reason: 'card ability' }],
    };
    const r = round(stateWith(near), record, passive);
    const dice = r.events.find((e) => e.kind === 'dice' && e.role === 'attack');
    expect(dice).toMatchObject({ rolled: ['blank', 'hit', 'blank'] });
    expect(r.record.rolls![0]!.faces).toEqual(['blank', 'blank', 'blank']);
    // One hit against a TIE with no shields: 1 damage card (hull 3 → 2).
    expect(r.events.find((e) => e.kind === 'result')).toMatchObject({ hits: 1, crits: 0, hit: true });
  });

  it('the policy is told every point the round reaches, in order', () => {
    const points: AdjustmentPoint[] = [];
    const policy: Policy = { ...passive, reached: (_s, p) => points.push(p) };
    round(stateWith(ships), { dials }, policy);
    expect(points.map((p) => p.at + (p.of ? `:${p.of}` : ''))).toEqual([
      'start-of-round',
      'before-activation',
      // Luke (pilot skill 8) activates after Mauler (pilot skill 7).
      'before-move:mauler',
      'after-move:mauler',
      'after-activation:mauler',
      'before-move:luke',
      'after-move:luke',
      'after-activation:luke',
      // Combat: highest pilot skill first.
      'before-attack:luke',
      'after-attack:luke',
      'before-attack:mauler',
      'after-attack:mauler',
      'end-of-round',
    ]);
  });
});

describe('adjustments refused with the field named', () => {
  it('a move that puts the base off the table', () => {
    const p = problemOf(() =>
      round(
        stateWith(ships),
        { dials, adjustments: [{ at: 'start-of-round', ship: 'luke', kind: 'move', x: 5, y: 300, heading: 0 }] },
        passive,
      ),
    );
    expect(p).toEqual({
      path: 'rounds[0].adjustments[0]',
      message: "Luke Skywalker's base would leave the play area; a ship that flees is removed instead",
    });
  });

  it('an adjustment whose point the round never reaches', () => {
    const p = problemOf(() =>
      round(
        stateWith(ships),
        {
          dials: { luke: 'straight-1' },
          adjustments: [
            { at: 'start-of-round', ship: 'mauler', kind: 'destroy' },
            { at: 'after-move', of: 'mauler', ship: 'luke', kind: 'tokens', token: 'focus', count: 1 },
          ],
        },
        passive,
      ),
    );
    expect(p?.path).toBe('rounds[0].adjustments[1]');
  });

  it('a flip of a card the ship does not hold, and a die the roll does not have', () => {
    const p = problemOf(() =>
      round(
        stateWith(ships),
        {
          dials,
          adjustments: [{ at: 'start-of-round', ship: 'luke', kind: 'flip', card: 'Direct Hit!', faceUp: false }],
        },
        passive,
      ),
    );
    expect(p).toEqual({
      path: 'rounds[0].adjustments[0].card',
      message: 'Luke Skywalker holds no face-up "Direct Hit!"',
    });
  });

  it('the file check names NaN, a missing "of", an unknown ship', () => {
    const file = fileWith(ships.map((s) => ({ ...s })));
    const bad = {
      ...file,
      rounds: [
        {
          dials,
          adjustments: [{ at: 'start-of-round', ship: 'luke', kind: 'move', x: Number.NaN, y: 300, heading: 0 }],
        },
      ],
    };
    expect(battleFileProblems(bad)[0]?.path).toBe('rounds[0].adjustments[0].x');
    const noOf = { ...file, rounds: [{ dials, adjustments: [{ at: 'after-move', ship: 'luke', kind: 'destroy' }] }] };
    expect(battleFileProblems(noOf)).toEqual([
      { path: 'rounds[0].adjustments[0].of', message: 'expected the ship whose step "after-move" follows or precedes' },
    ]);
    const ghost = {
      ...file,
      rounds: [{ dials, adjustments: [{ at: 'start-of-round', ship: 'han', kind: 'destroy' }] }],
    };
    expect(battleFileProblems(ghost)).toEqual([
      { path: 'rounds[0].adjustments[0].ship', message: 'no ship with id "han"' },
    ]);
  });

  it('a whole battle with an adjustment completes to a file that completes to itself', () => {
    const file = {
      ...fileWith(ships.map((s) => ({ ...s }))),
      roundLimit: 2,
      rounds: [
        {
          dials,
          adjustments: [
            {
              at: 'after-move' as const,
              of: 'luke',
              ship: 'luke',
              kind: 'tokens' as const,
              token: 'focus' as const,
              count: 1,
            },
          ],
        },
      ],
    };
    const once = playBattle(file);
    const twice = playBattle(once.file);
    expect(JSON.stringify(twice.file)).toBe(JSON.stringify(once.file));
    expect(JSON.stringify(twice.timeline)).toBe(JSON.stringify(once.timeline));
    expect(once.file.rounds![0]!.adjustments).toEqual(file.rounds[0]!.adjustments);
  });
});
