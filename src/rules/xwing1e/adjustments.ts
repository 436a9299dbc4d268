/**
 * Manual adjustments (README, "Battle files"): what the table did that the engine does not decide itself, a card
 * ability it does not apply yet or a judge's ruling, written into a round as explicit events. Each states the
 * point of the round where it happened (`at`, and `of` the ship whose step it follows or precedes) and exactly
 * what changes; replay applies it at that point and nowhere else, so the recorded game replays as it was played.
 * A die-face change belongs to one recorded roll instead (`roll`, its index in the round's `rolls`).
 */
import { z } from 'zod';
import { angleDeg, positionMm } from '../../battle/limits.ts';
import { idSchema } from '../../battle/idSchemas.ts';
import { normalizeDeg } from '../../kernel/index.ts';
import { baseSquare } from '../../kernel/footprint.ts';
import { distanceToEdges } from '../../kernel/setup.ts';
import { damageDeckNames } from './catalog.ts';
import type { RoundContext } from './context.ts';
import { removeShip } from './damage.ts';
import { hullLeft } from './effective.ts';
import type { ShipState } from './state.ts';

/** Points of a round where adjustments apply, in the order the round reaches them. */
export const ADJUSTMENT_POINTS = [
  'start-of-round',
  'before-activation',
  'before-move',
  'after-move',
  'after-activation',
  'before-attack',
  'after-attack',
  'end-of-round',
] as const;
/** A point of a round where adjustments apply. */
export type AdjustmentAt = (typeof ADJUSTMENT_POINTS)[number];
/** The points tied to one ship's step, which name it in `of`. */
const SHIP_POINTS: readonly AdjustmentAt[] = [
  'before-move',
  'after-move',
  'after-activation',
  'before-attack',
  'after-attack',
];

/** The tokens an adjustment sets, and the ship field that holds each. */
export const ADJUSTABLE_TOKENS = {
  focus: 'focus',
  evade: 'evade',
  stress: 'stress',
  ion: 'ion',
  cloak: 'cloak',
  shield: 'shields',
} as const satisfies Record<string, keyof ShipState>;
/** A token an adjustment sets. */
export type AdjustableToken = keyof typeof ADJUSTABLE_TOKENS;

const reason = z.string().max(200).optional();
const placed = { at: z.enum(ADJUSTMENT_POINTS), of: idSchema.optional(), ship: idSchema, reason };

/** The schema of one adjustment as written in a round's `adjustments` list. */
export const adjustmentSchema = z.discriminatedUnion('kind', [
  z.strictObject({ ...placed, kind: z.literal('move'), x: positionMm(), y: positionMm(), heading: angleDeg() }),
  z.strictObject({
    ...placed,
    kind: z.literal('tokens'),
    token: z.enum(Object.keys(ADJUSTABLE_TOKENS) as [AdjustableToken, ...AdjustableToken[]]),
    count: z.number().int().min(0).max(20),
  }),
  z.strictObject({ ...placed, kind: z.literal('deal'), card: z.string(), faceUp: z.boolean() }),
  z.strictObject({ ...placed, kind: z.literal('flip'), card: z.string(), faceUp: z.boolean() }),
  z.strictObject({ ...placed, kind: z.literal('destroy') }),
  z.strictObject({ ...placed, kind: z.literal('remove') }),
  z.strictObject({
    kind: z.literal('die-face'),
    ship: idSchema,
    roll: z.number().int().min(0),
    die: z.number().int().min(0),
    face: z.enum(['hit', 'crit', 'focus', 'blank', 'evade']),
    reason,
  }),
]);

/** One manual adjustment. */
export type Adjustment = z.infer<typeof adjustmentSchema>;
/** An adjustment applied at a point of the round (every kind but die-face). */
export type PlacedAdjustment = Exclude<Adjustment, { kind: 'die-face' }>;
/** A point of a round: `at`, with the ship for the points tied to one ship's step. */
export interface AdjustmentPoint {
  at: AdjustmentAt;
  of?: string;
}

