import { describe, expect, it } from 'vitest';
import { playBattle, setupGame } from '../../../src/rules/fullthrust-sw/engine.ts';
import { defenceProblem } from '../../../src/rules/fullthrust-sw/combat.ts';
import { damageControlPhase, launchCapacity } from '../../../src/rules/fullthrust-sw/endPhases.ts';
import { CAPITAL_CLASSES } from '../../../src/rules/fullthrust-sw/data/classes.ts';
import type { ShipState } from '../../../src/rules/fullthrust-sw/state.ts';
import { ftFile } from './helpers.ts';
import { RecordedRound } from '../../../src/battle/recordedRound.ts';
import type { FtRoundRecord } from '../../../src/rules/fullthrust-sw/battleFile.ts';

const carrierFile = (round: Parameters<typeof ftFile>[0]['rounds']) =>
  ftFile({
    ships: [
      { id: 'reb', player: 0, class: 'corellian-corvette', col: 1, row: 1, heading: 0, speed: 0 },
      { id: 'isd', player: 1, class: 'imperial-star-destroyer', col: 20, row: 8, heading: 4, speed: 0 },
    ],
    squadrons: ['t1', 't2', 't3', 't4'].map((id) => ({ id, player: 1 as const, class: 'tie-fighter', aboard: 'isd' })),
    rounds: round,
  });
const still = { reb: { heading: 0, speed: 0 }, isd: { heading: 4, speed: 0 } };

describe('launch and recovery (document: "Launching and Recovering Fighters")', () => {
  it('a carrier launches half its bays, rounded up, into squares adjacent to it', () => {
    expect(launchCapacity({ cls: CAPITAL_CLASSES['imperial-star-destroyer']! } as ShipState)).toBe(3);
    expect(launchCapacity({ cls: CAPITAL_CLASSES['corellian-corvette']! } as ShipState)).toBe(0);
    const out = playBattle(carrierFile([{ plots: still }]));
    const launched = out.state.squadrons.filter((s) => s.status === 'active');
    expect(launched.map((s) => s.id)).toEqual(['t1', 't2', 't3']);
    for (const s of launched) expect(Math.max(Math.abs(s.pos.col - 20), Math.abs(s.pos.row - 8))).toBe(1);
    const tooMany = [1, 2, 3, 4].map((i) => ({ squadron: `t${i}`, col: 19, row: 7 + (i % 3) }));
    expect(() => playBattle(carrierFile([{ plots: still, launch: { isd: tooMany } }]))).toThrow(
      /rounds\[0\]\.launch\.isd: Tyrant|Imperial Star Destroyer launches at most 3 squadron/,
    );
    expect(() =>
      playBattle(carrierFile([{ plots: still, launch: { isd: [{ squadron: 't1', col: 17, row: 8 }] } }])),
    ).toThrow(/launch\.isd\[0\]: expected a clear square on the map adjacent to isd, got 17,8/);
  });

  it('fighters are recovered only when adjacent to the carrier after all movement, and re-arm', () => {
    const file = (col: number) =>
      ftFile({
        ships: [
          { id: 'reb', player: 0, class: 'corellian-corvette', col: 1, row: 1, heading: 0, speed: 0 },
          { id: 'isd', player: 1, class: 'imperial-star-destroyer', col: 20, row: 8, heading: 4, speed: 0 },
        ],
        squadrons: [{ id: 'bomb', player: 1, class: 'tie-bomber', col, row: 8, heading: 4 }],
        rounds: [
          {
            plots: still,
            moves: { bomb: { heading: 4, speed: 0 } },
            reactions: { bomb: { heading: 4, speed: 0 } },
            targets: { bomb: null },
            recover: { bomb: 'isd' },
          },
        ],
      });
    const out = playBattle(file(19));
    expect(out.state.squadrons[0]!.status).toBe('aboard');
    expect(out.state.ships[1]!.hangar).toEqual(['bomb']);
    expect(() => playBattle(file(17))).toThrow(/recover\.bomb: "bomb" must be adjacent to isd to land/);
  });
});

