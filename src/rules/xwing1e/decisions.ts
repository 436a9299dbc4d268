/**
 * The decisions an X-Wing game asks for, as recorded in a battle file round by round, and the policy
 * interface that makes them when the file is silent (the autopilot, or a plain default). Whatever is decided
 * is written back, so a completed file replays without asking anything.
 */
import type { ActionOutcome, ArcKind } from '../../kernel/index.ts';
import type { Adjustment, AdjustmentPoint } from './adjustments.ts';
import type { DieKind } from './dice.ts';
import type { GameState, ShipState } from './state.ts';

/** A standard action and its parameters. `repair-<card>` flips a face-up Damage card with an Action: header. */
export interface ActionChoice {
  action: string;
  /** Target lock: the locked ship. */
  target?: string;
  /** Barrel roll / decloak sideways: forward shift of the ship's centre, mm. */
  slide?: number;
  /** SLAM: the dial maneuver executed (of the speed the ship executed this round). */
  maneuver?: string;
}

/** The attack a ship declares, and how the dice are modified. */
export interface AttackChoice {
  /** The defender, or null when the ship does not attack. */
  target: string | null;
  /** The arc the attack is made through (primary weapon: primary, rear, aux180 or turret). */
  arc?: ArcKind;
  /** A secondary weapon's upgrade xws (absent: the primary weapon). */
  weapon?: string;
  /** Attacker: indices of the attack dice rerolled by spending the target lock (none: the lock is kept). */
  rerolls?: number[];
  /** Attacker spends focus (focus results become hits). */
  focus?: boolean;
  /** Defender spends focus (focus results become evades). */
  defenderFocus?: boolean;
  /** Defender spends one evade token (adds an evade result). */
  defenderEvade?: boolean;
  /** Cluster Missiles' second attack ("perform this attack twice"): its own modification choices. */
  second?: Omit<AttackChoice, 'target' | 'arc' | 'weapon' | 'second'>;
  /**
   * Gunner's primary weapon attack (IG-88B's [Cannon] secondary weapon attack, `weapon` naming the cannon), made at
   * once after this attack did not hit: its target (null: none) and its own modification choices.
   */
  bonus?: Omit<AttackChoice, 'second' | 'bonus' | 'turret'>;
  /**
   * BTL-A4 Y-wing's attack with a [Turret] secondary weapon right after this primary weapon attack: its target (null:
   * none), weapon and own modification choices.
   */
  turret?: Omit<AttackChoice, 'second' | 'bonus' | 'turret'>;
}

/**
 * An attack a card grants outside the ship's own attack step (abilities/cardAttacks.ts): Snap Shot after an enemy's
 * maneuver, Corran Horn's at the start of the End phase, Dengar's after defending, "Quickdraw"'s when a shield goes,
 * Chewbacca (Resistance)'s after a friend is destroyed. `ship` and `card` say whose offer it answers (the round offers
 * them in order); `target: null` declines it.
 */
export type CardAttackChoice = { ship: string; card: string } & Omit<AttackChoice, 'bonus' | 'turret'>;

/** A die roll as it happened: who rolled, why, and the faces in order. */
export interface RollRecord {
  ship: string;
  purpose: string;
  faces: string[];
}

/** Everything decided in one round. Keys of the maps are ship ids. */
export interface RoundRecord {
  /** Planning: the maneuver on each ship's dial (ionized ships have none). */
  dials: Record<string, string>;
  /** A stressed ship that revealed red flies the non-red maneuver the opponent chose. */
  redSubstitutes?: Record<string, string>;
  /** Tallon roll slides, mm. */
  slides?: Record<string, number>;
  /** Start of the Activation phase: how each cloaked ship decloaks, or "none". */
  decloaks?: Record<string, ActionChoice | 'none'>;
  /** Perform Action step: the action taken, or "none". */
  actions?: Record<string, ActionChoice | 'none'>;
  /** Combat: each ship's attack. */
  attacks?: Record<string, AttackChoice>;
  /** Every roll of the round in order. */
  rolls?: RollRecord[];
  /** Manual adjustments (adjustments.ts): each applied at the point of the round it names. */
  adjustments?: Adjustment[];
  /** Every optional card ability the round offered, in order, and what was chosen (abilities/README in words). */
  abilities?: AbilityUse[];
  /** The attacks cards granted outside the attack step, in the order the round offered them. */
  cardAttacks?: CardAttackChoice[];
}

/**
 * One use (or not) of an optional card ability: by which ship, of which card (its printed name), and the
 * details the card asks for: dice by index, or the free action taken.
 */
