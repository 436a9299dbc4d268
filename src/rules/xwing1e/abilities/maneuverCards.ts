/**
 * Upgrade cards of the Activation phase (rules: ACTIVATION PHASE, DIFFICULTY, STRESS): Inertial Dampeners and BB-8
 * when the dial is revealed, Outlaw Tech and Lightning Reflexes after the maneuver's Check Pilot Stress step, Enhanced
 * Scopes for the whole phase, Experimental Interface after the action. The autopilot's policy for each is in its comment.
 */
import { attackGeometry, normalizeDeg, parseManeuver, resolveManeuver } from '../../../kernel/index.ts';
import type { RoundContext } from '../context.ts';
import { SKILL_ZERO } from '../effective.ts';
import { keptTable } from '../spatial.ts';
import { type GameState, type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from './active.ts';
import { withLentIcon } from './freeActions.ts';
import { receiveStress } from './upgradeTriggers.ts';
import { discardCard, yesNo } from './cardUse.ts';
import { bandBetween } from './triggers.ts';
import type { CardAbility } from './types.ts';

/** The round flag of a ship that flies Inertial Dampeners' stop: it receives its stress token after the maneuver. */
const DAMPENED = 'inertial-dampeners';

/**
 * Enhanced Scopes, at the start and the end of the Activation phase: while the phase lasts, the pilot skill of each
 * ship with the card is 0 (effective.ts reads the flag), which orders its activation and every comparison made then.
 */
export function activationPhaseSkill(state: GameState, starts: boolean): void {
  for (const ship of shipsInPlay(state)) {
    ship.roundFlags = ship.roundFlags.filter((f) => f !== SKILL_ZERO);
    if (starts && effectsOf(ship, 'activation-skill-zero').length > 0) ship.roundFlags.push(SKILL_ZERO);
  }
}

/**
 * Inertial Dampeners, when the dial is revealed: discard it to perform a white stop maneuver instead (the kernel's
 * `stationary-0`), then receive 1 stress token. The autopilot uses it when the maneuver revealed would fly the ship off
 * the play area. Returns the maneuver to fly.
 */
export function stopInstead(ctx: RoundContext, ship: ShipState, revealed: string): string {
  for (const { card, effect } of effectsOf(ship, 'on-reveal')) {
    if (effect.does !== 'stop') continue;
    const m = parseManeuver(revealed);
    const flees = m !== null && resolveManeuver(keptTable(ctx.state), ship.id, m).fled;
    if (!yesNo(ctx, ship, card, flees)) continue;
    discardCard(ctx, ship, card);
    ship.roundFlags.push(DAMPENED);
    return 'stationary-0';
  }
  return revealed;
}

/**
 * BB-8, once the maneuver is revealed: with a green one, a free barrel roll (the icon lent where the bar lacks it:
 * "If a ship is specifically granted a free barrel roll action …", rules: FREE ACTIONS); its action policy decides.
 */
export function afterReveal(ctx: RoundContext, ship: ShipState, difficulty: string): void {
  if (difficulty !== 'green') return;
  for (const { card, effect } of effectsOf(ship, 'on-reveal'))
    if (effect.does === 'bb8') withLentIcon(ctx, ship, card, 'barrel-roll');
}

/** True when an enemy at Range 1–3 is inside the ship's primary firing arc, the ship turned by `turnDeg`. */
function enemyAhead(ctx: RoundContext, ship: ShipState, turnDeg: number): boolean {
  const pose = { ...ship.pose, headingDeg: ship.pose.headingDeg + turnDeg };
  return shipsInPlay(ctx.state).some(
    (e) =>
      e.player !== ship.player &&
      bandBetween(ship, e) !== null &&
      attackGeometry(pose, ship.size, 'primary', e.pose, e.size, []).inArc,
  );
}

/**
 * After the Check Pilot Stress step: Inertial Dampeners' stress; Outlaw Tech's focus token after a red maneuver (the
 * autopilot always takes it); Lightning Reflexes after a white or green maneuver on the dial: discard it to rotate
 * 180°, then 1 stress token. The autopilot rotates when no enemy at Range 1–3 is ahead and one would be after.
 */
export function afterPilotStress(ctx: RoundContext, ship: ShipState, difficulty: string, onDial: boolean): void {
  if (ship.roundFlags.includes(DAMPENED)) receiveStress(ctx, ship);
  for (const { card, effect } of effectsOf(ship, 'after-pilot-stress')) {
    if (effect.does === 'outlaw-tech') {
      if (difficulty !== 'red' || !yesNo(ctx, ship, card, true)) continue;
      ship.focus++;
      ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'focus', count: ship.focus });
      continue;
    }
    if (difficulty === 'red' || !onDial || ship.roundFlags.includes(DAMPENED)) continue;
    if (!yesNo(ctx, ship, card, !enemyAhead(ctx, ship, 0) && enemyAhead(ctx, ship, 180))) continue;
    discardCard(ctx, ship, card);
    const from = { x: ship.pose.x, y: ship.pose.y, heading: ship.pose.headingDeg };
    ship.pose = { ...ship.pose, headingDeg: normalizeDeg(ship.pose.headingDeg + 180) };
    const to = { ...from, heading: ship.pose.headingDeg };
    const path = { kind: 'waypoints' as const, poses: [from, { ...from, heading: from.heading + 90 }, to] };
    ctx.timeline.push({ kind: 'move', unit: ship.id, from, to, path });
    receiveStress(ctx, ship);
  }
}

/** Upgrade cards of the Activation phase, keyed by xws. */
export const MANEUVER_CARD_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // Inertial Dampeners: "When you reveal your maneuver, you may discard this card to instead perform a white ([Stop]
  // 0) maneuver. Then receive 1 stress token."
  ['inertialdampeners', { effects: [{ kind: 'on-reveal', window: 'reveal-dial', does: 'stop' }] }],
  // BB-8: "When you reveal a green maneuver, you may perform a free barrel roll action."
  ['bb8', { effects: [{ kind: 'on-reveal', window: 'reveal-dial', does: 'bb8' }] }],
  // Outlaw Tech: "After you execute a red maneuver, you may assign 1 focus token to your ship."
  ['outlawtech', { effects: [{ kind: 'after-pilot-stress', window: 'execute-maneuver', does: 'outlaw-tech' }] }],
  // Lightning Reflexes: "After you execute a white or green maneuver on your dial, you may discard this card to rotate
  // your ship 180°. Then receive 1 stress token after the "Check Pilot Stress" step."
  [
    'lightningreflexes',
    { effects: [{ kind: 'after-pilot-stress', window: 'execute-maneuver', does: 'lightning-reflexes' }] },
  ],
  // Unhinged Astromech: "You may treat all 3-speed maneuvers as green maneuvers." (green is never worse: always)
  ['unhingedastromech', { effects: [{ kind: 'difficulty', window: 'reveal-dial', speeds: [3], becomes: 'green' }] }],
  // Enhanced Scopes: "During the Activation phase, treat your pilot skill value as "0"."
  ['enhancedscopes', { effects: [{ kind: 'activation-skill-zero', window: 'reveal-dial' }] }],
  // Experimental Interface (freeActions.ts, after the standard action as Push the Limit; the autopilot declines it):
  // "Once per round, after you
  // perform an action, you may perform 1 free action from an equipped Upgrade card with the "Action:" header. Then
  // receive 1 stress token."
  [
    'experimentalinterface',
    {
      effects: [{ kind: 'free-action', window: 'perform-action', actions: 'card', stress: 1, once: true }],
      missing: 'its free action after a free action outside the Perform Action step (offered after the standard one)',
    },
  ],
];
