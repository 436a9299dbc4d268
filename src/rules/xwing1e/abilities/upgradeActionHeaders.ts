/**
 * The "Action:" headers of "Gonk", "Chopper" (astromech), Jyn Erso and Black Market Slicer Tools (cardActions.ts lists
 * and performs them). The autopilot picks a card action as its action policy picks any (when no focus, target lock or
 * evade action is open to it); what it chooses inside each is in the comment.
 */
import { attackGeometry } from '../../../kernel/index.ts';
import { upgradeByXws } from '../catalog.ts';
import type { RoundContext } from '../context.ts';
import { isDestroyedByDamage, removeShip, sufferDamage } from '../damage.ts';
import { hullLeft } from '../effective.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { pick } from './pilotCombatStart.ts';
import { rangeBetween } from './pilotConditions.ts';
import { destructionDelayed } from './triggers.ts';
import type { CardAbility } from './types.ts';

/** The action names of this module (each card's xws; "Gonk"'s second action `gonk-recover`). */
const ACTIONS = new Set(['gonk', 'gonk-recover', 'chopper-swx72', 'jynerso', 'blackmarketslicertools']);

/** True for an action this module performs. */
export function isUpgradeActionHeader(action: string): boolean {
  return ACTIONS.has(action);
}

/** The ship's face-up upgrade with that xws. */
function equipped(ship: ShipState, xws: string) {
  return ship.upgrades.find((u) => u.faceUp && u.xws === xws);
}

/** Enemies at Range 1–3 inside one of the ship's printed firing arcs (a turret's reach is not a firing arc). */
function enemiesInArc(ctx: RoundContext, ship: ShipState): ShipState[] {
  return shipsInPlay(ctx.state).filter(
    (e) =>
      e.player !== ship.player &&
      rangeBetween(ship, e) !== null &&
      ship.arcs.some((arc) => arc !== 'turret' && attackGeometry(ship.pose, ship.size, arc, e.pose, e.size, []).inArc),
  );
}

/** Stressed enemies at Range 1–2 (Black Market Slicer Tools' choice). */
function stressedEnemies(ctx: RoundContext, ship: ShipState): ShipState[] {
  return shipsInPlay(ctx.state).filter(
    (e) => e.player !== ship.player && e.stress > 0 && (rangeBetween(ship, e) ?? 9) <= 2,
  );
}

/** Friendly ships at Range 1–2, the ship itself first (rules: FRIENDLY: a ship is friendly to itself). */
function friendsNear(ctx: RoundContext, ship: ShipState): ShipState[] {
  const others = shipsInPlay(ctx.state).filter(
    (f) => f !== ship && f.player === ship.player && (rangeBetween(ship, f) ?? 9) <= 2,
  );
  return [ship, ...others];
}

/** False for an action of this module that could do nothing now. */
export function upgradeActionAvailable(ctx: RoundContext, ship: ShipState, action: string): boolean {
  if (action === 'gonk-recover') return (equipped(ship, 'gonk')?.shieldsOn ?? 0) > 0 && ship.shields < ship.shieldsMax;
  if (action === 'chopper-swx72') return ship.upgrades.some((u) => u.faceUp && u.xws !== 'chopper-swx72');
  if (action === 'jynerso') return enemiesInArc(ctx, ship).length > 0;
  if (action === 'blackmarketslicertools') return stressedEnemies(ctx, ship).length > 0;
  return action === 'gonk';
}

/** Performs an action of this module. */
export function performUpgradeActionHeader(ctx: RoundContext, ship: ShipState, action: string): void {
  const gonk = equipped(ship, 'gonk');
  if (action === 'gonk' && gonk) {
    // "Place 1 shield token on this card."
    gonk.shieldsOn = (gonk.shieldsOn ?? 0) + 1;
    ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${ship.name} places a shield token on "Gonk"` }, 0);
  } else if (action === 'gonk-recover' && gonk?.shieldsOn) {
    // "Remove 1 shield token from this card to recover 1 shield (up to your shield value)."
    gonk.shieldsOn--;
    ship.shields = Math.min(ship.shieldsMax, ship.shields + 1);
    ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'shield', count: ship.shields });
  } else if (action === 'chopper-swx72') chopperAstromech(ctx, ship);
  else if (action === 'jynerso') jynErso(ctx, ship);
  else if (action === 'blackmarketslicertools') slicerTools(ctx, ship);
}

/**
 * "Chopper" (astromech): another face-up upgrade discarded (the use's `upgrade`, by xws) for 1 shield. The autopilot
 * discards the one of the fewest squad points (the first listed of equals).
 */
function chopperAstromech(ctx: RoundContext, ship: ShipState): void {
  const card = '"Chopper"';
  const others = ship.upgrades.filter((u) => u.faceUp && u.xws !== 'chopper-swx72');
  const points = (xws: string) => upgradeByXws(xws)?.points ?? 0;
  const cheapest = others.reduce((a, b) => (points(b.xws) < points(a.xws) ? b : a));
  const { use, at } = ctx.choose(
    ship,
    {
      card,
      suggested: () => ({ ship: ship.id, card, use: true, upgrade: cheapest.xws }),
      choices: others.map((u) => ({ ship: ship.id, card, use: true, upgrade: u.xws })),
    },
    (u) =>
      others.some((o) => o.xws === u.upgrade)
        ? null
        : {
            field: 'upgrade',
            message: `expected another face-up upgrade of ${ship.id} (${others.map((o) => o.xws).join(', ')})`,
          },
  );
  const gone = others.find((o) => o.xws === use.upgrade);
  if (!use.use || !gone) throw ctx.error(`${at}.use`, `${card}: the action discards an upgrade ("Discard 1 other")`);
  gone.faceUp = false;
  ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${ship.name} discards ${gone.name} ("Chopper")` }, 0);
  ship.shields = Math.min(ship.shieldsMax, ship.shields + 1);
  ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'shield', count: ship.shields });
}

