/**
 * The Activation phase (rules: ACTIVATION PHASE, DIFFICULTY, STRESS, ION TOKEN, OVERLAPPING SHIPS, OBSTACLES,
 * FLEEING THE BATTLEFIELD): each ship in ascending pilot skill reveals its dial, executes the maneuver on the
 * kernel, checks stress, performs an action, then rolls for the obstacles it hit.
 */
import { entryOf, findOne, ownEntry } from '../../battle/lookup.ts';
import { type Maneuver, type ManeuverOutcome, parseManeuver, resolveManeuver } from '../../kernel/index.ts';
import { applyAdjustments } from './adjustments.ts';
import { actionOptions, decloakOptions, leaveTouching, performAction, performDecloak } from './actions.ts';
import type { RoundContext } from './context.ts';
import { isDestroyedByDamage, removeShip, sufferDamage } from './damage.ts';
import { activationOrder, dialDifficulty, effectiveDifficulty, hasCrit } from './effective.ts';
import { maneuverMovePath } from './movePaths.ts';
import type { ShipState } from './state.ts';
import { keptTable, obstacleKinds } from './spatial.ts';
import { obstacleNames } from './names.ts';
import { afterActionFreeActions, afterManeuverAbilities } from './abilities/freeActions.ts';
import { afterStress, afterStressRemoved, destructionDelayed } from './abilities/triggers.ts';
import { afterManeuverPilots } from './abilities/pilotAfter.ts';
import { redBecomesWhite } from './abilities/wave1to4Triggers.ts';
import { FLEET_WHITE } from './abilities/phaseStartCards.ts';
import { rotatedDial } from './abilities/dialTriggers.ts';
import { treatedManeuver } from './abilities/treatManeuver.ts';
import { actBeforeReveal, afterOverlap } from './abilities/overlapCards.ts';
import { afterDialRevealed, deckOf, stressAfterManeuver } from './damageCards.ts';
import { bombsAfterManeuver, dropOnReveal } from './bombs/triggers.ts';
import { caughtInNet } from './bombs/detonation.ts';
import { afterPilotStress, afterReveal, stopInstead } from './abilities/maneuverCards.ts';
import { afterManeuverCards } from './abilities/afterManeuverCards.ts';
import { obstaclesIgnored } from './abilities/pilotObstacles.ts';
import { freeBombAction } from './abilities/pilotBombs.ts';
import { moveBeforeReveal } from './abilities/pilotFreeActions.ts';
import { redWhileStressed } from './abilities/phaseAndLockCards.ts';
import { afterEnemyManeuver } from './abilities/cardAttacks.ts';

/** Start of the Activation phase: cloaked ships may decloak, lowest pilot skill first (rules: CLOAK). */
export function decloakStep(ctx: RoundContext): void {
  for (const ship of activationOrder(ctx.state)) {
    if (ship.cloak === 0 || ship.destroyed) continue;
    const field = `decloaks.${ship.id}`;
    const recorded = ctx.decisions.entry('decloaks', ship.id);
    // A recorded choice is checked on its own: listing every option is only needed to ask the policy.
    const options = recorded !== undefined ? undefined : decloakOptions(ctx, ship);
    const choice = recorded ?? (options && ctx.policy.decloak(ctx.state, ship, options)) ?? 'none';
    (ctx.out.decloaks ??= {})[ship.id] = choice;
    if (choice !== 'none') performDecloak(ctx, ship, choice, field, options);
  }
}

