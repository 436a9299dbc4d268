/** The "Action:" headers of upgrade cards the engine applies: what each does when performed. */
import { attackGeometry } from '../../../kernel/index.ts';
import type { RoundContext } from '../context.ts';
import { effectiveSkill } from '../effective.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { offerFreeAction, withLentIcon } from './freeActions.ts';
import { afterLockAcquired, bandBetween, friendsInRange, lockTouched } from './triggers.ts';
import { fleetOfficer, landoCrew } from './crewActionHeaders.ts';
import { bombActionAvailable, dropByAction, isBombAction } from '../bombs/triggers.ts';
import { saboteur, saboteurTargets } from './damageFlips.ts';
import { daredevil } from './daredevil.ts';
import { debrisGambit, rage } from './talentActions.ts';
import { afterIonReceived } from './pilotIon.ts';
import { isUpgradeActionHeader, performUpgradeActionHeader, upgradeActionAvailable } from './upgradeActionHeaders.ts';
import { isMechanismAction, mechanismActionAvailable, performMechanismAction } from './mechanismActions.ts';

/** Squad Leader's choices: ships at range 1–2 with a lower pilot skill, friendly ones first (as the state lists them). */
function squadLeaderChoices(ctx: RoundContext, ship: ShipState): ShipState[] {
  const skill = effectiveSkill(ship, ctx.state.round);
  const near = shipsInPlay(ctx.state).filter((s) => {
    const band = s === ship ? null : bandBetween(ship, s);
    return band !== null && band <= 2 && effectiveSkill(s, ctx.state.round) < skill;
  });
  return [...near.filter((s) => s.player === ship.player), ...near.filter((s) => s.player !== ship.player)];
}

/** False for a card action that could do nothing now (Squad Leader with no ship to choose). */
export function cardActionAvailable(ctx: RoundContext, ship: ShipState, action: string): boolean {
  if (isUpgradeActionHeader(action)) return upgradeActionAvailable(ctx, ship, action);
  if (isMechanismAction(action)) return mechanismActionAvailable(ctx, ship, action);
  if (action === 'fleetofficer') return friendsInRange(ctx, ship, [1, 2]).length > 0;
  if (isBombAction(action)) return bombActionAvailable(ship);
  if (action === 'saboteur') return saboteurTargets(ctx, ship).length > 0;
  return action !== 'squadleader' || squadLeaderChoices(ctx, ship).length > 0;
}

/**
 * Expert Handling: "Perform a free barrel roll action. If you do not have the [Barrel Roll] action icon, receive 1
 * stress token. You may then remove 1 enemy target lock from your ship." A ship without the icon may still barrel
 * roll here, so the icon is lent for the free action. The autopilot removes the first enemy lock on the ship.
 */
function expertHandling(ctx: RoundContext, ship: ShipState): void {
  const card = 'Expert Handling';
  withLentIcon(ctx, ship, card, 'barrel-roll', 1);
  const lockers = shipsInPlay(ctx.state).filter((e) => e.player !== ship.player && e.lockOn === ship.id);
  const [first] = lockers;
  if (!first) return;
  const { use } = ctx.choose(
    ship,
    {
      card,
      suggested: () => ({ ship: ship.id, card, use: true, target: first.id }),
      choices: lockers.map((e) => ({ ship: ship.id, card, use: true, target: e.id })),
    },
    (u) =>
      lockers.some((e) => e.id === u.target)
        ? null
        : {
            field: 'target',
            message: `expected an enemy holding a lock on ${ship.id} (${lockers.map((e) => e.id).join(', ')})`,
          },
  );
  const enemy = use.use ? lockers.find((e) => e.id === use.target) : undefined;
  if (!enemy) return;
  enemy.lockOn = null;
  ctx.timeline.push({ kind: 'token', unit: enemy.id, token: 'lock', target: ship.id, count: 0 });
}

/**
 * R7-T1: "Choose an enemy ship at Range 1-2. If you are inside that ship's firing arc, you may acquire a target lock
 * on that ship. Then, you may perform a free boost action." The use names the enemy locked (`target`); the boost is
 * a second use with its `action`, and needs no Boost icon on the bar. The autopilot locks the first such enemy when
 * it holds no lock on a ship in play; its boost is what its action policy chooses.
 */
