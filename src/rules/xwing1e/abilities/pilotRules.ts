/** Which ship holds an active pilot rule (pilotTypes.ts, PilotRuleEffect): the lookup the rules' modules share. */
import type { ShipState } from '../state.ts';
import { effectsOf } from './active.ts';
import { PILOT_ABILITIES } from './cards.ts';
import type { PilotRuleEffect } from './pilotTypes.ts';

/** The pilot keys printing each rule, built on first use (most ships print none: the lookup stays cheap per ship). */
let printed: Map<PilotRuleEffect['does'], Set<string>> | null = null;

/** The pilot keys whose card prints the rule. */
function keysOf(does: PilotRuleEffect['does']): ReadonlySet<string> | undefined {
  if (!printed) {
    const map = new Map<PilotRuleEffect['does'], Set<string>>();
    for (const [key, ability] of PILOT_ABILITIES)
      for (const e of ability.effects) {
        if (e.kind !== 'pilot-rule') continue;
        const keys = map.get(e.does) ?? new Set<string>();
        keys.add(key);
        map.set(e.does, keys);
      }
    printed = map;
  }
  return printed.get(does);
}

/** The card giving the ship's active pilot rule `does`, or null (an Injured Pilot silences it). */
export function pilotRule(ship: ShipState, does: PilotRuleEffect['does']): string | null {
  if (!keysOf(does)?.has(ship.pilotKey)) return null;
  return effectsOf(ship, 'pilot-rule').find((e) => e.effect.does === does)?.card ?? null;
}
