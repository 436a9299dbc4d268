/**
 * Card abilities as data (issue 18): each card's printed text and a list of effects, each naming the timing
 * window of the Rules Reference where the engine resolves it. Most effects are plain data (dice counts, dice
 * changes and rerolls, stat changes, weapons); conditions are small pure functions of the attack or the ship.
 */
import type { ActionCardEffect } from '../actionBar/types.ts';
import type { AttackFace, DefenceFace } from '../dice.ts';
import type { GameState, ShipState } from '../state.ts';
import type { UpgradeEffect } from './upgradeEffects.ts';
import type { Wave1to4Effect } from './wave1to4Effects.ts';
import type { BombCardEffect } from './bombTypes.ts';
import type { TriggerEffect, WeaponAfterHit } from './triggerEffects.ts';
import type { PilotWindowEffect } from './pilotTypes.ts';
import type { UpgradeWindowEffect } from './upgradeWindowEffects.ts';
import type { CardHookEffect } from './cardHookEffects.ts';
import type { MechanismEffect } from './mechanismTypes.ts';

/** The Rules Reference's timing windows where an effect can act. */
export type AbilityWindow =
  | 'setup'
  /** The start of the Planning phase (Targeting Scrambler). */
  | 'planning-start'
  | 'reveal-dial'
  | 'execute-maneuver'
  | 'perform-action'
  | 'combat-start'
  | 'declare-target'
  | 'roll-attack-dice'
  | 'modify-attack-dice'
  | 'roll-defence-dice'
  | 'modify-defence-dice'
  | 'compare-results'
  | 'suffer-damage'
  | 'after-attack'
  | 'end-phase'
  /** The end of the Combat phase, after every ship's attack (Mara Jade, crew). */
  | 'combat-end'
  /** Not a step but a trigger: whenever the ship receives a stress token (Soontir Fel). */
  | 'receive-stress'
  /** A trigger: whenever a ship receives ion tokens (Dace Bonearm). */
  | 'receive-ion'
  /** A trigger: whenever the ship discards one of its Upgrade cards (Tomax Bren). */
  | 'discard-upgrade'
  /** The end of the Activation phase, after every ship has moved (Torkil Mux). */
  | 'activation-end';

/** A secondary weapon's definition (rules: SECONDARY WEAPONS, WEAPON RANGE). */
export interface WeaponDef {
  /** The upgrade's xws id (what an attack choice names as its weapon). */
  readonly xws: string;
  readonly name: string;
  readonly attack: number;
  readonly range: readonly [number, number];
  /** Front: the primary firing arc only; any: even outside it (turrets, "even a ship outside your firing arc"). */
  readonly arc: 'front' | 'any';
  /** The header's requirement: "Attack (target lock):" or "Attack (focus):". */
  readonly requires: 'target-lock' | 'focus' | null;
  /** What the card says to spend to perform the attack. */
  readonly spend: 'target-lock' | 'focus' | null;
  /** "discard this card to perform this attack". */
  readonly discard: boolean;
  /** The special text after the header, as dice effects of the attacker. */
  readonly dice?: readonly DiceEffect[];
  /** "If this attack hits…": ion tokens and damage instead of the normal damage (Ion Cannon and its turret). */
  readonly onHit?: { readonly ion: number; readonly damage: number; readonly cancelDice: boolean };
  /** Heavy Laser Cannon: "Immediately after rolling your attack dice, you must change all of your crits to hits". */
  readonly critsToHits?: boolean;
  /** Flechette/Homing Missiles and others: "the defender cannot spend evade tokens during this attack". */
  readonly noEvadeTokens?: boolean;
  /** Cluster Missiles: "perform this attack twice" (the cost is paid once). */
  readonly twice?: boolean;
  /**
   * "If this attack hits", ships at Range 1 of the defender: Assault Missiles ("each other ship … suffers 1 damage"),
   * Ion Torpedoes ("the defender and each ship at Range 1 of it receives 1 ion token").
   */
  readonly splash?: { readonly damage: number; readonly ion: number; readonly defenderToo: boolean };
  /** Flechette Torpedoes: "After you perform this attack, the defender receives 1 stress token if its hull value is "4" or lower." */
  readonly stressIfHullAtMost?: number;
  /** Proton Rockets: at most this many more attack dice, one per point of the attacker's agility (always rolled). */
  readonly agilityDice?: number;
  /** Dorsal Turret: "If the target of this attack is at Range 1, roll 1 additional attack die." */
  readonly extraDieAtRange1?: boolean;
  /**
   * Autoblaster: "Your [Hit] results cannot be canceled by defense dice. The defender may cancel [Critical Hit]
   * results before [Hit] results." (evade results cancel crits only)
   */
  readonly hitsUncancellable?: boolean;
  /**
   * Cruise Missiles: "You may roll additional attack dice equal to the speed of the maneuver you executed this round,
   * to a maximum of 4 additional dice." (attackResultCards.ts): at most this many.
   */
  readonly speedDice?: number;
  /** Unguided Rockets: "Your attack dice can be modified only by spending a focus token for its standard effect." */
  readonly focusOnly?: true;
  /** What the weapon does after it hits, beside its dice (weaponHits.ts). */
  readonly afterHit?: WeaponAfterHit;
  /** Snap Shot: fired only when its card's trigger comes (cardAttacks.ts), never in the attack step. */
  readonly triggered?: true;
  /** Snap Shot: "You cannot modify your attack dice". */
  readonly unmodifiable?: true;
  /** Tractor Beam: "If this attack hits, the defender receives 1 tractor beam token" (tractor.ts). */
  readonly tractor?: true;
  /** Harpoon Missiles: "If this attack hits, after the attack resolves, assign the "Harpooned" Condition". */
  readonly condition?: string;
}

