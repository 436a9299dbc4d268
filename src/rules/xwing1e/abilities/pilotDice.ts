/**
 * Pilot abilities that change dice counts or modify dice (issue 18, waves 1–8): plain data on the existing
 * `dice` and `dice-count` effect kinds, merged into PILOT_ABILITIES (cards.ts). Keys: `side/ship/pilot`.
 * Optional dice modifications follow the autopilot policy of diceAbilities.ts (rerolls take blanks, then
 * focus results it cannot spend a focus token on; changes take the first matching dice).
 */
import {
  atRange,
  bareAndDamaged,
  damageCards,
  inFiringArc,
  primary,
  rangeBetween,
  secondary,
  shipsNear,
} from './pilotConditions.ts';
import type { ShipState } from '../state.ts';
import { weaponsDisabled } from '../actionBar/roundTokens.ts';
import type { AttackInfo, CardAbility, DiceCountEffect, DiceEffect } from './types.ts';
import type { DiceCountChoiceEffect } from './pilotTypes.ts';

/** An optional dice modification of the attacker's dice. */
const attackMod = (change: DiceEffect['change'], when?: DiceEffect['when'], role: DiceEffect['role'] = 'attacker') =>
  ({ kind: 'dice', window: 'modify-attack-dice', role, change, ...(when ? { when } : {}) }) as const;

/** An optional dice modification of the defender's own dice. */
const defenceMod = (change: DiceEffect['change'], when?: DiceEffect['when'], role: DiceEffect['role'] = 'defender') =>
  ({ kind: 'dice', window: 'modify-defence-dice', role, change, ...(when ? { when } : {}) }) as const;

/** Extra attack dice rolled by the attacker when `when` holds. */
const extraAttackDie = (when: NonNullable<DiceCountEffect['when']>): DiceCountEffect => ({
  kind: 'dice-count',
  window: 'roll-attack-dice',
  role: 'attacker',
  attackDice: 1,
  when,
});

/** A choice of the Roll Attack Dice step that changes how many dice are rolled (attackDiceChoices.ts). */
const countChoice = (does: DiceCountChoiceEffect['does']): DiceCountChoiceEffect => ({
  kind: 'dice-count-choice',
  window: 'roll-attack-dice',
  does,
});

/** One card, one list of effects. */
const card = (...effects: CardAbility['effects']): CardAbility => ({ effects });

const REROLL_1 = { op: 'reroll', max: 1 } as const;

/** Reroll 1 die for each enemy ship at Range 1 of the card's owner. */
const PER_ENEMY_AT_RANGE_1 = {
  op: 'reroll',
  max: 99,
  maxFor: (a: AttackInfo, owner: ShipState) => shipsNear(a.state, owner, false, [1, 1]).length,
} as const;

/** Reroll 1 die for each other friendly ship at Range 1 of the card's owner. */
const PER_FRIEND_AT_RANGE_1 = {
  op: 'reroll',
  max: 99,
  maxFor: (a: AttackInfo, owner: ShipState) => shipsNear(a.state, owner, true, [1, 1]).length,
} as const;