/**
 * Jyn Erso: a friendly ship at Range 1–2 (the ship itself included) is assigned 1 focus token per enemy inside the
 * ship's firing arc at Range 1–3, at most 3 (the use's `target`). The autopilot picks the one with the fewest focus
 * tokens, the ship itself first of equals.
 */
function jynErso(ctx: RoundContext, ship: ShipState): void {
  const card = 'Jyn Erso';
  const friends = friendsNear(ctx, ship);
  const best = friends.reduce((a, b) => (b.focus < a.focus ? b : a));
  const to = pick(ctx, ship, card, friends, best, 'a friendly ship at Range 1-2');
  if (!to) throw ctx.error('abilities', `${card}: the action chooses a friendly ship ("Choose 1 friendly ship")`);
  to.focus += Math.min(3, enemiesInArc(ctx, ship).length);
  ctx.timeline.push({ kind: 'token', unit: to.id, token: 'focus', count: to.focus });
}

/**
 * Black Market Slicer Tools: a stressed enemy at Range 1–2 (the use's `target`; the autopilot's: the one with the
 * fewest shields and hull left) rolls 1 attack die for it; on a hit or crit it loses 1 stress token and is dealt 1
 * facedown Damage card (shields do not stop a card dealt).
 */
function slicerTools(ctx: RoundContext, ship: ShipState): void {
  const card = 'Black Market Slicer Tools';
  const enemies = stressedEnemies(ctx, ship);
  const life = (s: ShipState) => s.shields + hullLeft(s);
  const best = enemies.reduce((a, b) => (life(b) < life(a) ? b : a));
  const e = pick(ctx, ship, card, enemies, best, 'a stressed enemy ship at Range 1-2');
  if (!e) return;
  const [face] = ctx.effectRoll(ship, card, 1);
  if (face !== 'hit' && face !== 'crit') return;
  e.stress--;
  ctx.timeline.push({ kind: 'token', unit: e.id, token: 'stress', count: e.stress });
  sufferDamage(ctx, e, 1, 0, undefined, { dealt: true });
  if (isDestroyedByDamage(e) && !destructionDelayed(e)) removeShip(ctx, e, `destroyed (${card})`);
}

/** The cards of this module, keyed by xws. */
export const UPGRADE_ACTION_HEADER_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // "Gonk": "Action: Place 1 shield token on this card. Action: Remove 1 shield token from this card to recover 1
  // shield (up to your shield value)."
  [
    'gonk',
    {
      effects: [
        { kind: 'card-action', window: 'perform-action', action: 'gonk' },
        { kind: 'card-action', window: 'perform-action', action: 'gonk-recover' },
      ],
    },
  ],
  // "Chopper" (astromech): "Action: Discard 1 other equipped Upgrade card to recover 1 shield."
  ['chopper-swx72', { effects: [{ kind: 'card-action', window: 'perform-action', action: 'chopper-swx72' }] }],
  // Jyn Erso: "Action: Choose 1 friendly ship at Range 1-2. Assign 1 focus token to that ship for each enemy ship inside
  // your firing arc at Range 1-3. You cannot assign more than 3 tokens in this way."
  ['jynerso', { effects: [{ kind: 'card-action', window: 'perform-action', action: 'jynerso' }] }],
  // Black Market Slicer Tools: "Action: Choose a stressed enemy ship at Range 1-2 and roll 1 attack die. On a [Hit] or
  // [Critical Hit] result, remove 1 stress token and deal it 1 facedown Damage card."
  [
    'blackmarketslicertools',
    { effects: [{ kind: 'card-action', window: 'perform-action', action: 'blackmarketslicertools' }] },
  ],
];
