import { describe, expect, it } from 'vitest';
import { BEAM_BANDS, diceAtRange, TORPEDO_TO_HIT } from '../../../src/rules/fullthrust-sw/data/weapons.ts';
import { playBattle, setupGame } from '../../../src/rules/fullthrust-sw/engine.ts';
import { fireProblem } from '../../../src/rules/fullthrust-sw/combat.ts';
import { arcsOf, blockersOnLine, inArcs, range } from '../../../src/rules/fullthrust-sw/grid.ts';
import { moveShip } from '../../../src/rules/fullthrust-sw/movement.ts';
import type { ShipState } from '../../../src/rules/fullthrust-sw/state.ts';
import { ftFile, STAY } from './helpers.ts';

describe('the square grid (document: "Range and Distance", "Fire Arcs", "Line of Sight")', () => {
  it('counts diagonals the same as orthogonal steps', () => {
    expect(range({ col: 0, row: 0 }, { col: 3, row: 3 })).toBe(3);
    expect(range({ col: 0, row: 0 }, { col: 3, row: 1 })).toBe(3);
  });

  it('turbolasers roll 3D6 / 2D6 / 1D6 at 0–3 / 4–6 / 7–9; lasers and ions 2D6 / 1D6 at 0–3 / 4–6', () => {
    expect([0, 3, 4, 6, 7, 9, 10].map((r) => diceAtRange(BEAM_BANDS.turbolaser, r))).toEqual([3, 3, 2, 2, 1, 1, 0]);
    expect([3, 4, 6, 7].map((r) => diceAtRange(BEAM_BANDS.laser, r))).toEqual([2, 1, 1, 0]);
    expect([3, 4].map((r) => diceAtRange(BEAM_BANDS.blaster, r))).toEqual([2, 0]);
    expect([0, 2, 3, 6, 9].map((r) => diceAtRange(TORPEDO_TO_HIT, r))).toEqual([3, 3, 4, 5, 6]);
  });

  it('fire arcs are judged from the ship centres; a fighter fires in its front arc and its own square', () => {
    const at = { col: 5, row: 5 };
    expect(arcsOf(at, 0, { col: 8, row: 6 })).toEqual(['F']);
    expect(arcsOf(at, 0, { col: 5, row: 8 })).toEqual(['P']);
    expect(arcsOf(at, 0, { col: 7, row: 3 })).toEqual(['F', 'S']);
    expect(inArcs(at, 0, { col: 4, row: 5 }, ['F'])).toBe(false);
    expect(inArcs(at, 0, at, ['F'])).toBe(true);
  });

  it('an asteroid or planet square anywhere on the centre-to-centre line blocks it; touching a corner does not', () => {
    const a = { col: 0, row: 0 };
    expect(blockersOnLine(a, { col: 6, row: 2 }, [{ col: 3, row: 1 }])).toEqual([{ col: 3, row: 1 }]);
    expect(blockersOnLine(a, { col: 2, row: 2 }, [{ col: 1, row: 0 }])).toEqual([]);
    expect(blockersOnLine(a, { col: 2, row: 2 }, [{ col: 1, row: 1 }])).toEqual([{ col: 1, row: 1 }]);
  });

  it('a battery may not fire through an asteroid field, out of arc or beyond its range', () => {
    const g = setupGame(
      ftFile({
        ships: [
          { id: 'isd', player: 1, class: 'imperial-star-destroyer', col: 10, row: 8, heading: 0 },
          { id: 'reb', player: 0, class: 'corellian-corvette', col: 14, row: 8, heading: 0 },
        ],
        asteroids: [{ col: 12, row: 8 }],
      }),
    );
    const [isd] = g.ships;
    expect(fireProblem(g, isd!, { battery: 0, target: 'reb' })).toMatch(/asteroid field or planet blocks/);
    g.asteroids = [];
    expect(fireProblem(g, isd!, { battery: 0, target: 'reb' })).toBeNull();
    g.ships[1]!.pos = { col: 7, row: 8 };
    expect(fireProblem(g, isd!, { battery: 0, target: 'reb' })).toMatch(/in arc A, the turbolaser fires F\/P/);
    g.ships[1]!.pos = { col: 20, row: 8 };
    expect(fireProblem(g, isd!, { battery: 0, target: 'reb' })).toMatch(/range 10, beyond/);
  });

  it('one fire control per target', () => {
    const file = ftFile({
      ships: [
        { id: 'reb', player: 0, class: 'corellian-corvette', col: 10, row: 8, heading: 2 },
        { id: 'a', player: 1, class: 'escort-cruiser', col: 8, row: 8, heading: 0 },
        { id: 'b', player: 1, class: 'escort-cruiser', col: 12, row: 8, heading: 0 },
        { id: 'c', player: 1, class: 'escort-cruiser', col: 10, row: 10, heading: 0 },
      ],
      rounds: [
        {
          plots: {
            reb: { heading: 2, speed: 0 },
            a: { heading: 0, speed: 0 },
            b: { heading: 0, speed: 0 },
            c: { heading: 0, speed: 0 },
          },
          fireOrder: ['reb'],
          fire: {
            reb: [
              { battery: 0, target: 'a' },
              { battery: 1, target: 'b' },
              { battery: 2, target: 'c' },
            ],
          },
          dice: [6, 1],
        },
      ],
    });
    expect(() => playBattle(file)).toThrow(
      /rounds\[0\]\.fire\.reb: 3 targets need 3 fire controls, Corellian Corvette has 2 working/,
    );
  });
});

