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
  // Weapons Engineer: "You may maintain 2 target locks (only 1 per enemy ship). When you acquire a target lock, you may
  // lock onto 2 different ships."
  [
    'weaponsengineer',
    leftOut(
      'needs a ship to hold 2 target locks; ShipState.lockOn holds one, and 28 modules read, spend and break it as one',
    ),
  ],
  // Enforcer: "After defending, if the attacker is inside your bullseye firing arc, it receives 1 stress token."
  ['enforcer', leftOut("needs the bullseye firing arc; the kernel's arcs are primary, rear, aux180 and turret")],
  // Boba Fett (crew): "After performing an attack, if the defender was dealt a faceup Damage card, you may discard this
  // card to choose and discard 1 of the defender's Upgrade cards."
  [
    'bobafett',
    leftOut(
      'needs to know a card was dealt faceup after it flips facedown (Minor Explosion…): DealtCard keeps its side now',
    ),
  ],
  // Advanced Optics: "You cannot have more than 1 focus token. During the End phase, do not remove an unused focus
  // token from your ship." Comm Relay: the same of evade tokens.
  [
    'advancedoptics',
    leftOut('needs a cap on the focus tokens a ship holds; tokens are assigned in many places, none gated'),
  ],
  [
    'commrelay',
    leftOut('needs a cap on the evade tokens a ship holds; tokens are assigned in many places, none gated'),
  ],
  // IG-88D (crew): "You have the pilot ability of each friendly ship with the IG-2000 Upgrade card (in addition to your
  // own pilot ability)."
  ['ig88d', leftOut("needs other ships' pilot abilities: active.ts reads the ship's own pilot card only")],
  // Hyperwave Comm Scanner: "At the start of the "Place Forces" step, you may choose to treat your pilot skill value as
  // "0", "6", or "12" … During setup, after another friendly ship is placed at Range 1-2, you may assign 1 focus or
  // evade token to it." Courier Droid: "At the start of the "Place Forces" step, you may choose to treat your pilot
  // skill value as "0" or "8" until the end of the step."
  [
    'hyperwavecommscanner',
    leftOut('needs the Place Forces step; a battle file states where each ship stands (setup.ts places none in turn)'),
  ],
  [
    'courierdroid',
    leftOut('needs the Place Forces step; a battle file states where each ship stands (setup.ts places none in turn)'),
  ],
  // Cikatro Vizago: "At the start of the End phase, you may discard this card to replace a faceup [Illicit] or [Cargo]
  // Upgrade card you have equipped with another Upgrade card of the same type of equal or fewer squad points."
  ['cikatrovizago', leftOut('needs Upgrade cards from outside the squad; a battle file lists only those equipped')],
  // Gyroscopic Targeting: "… you may rotate your mobile firing arc." Shadow Caster: "… if the defender is inside your
  // mobile firing arc and at Range 1-2, you may assign the defender 1 tractor beam token."
  ['gyroscopictargeting', leftOut('needs the mobile firing arc, which the kernel does not have (catalog.ts: ShipArc)')],
  ['shadowcaster', leftOut('needs the mobile firing arc, which the kernel does not have (catalog.ts: ShipArc)')],
  // R5-TK: "You can acquire target locks on friendly ships. You can attack friendly ships."
  ['r5tk', leftOut('needs attacks on friendly ships; combat.ts and the target lock action list enemies only')],
  // Pivot Wing and Servomotor S-foils: dual cards whose side in play the squad chooses ("you may flip this card").
  [
    'pivotwing',
    leftOut('needs the side equipped: both sides share one xws, and a battle file cannot name the side (setup.ts)'),
  ],
  [
    'servomotorsfoils',
    leftOut('needs the side equipped: both sides share one xws, and a battle file cannot name the side (setup.ts)'),
  ],
  // Ion Dischargers: "After you receive an ion token, you may choose an enemy ship at Range 1. …"
  ['iondischargers', leftOut('needs one trigger for every ion token received (only stress tokens have one)')],
  // StarViper Mk.II: "When performing a barrel roll action, you must use the ([Bank Left] 1) or ([Bank Right] 1)
  // template instead of the ([Straight] 1) template."
  [
    'starvipermkii',
    leftOut("needs a barrel roll on the bank 1 template; the kernel's barrel rolls use the straight 1 template only"),
  ],
  // Captain Needa: "If you overlap an obstacle during the Activation phase, do not suffer 1 faceup damage card. …" (the
  // huge ships' obstacle rule) and Toryn Farr: "Action: Spend any amount of energy …"
  ['captainneeda', leftOut("changes a huge ship's obstacle rule: huge ships are not played")],
  ['torynfarr', leftOut('spends energy, which only huge ships have: energy and huge ships are not played')],
];
