/**
 * Effect kinds of the wave 1–8 pilots that act in a timing window of their own (issue 18): each names the window of
 * the Rules Reference where the engine resolves it and what it does there, as plain data. The module named in each
 * comment resolves it and says the autopilot's policy.
 */
import type { AbilityWindow } from './types.ts';

/**
 * Before the attack dice are rolled, a choice that changes how many are rolled (attackDiceChoices.ts): `zuckuss`
 * (Zuckuss: "When attacking you may roll 1 additional attack die. If you do, the defender rolls 1 additional defense
 * die."), `kanan` (Kanan Jarrus: "When an enemy ship at Range 1-2 is attacking, you may spend a focus token. If you do,
 * the attacker rolls 1 fewer attack die."), `miranda` (Miranda Doni: "Once per round when attacking, you may either
 * spend 1 shield to roll 1 additional attack die or roll 1 fewer attack die to recover 1 shield.").
 */
export interface DiceCountChoiceEffect {
  readonly kind: 'dice-count-choice';
  readonly window: 'roll-attack-dice';
  readonly does: 'zuckuss' | 'kanan' | 'miranda';
}

/**
 * The Inquisitor (attackDiceChoices.ts, attackRange): "When attacking with your primary weapon at Range 2-3, treat the
 * range of the attack as Range 1."
 */
export interface RangeAsOneEffect {
  readonly kind: 'range-as-1';
  readonly window: 'declare-target';
}

/**
 * When the maneuver is revealed, flown as another maneuver of the same difficulty (treatManeuver.ts): `as-koiogran`
 * (Countess Ryad: "When you reveal a [Straight] maneuver, you may treat it as a [Koiogran Turn] maneuver."),
 * `koiogran-speed` (Tetran Cowall: "When you reveal a [Koiogran Turn] maneuver, you may treat the speed of that
 * maneuver as "1," "3," or "5".").
 */
export interface TreatManeuverEffect {
  readonly kind: 'treat-maneuver';
  readonly window: 'reveal-dial';
  readonly does: 'as-koiogran' | 'koiogran-speed';
}

/**
 * After the ship performs an action of the family `after` (afterActions.ts), a free action among `free`: IG-88C
 * ("After you perform a boost action, you may perform a free evade action."), Jake Farrell ("After you perform a focus
 * action or are assigned a focus token, you may perform a free boost or barrel roll action.").
 */
export interface AfterActionEffect {
  readonly kind: 'after-action';
  readonly window: 'perform-action';
  readonly after: 'boost' | 'focus';
  readonly free: readonly string[];
}

/**
 * At the start of the End phase (endPhaseStart.ts): `pass-stress` (4-LOM: "At the start of the End phase, you may
 * assign 1 of your stress tokens to another ship at Range 1."), `flip-locked` (Lieutenant Colzet: "At the start of the
 * End phase, you may spend a target lock you have on an enemy ship to flip 1 random facedown Damage card assigned to
 * it faceup.").
 */
export interface EndPhaseStartEffect {
  readonly kind: 'end-phase-start';
  readonly window: 'end-phase';
  readonly does: 'pass-stress' | 'flip-locked';
}

/**
 * When a ship receives a stress token (pilotStress.ts): `porkins` (Jek Porkins: "When you receive a stress token, you
 * may remove it and roll 1 attack die. On a [Hit] result, deal 1 facedown Damage card to this ship."), `nien-nunb`
 * (Nien Nunb, T-70: "When you receive a stress token, if there is an enemy ship inside your firing arc at Range 1,
 * you may discard that stress token."), `yorr` (Captain Yorr: "When another friendly ship at Range 1-2 would receive
 * a stress token, if you have 2 or fewer stress tokens, you may receive that token instead.").
 */
export interface PilotStressEffect {
  readonly kind: 'pilot-stress';
  readonly window: 'receive-stress';
  readonly does: 'porkins' | 'nien-nunb' | 'yorr';
}

/**
 * Where the ship's secondary weapons reach (weaponReach.ts): `range-by-1` (Major Rhymer: "When attacking with a
 * secondary weapon, you may increase or decrease the weapon range by 1 to a limit of Range 1-3."),
 * `torpedo-outside-arc` (Nera Dantels: "You can perform [Torpedo] secondary weapon attacks against enemy ships
 * outside your firing arc."), `cannon-aux-arc` (Moralo Eval: "You can perform [Cannon] secondary weapon attacks
 * against ships inside your auxiliary firing arc.").
 */
export interface WeaponReachEffect {
  readonly kind: 'weapon-reach';
  readonly window: 'declare-target';
  readonly does: 'range-by-1' | 'torpedo-outside-arc' | 'cannon-aux-arc';
}

/**
 * A result added to the attacker's roll (addedResults.ts): `crit-in-aux-arc` ("Backdraft": "When attacking a ship
 * inside your auxiliary firing arc, you may add 1 [Critical Hit] result.").
 */
