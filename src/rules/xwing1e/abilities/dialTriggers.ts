/**
 * Cards that rotate the dial when the maneuver is revealed (rules: ACTIVATION PHASE, Reveal Dial): Navigator, Stay on
 * Target, Boba Fett (Imperial), Juno Eclipse, Maneuvering Fins, Hera Syndulla. The new maneuver must be on the ship's dial; the use names it
 * (`maneuver`). The autopilot keeps its dial (it planned that maneuver), except that Navigator turns a stressed
 * ship's red maneuver into the non-red one of the same bearing nearest in speed (slower first), which a stressed
 * ship could not fly.
 */
import type { RoundContext } from '../context.ts';
import { effectiveDifficulty } from '../effective.ts';
import type { ShipState } from '../state.ts';
import { effectsOf } from './active.ts';
import type { RotateDialEffect } from './wave1to4Effects.ts';

/** A maneuver name's bearing and speed: `bank-left-2` → bank-left, 2. */
function parts(maneuver: string): { bearing: string; speed: number } {
  const m = /^(.*)-(\d)$/.exec(maneuver);
  return { bearing: m?.[1] ?? maneuver, speed: Number(m?.[2] ?? NaN) };
}

/** The dial's maneuvers the card may rotate `dialed` to. */
function targets(ship: ShipState, effect: RotateDialEffect, dialed: string): string[] {
  const from = parts(dialed);
  const fits = (m: string): boolean => {
    const to = parts(m);
    switch (effect.to) {
      case 'same-bearing':
        return to.bearing === from.bearing;
      case 'same-speed':
        return to.speed === from.speed;
      case 'other-bank':
        return from.bearing.startsWith('bank-') && to.bearing.startsWith('bank-') && to.speed === from.speed;
      case 'speed-by-1':
        return to.bearing === from.bearing && Math.abs(to.speed - from.speed) === 1 && to.speed >= 1;
      case 'turn-to-bank':
        return (
          from.bearing.startsWith('turn-') &&
          to.bearing === from.bearing.replace('turn-', 'bank-') &&
          to.speed === from.speed
        );
      case 'same-difficulty': {
        const difficulty = effectiveDifficulty(ship, dialed);
        return difficulty !== 'white' && effectiveDifficulty(ship, m) === difficulty;
      }
    }
  };
  return ship.dial
    .map((d) => d.maneuver)
    .filter((m) => m !== dialed && fits(m))
    .filter((m) => !(effect.to === 'same-bearing' && ship.stress > 0 && effectiveDifficulty(ship, m) === 'red'));
}

/** The autopilot's rotation (see the module comment), or undefined to keep the dial. */
function suggestion(ship: ShipState, effect: RotateDialEffect, dialed: string, options: string[]): string | undefined {
  if (effect.to !== 'same-bearing' || ship.stress === 0 || effectiveDifficulty(ship, dialed) !== 'red')
    return undefined;
  const speed = parts(dialed).speed;
  return [...options].sort(
    (a, b) => Math.abs(parts(a).speed - speed) - Math.abs(parts(b).speed - speed) || parts(a).speed - parts(b).speed,
  )[0];
}

/**
 * The maneuver the ship reveals after its cards may rotate the dial, and whether a card makes it red (Stay on
 * Target). A stressed ship is not offered Stay on Target (the maneuver would be red).
 */
export function rotatedDial(ctx: RoundContext, ship: ShipState, dialed: string): { name: string; red: boolean } {
  let name = dialed;
  let red = false;
  for (const { card, effect } of effectsOf(ship, 'rotate-dial')) {
    if (effect.red && ship.stress > 0) continue;
    const options = targets(ship, effect, name);
    if (options.length === 0) continue;
    const best = suggestion(ship, effect, name, options);
    const { use } = ctx.choose(
      ship,
      {
        card,
        suggested: () => ({ ship: ship.id, card, use: best !== undefined, ...(best ? { maneuver: best } : {}) }),
        choices: options.map((maneuver) => ({ ship: ship.id, card, use: true, maneuver })),
      },
      (u) =>
        u.maneuver !== undefined && options.includes(u.maneuver)
          ? null
          : {
              field: 'maneuver',
              message: `expected a maneuver of ${ship.id}'s dial the card allows from ${name} (${options.join(', ')}), got ${JSON.stringify(u.maneuver)}`,
            },
    );
    if (!use.use || use.maneuver === undefined) continue;
    ctx.timeline.push(
      { kind: 'caption', unit: ship.id, text: `${card}: ${ship.name} rotates the dial to ${use.maneuver}` },
      0,
    );
    name = use.maneuver;
    red = red || effect.red === true;
  }
  return { name, red };
}
