/**
 * Crew, tech, title and illicit cards that change an attack's dice (rules: ATTACK steps 2–5, MODIFYING DICE): Ezra
 * Bridger, Dengar and Weapons Guidance as dice data, Tail Gunner's agility, Alliance Overhaul's die and change, "Hot
 * Shot" Blaster's attack, and the results Concord Dawn Protector, Latts Razzi and Crossfire Formation add to the
 * defence. combat.ts and attackResultCards.ts call the functions at their steps; the autopilot's policy for each
 * optional one is in its comment.
 */
import { attackGeometry, type ArcKind } from '../../../kernel/index.ts';
import { pilotByXws, type Side } from '../catalog.ts';
import type { RoundContext } from '../context.ts';
import { compareResults, type AttackFace, type DefenceFace } from '../dice.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from './active.ts';
import { yesNo } from './cardUse.ts';
import { rangeBetween } from './pilotConditions.ts';
import { afterStressRemoved } from './triggers.ts';
import type { AttackInfo, CardAbility } from './types.ts';
import type { AttackStepCardEffect } from './cardHookEffects.ts';
import { weapon } from './diceAndWeaponUpgrades.ts';

/** True when `target` is inside `ship`'s firing arc of that kind (a firing arc extends across the play area). */
function inArc(ship: ShipState, target: ShipState, arc: ArcKind): boolean {
  return ship.arcs.includes(arc) && attackGeometry(ship.pose, ship.size, arc, target.pose, target.size, []).inArc;
}

/** The ship's pilot card in the catalog (its side and ship from the pilot key, `side/ship/pilot`). */
function pilotCard(ship: ShipState) {
  const [side] = ship.pilotKey.split('/');
  return pilotByXws(side as Side, ship.shipXws, ship.pilotXws);
}

/** The names of the ship's cards with an `attack-step-card` effect of one kind. */
function cardsOf(ship: ShipState, does: AttackStepCardEffect['does']): string[] {
  return effectsOf(ship, 'attack-step-card').flatMap((e) => (e.effect.does === does ? [e.card] : []));
}

/**
 * Alliance Overhaul, before the attack dice are rolled: 1 more die in a primary weapon attack from the primary firing
 * arc. More attack dice never lower the result, so the autopilot always rolls it. Returns the dice added.
 */
export function cardOptionalDice(ctx: RoundContext, info: AttackInfo): number {
  const { attacker, defender } = info;
  if (info.weapon !== null || !inArc(attacker, defender, 'primary')) return 0;
  return cardsOf(attacker, 'alliance-overhaul').filter((card) => yesNo(ctx, attacker, card, true)).length;
}

/**
 * Results added to the defence dice in the Modify Defence Dice step. Concord Dawn Protector: 1 evade, not optional.
 * Latts Razzi: 1 evade for 1 of the attacker's stress tokens; the autopilot uses him while the attack still lands.
 * Crossfire Formation: 1 focus result; the autopilot always adds it (a focus result never helps the attacker).
 */
export function cardDefenceResults(
  ctx: RoundContext,
  info: AttackInfo,
  attack: readonly AttackFace[],
  def: DefenceFace[],
  mods: string[],
): DefenceFace[] {
  const { attacker, defender } = info;
  let out = def;
  const add = (face: DefenceFace, card: string) => {
    out = [...out, face];
    mods.push(card);
  };
  const facing = info.range === 1 && inArc(attacker, defender, 'primary') && inArc(defender, attacker, 'primary');
  for (const card of cardsOf(defender, 'concord-dawn')) if (facing) add('evade', card);
  for (const card of cardsOf(defender, 'latts-razzi')) {
    const lands = () => compareResults(attack, out).hits + compareResults(attack, out).crits > 0;
    if (attacker.stress === 0 || !yesNo(ctx, defender, card, lands())) continue;
    attacker.stress--;
    ctx.timeline.push({ kind: 'token', unit: attacker.id, token: 'stress', count: attacker.stress }, 0);
    afterStressRemoved(ctx, attacker);
    add('evade', card);
  }
  for (const card of cardsOf(defender, 'crossfire'))
    if (resistanceFriendNear(defender, attacker, info.state) && yesNo(ctx, defender, card, true)) add('focus', card);
  return out;
}

