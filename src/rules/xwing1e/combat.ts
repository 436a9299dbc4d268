/**
 * The Combat phase (rules: COMBAT PHASE, ATTACK, RANGE COMBAT BONUS, OBSTRUCTED, MODIFYING DICE, TOUCHING,
 * SIMULTANEOUS ATTACK RULE): ships attack in descending pilot skill, the player with initiative first on ties;
 * ships destroyed by an attacker of their own pilot skill still attack before they are removed.
 */
import { compareCodePoints } from '../../battle/codePointOrder.ts';
import { findOne, itemAt } from '../../battle/lookup.ts';
import { type ArcKind, type AttackGeometry, attackGeometry, type Point } from '../../kernel/index.ts';
import { applyAdjustments } from './adjustments.ts';
import { upgradeByXws } from './catalog.ts';
import type { RoundContext } from './context.ts';
import { isDestroyedByDamage, removeShip, sufferDamage } from './damage.ts';
import type { AttackChoice, AttackOption } from './decisions.ts';
import { type AttackFace, compareResults, type DefenceFace } from './dice.ts';
import { effectiveAgility, effectiveAttack, effectiveSkill, flipBlinded, hasCrit } from './effective.ts';
import { keptTable, kernelView, obstaclesBetween, withinRange3 } from './spatial.ts';
import { effectsOf } from './abilities/active.ts';
import { type DiceAbility, diceAbilities, LUKE_CREW_ATTACK, resolveDiceAbility } from './abilities/diceAbilities.ts';
import { afterAttackFreeActions } from './abilities/freeActions.ts';
import type { AttackInfo, WeaponDef } from './abilities/types.ts';
import { combatStartAbilities, endSwarmTactics, GUARD } from './abilities/combatStart.ts';
import {
  afterFocusSpent,
  bandBetween,
  destructionDelayed,
  discardWhenHit,
  faceUpPicker,
  jammedBy,
} from './abilities/triggers.ts';
import { type ShipState, shipsInPlay } from './state.ts';
import { compareWithPilots } from './abilities/pilotCompare.ts';
import { afterAttackPilots } from './abilities/pilotAfter.ts';
import { afterAttackOpportunity, attackDicePenalty, cannotAttack } from './damageCards.ts';
import { afterAttackCards, lockTheAttacker, stressForDice, weaponSplash } from './abilities/upgradeTriggers.ts';
import { evadeWhenBare } from './abilities/phaseStartCards.ts';
import { critForLock } from './abilities/diceCards.ts';
import { combatEndCards } from './abilities/combatPhaseCards.ts';
import { afterWeaponHit } from './abilities/weaponHits.ts';
import { sufferAttackDamage } from './abilities/dealtCards.ts';
import { fixedDice, rollAttackDice, rollDefenceDice } from './abilities/beforeRollCards.ts';
import {
  accuracyCorrector,
  afterAttackDamage,
  hitForEvade,
  combatEndStress,
  drawTheirFire,
  intimidated,
  rangeBonusDenied,
  targetDeclared,
} from './abilities/wave1to4Triggers.ts';
import { discardOrdnanceInstead } from './bombs/ordnance.ts';
import {
  addedAttackResults,
  addedDefenceResults,
  cancelFocusForEvade,
  extraDefenceDie,
  mustSpendFocus,
  optionalDice,
} from './abilities/attackResultCards.ts';
import { attackUnderWay } from './abilities/focusSpentCards.ts';
import { attackDiceChoices, attackRange, extraDefenceDice } from './abilities/attackDiceChoices.ts';
import {
  afterLockSpent,
  endFreshLocks,
  freshLockRefusal,
  lockIsFresh,
  lockLockedDefender,
} from './abilities/attackLocks.ts';
import { weaponsDisabled } from './actionBar/roundTokens.ts';
import { settleJam } from './actionBar/jam.ts';
import { reinforceEvade } from './actionBar/reinforce.ts';
import { weaponArcs, weaponReach } from './abilities/weaponReach.ts';
import { addedResults } from './abilities/addedResults.ts';
import { xizorShares } from './abilities/pilotDamage.ts';
import { afterIonReceived } from './abilities/pilotIon.ts';
import {
  agilityCut,
  focusLender,
  focusPayer,
  lattsRazzi,
  lockLender,
  lockPayer,
  norraAttacking,
  pilotDefenceResults,
} from './abilities/pilotAttackTokens.ts';
import { cardDefenceResults } from './abilities/crewDiceCards.ts';
import { afterAttackResolved, attackBannedWhy, runCardAttacks, unmodifiedAttackDice } from './abilities/cardAttacks.ts';
import { unmodifiableBy, whenHit, withDarkSide } from './abilities/conditions.ts';
import { assignTractor, tractorPenalty } from './abilities/tractor.ts';

/** Every legal attack the ship can make now (rules: ATTACK step 1). Empty when it cannot attack at all. */
export function attackOptions(ctx: RoundContext, ship: ShipState): AttackOption[] {
  return listAttacks(ctx, ship).map((l) => l.option);
}

/** A legal attack and the attack line the kernel found with it (reused to resolve it). */
export interface ListedAttack {
  option: AttackOption;
  line: [Point, Point];
}

/** The attack line of a geometry in arc at range 1–3; throws if the kernel left it out. */
function lineOf(g: AttackGeometry, target: string): [Point, Point] {
  if (!g.line) throw new Error(`attack geometry against ${target} has no attack line`);
  return g.line;
}

/**
 * A legal attack from the kernel's geometry, or null when the target is out of arc or beyond range 3 (or, for
 * a secondary weapon, outside its weapon range: rules WEAPON RANGE).
 */
function listedAttack(target: string, arc: ArcKind, g: AttackGeometry, weapon?: WeaponDef): ListedAttack | null {
  if (!g.inArc || g.band === null || g.band === undefined) return null;
  if (weapon && (g.band < weapon.range[0] || g.band > weapon.range[1])) return null;
  // In arc at range 1–3 the kernel always measures the distance and obstruction too.
  if (g.distanceMm === undefined || g.obstructed === undefined)
    throw new Error(`attack geometry against ${target} at range ${g.band} lacks its distance or obstruction`);
  return {
    option: {
      target,
      arc,
      range: g.band,
      distanceMm: g.distanceMm,
      obstructed: g.obstructed,
      ...(weapon ? { weapon: weapon.xws } : {}),
    },
    line: lineOf(g, target),
  };
}

/**
 * The ship's secondary weapons now (face-up upgrades with an "Attack:" header the engine applies): those of its attack
 * step, those a card's trigger fires (Snap Shot), or all.
 */
export function weaponsOf(ship: ShipState, which: 'step' | 'triggered' | 'all' = 'step'): WeaponDef[] {
  const all = effectsOf(ship, 'weapon').map((e) => e.effect.weapon);
  return which === 'all' ? all : all.filter((w) => (w.triggered === true) === (which === 'triggered'));
}

/**
 * Biggs Darklighter: "other friendly ships at Range 1 cannot be targeted by attacks if the attacker could target
 * you instead". True when a guarding friend of `enemy` at range 1 of it could be attacked by `ship` now.
 */
