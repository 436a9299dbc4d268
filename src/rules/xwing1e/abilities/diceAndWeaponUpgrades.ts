/**
 * Upgrade abilities as data keyed by xws (merged into UPGRADE_ABILITIES): dice changes
 * and rerolls with their conditions, secondary weapons with their printed values, and the effect kinds of
 * upgradeEffects.ts. Each entry quotes its card.
 */
import { attackGeometry } from '../../../kernel/index.ts';
import { upgradeByXws } from '../catalog.ts';
import { effectiveSkill } from '../effective.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { bandBetween } from './triggers.ts';
import type { AttackInfo, CardAbility, DiceEffect, WeaponDef } from './types.ts';

/** A dice modification of the attacker's dice (`role` attacker) or the defender's (`role` defender). */
function dice(role: DiceEffect['role'], change: DiceEffect['change'], when?: (a: AttackInfo) => boolean): DiceEffect {
  const window = role === 'defender' ? 'modify-defence-dice' : 'modify-attack-dice';
  return { kind: 'dice', window, role, change, ...(when ? { when } : {}) };
}

const hitToCrit = { op: 'change', from: ['hit'], to: 'crit', max: 1 } as const;

/** True when no other friendly ship is at Range 1–2 of the ship (Lone Wolf). */
function alone(a: AttackInfo, ship: ShipState): boolean {
  return !shipsInPlay(a.state).some((f) => {
    if (f === ship || f.player !== ship.player) return false;
    const band = bandBetween(ship, f);
    return band !== null && band <= 2;
  });
}

/** True when the defender is inside the attacker's primary firing arc (Outmaneuver). */
function defenderInArc(a: AttackInfo): boolean {
  return attackGeometry(a.attacker.pose, a.attacker.size, 'primary', a.defender.pose, a.defender.size, []).inArc;
}

/**
 * A secondary weapon with its card's printed attack value and range; `rest` adds header and special text.
 * `printedAttack` stands in where the catalog leaves the attack value out.
 */
export function weapon(
  xws: string,
  rest: Partial<Omit<WeaponDef, 'xws' | 'name' | 'attack' | 'range'>>,
  printedAttack?: number,
): CardAbility {
  const card = upgradeByXws(xws);
  const attack = card?.attack ?? printedAttack;
  if (!card || attack === undefined || card.range === undefined)
    throw new Error(`no secondary weapon "${xws}" in the catalog`);
  const [min = 1, max = min] = card.range.split('-').map(Number);
  const def: WeaponDef = {
    xws,
    name: card.name,
    attack,
    range: [min, max],
    arc: 'front',
    requires: null,
    spend: null,
    discard: false,
    ...rest,
  };
  return { effects: [{ kind: 'weapon', window: 'declare-target', weapon: def }] };
}

