import { describe, expect, it } from 'vitest';
import { fighterDieVsFighters } from '../../../src/rules/fullthrust-sw/combat.ts';
import { SQUADRON_CLASSES } from '../../../src/rules/fullthrust-sw/data/classes.ts';
import { hitsForRoll } from '../../../src/rules/fullthrust-sw/data/weapons.ts';
import { playBattle } from '../../../src/rules/fullthrust-sw/engine.ts';
import { InputError } from '../../../src/battle/validationError.ts';
import { ftFile, STAY } from './helpers.ts';

const sq = (id: string) => (g: ReturnType<typeof playBattle>['state']) => g.squadrons.find((s) => s.id === id)!;

describe('fighter attacks (document: "Attacks and Damage Allocation – Fighters")', () => {
  it('6 TIE dice 2,4,5,6,3,4 against the level-1 shields of Y-wings give 3 hits', () => {
    // "So with this roll the Y-wing squadron would mark 3 hits (three Y-wings destroyed!)"
    const rolls = [2, 4, 5, 6, 3, 4];
    const tie = SQUADRON_CLASSES['tie-fighter']!;
    expect(rolls.map((r) => fighterDieVsFighters(tie, r, 1))).toEqual([0, 0, 1, 2, 0, 0]);
    const out = playBattle(
      ftFile({
        squadrons: [
          { id: 'gold', player: 0, class: 'y-wing', col: 10, row: 8, heading: 0 },
          { id: 'tie', player: 1, class: 'tie-fighter', col: 11, row: 8, heading: 4 },
        ],
        rounds: [
          {
            plots: STAY,
            moves: { gold: { heading: 0, speed: 0 }, tie: { heading: 4, speed: 0 } },
            reactions: { gold: { heading: 0, speed: 0 }, tie: { heading: 4, speed: 0 } },
            targets: { gold: null, tie: 'gold' },
            dice: rolls,
          },
        ],
      }),
    );
    expect(sq('gold')(out.state).fighters).toBe(3);
    expect(out.state.scores[1]).toBe(3);
  });

  it('the same roll against a capital ship with level-1 shields marks the same 3 hits', () => {
    const out = playBattle(
      ftFile({
        ships: [
          { id: 'reb', player: 0, class: 'corellian-corvette', col: 10, row: 8, heading: 0, speed: 0 },
          { id: 'imp', player: 1, class: 'corellian-corvette', col: 22, row: 15, heading: 6, speed: 0 },
        ],
        squadrons: [{ id: 'tie', player: 1, class: 'tie-fighter', col: 11, row: 8, heading: 4 }],
        rounds: [
          {
            plots: { reb: { heading: 0, speed: 0 }, imp: STAY.imp },
            moves: { tie: { heading: 4, speed: 0 } },
            reactions: { tie: { heading: 4, speed: 0 } },
            targets: { tie: 'reb' },
            fireOrder: ['imp', 'reb'],
            fire: { reb: [], imp: [] },
            defence: { reb: [] },
            // initiative 1 v 2, then the TIE attack
            dice: [1, 2, 2, 4, 5, 6, 3, 4],
          },
        ],
      }),
    );
    expect(out.state.ships.find((s) => s.id === 'reb')!.hullHits).toBe(3);
  });

  it('modifiers: interceptors +1 against fighters, Y-wing #5 −1, bombers only hit on a 6', () => {
    expect(fighterDieVsFighters(SQUADRON_CLASSES['tie-interceptor']!, 3, 0)).toBe(1);
    expect(fighterDieVsFighters(SQUADRON_CLASSES['y-wing']!, 5, 0)).toBe(1);
    expect(fighterDieVsFighters(SQUADRON_CLASSES['y-wing']!, 4, 0)).toBe(0);
    expect(fighterDieVsFighters(SQUADRON_CLASSES['b-wing']!, 6, 0)).toBe(1);
    expect(fighterDieVsFighters(SQUADRON_CLASSES['tie-bomber']!, 5, 0)).toBe(0);
    // "Shielded - level 2 Shields only hit on a roll of 5 or 6, and only one damage on rolls of 6"
    expect([4, 5, 6].map((r) => hitsForRoll(r, 2))).toEqual([0, 1, 1]);
    expect([5, 6].map((r) => hitsForRoll(r, 3))).toEqual([0, 1]);
  });

  it('aces roll one more die than the number of fighters', () => {
    const out = playBattle(
      ftFile({
        squadrons: [
          { id: 'x', player: 0, class: 'x-wing', col: 10, row: 8, heading: 0 },
          { id: 'ace', player: 1, class: 'tie-fighter-ace', col: 11, row: 8, heading: 4 },
        ],
        rounds: [
          {
            plots: STAY,
            moves: { x: { heading: 0, speed: 0 }, ace: { heading: 4, speed: 0 } },
            reactions: { x: { heading: 0, speed: 0 }, ace: { heading: 4, speed: 0 } },
            targets: { x: null, ace: 'x' },
            // seven dice, the seventh a 6: two more hits than the six dice alone
            dice: [1, 1, 1, 1, 1, 1, 6],
          },
        ],
      }),
    );
    const dice = out.timeline.events.find((e) => e.kind === 'dice' && e.unit === 'ace');
    expect(dice && dice.kind === 'dice' && dice.rolled).toEqual(['1', '1', '1', '1', '1', '1', '6']);
    expect(out.state.squadrons.find((s) => s.id === 'x')!.fighters).toBe(4);
  });

  it('bomber torpedoes: a D6 per craft hits on 4+, each hit does D6 damage ignoring shields, one load', () => {
    const out = playBattle(
      ftFile({
        ships: [
          { id: 'reb', player: 0, class: 'corellian-corvette', col: 22, row: 15, heading: 0, speed: 0 },
          { id: 'imp', player: 1, class: 'imperial-star-destroyer', col: 10, row: 8, heading: 0, speed: 0 },
        ],
        squadrons: [{ id: 'b', player: 0, class: 'b-wing', col: 9, row: 8, heading: 0 }],
        rounds: [
          {
            plots: { reb: { heading: 0, speed: 0 }, imp: { heading: 0, speed: 0 } },
            moves: { b: { heading: 0, speed: 0 } },
            reactions: { b: { heading: 0, speed: 0 } },
            targets: { b: 'imp' },
            fireOrder: ['reb', 'imp'],
            fire: { imp: [], reb: [] },
            defence: { imp: [] },
            // initiative 6 v 1; six torpedo dice (two hit: 4 and 6), then damage 3 and 5
            dice: [6, 1, 1, 4, 2, 6, 3, 1, 3, 5],
          },
        ],
      }),
    );
    const isd = out.state.ships.find((s) => s.id === 'imp')!;
    expect(isd.hullHits).toBe(8);
    expect(out.state.squadrons.find((s) => s.id === 'b')!.torpedoLoaded).toBe(false);
  });
});

