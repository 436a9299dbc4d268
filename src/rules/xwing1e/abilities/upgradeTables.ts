/**
 * Upgrade tables of the wave 1–8 tournament cards, each kept with the mechanic that resolves it, merged into
 * UPGRADE_ABILITIES (cards.ts) after the earlier batches.
 */
import type { CardAbility } from './types.ts';
import { ATTACK_AFTERMATH_ABILITIES } from './attackAftermath.ts';
import { BEFORE_ROLL_ABILITIES } from './beforeRollCards.ts';
import { COMBAT_PHASE_ABILITIES } from './combatPhaseCards.ts';
import { DAMAGE_FLIP_ABILITIES } from './damageFlips.ts';
import { DAREDEVIL_ABILITIES } from './daredevil.ts';
import { DEALT_CARD_ABILITIES } from './dealtCards.ts';
import { DICE_CARD_ABILITIES } from './diceCards.ts';
import { FOCUS_ACTION_ABILITIES } from './focusAction.ts';
import { MANEUVER_CARD_ABILITIES } from './maneuverCards.ts';
import { SECONDARY_WEAPON_ABILITIES } from './secondaryWeapons.ts';
import { SHIP_CARD_ABILITIES } from './shipCards.ts';
import { ATTACK_RESULT_ABILITIES } from './attackResultCards.ts';
import { FOCUS_SPENT_ABILITIES } from './focusSpentCards.ts';
import { AFTER_MANEUVER_CARD_ABILITIES } from './afterManeuverCards.ts';
import { AFTER_BOOST_OR_ROLL_ABILITIES } from './afterBoostOrRoll.ts';
import { PHASE_EDGE_ABILITIES } from './phaseEdgeCards.ts';
import { TALENT_ACTION_ABILITIES } from './talentActions.ts';
import { UPGRADES_LEFT_OUT } from './upgradesLeftOut.ts';
import { CREW_DICE_ABILITIES } from './crewDiceCards.ts';
import { CREW_AFTER_ATTACK_ABILITIES } from './crewAfterAttack.ts';
import { PHASE_AND_LOCK_ABILITIES } from './phaseAndLockCards.ts';
import { UPGRADE_ACTION_HEADER_ABILITIES } from './upgradeActionHeaders.ts';
import { MECHANISM_UPGRADE_ABILITIES } from './mechanismCards.ts';

/** Upgrade abilities by mechanic, keyed by xws. */
export const TRIGGER_UPGRADE_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  ...DICE_CARD_ABILITIES,
  ...SECONDARY_WEAPON_ABILITIES,
  ...COMBAT_PHASE_ABILITIES,
  ...MANEUVER_CARD_ABILITIES,
  ...ATTACK_AFTERMATH_ABILITIES,
  ...DEALT_CARD_ABILITIES,
  ...SHIP_CARD_ABILITIES,
  ...DAMAGE_FLIP_ABILITIES,
  ...DAREDEVIL_ABILITIES,
  ...BEFORE_ROLL_ABILITIES,
  ...FOCUS_ACTION_ABILITIES,
  ...ATTACK_RESULT_ABILITIES,
  ...FOCUS_SPENT_ABILITIES,
  ...AFTER_MANEUVER_CARD_ABILITIES,
  ...AFTER_BOOST_OR_ROLL_ABILITIES,
  ...PHASE_EDGE_ABILITIES,
  ...TALENT_ACTION_ABILITIES,
  ...CREW_DICE_ABILITIES,
  ...CREW_AFTER_ATTACK_ABILITIES,
  ...PHASE_AND_LOCK_ABILITIES,
  ...UPGRADE_ACTION_HEADER_ABILITIES,
  ...MECHANISM_UPGRADE_ABILITIES,
  ...UPGRADES_LEFT_OUT,
];