/** Dice, reroll, weapon and upgradeEffects.ts abilities, keyed by xws. */
export const DICE_AND_WEAPON_UPGRADE_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // "When attacking at Range 3, you may change 1 of your [Hit] results to a [Critical Hit] result."
  ['mercenarycopilot', { effects: [dice('attacker', hitToCrit, (a) => a.range === 3)] }],
  // "When attacking at Range 1-2, you may change 1 of your [Hit] results to a [Critical Hit] result."
  ['bistan', { effects: [dice('attacker', hitToCrit, (a) => a.range <= 2)] }],
  // "When attacking, you may change 1 of your [Hit] results to a [Critical Hit] result."
  ['igrmthugdroids', { effects: [dice('attacker', hitToCrit)] }],
  // "When another friendly ship at Range 1 is attacking, it may change 1 of its [Hit] results to a [Critical Hit]."
  ['jandodonna', { effects: [dice('attacker-friend', hitToCrit)] }],
  // "When attacking, you may reroll your [Focus] results."
  ['wookieecommandos', { effects: [dice('attacker', { op: 'reroll', max: 99, faces: ['focus'] })] }],
  // "When attacking, if you are not stressed, you may change all of your [Focus] results to [Hit] results."
  [
    'expertise',
    {
      effects: [
        dice('attacker', { op: 'change', from: ['focus'], to: 'hit', max: 99 }, (a) => a.attacker.stress === 0),
      ],
    },
  ],
  // Wired: "When attacking or defending, if you are stressed, you may reroll 1 or more of your [Focus] results."
  [
    'wired',
    {
      effects: [
        dice('attacker', { op: 'reroll', max: 99, faces: ['focus'] }, (a) => a.attacker.stress > 0),
        dice('defender', { op: 'reroll', max: 99, faces: ['focus'] }, (a) => a.defender.stress > 0),
      ],
    },
  ],
  // Autothrusters: "When defending, if you are inside the attacker's firing arc beyond Range 2 or outside the
  // attacker's firing arc, you may change 1 of your blank results to a [Evade] result. You can equip this card only
  // if you have the [Boost] action icon." (the icon is checked at squad building: squadRules.ts)
  [
    'autothrusters',
    {
      effects: [
        dice(
          'defender',
          { op: 'change', from: ['blank'], to: 'evade', max: 1 },
          (a) => a.range > 2 || !defenderInArc(a),
        ),
      ],
    },
  ],
  // Wingman (pilotCombatStart.ts): "At the start of the Combat phase, remove 1 stress token from another friendly ship
  // at Range 1."
  [
    'wingman',
    { effects: [{ kind: 'combat-start-op', window: 'combat-start', op: 'remove-one-friend-stress', range: [1, 1] }] },
  ],
  // Han Solo (crew): "When attacking, if you have a target lock on the defender, you may spend that target lock to
  // change all of your [Focus] results to [Hit] results." (combat.ts keeps the lock for it when that gains more
  // than rerolling)
  [
    'hansolo',
    {
      effects: [
        {
          ...dice(
            'attacker',
            { op: 'change', from: ['focus'], to: 'hit', max: 99 },
            (a) => a.attacker.lockOn === a.defender.id,
          ),
          cost: 'spend-lock',
        },
      ],
    },
  ],
  // R7 Astromech: "Once per round when defending, if you have a target lock on the attacker, you may spend the target
  // lock to choose any or all attack dice. The attacker must reroll the chosen dice." (the autopilot: crits, then
  // hits, whenever the attack has any)
  [
    'r7astromech',
    {
      effects: [
        {
          kind: 'dice',
          window: 'modify-attack-dice',
          role: 'defender',
          change: { op: 'reroll', max: 99 },
          cost: 'spend-lock',
          oncePerRound: true,
          when: (a) => a.defender.lockOn === a.attacker.id,
        },
      ],
    },
  ],
  // Twin Ion Engine Mk. II: "You may treat all bank maneuvers ([Bank Left] or [Bank Right]) as green maneuvers." (TIE
  // ships only: the card's ship restriction; a green maneuver is never worse, so it always does)
  [
    'twinionenginemkii',
    { effects: [{ kind: 'difficulty', window: 'reveal-dial', maneuvers: ['bank'], becomes: 'green' }] },
  ],
  // Gunner (combat.ts): "After you perform an attack that does not hit, you may immediately perform a primary weapon
  // attack. You cannot perform another attack this round."
  ['gunner', { effects: [{ kind: 'bonus-attack', window: 'after-attack' }] }],
  // Luke Skywalker (crew): "After you perform an attack that does not hit, you may immediately perform a primary weapon
  // attack. You may change 1 [Focus] result to a [Hit] result. You cannot perform another attack this round."
  ['lukeskywalker', { effects: [{ kind: 'bonus-attack', window: 'after-attack', focusToHit: true }] }],
  // Crack Shot (pilotCompare.ts): "When attacking a ship inside your firing arc, at the start of the "Compare
  // Results" step, you may discard this card to cancel 1 of the defender's [Evade] results."
  ['crackshot', { effects: [{ kind: 'compare-card', window: 'compare-results', does: 'discard-to-cancel-evade' }] }],
  // "When attacking or defending, if there are no other friendly ships at Range 1–2, you may reroll 1 of your blank
  // results."
  [
    'lonewolf',
    {
      effects: [
        dice('attacker', { op: 'reroll', max: 1, faces: ['blank'] }, (a) => alone(a, a.attacker)),
        dice('defender', { op: 'reroll', max: 1, faces: ['blank'] }, (a) => alone(a, a.defender)),
      ],
    },
  ],
  // "When defending, you may reroll 1 of your [Focus] results. If the attacker's pilot skill value is "2" or lower,
  // you may reroll 1 of your blank results instead."
  [
    'flightinstructor',
    {
      effects: [
        dice(
          'defender',
          { op: 'reroll', max: 1, faces: ['focus'] },
          (a) => effectiveSkill(a.attacker, a.state.round) > 2,
        ),
        dice(
          'defender',
          { op: 'reroll', max: 1, faces: ['focus', 'blank'] },
          (a) => effectiveSkill(a.attacker, a.state.round) <= 2,
        ),
      ],
    },
  ],
  // "When attacking with a primary weapon or [Cannon] secondary weapon, you may reroll 1 attack die."
  [
    'linkedbattery',
    {
      effects: [
        dice('attacker', { op: 'reroll', max: 1 }, (a) => !a.weapon || upgradeByXws(a.weapon.xws)?.slot === 'Cannon'),
      ],
    },
  ],
  // "When attacking a ship inside your firing arc, if you are not inside that ship's firing arc, reduce its agility
  // value by 1 (to a minimum of 0)."
  [
    'outmaneuver',
    {
      effects: [
        {
          kind: 'dice-count',
          window: 'roll-defence-dice',
          role: 'attacker',
          defenderAgility: -1,
          when: (a) => a.outsideDefenderArc && defenderInArc(a),
        },
      ],
    },
  ],
  // "Attack (target lock): Discard this card to perform this attack. If this attack hits, the defender suffers 1
  // damage and receives 2 ion tokens. Then cancel all dice results."
  [
    'ionpulsemissiles',
    weapon('ionpulsemissiles', {
      requires: 'target-lock',
      discard: true,
      onHit: { ion: 2, damage: 1, cancelDice: true },
    }),
  ],
  // "Attack (target lock): Spend your target lock and discard this card to perform this attack. If this attack hits,
  // each other ship at Range 1 of the defender suffers 1 damage."
  [
    'assaultmissiles',
    weapon('assaultmissiles', {
      requires: 'target-lock',
      spend: 'target-lock',
      discard: true,
      splash: { damage: 1, ion: 0, defenderToo: false },
    }),
  ],
  // "Attack (target lock): Spend your target lock and discard this card to perform this attack. If this attack hits,
  // the defender and each ship at Range 1 of it receives 1 ion token."
  [
    'iontorpedoes',
    weapon('iontorpedoes', {
      requires: 'target-lock',
      spend: 'target-lock',
      discard: true,
      splash: { damage: 0, ion: 1, defenderToo: true },
    }),
  ],
  // "Attack (target lock): Discard this card and spend your target lock to perform this attack. After you perform
  // this attack, the defender receives 1 stress token if its hull value is "4" or lower."
  [
    'flechettetorpedoes',
    weapon('flechettetorpedoes', {
      requires: 'target-lock',
      spend: 'target-lock',
      discard: true,
      stressIfHullAtMost: 4,
    }),
  ],
  // "After you perform an attack, you may acquire a target lock on the defender."
  ['firecontrolsystem', { effects: [{ kind: 'after-attack-card', window: 'after-attack', does: 'lock-defender' }] }],
  // "After you perform an attack against a ship inside your firing arc at Range 2, that ship receives 1 stress token."
  ['tactician', { effects: [{ kind: 'after-attack-card', window: 'after-attack', does: 'stress-in-arc-range-2' }] }],
  // "When you perform a focus action, assign 1 additional focus token to your ship."
  ['reconspecialist', { effects: [{ kind: 'focus-bonus', window: 'perform-action', extra: 1 }] }],
  // "When you are dealt a faceup Damage card with the Pilot trait, discard it immediately without resolving its
  // effect."
  ['determination', { effects: [{ kind: 'dealt-card', window: 'suffer-damage', does: 'discard-faceup-pilot' }] }],
  // "When you are dealt a Damage card, you may immediately discard that card and recover 1 shield. Then, discard this
  // Upgrade card."
  ['chewbacca', { effects: [{ kind: 'dealt-card', window: 'suffer-damage', does: 'discard-for-shield' }] }],
  // "During the End phase, you may choose 1 of your faceup Damage cards with the Ship trait and flip it facedown."
  ['r5astromech', { effects: [{ kind: 'end-phase-flip', window: 'end-phase' }] }],
  // "When attacking, if the defender does not have any focus or evade tokens, you may receive 1 stress token to roll
  // 1 additional attack die. You cannot use this ability if you have any stress tokens."
  ['opportunist', { effects: [{ kind: 'stress-for-die', window: 'roll-attack-dice' }] }],
  // "Action: Until the end of the round, increase your primary weapon value by 1 and decrease your agility value by
  // 1."
  ['expose', { effects: [{ kind: 'card-action', window: 'perform-action', action: 'expose' }] }],
];