function guardedFrom(ctx: RoundContext, ship: ShipState, enemy: ShipState): boolean {
  return shipsInPlay(ctx.state).some(
    (guard) =>
      guard !== enemy &&
      guard.player === enemy.player &&
      guard.roundFlags.includes(GUARD) &&
      bandBetween(guard, enemy) === 1 &&
      listAttacks(ctx, ship, (id) => id === guard.id, false).length > 0,
  );
}

/** Whether the attacker meets a weapon's header against this enemy ("Attack (target lock):", "(focus):"). */
function meetsHeader(ctx: RoundContext, ship: ShipState, enemyId: string, w: WeaponDef): boolean {
  // A focus token Carnor Jax forbids the ship to spend does not meet a header.
  const focus = ship.focus > 0 && jammedBy(ctx.state, ship) === null;
  // Deadeye: "You may treat the Attack (target lock): header as Attack (focus):."
  const deadeye = effectsOf(ship, 'focus-for-lock').length > 0 && focus;
  if (w.requires === 'target-lock') return ship.lockOn === enemyId || deadeye;
  if (w.requires === 'focus') return focus;
  return true;
}

/**
 * The legal attacks against the enemies `wanted` accepts (all by default), in a fixed order: enemies as the
 * state lists them, then the ship's arcs. A recorded attack names its target, so only that enemy's geometry
 * is computed (obstruction is the costly part of the kernel).
 */
export function listAttacks(
  ctx: RoundContext,
  ship: ShipState,
  wanted?: (enemyId: string) => boolean,
  guards = true,
  triggered = false,
): ListedAttack[] {
  // Cloaked ships and ships overlapping an asteroid cannot attack (rules: CLOAK, OBSTACLES), nor a ship with The
  // Force Awakens deck's Blinded Pilot ("You cannot perform attacks").
  // Dash Rendar (crew): "You may perform attacks while overlapping an obstacle. Your attacks cannot be obstructed."
  const pastObstacles = effectsOf(ship, 'attack-past-obstacles').length > 0;
  // A weapons disabled token (SLAM, reload): "cannot perform attacks".
  // Corran Horn: "You cannot attack during the next round" (cardAttacks.ts).
  const barred = cannotAttack(ctx.state, ship) || weaponsDisabled(ship) || attackBannedWhy(ctx.state, ship) !== null;
  if (ship.cloak > 0 || (ship.onAsteroid && !pastObstacles) || barred) return [];
  // Only enemies within range 3 can be attacked: the broad phase hands those over, in the scan's order, each
  // with the obstacles that could cross a line between the two bases.
  const view = kernelView(ctx.state);
  const out: ListedAttack[] = [];
  // Arvel Crynyd may attack a ship he touches, through his primary firing arc.
  const touchingToo = effectsOf(ship, 'attack-touching').length > 0;
  // Outrider, with a Cannon card equipped: no primary weapon attacks, and cannons fire outside the firing arc.
  const outrider =
    effectsOf(ship, 'cannon-turret').length > 0 && ship.upgrades.some((u) => u.faceUp && u.slot === 'Cannon');
  const arcOnly = effectsOf(ship, 'arc-only').length > 0;
  for (const enemy of withinRange3(view, ship.pose, ship.size)) {
    const touching = ship.touching.includes(enemy.id);
    if (enemy.player === ship.player || (touching && !touchingToo)) continue;
    if (wanted && !wanted(enemy.id)) continue;
    if (guards && guardedFrom(ctx, ship, enemy)) continue;
    const obstacles = pastObstacles ? [] : obstaclesBetween(view, ship.pose, ship.size, enemy.pose, enemy.size);
    // BTL-A4 Y-wing, Flight-Assist Astromech: "You cannot attack ships outside your firing arc."
    const outside = arcOnly && !insideFiringArc(ship, enemy);
    for (const arc of outrider || triggered ? [] : ship.arcs) {
      if ((touching && arc !== 'primary') || (outside && arc === 'turret')) continue;
      const g = attackGeometry(ship.pose, ship.size, arc, enemy.pose, enemy.size, obstacles);
      const listed = listedAttack(enemy.id, arc, g);
      if (listed) out.push(listed);
    }
    // Secondary weapons use the primary firing arc unless the card says otherwise; an auxiliary arc never
    // (rules: SECONDARY WEAPONS, FIRING ARC). "Even a ship outside your firing arc": the kernel's turret arc.
    // Nera Dantels', Moralo Eval's and Major Rhymer's weapons reach further (weaponReach.ts).
    for (const w of weaponsOf(ship, triggered ? 'triggered' : 'step')) {
      if (!meetsHeader(ctx, ship, enemy.id, w) || (touching && w.arc !== 'front')) continue;
      for (const arc of weaponArcs(ship, w, outrider)) {
        if (arc === 'turret' && outside) continue;
        const g = attackGeometry(ship.pose, ship.size, arc, enemy.pose, enemy.size, obstacles);
        const listed = listedAttack(enemy.id, arc, g, weaponReach(ship, w));
        if (listed) out.push(listed);
      }
    }
  }
  return out;
}

/** True when `enemy` is inside one of the ship's printed firing arcs (a turret's reach is not a firing arc). */
export function insideFiringArc(ship: ShipState, enemy: ShipState): boolean {
  return ship.arcs.some(
    (arc) => arc !== 'turret' && attackGeometry(ship.pose, ship.size, arc, enemy.pose, enemy.size, []).inArc,
  );
}

