/**
 * The card abilities the engine applies, as data: pilots (by side, ship and xws) and upgrades (by xws). A card
 * missing here is not applied; `missing` says in words what of an entry's printed text is left out. The
 * `holotable cards` report reads its statuses from these tables, never from a list kept by hand.
 */
import type { AttackInfo, CardAbility, DiceEffect } from './types.ts';
import { ISSUE18_PILOT_ABILITIES } from './pilotAbilities.ts';
import { DICE_AND_WEAPON_UPGRADE_ABILITIES, weapon } from './diceAndWeaponUpgrades.ts';
import { WAVE1TO4_PILOT_ABILITIES, WAVE1TO4_UPGRADE_ABILITIES } from './wave1to4Cards.ts';
import { BOMB_PILOT_ABILITIES, BOMB_UPGRADE_ABILITIES } from './bombCards.ts';
import { TRIGGER_UPGRADE_ABILITIES } from './upgradeTables.ts';
import { ACTION_PILOT_ABILITIES, ACTION_UPGRADE_ABILITIES } from '../actionBar/actionCards.ts';

const atRange =
  (...bands: number[]) =>
  (a: AttackInfo) =>
    bands.includes(a.range);
const primary = (a: AttackInfo) => a.weapon === null;

/** Pilot abilities, keyed `side/ship/pilot` (sides: rebel, imperial, scum). */
export const PILOT_ABILITIES: ReadonlyMap<string, CardAbility> = new Map<string, CardAbility>([
  // "When defending, you may change 1 of your [Focus] results to a [Evade] result."
  [
    'rebel/xwing/lukeskywalker',
    {
      effects: [
        {
          kind: 'dice',
          window: 'modify-defence-dice',
          role: 'defender',
          change: { op: 'change', from: ['focus'], to: 'evade', max: 1 },
        },
      ],
    },
  ],
  // "When attacking, reduce the defender's agility value by 1 (to a minimum of "0")."
  [
    'rebel/xwing/wedgeantilles',
    { effects: [{ kind: 'dice-count', window: 'roll-defence-dice', role: 'attacker', defenderAgility: -1 }] },
  ],
  // "When attacking at Range 2-3, you may reroll any of your blank results."
  [
    'rebel/ywing/hortonsalm',
    {
      effects: [
        {
          kind: 'dice',
          window: 'modify-attack-dice',
          role: 'attacker',
          change: { op: 'reroll', max: 99, faces: ['blank'] },
          when: atRange(2, 3),
        },
      ],
    },
  ],
  // "When another friendly ship at Range 1 is attacking with its primary weapon, it may reroll 1 attack die."
  [
    'imperial/tiefighter/howlrunner',
    {
      effects: [
        {
          kind: 'dice',
          window: 'modify-attack-dice',
          role: 'attacker-friend',
          change: { op: 'reroll', max: 1 },
          when: primary,
        },
      ],
    },
  ],
  // "When attacking from outside the defender's firing arc, roll 1 additional attack die."
  [
    'imperial/tiefighter/backstabber',
    {
      effects: [
        {
          kind: 'dice-count',
          window: 'roll-attack-dice',
          role: 'attacker',
          attackDice: 1,
          when: (a) => a.outsideDefenderArc,
        },
      ],
    },
  ],
  // "When attacking at Range 1, roll 1 additional attack die."
  [
    'imperial/tiefighter/maulermithel',
    {
      effects: [{ kind: 'dice-count', window: 'roll-attack-dice', role: 'attacker', attackDice: 1, when: atRange(1) }],
    },
  ],
  // "When defending, ships attacking you cannot spend focus tokens or reroll attack dice."
  [
    'imperial/tiefighter/darkcurse',
    {
      effects: [
        {
          kind: 'restrict',
          window: 'modify-attack-dice',
          role: 'defender',
          noAttackerFocus: true,
          noAttackerRerolls: true,
        },
      ],
    },
  ],
  // "After executing a green maneuver, you may perform a free focus action."
  [
    'imperial/tiefighter/nightbeast',
    {
      effects: [{ kind: 'after-maneuver', window: 'execute-maneuver', difficulty: 'green', freeActions: ['focus'] }],
    },
  ],
  // "When attacking at Range 1, you may change 1 of your [Hit] results to a [Critical Hit] result."
  [
    'imperial/tiefighter/wingedgundark',
    {
      effects: [
        {
          kind: 'dice',
          window: 'modify-attack-dice',
          role: 'attacker',
          change: { op: 'change', from: ['hit'], to: 'crit', max: 1 },
          when: atRange(1),
        },
      ],
    },
  ],
  // "During your "Perform Action" step, you may perform 2 actions."
  [
    'imperial/tieadvanced/darthvader',
    { effects: [{ kind: 'free-action', window: 'perform-action', actions: 'any', once: true }] },
  ],
  // "After you perform an attack, you may perform a free boost or barrel roll action."
  [
    'imperial/tieinterceptor/turrphennir',
    {
      effects: [{ kind: 'free-action', window: 'after-attack', actions: ['boost', 'barrel-roll'], once: false }],
    },
  ],
  // "Once per game, at the start of the Combat phase, you may choose that until the end of the round, other
  // friendly ships at Range 1 cannot be targeted by attacks if the attacker could target you instead."
  ['rebel/xwing/biggsdarklighter', { effects: [{ kind: 'guard', window: 'declare-target' }] }],
  // "After spending a focus token, you may place that token on any other friendly ship at Range 1-2 (instead of
  // discarding it)."
  ['rebel/xwing/garvendreis', { effects: [{ kind: 'pass-focus', window: 'modify-attack-dice', range: [1, 2] }] }],
  // "After acquiring a target lock, choose another friendly ship at Range 1-2. The chosen ship may immediately
  // acquire a target lock."
  ['rebel/ywing/dutchvander', { effects: [{ kind: 'share-lock', window: 'perform-action', range: [1, 2] }] }],
  // "When you receive a stress token, you may assign 1 focus token to your ship."
  ['imperial/tieinterceptor/soontirfel', { effects: [{ kind: 'focus-on-stress', window: 'receive-stress' }] }],
  // "When the number of Damage cards assigned to you equals or exceeds your hull value, you are not destroyed
  // until the end of the Combat phase."
  ['imperial/tieinterceptor/felswrath', { effects: [{ kind: 'delay-destruction', window: 'suffer-damage' }] }],
  // "When your attack deals a faceup Damage card to the defender, instead draw 3 Damage cards, choose 1 to deal,
  // and discard the others." (The same card flies a TIE Advanced and a TIE Defender.)
  ['imperial/tieadvanced/maarekstele', { effects: [{ kind: 'choose-crit', window: 'suffer-damage', draw: 3 }] }],
  ['imperial/tiedefender/maarekstele', { effects: [{ kind: 'choose-crit', window: 'suffer-damage', draw: 3 }] }],
  // Issue 18's pilots (pilotAbilities.ts gathers their tables).
  ...ISSUE18_PILOT_ABILITIES,
  // Wave 1–4 pilots whose text fits the upgrades' triggers (wave1to4Cards.ts).
  ...WAVE1TO4_PILOT_ABILITIES,
  // Bombs and mines (bombCards.ts).
  ...BOMB_PILOT_ABILITIES,
  // The cards of the action-bar actions (actionBar/actionCards.ts).
  ...ACTION_PILOT_ABILITIES,
]);

