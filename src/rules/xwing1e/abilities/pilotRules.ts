/** Which ship holds an active pilot rule (pilotTypes.ts, PilotRuleEffect): the lookup the rules' modules share. */
import type { ShipState } from '../state.ts';
import { effectsOf } from './active.ts';
import type { PilotRuleEffect } from './pilotTypes.ts';

/** The card giving the ship's active pilot rule `does`, or null (an Injured Pilot silences it). */
export function pilotRule(ship: ShipState, does: PilotRuleEffect['does']): string | null {
  return effectsOf(ship, 'pilot-rule').find((e) => e.effect.does === does)?.card ?? null;
}
