/**
 * Pilot abilities of issue 18 that act on a trigger or at a step rather than on dice: their data, merged into
 * PILOT_ABILITIES (cards.ts). What each op does, and the autopilot's policy, is in its module:
 * pilotCombatStart.ts, pilotCompare.ts, pilotAfter.ts, stressedActions.ts, pilotStress.ts, pilotShields.ts,
 * activationEnd.ts, weaponReach.ts, addedResults.ts.
 */
import type {
  AfterAttackOpEffect,
  AfterManeuverOpEffect,
  CardAbility,
  CombatStartOpEffect,
  CompareOpEffect,
} from './types.ts';
import type { PilotStressEffect, TreatManeuverEffect, WeaponReachEffect } from './pilotTypes.ts';

const combatStart = (op: CombatStartOpEffect['op'], range: readonly [number, number]): CardAbility => ({
  effects: [{ kind: 'combat-start-op', window: 'combat-start', op, range }],
});
const compare = (op: CompareOpEffect['op']): CardAbility => ({
  effects: [{ kind: 'compare-op', window: 'compare-results', op }],
});
const afterAttack = (op: AfterAttackOpEffect['op'], as: AfterAttackOpEffect['as'] = 'attacker'): CardAbility => ({
  effects: [{ kind: 'after-attack-op', window: 'after-attack', as, op }],
});

const afterManeuver = (op: AfterManeuverOpEffect['op']): CardAbility => ({
  effects: [{ kind: 'after-maneuver-op', window: 'execute-maneuver', op }],
});
const stress = (does: PilotStressEffect['does']): CardAbility => ({
  effects: [{ kind: 'pilot-stress', window: 'receive-stress', does }],
});
const reach = (does: WeaponReachEffect['does']): CardAbility => ({
  effects: [{ kind: 'weapon-reach', window: 'declare-target', does }],
});

const treat = (does: TreatManeuverEffect['does']): CardAbility => ({
  effects: [{ kind: 'treat-maneuver', window: 'reveal-dial', does }],
});