/** Problems in an adjustment that its schema cannot see: a ship point without its ship, or a stray one. */
export function adjustmentShapeProblems(a: Adjustment, path: string): { path: string; message: string }[] {
  if (a.kind === 'die-face') return [];
  const needsShip = SHIP_POINTS.includes(a.at);
  if (needsShip && a.of === undefined)
    return [{ path: `${path}.of`, message: `expected the ship whose step "${a.at}" follows or precedes` }];
  if (!needsShip && a.of !== undefined)
    return [{ path: `${path}.of`, message: `"${a.at}" is not tied to one ship, so "of" does not apply` }];
  return [];
}

/** True when the adjustment applies at this point. */
function appliesAt(a: Adjustment, point: AdjustmentPoint): boolean {
  return a.kind !== 'die-face' && a.at === point.at && a.of === point.of;
}

/**
 * Applies the round's adjustments recorded for this point, in file order, and tells the policy the point was
 * reached (the recorder uses it to place a new adjustment where the game stands).
 */
export function applyAdjustments(ctx: RoundContext, point: AdjustmentPoint): void {
  ctx.policy.reached?.(ctx.state, point);
  const list = ctx.recorded?.adjustments ?? [];
  list.forEach((a, i) => {
    if (!appliesAt(a, point)) return;
    ctx.decisions.item('adjustments', i);
    applyOne(ctx, a as PlacedAdjustment, `adjustments[${i}]`);
  });
}

/** Applies one adjustment, refusing what cannot be (a ship gone, a card it does not hold, a base off the table). */
function applyOne(ctx: RoundContext, a: PlacedAdjustment, path: string): void {
  const ship = ctx.state.ships.find((s) => s.id === a.ship);
  if (!ship) throw ctx.error(`${path}.ship`, `no ship with id "${a.ship}"`);
  if (ship.destroyed) throw ctx.error(`${path}.ship`, `${ship.name} is no longer in play`);
  const what = describe(ctx, ship, a, path);
  ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `Adjusted: ${what}${a.reason ? ` (${a.reason})` : ''}` });
  switch (a.kind) {
    case 'move':
      return moveShip(ctx, ship, a, path);
    case 'tokens':
      ship[ADJUSTABLE_TOKENS[a.token]] = a.count;
      ctx.timeline.push({ kind: 'token', unit: ship.id, token: a.token, count: a.count });
      return;
    case 'deal':
      return dealCard(ctx, ship, a.card, a.faceUp, path);
    case 'flip':
      return flipCard(ctx, ship, a.card, a.faceUp, path);
    case 'destroy':
      return removeShip(ctx, ship, 'destroyed');
    case 'remove':
      return removeShip(ctx, ship, 'left the battle');
  }
}

/** The caption's words for an adjustment, with names people know. */
function describe(ctx: RoundContext, ship: ShipState, a: PlacedAdjustment, path: string): string {
  switch (a.kind) {
    case 'move':
      return `${ship.name} moved to x ${fmt(a.x)} mm, y ${fmt(a.y)} mm, heading ${fmt(normalizeDeg(a.heading))}°`;
    case 'tokens':
      return `${ship.name} now has ${a.count} ${a.token} token${a.count === 1 ? '' : 's'}`;
    case 'deal':
      return `${ship.name} is dealt ${a.card} face ${a.faceUp ? 'up' : 'down'}`;
    case 'flip':
      return `${ship.name}'s ${a.card} turned face ${a.faceUp ? 'up' : 'down'}`;
    case 'destroy':
      return `${ship.name} is destroyed`;
    case 'remove':
      return `${ship.name} is removed from the table`;
    default:
      throw ctx.error(path, 'unknown adjustment');
  }
}

const fmt = (v: number) => String(Math.round(v * 10) / 10);