describe('hyperspace jumps and damage control', () => {
  const jumpFile = (withInterdictor: boolean) =>
    ftFile({
      ships: [
        { id: 'reb', player: 0, class: 'corellian-corvette', col: 1, row: 1, heading: 0, speed: 0 },
        { id: 'reb2', player: 0, class: 'corellian-corvette', col: 1, row: 14, heading: 0, speed: 0 },
        withInterdictor
          ? { id: 'imp', player: 1, class: 'interdictor', col: 22, row: 8, heading: 4, speed: 0 }
          : { id: 'imp', player: 1, class: 'escort-cruiser', col: 22, row: 8, heading: 4, speed: 0 },
      ],
      rounds: [
        {
          plots: {
            reb: { heading: 0, speed: 0, jump: true },
            reb2: { heading: 0, speed: 0 },
            imp: { heading: 4, speed: 0 },
          },
        },
      ],
    });

  it('a ship that plotted a jump leaves for hyperspace; a working gravity well prevents it', () => {
    expect(playBattle(jumpFile(false)).state.ships[0]!.status).toBe('jumped');
    const held = playBattle(jumpFile(true));
    expect(held.state.ships[0]!.status).toBe('active');
    expect(held.timeline.events.some((e) => e.kind === 'caption' && /gravity well holds/.test(e.text))).toBe(true);
  });

  it('damage control repairs one system on a 6 (ion hits, fire control, thrust only)', () => {
    const file = (dice: number[], repair: string) =>
      ftFile({
        rounds: [
          {
            plots: { reb: { heading: 2, speed: 0 }, imp: { heading: 6, speed: 0 } },
            repair: { reb: repair, imp: null },
            dice,
          },
        ],
      });
    // Initiative 2 v 1, then the damage-control die. Nothing is damaged in this file, so the repair is refused.
    expect(() => playBattle(file([2, 1, 6], 'fireControl-1'))).toThrow(
      /repair\.reb: expected a damaged system of reb, got "fireControl-1"/,
    );
  });

  it('a damaged fire control comes back on a 6, not on a 5; a destroyed weapon cannot be repaired', () => {
    const attempt = (roll: number, key: string, ion = false) => {
      const g = setupGame(ftFile({}));
      const sys = g.ships[0]!.systems.find((s) => s.key === key)!;
      sys.damage = 1;
      sys.ion = ion;
      g.decisions = new RecordedRound<FtRoundRecord>({ repair: { reb: key, imp: null } }, 'rounds[0]');
      g.dice.startRound([roll]);
      damageControlPhase(g);
      return sys.damage;
    };
    expect(attempt(6, 'fireControl-1')).toBe(0);
    // The repair clears the system's token, so the panel stops listing it.
    const g = setupGame(ftFile({}));
    const fc = g.ships[0]!.systems.find((s) => s.key === 'fireControl-1')!;
    fc.damage = 1;
    fc.ion = true;
    g.decisions = new RecordedRound<FtRoundRecord>({ repair: { reb: 'fireControl-1', imp: null } }, 'rounds[0]');
    g.dice.startRound([6]);
    damageControlPhase(g);
    const tl = g.timeline.build({ system: 'fullthrust-sw', playArea: { width: 1, height: 1 }, sides: [], units: [] });
    const tokens = tl.events.filter((e) => e.kind === 'token' && e.unit === 'reb');
    expect(tokens.at(-1)).toMatchObject({ token: 'ion:fire control 1', count: 0 });
    expect(attempt(5, 'fireControl-1')).toBe(1);
    expect(attempt(6, 'laser-0', true)).toBe(0);
    expect(() => attempt(6, 'laser-0')).toThrow(/only ion hits, fire controls and thrust can be repaired/);
  });
});

describe('point defence and ADAF (document: "PD and ADAF")', () => {
  it('PD fires at squadrons attacking its ship; ADAF defends a friendly ship within range 3', () => {
    const g = setupGame(
      ftFile({
        ships: [
          { id: 'isd', player: 1, class: 'imperial-star-destroyer', col: 10, row: 8, heading: 0 },
          { id: 'esc', player: 1, class: 'escort-cruiser', col: 13, row: 8, heading: 0 },
          { id: 'reb', player: 0, class: 'corellian-corvette', col: 1, row: 1, heading: 0 },
        ],
        squadrons: [
          { id: 'y', player: 0, class: 'y-wing', col: 9, row: 8, heading: 0 },
          { id: 'x', player: 0, class: 'x-wing', col: 5, row: 8, heading: 0 },
        ],
      }),
    );
    const [isd, esc] = g.ships as [ShipState, ShipState];
    g.squadrons[0]!.target = 'isd';
    g.squadrons[1]!.target = 'reb';
    const used = new Set<string>();
    expect(defenceProblem(g, isd, { ship: 'isd', battery: 6, target: 'y' }, used)).toBeNull();
    expect(defenceProblem(g, isd, { ship: 'isd', battery: 6, target: 'x' }, used)).toMatch(
      /expected a squadron attacking "isd"/,
    );
    expect(defenceProblem(g, isd, { ship: 'esc', battery: 3, target: 'y' }, used)).toBeNull();
    esc.pos = { col: 14, row: 8 };
    expect(defenceProblem(g, isd, { ship: 'esc', battery: 3, target: 'y' }, used)).toMatch(
      /ADAF defends ships within range 3/,
    );
    g.squadrons[0]!.pos = { col: 7, row: 8 };
    expect(defenceProblem(g, isd, { ship: 'isd', battery: 6, target: 'y' }, used)).toMatch(/beyond pd range 2/);
  });
});