/** "You may change 1 of your [Focus] results to a [Critical Hit] result" and similar weapon texts. */
const weaponChange = (from: 'focus' | 'blank', to: 'crit' | 'hit'): DiceEffect => ({
  kind: 'dice',
  window: 'modify-attack-dice',
  role: 'attacker',
  change: { op: 'change', from: [from], to, max: 1 },
});

const TL_DISCARD = { requires: 'target-lock', spend: 'target-lock', discard: true } as const;

/** Upgrade abilities, keyed by xws. */
export const UPGRADE_ABILITIES: ReadonlyMap<string, CardAbility> = new Map<string, CardAbility>([
  // Elite talents.
  ['veteraninstincts', { effects: [{ kind: 'stats', window: 'setup', skill: 2 }] }],
  [
    'pushthelimit',
    { effects: [{ kind: 'free-action', window: 'perform-action', actions: 'bar', stress: 1, once: true }] },
  ],
  [
    'predator',
    {
      effects: [
        {
          kind: 'dice',
          window: 'modify-attack-dice',
          role: 'attacker',
          change: { op: 'reroll', max: 1 },
          when: (a) => a.defender.skill > 2,
        },
        {
          kind: 'dice',
          window: 'modify-attack-dice',
          role: 'attacker',
          change: { op: 'reroll', max: 2 },
          when: (a) => a.defender.skill <= 2,
        },
      ],
    },
  ],
  ['marksmanship', { effects: [{ kind: 'card-action', window: 'perform-action', action: 'marksmanship' }] }],
  // "Action: Perform a free barrel roll action. If you do not have the [Barrel Roll] action icon, receive 1 stress
  // token. You may then remove 1 enemy target lock from your ship."
  ['experthandling', { effects: [{ kind: 'card-action', window: 'perform-action', action: 'experthandling' }] }],
  // "Action: Choose 1 ship at Range 1-2 that has a lower pilot skill than you. The chosen ship may immediately
  // perform 1 free action."
  ['squadleader', { effects: [{ kind: 'card-action', window: 'perform-action', action: 'squadleader' }] }],
  // "At the start of the Combat phase, you may choose 1 friendly ship at Range 1. Until the end of this phase,
  // treat the chosen ship as if its pilot skill were equal to your pilot skill."
  ['swarmtactics', { effects: [{ kind: 'share-skill', window: 'combat-start' }] }],
  // "You may treat the Attack (target lock): header as Attack (focus):. When an attack instructs you to spend a
  // target lock, you may spend a focus token instead."
  ['deadeye', { effects: [{ kind: 'focus-for-lock', window: 'declare-target' }] }],
  [
    'elusiveness',
    {
      effects: [
        {
          kind: 'dice',
          window: 'modify-attack-dice',
          role: 'defender',
          change: { op: 'reroll', max: 1 },
          cost: 'stress',
          when: (a) => a.defender.stress === 0,
        },
      ],
    },
  ],
  // Modifications.
  ['hullupgrade', { effects: [{ kind: 'stats', window: 'setup', hull: 1 }] }],
  // "Increase your agility value by 1. If you are hit by an attack, discard this card."
  [
    'stealthdevice',
    {
      effects: [
        { kind: 'stats', window: 'setup', agility: 1 },
        { kind: 'discard-when-hit', window: 'suffer-damage' },
      ],
    },
  ],
  ['shieldupgrade', { effects: [{ kind: 'stats', window: 'setup', shields: 1 }] }],
  ['engineupgrade', { effects: [{ kind: 'stats', window: 'setup', actions: ['boost'] }] }],
  ['targetingcomputer', { effects: [{ kind: 'stats', window: 'setup', actions: ['target-lock'] }] }],
  // Astromechs.
  ['r2astromech', { effects: [{ kind: 'difficulty', window: 'reveal-dial', speeds: [1, 2], becomes: 'green' }] }],
  [
    'r2d2',
    { effects: [{ kind: 'after-maneuver', window: 'execute-maneuver', difficulty: 'green', recoverShield: true }] },
  ],
  ['r2f2', { effects: [{ kind: 'card-action', window: 'perform-action', action: 'r2f2' }] }],
  ['r5d8', { effects: [{ kind: 'card-action', window: 'perform-action', action: 'r5d8' }] }],
  // Secondary weapons.
  ['protontorpedoes', weapon('protontorpedoes', { ...TL_DISCARD, dice: [weaponChange('focus', 'crit')] })],
  [
    'advprotontorpedoes',
    weapon('advprotontorpedoes', {
      ...TL_DISCARD,
      dice: [
        {
          kind: 'dice',
          window: 'modify-attack-dice',
          role: 'attacker',
          change: { op: 'change', from: ['blank'], to: 'focus', max: 3 },
        },
      ],
    }),
  ],
  [
    'concussionmissiles',
    weapon('concussionmissiles', {
      ...TL_DISCARD,
      dice: [weaponChange('blank', 'hit')],
    }),
  ],
  [
    'homingmissiles',
    weapon('homingmissiles', {
      requires: 'target-lock',
      spend: null,
      discard: true,
      noEvadeTokens: true,
    }),
  ],
  // "Spend your target lock and discard this card to perform this attack twice."
  ['clustermissiles', weapon('clustermissiles', { ...TL_DISCARD, twice: true })],
  [
    'ioncannonturret',
    weapon('ioncannonturret', {
      arc: 'any',
      onHit: { ion: 1, damage: 1, cancelDice: true },
    }),
  ],
  ['ioncannon', weapon('ioncannon', { onHit: { ion: 1, damage: 1, cancelDice: true } })],
  ['heavylasercannon', weapon('heavylasercannon', { critsToHits: true })],
  ['blasterturret', weapon('blasterturret', { arc: 'any', requires: 'focus', spend: 'focus' })],
  // "Attack: Attack 1 ship (even a ship outside your firing arc). If the target of this attack is at Range 1, roll 1
  // additional attack die."
  ['dorsalturret', weapon('dorsalturret', { arc: 'any', extraDieAtRange1: true })],
  // "Attack: Attack 1 ship. Your [Hit] results cannot be canceled by defense dice. The defender may cancel [Critical
  // Hit] results before [Hit] results."
  ['autoblaster', weapon('autoblaster', { hitsUncancellable: true })],
  // "Attack: Perform this attack twice (even against a ship outside your firing arc). Each time this attack hits, the
  // defender suffers 1 damage. Then cancel all dice results." The catalog leaves out its printed attack value, 3.
  [
    'twinlaserturret',
    weapon('twinlaserturret', { arc: 'any', twice: true, onHit: { ion: 0, damage: 1, cancelDice: true } }, 3),
  ],
  // Dice changes, rerolls and secondary weapons (diceAndWeaponUpgrades.ts).
  ...DICE_AND_WEAPON_UPGRADE_ABILITIES,
  // The wave 1–4 tournament upgrades (wave1to4Cards.ts).
  ...WAVE1TO4_UPGRADE_ABILITIES,
  // Bombs and mines, and the cards that change them (bombCards.ts).
  ...BOMB_UPGRADE_ABILITIES,
  // The wave 1–8 tournament cards, by mechanic (upgradeTables.ts).
  ...TRIGGER_UPGRADE_ABILITIES,
  // The cards of the action-bar actions (actionBar/actionCards.ts).
  ...ACTION_UPGRADE_ABILITIES,
]);
