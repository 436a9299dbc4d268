/**
 * Secondary weapons of the wave 1–8 tournament lists, as data keyed by xws: each card's printed attack value and range
 * (from the catalog), its header and its special text (combat.ts resolves the attack, weaponHits.ts what follows a
 * hit). Each entry quotes its card.
 */
import { attackGeometry } from '../../../kernel/index.ts';
import { effectiveAttack } from '../effective.ts';
import { weapon } from './diceAndWeaponUpgrades.ts';
import type { CardAbility } from './types.ts';

/** Secondary weapons, keyed by xws. */
export const SECONDARY_WEAPON_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // "Mangler" Cannon: "Attack: Attack 1 ship. When attacking, you may change 1 of your [Hit] results to a [Critical
  // Hit] result."
  [
    'manglercannon',
    weapon('manglercannon', {
      dice: [
        {
          kind: 'dice',
          window: 'modify-attack-dice',
          role: 'attacker',
          change: { op: 'change', from: ['hit'], to: 'crit', max: 1 },
        },
      ],
    }),
  ],
  // Autoblaster Turret: "Attack: Attack 1 ship (even a ship outside your firing arc). Your [Hit] results cannot be
  // canceled by defense dice. The defender may cancel [Critical Hit] results before [Hit] results."
  ['autoblasterturret', weapon('autoblasterturret', { arc: 'any', hitsUncancellable: true })],
  // Flechette Cannon: "Attack: Attack 1 ship. If this attack hits, the defender suffers 1 damage and, if the defender
  // is not stressed, it also receives 1 stress token. Then cancel all dice results."
  [
    'flechettecannon',
    weapon('flechettecannon', {
      onHit: { ion: 0, damage: 1, cancelDice: true },
      afterHit: 'stress-unless-stressed',
    }),
  ],
  // Plasma Torpedoes: "Attack (target lock): Spend your target lock and discard this card to perform this attack. If
  // this attack hits, after dealing damage, remove 1 shield token from the defender."
  [
    'plasmatorpedoes',
    weapon('plasmatorpedoes', {
      requires: 'target-lock',
      spend: 'target-lock',
      discard: true,
      afterHit: 'remove-shield',
    }),
  ],
  // Advanced Homing Missiles: "Attack (target lock): Discard this card to perform this attack. If this attack hits,
  // deal 1 faceup Damage card to the defender. Then cancel all dice results." (the lock is needed, not spent)
  [
    'advhomingmissiles',
    weapon('advhomingmissiles', {
      requires: 'target-lock',
      discard: true,
      onHit: { ion: 0, damage: 0, cancelDice: true },
      afterHit: 'faceup-card',
    }),
  ],
  // XX-23 S-Thread Tracers: "Attack (Focus): Discard this card to perform this attack. If this attack hits, each
  // friendly ship at Range 1-2 of you may acquire a target lock on the defender. Then cancel all dice results." (the
  // focus token is needed, not spent)
  [
    'xx23sthreadtracers',
    weapon('xx23sthreadtracers', {
      requires: 'focus',
      discard: true,
      onHit: { ion: 0, damage: 0, cancelDice: true },
      afterHit: 'friends-lock',
    }),
  ],
  // Jamming Beam: "Attack: Attack 1 ship. If this attack hits, assign the defender 1 jam token. Then cancel all dice
  // results."
  ['jammingbeam', weapon('jammingbeam', { onHit: { ion: 0, damage: 0, cancelDice: true }, afterHit: 'jam' })],
  // Scrambler Missiles: "Attack (target lock): Discard this card to perform this attack. If this attack hits, the
  // defender and each other ship at Range 1 receive 1 jam token. Then cancel all results." (the lock is needed, not
  // spent)
  [
    'scramblermissiles',
    weapon('scramblermissiles', {
      requires: 'target-lock',
      discard: true,
      onHit: { ion: 0, damage: 0, cancelDice: true },
      afterHit: 'jam-near',
    }),
  ],
  // Synced Turret: "Attack (target lock): Attack 1 ship (even a ship outside your firing arc). If the defender is
  // inside your primary firing arc, you may reroll a number of attack dice up to your primary weapon value." (the lock
  // is needed, not spent)
  [
    'syncedturret',
    weapon('syncedturret', {
      requires: 'target-lock',
      arc: 'any',
      dice: [
        {
          kind: 'dice',
          window: 'modify-attack-dice',
          role: 'attacker',
          change: { op: 'reroll', max: 0, maxFor: (a) => effectiveAttack(a.attacker) },
          when: (a) =>
            attackGeometry(a.attacker.pose, a.attacker.size, 'primary', a.defender.pose, a.defender.size, []).inArc,
        },
      ],
    }),
  ],
  // Cruise Missiles (attackResultCards.ts adds the dice): "Attack (Target Lock): Discard this card to perform this
  // attack. You may roll additional attack dice equal to the speed of the maneuver you executed this round, to a
  // maximum of 4 additional dice."
  ['cruisemissiles', weapon('cruisemissiles', { requires: 'target-lock', discard: true, speedDice: 4 })],
  // Unguided Rockets (combat.ts, focusOnlyDice): "Attack (focus): Attack 1 ship. Your attack dice can be modified only
  // by spending a focus token for its standard effect." (the focus token is needed, not spent)
  ['unguidedrockets', weapon('unguidedrockets', { requires: 'focus', focusOnly: true })],
];