/** What an effect sees of an attack while it is resolved. */
export interface AttackInfo {
  readonly state: GameState;
  readonly attacker: ShipState;
  readonly defender: ShipState;
  readonly range: 1 | 2 | 3;
  /** The secondary weapon, or null for the primary weapon. */
  readonly weapon: WeaponDef | null;
  /** True when the attacker is outside the defender's primary firing arc (Backstabber). */
  readonly outsideDefenderArc: boolean;
  /** True when the attack is obstructed (rules: OBSTRUCTED; Trick Shot). */
  readonly obstructed?: boolean;
  /** The phase the attack is made in (absent: the Combat phase); Snap Shot's is the Activation phase. */
  readonly phase?: 'activation' | 'combat' | 'end';
}

/** An attack or defence die face. */
export type Face = AttackFace | DefenceFace;

/**
 * Reroll up to `max` dice showing one of `faces` (any face when absent); with `all`, every die that may still be
 * rerolled or none (Han Solo: "If you choose to do so, you must reroll as many of your dice as possible").
 */
export interface RerollOp {
  readonly op: 'reroll';
  readonly max: number;
  readonly faces?: readonly Face[];
  readonly all?: true;
  /** A count that depends on the attack, in place of `max` (Boba Fett, Scum: 1 per enemy ship at Range 1). */
  readonly maxFor?: (a: AttackInfo, owner: ShipState) => number;
}

/** Change up to `max` dice from one of `from` to `to`; with `rest`, every other die of `from` becomes `rest`. */
export interface ChangeOp {
  readonly op: 'change';
  readonly from: readonly Face[];
  readonly to: Face;
  readonly max: number;
  readonly rest?: Face;
  /** Sensor Jammer: "The attacker cannot reroll the die with the changed result." */
  readonly noRerollAfter?: true;
  /** The autopilot picks dice by the order of `from` (Guidance Chips: a blank before a focus result, then a hit). */
  readonly inOrder?: true;
}

/**
 * Who of an attack owns the card: the attacker, the defender, a friendly ship of the attacker, or (pilots,
 * issue 18) a friendly ship of the defender.
 */
export type AttackRole = 'attacker' | 'defender' | 'attacker-friend' | 'defender-friend';

/** A dice modification (rules: MODIFYING DICE): optional ("you may"), resolved once per attack. */
export interface DiceEffect {
  readonly kind: 'dice';
  readonly window: 'modify-attack-dice' | 'modify-defence-dice';
  readonly role: AttackRole;
  readonly change: RerollOp | ChangeOp;
  /**
   * A cost paid when the ability is used: Elusiveness's stress token; Keyan Farlander removes one instead; R7
   * Astromech spends its owner's target lock; Omega Ace a focus token and the lock; Calculation a focus token.
   */
  readonly cost?: 'stress' | 'remove-stress' | 'spend-lock' | 'spend-lock-and-focus' | 'spend-focus';
  /** Usable once per round (R7 Astromech). */
  readonly oncePerRound?: true;
  readonly when?: (a: AttackInfo) => boolean;
  /** A friend's card: whether the card's owner reaches this attack (default: at range 1 of the ship it helps). */
  readonly friendWhen?: (owner: ShipState, a: AttackInfo) => boolean;
}

/** More or fewer dice rolled, or the defender's agility changed, before the dice are rolled. */
export interface DiceCountEffect {
  readonly kind: 'dice-count';
  readonly window: 'roll-attack-dice' | 'roll-defence-dice';
  readonly role: AttackRole;
  readonly attackDice?: number;
  /** Added to the defender's agility (which stays at least 0) before range and obstruction bonuses. */
  readonly defenderAgility?: number;
  /** Defence dice added after the agility value and its bonuses ("roll 1 additional defense die"). */
  readonly defenceDice?: number;
  readonly when?: (a: AttackInfo) => boolean;
}

