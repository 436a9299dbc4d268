/**
 * What a round of play carries along: the working state, the generator cursor, the timeline being built,
 * the round as recorded in the file (if any), the round as it is being written back, and the policy that
 * decides what the file leaves open. Recorded choices are used when present and checked; missing ones are
 * decided and recorded.
 */
import { RecordedRound } from '../../battle/recordedRound.ts';
import { adjustedFaces } from './adjustments.ts';
import { InputError } from '../../battle/validationError.ts';
import { Rng } from '../../battle/rng.ts';
import type { TimelineBuilder } from '../../battle/timeline.ts';
import type { DamageContext } from './damage.ts';
import type { AbilityOffer, AbilityUse, Policy, RollRecord, RoundRecord } from './decisions.ts';
import { type DieKind, isFaceOf, rollAttack, rollDefence } from './dice.ts';
import type { GameState, ShipState } from './state.ts';

/** A recorded decision to do nothing ("none", or an attack on no target): unused, it loses nothing. */
function isNothing(value: unknown): boolean {
  if (value === 'none') return true;
  return typeof value === 'object' && value !== null && Object.keys(value).length === 1 && 'target' in value
    ? (value as { target: unknown }).target === null
    : false;
}

/** The engine's working context for one round. */
export class RoundContext implements DamageContext {
  readonly rng: Rng;
  readonly out: RoundRecord = { dials: {} };
  /** The recorded decisions, marked as the round takes them; what it never takes is refused at the end. */
  readonly decisions: RecordedRound<RoundRecord>;
  /** The maneuver each ship flew this round, for the message refusing a slide it could not use. */
  readonly flown = new Map<string, string>();
  /** The phase the round is in (round.ts sets it): attacks outside the Combat phase read it (tractor beam tokens). */
  phase: 'planning' | 'activation' | 'combat' | 'end' = 'planning';
  private rollCursor = 0;
  private abilityCursor = 0;

  constructor(
    readonly state: GameState,
    readonly timeline: TimelineBuilder,
    readonly policy: Policy,
    /** The round as the file records it (undefined when the file ends before this round). */
    readonly recorded: RoundRecord | undefined,
    /** JSON path of this round in the file, for error messages (e.g. `rounds[2]`). */
    readonly path: string,
  ) {
    this.rng = new Rng(state.rng);
    this.decisions = new RecordedRound(recorded, path);
  }

  /** An input error naming a field of this round. */
  error(field: string, message: string): InputError {
    return new InputError([{ path: `${this.path}.${field}`, message }]);
  }

  /**
   * Rolls dice: the next recorded roll when the file has one (it must be by this ship, for this purpose, with
   * this many valid faces), else the seeded generator. The roll is written back either way.
   */
  roll(ship: ShipState, purpose: string, kind: DieKind, count: number): string[] {
    const recorded = this.recorded?.rolls?.[this.rollCursor];
    const at = `rolls[${this.rollCursor}]`;
    this.rollCursor++;
    // The generator advances by the same amount whether or not the file records the faces, so a partly
    // recorded file draws the same numbers everywhere else (deck reshuffles, later unrecorded rolls).
    const drawn = kind === 'attack' ? rollAttack(this.rng, count) : rollDefence(this.rng, count);
    let faces: string[];
    if (recorded) {
      if (recorded.ship !== ship.id || recorded.purpose !== purpose || recorded.faces.length !== count) {
        throw this.error(
          at,
          `expected a ${purpose} roll of ${count} ${kind} ${count === 1 ? 'die' : 'dice'} by ${ship.id}, got ${recorded.faces.length} by ${recorded.ship} for ${recorded.purpose}`,
        );
      }
      recorded.faces.forEach((f, i) => {
        if (!isFaceOf(kind, f))
          throw this.error(`${at}.faces[${i}]`, `expected a ${kind} die face, got ${JSON.stringify(f)}`);
      });
      faces = [...recorded.faces];
    } else faces = this.policy.roll?.(this.state, ship, purpose, kind, count) ?? drawn;
    const entry: RollRecord = { ship: ship.id, purpose, faces };
    (this.out.rolls ??= []).push(entry);
    return adjustedFaces(this, this.rollCursor - 1, ship, kind, faces);
  }

