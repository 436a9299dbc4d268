/**
 * Effect kinds of the wave 1–4 tournament cards (wave1to4Cards.ts): each names the timing window where the
 * engine resolves it and what it does there, as plain data. wave1to4Triggers.ts resolves them.
 */

/**
 * Adrenaline Rush: "When you reveal a red maneuver, you may discard this card to treat that maneuver as a white
 * maneuver until the end of the Activation phase."
 */
export interface RedToWhiteEffect {
  readonly kind: 'red-to-white';
  readonly window: 'reveal-dial';
}

/**
 * Cards whose whole text adds upgrade icons to the bar (B-Wing/E2, Slave I, Sabine's Masterpiece): squad building
 * (squadRules.ts) counts the slots the catalog's `grantsSlots` lists.
 */
export interface SlotsEffect {
  readonly kind: 'slots';
  readonly window: 'setup';
}

/** Moldy Crow: "During the End phase, do not remove unused focus tokens from your ship." */
export interface KeepFocusEffect {
  readonly kind: 'keep-focus';
  readonly window: 'end-phase';
}

/** Intimidation: "While you are touching an enemy ship, reduce that ship's agility value by 1." */
export interface IntimidateEffect {
  readonly kind: 'intimidate';
  readonly window: 'roll-defence-dice';
}

/** Zertik Strom: "Enemy ships at Range 1 cannot add their range combat bonus when attacking." */
export interface NoRangeBonusEffect {
  readonly kind: 'no-range-bonus';
  readonly window: 'roll-attack-dice';
}

/**
 * R3-A2: "When you declare the target of your attack, if the defender is inside your firing arc, you may receive 1
 * stress token to cause the defender to receive 1 stress token."
 */
export interface StressBothEffect {
  readonly kind: 'stress-both';
  readonly window: 'declare-target';
}

/**
 * After the ship's attack: `ruthlessness` ("After you perform an attack that hits, you must choose 1 other ship at
 * Range 1 of the defender (other than yourself). That ship suffers 1 damage."); `vader` (Darth Vader, crew: "After
 * you perform an attack against an enemy ship, you may suffer 2 damage to cause that ship to suffer 1 critical
 * damage.").
 */
export interface AfterAttackDamageEffect {
  readonly kind: 'after-attack-damage';
  readonly window: 'after-attack';
  readonly does: 'ruthlessness' | 'vader';
}

/**
 * Draw Their Fire: "When a friendly ship at Range 1 is hit by an attack, you may suffer 1 of the uncanceled
 * [Critical Hit] results instead of the target ship."
 */
export interface TakeCritEffect {
  readonly kind: 'take-crit';
  readonly window: 'suffer-damage';
}

/**
 * Mara Jade (crew): "At the end of the Combat phase, each enemy ship at Range 1 that does not have a stress token
 * receives 1 stress token."
 */
export interface StressNearEnemiesEffect {
  readonly kind: 'stress-near-enemies';
  readonly window: 'combat-end';
}

/** Chaser: "When another friendly ship at Range 1 spends a focus token, assign a focus token to you." */
export interface FocusWhenFriendSpendsEffect {
  readonly kind: 'focus-when-friend-spends';
  readonly window: 'modify-attack-dice';
}

/** Epsilon Ace: "While you do not have any Damage cards, treat your pilot skill value as "12."" */
export interface SkillWhileUndamagedEffect {
  readonly kind: 'skill-while-undamaged';
  readonly window: 'setup';
  readonly skill: number;
}

/** Kyle Katarn (crew): "After you remove a stress token from your ship, you may assign a focus token to your ship." */
export interface FocusAfterStressRemovedEffect {
  readonly kind: 'focus-after-stress-removed';
  readonly window: 'execute-maneuver';
}

/**
 * Accuracy Corrector: "When attacking, during the "Modify Attack Dice" step, you may cancel all of your dice results.
 * Then, you may add 2 [Hit] results to your roll. Your dice cannot be modified again during this attack."
 */
export interface CancelForTwoHitsEffect {
  readonly kind: 'cancel-for-two-hits';
  readonly window: 'modify-attack-dice';
}

/** Rebel Captive: "Once per round, the first ship that declares you as the target of an attack immediately receives 1 stress token." */
export interface StressFirstAttackerEffect {
  readonly kind: 'stress-first-attacker';
  readonly window: 'declare-target';
}

/**
 * Ysanne Isard (crew): "At the start of the Combat phase, if you have no shields and at least 1 Damage card assigned
 * to your ship, you may perform a free evade action."
 */
export interface EvadeWhenBareEffect {
  readonly kind: 'evade-when-bare';
  readonly window: 'combat-start';
}

/** Dash Rendar (crew): "You may perform attacks while overlapping an obstacle. Your attacks cannot be obstructed." */
export interface AttackPastObstaclesEffect {
  readonly kind: 'attack-past-obstacles';
  readonly window: 'declare-target';
}

/**
 * Leia Organa (crew): "At the start of the Activation phase, you may discard this card to allow all friendly ships
 * that reveal a red maneuver to treat that maneuver as a white maneuver until the end of the phase."
 */
export interface FleetRedToWhiteEffect {
  readonly kind: 'fleet-red-to-white';
  readonly window: 'reveal-dial';
}

/**
 * Colonel Vessery: "When attacking, immediately after you roll attack dice, you may acquire a target lock on the
 * defender if it already has a red target lock token."
 */
export interface LockLockedDefenderEffect {
  readonly kind: 'lock-locked-defender';
  readonly window: 'roll-attack-dice';
}

/** Kir Kanos: "When attacking at Range 2-3, you may spend 1 evade token to add 1 [Hit] result to your roll." */
export interface HitForEvadeEffect {
  readonly kind: 'hit-for-evade';
  readonly window: 'modify-attack-dice';
}