/** The maneuver a ship executes this round: ionized ships fly a white straight 1 (rules: ION TOKEN). */
function maneuverFor(
  ctx: RoundContext,
  ship: ShipState,
): { name: string; difficulty: 'green' | 'white' | 'red'; revealed: boolean } {
  if (ship.ion >= (ship.size === 'large' ? 2 : 1)) return { name: 'straight-1', difficulty: 'white', revealed: false };
  // Navigator, Stay on Target, Boba Fett, Juno Eclipse: the dial may be rotated as it is revealed.
  const rotated = rotatedDial(ctx, ship, entryOf(ctx.out.dials, ship.id, 'revealed dials'));
  // Inertial Dampeners: a white stop instead of the maneuver revealed.
  const name = stopInstead(ctx, ship, rotated.name);
  if (name !== rotated.name) return { name, difficulty: 'white', revealed: true };
  const red = rotated.red;
  const dialed = red ? 'red' : dialDifficulty(ship, name);
  // Leia Organa (crew) has made red maneuvers white this phase; else Adrenaline Rush acts "when you reveal a red
  // maneuver": before a stressed ship's red maneuver is replaced.
  const white = dialed === 'red' && (ship.roundFlags.includes(FLEET_WHITE) || redBecomesWhite(ctx, ship));
  const difficulty = white ? 'white' : dialed;
  // Hera Syndulla (crew) reveals and executes it.
  if (ship.stress > 0 && difficulty === 'red' && !redWhileStressed(ship)) {
    // "If a stressed ship reveals a red maneuver, the opposing player chooses any non-red maneuver" (STRESS).
    const options = ship.dial.map((d) => d.maneuver).filter((m) => effectiveDifficulty(ship, m) !== 'red');
    const recorded = ctx.decisions.entry('redSubstitutes', ship.id);
    const sub = recorded ?? ctx.policy.redSubstitute(ctx.state, ship, name, options);
    if (!options.includes(sub)) {
      throw ctx.error(
        `redSubstitutes.${ship.id}`,
        `expected a non-red maneuver on ${ship.shipName}'s dial, got ${JSON.stringify(sub)}`,
      );
    }
    (ctx.out.redSubstitutes ??= {})[ship.id] = sub;
    ctx.timeline.push({ kind: 'reveal', unit: ship.id, maneuver: name, difficulty, note: `stressed: flies ${sub}` });
    return { name: sub, difficulty: dialDifficulty(ship, sub), revealed: true };
  }
  // Countess Ryad, Tetran Cowall: the maneuver revealed, flown with another template at its difficulty.
  return { name: treatedManeuver(ctx, ship, name), difficulty, revealed: true };
}

/** A dial maneuver's kernel form; the dial's names are checked when the file is read. */
function maneuverOf(name: string): Maneuver {
  const m = parseManeuver(name);
  if (!m) throw new Error(`not a maneuver name: ${JSON.stringify(name)}`);
  return m;
}

