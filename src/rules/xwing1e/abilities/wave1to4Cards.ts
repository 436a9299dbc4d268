/**
 * The wave 1–4 tournament cards still missing (elite talents, crew, astromechs,
 * systems, titles) and a few pilots whose text fits the same triggers. Each entry quotes its card; wave1to4Triggers.ts
 * (and the engine steps it names) resolve the effect kinds of wave1to4Effects.ts.
 */
import { upgradeByXws } from '../catalog.ts';
import { effectiveAttack } from '../effective.ts';
import { weapon } from './diceAndWeaponUpgrades.ts';
import type { AttackInfo, CardAbility, DiceEffect } from './types.ts';

/** Guidance Chips' attacks: with a Torpedo or Missile secondary weapon. */
const ordnance = (a: AttackInfo) => ['Torpedo', 'Missile'].includes(upgradeByXws(a.weapon?.xws ?? '')?.slot ?? '');

/** Guidance Chips' change of 1 die, once per round: to a crit with a primary weapon value of 3 or more, else a hit. */
const guidance = (crit: boolean): DiceEffect => ({
  kind: 'dice',
  window: 'modify-attack-dice',
  role: 'attacker',
  change: crit
    ? { op: 'change', from: ['blank', 'focus', 'hit'], to: 'crit', max: 1, inOrder: true }
    : { op: 'change', from: ['blank', 'focus'], to: 'hit', max: 1, inOrder: true },
  oncePerRound: true,
  when: (a) => ordnance(a) && effectiveAttack(a.attacker) >= 3 === crit,
});