/** Crossfire Formation: another friendly Resistance ship of the defender at Range 1–2 of the attacker. */
function resistanceFriendNear(defender: ShipState, attacker: ShipState, state: AttackInfo['state']): boolean {
  return shipsInPlay(state).some((f) => {
    if (f === defender || f.player !== defender.player || pilotCard(f)?.faction !== 'resistance') return false;
    const band = rangeBetween(attacker, f);
    return band === 1 || band === 2;
  });
}

/** "If the defender is a unique pilot" (Dengar, crew): the defender's pilot card is unique. */
function uniqueDefender(a: AttackInfo): boolean {
  return pilotCard(a.defender)?.unique === true;
}

/** The cards of this module, keyed by xws. */
export const CREW_DICE_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // Ezra Bridger (crew): "When attacking, if you are stressed, you may change 1 of your [Focus] results to a [Critical
  // Hit] result."
  [
    'ezrabridger',
    {
      effects: [
        {
          kind: 'dice',
          window: 'modify-attack-dice',
          role: 'attacker',
          change: { op: 'change', from: ['focus'], to: 'crit', max: 1 },
          when: (a) => a.attacker.stress > 0,
        },
      ],
    },
  ],
  // Dengar (crew): "When attacking, you may reroll 1 attack die. If the defender is a unique pilot, you may instead
  // reroll up to 2 attack dice."
  [
    'dengar',
    {
      effects: [
        {
          kind: 'dice',
          window: 'modify-attack-dice',
          role: 'attacker',
          change: { op: 'reroll', max: 2, maxFor: (a) => (uniqueDefender(a) ? 2 : 1) },
        },
      ],
    },
  ],
  // Weapons Guidance: "When attacking, you may spend a focus token to change 1 of your blank results to a [Hit]
  // result."
  [
    'weaponsguidance',
    {
      effects: [
        {
          kind: 'dice',
          window: 'modify-attack-dice',
          role: 'attacker',
          change: { op: 'change', from: ['blank'], to: 'hit', max: 1 },
          cost: 'spend-focus',
        },
      ],
    },
  ],
  // Tail Gunner: "When attacking from your rear-facing auxiliary firing arc, reduce the defender's agility by 1 (to a
  // minimum of "0")." (the rear arc and the primary arc never overlap, so a defender inside the rear arc is attacked
  // from it)
  [
    'tailgunner',
    {
      effects: [
        {
          kind: 'dice-count',
          window: 'roll-defence-dice',
          role: 'attacker',
          defenderAgility: -1,
          when: (a) => a.weapon === null && inArc(a.attacker, a.defender, 'rear'),
        },
      ],
    },
  ],
  // Alliance Overhaul: "When attacking with a primary weapon from your primary firing arc, you may roll 1 additional
  // attack die. When attacking from your auxiliary firing arc, you may change 1 of your [Focus] results to a [Critical
  // Hit] result."
  [
    'allianceoverhaul',
    {
      effects: [
        { kind: 'attack-step-card', window: 'roll-attack-dice', does: 'alliance-overhaul' },
        {
          kind: 'dice',
          window: 'modify-attack-dice',
          role: 'attacker',
          change: { op: 'change', from: ['focus'], to: 'crit', max: 1 },
          when: (a) => a.weapon === null && inArc(a.attacker, a.defender, 'rear'),
        },
      ],
    },
  ],
  // Concord Dawn Protector: "When defending, if you are inside the attacker's firing arc and at Range 1 and the
  // attacker is inside your firing arc, add 1 [Evade] result."
  [
    'concorddawnprotector',
    { effects: [{ kind: 'attack-step-card', window: 'modify-defence-dice', does: 'concord-dawn' }] },
  ],
  // Latts Razzi (crew): "When defending, you may remove 1 stress token from the attacker to add 1 [Evade] result to
  // your roll."
  ['lattsrazzi', { effects: [{ kind: 'attack-step-card', window: 'modify-defence-dice', does: 'latts-razzi' }] }],
  // Crossfire Formation: "When defending, if there is at least 1 other friendly Resistance ship at Range 1-2 of the
  // attacker, you may add one [Focus] result to your roll."
  ['crossfireformation', { effects: [{ kind: 'attack-step-card', window: 'modify-defence-dice', does: 'crossfire' }] }],
  // "Hot Shot" Blaster: "Attack: Discard this card to attack 1 ship (even a ship outside your firing arc)."
  ['hotshotblaster', weapon('hotshotblaster', { arc: 'any', discard: true })],
];