/** Places the ship; its whole base must stay on the table (leaving it is fleeing, a `remove`). */
function moveShip(ctx: RoundContext, ship: ShipState, a: { x: number; y: number; heading: number }, path: string) {
  const pose = { x: a.x, y: a.y, headingDeg: a.heading };
  const table = { widthMm: ctx.state.playArea.width, heightMm: ctx.state.playArea.height };
  if (distanceToEdges(table, baseSquare(pose, ship.size)) < 0)
    throw ctx.error(path, `${ship.name}'s base would leave the play area; a ship that flees is removed instead`);
  const from = { x: ship.pose.x, y: ship.pose.y, heading: normalizeDeg(ship.pose.headingDeg) };
  ship.pose = pose;
  // A placed ship touches no one: contact is what a maneuver ends with (rules: TOUCHING).
  for (const other of ctx.state.ships) other.touching = other.touching.filter((id) => id !== ship.id);
  ship.touching = [];
  ctx.timeline.push({
    kind: 'move',
    unit: ship.id,
    from,
    to: { x: pose.x, y: pose.y, heading: normalizeDeg(pose.headingDeg) },
    path: { kind: 'waypoints', poses: [] },
  });
}

/** Deals a named Damage card (taken from the deck when it is still there, so the deck stays true). */
function dealCard(ctx: RoundContext, ship: ShipState, card: string, faceUp: boolean, path: string): void {
  const deck = ctx.state.damageDeck ?? 'core';
  if (!damageDeckNames(deck).includes(card))
    throw ctx.error(
      `${path}.card`,
      `expected a Damage card of the ${deck === 'tfa' ? 'The Force Awakens' : 'core'} deck, got ${JSON.stringify(card)}`,
    );
  const at = ctx.state.deck.lastIndexOf(card);
  if (at >= 0) ctx.state.deck.splice(at, 1);
  ship.damage.push({ name: card, faceUp, round: ctx.state.round });
  ctx.timeline.push({
    kind: 'damage',
    unit: ship.id,
    shieldsLost: 0,
    cards: [{ name: card, faceUp }],
    hull: hullLeft(ship),
    shields: ship.shields,
  });
  if (hullLeft(ship) <= 0) removeShip(ctx, ship, 'destroyed');
}

/** Turns one of the ship's Damage cards to the stated face. */
function flipCard(ctx: RoundContext, ship: ShipState, card: string, faceUp: boolean, path: string): void {
  const held = ship.damage.find((c) => c.name === card && c.faceUp !== faceUp);
  if (!held)
    throw ctx.error(`${path}.card`, `${ship.name} holds no face-${faceUp ? 'down' : 'up'} ${JSON.stringify(card)}`);
  held.faceUp = faceUp;
}

/** The faces of roll `index` after the round's die-face adjustments to it (the roll as rolled stays recorded). */
export function adjustedFaces(
  ctx: RoundContext,
  index: number,
  roller: ShipState,
  kind: 'attack' | 'defence',
  faces: readonly string[],
): string[] {
  const list = ctx.recorded?.adjustments ?? [];
  const out = [...faces];
  list.forEach((a, i) => {
    if (a.kind !== 'die-face' || a.roll !== index) return;
    ctx.decisions.item('adjustments', i);
    const path = `adjustments[${i}]`;
    if (a.ship !== roller.id)
      throw ctx.error(`${path}.ship`, `roll ${index} is ${roller.name}'s, not ${JSON.stringify(a.ship)}'s`);
    if (a.die >= out.length)
      throw ctx.error(`${path}.die`, `roll ${index} has ${out.length} dice, so there is no die ${a.die}`);
    const faceKind = ['evade'].includes(a.face) ? 'defence' : ['hit', 'crit'].includes(a.face) ? 'attack' : kind;
    if (faceKind !== kind)
      throw ctx.error(`${path}.face`, `expected a ${kind} die face, got ${JSON.stringify(a.face)}`);
    ctx.timeline.push({
      kind: 'caption',
      unit: roller.id,
      text: `Adjusted: ${roller.name}'s die ${a.die + 1} turned from ${out[a.die] ?? ''} to ${a.face}${a.reason ? ` (${a.reason})` : ''}`,
    });
    out[a.die] = a.face;
  });
  return out;
}
