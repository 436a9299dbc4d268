/**
 * Helpers shared by the wave 1–8 upgrade scenarios (dice-cards, secondary-weapons, phase-cards, aftermath-cards):
 * what a round's timeline shows of tokens and dice, and a lone X-wing flying one maneuver.
 */
import type { RoundRecord } from '../../../../src/rules/xwing1e/decisions.ts';
import { passive, round, stateWith, type TestShip } from '../engine/harness.ts';
import type { play } from './pilotHarness.ts';

type R = ReturnType<typeof play>;

/** Each count a token of the ship showed on the timeline, in order. */
export const tokens = (r: R, unit: string, token: string): number[] =>
  r.events
    .filter((e) => e.kind === 'token' && e.unit === unit && e.token === token)
    .map((e) => (e as { count: number }).count);

/** The ship's first dice of a role (attack, defence, effect) as rolled and modified. */
export const diceOf = (r: R, unit: string, role: string) =>
  r.events.find((e) => e.kind === 'dice' && e.unit === unit && (e as { role?: string }).role === role) as unknown as {
    rolled: string[];
    modified: string[];
    modifications: string[];
  };

/** The far Academy Pilot of `flies`, out of every range. */
const farTie: TestShip = {
  id: 't',
  player: 1,
  ship: 'tiefighter',
  pilot: 'academypilot',
  x: 700,
  y: 850,
  heading: 270,
};

/** A Rookie X-wing at (300, y) facing north with `stress` flies `maneuver`; a TIE far away flies a straight 2. */
export function flies(upgrades: string[], maneuver: string, record: Partial<RoundRecord> = {}, y = 100, stress = 0) {
  const state = stateWith([
    { id: 'x', player: 0, ship: 'xwing', pilot: 'rookiepilot', x: 300, y, heading: 90, upgrades },
    farTie,
  ]);
  state.ships[0]!.stress = stress;
  return round(
    state,
    { dials: { x: maneuver, t: 'straight-2' }, attacks: { x: { target: null }, t: { target: null } }, ...record },
    passive,
  );
}