/** Activates one ship: reveal, execute, check stress, action, obstacle effects. */
export function activateShip(ctx: RoundContext, ship: ShipState): void {
  const tl = ctx.timeline;
  tl.push({ kind: 'activation', unit: ship.id });
  applyAdjustments(ctx, { at: 'before-move', of: ship.id });
  if (ship.destroyed) return;
  const ionized = ship.ion >= (ship.size === 'large' ? 2 : 1);
  // Advanced Sensors: a free action "immediately before you reveal your maneuver" (an ionized ship reveals none).
  const sensed = !ionized && actBeforeReveal(ctx, ship);
  // Sabine Wren: a free boost or barrel roll immediately before she reveals her maneuver.
  if (!ionized) moveBeforeReveal(ctx, ship);
  const man = maneuverFor(ctx, ship);
  if (man.revealed && !ownEntry(ctx.out.redSubstitutes, ship.id)) {
    tl.push({ kind: 'reveal', unit: ship.id, maneuver: man.name, difficulty: man.difficulty });
  }
  if (!man.revealed) tl.push({ kind: 'caption', unit: ship.id, text: `${ship.name} is ionized: white straight 1` });
  // Shaken Pilot: "When you reveal your dial, flip this card facedown."
  if (man.revealed && afterDialRevealed(ship))
    tl.push({ kind: 'caption', unit: ship.id, text: `${ship.name} recovers from Shaken Pilot` }, 0);
  // Seismic Charges, Proton Bombs…: "When you reveal your maneuver dial, you may … drop 1 … token."
  if (man.revealed) dropOnReveal(ctx, ship);
  // "Deathfire": a [Bomb] card's action as a free action when the dial is revealed.
  if (man.revealed) freeBombAction(ctx, ship, 'bomb-on-reveal');
  if (man.revealed) afterReveal(ctx, ship, man.difficulty);

  // Dash Rendar ignores the obstacles his maneuver hits.
  const outcome = obstaclesIgnored(ship, executeManeuver(ctx, ship, man.name));
  if (!landed(ctx, ship, outcome)) return;
  // Snap Shot: "After an enemy ship executes a maneuver, you may perform this attack against that ship."
  afterEnemyManeuver(ctx, ship);
  if (ship.destroyed) return;

  checkStress(ctx, ship, man.difficulty, ionized);
  afterPilotStress(ctx, ship, man.difficulty, man.revealed);
  const { asteroids, debris } = obstaclesHit(ctx, ship, outcome);
  afterManeuverCrits(ctx, ship, man.difficulty, outcome);
  afterOverlap(ctx, ship, outcome.bumped);
  bombsAfterManeuver(ctx, ship, outcome, man.revealed);
  if (checkDestroyed(ctx, ship)) return;
  afterManeuverAbilities(ctx, ship, man.difficulty);
  afterManeuverPilots(ctx, ship, man.difficulty);
  afterManeuverCards(ctx, ship, man.name, man.difficulty, outcome);
  applyAdjustments(ctx, { at: 'after-move', of: ship.id });
  if (ship.destroyed) return;

  // Perform Action, skipped after a bump or an asteroid (rules: ACTIONS, OBSTACLES).
  // Conner Net: the ship it caught "skips its "Perform Action" step".
  ship.skipAction = outcome.skipAction || sensed || caughtInNet(ship);
  if (!ship.skipAction) actionStep(ctx, ship);
  else if ((ctx.decisions.entry('actions', ship.id) ?? 'none') !== 'none') {
    const why = outcome.skipAction
      ? 'it overlapped a ship or an asteroid'
      : sensed
        ? 'it used Advanced Sensors'
        : 'a Conner Net caught it';
    throw ctx.error(`actions.${ship.id}`, `${ship.id} must skip its Perform Action step this round (${why})`);
  }
  // A mine its action moved it onto may have destroyed it.
  if (ship.destroyed) return;

  obstacleDice(ctx, ship, asteroids, debris);
  if (checkDestroyed(ctx, ship)) return;
  applyAdjustments(ctx, { at: 'after-activation', of: ship.id });
}

/**
 * Where an executed maneuver leaves the ship: off the table it flees (false); a ship it bumped it touches (rules:
 * FLEEING THE BATTLEFIELD, TOUCHING).
 */
export function landed(ctx: RoundContext, ship: ShipState, outcome: ManeuverOutcome): boolean {
  const tl = ctx.timeline;
  if (outcome.fled) {
    tl.push({ kind: 'caption', unit: ship.id, text: `${ship.name} flees the battlefield` });
    removeShip(ctx, ship, 'fled the battlefield');
    return false;
  }
  for (const id of outcome.bumped) {
    ship.touching.push(id);
    findOne(ctx.state.ships, (x) => x.id === id, 'bumped ship').touching.push(ship.id);
  }
  if (outcome.bumped.length)
    tl.push({ kind: 'caption', unit: ship.id, text: `${ship.name} bumps into ${shipNames(ctx, outcome.bumped)}` });
  return true;
}