export interface AddResultEffect {
  readonly kind: 'add-result';
  readonly window: 'modify-attack-dice';
  readonly does: 'crit-in-aux-arc';
}

/**
 * When the ship loses shield tokens to damage (pilotShields.ts): `evade-first-time` ("Red Ace": "The first
 * time you remove a shield token from your ship each round, assign 1 evade token to your ship.").
 */
export interface ShieldLostEffect {
  readonly kind: 'shield-lost';
  readonly window: 'suffer-damage';
  readonly does: 'evade-first-time';
}

/**
 * At the end of the Activation phase (pilotAfter.ts, endOfActivationPilots): `skill-0` (Torkil Mux: "choose 1 enemy
 * ship at Range 1-2. Until the end of the Combat phase, treat that ship's pilot skill value as "0".").
 */
export interface ActivationEndEffect {
  readonly kind: 'activation-end';
  readonly window: 'activation-end';
  readonly does: 'skill-0';
}

/**
 * Drea Renthal (attackLocks.ts, afterLockSpent): "After you spend a target lock, you may receive 1 stress token to
 * acquire a target lock."
 */
export interface RelockForStressEffect {
  readonly kind: 'relock-for-stress';
  readonly window: 'modify-attack-dice';
}

/**
 * Prince Xizor (pilotDamage.ts, xizorShares): "When defending, a friendly ship at Range 1 may suffer 1 uncanceled [Hit]
 * or [Critical Hit] result instead of you."
 */
export interface ShareResultEffect {
  readonly kind: 'share-result';
  readonly window: 'suffer-damage';
}

/**
 * "Leebo" (pilotDamage.ts, leeboChooses): "When you are dealt a faceup Damage card, draw 1 additional Damage card,
 * choose 1 to resolve, and discard the other."
 */
export interface ChooseDealtEffect {
  readonly kind: 'choose-dealt';
  readonly window: 'suffer-damage';
}

/**
 * A pilot's standing rule, acting wherever the engine reaches its window (the module named beside each resolves it
 * and says the autopilot's policy): `lock-magnet` (Captain Kagi, pilotLocks.ts: "When an enemy ship acquires a target
 * lock, it must lock onto your ship if able."), `ignore-obstacles` (Dash Rendar, pilotObstacles.ts: "You may ignore
 * obstacles during the Activation phase and when performing actions."), `ion-for-damage` (Dace Bonearm, pilotIon.ts),
 * `lock-for-agility` (Latts Razzi), `lend-focus` (Esege Tuketu), `lend-lock` (Shara Bey), `lock-for-focus-result`
 * (Norra Wexley; pilotAttackTokens.ts), `cancel-all` ("Wampa", addedResults.ts), `lend-elite-action` ("Youngster",
 * lentActions.ts), `unflip-elite` (Tomax Bren, pilotDiscards.ts), `last-stand` (Tel Trevura, pilotDamage.ts),
 * `bomb-on-reveal` and `bomb-after-action` ("Deathfire", pilotBombs.ts), `place-anywhere` (Han Solo, Resistance:
 * pilotSetup.ts), `evade-if-jammed` (Captain Feroph, pilotAttackTokens.ts), `crits-first` ("Zeb" Orrelios,
 * pilotCompare.ts), `stress-for-evade` (Leevan Tenza), `pass-focus-after-focus` (Benthic Two Tubes), `move-before-reveal`
 * (Sabine Wren, Attack Shuttle and TIE fighter; pilotFreeActions.ts).
 */
export interface PilotRuleEffect {
  readonly kind: 'pilot-rule';
  readonly window: AbilityWindow;
  readonly does:
    | 'lock-magnet'
    | 'ignore-obstacles'
    | 'ion-for-damage'
    | 'lock-for-agility'
    | 'lend-focus'
    | 'lend-lock'
    | 'lock-for-focus-result'
    | 'cancel-all'
    | 'lend-elite-action'
    | 'unflip-elite'
    | 'last-stand'
    | 'bomb-on-reveal'
    | 'bomb-after-action'
    | 'place-anywhere'
    | 'evade-if-jammed'
    | 'crits-first'
    | 'stress-for-evade'
    | 'pass-focus-after-focus'
    | 'move-before-reveal';
}

/** The effect kinds of this module. */
export type PilotWindowEffect =
  | DiceCountChoiceEffect
  | RangeAsOneEffect
  | TreatManeuverEffect
  | AfterActionEffect
  | EndPhaseStartEffect
  | PilotStressEffect
  | WeaponReachEffect
  | AddResultEffect
  | ShieldLostEffect
  | ActivationEndEffect
  | RelockForStressEffect
  | ShareResultEffect
  | ChooseDealtEffect
  | PilotRuleEffect;