/** Dark Curse: attackers cannot spend focus tokens or reroll attack dice. */
export interface RestrictEffect {
  readonly kind: 'restrict';
  readonly window: 'modify-attack-dice';
  readonly role: 'defender';
  readonly noAttackerFocus: boolean;
  readonly noAttackerRerolls: boolean;
}

/** Printed values and the action bar changed while the card is equipped (Veteran Instincts, Hull Upgrade…). */
export interface StatsEffect {
  readonly kind: 'stats';
  readonly window: 'setup';
  readonly skill?: number;
  /** The primary weapon value (Punishing One). */
  readonly attack?: number;
  readonly agility?: number;
  readonly hull?: number;
  readonly shields?: number;
  readonly actions?: readonly string[];
}

/**
 * Maneuvers treated as another difficulty: by speed (R2 Astromech: 1- and 2-speed maneuvers are green) or by kind,
 * the maneuver name's first word (Twin Ion Engine Mk. II: every `bank`); `white` turns red ones white (Ello Asty's
 * Tallon Rolls, `whileUnstressed`: "While you are not stressed").
 */
export interface DifficultyEffect {
  readonly kind: 'difficulty';
  readonly window: 'reveal-dial';
  readonly speeds?: readonly number[];
  readonly maneuvers?: readonly string[];
  readonly becomes: 'green' | 'white';
  readonly whileUnstressed?: true;
}

/** After executing a maneuver of a difficulty: recover a shield (R2-D2) or take a free action (Night Beast). */
export interface AfterManeuverEffect {
  readonly kind: 'after-maneuver';
  readonly window: 'execute-maneuver';
  readonly difficulty: 'green' | 'white' | 'red';
  readonly recoverShield?: boolean;
  readonly freeActions?: readonly string[];
}

/** A free action after a trigger: after an action (Push the Limit, Vader), after attacking (Turr Phennir). */
export interface FreeActionEffect {
  readonly kind: 'free-action';
  readonly window: 'perform-action' | 'after-attack';
  /**
   * Allowed actions; `bar`: any action on the ship's action bar; `any`: any action the ship could perform; `card`: an
   * "Action:" header of one of its upgrade cards (Experimental Interface).
   */
  readonly actions: readonly string[] | 'bar' | 'any' | 'card';
  /** Stress tokens received after the free action. */
  readonly stress?: number;
  /** Only after a standard action, not after a free one (Push the Limit's "once per round", Vader's two). */
  readonly once: boolean;
}

/** An "Action:" header: an action named after the card, resolved by the engine's handler of that card. */
export interface CardActionEffect {
  readonly kind: 'card-action';
  readonly window: 'perform-action';
  /** The action's name in battle files (the card's xws). */
  readonly action: string;
}

/** A secondary weapon ("Attack:" header). */
export interface WeaponEffect {
  readonly kind: 'weapon';
  readonly window: 'declare-target';
  readonly weapon: WeaponDef;
}

/** Biggs Darklighter: other friendly ships at range 1 cannot be targeted if the attacker could target you. */
export interface GuardEffect {
  readonly kind: 'guard';
  readonly window: 'declare-target';
}

/** Stealth Device: "If you are hit by an attack, discard this card." */
export interface DiscardWhenHitEffect {
  readonly kind: 'discard-when-hit';
  readonly window: 'suffer-damage';
}

/** Soontir Fel: "When you receive a stress token, you may assign 1 focus token to your ship." */
export interface FocusOnStressEffect {
  readonly kind: 'focus-on-stress';
  readonly window: 'receive-stress';
}

/** Fel's Wrath: with damage at its hull value, the ship is not destroyed until the end of the Combat phase. */
export interface DelayDestructionEffect {
  readonly kind: 'delay-destruction';
  readonly window: 'suffer-damage';
}

/** Deadeye: "Attack (target lock):" may be treated as "Attack (focus):", a focus token spent for the lock. */
export interface FocusForLockEffect {
  readonly kind: 'focus-for-lock';
  readonly window: 'declare-target';
}

/** Garven Dreis: a spent focus token may go to another friendly ship at range 1–2 instead of being discarded. */
export interface PassFocusEffect {
  readonly kind: 'pass-focus';
  readonly window: 'modify-attack-dice';
  readonly range: readonly [number, number];
}

/** Maarek Stele: a faceup Damage card the ship's attack deals is chosen from `draw` cards, the others discarded. */
export interface ChooseCritEffect {
  readonly kind: 'choose-crit';
  readonly window: 'suffer-damage';
  readonly draw: number;
}

/** Swarm Tactics: a friendly ship at range 1 attacks at this ship's pilot skill for the Combat phase. */
export interface ShareSkillEffect {
  readonly kind: 'share-skill';
  readonly window: 'combat-start';
}

