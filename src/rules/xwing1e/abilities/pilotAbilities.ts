/** Every pilot table of issue 18, merged into PILOT_ABILITIES (cards.ts) after the first pilots. */
import type { CardAbility } from './types.ts';
import { PILOT_DICE_ABILITIES } from './pilotDice.ts';
import { PILOT_TRIGGER_ABILITIES } from './pilotTriggers.ts';
import { PILOTS_LEFT_OUT } from './pilotsLeftOut.ts';
import { PILOT_RULE_ABILITIES } from './pilotRuleCards.ts';
import { MECHANISM_PILOT_ABILITIES } from './mechanismCards.ts';

/** Pilot abilities beyond cards.ts's own, keyed `side/ship/pilot`. */
export const ISSUE18_PILOT_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  ...PILOT_DICE_ABILITIES,
  ...PILOT_TRIGGER_ABILITIES,
  ...PILOT_RULE_ABILITIES,
  ...MECHANISM_PILOT_ABILITIES,
  ...PILOTS_LEFT_OUT,
];
