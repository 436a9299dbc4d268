/**
 * Plays a whole X-Wing battle from a battle file: setup, then round after round until a side is gone or the
 * round limit is reached. Returns the event timeline, the final state, and the file completed with every
 * decision and roll made, so that replaying the completed file gives a byte-identical timeline.
 */
import { compareCodePoints } from '../../battle/codePointOrder.ts';
import { findOne, itemAt } from '../../battle/lookup.ts';
import { type Timeline, TimelineBuilder, type TimelinePose } from '../../battle/timeline.ts';
import { roundsAfterTheEnd } from '../../battle/recordedRound.ts';
import { InputError } from '../../battle/validationError.ts';
import { normalizeDeg } from '../../kernel/index.ts';
import { autopilot } from './autopilot.ts';
import type { BattleFile, BattleShip } from './battleFile.ts';
import { roundOf } from './battleFile.ts';
import { damageDeck } from './catalog.ts';
import type { Policy, RoundRecord } from './decisions.ts';
import { hullLeft } from './effective.ts';
import { playRound } from './round.ts';
import { setupGame } from './setup.ts';
import { cloneState, type GameState } from './state.ts';
import { obstacleNames } from './names.ts';
import { checkXwsSquad } from './xws.ts';
import { setupChoicesOf } from './abilities/setupConditions.ts';

/** Rounds played at most when the file sets no round limit, so two cautious autopilots cannot circle forever. */
export const SAFETY_ROUND_CAP = 100;

/** How a battle ended. */
export type BattleResult = NonNullable<GameState['result']>;

/** Everything a battle produced. */
export interface BattleOutcome {
  timeline: Timeline;
  state: GameState;
  /** The input file with every decision and roll written in. */
  file: BattleFile;
  result: BattleResult;
}

/** Ships of a file: its `ships` list, or the players' XWS squads expanded with generated ids. */
export function fileShips(file: BattleFile): BattleShip[] {
  if (file.ships) return file.ships;
  const out: BattleShip[] = [];
  file.players.forEach((p, player) => {
    const { squad, problems } = checkXwsSquad(p.squad);
    if (!squad)
      throw new InputError(problems.map((q) => ({ path: `players[${player}].squad.${q.path}`, message: q.message })));
    squad.pilots.forEach((sp, k) => {
      out.push({
        id: `p${player + 1}-${sp.pilot.xws}-${k + 1}`,
        player: player as 0 | 1,
        ship: sp.ship.xws,
        pilot: sp.pilot.xws,
        ...(sp.upgrades.length ? { upgrades: sp.upgrades } : {}),
      });
    });
  });
  return out;
}

const FACTION_NAME = { rebel: 'Rebel Alliance', imperial: 'Galactic Empire', scum: 'Scum and Villainy' } as const;

const pose = (p: { x: number; y: number; headingDeg: number }): TimelinePose => ({
  x: p.x,
  y: p.y,
  heading: normalizeDeg(p.headingDeg),
});

/** Plays a battle file to the end. Throws an InputError naming the field when the file contradicts the rules. */
export function playBattle(file: BattleFile, policy: Policy = autopilot): BattleOutcome {
  const played = playFile(file, policy, () => false);
  if (!played.outcome) throw new Error('a battle stopped without a stop allowed');
  return played.outcome;
}

/** A battle played until its policy stopped it: the timeline so far (no end event) and what stopped it. */
export interface PlayedSoFar {
  timeline: Timeline;
  /** What the policy threw to stop, or null when the battle was played to its end (then `outcome` is set). */
  stoppedBy: unknown;
  outcome: BattleOutcome | null;
}

/**
 * Plays a battle file until the policy throws something `isStop` recognises (the recorder stops at the first
 * decision a file under construction does not record yet): the timeline up to that moment, for a viewer that
 * follows a recording as it grows. Other errors are thrown as by playBattle.
 */
export function playUntilStopped(file: BattleFile, policy: Policy, isStop: (e: unknown) => boolean): PlayedSoFar {
  return playFile(file, policy, isStop);
}

