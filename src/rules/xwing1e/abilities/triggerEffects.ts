/**
 * Effect kinds of the wave 1–8 tournament upgrades that act on a trigger of their own (issue 18): each names the
 * timing window where the engine resolves it and what it does there, as plain data. The modules named in each
 * comment resolve them.
 */

/**
 * What a secondary weapon does after it hits, beside its dice (weaponHits.ts): `stress-unless-stressed` (Flechette
 * Cannon: "if the defender is not stressed, it also receives 1 stress token"), `remove-shield` (Plasma Torpedoes:
 * "after dealing damage, remove 1 shield token from the defender"), `faceup-card` (Advanced Homing Missiles: "deal 1
 * faceup Damage card to the defender"), `friends-lock` (XX-23 S-Thread Tracers: "each friendly ship at Range 1-2 of
 * you may acquire a target lock on the defender").
 */
export type WeaponAfterHit =
  | 'stress-unless-stressed'
  | 'remove-shield'
  | 'faceup-card'
  | 'friends-lock'
  /** Jamming Beam: "assign the defender 1 jam token". */
  | 'jam'
  /** Scrambler Missiles: "the defender and each other ship at Range 1 receive 1 jam token". */
  | 'jam-near';

/**
 * At the start of the Combat phase (combatPhaseCards.ts): `countermeasures` ("you may discard this card to increase
 * your agility value by 1 until the end of the round. Then you may remove 1 enemy target lock from your ship."),
 * `glitterstim` ("you may discard this card and receive 1 stress token. If you do, until the end of the round, when
 * attacking or defending, you may change all of your [Focus] results to [Hit] or [Evade] results."), `bodyguard`
 * ("you may spend a focus token to choose a friendly ship at Range 1 with higher pilot skill than you. Increase its
 * agility value by 1 until the end of the round.").
 */
export interface CombatStartCardEffect {
  readonly kind: 'combat-start-card';
  readonly window: 'combat-start';
  readonly does: 'countermeasures' | 'glitterstim' | 'bodyguard';
}

/** R5-P9 (combatPhaseCards.ts): "At the end of the Combat phase, you may spend 1 of your focus tokens to recover 1 shield." */
export interface ShieldForFocusEffect {
  readonly kind: 'shield-for-focus';
  readonly window: 'combat-end';
}

/**
 * Advanced Targeting Computer (combatPhaseCards.ts): "When attacking with your primary weapon, if you have a target
 * lock on the defender, you may add 1 [Critical Hit] result to your roll. If you do, you cannot spend target locks
 * during this attack."
 */
export interface CritForLockEffect {
  readonly kind: 'crit-for-lock';
  readonly window: 'modify-attack-dice';
}

/**
 * Cool Hand (attackAftermath.ts): "When you receive a stress token, you may discard this card to assign 1 focus or evade
 * token to your ship."
 */
export interface TokenOnStressEffect {
  readonly kind: 'token-on-stress';
  readonly window: 'receive-stress';
}

/**
 * Right after the maneuver and the Check Pilot Stress step (maneuverCards.ts): `outlaw-tech` ("After you execute a
 * red maneuver, you may assign 1 focus token to your ship."), `lightning-reflexes` ("After you execute a white or
 * green maneuver on your dial, you may discard this card to rotate your ship 180°. Then receive 1 stress token after
 * the "Check Pilot Stress" step.").
 */
export interface AfterPilotStressEffect {
  readonly kind: 'after-pilot-stress';
  readonly window: 'execute-maneuver';
  readonly does: 'outlaw-tech' | 'lightning-reflexes';
}

/**
 * When the maneuver is revealed (maneuverCards.ts): `bb8` (BB-8: "When you reveal a green maneuver, you may perform a
 * free barrel roll action."), `stop` (Inertial Dampeners: "When you reveal your maneuver, you may discard this card
 * to instead perform a white ([Stop] 0) maneuver. Then receive 1 stress token.").
 */
export interface OnRevealEffect {
  readonly kind: 'on-reveal';
  readonly window: 'reveal-dial';
  readonly does: 'bb8' | 'stop';
}

/** Enhanced Scopes (maneuverCards.ts, effective.ts): "During the Activation phase, treat your pilot skill value as "0"." */
export interface ActivationSkillZeroEffect {
  readonly kind: 'activation-skill-zero';
  readonly window: 'reveal-dial';
}

/**
 * When a Damage card is dealt to the ship (dealtCards.ts): `integrated-astromech` ("you may discard 1 of your
 * [Astromech] Upgrade cards to discard that Damage card (without resolving its effect)."), `jerjerrod` (Moff
 * Jerjerrod: "When you are dealt a faceup Damage card, you may discard this Upgrade card or another [Crew] Upgrade
 * card to flip that Damage card facedown (without resolving its effect.)").
 */
export interface DiscardUpgradeForCardEffect {
  readonly kind: 'discard-upgrade-for-card';
  readonly window: 'suffer-damage';
  readonly does: 'integrated-astromech' | 'jerjerrod';
}

/**
 * Greedo (dealtCards.ts): "The first time you attack each round and the first time you defend each round, the first
 * Damage card dealt is dealt faceup."
 */
export interface FirstCardFaceUpEffect {
  readonly kind: 'first-card-faceup';
  readonly window: 'suffer-damage';
}

/**
 * Bossk (crew, attackAftermath.ts): "After you perform an attack that does not hit, if you are not stressed, you must
 * receive 1 stress token. Then assign 1 focus token to your ship and acquire a target lock on the defender."
 */
export interface AfterMissEffect {
  readonly kind: 'after-miss';
  readonly window: 'after-attack';
}

/**
 * R4-D6 (attackAftermath.ts): "When you are hit by an attack and there are at least 3 uncanceled [Hit] results, you may
 * choose to cancel those results until there are 2 remaining. For each result canceled this way, receive 1 stress
 * token."
 */
export interface CapHitsEffect {
  readonly kind: 'cap-hits';
  readonly window: 'compare-results';
}

/**
 * R2-D2 (crew, damageFlips.ts): "At the end of the End phase, if you have no shields, you may recover 1 shield and roll
 * 1 attack die. On a [Hit] result, randomly flip 1 of your facedown Damage cards faceup and resolve it."
 */
export interface RecoverAndRiskEffect {
  readonly kind: 'recover-and-risk';
  readonly window: 'end-phase';
}

/** C-3PO (beforeRollCards.ts): "Once per round, before you roll 1 or more defense dice, you may guess aloud …" */
export interface GuessEvadesEffect {
  readonly kind: 'guess-evades';
  readonly window: 'roll-defence-dice';
}

/** Jan Ors (crew, focusAction.ts): "… you may assign that ship an evade token instead." */
export interface EvadeForFocusEffect {
  readonly kind: 'evade-for-focus';
  readonly window: 'perform-action';
}

/** Emperor Palpatine (beforeRollCards.ts): "… before a friendly ship rolls dice, you may name a die result …" */
export interface NameResultEffect {
  readonly kind: 'name-result';
  readonly window: 'roll-attack-dice';
}

/** The effect kinds of this module. */
export type TriggerEffect =
  | CombatStartCardEffect
  | ShieldForFocusEffect
  | CritForLockEffect
  | TokenOnStressEffect
  | AfterPilotStressEffect
  | OnRevealEffect
  | ActivationSkillZeroEffect
  | DiscardUpgradeForCardEffect
  | FirstCardFaceUpEffect
  | AfterMissEffect
  | CapHitsEffect
  | RecoverAndRiskEffect
  | GuessEvadesEffect
  | EvadeForFocusEffect
  | NameResultEffect;
