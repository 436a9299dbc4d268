/**
 * Cards that fly a revealed maneuver as another one of the same difficulty (rules: ACTIVATION PHASE, Reveal Dial, and
 * BEARING): Countess Ryad and Tetran Cowall (pilotTypes.ts quotes both). The dial is not rotated: the maneuver keeps
 * the difficulty it was revealed with, and the ship executes the other template. The use names the maneuver flown
 * (`maneuver`). The autopilot keeps the maneuver it planned.
 */
import type { RoundContext } from '../context.ts';
import type { ShipState } from '../state.ts';
import { effectsOf } from './active.ts';
import type { TreatManeuverEffect } from './pilotTypes.ts';

/** The maneuvers the card lets `revealed` be flown as. */
function treatments(does: TreatManeuverEffect['does'], revealed: string): string[] {
  const straight = /^straight-(\d)$/.exec(revealed);
  if (does === 'as-koiogran') return straight ? [`koiogran-${straight[1]}`] : [];
  const koiogran = /^koiogran-(\d)$/.exec(revealed);
  return koiogran ? ['koiogran-1', 'koiogran-3', 'koiogran-5'].filter((m) => m !== revealed) : [];
}

/** The maneuver the ship executes for the one it revealed, after its cards of this module. */
export function treatedManeuver(ctx: RoundContext, ship: ShipState, revealed: string): string {
  let flown = revealed;
  for (const { card, effect } of effectsOf(ship, 'treat-maneuver')) {
    const options = treatments(effect.does, flown);
    if (options.length === 0) continue;
    const { use } = ctx.choose(
      ship,
      {
        card,
        suggested: () => ({ ship: ship.id, card, use: false }),
        choices: options.map((maneuver) => ({ ship: ship.id, card, use: true, maneuver })),
      },
      (u) =>
        u.maneuver !== undefined && options.includes(u.maneuver)
          ? null
          : {
              field: 'maneuver',
              message: `expected the maneuver ${revealed} is treated as (${options.join(', ')}), got ${JSON.stringify(u.maneuver)}`,
            },
    );
    if (!use.use || use.maneuver === undefined) continue;
    ctx.timeline.push(
      { kind: 'caption', unit: ship.id, text: `${card}: ${ship.name} flies ${revealed} as ${use.maneuver}` },
      0,
    );
    flown = use.maneuver;
  }
  return flown;
}