/** Runs the whole Combat phase. */
export function combatPhase(ctx: RoundContext): void {
  const state = ctx.state;
  // Console Fire: "At the start of each Combat phase, roll 1 attack die. On a hit result, suffer 1 damage."
  for (const ship of shipsInPlay(state)) {
    if (hasCrit(ship, 'Console Fire') && ctx.effectRoll(ship, 'Console Fire', 1)[0] === 'hit') {
      sufferDamage(ctx, ship, 1, 0);
      if (isDestroyedByDamage(ship) && !destructionDelayed(ship)) removeShip(ctx, ship, 'destroyed');
    }
  }
  combatStartAbilities(ctx);
  evadeWhenBare(ctx);
  runCardAttacks(ctx, null);
  const order = shipsInPlay(state).sort(
    (a, b) =>
      effectiveSkill(b, state.round) - effectiveSkill(a, state.round) ||
      (a.player === state.initiative ? 0 : 1) - (b.player === state.initiative ? 0 : 1) ||
      compareCodePoints(a.id, b.id),
  );
  for (const group of skillGroups(order, state.round)) {
    const skill = effectiveSkill(group[0], state.round);
    for (const ship of group) {
      if (ship.destroyed) continue;
      applyAdjustments(ctx, { at: 'before-attack', of: ship.id });
      if (ship.destroyed) continue;
      attackStep(ctx, ship, skill);
      ship.attacked = true;
      // Dengar, "Quickdraw", Chewbacca (Resistance): attacks the attack step triggered, once it is over.
      runCardAttacks(ctx, skill);
      // Blinded Pilot (The Force Awakens deck): "After your next opportunity to attack (even if there was no target
      // for an attack), flip this card facedown."
      if (afterAttackOpportunity(state, ship))
        ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${ship.name} recovers from Blinded Pilot` }, 0);
      applyAdjustments(ctx, { at: 'after-attack', of: ship.id });
    }
    // After every ship of this pilot skill has had its opportunity, the doomed ones go.
    for (const ship of group) if (ship.doomed) removeShip(ctx, ship, 'destroyed');
  }
  endSwarmTactics(ctx);
  combatEndStress(ctx);
  combatEndCards(ctx);
  // Fel's Wrath: "you are not destroyed until the end of the Combat phase".
  for (const ship of shipsInPlay(state))
    if (isDestroyedByDamage(ship)) removeShip(ctx, ship, 'destroyed at the end of the Combat phase');
  runCardAttacks(ctx, null);
}

/**
 * Ships in attack order, grouped by equal pilot skill (each group non-empty). Grouping up front is safe: no
 * pilot skill changes during the Combat phase (Damaged Cockpit counts from the round after it is dealt).
 */
function skillGroups(order: readonly ShipState[], round: number): [ShipState, ...ShipState[]][] {
  const groups: [ShipState, ...ShipState[]][] = [];
  for (const ship of order) {
    const last = groups[groups.length - 1];
    if (last && effectiveSkill(last[0], round) === effectiveSkill(ship, round)) last.push(ship);
    else groups.push([ship]);
  }
  return groups;
}

/** One ship's attack opportunity: declare, roll, modify, compare, deal damage. */
function attackStep(ctx: RoundContext, ship: ShipState, skill: number): void {
  const recorded = ctx.decisions.entry('attacks', ship.id);
  const field = `attacks.${ship.id}`;
  let chosen: ListedAttack | null;
  if (recorded !== undefined) {
    if (recorded.target === null) chosen = null;
    else if (cannotAttack(ctx.state, ship))
      throw ctx.error(`${field}.target`, `${ship.id} has Blinded Pilot face up: it cannot perform attacks`);
    else if (attackBannedWhy(ctx.state, ship) !== null)
      throw ctx.error(`${field}.target`, attackBannedWhy(ctx.state, ship) ?? '');
    else {
      const matches = listAttacks(ctx, ship, (id) => id === recorded.target).filter(
        (l) => (recorded.arc === undefined || l.option.arc === recorded.arc) && l.option.weapon === recorded.weapon,
      );
      if (
        matches.length === 0 &&
        recorded.weapon !== undefined &&
        !weaponsOf(ship).some((w) => w.xws === recorded.weapon)
      )
        throw ctx.error(
          `${field}.weapon`,
          weaponsOf(ship, 'triggered').some((w) => w.xws === recorded.weapon)
            ? `${recorded.weapon} fires only when its card's trigger comes (Snap Shot: after an enemy executes a maneuver), not in the attack step`
            : `${ship.id} has no secondary weapon ${JSON.stringify(recorded.weapon)} in play`,
        );
      if (matches.length === 0) {
        throw ctx.error(
          `${field}.target`,
          `${ship.id} cannot attack ${JSON.stringify(recorded.target)} now (not in arc at range 1–3, touching, friendly, gone or guarded by Biggs Darklighter${recorded.weapon ? `, outside the weapon's range or its header not met` : ''})`,
        );
      }
      chosen = bestRange(matches);
    }
  } else {
    const listed = listAttacks(ctx, ship);
    const option = ctx.policy.attack(
      ctx.state,
      ship,
      listed.map((l) => l.option),
    );
    // A policy normally returns one of the options offered; anything else gets its geometry computed afresh.
    chosen = option
      ? (listed.find((l) => l.option === option) ?? {
          option,
          line: lineOf(geometryOf(ctx, ship, option), option.target),
        })
      : null;
  }
  const choice: AttackChoice = recorded ? { ...recorded } : { target: chosen?.option.target ?? null };
  (ctx.out.attacks ??= {})[ship.id] = choice;
  if (!chosen) return;
  choice.arc = chosen.option.arc;
  if (chosen.option.weapon) choice.weapon = chosen.option.weapon;
  const { info, hit, dealtFrom } = resolveAttack(ctx, ship, chosen, choice, recorded, skill);
  afterAttackPilots(ctx, ship, info.defender, hit, dealtFrom);
  afterAttackCards(ctx, info, chosen.option.range);
  afterAttackDamage(ctx, info, hit, sufferOutside(ctx, ship, skill));
  afterAttackFreeActions(ctx, ship);
  const primary = chosen.option.weapon === undefined;
  const last = turretFollowUp(ctx, ship, { skill, hit, primary }, choice, recorded?.turret);
  bonusAttack(ctx, ship, { skill, hit: last }, choice, recorded?.bonus);
}

/**
 * BTL-A4 Y-wing: "After you perform a primary weapon attack, you may immediately perform an attack with a [Turret]
 * secondary weapon." Its target and weapon are the file's `attacks.<ship>.turret` (`{ "target": null }`: none), or the
 * attack policy's choice among the [Turret] weapons' attacks (the autopilot attacks as in its own step). Gunner then
 * looks at this attack. Returns whether the last attack made hit.
 */
