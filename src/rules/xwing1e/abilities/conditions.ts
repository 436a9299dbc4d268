/**
 * Condition cards (Conditions reference card, issue 18): a card a ship is assigned by another card, whose text then
 * applies to it ("A Condition card is not in play until a game effect assigns it to a ship. When a Condition card
 * is assigned, its text immediately resolves."). A unique Condition assigned again leaves the ship it was on. The
 * ship keeps them in `conditions`; active.ts adds their effects to the ship's own, so a Condition's dice change or
 * "Action:" header works as an upgrade's does. The timeline shows each as a token named after the card.
 */
import { conditionByXws, damageDeck } from '../catalog.ts';
import type { RoundContext } from '../context.ts';
import { type DamageContext, type FaceUpPicker, isDestroyedByDamage, removeShip, sufferDamage } from '../damage.ts';
import { deckOf } from '../damageCards.ts';
import { type AssignedCondition, type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from './active.ts';
import { bandBetween, destructionDelayed } from './triggers.ts';
import type { AttackInfo, CardAbility } from './types.ts';
import { DARK_SIDE, DEBT, HARPOONED, SCRAMBLED, SUPPRESSIVE_FIRE } from './conditionIds.ts';
import { disableWeapons } from '../actionBar/roundTokens.ts';

export { DARK_SIDE, DEBT, HARPOONED } from './conditionIds.ts';

/** True when the ship holds a Condition of that xws. */
export function hasCondition(ship: ShipState, xws: string): boolean {
  return ship.conditions?.some((c) => c.xws === xws) ?? false;
}

/** The Conditions' own texts as effects (active.ts reads them for a ship that holds one), keyed by xws. */
export const CONDITION_ABILITIES: ReadonlyMap<string, CardAbility> = new Map<string, CardAbility>([
  // A Debt to Pay: "When attacking a ship that has the "A Score to Settle" Upgrade card, you may change 1 [Focus]
  // result to a [Critical Hit] result."
  [
    DEBT,
    {
      effects: [
        {
          kind: 'dice',
          window: 'modify-attack-dice',
          role: 'attacker',
          change: { op: 'change', from: ['focus'], to: 'crit', max: 1 },
          when: (a) => a.defender.upgrades.some((u) => u.faceUp && u.xws === 'ascoretosettle'),
        },
      ],
    },
  ],
  // Harpooned!: "When you are hit by an attack, if there is at least 1 uncancelled [Critical Hit] result, each other
  // ship at range 1 suffers 1 damage. Then discard this card and receive one facedown Damage card. When you are
  // destroyed, each ship at Range 1 of you suffers 1 damage. Action: Discard this card. Then roll 1 attack die. On a
  // [Hit] or [Critical Hit] result, suffer 1 damage."
  [
    HARPOONED,
    {
      effects: [
        { kind: 'condition-op', window: 'suffer-damage', op: 'harpooned' },
        { kind: 'card-action', window: 'perform-action', action: HARPOONED },
      ],
    },
  ],
  // I'll Show You the Dark Side: "When you suffer critical damage during an attack, you are instead dealt the chosen
  // faceup Damage card. When there is no Damage card on this card, remove it." (withDarkSide; the search when it is
  // assigned: assignDarkSide)
  [DARK_SIDE, { effects: [{ kind: 'condition-op', window: 'suffer-damage', op: 'dark-side' }] }],
  // Suppressive Fire: "When attacking a ship other than "Captain Rex," roll 1 fewer attack die." (its removal:
  // afterAttackConditions, conditionsAfterRemoval, conditionsAtCombatEnd)
  [
    SUPPRESSIVE_FIRE,
    {
      effects: [
        {
          kind: 'dice-count',
          window: 'roll-attack-dice',
          role: 'attacker',
          attackDice: -1,
          when: (a) => a.attacker.conditions?.find((c) => c.xws === SUPPRESSIVE_FIRE)?.by !== a.defender.id,
        },
      ],
    },
  ],
]);

/** Shows a Condition on the ship (a token named after the card: 1 while held). */
function showCondition(ctx: DamageContext, ship: ShipState, xws: string): void {
  const count = ship.conditions?.filter((c) => c.xws === xws).length ?? 0;
  ctx.timeline.push({ kind: 'token', unit: ship.id, token: xws, count }, 0.1);
}

/**
 * Assigns a Condition to `ship` from the card of `by`; a unique one in play elsewhere moves (with what lies on it).
 * Returns the Condition as the ship holds it.
 */
export function assignCondition(ctx: DamageContext, ship: ShipState, xws: string, by: ShipState): AssignedCondition {
  const card = conditionByXws(xws);
  if (!card) throw new Error(`no Condition card "${xws}" in the catalog`);
  let moved: AssignedCondition | undefined;
  // "If one of your unique Conditions is already in play and one of your effects calls for it to be assigned again,
  // remove the Condition card from the original ship and assign it to the new ship."
  const yours = (c: AssignedCondition) =>
    c.xws === xws && ctx.state.ships.some((s) => s.id === c.by && s.player === by.player);
  if (card.unique)
    for (const other of ctx.state.ships) {
      const k = other.conditions?.findIndex(yours) ?? -1;
      if (k < 0 || !other.conditions) continue;
      [moved] = other.conditions.splice(k, 1);
      showCondition(ctx, other, xws);
    }
  const held: AssignedCondition = { ...moved, xws, name: card.name, by: by.id };
  (ship.conditions ??= []).push(held);
  showCondition(ctx, ship, xws);
  ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${ship.name} is assigned the "${card.name}" Condition` });
  return held;
}

/** Removes one Condition from the ship (discarded, or its card says to remove it). */
export function removeCondition(ctx: DamageContext, ship: ShipState, held: AssignedCondition): void {
  const k = ship.conditions?.indexOf(held) ?? -1;
  if (k < 0 || !ship.conditions) return;
  ship.conditions.splice(k, 1);
  showCondition(ctx, ship, held.xws);
}

/** Harpoon Missiles: "If this attack hits, after the attack resolves, assign the "Harpooned" Condition to the defender." */
export function assignWeaponCondition(ctx: RoundContext, { attacker, defender, weapon }: AttackInfo): void {
  if (!weapon?.condition || defender.destroyed) return;
  assignCondition(ctx, defender, weapon.condition, attacker);
}

/**
 * "When you are hit by an attack": Harpooned! (with an uncancelled [Critical Hit] result: 1 damage to each other ship
 * at Range 1, then the card is discarded and a facedown Damage card dealt), and Kylo Ren (pilot): "The first time you
 * are hit by an attack each round, assign the "I'll Show You the Dark Side" Condition card to" the attacker (the
 * card prints "the defender"; the FAQ's erratum reads "the attacker", the only ship it can mean). `suffer` deals
 * damage to another ship as the attack's own cards do (combat.ts).
 */
export function whenHit(
  ctx: RoundContext,
  { attacker, defender }: AttackInfo,
  crits: number,
  suffer: (ship: ShipState, hits: number, crits: number) => void,
): void {
  for (const held of [...(defender.conditions ?? [])]) {
    if (held.xws !== HARPOONED || crits === 0) continue;
    for (const ship of shipsInPlay(ctx.state))
      if (ship !== defender && bandBetween(defender, ship) === 1) suffer(ship, 1, 0);
    removeCondition(ctx, defender, held);
    ctx.timeline.push({ kind: 'caption', unit: defender.id, text: `${defender.name}'s harpoon detonates` }, 0);
    sufferDamage(ctx, defender, 1, 0, undefined, { dealt: true });
  }
  for (const { card, effect } of effectsOf(defender, 'condition-op')) {
    const flag = `used:${card}`;
    if (effect.op !== 'dark-side-when-hit' || defender.roundFlags.includes(flag) || attacker.destroyed) continue;
    defender.roundFlags.push(flag);
    assignDarkSide(ctx, attacker, defender);
  }
}

