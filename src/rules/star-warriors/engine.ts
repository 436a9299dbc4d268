/**
 * Plays a whole Star Warriors battle from a battle file (rules 4, the game sequence): game-turn after game-turn
 * (turn.ts) until a side has no ships or the turn limit is reached. Returns the event timeline, the final state
 * and the file completed with every decision and roll, so that replaying the completed file gives the same
 * timeline.
 */
import { pairOf } from '../../battle/lookup.ts';
import { roundsAfterTheEnd } from '../../battle/recordedRound.ts';
import { Rng } from '../../battle/rng.ts';
import { InputError } from '../../battle/validationError.ts';
import { type Timeline, TimelineBuilder, type TimelineUnit } from '../../battle/timeline.ts';
import type { BattleFile, RoundRecord } from './battleFile.ts';
import { timelinePose, TurnContext } from './context.ts';
import { MAP } from './data/shipData.ts';
import { codePips, skillCodeOf } from './dice.ts';
import { setupGame } from './setup.ts';
import { activeOf, type GameState, totalShields } from './state.ts';
import { playTurn } from './turn.ts';

/** Game-turns played at most when the file sets no limit (assumed: the Dogfight's game end is not given). */
export const DEFAULT_ROUND_LIMIT = 12;

/** How a battle ended. */
export interface BattleResult {
  winner: 0 | 1 | null;
  reason: string;
  /** Ships each player still has in the fight. */
  scores: [number, number];
}

/** Everything a battle produced. */
export interface BattleOutcome {
  timeline: Timeline;
  state: GameState;
  file: BattleFile;
  result: BattleResult;
}

/** Plays a battle file to the end. Throws InputError naming the field when the file contradicts the rules. */
export function playBattle(file: BattleFile): BattleOutcome {
  const { state, ships: completedShips } = setupGame(file);
  const tl = new TimelineBuilder();
  const limit = file.roundLimit ?? DEFAULT_ROUND_LIMIT;
  const rng = new Rng(state.rng);
  // The roster shows the ships as they start, so it is taken before the first turn changes them.
  const units = timelineUnits(state);
  tl.push({ kind: 'phase', round: 0, phase: 'setup' });
  for (const s of state.ships) tl.push({ kind: 'place', unit: s.id, pose: timelinePose(state.map, s.pose) });

  const rounds: RoundRecord[] = [];
  while (state.round < limit && !isOver(state)) {
    state.round++;
    const i = state.round - 1;
    const ctx = new TurnContext(state, tl, file.players, file.rounds?.[i] ?? {}, `rounds[${i}]`, rng);
    playTurn(ctx);
    rounds.push(ctx.finish());
  }

  const result = battleResult(state, file);
  const afterTheEnd = roundsAfterTheEnd(file.rounds?.length ?? 0, rounds.length, result.reason);
  if (afterTheEnd) throw new InputError([afterTheEnd]);
  tl.push({ kind: 'end', ...result });
  const timeline = tl.build({
    system: 'star-warriors',
    playArea: { width: MAP.widthMm, height: MAP.heightMm },
    sides: file.players.map((p) => ({ name: p.name, faction: p.faction })),
    units,
    grid: {
      kind: 'hex',
      sizeMm: state.map.sizeMm,
      cols: state.map.cols,
      rows: state.map.rows,
      orientation: 'pointy',
      originMm: { ...state.map.originMm },
    },
  });
  const completed: BattleFile = { ...file, roundLimit: limit, ships: completedShips, rounds };
  return { timeline, state, file: completed, result };
}

/** Whether a side has no ships left in the fight. */
function isOver(state: GameState): boolean {
  return activeOf(state, 0).length === 0 || activeOf(state, 1).length === 0;
}

/** The winner (more ships left), why the battle ended, and the ships each side has left. */
function battleResult(state: GameState, file: BattleFile): BattleResult {
  const scores: [number, number] = [activeOf(state, 0).length, activeOf(state, 1).length];
  const winner: 0 | 1 | null = scores[0] > scores[1] ? 0 : scores[1] > scores[0] ? 1 : null;
  const [first, second] = pairOf(file.players, 'players');
  const reason = isOver(state)
    ? `${scores[0] === 0 ? first.name : second.name} has no ships left`
    : `${scores[0]} against ${scores[1]} ships left`;
  return { winner, reason, scores };
}

/** The timeline's roster: each ship's counter and control sheet as the battle starts. */
function timelineUnits(state: GameState): TimelineUnit[] {
  return state.ships.map((s) => ({
    id: s.id,
    name: s.name,
    side: s.player,
    type: s.data.model,
    size: 'counter',
    skill: codePips(skillCodeOf(s.piloting)),
    hull: s.body,
    shields: totalShields(s),
    pose: timelinePose(state.map, s.pose),
    info: {
      ship: s.data.model,
      shipType: s.data.name,
      quality: s.quality,
      piloting: s.piloting,
      gunnery: s.gunnery,
      guns: s.data.guns.join('/'),
      speed: s.throttle,
      maxSpeed: s.maxSpeed,
    },
  }));
}
