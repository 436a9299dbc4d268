/**
 * Upgrade cards that act after the ship performs a boost or barrel roll action, free or not (actions.ts →
 * afterActions.ts): Intensity and Black One; and Intensity's exhausted side at the end of the Combat phase. Intensity
 * is dual-sided: its face-up side is the equipped card's name ("Intensity" or "Intensity (Exhausted)"), which a flip
 * swaps. The autopilot's policy for each is in its comment.
 */
import type { RoundContext } from '../context.ts';
import type { DamageContext } from '../damage.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from './active.ts';
import { afterFocusSpent, bandBetween } from './triggers.ts';
import type { CardAbility } from './types.ts';

const READY = 'Intensity';
const EXHAUSTED = 'Intensity (Exhausted)';

/** Flips the ship's Intensity card to its other side. */
function flipIntensity(ctx: DamageContext, ship: ShipState, to: string): void {
  const card = ship.upgrades.find((u) => u.faceUp && u.xws === 'intensity');
  if (card) card.name = to;
  const side = to === READY ? 'its ready side' : 'its exhausted side';
  ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${ship.name} flips ${READY} to ${side}` }, 0);
}

/** After the ship performed an action of `family` (`boost` or `barrel-roll` for either of their moves). */
export function afterBoostOrRoll(ctx: RoundContext, ship: ShipState, family: string): void {
  if (family !== 'boost' && family !== 'barrel-roll') return;
  for (const { card, effect } of effectsOf(ship, 'after-boost-or-roll')) {
    if (effect.does === 'intensity' && card === READY) intensity(ctx, ship, card);
    if (effect.does === 'black-one') blackOne(ctx, ship, card);
  }
}

/**
 * Intensity: "After you perform a boost or barrel roll action, you may assign 1 focus or evade token to your ship. If
 * you do, flip this card." The use's `token` names it; the autopilot takes a focus token (it serves attack and
 * defence), an evade token when it holds a focus token already.
 */
function intensity(ctx: RoundContext, ship: ShipState, card: string): void {
  const pick = (token: 'focus' | 'evade') => ({ ship: ship.id, card, use: true, token });
  const { use } = ctx.choose(
    ship,
    { card, suggested: () => pick(ship.focus > 0 ? 'evade' : 'focus'), choices: [pick('focus'), pick('evade')] },
    (u) =>
      u.token === 'focus' || u.token === 'evade'
        ? null
        : { field: 'token', message: `expected "focus" or "evade", got ${JSON.stringify(u.token)}` },
  );
  if (!use.use || (use.token !== 'focus' && use.token !== 'evade')) return;
  ship[use.token]++;
  ctx.timeline.push({ kind: 'token', unit: ship.id, token: use.token, count: ship[use.token] });
  flipIntensity(ctx, ship, EXHAUSTED);
}

/**
 * Black One: "After you perform a boost or barrel roll action, you may remove 1 enemy target lock from a friendly ship
 * at Range 1." The ship itself is a friendly ship (rules: FRIENDLY); the use's `target` names the enemy whose lock
 * goes. The autopilot removes a lock on itself first, then the first on a friend.
 */
function blackOne(ctx: RoundContext, ship: ShipState, card: string): void {
  const near = (f: ShipState) => f === ship || (f.player === ship.player && bandBetween(ship, f) === 1);
  const lockers = shipsInPlay(ctx.state).filter((e) => {
    const locked =
      e.player !== ship.player && e.lockOn !== null ? shipsInPlay(ctx.state).find((f) => f.id === e.lockOn) : undefined;
    return locked !== undefined && near(locked);
  });
  const best = lockers.find((e) => e.lockOn === ship.id) ?? lockers[0];
  if (!best) return;
  const { use } = ctx.choose(
    ship,
    {
      card,
      suggested: () => ({ ship: ship.id, card, use: true, target: best.id }),
      choices: lockers.map((e) => ({ ship: ship.id, card, use: true, target: e.id })),
    },
    (u) =>
      lockers.some((e) => e.id === u.target)
        ? null
        : {
            field: 'target',
            message: `expected an enemy locking ${ship.id} or a friend at Range 1 (${lockers.map((e) => e.id).join(', ')})`,
          },
  );
  const enemy = use.use ? lockers.find((e) => e.id === use.target) : undefined;
  if (!enemy || enemy.lockOn === null) return;
  ctx.timeline.push({ kind: 'token', unit: enemy.id, token: 'lock', target: enemy.lockOn, count: 0 });
  enemy.lockOn = null;
}

/**
 * Intensity (Exhausted), at the end of the Combat phase: "you may spend 1 focus or evade token to flip this card." The
 * End phase would remove the token, so the autopilot always does, spending an evade token first.
 */
export function readyIntensity(ctx: DamageContext): void {
  for (const ship of shipsInPlay(ctx.state)) {
    for (const { card, effect } of effectsOf(ship, 'phase-edge')) {
      if (effect.does !== 'intensity-ready' || card !== EXHAUSTED || ship.focus + ship.evade === 0) continue;
      const held = (['evade', 'focus'] as const).filter((t) => ship[t] > 0);
      const pick = (token: string) => ({ ship: ship.id, card, use: true, token });
      const { use } = ctx.choose(
        ship,
        { card, suggested: () => pick(held[0] ?? 'evade'), choices: held.map(pick) },
        (u) =>
          held.some((t) => t === u.token)
            ? null
            : { field: 'token', message: `expected a token ${ship.id} holds (${held.join(', ')})` },
      );
      const token = held.find((t) => t === use.token);
      if (!use.use || !token) continue;
      ship[token]--;
      ctx.timeline.push({ kind: 'token', unit: ship.id, token, count: ship[token] });
      if (token === 'focus') afterFocusSpent(ctx, ship);
      flipIntensity(ctx, ship, READY);
    }
  }
}

/** The cards of this module, keyed by xws (Intensity's two sides share one). */
export const AFTER_BOOST_OR_ROLL_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // Intensity: "After you perform a boost or barrel roll action, you may assign 1 focus or evade token to your ship. If
  // you do, flip this card." Intensity (Exhausted): "At the end of the Combat phase, you may spend 1 focus or evade
  // token to flip this card."
  [
    'intensity',
    {
      effects: [
        { kind: 'after-boost-or-roll', window: 'perform-action', does: 'intensity' },
        { kind: 'phase-edge', window: 'combat-end', does: 'intensity-ready' },
      ],
    },
  ],
  // Black One: "After you perform a boost or barrel roll action, you may remove 1 enemy target lock from a friendly
  // ship at Range 1. You cannot equip this card if your pilot skill is "6" or lower."
  ['blackone', { effects: [{ kind: 'after-boost-or-roll', window: 'perform-action', does: 'black-one' }] }],
];