function turretFollowUp(
  ctx: RoundContext,
  ship: ShipState,
  { skill, hit, primary }: { skill: number; hit: boolean; primary: boolean },
  choice: AttackChoice,
  recorded: AttackChoice['turret'],
): boolean {
  const card = effectsOf(ship, 'turret-follow-up')[0]?.card;
  const field = `attacks.${ship.id}.turret`;
  if (recorded !== undefined && (card === undefined || !primary))
    throw ctx.error(
      field,
      card === undefined
        ? `${ship.id} has no card that grants a turret attack after its primary weapon attack (BTL-A4 Y-wing)`
        : `${card}: the turret attack follows a primary weapon attack only`,
    );
  if (card === undefined || !primary || ship.destroyed || cannotAttack(ctx.state, ship)) return hit;
  const turret = (w?: string) => w !== undefined && upgradeByXws(w)?.slot === 'Turret';
  const listed = listAttacks(ctx, ship).filter((l) => turret(l.option.weapon));
  let chosen: ListedAttack | null = null;
  if (recorded !== undefined && recorded.target !== null) {
    const matches = listed.filter(
      (l) =>
        l.option.target === recorded.target &&
        (recorded.weapon === undefined || l.option.weapon === recorded.weapon) &&
        (recorded.arc === undefined || l.option.arc === recorded.arc),
    );
    if (matches.length === 0)
      throw ctx.error(
        `${field}.target`,
        `${card}: ${ship.id} cannot attack ${JSON.stringify(recorded.target)} with a [Turret] secondary weapon${recorded.weapon ? ` (${recorded.weapon})` : ''} now`,
      );
    chosen = bestRange(matches);
  } else if (recorded === undefined && listed.length > 0) {
    const option = ctx.policy.attack(
      ctx.state,
      ship,
      listed.map((l) => l.option),
      card,
    );
    chosen = listed.find((l) => l.option === option) ?? null;
  } else if (recorded === undefined) return hit;
  const follow: NonNullable<AttackChoice['turret']> = recorded
    ? { ...recorded }
    : { target: chosen?.option.target ?? null };
  choice.turret = follow;
  if (!chosen) return hit;
  follow.arc = chosen.option.arc;
  if (chosen.option.weapon) follow.weapon = chosen.option.weapon;
  ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${card}: ${ship.name} fires its turret` }, 0);
  const again = resolveAttack(ctx, ship, chosen, follow, recorded, skill);
  afterAttackPilots(ctx, ship, again.info.defender, again.hit);
  afterAttackCards(ctx, again.info, chosen.option.range);
  afterAttackDamage(ctx, again.info, again.hit, sufferOutside(ctx, ship, skill));
  return again.hit;
}

/**
 * Gunner: "After you perform an attack that does not hit, you may immediately perform a primary weapon attack. You
 * cannot perform another attack this round." Its target is the file's `attacks.<ship>.bonus`, or the attack
 * policy's choice among the primary weapon's targets (the autopilot attacks as it would in its own step). IG-88B's
 * attack is with an equipped Cannon instead (`bonus.weapon` names it); made once, after the ship's own attack step,
 * it is "once per round".
 */
function bonusAttack(
  ctx: RoundContext,
  ship: ShipState,
  { skill, hit }: { skill: number; hit: boolean },
  choice: AttackChoice,
  recorded: AttackChoice['bonus'],
): void {
  const granted = effectsOf(ship, 'bonus-attack')[0];
  const card = granted?.card;
  if (recorded !== undefined && (card === undefined || hit))
    throw ctx.error(
      `attacks.${ship.id}.bonus`,
      card === undefined
        ? `${ship.id} has no card that grants another attack (Gunner, Luke Skywalker, IG-88B)`
        : `${card}: the attack hit, and ${card} attacks again only after an attack that does not hit`,
    );
  if (card === undefined || hit || ship.destroyed || cannotAttack(ctx.state, ship)) return;
  const cannon = granted?.effect.weapon === 'cannon';
  const listed = listAttacks(ctx, ship).filter((l) =>
    cannon ? upgradeByXws(l.option.weapon ?? '')?.slot === 'Cannon' : l.option.weapon === undefined,
  );
  let chosen: ListedAttack | null = null;
  if (recorded !== undefined) {
    const matches = listed.filter(
      (l) =>
        l.option.target === recorded.target &&
        (recorded.arc === undefined || l.option.arc === recorded.arc) &&
        (recorded.weapon === undefined || l.option.weapon === recorded.weapon),
    );
    if (recorded.target !== null && matches.length === 0)
      throw ctx.error(
        `attacks.${ship.id}.bonus.target`,
        `${card}: ${ship.id} cannot attack ${JSON.stringify(recorded.target)} with ${cannon ? 'a Cannon secondary weapon' : 'its primary weapon'} now`,
      );
    chosen = recorded.target === null ? null : bestRange(matches);
  } else if (listed.length > 0) {
    const option = ctx.policy.attack(
      ctx.state,
      ship,
      listed.map((l) => l.option),
      card,
    );
    chosen = listed.find((l) => l.option === option) ?? null;
  } else return;
  const bonus: NonNullable<AttackChoice['bonus']> = recorded
    ? { ...recorded }
    : { target: chosen?.option.target ?? null };
  choice.bonus = bonus;
  if (!chosen) return;
  bonus.arc = chosen.option.arc;
  if (chosen.option.weapon) bonus.weapon = chosen.option.weapon;
  ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${card}: ${ship.name} attacks again` }, 0);
  // Luke Skywalker (crew): his focus-to-hit change is offered during this attack only.
  const lukeFlag = granted?.effect.focusToHit ? ship.roundFlags.push(LUKE_CREW_ATTACK) : 0;
  const again = resolveAttack(ctx, ship, chosen, bonus, recorded, skill);
  if (lukeFlag) ship.roundFlags.splice(ship.roundFlags.indexOf(LUKE_CREW_ATTACK), 1);
  const info = again.info;
  afterAttackPilots(ctx, ship, info.defender, again.hit, again.dealtFrom);
  afterAttackCards(ctx, info, chosen.option.range);
  afterAttackDamage(ctx, info, again.hit, sufferOutside(ctx, ship, skill));
}

/** Among attacks on one target, the one with the shortest range (the attacker's natural choice). */
export function bestRange(options: ListedAttack[]): ListedAttack {
  return options.reduce((a, b) => (b.option.distanceMm < a.option.distanceMm ? b : a));
}

/** The kernel geometry of an attack option. */
function geometryOf(ctx: RoundContext, attacker: ShipState, option: AttackOption): AttackGeometry {
  const defender = findOne(ctx.state.ships, (x) => x.id === option.target, 'attack target');
  return attackGeometry(
    attacker.pose,
    attacker.size,
    option.arc,
    defender.pose,
    defender.size,
    keptTable(ctx.state).obstacles,
  );
}

/**
 * Resolves an attack, filling the modification choices in `choice` where the file leaves them open. `skill`: the
 * pilot skill of the Combat phase's attackers now (simultaneous attack rule), null outside the attack steps.
 */
export function resolveAttack(
  ctx: RoundContext,
  attacker: ShipState,
  { option, line }: ListedAttack,
  choice: AttackChoice,
  recorded: AttackChoice | undefined,
  skill: number | null,
): { info: AttackInfo; hit: boolean; dealtFrom: number } {
  const defender = findOne(ctx.state.ships, (x) => x.id === option.target, 'attack target');
  // The defender's Damage cards from this index on are those the attack deals (Rexler Brath flips them).
  const dealtFrom = defender.damage.length;
  const weapon = option.weapon ? (weaponsOf(attacker, 'all').find((w) => w.xws === option.weapon) ?? null) : null;
  ctx.timeline.push({
    kind: 'attack',
    attacker: attacker.id,
    defender: defender.id,
    weapon: weapon ? weapon.name : option.arc === 'primary' ? 'primary' : `primary (${option.arc})`,
    line: [
      [line[0].x, line[0].y],
      [line[1].x, line[1].y],
    ],
    range: option.range,
    obstructed: option.obstructed,
  });
  const info: AttackInfo = {
    state: ctx.state,
    attacker,
    defender,
    // The Inquisitor: "treat the range of the attack as Range 1".
    range: attackRange(attacker, option.range, weapon),
    weapon,
    outsideDefenderArc: !inPrimaryArc(defender, attacker),
    obstructed: option.obstructed,
    phase: ctx.phase === 'planning' ? 'combat' : ctx.phase,
  };
  // R4 Agromech reads the attack under way when a focus token is spent (a weapon header's too).
  attackUnderWay(ctx, info);
  if (weapon) payWeaponCost(ctx, attacker, defender, weapon);
  lockTheAttacker(ctx, attacker, defender);
  targetDeclared(ctx, info);
  lattsRazzi(ctx, info);
  // Jam tokens meet the tokens either ship gained since its last action (actionBar/jam.ts).
  settleJam(ctx, attacker);
  settleJam(ctx, defender);
  const dice = attackDice(ctx, info, choice, recorded);
  const def = defenceDice(ctx, info, option, dice, choice, recorded);
  let hit = dealResult(ctx, info, dice, def, skill);
  if (weapon?.twice && !defender.destroyed)
    hit = secondAttack(ctx, info, { option, line }, choice, recorded, skill) || hit;
  endFreshLocks(ctx);
  attackUnderWay(ctx, null);
  if (weapon?.discard && hit && failsafe(attacker)) discardWeapon(ctx, attacker, weapon);
  // Harpoon Missiles' Condition, Dengar's counterattack (cardAttacks.ts).
  afterAttackResolved(ctx, info, hit);
  return { info, hit, dealtFrom };
}