/** Executes the maneuver on the kernel (with the file's Tallon Roll slide, if any) and shows the move. */
export function executeManeuver(ctx: RoundContext, ship: ShipState, name: string): ManeuverOutcome {
  const m = maneuverOf(name);
  // Only a Tallon roll takes a slide: for any other maneuver a recorded one stays untaken and is refused.
  const slide = m.bearing === 'tallon' ? ctx.decisions.entry('slides', ship.id) : undefined;
  ctx.flown.set(ship.id, name);
  const outcome = resolveManeuver(
    keptTable(ctx.state),
    ship.id,
    m,
    slide === undefined ? {} : { tallonSlideMm: slide },
  );
  if (outcome.tallon) (ctx.out.slides ??= {})[ship.id] = outcome.tallon.slideMm;
  const from = { x: ship.pose.x, y: ship.pose.y, heading: ship.pose.headingDeg };
  ctx.timeline.push({
    kind: 'move',
    unit: ship.id,
    from,
    to: { x: outcome.final.x, y: outcome.final.y, heading: outcome.final.headingDeg },
    path: maneuverMovePath(m, ship.size, outcome.progress, outcome.rotated, outcome.tallon?.slideMm),
    bumped: outcome.bumped,
    obstaclesHit: outcome.obstaclesHit,
    fled: outcome.fled,
  });
  leaveTouching(ctx, ship);
  ship.pose = { ...outcome.final };
  return outcome;
}

/** Check pilot stress (rules: DIFFICULTY), then the ion tokens go (rules: ION TOKEN). */
function checkStress(ctx: RoundContext, ship: ShipState, difficulty: 'green' | 'white' | 'red', ionized: boolean) {
  const tl = ctx.timeline;
  if (difficulty === 'red') {
    ship.stress++;
    tl.push({ kind: 'token', unit: ship.id, token: 'stress', count: ship.stress });
    afterStress(ctx, ship);
  } else if (difficulty === 'green' && ship.stress > 0) {
    ship.stress--;
    tl.push({ kind: 'token', unit: ship.id, token: 'stress', count: ship.stress });
    afterStressRemoved(ctx, ship);
  }
  if (ionized) {
    ship.ion = 0;
    tl.push({ kind: 'token', unit: ship.id, token: 'ion', count: 0 });
  }
}

/**
 * The obstacles a maneuver hit, by kind, and what hitting them does at once: whether the ship sits on an
 * asteroid, and a stress per debris cloud (after the Check Pilot Stress step, rules: OBSTACLES). Their dice
 * wait for the action step.
 */
export function obstaclesHit(ctx: RoundContext, ship: ShipState, outcome: ManeuverOutcome) {
  const tl = ctx.timeline;
  // Kept per obstacle list: building it for every ship would make a round's cost grow as N².
  const kinds = obstacleKinds(ctx.state);
  const asteroids = outcome.obstaclesHit.filter((id) => kinds.get(id) === 'asteroid');
  const debris = outcome.obstaclesHit.filter((id) => kinds.get(id) === 'debris');
  ship.onAsteroid = outcome.landedOn.some((id) => kinds.get(id) === 'asteroid');
  if (outcome.obstaclesHit.length) {
    const names = obstacleNames(ctx.state.obstacles.map((o) => ({ id: o.id, kind: o.placed.kind })));
    const hit = outcome.obstaclesHit.map((id) => names.get(id) ?? id);
    tl.push({ kind: 'caption', unit: ship.id, text: `${ship.name} hits ${hit.join(', ')}` });
  }
  for (let i = 0; i < debris.length; i++) {
    ship.stress++;
    tl.push({ kind: 'token', unit: ship.id, token: 'stress', count: ship.stress });
    afterStress(ctx, ship);
  }
  return { asteroids, debris };
}

/**
 * Damage cards that bite after a maneuver: Minor Hull Breach after a red one, Stunned Pilot after an overlap, Loose
 * Stabilizer after a white one.
 */