/**
 * Harpooned!: "When you are destroyed, each ship at Range 1 of you suffers 1 damage." (once per Harpooned! card
 * held). A ship it destroys is removed at once.
 */
export function harpoonedDestroyed(ctx: DamageContext, lost: ShipState): void {
  const cards = lost.conditions?.filter((c) => c.xws === HARPOONED).length ?? 0;
  for (let i = 0; i < cards; i++)
    for (const ship of shipsInPlay(ctx.state)) {
      if (bandBetween(lost, ship) !== 1) continue;
      sufferDamage(ctx, ship, 1, 0);
      if (isDestroyedByDamage(ship) && !destructionDelayed(ship)) removeShip(ctx, ship, `destroyed (Harpooned!)`);
    }
}

/**
 * Harpooned!'s "Action: Discard this card. Then roll 1 attack die. On a [Hit] or [Critical Hit] result, suffer 1
 * damage." A ship destroyed by it is removed by the Activation phase's check after the action.
 */
export function harpoonedAction(ctx: RoundContext, ship: ShipState): void {
  const held = ship.conditions?.find((c) => c.xws === HARPOONED);
  if (!held) return;
  removeCondition(ctx, ship, held);
  const [face] = ctx.effectRoll(ship, 'Harpooned!', 1);
  if (face === 'hit' || face === 'crit') sufferDamage(ctx, ship, 1, 0);
  if (isDestroyedByDamage(ship) && !destructionDelayed(ship)) removeShip(ctx, ship, 'destroyed (Harpooned!)');
}