describe('terrain and collisions (document: "Collisions, Asteroids, and Planets")', () => {
  it('a ship entering an asteroid field is destroyed', () => {
    const out = playBattle(
      ftFile({
        ships: [
          { id: 'reb', player: 0, class: 'corellian-corvette', col: 5, row: 5, heading: 0, speed: 3 },
          { id: 'imp', player: 1, class: 'corellian-corvette', col: 22, row: 15, heading: 6, speed: 0 },
        ],
        asteroids: [{ col: 7, row: 5 }],
        rounds: [{ plots: { reb: { heading: 0, speed: 3 }, imp: { heading: 6, speed: 0 } } }],
      }),
    );
    const reb = out.state.ships[0]!;
    expect([reb.status, reb.pos]).toEqual(['destroyed', { col: 7, row: 5 }]);
    expect(out.result.winner).toBe(1);
  });

  it('fighters flying through roll 2D6 (aces 1D6) against their shields; heroes pass unharmed', () => {
    // The file's dice: the squadron's against the asteroid (2D6, an ace 1D6, a hero none), then the fire
    // initiative's two; a die the round never rolls would be refused.
    const through = (cls: string, dice: number[]) =>
      playBattle(
        ftFile({
          squadrons: [{ id: 's', player: 0, class: cls, col: 5, row: 8, heading: 0 }],
          asteroids: [{ col: 6, row: 8 }],
          rounds: [
            {
              plots: STAY,
              moves: { s: { heading: 0, speed: 2 } },
              reactions: { s: { heading: 0, speed: 0 } },
              targets: { s: null },
              dice,
            },
          ],
        }),
      ).state.squadrons[0]!;
    expect(through('x-wing', [6, 5, 6, 6]).fighters).toBe(3); // 6 and 5 against shields 1: 2 + 1 hits
    expect(through('x-wing-ace', [6, 5, 6]).fighters).toBe(4); // one die: 6
    expect(through('luke-skywalker', [6, 5]).fighters).toBe(3); // unharmed
  });

  it('a ship without thrust entering another ship\u2019s square collides unless the other rolls below its thrust', () => {
    const drift = (roll: number) => {
      const g = setupGame(
        ftFile({
          ships: [
            { id: 'reb', player: 0, class: 'corellian-corvette', col: 5, row: 5, heading: 0, speed: 2 },
            { id: 'imp', player: 1, class: 'escort-cruiser', col: 7, row: 5, heading: 2, speed: 0 },
          ],
        }),
      );
      const [reb, imp] = g.ships as [ShipState, ShipState];
      reb.systems.find((s) => s.kind === 'thrust')!.damage = 2;
      g.dice.startRound([roll, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
      moveShip(g, reb, { heading: 0, speed: 2 });
      return [reb, imp] as const;
    };
    // The escort cruiser has thrust 5: a 4 avoids the drifting corvette, a 5 does not.
    const [r1, i1] = drift(4);
    expect([r1.hullHits, i1.hullHits, r1.pos]).toEqual([0, 0, { col: 7, row: 5 }]);
    // Each takes damage equal to the other's remaining hull: 12 destroys the corvette (9), the cruiser takes 9.
    const [r2, i2] = drift(5);
    expect([r2.status, i2.hullHits]).toEqual(['destroyed', 9]);
  });
});
