/** Test harness for the X-Wing engine: states with ships where a test puts them, and rounds with pinned dice. */
import { TimelineBuilder } from '../../../../src/battle/timeline.ts';
import { autopilot } from '../../../../src/rules/xwing1e/autopilot.ts';
import type { BattleFile } from '../../../../src/rules/xwing1e/battleFile.ts';
import type { Policy, RoundRecord } from '../../../../src/rules/xwing1e/decisions.ts';
import { playRound } from '../../../../src/rules/xwing1e/round.ts';
import { obstacleState, setupGame } from '../../../../src/rules/xwing1e/setup.ts';
import type { GameState } from '../../../../src/rules/xwing1e/state.ts';

/** A ship for a test: id, side, xws ship and pilot, and where it stands (mm, deg). */
export interface TestShip {
  id: string;
  player: 0 | 1;
  ship: string;
  pilot: string;
  x: number;
  y: number;
  heading: number;
  /** Upgrade xws ids the ship carries. */
  upgrades?: string[];
}

/** A battle file with the given ships and no obstacles on a standard table (positions set afterwards). */
export function fileWith(ships: TestShip[], extra: Partial<BattleFile> = {}): BattleFile {
  return {
    format: 'holotable-battle',
    version: 1,
    ruleset: 'xwing-1e',
    seed: 1,
    initiative: 0,
    players: [
      { name: 'Rebels', faction: 'rebel' },
      { name: 'Empire', faction: 'imperial' },
    ],
    obstacles: [],
    ships: ships.map((s, i) => ({
      id: s.id,
      player: s.player,
      ship: s.ship,
      pilot: s.pilot,
      ...(s.upgrades ? { upgrades: s.upgrades } : {}),
      x: 100 + 60 * i,
      y: s.player === 0 ? 50 : 864.4,
      heading: s.player === 0 ? 90 : 270,
    })),
    ...extra,
  };
}

/**
 * A game state with the ships standing where the test says (setup places them legally first, then they are
 * moved: tests need positions setup would not allow), and optional obstacles.
 */
export function stateWith(
  ships: TestShip[],
  obstacles: { id: string; shape: string; x: number; y: number; rotation?: number }[] = [],
): GameState {
  const state = setupGame(fileWith(ships), fileWith(ships).ships!);
  for (const s of ships) state.ships.find((x) => x.id === s.id)!.pose = { x: s.x, y: s.y, headingDeg: s.heading };
  state.obstacles = obstacles.map(obstacleState);
  return state;
}

/** Plays one round from a state with a recorded round; the autopilot fills what the record leaves open. */
export function round(state: GameState, record: RoundRecord, policy: Policy = autopilot) {
  const tb = new TimelineBuilder();
  const r = playRound(state, record, policy, tb, 'rounds[0]');
  const timeline = tb.build({ system: 'xwing-1e', playArea: { width: 914.4, height: 914.4 }, sides: [], units: [] });
  return { ...r, events: timeline.events };
}

/** A policy that never acts or attacks and flies the first dial option: rounds then do only what tests record. */
export const passive: Policy = {
  dial: (_s, ship) => ship.dial.find((d) => d.maneuver === 'straight-1')?.maneuver ?? ship.dial[0]!.maneuver,
  redSubstitute: (_s, _ship, _r, options) => options[0]!,
  decloak: () => null,
  action: () => null,
  attack: () => null,
};

/** `n` copies of a face. */
export const faces = (face: string, n: number) => Array.from({ length: n }, () => face);