/**
 * Cluster Missiles: "perform this attack twice": the same weapon against the same defender, its cost paid once;
 * its modification choices are the attack choice's `second`.
 */
function secondAttack(
  ctx: RoundContext,
  info: AttackInfo,
  { option, line }: ListedAttack,
  choice: AttackChoice,
  recorded: AttackChoice | undefined,
  skill: number | null,
): boolean {
  ctx.timeline.push({
    kind: 'attack',
    attacker: info.attacker.id,
    defender: info.defender.id,
    weapon: `${info.weapon?.name ?? 'secondary weapon'} (second attack)`,
    line: [
      [line[0].x, line[0].y],
      [line[1].x, line[1].y],
    ],
    range: option.range,
    obstructed: option.obstructed,
  });
  const again: AttackChoice = { target: info.defender.id };
  const asRecorded: AttackChoice | undefined = recorded?.second
    ? { target: info.defender.id, ...recorded.second }
    : undefined;
  const dice = attackDice(ctx, info, again, asRecorded);
  const def = defenceDice(ctx, info, option, dice, again, asRecorded);
  const { target: _target, ...second } = again;
  choice.second = second;
  return dealResult(ctx, info, dice, def, skill);
}

/** True when `target` is inside `ship`'s primary firing arc (at any range: "a firing arc extends across the play area"). */
function inPrimaryArc(ship: ShipState, target: ShipState): boolean {
  return attackGeometry(ship.pose, ship.size, 'primary', target.pose, target.size, []).inArc;
}

/** Pays what a secondary weapon's card says: spend the target lock or a focus token, discard the card. */
function payWeaponCost(ctx: RoundContext, attacker: ShipState, defender: ShipState, w: WeaponDef): void {
  const tl = ctx.timeline;
  const spend = w.spend === 'target-lock' && deadeyeSpendsFocus(ctx, attacker, defender) ? 'focus' : w.spend;
  if (spend === 'target-lock') {
    attacker.lockOn = null;
    tl.push({ kind: 'token', unit: attacker.id, token: 'lock', target: defender.id, count: 0 }, 0);
    afterLockSpent(ctx, attacker, defender.id);
  }
  if (spend === 'focus') {
    attacker.focus--;
    tl.push({ kind: 'token', unit: attacker.id, token: 'focus', count: attacker.focus }, 0);
    afterFocusSpent(ctx, attacker);
  }
  // Munitions Failsafe: "do not discard it unless the attack hits" (resolveAttack discards it after a hit).
  if (w.discard && !failsafe(attacker)) discardWeapon(ctx, attacker, w);
}

/** Munitions Failsafe: true when the ship keeps a discard-to-attack weapon until its attack hits. */
function failsafe(ship: ShipState): boolean {
  return effectsOf(ship, 'failsafe').length > 0;
}

/** Discards the secondary weapon's card (or, with Extra Munitions, an ordnance token on it). */
function discardWeapon(ctx: RoundContext, attacker: ShipState, w: WeaponDef): void {
  const card = attacker.upgrades.find((u) => u.xws === w.xws && u.faceUp);
  if (card && discardOrdnanceInstead(ctx, attacker, card)) return;
  if (card) card.faceUp = false;
  ctx.timeline.push({ kind: 'caption', unit: attacker.id, text: `${attacker.name} discards ${w.name}` }, 0);
}

/**
 * Deadeye: "When an attack instructs you to spend a target lock, you may spend a focus token instead." Without
 * the lock the focus token must pay; with both, the owner chooses (the autopilot keeps its focus token).
 */
function deadeyeSpendsFocus(ctx: RoundContext, attacker: ShipState, defender: ShipState): boolean {
  const [deadeye] = effectsOf(attacker, 'focus-for-lock');
  if (!deadeye || attacker.focus === 0 || jammedBy(ctx.state, attacker)) return false;
  if (attacker.lockOn !== defender.id) return true;
  const card = deadeye.card;
  return ctx.choose(attacker, { card, suggested: () => ({ ship: attacker.id, card, use: false }) }, () => null).use.use;
}

/** The attack's number of dice (rules: ATTACK step 2): the weapon's value, range bonus, card abilities. */
function attackDiceCount(info: AttackInfo): number {
  const { attacker, weapon, range } = info;
  // Range combat bonuses do not apply during secondary weapon attacks (rules: SECONDARY WEAPONS).
  let count = weapon
    ? weapon.attack +
      (weapon.extraDieAtRange1 && range === 1 ? 1 : 0) +
      // Proton Rockets: "You may roll additional attack dice equal to your agility value, to a maximum of 3".
      Math.min(weapon.agilityDice ?? 0, effectiveAgility(attacker))
    : effectiveAttack(attacker) + (range === 1 && !rangeBonusDenied(info) ? 1 : 0);
  // Weapons Failure (The Force Awakens deck): "When attacking, roll 1 fewer attack die."
  count -= attackDicePenalty(attacker);
  for (const { effect } of effectsOf(attacker, 'dice-count'))
    if (effect.role === 'attacker' && (!effect.when || effect.when(info))) count += effect.attackDice ?? 0;
  return Math.max(0, count);
}

/**
 * Dark Curse and the like: what the defender's cards forbid the attacker; Carnor Jax at Range 1 of the attacker
 * forbids it its focus tokens too. `noFocus`: why the attacker may not spend a focus token, or null.
 */
function attackerRestrictions(
  state: RoundContext['state'],
  attacker: ShipState,
  defender: ShipState,
): { noFocus: string | null; noRerolls: boolean } {
  const r = effectsOf(defender, 'restrict');
  const jam = jammedBy(state, attacker);
  return {
    noFocus: r.some((e) => e.effect.noAttackerFocus)
      ? `${defender.name} forbids spending focus tokens against it`
      : jam && `${jam} at Range 1 forbids ${attacker.id} to spend focus tokens`,
    noRerolls: r.some((e) => e.effect.noAttackerRerolls),
  };
}

/**
 * Rolls and modifies the attack dice: the defender's abilities first, then the attacker's target lock reroll,
 * card rerolls, card changes of focus and blank results, the focus token, then changes of hits (rules: ATTACK
 * step 3; the attacker may modify "in one or more of the following ways", this is the order it uses).
 */
