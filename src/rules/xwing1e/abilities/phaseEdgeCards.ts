/**
 * Upgrade cards acting as a phase starts or ends (rules: COMBAT PHASE, END PHASE): Pulsed Ray Shield in the End
 * phase, Rey (crew) keeping a focus token on her card from the start of the End phase to the start of the next Combat
 * phase (upgradeTriggers.ts and combatPhaseCards.ts call them). The autopilot's policy for each is in its comment.
 */
import type { DamageContext } from '../damage.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from './active.ts';
import { yesNo } from './cardUse.ts';
import { keepsFocus } from './wave1to4Triggers.ts';
import type { CardAbility } from './types.ts';
import { afterIonReceived } from './pilotIon.ts';

/** The face-up upgrade of that printed name on the ship. */
function upgradeNamed(ship: ShipState, card: string) {
  return ship.upgrades.find((u) => u.faceUp && u.name === card);
}

/**
 * The End phase, before unused tokens are removed. Pulsed Ray Shield: receive 1 ion token to recover 1 shield; the
 * autopilot does whenever a shield is missing (a shield stops a damage, the ion token costs one maneuver). Rey: 1 of
 * the ship's focus tokens goes onto her card; the autopilot does whenever the ship holds one the End phase would
 * remove.
 */
export function endPhaseEdge(ctx: DamageContext): void {
  for (const ship of shipsInPlay(ctx.state))
    for (const { card, effect } of effectsOf(ship, 'phase-edge')) {
      if (effect.does === 'pulsed-ray-shield') {
        if (ship.shields >= ship.shieldsMax || !yesNo(ctx, ship, card, true)) continue;
        ship.ion++;
        ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'ion', count: ship.ion });
        afterIonReceived(ctx, ship);
        ship.shields++;
        ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'shield', count: ship.shields });
      }
      const rey = upgradeNamed(ship, card);
      if (effect.does !== 'rey-store' || !rey || ship.focus === 0) continue;
      if (!yesNo(ctx, ship, card, !keepsFocus(ship))) continue;
      ship.focus--;
      rey.focusOn = (rey.focusOn ?? 0) + 1;
      ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'focus', count: ship.focus });
      ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${ship.name} places a focus token on ${card}` }, 0);
    }
}

/** The start of the Combat phase: Rey may assign 1 focus token from her card to the ship; the autopilot always does. */
export function combatStartEdge(ctx: DamageContext, ship: ShipState): void {
  for (const { card, effect } of effectsOf(ship, 'phase-edge')) {
    const rey = upgradeNamed(ship, card);
    if (effect.does !== 'rey-assign' || !rey?.focusOn || !yesNo(ctx, ship, card, true)) continue;
    rey.focusOn--;
    ship.focus++;
    ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'focus', count: ship.focus });
    ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${card} assigns ${ship.name} a focus token` }, 0);
  }
}

/** The cards of this module, keyed by xws. */
export const PHASE_EDGE_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // "During the End phase, you may receive 1 ion token to recover 1 shield (up to your shield value). You can equip
  // this card only if your shield value is "1"."
  ['pulsedrayshield', { effects: [{ kind: 'phase-edge', window: 'end-phase', does: 'pulsed-ray-shield' }] }],
  // Rey (crew): "At the start of the End phase, you may place 1 of your ship's focus tokens on this card. At the start
  // of the Combat phase, you may assign 1 of those tokens to your ship."
  [
    'rey',
    {
      effects: [
        { kind: 'phase-edge', window: 'end-phase', does: 'rey-store' },
        { kind: 'phase-edge', window: 'combat-start', does: 'rey-assign' },
      ],
    },
  ],
];