/**
 * A dial rotated when the maneuver is revealed (dialTriggers.ts), to another maneuver on the dial: `same-bearing`
 * (Navigator: "You may rotate your dial to another maneuver with the same bearing. You cannot rotate to a red
 * maneuver if you have any stress tokens."), `same-speed` with `red` (Stay on Target: "… another maneuver with the
 * same speed. Treat that maneuver as a red maneuver."), `other-bank` (Boba Fett: "When you reveal a bank maneuver …,
 * you may rotate your dial to the other bank maneuver of the same speed."), `speed-by-1` (Juno Eclipse: "you may
 * increase or decrease its speed by 1 (to a minimum of 1)"), `turn-to-bank` (Maneuvering Fins: "When you reveal a turn
 * maneuver …, you may rotate your dial to the corresponding bank maneuver … of the same speed."), `same-difficulty`
 * (Hera Syndulla: "When you reveal a green or red maneuver, you may rotate your dial to another maneuver of the same
 * difficulty.").
 */
export interface RotateDialEffect {
  readonly kind: 'rotate-dial';
  readonly window: 'reveal-dial';
  readonly to: 'same-bearing' | 'same-speed' | 'other-bank' | 'speed-by-1' | 'turn-to-bank' | 'same-difficulty';
  readonly red?: true;
}

/**
 * R5-K6: "After spending your target lock, roll 1 defense die. On a [Evade] result, immediately acquire a target lock
 * on that same ship. You cannot spend this target lock during this attack."
 */
export interface RelockEffect {
  readonly kind: 'relock';
  readonly window: 'modify-attack-dice';
}

/**
 * Decoy: "At the start of the Combat phase, you may choose 1 friendly ship at Range 1-2. Exchange your pilot skill
 * with that ship's pilot skill until the end of the phase."
 */
export interface SwapSkillEffect {
  readonly kind: 'swap-skill';
  readonly window: 'combat-start';
}

/**
 * Carnor Jax: "Enemy ships at Range 1 cannot perform focus or evade actions and cannot spend focus or evade tokens."
 */
export interface NoFocusEvadeEffect {
  readonly kind: 'no-focus-evade';
  readonly window: 'perform-action';
}

/** ST-321: "When acquiring a target lock, you may lock onto any enemy ship in the play area." */
export interface LockAnywhereEffect {
  readonly kind: 'lock-anywhere';
  readonly window: 'perform-action';
}

/**
 * Outrider: "While you have a [Cannon] Upgrade card equipped, you cannot perform primary weapon attacks and you may
 * perform [Cannon] secondary weapon attacks against ships outside your firing arc."
 */
export interface CannonTurretEffect {
  readonly kind: 'cannon-turret';
  readonly window: 'declare-target';
}

/**
 * After the ship's maneuver overlaps another ship: `dauntless` (Dauntless: "you may perform 1 free action. Then
 * receive 1 stress token."). Anti-Pursuit Lasers (`anti-pursuit`), on the ship overlapped: "After an enemy ship
 * executes a maneuver that causes it to overlap your ship, roll 1 attack die. On a [Hit] or [Critical Hit] result,
 * the enemy ship suffers 1 damage."; Ion Projector (`ion-projector`): "… On a [Hit] or [Critical Hit] result, the enemy
 * ship receives 1 ion token."
 */
export interface OverlapEffect {
  readonly kind: 'overlap';
  readonly window: 'execute-maneuver';
  readonly does: 'dauntless' | 'anti-pursuit' | 'ion-projector';
}

/** Hobbie Klivian: "When you acquire or spend a target lock, you may remove 1 stress token from your ship." */
export interface StressOffOnLockEffect {
  readonly kind: 'stress-off-on-lock';
  readonly window: 'perform-action';
}

/**
 * Munitions Failsafe (combat.ts): "When attacking with a secondary weapon that instructs you to discard it to perform
 * the attack, do not discard it unless the attack hits."
 */
export interface FailsafeEffect {
  readonly kind: 'failsafe';
  readonly window: 'after-attack';
}

/** Chardaan Refit: "This card has a negative squad point cost." (xws.ts sums the printed −2 into the squad's cost) */
export interface PointsOnlyEffect {
  readonly kind: 'points-only';
  readonly window: 'setup';
}

/**
 * Advanced Sensors: "Immediately before you reveal your maneuver, you may perform 1 free action. If you use this
 * ability, you must skip your "Perform Action" step during this round."
 */
export interface ActBeforeRevealEffect {
  readonly kind: 'act-before-reveal';
  readonly window: 'reveal-dial';
}

/** The effect kinds of this module. */
export type Wave1to4Effect =
  | RedToWhiteEffect
  | SlotsEffect
  | KeepFocusEffect
  | IntimidateEffect
  | NoRangeBonusEffect
  | StressBothEffect
  | AfterAttackDamageEffect
  | TakeCritEffect
  | StressNearEnemiesEffect
  | FocusWhenFriendSpendsEffect
  | SkillWhileUndamagedEffect
  | FocusAfterStressRemovedEffect
  | CancelForTwoHitsEffect
  | StressFirstAttackerEffect
  | EvadeWhenBareEffect
  | AttackPastObstaclesEffect
  | FleetRedToWhiteEffect
  | LockLockedDefenderEffect
  | HitForEvadeEffect
  | RotateDialEffect
  | RelockEffect
  | SwapSkillEffect
  | NoFocusEvadeEffect
  | LockAnywhereEffect
  | CannonTurretEffect
  | OverlapEffect
  | StressOffOnLockEffect
  | FailsafeEffect
  | PointsOnlyEffect
  | ActBeforeRevealEffect;