function attackDice(
  ctx: RoundContext,
  info: AttackInfo,
  choice: AttackChoice,
  recorded: AttackChoice | undefined,
): AttackFace[] {
  const { attacker, defender } = info;
  const tl = ctx.timeline;
  let count = attackDiceCount(info);
  if (attacker.blinded) {
    count = 0;
    flipBlinded(attacker);
  } else
    count = Math.max(
      0,
      count + stressForDice(ctx, info) + attackDiceChoices(ctx, info, count) + optionalDice(ctx, info),
    );
  const mods: string[] = [];
  // Emperor Palpatine's named result shows on a die the modifications leave alone.
  const { rolled, dice: named } = rollAttackDice(ctx, attacker, count, mods);
  lockLockedDefender(ctx, info);
  // Heavy Laser Cannon: "Immediately after rolling your attack dice, you must change all of your crits to hits."
  let dice = info.weapon?.critsToHits ? named.map((f) => (f === 'crit' ? 'hit' : f)) : named;
  if (info.weapon?.critsToHits && named.includes('crit')) mods.push(info.weapon.name);
  if (info.weapon?.focusOnly) return focusOnlyDice(ctx, info, { rolled, dice }, { choice, recorded, mods });
  const rerolled = new Set<number>(fixedDice(attacker, 'attack'));
  const forbid = attackerRestrictions(ctx.state, attacker, defender);
  const canFocus = attacker.focus > 0 && !forbid.noFocus;
  const abilities = diceAbilities(info, 'modify-attack-dice');
  const extra = { canFocus, attack: null, mods };
  for (const a of abilities.filter((x) => x.owner === defender))
    dice = resolveDiceAbility(ctx, a, info, dice, rerolled, attacker, extra);
  // Snap Shot, Scrambled: "you cannot modify your attack dice" (conditions.ts).
  if (unmodifiableBy(info)) return unmodifiedAttackDice(ctx, info, { rolled, dice, mods }, recorded);
  const corrected = accuracyCorrector(ctx, info, dice, canFocus, recorded);
  if (corrected) {
    Object.assign(choice, { rerolls: [], focus: false });
    const modifications = [...mods, 'Accuracy Corrector'];
    tl.push({ kind: 'dice', unit: attacker.id, role: 'attack', rolled, modified: corrected, modifications });
    return corrected;
  }
  dice = critForLock(ctx, info, addedAttackResults(ctx, info, dice, mods), mods);
  dice = norraAttacking(ctx, info, dice, mods, defaultRerolls(dice, canFocus).length);
  dice = lockRerolls(ctx, info, dice, rerolled, choice, recorded, mods, forbid.noRerolls, abilities);
  const mine = abilities.filter((x) => x.owner !== defender);
  const before = (x: (typeof mine)[number]) =>
    x.effect.change.op === 'reroll'
      ? 0
      : // Changes of hits come after the focus token; one that also takes focus results (Omega Ace) before it.
        x.effect.change.from.includes('hit') && !x.effect.change.from.includes('focus')
        ? 2
        : 1;
  for (const a of mine.filter((x) => before(x) < 2)) {
    if (a.effect.change.op === 'reroll' && forbid.noRerolls) continue;
    dice = resolveDiceAbility(ctx, a, info, dice, rerolled, attacker, extra);
  }
  dice = spendAttackFocus(ctx, info, dice, { choice, recorded, mods, noFocus: forbid.noFocus });
  for (const a of mine.filter((x) => before(x) === 2))
    dice = resolveDiceAbility(ctx, a, info, dice, rerolled, attacker, extra);
  dice = addedResults(ctx, info, cancelFocusForEvade(ctx, info, hitForEvade(ctx, info, dice, mods), mods), mods);
  tl.push({ kind: 'dice', unit: attacker.id, role: 'attack', rolled, modified: dice, modifications: mods });
  return dice;
}

/**
 * Unguided Rockets: "Your attack dice can be modified only by spending a focus token for its standard effect." No
 * card, target lock or defender's ability touches them; a recorded target lock reroll is refused.
 */
function focusOnlyDice(
  ctx: RoundContext,
  info: AttackInfo,
  { rolled, dice }: { rolled: AttackFace[]; dice: AttackFace[] },
  to: { choice: AttackChoice; recorded: AttackChoice | undefined; mods: string[] },
): AttackFace[] {
  const { attacker, defender } = info;
  if (to.recorded?.rerolls?.length)
    throw ctx.error(
      `attacks.${attacker.id}.rerolls`,
      `${info.weapon?.name}: the attack dice can be modified only by spending a focus token`,
    );
  to.choice.rerolls = [];
  const noFocus = attackerRestrictions(ctx.state, attacker, defender).noFocus;
  const out = spendAttackFocus(ctx, info, dice, { ...to, noFocus });
  ctx.timeline.push({ kind: 'dice', unit: attacker.id, role: 'attack', rolled, modified: out, modifications: to.mods });
  return out;
}

/**
 * The attacker's focus token (rules: FOCUS): the policy is asked only when spending it would change a die (the
 * default spends it then); a defender's Hotshot Co-pilot makes the attacker spend one whenever it may. Records the
 * choice and returns the dice after it.
 */
function spendAttackFocus(
  ctx: RoundContext,
  info: AttackInfo,
  dice: AttackFace[],
  to: { choice: AttackChoice; recorded: AttackChoice | undefined; mods: string[]; noFocus: string | null },
): AttackFace[] {
  const { attacker } = info;
  const field = `attacks.${attacker.id}.focus`;
  // Esege Tuketu lends his focus tokens.
  const esege = focusLender(ctx, attacker);
  const canFocus = (attacker.focus > 0 || esege !== null) && !to.noFocus;
  const forced = canFocus ? mustSpendFocus(info, 'attacker') : null;
  const focus =
    to.recorded?.focus ??
    (forced !== null ||
      (canFocus && dice.includes('focus')
        ? (ctx.policy.spend?.(ctx.state, attacker, { token: 'focus', attacker: attacker.id, dice }, true) ?? true)
        : false));
  to.choice.focus = focus;
  if (!focus) {
    if (forced) throw ctx.error(field, `${forced}: ${attacker.id} must spend 1 focus token (it has one it may spend)`);
    return dice;
  }
  if (attacker.focus === 0 && !esege) throw ctx.error(field, `${attacker.id} has no focus token to spend`);
  if (to.noFocus) throw ctx.error(field, to.noFocus);
  const payer = focusPayer(ctx, attacker, esege);
  payer.focus--;
  to.mods.push(payer === attacker ? 'focus' : `focus (${payer.name}'s)`);
  ctx.timeline.push({ kind: 'token', unit: payer.id, token: 'focus', count: payer.focus }, 0);
  afterFocusSpent(ctx, attacker);
  return dice.map((f) => (f === 'focus' ? 'hit' : f));
}