/** Trigger and step pilot abilities, keyed `side/ship/pilot` (card text quoted in the modules). */
export const PILOT_TRIGGER_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // Reveal Dial. Hera Syndulla (dialTriggers.ts): "When you reveal a green or red maneuver, you may rotate your dial to
  // another maneuver of the same difficulty." (the same card flies a VCX-100 and an Attack Shuttle)
  ...(['vcx100', 'attackshuttle'] as const).map(
    (ship) =>
      [
        `rebel/${ship}/herasyndulla`,
        { effects: [{ kind: 'rotate-dial', window: 'reveal-dial', to: 'same-difficulty' }] },
      ] as const,
  ),
  // Countess Ryad, Tetran Cowall (treatManeuver.ts).
  ['imperial/tiedefender/countessryad', treat('as-koiogran')],
  ['imperial/tieinterceptor/tetrancowall', treat('koiogran-speed')],
  // Ello Asty (effective.ts): "While you are not stressed, you may treat your [Tallon Roll Left] and [Tallon Roll
  // Right] maneuvers as white maneuvers."
  [
    'rebel/t70xwing/elloasty',
    {
      effects: [
        { kind: 'difficulty', window: 'reveal-dial', maneuvers: ['tallon'], becomes: 'white', whileUnstressed: true },
      ],
    },
  ],
  // Start of the Combat phase.
  ['imperial/tiefofighter/epsilonleader', combatStart('remove-friend-stress', [1, 1])],
  ['rebel/hwk290/kylekatarn', combatStart('give-focus', [1, 3])],
  ['rebel/hwk290/roarkgarnet', combatStart('skill-12', [1, 3])],
  ['imperial/lambdaclassshuttle/coloneljendon', combatStart('give-lock', [1, 1])],
  ['imperial/tieadvanced/commanderalozen', combatStart('lock-enemy', [1, 1])],
  ['scum/starviper/guri', combatStart('focus-near-enemy', [1, 1])],
  ['rebel/vcx100/chopper', combatStart('stress-touching', [1, 1])],
  ['scum/z95headhunter/kaatoleeachos', combatStart('take-friend-token', [1, 2])],
  ['scum/hwk290/palobgodalhi', combatStart('take-enemy-token', [1, 2])],
  ['scum/jumpmaster5000/manaroo', combatStart('give-all-tokens', [1, 1])],
  // Compare Results.
  ['imperial/firespray31/kathscarlet', compare('stress-on-cancelled-crit')],
  ['scum/firespray31/kathscarlet', compare('stress-on-cancelled-crit')],
  ['rebel/z95headhunter/lieutenantblount', compare('always-hits')],
  ['rebel/bwing/tennumb', compare('uncancellable-crit')],
  ['scum/yv666/bossk', compare('crit-for-two-hits')],
  // After attacking or defending.
  ['rebel/xwing/wesjanson', afterAttack('strip-defender-token')],
  ['imperial/tiephantom/whisper', afterAttack('focus-after-hit')],
  ['scum/aggressor/ig88a', afterAttack('shield-after-kill')],
  ['rebel/z95headhunter/airencracken', afterAttack('friend-free-action')],
  ['scum/m3ainterceptor/laetinashera', afterAttack('evade-after-miss', 'defender')],
  ['imperial/tieadvprototype/valenrudor', afterAttack('free-action', 'defender')],
  ['imperial/tiedefender/rexlerbrath', afterAttack('flip-dealt')],
  // Drea Renthal (attackLocks.ts), after spending a target lock.
  ['scum/ywing/drearenthal', { effects: [{ kind: 'relock-for-stress', window: 'modify-attack-dice' }] }],
  // Prince Xizor, "Leebo" (pilotDamage.ts).
  ['scum/starviper/princexizor', { effects: [{ kind: 'share-result', window: 'suffer-damage' }] }],
  ['rebel/yt2400/leebo', { effects: [{ kind: 'choose-dealt', window: 'suffer-damage' }] }],
  // IG-88B (combat.ts, bonusAttack; upgradeEffects.ts quotes the card).
  ['scum/aggressor/ig88b', { effects: [{ kind: 'bonus-attack', window: 'after-attack', weapon: 'cannon' }] }],
  // After an action (afterActions.ts).
  [
    'scum/aggressor/ig88c',
    { effects: [{ kind: 'after-action', window: 'perform-action', after: 'boost', free: ['evade'] }] },
  ],
  [
    'rebel/awing/jakefarrell',
    {
      effects: [{ kind: 'after-action', window: 'perform-action', after: 'focus', free: ['boost', 'barrel-roll'] }],
      missing: 'a focus token assigned by another card (Kyle Katarn, Garven Dreis…): only after his focus action',
    },
  ],
  // Start of the End phase (endPhaseStart.ts).
  ['scum/g1astarfighter/4lom', { effects: [{ kind: 'end-phase-start', window: 'end-phase', does: 'pass-stress' }] }],
  [
    'imperial/tieadvanced/lieutenantcolzet',
    { effects: [{ kind: 'end-phase-start', window: 'end-phase', does: 'flip-locked' }] },
  ],
  // Actions while stressed.
  ['rebel/awing/tychocelchu', { effects: [{ kind: 'act-while-stressed', window: 'perform-action' }] }],
  // Tarn Mison (upgradeTriggers.ts): "When an enemy ship declares you as the target of an attack, you may acquire a
  // target lock on that ship."
  ['rebel/xwing/tarnmison', { effects: [{ kind: 'lock-attacker', window: 'declare-target' }] }],
  // Arvel Crynyd (combat.ts): "You may declare an enemy ship inside your firing arc that you are touching as the
  // target of your attack."
  ['rebel/awing/arvelcrynyd', { effects: [{ kind: 'attack-touching', window: 'declare-target' }] }],
  // After executing a maneuver.
  [
    'imperial/vt49decimator/captainoicunn',
    { effects: [{ kind: 'after-maneuver-op', window: 'execute-maneuver', op: 'damage-touching' }] },
  ],
  [
    'scum/protectoratestarfighter/kadsolus',
    { effects: [{ kind: 'after-maneuver-op', window: 'execute-maneuver', op: 'focus-after-red' }] },
  ],
  [
    'rebel/yt1300/landocalrissian',
    { effects: [{ kind: 'after-maneuver-op', window: 'execute-maneuver', op: 'friend-free-action-after-green' }] },
  ],
  // "Snap" Wexley, Braylen Stramm (pilotAfter.ts).
  ['rebel/t70xwing/snapwexley', afterManeuver('boost-after-fast')],
  ['rebel/arc170/braylenstramm', afterManeuver('roll-off-stress')],
  // When a stress token is received (pilotStress.ts).
  ['rebel/xwing/jekporkins', stress('porkins')],
  ['rebel/t70xwing/niennunb', stress('nien-nunb')],
  ['imperial/lambdaclassshuttle/captainyorr', stress('yorr')],
  // Old Teroch (pilotCombatStart.ts).
  ['scum/protectoratestarfighter/oldteroch', combatStart('strip-enemy-tokens', [1, 1])],
  // Thane Kyrell (pilotAfter.ts), after an enemy attacks a friend of his.
  ['rebel/arc170/thanekyrell', afterAttack('free-action-after-friend-attacked', 'defender-friend')],
  // Torkil Mux, at the end of the Activation phase (activationEnd.ts).
  ['scum/hwk290/torkilmux', { effects: [{ kind: 'activation-end', window: 'activation-end', does: 'skill-0' }] }],
  // "Red Ace", when a shield token is removed (pilotShields.ts).
  ['rebel/t70xwing/redace', { effects: [{ kind: 'shield-lost', window: 'suffer-damage', does: 'evade-first-time' }] }],
  // Secondary weapons' reach (weaponReach.ts): Major Rhymer, Nera Dantels, Moralo Eval.
  ['imperial/tiebomber/majorrhymer', reach('range-by-1')],
  ['rebel/bwing/neradantels', reach('torpedo-outside-arc')],
  ['scum/yv666/moraloeval', reach('cannon-aux-arc')],
  // "Backdraft" (addedResults.ts).
  [
    'imperial/tiesffighter/backdraft',
    { effects: [{ kind: 'add-result', window: 'modify-attack-dice', does: 'crit-in-aux-arc' }] },
  ],
  // Jan Ors (upgradeTriggers.ts, stressForDice): "When another friendly ship at Range 1-3 is attacking, if you have no
  // stress tokens, you may receive 1 stress token to allow that ship to roll 1 additional attack die."
  ['rebel/hwk290/janors', { effects: [{ kind: 'stress-for-die', window: 'roll-attack-dice', friend: true }] }],
  // When dealt a Damage card (upgradeTriggers.ts, afterCardDealt). Chewbacca: "When you are dealt a faceup Damage card,
  // immediately flip it facedown (without resolving its ability)."
  ['rebel/yt1300/chewbacca', { effects: [{ kind: 'dealt-card', window: 'suffer-damage', does: 'flip-faceup' }] }],
];