/** The autopilot's pick among the Pilot-trait Damage cards for "I'll Show You the Dark Side", first found first. */
const DARK_SIDE_PREFERENCE = ['Injured Pilot', 'Damaged Cockpit', 'Blinded Pilot', 'Stunned Pilot', 'Shaken Pilot'];

/**
 * "I'll Show You the Dark Side": "When this card is assigned, if it is not already in play, the player who assigned
 * it searches the Damage deck for 1 Damage card with the Pilot trait and may place it faceup on this card. Then
 * shuffle the damage deck." The card is the use's `damage` (`use: false`: none, and with no card on it the Condition
 * is removed at once); the autopilot places the first of Injured Pilot, Damaged Cockpit, Blinded Pilot, Stunned
 * Pilot and Shaken Pilot the deck holds. Already in play, it moves to `ship` with its card.
 */
export function assignDarkSide(ctx: DamageContext, ship: ShipState, by: ShipState): void {
  const inPlay = shipsInPlay(ctx.state).some((s) => hasCondition(s, DARK_SIDE));
  const held = assignCondition(ctx, ship, DARK_SIDE, by);
  if (inPlay) return;
  const traits = new Map(damageDeck(deckOf(ctx.state)).map((c) => [c.name, c.type]));
  const pilots = [...new Set(ctx.state.deck.filter((n) => traits.get(n) === 'pilot'))];
  const card = "I'll Show You the Dark Side";
  const best = DARK_SIDE_PREFERENCE.find((n) => pilots.includes(n)) ?? pilots[0];
  const { use } = ctx.choose(
    by,
    {
      card,
      suggested: () => ({ ship: by.id, card, use: best !== undefined, ...(best ? { damage: best } : {}) }),
      choices: pilots.map((n) => ({ ship: by.id, card, use: true, damage: n })),
    },
    (u) =>
      u.damage !== undefined && pilots.includes(u.damage)
        ? null
        : {
            field: 'damage',
            message: `expected a Damage card with the Pilot trait in the deck (${pilots.join(', ') || 'none'}), got ${JSON.stringify(u.damage)}`,
          },
  );
  if (use.use && use.damage !== undefined) {
    ctx.state.deck.splice(ctx.state.deck.indexOf(use.damage), 1);
    held.damage = use.damage;
    ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${card}: ${use.damage} is placed on the Condition` });
  }
  ctx.state.deck = ctx.rng.shuffle(ctx.state.deck);
  if (held.damage === undefined) removeCondition(ctx, ship, held);
}

/**
 * "I'll Show You the Dark Side": "When you suffer critical damage during an attack, you are instead dealt the chosen
 * faceup Damage card." The first faceup card the attack deals is the Condition's, which is then removed ("When there
 * is no Damage card on this card, remove it"); later ones come as `picker` (Maarek Stele's) or the deck gives them.
 */
export function withDarkSide(
  ctx: DamageContext,
  defender: ShipState,
  picker: FaceUpPicker | undefined,
): FaceUpPicker | undefined {
  const held = defender.conditions?.find((c) => c.xws === DARK_SIDE && c.damage !== undefined);
  if (!held) return picker;
  return (draw) => {
    const card = held.damage;
    if (card === undefined) return picker ? picker(draw) : draw();
    delete held.damage;
    removeCondition(ctx, defender, held);
    return card;
  };
}

/** The round flag of a ship that performed an attack in this round's Combat phase (Suppressive Fire reads it). */
const ATTACKED_IN_COMBAT = 'attacked-in-combat';

/**
 * After an attack: Captain Rex: "After you perform an attack, assign the "Suppressive Fire" Condition card to the
 * defender."; Suppressive Fire: "When you declare an attack targeting "Captain Rex" … remove this card" (removed once
 * that attack is over: its dice are not reduced either way).
 */
export function afterAttackConditions(ctx: RoundContext, { attacker, defender }: AttackInfo): void {
  if (ctx.phase === 'combat' && !attacker.roundFlags.includes(ATTACKED_IN_COMBAT))
    attacker.roundFlags.push(ATTACKED_IN_COMBAT);
  const held = attacker.conditions?.find((c) => c.xws === SUPPRESSIVE_FIRE && c.by === defender.id);
  if (held) removeCondition(ctx, attacker, held);
  const rex = effectsOf(attacker, 'condition-op').some((e) => e.effect.op === 'suppressive-fire');
  if (rex && !defender.destroyed) assignCondition(ctx, defender, SUPPRESSIVE_FIRE, attacker);
}

/** Suppressive Fire: "… or when "Captain Rex" is destroyed, remove this card." */
export function conditionsAfterRemoval(ctx: DamageContext, lost: ShipState): void {
  for (const ship of ctx.state.ships)
    for (const held of [...(ship.conditions ?? [])])
      if (held.xws === SUPPRESSIVE_FIRE && held.by === lost.id) removeCondition(ctx, ship, held);
}

/**
 * The end of the Combat phase: Suppressive Fire: "At the end of the Combat phase, if "Captain Rex" did not perform an
 * attack this phase, remove this card."; Scrambled: "At the end of the Combat phase, remove this card."
 */
export function conditionsAtCombatEnd(ctx: RoundContext): void {
  for (const ship of ctx.state.ships)
    for (const held of [...(ship.conditions ?? [])]) {
      // Scrambled: "At the end of the Combat phase, remove this card."
      if (held.xws === SCRAMBLED) removeCondition(ctx, ship, held);
      if (held.xws !== SUPPRESSIVE_FIRE) continue;
      const rex = ctx.state.ships.find((s) => s.id === held.by);
      if (!rex?.roundFlags.includes(ATTACKED_IN_COMBAT)) removeCondition(ctx, ship, held);
    }
}

/**
 * Targeting Scrambler: "At the start of the Planning phase, you may receive a weapons disabled token to choose a ship
 * at Range 1-3 and assign it the "Scrambled" Condition." The use's `target`; the autopilot never does (the token costs
 * the ship its attacks this round).
 */
export function planningStartConditions(ctx: RoundContext): void {
  for (const ship of shipsInPlay(ctx.state))
    for (const { card, effect } of effectsOf(ship, 'condition-op')) {
      if (effect.op !== 'scrambled-at-planning') continue;
      const near = shipsInPlay(ctx.state).filter((s) => s !== ship && bandBetween(ship, s) !== null);
      if (near.length === 0) continue;
      const { use } = ctx.choose(
        ship,
        {
          card,
          suggested: () => ({ ship: ship.id, card, use: false }),
          choices: near.map((s) => ({ ship: ship.id, card, use: true, target: s.id })),
        },
        (u) =>
          near.some((s) => s.id === u.target)
            ? null
            : {
                field: 'target',
                message: `expected a ship at Range 1-3 (${near.map((s) => s.id).join(', ')}), got ${JSON.stringify(u.target)}`,
              },
      );
      const target = use.use ? near.find((s) => s.id === use.target) : undefined;
      if (!target) continue;
      disableWeapons(ctx, ship);
      assignCondition(ctx, target, SCRAMBLED, ship);
    }
}

/**
 * Why the attacker may not modify its attack dice, or null: Snap Shot's "You cannot modify your attack dice", or
 * Scrambled's "When attacking a ship at Range 1 that is equipped with the "Targeting Scrambler" upgrade, you cannot
 * modify your attack dice."
 */
export function unmodifiableBy({ attacker, defender, weapon, range }: AttackInfo): string | null {
  if (weapon?.unmodifiable) return weapon.name;
  const scrambler = defender.upgrades.some((u) => u.faceUp && u.xws === 'targetingscrambler');
  return range === 1 && scrambler && hasCondition(attacker, SCRAMBLED) ? 'Scrambled' : null;
}
