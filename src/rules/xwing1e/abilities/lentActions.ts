/**
 * "Youngster": "Friendly TIE fighters at Range 1-3 may perform the action on your equipped [Elite] Upgrade card." A
 * TIE fighter (the ship of that name: xws `tiefighter`) at Range 1–3 of a friendly "Youngster" is offered the "Action:"
 * header of each [Elite] card he has faceup (Marksmanship, Expose, Squad Leader, Expert Handling, Daredevil, Rage,
 * Debris Gambit), as if its own: in its Perform Action step, and as a free action any card lets it take. It is
 * performed by the TIE fighter; the card stays with "Youngster". The autopilot takes it when its action policy picks
 * it among the ship's options, as for any action.
 */
import type { GameState, ShipState } from '../state.ts';
import { shipsInPlay } from '../state.ts';
import { effectsOf, hasCardAction } from './active.ts';
import { rangeBetween } from './pilotConditions.ts';
import { pilotRule } from './pilotRules.ts';

/** The "Action:" headers the ship may perform through a friendly "Youngster"'s [Elite] cards. */
export function lentCardActions(state: GameState, ship: ShipState): string[] {
  if (ship.shipXws !== 'tiefighter') return [];
  const out: string[] = [];
  for (const youngster of shipsInPlay(state)) {
    if (youngster === ship || youngster.player !== ship.player || !pilotRule(youngster, 'lend-elite-action')) continue;
    if (rangeBetween(youngster, ship) === null) continue;
    for (const { card, effect } of effectsOf(youngster, 'card-action')) {
      const elite = youngster.upgrades.some((u) => u.faceUp && u.slot === 'Elite' && u.name === card);
      if (elite && !out.includes(effect.action)) out.push(effect.action);
    }
  }
  return out;
}

/** True when the ship may perform this card "Action:" header: one of its own cards, or one "Youngster" lends. */
export function canPerformCardAction(state: GameState, ship: ShipState, action: string): boolean {
  return hasCardAction(ship, action) || lentCardActions(state, ship).includes(action);
}
