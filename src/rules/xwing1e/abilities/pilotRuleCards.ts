/**
 * Pilots of issue 18 whose ability is a standing rule of the engine (pilotTypes.ts, PilotRuleEffect): their data,
 * merged into PILOT_ABILITIES (cards.ts). Keys: `side/ship/pilot`; each entry quotes the card, and the module named
 * resolves it and says the autopilot's policy.
 */
import type { CardAbility } from './types.ts';
import type { PilotRuleEffect } from './pilotTypes.ts';

/** A card whose rules act in these windows. */
const rules = (...effects: [PilotRuleEffect['window'], PilotRuleEffect['does']][]): CardAbility => ({
  effects: effects.map(([window, does]) => ({ kind: 'pilot-rule', window, does })),
});

/** Pilot rules, keyed `side/ship/pilot`. */
export const PILOT_RULE_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // Captain Kagi (pilotLocks.ts): "When an enemy ship acquires a target lock, it must lock onto your ship if able."
  ['imperial/lambdaclassshuttle/captainkagi', rules(['perform-action', 'lock-magnet'])],
  // Dash Rendar (pilotObstacles.ts): "You may ignore obstacles during the Activation phase and when performing
  // actions."
  ['rebel/yt2400/dashrendar', rules(['execute-maneuver', 'ignore-obstacles'], ['perform-action', 'ignore-obstacles'])],
  // Dace Bonearm (pilotIon.ts): "When an enemy ship at Range 1-3 receives at least 1 ion token, if you are not
  // stressed, you may receive 1 stress token to cause that ship to suffer 1 damage."
  ['scum/hwk290/dacebonearm', rules(['receive-ion', 'ion-for-damage'])],
  // Latts Razzi (pilotAttackTokens.ts): "When a friendly ship declares an attack, you may spend a target lock you have
  // on the defender to reduce its agility by 1 for that attack."
  ['scum/yv666/lattsrazzi', rules(['declare-target', 'lock-for-agility'])],
  // Esege Tuketu (pilotAttackTokens.ts): "When another friendly ship at Range 1-2 is attacking, it may treat your
  // focus tokens as its own."
  ['rebel/kwing/esegetuketu', rules(['modify-attack-dice', 'lend-focus'])],
  // "Wampa" (addedResults.ts, pilotCompare.ts): "When attacking, you may cancel all dice results. If you cancel a
  // [Critical Hit] result, deal 1 facedown Damage card to the defender."
  ['imperial/tiefighter/wampa', rules(['modify-attack-dice', 'cancel-all'])],
  // "Youngster" (lentActions.ts): "Friendly TIE fighters at Range 1-3 may perform the action on your equipped [Elite]
  // Upgrade card."
  ['imperial/tiefighter/youngster', rules(['perform-action', 'lend-elite-action'])],
  // Tomax Bren (pilotDiscards.ts): "Once per round, after you discard an [Elite] Upgrade card, flip that card faceup."
  ['imperial/tiebomber/tomaxbren', rules(['discard-upgrade', 'unflip-elite'])],
  // Tel Trevura (pilotDamage.ts): "The first time you would be destroyed, instead cancel any remaining damage, discard
  // all Damage cards, and deal 4 facedown Damage cards to this ship."
  ['scum/jumpmaster5000/teltrevura', rules(['suffer-damage', 'last-stand'])],
  // "Deathfire" (pilotBombs.ts): "When you reveal your maneuver dial or after you perform an action, you may perform a
  // [Bomb] Upgrade card action as a free action."
  ['imperial/tiebomber/deathfire', rules(['reveal-dial', 'bomb-on-reveal'], ['perform-action', 'bomb-after-action'])],
  // Shara Bey (pilotAttackTokens.ts): "When another friendly ship at Range 1-2 is attacking, it may treat your blue
  // target lock tokens as its own."
  ['rebel/arc170/sharabey', rules(['modify-attack-dice', 'lend-lock'])],
  // Norra Wexley (pilotAttackTokens.ts): "When attacking or defending, you may spend a target lock you have on the
  // enemy ship to add 1 [Focus] result to your roll."
  [
    'rebel/arc170/norrawexley',
    rules(['modify-attack-dice', 'lock-for-focus-result'], ['modify-defence-dice', 'lock-for-focus-result']),
  ],
  // Han Solo, Resistance (pilotSetup.ts): "When you are placed during setup, you can be placed anywhere in the play area
  // beyond Range 3 of enemy ships."
  ['rebel/yt1300/hansolo-swx57', rules(['setup', 'place-anywhere'])],
  // Captain Feroph (pilotAttackTokens.ts): "When defending, if the attacker is jammed, add 1 [Evade] result to your
  // roll."
  ['imperial/tiereaper/captainferoph', rules(['modify-defence-dice', 'evade-if-jammed'])],
  // "Zeb" Orrelios, all three ships (pilotCompare.ts): "When defending, you may cancel [Critical Hit] results before
  // [Hit] results."
  ...(['attackshuttle', 'tiefighter', 'sheathipedeclassshuttle'] as const).map(
    (ship) => [`rebel/${ship}/zeborrelios`, rules(['compare-results', 'crits-first'])] as const,
  ),
  // Leevan Tenza (pilotFreeActions.ts): "After you perform a boost action, you may receive 1 stress token to receive 1
  // evade token."
  ['rebel/xwing/leevantenza', rules(['perform-action', 'stress-for-evade'])],
  // Benthic Two Tubes (pilotFreeActions.ts): "After you perform a focus action, you may remove 1 of your focus tokens to
  // assign it to a friendly ship at Range 1-2."
  ['rebel/uwing/benthictwotubes', rules(['perform-action', 'pass-focus-after-focus'])],
  // Sabine Wren, Attack Shuttle and TIE fighter (pilotFreeActions.ts): "Immediately before you reveal your maneuver, you
  // may perform a free boost or barrel roll action."
  ...(['attackshuttle', 'tiefighter'] as const).map(
    (ship) => [`rebel/${ship}/sabinewren`, rules(['reveal-dial', 'move-before-reveal'])] as const,
  ),
];