/** Dutch Vander: after acquiring a target lock, another friendly ship at range 1–2 may acquire one. */
export interface ShareLockEffect {
  readonly kind: 'share-lock';
  readonly window: 'perform-action';
  readonly range: readonly [number, number];
}

/** Any effect a card can have. */
export type Effect =
  | DiceEffect
  | DiceCountEffect
  | RestrictEffect
  | StatsEffect
  | DifficultyEffect
  | AfterManeuverEffect
  | FreeActionEffect
  | CardActionEffect
  | WeaponEffect
  | GuardEffect
  | DiscardWhenHitEffect
  | FocusOnStressEffect
  | DelayDestructionEffect
  | FocusForLockEffect
  | PassFocusEffect
  | ChooseCritEffect
  | ShareSkillEffect
  | ShareLockEffect
  | MechanismEffect
  | CombatStartOpEffect
  | CompareOpEffect
  | AfterAttackOpEffect
  | ActWhileStressedEffect
  | AttackTouchingEffect
  | LockAttackerEffect
  | AfterManeuverOpEffect
  | UpgradeEffect
  | Wave1to4Effect
  | BombCardEffect
  | TriggerEffect
  | ActionCardEffect
  | PilotWindowEffect
  | UpgradeWindowEffect
  | CardHookEffect;

/** A card's abilities: its effects, and in words what of its text the effects leave out (empty: nothing). */
export interface CardAbility {
  readonly effects: readonly Effect[];
  readonly missing?: string;
}

// Pilot abilities of issue 18 with their own modules (pilotCombatStart.ts, pilotCompare.ts, pilotAfter.ts).

/** Start of the Combat phase: a pilot's token or pilot-skill move (pilotCombatStart.ts says each op's text). */
export interface CombatStartOpEffect {
  readonly kind: 'combat-start-op';
  readonly window: 'combat-start';
  readonly op:
    | 'remove-friend-stress'
    | 'remove-one-friend-stress'
    | 'give-focus'
    | 'give-lock'
    | 'lock-enemy'
    | 'focus-near-enemy'
    | 'stress-touching'
    | 'skill-12'
    /** Kaa'to Leeachos, Palob Godalhi, Manaroo (tokenTransfers.ts). */
    | 'take-friend-token'
    | 'take-enemy-token'
    | 'give-all-tokens'
    /** Old Teroch. */
    | 'strip-enemy-tokens';
  /** The range bands the card names. */
  readonly range: readonly [number, number];
}

/** The Compare Results step of the ship's own attacks (pilotCompare.ts). */
export interface CompareOpEffect {
  readonly kind: 'compare-op';
  readonly window: 'compare-results';
  /** Kath Scarlet, Lieutenant Blount, Ten Numb, Bossk (YV-666). */
  readonly op: 'stress-on-cancelled-crit' | 'always-hits' | 'uncancellable-crit' | 'crit-for-two-hits';
}

/** After the ship attacks (`as: 'attacker'`) or defends (`as: 'defender'`) (pilotAfter.ts). */
export interface AfterAttackOpEffect {
  readonly kind: 'after-attack-op';
  readonly window: 'after-attack';
  /** `defender-friend`: another friendly ship of the defender (Thane Kyrell). */
  readonly as: 'attacker' | 'defender' | 'defender-friend';
  readonly op:
    | 'strip-defender-token'
    | 'focus-after-hit'
    | 'shield-after-kill'
    | 'friend-free-action'
    | 'evade-after-miss'
    | 'free-action'
    | 'stress-attacker-unless-2'
    | 'free-action-after-friend-attacked'
    | 'flip-dealt';
}

/**
 * Tarn Mison: "When an enemy ship declares you as the target of an attack, you may acquire a target lock on that
 * ship." (upgradeTriggers.ts, lockTheAttacker)
 */
export interface LockAttackerEffect {
  readonly kind: 'lock-attacker';
  readonly window: 'declare-target';
}

/**
 * Arvel Crynyd: "You may declare an enemy ship inside your firing arc that you are touching as the target of your
 * attack." (combat.ts, listAttacks)
 */
export interface AttackTouchingEffect {
  readonly kind: 'attack-touching';
  readonly window: 'declare-target';
}

/** Tycho Celchu: "You may perform actions even while you have stress tokens." */
export interface ActWhileStressedEffect {
  readonly kind: 'act-while-stressed';
  readonly window: 'perform-action';
}

/**
 * After the ship executes a maneuver (pilotAfter.ts): Captain Oicunn, Kad Solus, Lando Calrissian, Braylen Stramm,
 * "Snap" Wexley.
 */
export interface AfterManeuverOpEffect {
  readonly kind: 'after-maneuver-op';
  readonly window: 'execute-maneuver';
  readonly op:
    | 'damage-touching'
    | 'focus-after-red'
    | 'friend-free-action-after-green'
    | 'roll-off-stress'
    | 'boost-after-fast';
}