/** playBattle and playUntilStopped in one. */
function playFile(file: BattleFile, policy: Policy, isStop: (e: unknown) => boolean): PlayedSoFar {
  const ships = fileShips(file);
  // Rounds work on copies (playRound clones its input), so this copy keeps the starting position for the
  // timeline header without running setup a second time.
  const first = setupGame(file, ships);
  const start = cloneState(first);
  const tb = new TimelineBuilder();
  const obstacleName = obstacleNames(first.obstacles.map((o) => ({ id: o.id, kind: o.placed.kind })));
  for (const o of first.obstacles) {
    tb.push({
      kind: 'obstacle',
      id: o.id,
      name: obstacleName.get(o.id) ?? o.id,
      shape: o.shape,
      outline: outlineOf(o.placed.polygon),
      obstacleKind: o.placed.kind,
    });
  }
  for (const s of [...first.ships].sort((a, b) => a.skill - b.skill || compareCodePoints(a.id, b.id))) {
    tb.push({ kind: 'place', unit: s.id, pose: pose(s.pose) });
  }
  // Conditions assigned during setup (A Score to Settle's "A Debt to Pay"): their token on the ship.
  for (const s of first.ships)
    for (const c of s.conditions ?? []) tb.push({ kind: 'token', unit: s.id, token: c.xws, count: 1 }, 0);
  let rounds: ReturnType<typeof playRounds> | null = null;
  let stoppedBy: unknown = null;
  try {
    rounds = playRounds(file, first, policy, tb);
  } catch (e) {
    if (!isStop(e)) throw e;
    stoppedBy = e;
  }
  if (rounds) {
    const { result } = rounds;
    tb.push({ kind: 'end', winner: result.winner, reason: result.reason, scores: [...result.scores] });
  }
  const timeline = tb.build({
    system: 'xwing-1e',
    playArea: start.playArea,
    sides: file.players.map((p) => ({ name: p.name, faction: p.faction })),
    units: start.ships.map((s) => ({
      id: s.id,
      name: s.name,
      side: s.player,
      type: s.shipXws,
      size: s.size,
      skill: s.skill,
      hull: hullLeft(s),
      shields: s.shields,
      pose: pose(s.pose),
      info: {
        ship: s.shipName,
        faction: FACTION_NAME[itemAt(file.players, s.player, 'players').faction],
        points: s.points,
      },
    })),
  });
  if (!rounds) return { timeline, stoppedBy, outcome: null };
  const { state, result, records } = rounds;
  return {
    timeline,
    stoppedBy,
    outcome: { timeline, state, file: completedFile(file, ships, start, records), result },
  };
}

/** An obstacle's outline as the timeline keeps it: the flat polygon's coordinates paired into points. */
function outlineOf(polygon: Float64Array): [number, number][] {
  const outline: [number, number][] = [];
  let x = 0;
  polygon.forEach((v, k) => {
    if (k % 2 === 0) x = v;
    else outline.push([x, v]);
  });
  return outline;
}

/** Plays round after round until the game has a result (or, with no round limit, the safety cap is reached). */
function playRounds(
  file: BattleFile,
  first: GameState,
  policy: Policy,
  tb: TimelineBuilder,
): { state: GameState; result: BattleResult; records: RoundRecord[] } {
  const records: RoundRecord[] = [];
  const recordedRounds = file.rounds?.length ?? 0;
  let state = first;
  while (!state.result) {
    const i = records.length;
    if (state.roundLimit === null && i >= Math.max(SAFETY_ROUND_CAP, recordedRounds)) {
      const result: BattleResult = {
        winner: null,
        reason: `stopped after ${i} rounds with no round limit set`,
        scores: [0, 0],
      };
      return { state: { ...state, result }, result, records };
    }
    const r = playRound(state, roundOf(file, i), policy, tb, `rounds[${i}]`);
    state = r.state;
    records.push(r.record);
  }
  const afterTheEnd = roundsAfterTheEnd(recordedRounds, records.length, state.result.reason);
  if (afterTheEnd) throw new InputError([afterTheEnd]);
  return { state, result: state.result, records };
}

/** The file completed with the set-up and every round's decisions and rolls, in a fixed key order. */
function completedFile(file: BattleFile, ships: BattleShip[], start: GameState, records: RoundRecord[]): BattleFile {
  // A fixed key order, so that completing an already complete file gives the same text.
  return {
    format: file.format,
    version: file.version,
    ruleset: file.ruleset,
    ...(file.title !== undefined ? { title: file.title } : {}),
    seed: file.seed,
    ...(file.playArea ? { playArea: file.playArea } : {}),
    ...(file.roundLimit !== undefined ? { roundLimit: file.roundLimit } : {}),
    ...(file.damageDeck !== undefined ? { damageDeck: file.damageDeck } : {}),
    players: file.players,
    initiative: start.initiative,
    obstacles: start.obstacles.map((o) => ({
      id: o.id,
      shape: o.shape,
      x: o.x,
      y: o.y,
      rotation: o.rotation,
      flipped: o.flipped,
    })),
    ships: ships.map((s) => {
      const placed = findOne(start.ships, (x) => x.id === s.id, 'placed ship');
      return {
        id: s.id,
        player: s.player,
        ship: s.ship,
        pilot: s.pilot,
        ...(s.upgrades ? { upgrades: s.upgrades } : {}),
        x: placed.pose.x,
        y: placed.pose.y,
        heading: placed.pose.headingDeg,
      };
    }),
    ...(setupChoicesOf(start).length ? { setupChoices: setupChoicesOf(start) } : {}),
    rounds: records as BattleFile['rounds'],
  };
}

/** The core damage deck's size, for checks (33 cards). */
export const CORE_DECK_SIZE = damageDeck('core').reduce((n, c) => n + c.amount, 0);
