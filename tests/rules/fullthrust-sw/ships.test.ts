import { describe, expect, it } from 'vitest';
import { CAPITAL_CLASSES } from '../../../src/rules/fullthrust-sw/data/classes.ts';
import { damageShip, failScore, ionHits } from '../../../src/rules/fullthrust-sw/damage.ts';
import { playBattle, setupGame } from '../../../src/rules/fullthrust-sw/engine.ts';
import { plotCost, plotProblem } from '../../../src/rules/fullthrust-sw/movement.ts';
import { currentThrust } from '../../../src/rules/fullthrust-sw/state.ts';
import { ftFile } from './helpers.ts';

const isdAt = (speed: number) =>
  setupGame(
    ftFile({
      ships: [
        { id: 'isd', player: 1, class: 'imperial-star-destroyer', col: 10, row: 8, heading: 0, speed },
        { id: 'reb', player: 0, class: 'corellian-corvette', col: 1, row: 1, heading: 0, speed: 0 },
      ],
    }),
  ).ships[0]!;

describe('capital ship plots (document: "Capital Ships - Plotting Movement")', () => {
  it('an Imperial Star Destroyer with thrust 3 at speed 2 turns 45° right and accelerates to 4', () => {
    // "Speed was 2 with 2 thrust left the captain decides to accelerate to 4"
    const isd = isdAt(2);
    expect(CAPITAL_CLASSES['imperial-star-destroyer']!.thrust).toBe(3);
    expect(plotCost(isd, { heading: 7, speed: 4 })).toBe(3);
    expect(plotProblem(isd, { heading: 7, speed: 4 })).toBeNull();
    expect(plotProblem(isd, { heading: 6, speed: 4 })).toBe('the plot costs 4 thrust, Imperial Star Destroyer has 3');
  });

  it('Movement Turn 2: a one-point turn and two thrust to slow from 4 to 2', () => {
    expect(plotProblem(isdAt(4), { heading: 1, speed: 2 })).toBeNull();
    expect(plotCost(isdAt(4), { heading: 1, speed: 2 })).toBe(3);
  });

  it('turns first, then moves straight at the new speed; the move shows the turn before the straight run', () => {
    const out = playBattle(
      ftFile({
        ships: [
          { id: 'isd', player: 1, class: 'imperial-star-destroyer', col: 10, row: 8, heading: 0, speed: 2 },
          { id: 'reb', player: 0, class: 'corellian-corvette', col: 1, row: 15, heading: 0, speed: 0 },
        ],
        rounds: [
          { plots: { isd: { heading: 7, speed: 4 }, reb: { heading: 0, speed: 0 } }, fire: { isd: [], reb: [] } },
        ],
      }),
    );
    const isd = out.state.ships.find((s) => s.id === 'isd')!;
    expect(isd.pos).toEqual({ col: 14, row: 4 });
    const move = out.timeline.events.find((e) => e.kind === 'move' && e.unit === 'isd')!;
    if (move.kind !== 'move' || move.path.kind !== 'waypoints') throw new Error('expected a waypoints move');
    expect(move.path.poses[0]).toEqual({ x: move.from.x, y: move.from.y, heading: 315 });
    expect(move.path.poses.length).toBe(4);
  });

  it('a stationary ship may still rotate; no plot change means it continues at its speed', () => {
    const out = playBattle(
      ftFile({
        ships: [
          { id: 'isd', player: 1, class: 'imperial-star-destroyer', col: 10, row: 8, heading: 0, speed: 0 },
          { id: 'reb', player: 0, class: 'corellian-corvette', col: 1, row: 14, heading: 0, speed: 2 },
        ],
        rounds: [
          { plots: { isd: { heading: 2, speed: 0 }, reb: { heading: 0, speed: 2 } }, fire: { isd: [], reb: [] } },
        ],
      }),
    );
    const isd = out.state.ships.find((s) => s.id === 'isd')!;
    expect([isd.pos, isd.heading]).toEqual([{ col: 10, row: 8 }, 2]);
    expect(out.state.ships.find((s) => s.id === 'reb')!.pos).toEqual({ col: 3, row: 14 });
  });

  it('speed limits and turn limits per ship; thrust halved by one hit, gone after two (must continue)', () => {
    const isd = isdAt(5);
    expect(plotProblem(isd, { heading: 0, speed: 7 })).toMatch(/at most 6/);
    expect(plotProblem(isdAt(2), { heading: 5, speed: 2 })).toMatch(/turn of at most 2/);
    const thrust = isd.systems.find((s) => s.kind === 'thrust')!;
    thrust.damage = 1;
    expect(currentThrust(isd)).toBe(2);
    thrust.damage = 2;
    expect(plotProblem(isd, { heading: 1, speed: 5 })).toMatch(/no thrust: it must continue at heading 0, speed 5/);
    expect(plotProblem(isd, { heading: 0, speed: 5 })).toBeNull();
  });
});

