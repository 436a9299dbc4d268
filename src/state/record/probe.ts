/**
 * What a recording asks next. The recording is an ordinary battle file under construction; the engine plays it
 * with a policy that, instead of deciding, stops at the first decision or roll the file does not record yet and
 * hands back that question with the game state of that moment and the legal options the engine computed. So the
 * engine decides only what the rules decide, and every answer is checked by replaying the file.
 */
import { InputError } from '../../battle/validationError.ts';
import type { AdjustmentPoint } from '../../rules/xwing1e/adjustments.ts';
import type { BattleFile } from '../../rules/xwing1e/battleFile.ts';
import type {
  AbilityOffer,
  AbilityUse,
  ActionOption,
  AttackOption,
  Policy,
  TokenSpend,
} from '../../rules/xwing1e/decisions.ts';
import type { DieKind } from '../../rules/xwing1e/dice.ts';
import type { Timeline } from '../../battle/timeline.ts';
import { type BattleOutcome, playUntilStopped } from '../../rules/xwing1e/engine.ts';
import { cloneState, type GameState, type ShipState } from '../../rules/xwing1e/state.ts';

/** The next thing the recording needs, as the engine asked it. */
export type Question =
  | { kind: 'dial'; ship: string }
  | { kind: 'red-substitute'; ship: string; revealed: string; options: string[] }
  | { kind: 'decloak'; ship: string; options: ActionOption[] }
  | { kind: 'action'; ship: string; options: ActionOption[] }
  /**
   * An attack to declare; `bonus` names the card granting it when it is an extra one (Gunner); `cardAttack`: the card
   * grants it outside the attack step (Snap Shot, Corran Horn…: the round's `cardAttacks`).
   */
  | { kind: 'attack'; ship: string; options: AttackOption[]; bonus?: string; cardAttack?: true }
  | { kind: 'roll'; ship: string; purpose: string; die: DieKind; count: number }
  /** The attacker's target-lock rerolls (rules: ATTACK step 3), the dice as they stand. */
  | { kind: 'rerolls'; ship: string; dice: string[] }
  /** A focus or evade token the attacker or the defender may spend (rules: ATTACK steps 3 and 5). */
  | { kind: 'spend'; ship: string; token: TokenSpend['token']; attacker: string; dice: string[] }
  /** An optional card ability: used or not, with the dice it picks or the free action it takes. */
  | {
      kind: 'ability';
      ship: string;
      card: string;
      dice?: AbilityOffer['dice'];
      actions?: ActionOption[];
      /** A card that chooses a ship, a token, a Damage card or an upgrade: every legal use, complete. */
      choices?: AbilityUse[];
    };

/** Where a recording stands: the question and the state when it was asked, or the finished battle. */
export type Probe =
  | {
      over: false;
      question: Question;
      /** The game as it stands when the question is asked (round = the round being recorded, from 1). */
      state: GameState;
      /** The last point of the round where adjustments apply: a new adjustment is placed there. */
      point: AdjustmentPoint;
      /** The game as recorded so far, up to the question (no end event): what a following viewer shows. */
      soFar: Timeline;
    }
  | { over: true; outcome: BattleOutcome; point: AdjustmentPoint };

/** Thrown by the asking policy to stop the engine at a question. */
class Asked extends Error {
  constructor(
    readonly question: Question,
    readonly state: GameState,
  ) {
    super('the recording needs an answer');
  }
}

/** A policy that stops at every decision, roll, dice modification and card ability instead of making it. */
function askingPolicy(points: AdjustmentPoint[]): Policy {
  const ask = (q: Question, state: GameState, ship: ShipState): never => {
    void ship;
    throw new Asked(q, cloneState(state));
  };
  return {
    dial: (state, ship) => ask({ kind: 'dial', ship: ship.id }, state, ship),
    redSubstitute: (state, ship, revealed, options) =>
      ask({ kind: 'red-substitute', ship: ship.id, revealed, options }, state, ship),
    decloak: (state, ship, options) => ask({ kind: 'decloak', ship: ship.id, options }, state, ship),
    action: (state, ship, options) => ask({ kind: 'action', ship: ship.id, options }, state, ship),
    attack: (state, ship, options, bonus, cardAttack) =>
      ask(
        { kind: 'attack', ship: ship.id, options, ...(bonus ? { bonus } : {}), ...(cardAttack ? { cardAttack } : {}) },
        state,
        ship,
      ),
    roll: (state, ship, purpose, die, count) => ask({ kind: 'roll', ship: ship.id, purpose, die, count }, state, ship),
    rerolls: (state, ship, dice) => ask({ kind: 'rerolls', ship: ship.id, dice: [...dice] }, state, ship),
    spend: (state, ship, spend) =>
      ask(
        { kind: 'spend', ship: ship.id, token: spend.token, attacker: spend.attacker, dice: [...spend.dice] },
        state,
        ship,
      ),
    ability: (state, ship, offer) =>
      ask(
        {
          kind: 'ability',
          ship: ship.id,
          card: offer.card,
          ...(offer.dice ? { dice: offer.dice } : {}),
          ...(offer.actions ? { actions: offer.actions } : {}),
          ...(offer.choices ? { choices: offer.choices } : {}),
        },
        state,
        ship,
      ),
    reached: (_state, point) => {
      points.push(point);
    },
  };
}

/**
 * Plays the file up to its first open question. Throws the engine's InputError when the file breaks a rule
 * (the recorder then keeps its previous file).
 */
export function probe(file: BattleFile): Probe {
  const points: AdjustmentPoint[] = [];
  const played = playUntilStopped(file, askingPolicy(points), (e) => e instanceof Asked);
  const point = points[points.length - 1];
  if (played.outcome) return { over: true, outcome: played.outcome, point: point ?? { at: 'end-of-round' } };
  const asked = played.stoppedBy as Asked;
  return {
    over: false,
    question: asked.question,
    state: asked.state,
    point: point ?? { at: 'start-of-round' },
    soFar: played.timeline,
  };
}

/** The timeline of a recording so far: up to its open question, or the whole battle once it is over. */
export function recordedTimeline(at: Probe): Timeline {
  return at.over ? at.outcome.timeline : at.soFar;
}

/** The problem of a file as one line (the first problem's path and message), or null when it plays. */
export function probeProblem(file: BattleFile): string | null {
  try {
    probe(file);
    return null;
  } catch (e) {
    if (e instanceof InputError) return e.message;
    throw e;
  }
}