export interface AbilityUse {
  ship: string;
  card: string;
  use: boolean;
  dice?: number[];
  action?: ActionChoice;
  /** The ship the card chooses (Garven Dreis, Dutch Vander, Squad Leader, Swarm Tactics). */
  target?: string;
  /** The Damage card chosen to deal (Maarek Stele), by its printed name. */
  damage?: string;
  /** The Upgrade card chosen, by its xws (Munitions Failure: the secondary weapon discarded). */
  upgrade?: string;
  /** The maneuver the dial is rotated to (Navigator, Stay on Target, Boba Fett, Juno Eclipse). */
  maneuver?: string;
  /** A number guessed aloud (C-3PO: the evade results the defence dice will show). */
  guess?: number;
  /** A die result named (Emperor Palpatine: the result one die must show). */
  result?: string;
  /** A token chosen: the focus, evade or target lock token a jammed ship removes (`focus`, `evade`, `lock`). */
  token?: string;
}

/** What an optional card ability offers: the engine's choice, and the dice or free actions to pick from. */
export interface AbilityOffer {
  card: string;
  /** The engine's own choice, computed on demand (a free action's asks the policy's action method). */
  suggested(): AbilityUse;
  /** A dice ability: the dice as they stand, which may be picked, how many at most, and what it does to them. */
  dice?: {
    faces: readonly string[];
    legal: number[];
    max: number;
    effect: 'reroll' | `to ${string}`;
    /** The card takes every legal die or none (Han Solo's reroll of all his dice). */
    all?: true;
  };
  /** A free action: the legal ones it allows. */
  actions?: ActionOption[];
  /**
   * A card that chooses a ship (and what it does there): every legal use, complete, for a recorder to offer one
   * button each; the check passed to ctx.choose accepts exactly these.
   */
  choices?: AbilityUse[];
}

/** A token an attacker or defender may spend on an attack's dice. */
export interface TokenSpend {
  token: 'focus' | 'evade';
  /** The attacking ship (the spender itself, or the one it defends against). */
  attacker: string;
  /** The dice the spend would modify, as they stand. */
  dice: readonly string[];
}

/** A legal action option offered to a policy. */
export interface ActionOption {
  choice: ActionChoice;
  /** For moving actions: where the ship would end up. */
  final?: { x: number; y: number; headingDeg: number };
  /** For moving actions: the kernel's whole outcome, reused when the option is performed. */
  outcome?: ActionOutcome;
}

/** A legal attack offered to a policy. */
export interface AttackOption {
  target: string;
  arc: ArcKind;
  range: 1 | 2 | 3;
  distanceMm: number;
  obstructed: boolean;
  /** A secondary weapon's upgrade xws (absent: the primary weapon). */
  weapon?: string;
}

/** Makes the decisions a battle file leaves open. Every method must be deterministic given its arguments. */
export interface Policy {
  /** Planning: the maneuver for one ship, from its dial. */
  dial(state: GameState, ship: ShipState): string;
  /** Opponent's choice of a non-red maneuver for a stressed ship that revealed red. */
  redSubstitute(state: GameState, ship: ShipState, revealed: string, options: string[]): string;
  /** A cloaked ship's decloak, or null to stay cloaked. */
  decloak(state: GameState, ship: ShipState, options: ActionOption[]): ActionChoice | null;
  /** The standard action, or null for none. */
  action(state: GameState, ship: ShipState, options: ActionOption[]): ActionChoice | null;
  /**
   * The attack to make, or null for none; `bonus` names the card that grants an extra attack (Gunner); `cardAttack`:
   * the card grants it outside the ship's attack step (the round's `cardAttacks`).
   */
  attack(
    state: GameState,
    ship: ShipState,
    options: AttackOption[],
    bonus?: string,
    cardAttack?: true,
  ): AttackOption | null;
  /**
   * An optional card ability: `offer.suggested()` is the engine's own choice (the autopilot's documented
   * policy); a policy without this method takes it.
   */
  ability?(state: GameState, ship: ShipState, offer: AbilityOffer): AbilityUse;
  /** Target-lock rerolls of an attack (rules: ATTACK step 3) the file leaves open; absent: `suggested`. */
  rerolls?(state: GameState, ship: ShipState, dice: readonly string[], suggested: number[]): number[];
  /** A focus or evade token spent on an attack's dice (rules: ATTACK steps 3 and 5); absent: `suggested`. */
  spend?(state: GameState, ship: ShipState, spend: TokenSpend, suggested: boolean): boolean;
  /** The faces of a roll the file does not record; absent: the seeded generator's. */
  roll?(state: GameState, ship: ShipState, purpose: string, kind: DieKind, count: number): string[];
  /** Told each time the round reaches a point where adjustments apply (the recorder places new ones there). */
  reached?(state: GameState, point: AdjustmentPoint): void;
}
