/**
 * Most-played upgrades the engine does not apply yet because they need a mechanic it lacks: no effects, and in
 * `missing` why (the `holotable cards` report prints it). Each entry's comment quotes the card.
 */
import type { CardAbility } from './types.ts';

/** A card left out, and why. */
const leftOut = (why: string): CardAbility => ({ effects: [], missing: why });

/** Upgrades left out, keyed by xws. */
export const UPGRADES_LEFT_OUT: readonly (readonly [string, CardAbility])[] = [
  // Attanni Mindlink: "Each time you are assigned a focus or stress token, each other friendly ship with Attanni
  // Mindlink must also be assigned the same type of token if it does not already have one."
  [
    'attannimindlink',
    leftOut('needs one trigger for every focus token assigned (only stress tokens have one: triggers.ts, afterStress)'),
  ],
  // Adaptability: "Increase your pilot skill value by 1." / "Decrease your pilot skill value by 1."
  [
    'adaptability',
    leftOut('needs the side equipped: both sides share one xws, and a battle file cannot name the side (setup.ts)'),
  ],
  // Shadow Caster: "After you perform an attack that hits, if the defender is inside your mobile firing arc and at
  // Range 1-2, you may assign the defender 1 tractor beam token."
  [
    'shadowcaster',
    leftOut("needs the Lancer-class's mobile firing arc, which the kernel lacks (tractor beam tokens: tractor.ts)"),
  ],
  // Seismic Torpedo: "Action: Discard this card to choose an obstacle at Range 1-2 and inside your primary firing arc.
  // … Then remove the obstacle."
  ['seismictorpedo', leftOut('needs an obstacle removed during play, which the state and the timeline cannot show')],
  // Electronic Baffle: "When you receive a stress token or an ion token, you may suffer 1 damage to discard that token."
  ['electronicbaffle', leftOut('needs one trigger for every ion token received (only stress tokens have one)')],
  // Collision Detector: "When performing a boost, barrel roll, or decloak, your ship and maneuver template can overlap
  // obstacles. When rolling for obstacle damage, ignore all [Critical Hit] results."
  [
    'collisiondetector',
    leftOut('needs moving actions that may overlap obstacles; the kernel (resolveAction) refuses every overlap'),
  ],
  // Pattern Analyzer: "When executing a maneuver, you may resolve the "Check Pilot Stress" step after the "Perform
  // Action" step (instead of before that step)."
  ['patternanalyzer', leftOut('needs the Check Pilot Stress step moved after the action (activation.ts fixes it)')],
  // Primed Thrusters: "Stress tokens do not prevent you from performing boost or barrel roll actions unless you have 3
  // or more stress tokens."
  [
    'primedthrusters',
    leftOut('needs stress to allow some actions; stressedActions.ts forbids all of them while stressed'),
  ],
  // M9-G8: "When a ship you have locked is attacking, you may choose 1 attack die. The attacker must reroll that die.
  // You can acquire target locks on other friendly ships."
  ['m9g8', leftOut('needs target locks on friendly ships; the target lock action offers enemies only (actions.ts)')],
  // Heavy Laser Turret: "Attack (energy): Spend 2 energy from this card …" (C-ROC Cruiser)
  ['heavylaserturret', leftOut("a huge ship's card: energy and huge ships are not played")],
  // IG-2000: "You have the pilot ability of each other friendly ship with the IG-2000 Upgrade card (in addition to your
  // own pilot ability)."
  ['ig2000', leftOut("needs other ships' pilot abilities: active.ts reads the ship's own pilot card only")],
  // "Zeb" Orrelios (crew): "Enemy ships inside your firing arc that you are touching are not considered to be touching
  // you when either you or they activate during the Combat phase."
  ['zeborrelios', leftOut('needs touching ships to attack each other; combat.ts forbids it but for Arvel Crynyd')],
];
