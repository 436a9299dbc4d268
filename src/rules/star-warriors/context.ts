/**
 * What a game-turn of play carries along: the game state, the timeline being built, the turn as the file
 * records it, the turn as it is being written back, and the dice (recorded rolls first, then the generator).
 */
import type { Rng } from '../../battle/rng.ts';
import type { TimelineBuilder, TimelinePose } from '../../battle/timeline.ts';
import { itemAt } from '../../battle/lookup.ts';
import { RecordedRound } from '../../battle/recordedRound.ts';
import { InputError } from '../../battle/validationError.ts';
import type { BattleFile, RoundRecord } from './battleFile.ts';
import { DiceBox } from './diceBox.ts';
import { skillCodeOf, skillRollTotal } from './dice.ts';
import { facingHeadingDeg, hexCenterMm, type HexMap } from './hex.ts';
import type { CounterPose } from './movement.ts';
import type { GameState, ShipState } from './state.ts';

/** One recorded shot: the target (null: hold fire) and, for snap fire, after how many path steps. */
export interface Shot {
  target: string | null;
  afterStep?: number;
}

/** The decisions of a game-turn as they are written back (key order is the completed file's). */
export interface TurnRecord {
  plans: Record<string, string[]>;
  shields: Record<string, 'front' | 'rear'>;
  targets: Record<string, string>;
  order: string[];
  moves: Record<string, string>;
  fire: Record<string, Shot[]>;
}

const SIDE_NAME = { rebel: 'Rebel', imperial: 'Imperial' } as const;

/** A counter's pose on the table in millimetres, rounded to the micrometre the timeline keeps. */
export function timelinePose(map: HexMap, p: CounterPose): TimelinePose {
  const c = hexCenterMm(map, p.hex);
  return { x: round3(c.x), y: round3(c.y), heading: facingHeadingDeg(p.facing) };
}

/** Rounds a length in millimetres to three decimals. */
export function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** Why a game-turn never asked for a recorded decision of ship `id` (or `order` item `id`). */
function unusedReason(field: string, id: string): string {
  switch (field) {
    case 'shields':
      return `${id} planned no Angle Deflectors this game-turn, so it has no shields to angle`;
    case 'targets':
      return `${id} planned no Targeting this game-turn, so it places no tracking marker`;
    case 'order':
      return 'every ship had moved before this choice, so it is never made';
    default:
      return `${id} is not in the fight this game-turn (destroyed or off the map), so it has no ${field}`;
  }
}

/** The engine's working context for one game-turn. */
export class TurnContext {
  readonly dice: DiceBox;
  readonly out: TurnRecord = { plans: {}, shields: {}, targets: {}, order: [], moves: {}, fire: {} };
  /** The recorded decisions, marked as the turn takes them; what it never takes is refused at the end. */
  readonly decisions: RecordedRound<RoundRecord>;

  constructor(
    readonly state: GameState,
    readonly tl: TimelineBuilder,
    readonly players: BattleFile['players'],
    /** The turn as the file records it (empty when the file ends before this turn). */
    readonly rec: RoundRecord,
    /** JSON path of this turn in the file, for error messages (e.g. `rounds[2]`). */
    readonly base: string,
    rng: Rng,
  ) {
    this.dice = new DiceBox(rng, rec.rolls, `${base}.rolls`);
    this.decisions = new RecordedRound(rec, base);
  }

  /** An input error naming a field of this turn. */
  error(field: string, message: string): InputError {
    return new InputError([{ path: `${this.base}.${field}`, message }]);
  }

  /** The ship with this id, if the battle has one. */
  ship(id: string): ShipState | undefined {
    return this.state.ships.find((s) => s.id === id);
  }

  /** A counter's pose for the timeline. */
  pose(p: CounterPose): TimelinePose {
    return timelinePose(this.state.map, p);
  }

  /** "Rebel player" / "Imperial player", for captions. */
  sideName(p: 0 | 1): string {
    return `${SIDE_NAME[itemAt(this.players, p, 'players').faction]} player`;
  }

  /** A skill roll shown as a dice event; returns the die-roll. */
  skillRoll(s: ShipState, purpose: string, codeText: string, note: string, role: 'effect' | 'attack'): number {
    const code = skillCodeOf(codeText);
    const faces = this.dice.roll(purpose, s.id, code.dice);
    const total = skillRollTotal(code, faces);
    this.tl.push({
      kind: 'dice',
      unit: s.id,
      role,
      label: purpose,
      rolled: faces.map(String),
      modified: [String(total)],
      modifications: [
        // The faces are the event's own; the words say what they add up to and against what.
        `${codeText}${code.plus ? ` (dice + ${code.plus})` : ''} = ${total}${note ? ` ${note}` : ''}`,
      ],
    });
    return total;
  }

  /**
   * The turn's record for the completed file: the decisions, then every roll made. A recorded roll never made,
   * or a recorded decision the turn never asked for, is an input error naming it.
   */
  finish(): RoundRecord {
    const problems = [
      ...this.dice.unused(),
      ...this.decisions.untaken(['plans', 'shields', 'targets', 'order', 'moves', 'fire'], unusedReason),
    ];
    if (problems.length) throw new InputError(problems);
    return { ...this.out, rolls: this.dice.used };
  }
}
