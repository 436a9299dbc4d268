/**
 * The cards issue 18's three mechanisms unlock, as data keyed as the ability tables are (cards.ts): attacks outside
 * the attack step (cardAttacks.ts), Condition cards (conditions.ts) and tractor beam tokens (tractor.ts). Each entry
 * quotes its card.
 */
import type { CardAbility } from './types.ts';
import { weapon } from './diceAndWeaponUpgrades.ts';
import { hasCondition } from './conditions.ts';
import { DEBT, HARPOONED } from './conditionIds.ts';

/** Pilots, keyed `side/ship/pilot`. */
export const MECHANISM_PILOT_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // "At the start of the End phase, you may perform one attack. You cannot attack during the next round."
  [
    'rebel/ewing/corranhorn',
    {
      effects: [
        {
          kind: 'card-attack',
          window: 'end-phase',
          trigger: 'end-phase-start',
          weapon: 'any',
          noAttackNextRound: true,
        },
      ],
    },
  ],
  // "Once per round after defending, if the attacker is inside your firing arc, you may perform an attack against that
  // ship."
  [
    'scum/jumpmaster5000/dengar',
    {
      effects: [
        { kind: 'card-attack', window: 'after-attack', trigger: 'after-defending', weapon: 'any', oncePerRound: true },
      ],
    },
  ],
  // "Once per round, when you lose a shield token, you may perform a primary weapon attack."
  [
    'imperial/tiesffighter/quickdraw',
    {
      effects: [
        { kind: 'card-attack', window: 'suffer-damage', trigger: 'shield-lost', weapon: 'primary', oncePerRound: true },
      ],
    },
  ],
  // "After another friendly ship at Range 1-3 is destroyed (but has not fled the battlefield), you may perform an
  // attack."
  [
    'rebel/yt1300/chewbacca-swx57',
    { effects: [{ kind: 'card-attack', window: 'suffer-damage', trigger: 'friend-destroyed', weapon: 'any' }] },
  ],
  // "The first time you are hit by an attack each round, assign the "I'll Show You the Dark Side" Condition card to
  // the defender." (the FAQ's erratum: to the attacker)
  [
    'imperial/upsilonclassshuttle/kyloren',
    { effects: [{ kind: 'condition-op', window: 'suffer-damage', op: 'dark-side-when-hit' }] },
  ],
  [
    'imperial/tiesilencer/kyloren',
    { effects: [{ kind: 'condition-op', window: 'suffer-damage', op: 'dark-side-when-hit' }] },
  ],
  // "After you perform an attack, assign the "Suppressive Fire" Condition card to the defender."
  [
    'rebel/tiefighter/captainrex',
    { effects: [{ kind: 'condition-op', window: 'after-attack', op: 'suppressive-fire' }] },
  ],
  // "At the end of the Activation phase, you must assign a tractor beam token to each ship you are touching."
  ['scum/quadjumper/unkarplutt', { effects: [{ kind: 'tractor-op', window: 'activation-end', op: 'touching' }] }],
];

/** The Snap Shot weapon: "Attack: Attack 1 ship. You cannot modify your attack dice and cannot attack again this phase." */
const snapShot = weapon('snapshot', { triggered: true, unmodifiable: true });

/** Upgrades, keyed by xws. */
export const MECHANISM_UPGRADE_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // Snap Shot: "After an enemy ship executes a maneuver, you may perform this attack against that ship. Attack: Attack 1
  // ship. You cannot modify your attack dice and cannot attack again this phase."
  [
    'snapshot',
    {
      effects: [
        ...snapShot.effects,
        {
          kind: 'card-attack',
          window: 'execute-maneuver',
          trigger: 'enemy-maneuver',
          weapon: 'own',
          ownWeapon: 'snapshot',
          oncePerRound: true,
        },
      ],
    },
  ],
  // A Score to Settle: "During setup, before the "Place Forces" step, choose 1 enemy ship and assign the "A Debt to
  // Pay" Condition card to it. When attacking a ship that has the "A Debt to Pay" Condition card, you may change 1
  // [Focus] result to a [Critical Hit] result."
  [
    'ascoretosettle',
    {
      effects: [
        { kind: 'condition-op', window: 'setup', op: 'debt-at-setup' },
        {
          kind: 'dice',
          window: 'modify-attack-dice',
          role: 'attacker',
          change: { op: 'change', from: ['focus'], to: 'crit', max: 1 },
          when: (a) => hasCondition(a.defender, DEBT),
        },
      ],
    },
  ],
  // Harpoon Missiles: "Attack (target lock): Discard this card to perform this attack. If this attack hits, after the
  // attack resolves, assign the "Harpooned" Condition to the defender."
  [
    'harpoonmissiles',
    weapon('harpoonmissiles', { requires: 'target-lock', spend: null, discard: true, condition: HARPOONED }),
  ],
  // Kylo Ren (crew): "Action: Assign the "I'll Show You the Dark Side" Condition card to an enemy ship at Range 1-3."
  ['kyloren', { effects: [{ kind: 'card-action', window: 'perform-action', action: 'kyloren' }] }],
  // Targeting Scrambler: "At the start of the Planning phase, you may receive a weapons disabled token to choose a ship
  // at Range 1-3 and assign it the "Scrambled" Condition." (Scrambled: "When attacking a ship at Range 1 that is
  // equipped with the "Targeting Scrambler" upgrade, you cannot modify your attack dice. At the end of the Combat
  // phase, remove this card.")
  [
    'targetingscrambler',
    { effects: [{ kind: 'condition-op', window: 'planning-start', op: 'scrambled-at-planning' }] },
  ],
  // Tractor Beam: "Attack: Attack 1 ship. If this attack hits, the defender receives 1 tractor beam token. Then cancel
  // all dice results."
  ['tractorbeam', weapon('tractorbeam', { onHit: { ion: 0, damage: 0, cancelDice: true }, tractor: true })],
  // Ketsu Onyo (crew): "At the start of the End phase, you may choose 1 enemy ship inside your firing arc at Range
  // 1-2. That ship does not remove its tractor beam tokens."
  ['ketsuonyo', { effects: [{ kind: 'tractor-op', window: 'end-phase', op: 'keep-tokens' }] }],
  // Spacetug Tractor Array: "Action: Choose a ship inside your firing arc at Range 1 and assign a tractor beam token
  // to it. If it is a friendly ship, resolve the effect of the tractor beam token a though it were an enemy ship."
  [
    'spacetugtractorarray',
    { effects: [{ kind: 'card-action', window: 'perform-action', action: 'spacetugtractorarray' }] },
  ],
];