/** Target lock: reroll any number of dice, never a die twice (rules: ACQUIRE A TARGET LOCK, MODIFYING DICE). */
function lockRerolls(
  ctx: RoundContext,
  info: AttackInfo,
  dice: AttackFace[],
  rerolled: Set<number>,
  choice: AttackChoice,
  recorded: AttackChoice | undefined,
  mods: string[],
  forbidden: boolean,
  cards: readonly DiceAbility[],
): AttackFace[] {
  const { attacker, defender } = info;
  // R5-K6's lock acquired during this attack may not be spent in it. Shara Bey lends hers.
  const own = attacker.lockOn === defender.id && !lockIsFresh(attacker);
  const shara = lockLender(ctx, info);
  const canLock = (own || shara !== null) && !forbidden;
  // A die is never rerolled twice: dice the defender's Elusiveness rerolled stay as they are.
  const rerollable = canLock ? defaultRerolls(dice, attacker.focus > 0).filter((k) => !rerolled.has(k)) : [];
  const suggested = lockWorthMoreToCard(cards, attacker, dice, rerollable.length) ? [] : rerollable;
  const rerolls =
    recorded?.rerolls ?? (canLock ? (ctx.policy.rerolls?.(ctx.state, attacker, dice, suggested) ?? suggested) : []);
  choice.rerolls = rerolls;
  if (rerolls.length === 0) return dice;
  const field = `attacks.${attacker.id}.rerolls`;
  if (forbidden) throw ctx.error(field, `${defender.name} forbids rerolling attack dice against it`);
  if (!canLock)
    throw ctx.error(
      field,
      attacker.lockOn === defender.id && lockIsFresh(attacker)
        ? freshLockRefusal(attacker)
        : `${attacker.id} holds no target lock on ${defender.id}`,
    );
  if (
    rerolls.some((k) => !Number.isInteger(k) || k < 0 || k >= dice.length || rerolled.has(k)) ||
    new Set(rerolls).size !== rerolls.length
  ) {
    throw ctx.error(field, `expected distinct die indices 0–${dice.length - 1}, none rerolled before`);
  }
  const out = [...dice];
  const again = ctx.roll(attacker, 'reroll', 'attack', rerolls.length) as AttackFace[];
  rerolls.forEach((k, j) => {
    out[k] = itemAt(again, j, 'rerolled dice');
    rerolled.add(k);
  });
  const payer = lockPayer(ctx, attacker, own, shara);
  payer.lockOn = null;
  mods.push(`target lock${payer === attacker ? '' : ` (${payer.name}'s)`}: reroll ${rerolls.length}`);
  ctx.timeline.push({ kind: 'token', unit: payer.id, token: 'lock', target: defender.id, count: 0 }, 0);
  afterLockSpent(ctx, payer, defender.id);
  return out;
}

/**
 * Whether the autopilot keeps its target lock for a card that spends it to change dice (Han Solo, crew: every focus
 * result to a hit) rather than rerolling: when the card's sure gain (the focus results it changes, if no focus token
 * would) beats the reroll's expected one (1/2 a die: 4 of an attack die's 8 faces are hits or crits).
 */
function lockWorthMoreToCard(
  cards: readonly DiceAbility[],
  attacker: ShipState,
  dice: readonly AttackFace[],
  rerolls: number,
): boolean {
  const canFocus = attacker.focus > 0;
  return cards.some(({ owner, effect }) => {
    if (owner !== attacker || !effect.cost?.startsWith('spend-lock') || effect.change.op !== 'change') return false;
    const from = effect.change.from;
    const changed = dice.filter((f) => from.includes(f) && !(f === 'focus' && canFocus)).length;
    return Math.min(changed, effect.change.max) > rerolls / 2;
  });
}

/** The defence's number of dice (rules: ATTACK step 4): agility with the attacker's modifiers, then bonuses. */
function defenceDiceCount(info: AttackInfo, option: AttackOption): number {
  let agility = 0;
  let extra = 0;
  for (const role of ['attacker', 'defender'] as const)
    for (const { effect } of effectsOf(info[role], 'dice-count'))
      if (effect.role === role && effect.window === 'roll-defence-dice' && (!effect.when || effect.when(info))) {
        agility += effect.defenderAgility ?? 0;
        extra += effect.defenceDice ?? 0;
      }
  // Intimidation; Latts Razzi's spent lock; tractor beam tokens.
  agility += intimidated(info.state, info.defender) - agilityCut(info.defender) - tractorPenalty(info);
  // +1 at range 3 for a primary weapon attack only, +1 when obstructed (rules: RANGE COMBAT BONUS, OBSTRUCTED).
  return Math.max(
    0,
    effectiveAgility(info.defender, agility) +
      (info.range === 3 && !info.weapon ? 1 : 0) +
      (option.obstructed ? 1 : 0) +
      extra +
      extraDefenceDice(info),
  );
}

/** The defence dice rolled, with the results cards add or change before any token is spent. */
function rolledDefence(
  ctx: RoundContext,
  info: AttackInfo,
  option: AttackOption,
  dice: readonly AttackFace[],
  defMods: string[],
): { defRolled: DefenceFace[]; def: DefenceFace[] } {
  // C-3PO guesses and Emperor Palpatine names a result before the roll.
  const { rolled: defRolled, dice: guessed } = rollDefenceDice(
    ctx,
    info.defender,
    defenceDiceCount(info, option),
    defMods,
  );
  // Lightweight Frame's die after the roll, then Finn's blank result.
  let def = addedDefenceResults(ctx, info, extraDefenceDie(ctx, info, dice, defRolled, guessed, defMods), defMods);
  def = pilotDefenceResults(ctx, info, dice, def, defMods);
  // Concord Dawn Protector, Latts Razzi, Crossfire Formation.
  def = cardDefenceResults(ctx, info, dice, def, defMods);
  return { defRolled, def };
}

/** Rolls and modifies the defence dice: the defender's card abilities, then focus, then evade. */
function defenceDice(
  ctx: RoundContext,
  info: AttackInfo,
  option: AttackOption,
  dice: readonly AttackFace[],
  choice: AttackChoice,
  recorded: AttackChoice | undefined,
): DefenceFace[] {
  const { attacker, defender } = info;
  const tl = ctx.timeline;
  const defMods: string[] = [];
  const { defRolled, def: carded } = rolledDefence(ctx, info, option, dice, defMods);
  let def = carded;
  const rerolled = new Set<number>(fixedDice(defender, 'defence'));
  for (const a of diceAbilities(info, 'modify-defence-dice'))
    def = resolveDiceAbility(ctx, a, info, def, rerolled, defender, {
      canFocus: defender.focus > 0,
      attack: dice,
      mods: defMods,
    });
  // A reinforce token: 1 [Evade] result against an attacker on its side (actionBar/reinforce.ts).
  if (reinforceEvade(defender, attacker)) {
    def.push('evade');
    defMods.push('reinforce');
  }
  // The defender spends a token only while the attack still lands.
  const threat = () => compareResults(dice, def);
  const spend = (token: 'focus' | 'evade', can: boolean): boolean => {
    const landing = threat().hits + threat().crits > 0;
    if (!can) return false;
    return ctx.policy.spend?.(ctx.state, defender, { token, attacker: attacker.id, dice: def }, landing) ?? landing;
  };
  // Carnor Jax at Range 1 of the defender: it may spend neither token.
  const jam = jammedBy(ctx.state, defender);
  const jamError = (field: string) =>
    ctx.error(
      `attacks.${attacker.id}.${field}`,
      `${jam} at Range 1 forbids ${defender.id} to spend focus or evade tokens`,
    );
  // Hotshot Co-pilot aboard the attacker: the defender must spend 1 focus token if able.
  const forced = defender.focus > 0 && !jam ? mustSpendFocus(info, 'defender') : null;
  const dFocus =
    recorded?.defenderFocus ?? (forced !== null || spend('focus', defender.focus > 0 && def.includes('focus') && !jam));
  if (!dFocus && forced)
    throw ctx.error(`attacks.${attacker.id}.defenderFocus`, `${forced}: ${defender.id} must spend 1 focus token`);
  if (dFocus) {
    if (defender.focus === 0)
      throw ctx.error(`attacks.${attacker.id}.defenderFocus`, `${defender.id} has no focus token to spend`);
    if (jam) throw jamError('defenderFocus');
    defender.focus--;
    def = def.map((f) => (f === 'focus' ? 'evade' : f));
    defMods.push('focus');
    tl.push({ kind: 'token', unit: defender.id, token: 'focus', count: defender.focus }, 0);
    afterFocusSpent(ctx, defender);
  }
  choice.defenderFocus = dFocus;
  const noEvade = info.weapon?.noEvadeTokens === true;
  const dEvade = recorded?.defenderEvade ?? spend('evade', !noEvade && defender.evade > 0 && !jam);
  if (dEvade) {
    if (defender.evade === 0)
      throw ctx.error(`attacks.${attacker.id}.defenderEvade`, `${defender.id} has no evade token to spend`);
    if (jam) throw jamError('defenderEvade');
    if (noEvade)
      throw ctx.error(
        `attacks.${attacker.id}.defenderEvade`,
        `${info.weapon?.name}: the defender cannot spend evade tokens during this attack`,
      );
    defender.evade--;
    def.push('evade');
    defMods.push('evade');
    tl.push({ kind: 'token', unit: defender.id, token: 'evade', count: defender.evade }, 0);
  }
  choice.defenderEvade = dEvade;
  tl.push({
    kind: 'dice',
    unit: defender.id,
    role: 'defence',
    rolled: defRolled,
    modified: def,
    modifications: defMods,
  });
  return def;
}

/** Compares the dice, deals the damage, and removes a destroyed defender (or lets it fire back first). */
function dealResult(
  ctx: RoundContext,
  info: AttackInfo,
  dice: readonly AttackFace[],
  def: readonly DefenceFace[],
  skill: number | null,
): boolean {
  const { attacker, defender, weapon } = info;
  const tl = ctx.timeline;
  const { hits, crits, hit } = compareWithPilots(ctx, info, dice, def);
  tl.push({
    kind: 'result',
    attacker: attacker.id,
    defender: defender.id,
    hits,
    crits,
    evades: def.filter((f) => f === 'evade').length,
    hit,
  });
  if (!hit) return false;
  discardWhenHit(ctx, defender);
  const onHit = weapon?.onHit;
  if (onHit) {
    // Ion Cannon: "the defender suffers 1 damage and receives 1 ion token. Then cancel all dice results." Twin Laser
    // Turret: "Each time this attack hits, the defender suffers 1 damage. Then cancel all dice results."
    if (onHit.damage > 0) sufferDamage(ctx, defender, onHit.damage, 0);
    if (onHit.ion > 0) {
      defender.ion += onHit.ion;
      tl.push({ kind: 'token', unit: defender.id, token: 'ion', count: defender.ion });
      afterIonReceived(ctx, defender);
    }
    if (weapon.tractor) assignTractor(ctx, defender, attacker);
  } else {
    // Prince Xizor passes 1 result to a friend, then Draw Their Fire takes criticals.
    const shared = xizorShares(ctx, info, { hits, crits }, sufferOutside(ctx, attacker, skill));
    const left = drawTheirFire(ctx, info, shared.crits, sufferOutside(ctx, attacker, skill));
    // "I'll Show You the Dark Side": its Damage card is dealt instead of critical damage (conditions.ts).
    sufferAttackDamage(ctx, info, shared.hits, left, withDarkSide(ctx, defender, faceUpPicker(ctx, attacker)));
  }
  // Harpooned!, Kylo Ren (pilot): "When you are hit by an attack" (conditions.ts); a weapon that cancels all dice
  // results leaves no critical one.
  whenHit(ctx, info, onHit ? 0 : crits, sufferOutside(ctx, attacker, skill));
  // Assault Missiles, Ion Torpedoes: "If this attack hits", the ships at Range 1 of the defender.
  weaponSplash(ctx, info, (ship) => sufferOutside(ctx, attacker, skill)(ship, 1, 0));
  afterWeaponHit(ctx, info);
  // Dace Bonearm's damage may already have destroyed it.
  if (!isDestroyedByDamage(defender) || defender.doomed || defender.destroyed) return true;
  if (destructionDelayed(defender)) {
    tl.push({
      kind: 'caption',
      unit: defender.id,
      text: `${defender.name} is not destroyed until the end of the Combat phase`,
    });
    return true;
  }
  // Simultaneous attack rule: a ship of the same pilot skill that has not attacked yet fires first.
  if (effectiveSkill(defender, ctx.state.round) === skill && !defender.attacked) {
    defender.doomed = true;
    tl.push({
      kind: 'caption',
      unit: defender.id,
      text: `${defender.name} is destroyed but fires back first (simultaneous attack)`,
    });
  } else removeShip(ctx, defender, `destroyed by ${attacker.id}`);
  return true;
}

/**
 * Damage an attack's cards deal beside its own (splash, Ruthlessness, Draw Their Fire, Darth Vader), then the ship's
 * destruction: one of the attack's pilot skill that has not attacked fires back first (simultaneous attack rule); the
 * attacker itself has.
 */
export function sufferOutside(ctx: RoundContext, attacker: ShipState, skill: number | null) {
  return (ship: ShipState, hits: number, crits: number): void => {
    if (ship.destroyed) return;
    sufferDamage(ctx, ship, hits, crits);
    if (!isDestroyedByDamage(ship) || ship.doomed || destructionDelayed(ship)) return;
    if (ship !== attacker && effectiveSkill(ship, ctx.state.round) === skill && !ship.attacked) ship.doomed = true;
    else removeShip(ctx, ship, ship === attacker ? 'destroyed by its own card' : `destroyed by ${attacker.id}`);
  };
}

/** Default target-lock rerolls: the blanks, and the focus results when there is no focus token to spend. */
export function defaultRerolls(dice: readonly AttackFace[], hasFocus: boolean): number[] {
  const out: number[] = [];
  dice.forEach((f, k) => {
    if (f === 'blank' || (f === 'focus' && !hasFocus)) out.push(k);
  });
  return out;
}