/** Upgrade abilities of the wave 1–4 cards, keyed by xws (merged into UPGRADE_ABILITIES). */
export const WAVE1TO4_UPGRADE_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // Nien Nunb (crew): "You may treat all [Straight] maneuvers as green maneuvers." (a green maneuver is never worse,
  // so it always does; effective.ts)
  ['niennunb', { effects: [{ kind: 'difficulty', window: 'reveal-dial', maneuvers: ['straight'], becomes: 'green' }] }],
  // Millennium Falcon (title): "Your action bar gains the [Evade] action icon."
  ['millenniumfalcon', { effects: [{ kind: 'stats', window: 'setup', actions: ['evade'] }] }],
  // Moldy Crow (title, round.ts): "During the End phase, do not remove unused focus tokens from your ship."
  ['moldycrow', { effects: [{ kind: 'keep-focus', window: 'end-phase' }] }],
  // B-wing/E2: "Your upgrade bar gains the [Crew] upgrade icon." Slave I: "… the [Torpedo] upgrade icon." Sabine's
  // Masterpiece: "… the [Crew] and [Illicit] upgrade icons." (squadRules.ts counts the slots)
  ['bwinge2', { effects: [{ kind: 'slots', window: 'setup' }] }],
  ['slavei', { effects: [{ kind: 'slots', window: 'setup' }] }],
  ['sabinesmasterpiece', { effects: [{ kind: 'slots', window: 'setup' }] }],
  // With restrictions squadRules.ts reads from the text (the printed pilot skill): R2-D6 ("Your upgrade bar gains the
  // [Elite] upgrade icon. You cannot equip this upgrade if you already have a [Elite] upgrade icon or if your pilot
  // skill value is "2" or lower."), A-wing Test Pilot ("… gains 1 [Elite] upgrade icon. You cannot equip 2 of the same
  // [Elite] Upgrade cards. … "1" or lower."), Royal Guard TIE ("You may equip up to 2 different Modification upgrades
  // (instead of 1). … "4" or lower."), Virago ("… the [System] and [Illicit] upgrade icons. … "3" or lower.").
  ['r2d6', { effects: [{ kind: 'slots', window: 'setup' }] }],
  ['awingtestpilot', { effects: [{ kind: 'slots', window: 'setup' }] }],
  ['royalguardtie', { effects: [{ kind: 'slots', window: 'setup' }] }],
  ['virago', { effects: [{ kind: 'slots', window: 'setup' }] }],
  // Adrenaline Rush (activation.ts): "When you reveal a red maneuver, you may discard this card to treat that maneuver
  // as a white maneuver until the end of the Activation phase."
  ['adrenalinerush', { effects: [{ kind: 'red-to-white', window: 'reveal-dial' }] }],
  // Sensor Jammer: "When defending, you may change 1 of the attacker's [Hit] results into a [Focus] result. The
  // attacker cannot reroll the die with the changed result." (the autopilot always does: a hit is worth more)
  [
    'sensorjammer',
    {
      effects: [
        {
          kind: 'dice',
          window: 'modify-attack-dice',
          role: 'defender',
          change: { op: 'change', from: ['hit'], to: 'focus', max: 1, noRerollAfter: true },
        },
      ],
    },
  ],
  // Intimidation (combat.ts): "While you are touching an enemy ship, reduce that ship's agility value by 1."
  ['intimidation', { effects: [{ kind: 'intimidate', window: 'roll-defence-dice' }] }],
  // R3-A2 (wave1to4Triggers.ts): "When you declare the target of your attack, if the defender is inside your firing arc,
  // you may receive 1 stress token to cause the defender to receive 1 stress token."
  ['r3a2', { effects: [{ kind: 'stress-both', window: 'declare-target' }] }],
  // Ruthlessness: "After you perform an attack that hits, you must choose 1 other ship at Range 1 of the defender
  // (other than yourself). That ship suffers 1 damage."
  ['ruthlessness', { effects: [{ kind: 'after-attack-damage', window: 'after-attack', does: 'ruthlessness' }] }],
  // Darth Vader (crew): "After you perform an attack against an enemy ship, you may suffer 2 damage to cause that
  // ship to suffer 1 critical damage."
  ['darthvader', { effects: [{ kind: 'after-attack-damage', window: 'after-attack', does: 'vader' }] }],
  // Draw Their Fire: "When a friendly ship at Range 1 is hit by an attack, you may suffer 1 of the uncanceled
  // [Critical Hit] results instead of the target ship."
  ['drawtheirfire', { effects: [{ kind: 'take-crit', window: 'suffer-damage' }] }],
  // Mara Jade (crew): "At the end of the Combat phase, each enemy ship at Range 1 that does not have a stress token
  // receives 1 stress token."
  ['marajade', { effects: [{ kind: 'stress-near-enemies', window: 'combat-end' }] }],
  // R7-T1 (cardActions.ts): "Action: Choose an enemy ship at Range 1-2. If you are inside that ship's firing arc, you
  // may acquire a target lock on that ship. Then, you may perform a free boost action."
  ['r7t1', { effects: [{ kind: 'card-action', window: 'perform-action', action: 'r7t1' }] }],
  // Accuracy Corrector (combat.ts, before the attacker's own modifications): "When attacking, during the "Modify
  // Attack Dice" step, you may cancel all of your dice results. Then, you may add 2 [Hit] results to your roll. Your
  // dice cannot be modified again during this attack."
  ['accuracycorrector', { effects: [{ kind: 'cancel-for-two-hits', window: 'modify-attack-dice' }] }],
  // Rebel Captive (wave1to4Triggers.ts): "Once per round, the first ship that declares you as the target of an attack
  // immediately receives 1 stress token."
  ['rebelcaptive', { effects: [{ kind: 'stress-first-attacker', window: 'declare-target' }] }],
  // Ysanne Isard (crew): "At the start of the Combat phase, if you have no shields and at least 1 Damage card assigned
  // to your ship, you may perform a free evade action."
  ['ysanneisard', { effects: [{ kind: 'evade-when-bare', window: 'combat-start' }] }],
  // Dash Rendar (crew, combat.ts): "You may perform attacks while overlapping an obstacle. Your attacks cannot be
  // obstructed."
  ['dashrendar', { effects: [{ kind: 'attack-past-obstacles', window: 'declare-target' }] }],
  // Leia Organa (crew, round.ts): "At the start of the Activation phase, you may discard this card to allow all
  // friendly ships that reveal a red maneuver to treat that maneuver as a white maneuver until the end of the phase."
  ['leiaorgana', { effects: [{ kind: 'fleet-red-to-white', window: 'reveal-dial' }] }],
  // Lando Calrissian (crew, crewActionHeaders.ts): "Action: Roll 2 defense dice. For each [Focus] result, assign 1 focus
  // token to your ship. For each [Evade] result, assign 1 evade token to your ship."
  ['landocalrissian', { effects: [{ kind: 'card-action', window: 'perform-action', action: 'landocalrissian' }] }],
  // Fleet Officer (crewActionHeaders.ts): "Action: Choose up to 2 friendly ships within Range 1-2 and assign 1 focus token
  // to each of those ships. Then receive 1 stress token."
  ['fleetofficer', { effects: [{ kind: 'card-action', window: 'perform-action', action: 'fleetofficer' }] }],
  // Leebo (crew, cardActions.ts): "Action: Perform a free boost action. Then receive 1 ion token."
  ['leebo', { effects: [{ kind: 'card-action', window: 'perform-action', action: 'leebo' }] }],
  // Navigator (crew, dialTriggers.ts): "When you reveal a maneuver, you may rotate your dial to another maneuver with
  // the same bearing. You cannot rotate to a red maneuver if you have any stress tokens."
  ['navigator', { effects: [{ kind: 'rotate-dial', window: 'reveal-dial', to: 'same-bearing' }] }],
  // Stay on Target (dialTriggers.ts): "When you reveal a maneuver, you may rotate your dial to another maneuver with
  // the same speed. Treat that maneuver as a red maneuver."
  ['stayontarget', { effects: [{ kind: 'rotate-dial', window: 'reveal-dial', to: 'same-speed', red: true }] }],
  // R5-K6 (wave1to4Triggers.ts, wherever a lock is spent): "After spending your target lock, roll 1 defense die. On a
  // [Evade] result, immediately acquire a target lock on that same ship. You cannot spend this target lock during this
  // attack."
  ['r5k6', { effects: [{ kind: 'relock', window: 'modify-attack-dice' }] }],
  // Decoy (phaseStartCards.ts, with the other start-of-Combat abilities): "At the start of the Combat phase, you may choose
  // 1 friendly ship at Range 1-2. Exchange your pilot skill with that ship's pilot skill until the end of the phase."
  ['decoy', { effects: [{ kind: 'swap-skill', window: 'combat-start' }] }],
  // ST-321 (actions.ts, and Dutch Vander's lock): "When acquiring a target lock, you may lock onto any enemy ship in
  // the play area."
  ['st321', { effects: [{ kind: 'lock-anywhere', window: 'perform-action' }] }],
  // Outrider (combat.ts): "While you have a [Cannon] Upgrade card equipped, you cannot perform primary weapon attacks
  // and you may perform [Cannon] secondary weapon attacks against ships outside your firing arc."
  ['outrider', { effects: [{ kind: 'cannon-turret', window: 'declare-target' }] }],
  // Dauntless (overlapCards.ts): "After you execute a maneuver that causes you to overlap another ship, you may
  // perform 1 free action. Then receive 1 stress token."
  ['dauntless', { effects: [{ kind: 'overlap', window: 'execute-maneuver', does: 'dauntless' }] }],
  // Anti-Pursuit Lasers (overlapCards.ts): "After an enemy ship executes a maneuver that causes it to overlap your
  // ship, roll 1 attack die. On a [Hit] or [Critical Hit] result, the enemy ship suffers 1 damage."
  ['antipursuitlasers', { effects: [{ kind: 'overlap', window: 'execute-maneuver', does: 'anti-pursuit' }] }],
  // Vectored Thrusters: "Your action bar gains the [Barrel Roll] action icon."
  ['vectoredthrusters', { effects: [{ kind: 'stats', window: 'setup', actions: ['barrel-roll'] }] }],
  // Guidance Chips: "Once per round, when attacking with a [Torpedo] or [Missile] secondary weapon, you may change 1
  // die result to a [Hit] result (or a [Critical Hit] result if your primary weapon value is "3" or higher)." (the
  // autopilot changes a blank, else a focus result, else a hit to a crit)
  ['guidancechips', { effects: [guidance(true), guidance(false)] }],
  // Ion Projector (overlapCards.ts): "After an enemy ship executes a maneuver that causes it to overlap your ship,
  // roll 1 attack die. On a [Hit] or [Critical Hit] result, the enemy ship receives 1 ion token."
  ['ionprojector', { effects: [{ kind: 'overlap', window: 'execute-maneuver', does: 'ion-projector' }] }],
  // Maneuvering Fins (dialTriggers.ts): "When you reveal a turn maneuver ([Turn Left] or [Turn Right]), you may rotate
  // your dial to the corresponding bank maneuver ([Bank Left] or [Bank Right]) of the same speed."
  ['maneuveringfins', { effects: [{ kind: 'rotate-dial', window: 'reveal-dial', to: 'turn-to-bank' }] }],
  // Munitions Failsafe (combat.ts): "When attacking with a secondary weapon that instructs you to discard it to perform
  // the attack, do not discard it unless the attack hits."
  ['munitionsfailsafe', { effects: [{ kind: 'failsafe', window: 'after-attack' }] }],
  // Chardaan Refit: "This card has a negative squad point cost." (its −2 counts in the squad's points)
  ['chardaanrefit', { effects: [{ kind: 'points-only', window: 'setup' }] }],
  // Proton Rockets: "Attack (focus): Discard this card to perform this attack. You may roll additional attack dice
  // equal to your agility value, to a maximum of 3 additional dice." (a focus token is needed, not spent)
  ['protonrockets', weapon('protonrockets', { requires: 'focus', discard: true, agilityDice: 3 })],
  // Advanced Sensors (overlapCards.ts): "Immediately before you reveal your maneuver, you may perform 1 free action.
  // If you use this ability, you must skip your "Perform Action" step during this round."
  ['advancedsensors', { effects: [{ kind: 'act-before-reveal', window: 'reveal-dial' }] }],
  // Kyle Katarn (crew): "After you remove a stress token from your ship, you may assign a focus token to your ship."
  ['kylekatarn', { effects: [{ kind: 'focus-after-stress-removed', window: 'execute-maneuver' }] }],
];

