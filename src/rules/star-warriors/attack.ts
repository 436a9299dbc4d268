/**
 * Fire (rules 11, 12): a ship fires every gun that bears on its target; each shot is a gunnery roll against the
 * to-hit number, and a hit reads the Fire Table (assumed, see data/fireTable.ts) by the side it strikes.
 */
import { FIRE_RESULT_TEXT, fireResult } from './data/fireTable.ts';
import { round3, type TurnContext } from './context.ts';
import { applyFire } from './damage.ts';
import { fireMargin, type GunShot, gunShots, strikesFront } from './fire.ts';
import { hexCenterMm } from './hex.ts';
import type { CounterPose } from './movement.ts';
import type { ShipState } from './state.ts';

/** One ship fires every gun that bears on a target from a pose; `path` names the shot in the file. */
export function fire(ctx: TurnContext, s: ShipState, pose: CounterPose, targetId: string, path: string, snap: boolean) {
  const t = ctx.ship(targetId);
  if (!t || t.player === s.player)
    throw ctx.error(`${path}.target`, `expected an enemy ship id, got ${JSON.stringify(targetId)}`);
  // A target destroyed earlier in the ship phase is no error: the shot was planned before it fell.
  if (t.destroyed || t.disengaged) return;
  const shots = gunShots(s.guns, pose, t.pose, s.tracking === t.id);
  if (!shots.length)
    throw ctx.error(`${path}.target`, `${t.name} is not in range (15 hexes) and arc of any of ${s.name}'s guns`);
  for (const g of shots) {
    if (t.destroyed) break;
    gunShot(ctx, s, t, pose, g, snap);
  }
}

/** One gun's shot: the attack line, the gunnery roll, and on a hit the Fire Table. */
function gunShot(ctx: TurnContext, s: ShipState, t: ShipState, pose: CounterPose, g: GunShot, snap: boolean) {
  const from = hexCenterMm(ctx.state.map, pose.hex);
  const to = hexCenterMm(ctx.state.map, t.pose.hex);
  ctx.tl.push({
    kind: 'attack',
    attacker: s.id,
    defender: t.id,
    weapon: `${snap ? 'snap fire, ' : ''}${g.gun.code}: to-hit ${g.toHit}${g.tracking ? ` (tracking ${g.tracking})` : ''}, power ${g.power}`,
    line: [
      [round3(from.x), round3(from.y)],
      [round3(to.x), round3(to.y)],
    ],
    range: g.distance,
    obstructed: false,
  });
  const roll = ctx.skillRoll(s, 'gunnery', s.gunnery, `vs to-hit ${g.toHit} (band ${g.band})`, 'attack');
  const hit = roll >= g.toHit;
  const result = () =>
    ctx.tl.push({ kind: 'result', attacker: s.id, defender: t.id, hits: hit ? 1 : 0, crits: 0, evades: 0, hit });
  if (!hit) {
    result();
    return;
  }
  const faces = ctx.dice.roll('damage', s.id, 2);
  const side = strikesFront(t.pose, pose.hex) ? 'front' : 'rear';
  const shields = t.shields[side];
  const sum = faces.reduce((a, b) => a + b, 0);
  const margin = fireMargin(sum, g.power, t.body, shields, g.gun.ion);
  const effect = fireResult(margin, g.gun.ion);
  ctx.tl.push({
    kind: 'dice',
    unit: s.id,
    role: 'attack',
    label: 'fire table',
    rolled: faces.map(String),
    modified: [String(margin)],
    modifications: [
      `fire table: ${sum} + power ${g.power}${g.gun.ion ? '' : ` − body ${t.body}`} − ${side} shields ${shields} = ${margin}: ${FIRE_RESULT_TEXT[effect]}`,
    ],
  });
  // The Fire Table roll shows in the dice tray with the gunnery roll, before the result closes it.
  result();
  applyFire(ctx, t, effect, side);
}
