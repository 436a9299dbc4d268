/**
 * Damage to a ship (rules 12): Fire Table results, body damage and destruction, each shown on the timeline as
 * the control sheet changes.
 */
import { FIRE_RESULT_TEXT, type FireResult } from './data/fireTable.ts';
import type { TurnContext } from './context.ts';
import { type ShipState, totalShields } from './state.ts';

/** Body damage; destroys the ship at 0 body. */
export function damageBody(ctx: TurnContext, s: ShipState, n: number, card: string): void {
  s.body = Math.max(0, s.body - n);
  ctx.tl.push({
    kind: 'damage',
    unit: s.id,
    shieldsLost: 0,
    cards: [{ name: card, faceUp: true }],
    hull: s.body,
    shields: totalShields(s),
  });
  if (s.body === 0) destroy(ctx, s, 'body destroyed');
}

/** Takes a ship out of the fight (once: a second cause is not shown). */
export function destroy(ctx: TurnContext, s: ShipState, cause: string): void {
  if (s.destroyed) return;
  s.destroyed = true;
  ctx.tl.push({ kind: 'destroyed', unit: s.id, cause });
}

/** The result's name as a damage card: its text up to the colon, if it has one. */
function cardName(result: FireResult): string {
  const text = FIRE_RESULT_TEXT[result];
  const colon = text.indexOf(':');
  return colon < 0 ? text : text.slice(0, colon);
}

/** Applies a Fire Table result to a ship struck on one side. */
export function applyFire(ctx: TurnContext, t: ShipState, result: FireResult, side: 'front' | 'rear'): void {
  let shieldsLost = 0;
  const text = cardName(result);
  switch (result) {
    case 'noEffect':
      return;
    case 'shaken':
      t.redMarkers += 1;
      break;
    case 'ionised':
      t.redMarkers += 2;
      break;
    case 'shieldDamage':
      if (t.shields[side] > 0) {
        t.shields[side] -= 1;
        shieldsLost = 1;
      } else t.redMarkers += 1;
      break;
    case 'stabilizerDamage':
      // A second hit on a damaged system goes through to the body.
      if (t.stabilizerDamage) return damageBody(ctx, t, 1, `${text} (again)`);
      t.stabilizerDamage = true;
      break;
    case 'lateralControlDamage':
      if (t.lateralControlDamage) return damageBody(ctx, t, 1, `${text} (again)`);
      t.lateralControlDamage = true;
      break;
    case 'engineDamage':
      t.maxSpeed = Math.max(1, t.maxSpeed - 1);
      t.throttle = Math.min(t.throttle, t.maxSpeed);
      break;
    case 'bodyDamage1':
      return damageBody(ctx, t, 1, text);
    case 'bodyDamage2':
      return damageBody(ctx, t, 2, text);
    case 'destroyed':
      ctx.tl.push({
        kind: 'damage',
        unit: t.id,
        shieldsLost: 0,
        cards: [{ name: text, faceUp: true }],
        hull: 0,
        shields: totalShields(t),
      });
      t.body = 0;
      return destroy(ctx, t, 'destroyed on the Fire Table');
  }
  ctx.tl.push({
    kind: 'damage',
    unit: t.id,
    shieldsLost,
    cards: [{ name: text, faceUp: true }],
    hull: t.body,
    shields: totalShields(t),
  });
}