function afterManeuverCrits(
  ctx: RoundContext,
  ship: ShipState,
  difficulty: 'green' | 'white' | 'red',
  outcome: ManeuverOutcome,
): void {
  // Minor Hull Breach: after executing a red maneuver, roll 1 attack die; on a hit, suffer 1 damage.
  if (difficulty === 'red' && hasCrit(ship, 'Minor Hull Breach')) {
    if (ctx.effectRoll(ship, 'Minor Hull Breach', 1)[0] === 'hit') sufferDamage(ctx, ship, 1, 0);
  }
  // Stunned Pilot. Core Set deck: "After you execute a maneuver that causes you to overlap either another ship or an
  // obstacle token, suffer 1 damage": the maneuver overlapped a ship, or its base or template an obstacle (rules:
  // OBSTACLES). The Force Awakens deck: "After you execute a maneuver, if you are touching another ship or
  // overlapping an obstacle token, suffer 1 damage": where the ship stands after it.
  const obstacles = deckOf(ctx.state) === 'tfa' ? outcome.landedOn : outcome.obstaclesHit;
  if (hasCrit(ship, 'Stunned Pilot') && (outcome.bumped.length > 0 || obstacles.length > 0))
    sufferDamage(ctx, ship, 1, 0);
  // Loose Stabilizer (The Force Awakens deck): "After you execute a white maneuver, receive 1 stress token."
  for (let i = stressAfterManeuver(ship, difficulty); i > 0; i--) {
    ship.stress++;
    ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'stress', count: ship.stress });
    afterStress(ctx, ship);
  }
}

/** Obstacle dice after the action step: asteroid hit → damage / critical; debris → critical only. */
export function obstacleDice(ctx: RoundContext, ship: ShipState, asteroids: string[], debris: string[]): void {
  // Most ships hit nothing: naming every obstacle of the table for them would make a round's cost grow as N².
  if (asteroids.length === 0 && debris.length === 0) return;
  // The roll's purpose keeps the id (it keys the roll in the file); the tray shows the obstacle's name.
  const names = obstacleNames(ctx.state.obstacles.map((o) => ({ id: o.id, kind: o.placed.kind })));
  for (const id of asteroids) {
    const face = ctx.effectRoll(ship, `asteroid ${id}`, 1, names.get(id) ?? id)[0];
    if (face === 'hit') sufferDamage(ctx, ship, 1, 0);
    if (face === 'crit') sufferDamage(ctx, ship, 0, 1);
  }
  for (const id of debris) {
    if (ctx.effectRoll(ship, `debris ${id}`, 1, names.get(id) ?? id)[0] === 'crit') sufferDamage(ctx, ship, 0, 1);
  }
}

/** Chooses (from the file or the policy) and performs the ship's action. */
function actionStep(ctx: RoundContext, ship: ShipState): void {
  const recorded = ctx.decisions.entry('actions', ship.id);
  // A recorded choice is checked on its own: listing every option is only needed to ask the policy.
  const options = recorded !== undefined ? undefined : actionOptions(ctx, ship);
  const choice = recorded ?? (options && ctx.policy.action(ctx.state, ship, options)) ?? 'none';
  (ctx.out.actions ??= {})[ship.id] = choice;
  if (choice === 'none') return;
  performAction(ctx, ship, choice, `actions.${ship.id}`, options);
  afterActionFreeActions(ctx, ship);
}

/** Destroys a ship outside combat once its damage reaches its hull. Returns true when it was destroyed. */
function checkDestroyed(ctx: RoundContext, ship: ShipState): boolean {
  // Fel's Wrath is not destroyed until the end of the Combat phase (combat.ts removes it then).
  if (!isDestroyedByDamage(ship) || destructionDelayed(ship)) return false;
  removeShip(ctx, ship, 'destroyed');
  return true;
}

/** The pilots' names of ships by id, as a caption lists them ("Luke Skywalker, "Mauler Mithel""). */
function shipNames(ctx: RoundContext, ids: readonly string[]): string {
  return ids.map((id) => findOne(ctx.state.ships, (x) => x.id === id, 'bumped ship').name).join(', ');
}