/** Pilot abilities on the same triggers, keyed `side/ship/pilot` (merged into PILOT_ABILITIES). */
export const WAVE1TO4_PILOT_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // Zertik Strom (combat.ts): "Enemy ships at Range 1 cannot add their range combat bonus when attacking."
  ['imperial/tieadvanced/zertikstrom', { effects: [{ kind: 'no-range-bonus', window: 'roll-attack-dice' }] }],
  // Chaser (triggers.ts): "When another friendly ship at Range 1 spends a focus token, assign a focus token to your
  // ship."
  ['imperial/tiefighter/chaser', { effects: [{ kind: 'focus-when-friend-spends', window: 'modify-attack-dice' }] }],
  // Epsilon Ace (effective.ts): "While you do not have any Damage cards, treat your pilot skill value as "12.""
  ['imperial/tiefofighter/epsilonace', { effects: [{ kind: 'skill-while-undamaged', window: 'setup', skill: 12 }] }],
  // Colonel Vessery (combat.ts, after the attack roll): "When attacking, immediately after you roll attack dice, you may
  // acquire a target lock on the defender if it already has a red target lock token."
  ['imperial/tiedefender/colonelvessery', { effects: [{ kind: 'lock-locked-defender', window: 'roll-attack-dice' }] }],
  // Kir Kanos (combat.ts, after the focus token): "When attacking at Range 2-3, you may spend 1 evade token to add 1
  // [Hit] result to your roll."
  ['imperial/tieinterceptor/kirkanos', { effects: [{ kind: 'hit-for-evade', window: 'modify-attack-dice' }] }],
  // Boba Fett (Imperial, dialTriggers.ts): "When you reveal a bank maneuver ([Bank Left] or [Bank Right]), you may
  // rotate your dial to the other bank maneuver of the same speed."
  ['imperial/firespray31/bobafett', { effects: [{ kind: 'rotate-dial', window: 'reveal-dial', to: 'other-bank' }] }],
  // Juno Eclipse (dialTriggers.ts): "When you reveal your maneuver, you may increase or decrease its speed by 1 (to a
  // minimum of 1)." (to a maneuver of her dial)
  ['imperial/tieadvanced/junoeclipse', { effects: [{ kind: 'rotate-dial', window: 'reveal-dial', to: 'speed-by-1' }] }],
  // Carnor Jax (triggers.ts, jammedBy; read by actions.ts, combat.ts and the cards that spend a token): "Enemy ships
  // at Range 1 cannot perform focus or evade actions and cannot spend focus or evade tokens."
  ['imperial/tieinterceptor/carnorjax', { effects: [{ kind: 'no-focus-evade', window: 'perform-action' }] }],
  // Hobbie Klivian (triggers.ts, lockTouched, wherever a lock is acquired or spent): "When you acquire or spend a
  // target lock, you may remove 1 stress token from your ship."
  ['rebel/xwing/hobbieklivian', { effects: [{ kind: 'stress-off-on-lock', window: 'perform-action' }] }],
  // Zeta Leader (upgradeTriggers.ts): "When attacking, if you are not stressed, you may receive 1 stress token to roll 1
  // additional attack die." (the autopilot always does, as with Opportunist)
  [
    'imperial/tiefofighter/zetaleader',
    { effects: [{ kind: 'stress-for-die', window: 'roll-attack-dice', anyDefender: true }] },
  ],
];