describe('fighter movement (document: "Fighters Move", "Dogfight / Pursuit")', () => {
  it('the Y-wing squadron plotting speed 5 stops on entering the TIE squadron\u2019s square', () => {
    // "the Y-wing must stop upon entering the tie fighters square"
    const out = playBattle(
      ftFile({
        squadrons: [
          { id: 'y', player: 0, class: 'y-wing', col: 5, row: 8, heading: 0 },
          { id: 'tie', player: 1, class: 'tie-fighter', col: 8, row: 8, heading: 4 },
        ],
        rounds: [
          {
            plots: STAY,
            moves: { y: { heading: 0, speed: 5 }, tie: { heading: 4, speed: 0 } },
            reactions: { y: { heading: 0, speed: 0 }, tie: { heading: 4, speed: 0 } },
            targets: { y: null, tie: null },
          },
        ],
      }),
    );
    expect(out.state.squadrons.find((s) => s.id === 'y')!.pos).toEqual({ col: 8, row: 8 });
    const move = out.timeline.events.find((e) => e.kind === 'move' && e.unit === 'y');
    expect(move && move.kind === 'move' && move.path.kind === 'waypoints' && move.path.poses.length).toBe(2);
  });

  it('the Y-wing turns 90° (2 points) right, then moves straight ahead 4, square by square', () => {
    const out = playBattle(
      ftFile({
        squadrons: [{ id: 'y', player: 0, class: 'y-wing', col: 5, row: 5, heading: 2 }],
        rounds: [{ plots: STAY, moves: { y: { heading: 0, speed: 4 } }, reactions: { y: { heading: 0, speed: 0 } } }],
      }),
    );
    const move = out.timeline.events.find((e) => e.kind === 'move' && e.unit === 'y')!;
    if (move.kind !== 'move' || move.path.kind !== 'waypoints') throw new Error('expected a waypoints move');
    // turn in place first (still on 5,5, now heading 0°), then squares 6, 7, 8 and the end on 9
    expect(move.path.poses.map((p) => [Math.round(p.x / 50.8 - 0.5), p.y, p.heading])).toEqual([
      [5, 5.5 * 50.8, 0],
      [6, 5.5 * 50.8, 0],
      [7, 5.5 * 50.8, 0],
      [8, 5.5 * 50.8, 0],
    ]);
    expect(move.to.x).toBeCloseTo(9.5 * 50.8);
    expect(move.from.heading).toBe(90);
  });

  it('Y-wings cannot turn more than 90° or exceed speed 5 (InputError naming the field)', () => {
    const file = (m: { heading: number; speed: number }) =>
      ftFile({
        squadrons: [{ id: 'y', player: 0, class: 'y-wing', col: 5, row: 5, heading: 2 }],
        rounds: [{ plots: STAY, moves: { y: m } }],
      });
    expect(() => playBattle(file({ heading: 7, speed: 2 }))).toThrow(
      /rounds\[0\]\.moves\.y: expected a turn of at most 2/,
    );
    expect(() => playBattle(file({ heading: 2, speed: 6 }))).toThrow(InputError);
  });

  it('Y-wings cannot select Pursuit / Dogfight; two squadrons pursuing each other stay in place', () => {
    const squadrons = [
      { id: 'y', player: 0 as const, class: 'y-wing', col: 5, row: 5, heading: 0 as const },
      { id: 'x', player: 0 as const, class: 'x-wing', col: 9, row: 6, heading: 0 as const },
      { id: 'tie', player: 1 as const, class: 'tie-fighter', col: 6, row: 5, heading: 4 as const },
      { id: 'tie2', player: 1 as const, class: 'tie-fighter', col: 10, row: 6, heading: 4 as const },
    ];
    expect(() =>
      playBattle(ftFile({ squadrons, rounds: [{ plots: STAY, moves: { y: { dogfight: 'tie' } } }] })),
    ).toThrow(/moves\.y: .*cannot select Pursuit/);
    const out = playBattle(
      ftFile({
        squadrons,
        rounds: [
          {
            plots: STAY,
            moves: {
              y: { heading: 0, speed: 0 },
              x: { dogfight: 'tie2' },
              tie: { heading: 4, speed: 0 },
              tie2: { dogfight: 'x' },
            },
          },
        ],
      }),
    );
    const pos = (id: string) => out.state.squadrons.find((s) => s.id === id)!.pos;
    expect(pos('x')).toEqual({ col: 9, row: 6 });
    expect(pos('tie2')).toEqual({ col: 10, row: 6 });
  });

  it('a pursuer follows its target and positions itself in the square directly behind it', () => {
    const out = playBattle(
      ftFile({
        squadrons: [
          { id: 'y', player: 0, class: 'y-wing', col: 5, row: 5, heading: 0 },
          { id: 'tie', player: 1, class: 'tie-fighter', col: 6, row: 6, heading: 4 },
        ],
        rounds: [
          {
            plots: STAY,
            moves: { y: { heading: 0, speed: 5 }, tie: { dogfight: 'y' } },
            reactions: { y: { heading: 0, speed: 0 }, tie: { heading: 0, speed: 0 } },
            targets: { y: null, tie: null },
          },
        ],
      }),
    );
    const tie = out.state.squadrons.find((s) => s.id === 'tie')!;
    expect(out.state.squadrons.find((s) => s.id === 'y')!.pos).toEqual({ col: 10, row: 5 });
    expect(tie.pos).toEqual({ col: 9, row: 5 });
    expect(tie.heading).toBe(0);
  });

  it('a squadron engaged by a dogfighter must deal with that threat before attacking anything else', () => {
    const withTargets = (targets: Record<string, string | null>) =>
      ftFile({
        ships: [
          { id: 'reb', player: 0, class: 'corellian-corvette', col: 1, row: 0, heading: 2, speed: 0 },
          { id: 'imp', player: 1, class: 'corellian-corvette', col: 7, row: 5, heading: 6, speed: 0 },
        ],
        squadrons: [
          { id: 'x', player: 0, class: 'x-wing', col: 5, row: 5, heading: 0 },
          { id: 'tie', player: 1, class: 'tie-fighter', col: 4, row: 5, heading: 0 },
        ],
        rounds: [
          {
            plots: { reb: { heading: 2, speed: 0 }, imp: { heading: 6, speed: 0 } },
            moves: { x: { heading: 0, speed: 0 }, tie: { dogfight: 'x' } },
            reactions: { x: { heading: 0, speed: 0 }, tie: { dogfight: 'x' } },
            targets,
          },
        ],
      });
    const out = playBattle(withTargets({ x: null, tie: null }));
    expect(out.state.squadrons.find((s) => s.id === 'tie')!.pos).toEqual({ col: 4, row: 5 });
    expect(() => playBattle(withTargets({ x: 'imp', tie: null }))).toThrow(
      /rounds\[0\]\.targets\.x: engaged by "tie" \(Pursuit \/ Dogfight\): it must deal with that threat first/,
    );
  });
});
