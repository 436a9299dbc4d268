/**
 * Start of the Combat phase: pilots that move tokens between ships (issue 18): Kaa'to Leeachos and Palob Godalhi take
 * a focus or evade token, Manaroo hands hers on. The use names the ship (`target`) and, for a single token, its kind
 * (`action.action`: `focus` or `evade`), as Wes Janson's does. The autopilot's policy is in each function's comment.
 */
import type { DamageContext } from '../damage.ts';
import type { AbilityUse } from '../decisions.ts';
import type { ShipState } from '../state.ts';
import { pick } from './pilotCombatStart.ts';
import type { CombatStartOpEffect } from './types.ts';

type Token = 'focus' | 'evade';

/** The focus and evade tokens a ship holds, evade first (an evade token cancels a result outright). */
const held = (s: ShipState): Token[] => [
  ...(s.evade > 0 ? ['evade' as const] : []),
  ...(s.focus > 0 ? ['focus' as const] : []),
];

/** The ops of this module, given the ship's friends and enemies in the card's range bands. */
export function tokenTransfer(
  ctx: DamageContext,
  ship: ShipState,
  card: string,
  op: CombatStartOpEffect['op'],
  friends: readonly ShipState[],
  enemies: readonly ShipState[],
): void {
  if (op === 'take-friend-token') takeToken(ctx, ship, card, friends, false);
  if (op === 'take-enemy-token') takeToken(ctx, ship, card, enemies, true);
  if (op === 'give-all-tokens') giveAllTokens(ctx, ship, card, friends);
}

/** A token count shown on the timeline. */
function show(ctx: DamageContext, ship: ShipState, token: Token): void {
  ctx.timeline.push({ kind: 'token', unit: ship.id, token, count: ship[token] });
}

/**
 * Kaa'to Leeachos: "you may remove 1 focus or evade token from another friendly ship at Range 1-2 and assign it to
 * yourself"; Palob Godalhi: "… from an enemy ship at Range 1-2 …". The autopilot always takes an enemy's token (evade
 * first, from the first enemy listed that holds one). From a friend the token only changes hands, so it takes one
 * only of a kind Kaa'to holds none of, from a friend holding at least 2 of that kind (the first listed).
 */
function takeToken(ctx: DamageContext, ship: ShipState, card: string, from: readonly ShipState[], enemy: boolean) {
  const owners = from.filter((s) => held(s).length > 0);
  if (owners.length === 0) return;
  const spare = (s: ShipState, t: Token) => s[t] >= 2 && ship[t] === 0;
  let best: AbilityUse | undefined;
  for (const t of ['evade', 'focus'] as const) {
    const owner = owners.find((s) => s[t] > 0 && (enemy || spare(s, t)));
    if (owner && !best) best = { ship: ship.id, card, use: true, target: owner.id, action: { action: t } };
  }
  const choices = owners.flatMap((s) =>
    held(s).map((t) => ({ ship: ship.id, card, use: true, target: s.id, action: { action: t } })),
  );
  const { use } = ctx.choose(
    ship,
    { card, suggested: () => best ?? { ship: ship.id, card, use: false }, choices },
    (u) =>
      choices.some((c) => c.target === u.target && c.action.action === u.action?.action)
        ? null
        : {
            field: 'target',
            message: `expected a ship at range 1–2 and a focus or evade token it holds (${choices.map((c) => `${c.target}: ${c.action.action}`).join(', ')})`,
          },
  );
  const owner = use.use ? owners.find((s) => s.id === use.target) : undefined;
  const token = use.action?.action;
  if (!owner || (token !== 'focus' && token !== 'evade')) return;
  owner[token]--;
  ship[token]++;
  show(ctx, owner, token);
  show(ctx, ship, token);
}

/**
 * Manaroo: "you may assign all focus, evade, and target lock tokens assigned to you to another friendly ship at Range
 * 1." Her blue target lock goes only to a friend holding none (a ship maintains one target lock). The autopilot gives
 * them, like Kyle Katarn's focus token, to the friend at range 1 holding no focus token whose primary weapon value
 * beats hers (the highest).
 */
function giveAllTokens(ctx: DamageContext, ship: ShipState, card: string, friends: readonly ShipState[]) {
  if (ship.focus + ship.evade === 0 && ship.lockOn === null) return;
  const best = friends.filter((f) => f.focus === 0 && f.attack > ship.attack).sort((a, b) => b.attack - a.attack)[0];
  const to = pick(ctx, ship, card, friends, best, 'another friendly ship at range 1');
  if (!to) return;
  for (const t of ['focus', 'evade'] as const) {
    if (ship[t] === 0) continue;
    to[t] += ship[t];
    ship[t] = 0;
    show(ctx, ship, t);
    show(ctx, to, t);
  }
  if (ship.lockOn !== null && to.lockOn === null) {
    to.lockOn = ship.lockOn;
    ship.lockOn = null;
    ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'lock', target: to.lockOn, count: 0 });
    ctx.timeline.push({ kind: 'token', unit: to.id, token: 'lock', target: to.lockOn, count: 1 });
  }
}