  /**
   * An optional card ability offered to `ship`: the next recorded use when the file has one (it must be by
   * this ship, of this card, and pass `check`, which returns a problem with one of its fields), else the
   * policy's choice from what the ability offers. Written back either way. Returns the use and its path.
   */
  choose(
    ship: ShipState,
    offer: AbilityOffer,
    check: (use: AbilityUse) => { field: string; message: string } | null,
  ): { use: AbilityUse; at: string } {
    const card = offer.card;
    const k = this.abilityCursor++;
    const at = `abilities[${k}]`;
    const recorded = this.decisions.item('abilities', k);
    let use: AbilityUse;
    if (recorded) {
      if (recorded.ship !== ship.id || recorded.card !== card)
        throw this.error(
          at,
          `expected a choice of ${ship.id} about ${JSON.stringify(card)}, got one of ${recorded.ship} about ${JSON.stringify(recorded.card)}`,
        );
      use = { ...recorded };
    } else use = this.policy.ability ? this.policy.ability(this.state, ship, offer) : offer.suggested();
    const problem = use.use ? check(use) : null;
    if (problem) throw this.error(`${at}${problem.field ? `.${problem.field}` : ''}`, `${card}: ${problem.message}`);
    (this.out.abilities ??= []).push(use);
    return { use, at };
  }

  /** Dice for a card or obstacle effect (attack dice unless `kind` says defence), shown in the tray under `label`. */
  effectRoll(ship: ShipState, purpose: string, dice: number, label = purpose, kind: DieKind = 'attack'): string[] {
    const faces = this.roll(ship, purpose, kind, dice);
    this.timeline.push({
      kind: 'dice',
      unit: ship.id,
      role: 'effect',
      rolled: faces,
      modified: faces,
      modifications: [label],
    });
    return faces;
  }

  /** Stores the generator's state back into the game state (call when the round is done). */
  finish(): RoundRecord {
    this.state.rng = this.rng.state;
    const left = (this.recorded?.rolls?.length ?? 0) - this.rollCursor;
    if (left > 0)
      throw this.error(`rolls[${this.rollCursor}]`, `this roll was never made (${left} recorded rolls left over)`);
    const unused = this.decisions.untaken(
      [
        'dials',
        'redSubstitutes',
        'slides',
        'decloaks',
        'actions',
        'attacks',
        'abilities',
        'adjustments',
        'cardAttacks',
      ],
      (field, id, value) => (isNothing(value) ? null : this.unusedReason(field, id)),
    );
    if (unused.length) throw new InputError(unused);
    if (this.recorded?.adjustments) this.out.adjustments = this.recorded.adjustments;
    return this.out;
  }

  /** Why the round never asked for a recorded decision of ship `id`. */
  private unusedReason(field: string, id: string): string {
    const flown = this.flown.get(id);
    switch (field) {
      case 'slides':
        return flown === undefined
          ? `${id} made no maneuver this round, so it has no Tallon roll to slide`
          : `${id} flew ${flown} this round: a slide is only for a Tallon roll`;
      case 'redSubstitutes':
        return `${id} revealed no red maneuver while stressed this round, so there is nothing to substitute`;
      case 'decloaks':
        return `${id} is not cloaked when this round's Activation phase starts, so it cannot decloak`;
      case 'actions':
        return `${id} has no Perform Action step this round (it is not in play, or was destroyed or fled before it)`;
      case 'attacks':
        return `${id} has no attack this round (it is not in play, or was destroyed before its turn to attack)`;
      case 'abilities':
        return `no card ability was offered at this point of the round (the round offered ${this.abilityCursor})`;
      case 'cardAttacks':
        return `no card offered an attack outside the attack step at this point of the round`;
      case 'adjustments':
        return 'the round never reached the point this adjustment names (its ship was gone, or took no such step)';
      default:
        return `${id} is asked for no ${field} this round`;
    }
  }
}