function r7t1(ctx: RoundContext, ship: ShipState): void {
  const card = 'R7-T1';
  const lockable = shipsInPlay(ctx.state).filter((e) => {
    const band = e.player === ship.player ? null : bandBetween(ship, e);
    return band !== null && band <= 2 && attackGeometry(e.pose, e.size, 'primary', ship.pose, ship.size, []).inArc;
  });
  const [first] = lockable;
  if (first) {
    const held = ship.lockOn;
    const worth = held === null || !shipsInPlay(ctx.state).some((s) => s.id === held);
    const { use } = ctx.choose(
      ship,
      {
        card,
        suggested: () => ({ ship: ship.id, card, use: worth, ...(worth ? { target: first.id } : {}) }),
        choices: lockable.map((e) => ({ ship: ship.id, card, use: true, target: e.id })),
      },
      (u) =>
        lockable.some((e) => e.id === u.target)
          ? null
          : {
              field: 'target',
              message: `expected an enemy at Range 1-2 whose firing arc holds ${ship.id} (${lockable.map((e) => e.id).join(', ')}), got ${JSON.stringify(u.target)}`,
            },
    );
    const enemy = use.use ? lockable.find((e) => e.id === use.target) : undefined;
    if (enemy) {
      if (ship.lockOn)
        ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'lock', target: ship.lockOn, count: 0 }, 0);
      ship.lockOn = enemy.id;
      ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'lock', target: enemy.id, count: 1 });
      lockTouched(ctx, ship);
      afterLockAcquired(ctx, ship);
    }
  }
  withLentIcon(ctx, ship, card, 'boost');
}

/**
 * Squad Leader: the chosen ship (the autopilot's: the first friendly one that could take a free action) may
 * perform 1 free action, decided by its own player.
 */
function squadLeader(ctx: RoundContext, ship: ShipState): void {
  const card = 'Squad Leader';
  const choices = squadLeaderChoices(ctx, ship);
  const best = choices.find((s) => s.player === ship.player && s.stress === 0) ?? choices[0];
  const suggested = { ship: ship.id, card, use: best !== undefined, ...(best ? { target: best.id } : {}) };
  const offer = {
    card,
    suggested: () => suggested,
    choices: choices.map((s) => ({ ship: ship.id, card, use: true, target: s.id })),
  };
  const { use } = ctx.choose(ship, offer, (u) =>
    choices.some((s) => s.id === u.target)
      ? null
      : {
          field: 'target',
          message: `expected a ship at range 1–2 with a lower pilot skill (${choices.map((s) => s.id).join(', ')}), got ${JSON.stringify(u.target)}`,
        },
  );
  const chosen = use.use ? choices.find((s) => s.id === use.target) : undefined;
  if (chosen) offerFreeAction(ctx, chosen, card, 'any');
}

/**
 * Performs a card's action. Marksmanship and R2-F2 last until the end of the round (round flags, read by the
 * attack and by effectiveAgility); R5-D8 rolls its die at once.
 */
export function performCardAction(ctx: RoundContext, ship: ShipState, action: string): void {
  // Proximity Mines, Cluster Mines, Conner Net: "Action: Discard this card to drop 1 … token."
  if (isBombAction(action)) return dropByAction(ctx, ship, action);
  // "Gonk", "Chopper" (astromech), Jyn Erso, Black Market Slicer Tools (upgradeActionHeaders.ts).
  if (isUpgradeActionHeader(action)) return performUpgradeActionHeader(ctx, ship, action);
  // Harpooned!, Kylo Ren (crew), Spacetug Tractor Array (mechanismActions.ts).
  if (isMechanismAction(action)) return performMechanismAction(ctx, ship, action);
  switch (action) {
    case 'marksmanship':
    case 'r2f2':
    case 'expose':
      // Marksmanship: "When attacking this round, you may change 1 of your [Focus] results to a [Critical Hit]
      // result and all of your other [Focus] results to [Hit] results." R2-F2: "Increase your agility value by
      // 1 until the end of this game round."
      ship.roundFlags.push(action);
      break;
    case 'r5d8': {
      // "Roll 1 defense die. On a [Evade] or [Focus] result, discard 1 of your facedown Damage cards."
      const [face] = ctx.effectRoll(ship, 'R5-D8', 1, 'R5-D8', 'defence');
      const k = ship.damage.findLastIndex((c) => !c.faceUp);
      if ((face === 'evade' || face === 'focus') && k >= 0) {
        const [card] = ship.damage.splice(k, 1);
        if (card && card.name !== 'Counter') ctx.state.discard.push(card.name);
        ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${ship.name} repairs 1 damage (R5-D8)` });
      }
      break;
    }
    case 'experthandling':
      expertHandling(ctx, ship);
      break;
    case 'squadleader':
      squadLeader(ctx, ship);
      break;
    case 'r7t1':
      r7t1(ctx, ship);
      break;
    case 'landocalrissian':
      landoCrew(ctx, ship);
      break;
    case 'fleetofficer':
      fleetOfficer(ctx, ship);
      break;
    case 'saboteur':
      saboteur(ctx, ship);
      break;
    case 'daredevil':
      daredevil(ctx, ship);
      break;
    case 'rage':
      rage(ctx, ship);
      break;
    case 'debrisgambit':
      debrisGambit(ctx, ship);
      break;
    case 'leebo':
      // Leebo (crew): "Perform a free boost action. Then receive 1 ion token."
      withLentIcon(ctx, ship, 'Leebo', 'boost');
      ship.ion++;
      ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'ion', count: ship.ion });
      afterIonReceived(ctx, ship);
      break;
    default:
      throw new Error(`no card action "${action}"`);
  }
}