/** Pilot dice abilities, keyed `side/ship/pilot`. */
export const PILOT_DICE_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // Han Solo: "When attacking, you may reroll all of your dice. If you choose to do so, you must reroll as many of
  // your dice as possible." (every die not rerolled yet: a die is never rerolled twice)
  ['rebel/yt1300/hansolo', card(attackMod({ op: 'reroll', max: 99, all: true }))],
  // Omega Ace: "When attacking, you may spend a focus token and a target lock you have on the defender to change all
  // of your results to [Critical Hit] results."
  [
    'imperial/tiefofighter/omegaace',
    card({
      ...attackMod({ op: 'change', from: ['hit', 'focus', 'blank'], to: 'crit', max: 99 }),
      cost: 'spend-lock-and-focus',
      when: (a) => a.attacker.lockOn === a.defender.id && a.attacker.focus > 0,
    }),
  ],
  // Boba Fett (Scum): "When attacking or defending, you may reroll 1 of your dice for each enemy ship at Range 1."
  ['scum/firespray31/bobafett', card(attackMod(PER_ENEMY_AT_RANGE_1), defenceMod(PER_ENEMY_AT_RANGE_1))],
  // Krassis Trelix: "When attacking with a secondary weapon, you may reroll 1 attack die."
  ['imperial/firespray31/krassistrelix', card(attackMod(REROLL_1, secondary))],
  // Captain Jonus: "When another friendly ship at Range 1 attacks with a secondary weapon, it may reroll up to 2
  // attack dice." (the attacker decides, as for Howlrunner)
  ['imperial/tiebomber/captainjonus', card(attackMod({ op: 'reroll', max: 2 }, secondary, 'attacker-friend'))],
  // Ibtisam: "When attacking or defending, if you have at least 1 stress token, you may reroll 1 of your dice."
  [
    'rebel/bwing/ibtisam',
    card(
      attackMod(REROLL_1, (a) => a.attacker.stress > 0),
      defenceMod(REROLL_1, (a) => a.defender.stress > 0),
    ),
  ],
  // Rear Admiral Chiraneau: "When attacking at Range 1-2, you may change one of your [Focus] results to a
  // [Critical Hit] result."
  [
    'imperial/vt49decimator/rearadmiralchiraneau',
    card(attackMod({ op: 'change', from: ['focus'], to: 'crit', max: 1 }, atRange(1, 2))),
  ],
  // Eaden Vrill: "When performing a primary weapon attack against a stressed ship, roll 1 additional attack die."
  ['rebel/yt2400/eadenvrill', card(extraAttackDie((a) => primary(a) && a.defender.stress > 0))],
  // "Scourge": "When attacking a defender that has 1 or more Damage cards, roll 1 additional attack die."
  ['imperial/tiefighter/scourge', card(extraAttackDie((a) => damageCards(a.defender) > 0))],
  // N'Dru Suhlak: "When attacking, if there are no other friendly ships at Range 1-2, roll 1 additional attack die."
  [
    'scum/z95headhunter/ndrusuhlak',
    card(extraAttackDie((a) => shipsNear(a.state, a.attacker, true, [1, 2]).length === 0)),
  ],
  // Kavil: "When attacking a ship outside your firing arc, roll 1 additional attack die."
  ['scum/ywing/kavil', card(extraAttackDie((a) => !inFiringArc(a.attacker, a.defender)))],
  // "Pure Sabacc": "When attacking, if you have 1 or fewer Damage cards, roll 1 additional attack die."
  ['imperial/tiestriker/puresabacc', card(extraAttackDie((a) => damageCards(a.attacker) <= 1))],
  // Wullffwarro: "When attacking, if you have no shields and at least 1 Damage card assigned to you, roll 1
  // additional attack die."
  ['rebel/auzituckgunship/wullffwarro', card(extraAttackDie((a) => bareAndDamaged(a.attacker)))],
  // Poe Dameron (both cards): "While attacking or defending, if you have a focus token, you may change 1 of your
  // [Focus] results to a [Hit] or [Evade] result." The token is kept: the card does not spend it.
  ...(['poedameron', 'poedameron-swx57'] as const).map(
    (xws) =>
      [
        `rebel/t70xwing/${xws}`,
        card(
          attackMod({ op: 'change', from: ['focus'], to: 'hit', max: 1 }, (a) => a.attacker.focus > 0),
          defenceMod({ op: 'change', from: ['focus'], to: 'evade', max: 1 }, (a) => a.defender.focus > 0),
        ),
      ] as const,
  ),
  // Major Vermeil: "When attacking, if the defender does not have a focus or evade token, you may change 1 of
  // your blank or [Focus] results to a [Hit] result."
  [
    'imperial/tiereaper/majorvermeil',
    card(
      attackMod(
        { op: 'change', from: ['blank', 'focus'], to: 'hit', max: 1 },
        (a) => a.defender.focus === 0 && a.defender.evade === 0,
      ),
    ),
  ],
  // Ezra Bridger (both cards): "When defending, if you are stressed, you may change up to 2 of your [Focus]
  // results to [Evade] results."
  ...(['attackshuttle', 'sheathipedeclassshuttle'] as const).map(
    (ship) =>
      [
        `rebel/${ship}/ezrabridger`,
        card(defenceMod({ op: 'change', from: ['focus'], to: 'evade', max: 2 }, (a) => a.defender.stress > 0)),
      ] as const,
  ),
  // Rey: "When attacking or defending, if the enemy ship is inside your firing arc, you may reroll up to 2 of
  // your blank results."
  [
    'rebel/yt1300/rey',
    card(
      attackMod({ op: 'reroll', max: 2, faces: ['blank'] }, (a) => inFiringArc(a.attacker, a.defender)),
      defenceMod({ op: 'reroll', max: 2, faces: ['blank'] }, (a) => !a.outsideDefenderArc),
    ),
  ],
  // Graz the Hunter: "When defending, if the attacker is inside your firing arc, roll 1 additional defense die."
  [
    'scum/kihraxzfighter/grazthehunter',
    card({
      kind: 'dice-count',
      window: 'roll-defence-dice',
      role: 'defender',
      defenceDice: 1,
      when: (a) => !a.outsideDefenderArc,
    }),
  ],
  // Commander Kenkirk: "If you have no shields and at least 1 Damage card assigned to you, increase your agility
  // value by 1." (agility is read only when defending: rules AGILITY)
  [
    'imperial/vt49decimator/commanderkenkirk',
    card({
      kind: 'dice-count',
      window: 'roll-defence-dice',
      role: 'defender',
      defenderAgility: 1,
      when: (a) => bareAndDamaged(a.defender),
    }),
  ],
  // Gemmer Sojan: "While you are at Range 1 of at least 1 enemy ship, increase your agility value by 1."
  [
    'rebel/awing/gemmersojan',
    card({
      kind: 'dice-count',
      window: 'roll-defence-dice',
      role: 'defender',
      defenderAgility: 1,
      when: (a) => shipsNear(a.state, a.defender, false, [1, 1]).length > 0,
    }),
  ],
  // Talonbane Cobra: "When attacking or defending, double the effect of your range combat bonuses." Range combat
  // bonus: +1 attack die at range 1, +1 defence die at range 3, primary weapon attacks only (RANGE COMBAT BONUS).
  [
    'scum/kihraxzfighter/talonbanecobra',
    card(
      extraAttackDie((a) => primary(a) && a.range === 1),
      {
        kind: 'dice-count',
        window: 'roll-defence-dice',
        role: 'defender',
        defenceDice: 1,
        when: (a) => primary(a) && a.range === 3,
      },
    ),
  ],
  // Etahn A'baht: "When an enemy ship inside your firing arc at Range 1-3 is defending, the attacker may change 1
  // of your [Hit] results to a [Critical Hit] result." Etahn attacking counts too (he is "the attacker").
  [
    'rebel/ewing/etahnabaht',
    card(
      attackMod({ op: 'change', from: ['hit'], to: 'crit', max: 1 }, (a) => inFiringArc(a.attacker, a.defender)),
      {
        ...attackMod({ op: 'change', from: ['hit'], to: 'crit', max: 1 }, undefined, 'attacker-friend'),
        friendWhen: (owner, a) => inFiringArc(owner, a.defender) && rangeBetween(owner, a.defender) !== null,
      },
    ),
  ],
  // Serissu: "When another friendly ship at Range 1 is defending, it may reroll 1 defense die."
  ['scum/m3ainterceptor/serissu', card(defenceMod(REROLL_1, undefined, 'defender-friend'))],
  // Saw Gerrera: "When a friendly ship at Range 1-2 attacks, if it is stressed or has at least 1 Damage card, it
  // may reroll 1 attack die."
  [
    'rebel/uwing/sawgerrera',
    card({
      ...attackMod(
        REROLL_1,
        (a: AttackInfo) => a.attacker.stress > 0 || damageCards(a.attacker) > 0,
        'attacker-friend',
      ),
      friendWhen: (owner, a) => (rangeBetween(owner, a.attacker) ?? 9) <= 2,
    }),
  ],
  // Keyan Farlander: "When attacking, you may remove 1 stress token to change all of your [Focus] results to
  // [Hit] results." (picking one focus result changes them all)
  [
    'rebel/bwing/keyanfarlander',
    card({
      ...attackMod({ op: 'change', from: ['focus'], to: 'hit', max: 1, rest: 'hit' }, (a) => a.attacker.stress > 0),
      cost: 'remove-stress',
    }),
  ],
  // Jess Pava: "When attacking or defending, you may reroll 1 of your dice for each other friendly ship at Range 1."
  ['rebel/t70xwing/jesspava', card(attackMod(PER_FRIEND_AT_RANGE_1), defenceMod(PER_FRIEND_AT_RANGE_1))],
  // Fenn Rau (Protectorate Starfighter): "When attacking or defending, if the enemy is at Range 1, you may roll 1
  // additional die." Always rolled: a die more never hurts the roller (as Proton Rockets' extra dice).
  [
    'scum/protectoratestarfighter/fennrau',
    card(extraAttackDie(atRange(1)), {
      kind: 'dice-count',
      window: 'roll-defence-dice',
      role: 'defender',
      defenceDice: 1,
      when: atRange(1),
    }),
  ],
  // Choices before the attack dice are rolled (attackDiceChoices.ts quotes each card).
  ['scum/g1astarfighter/zuckuss', card(countChoice('zuckuss'))],
  ['rebel/vcx100/kananjarrus', card(countChoice('kanan'))],
  ['rebel/kwing/mirandadoni', card(countChoice('miranda'))],
  // Test Pilot "Blackout": "When attacking, if the attack is obstructed, the defender rolls 2 fewer defense dice (to a
  // minimum of 0)."
  [
    'imperial/tiesilencer/testpilotblackout',
    card({
      kind: 'dice-count',
      window: 'roll-defence-dice',
      role: 'attacker',
      defenceDice: -2,
      when: (a) => a.obstructed === true,
    }),
  ],
  // Major Vynder: "When defending, if you have a weapons disabled token, roll 1 additional defense die."
  [
    'imperial/alphaclassstarwing/majorvynder',
    card({
      kind: 'dice-count',
      window: 'roll-defence-dice',
      role: 'defender',
      defenceDice: 1,
      when: (a) => weaponsDisabled(a.defender),
    }),
  ],
  // The Inquisitor: "When attacking with your primary weapon at Range 2-3, treat the range of the attack as Range 1."
  ['imperial/tieadvprototype/theinquisitor', card({ kind: 'range-as-1', window: 'declare-target' })],
];