describe('hull damage, thresholds and ion hits (document: "Attacks and Damage Allocation")', () => {
  it('systems fail on 6 at the first threshold row, 5–6 at the second, 4–6 at the third', () => {
    expect([1, 2, 3].map(failScore)).toEqual([6, 5, 4]);
  });

  it('3 hits on a ship with 3 already marked pass the first row: a threshold roll for every system', () => {
    // "This ship started the turn with 3 damage points … takes 3 additional hits … a threshold role must be
    // made for every system on the ship!" An ISD's first row is 6 boxes.
    const g = setupGame(
      ftFile({
        ships: [
          { id: 'isd', player: 1, class: 'imperial-star-destroyer', col: 10, row: 8, heading: 0 },
          { id: 'reb', player: 0, class: 'corellian-corvette', col: 1, row: 1, heading: 0 },
        ],
      }),
    );
    const isd = g.ships[0]!;
    isd.hullHits = 3;
    const systems = isd.systems.length; // shields, hyperdrive, 3 FC, 4 PD, thrust, 6 weapons = 16
    expect(systems).toBe(16);
    g.dice.startRound([6, 5, 6, 1, 2, 3, 4, 5, 1, 1, 1, 1, 1, 1, 1, 1]);
    damageShip(g, isd, 3, 0, 'test');
    expect(isd.hullHits).toBe(6);
    expect(g.dice.rolled().length).toBe(16);
    // Only the 6s fail at the first row: shields and the first fire control.
    expect(isd.systems.filter((s) => s.damage > 0).map((s) => s.key)).toEqual(['shields', 'fireControl-1']);
  });

  it('ion hits mark no hull and roll against systems in order until every hit is allocated', () => {
    const g = setupGame(ftFile({}));
    const ship = g.ships[0]!; // corvette: shields, hyperdrive, 2 FC, PD, thrust, blaster, lasers
    g.dice.startRound([6, 2, 6, 6]);
    const failed = ionHits(g, ship, 2);
    expect(ship.hullHits).toBe(0);
    expect(failed.map((s) => s.key)).toEqual(['shields', 'fireControl-1']);
    expect(failed.every((s) => s.ion)).toBe(true);
    expect(g.dice.rolled()).toEqual([6, 2, 6]);
  });

  it('ion hits check each working system once at most; weapons smallest to biggest', () => {
    const g = setupGame(ftFile({}));
    const ship = g.ships[0]!;
    g.dice.startRound([1, 1, 1, 1, 1, 1, 6, 1, 1]);
    const failed = ionHits(g, ship, 5);
    expect(failed.map((s) => s.key)).toEqual(['blaster-2']);
    expect(g.dice.rolled().length).toBe(ship.systems.length);
  });

  it('a ship with all its hull boxes marked is destroyed', () => {
    const g = setupGame(ftFile({}));
    const ship = g.ships[0]!;
    g.dice.startRound(new Array(40).fill(1));
    damageShip(g, ship, 20, 1, 'test');
    expect(ship.status).toBe('destroyed');
    expect(ship.hullHits).toBe(9);
  });
});
