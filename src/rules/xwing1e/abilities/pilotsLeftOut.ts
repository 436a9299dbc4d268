/**
 * Wave 1–8 pilots the engine does not apply yet because they need a mechanic it lacks: no effects, and in `missing`
 * why (the `holotable cards` report prints it). Each entry's comment quotes the card.
 */
import type { CardAbility } from './types.ts';

/** A card left out, and why. */
const leftOut = (why: string): CardAbility => ({ effects: [], missing: why });

/** A move the kernel's action templates lack (src/kernel/maneuver.ts, ACTION_TEMPLATES). */
const template = (what: string) =>
  leftOut(`needs ${what}, which the kernel's action templates lack (a parallel branch builds new moving actions)`);

/** Pilots left out, keyed `side/ship/pilot`. */
export const PILOTS_LEFT_OUT: readonly (readonly [string, CardAbility])[] = [
  // "When performing a barrel roll action, you may receive 1 stress token to use the ([Bank Left] 1) or ([Bank Right]
  // 1) template instead of the ([Straight] 1) template."
  ['imperial/tieinterceptor/lieutenantlorrir', template('a barrel roll along a bank template')],
  // "When you decloak, you must use the ([Bank Left] 2) or ([Bank Right] 2) template instead of the ([Straight] 2)
  // template."
  ['imperial/tiephantom/echo', template('a decloak along a bank template')],
  // "When performing a barrel roll, you may use the ([Straight] 2) template (instead of the ([Straight] 1) template)."
  ['imperial/tiefofighter/zetaace', template('a barrel roll along the straight 2 template')],
  // "When performing a boost action, you may use the ([Turn Left] 1) or ([Turn Right] 1) template."
  ['rebel/t70xwing/blueace', template('a boost along a turn template')],
  // "You may execute the ([Segnor's Loop Left] 3) or ([Segnor's Loop Right] 3) maneuver using the corresponding
  // ([Turn Left] 3) or ([Turn Right] 3) template."
  ['scum/aggressor/ig88d', leftOut("needs a Segnor's Loop flown along a turn template, which the kernel lacks")],
  // "You may maintain 2 target locks on the same ship. When you acquire a target lock, you may acquire a second lock
  // on that same ship."
  ['imperial/tiepunisher/redline', leftOut('needs a second target lock: a ship holds one (ShipState.lockOn)')],
  // "You have the pilot skill and pilot ability of the friendly destroyed ship equipped with the Hound's Tooth Upgrade
  // card."
  [
    'scum/z95headhunter/nashtahpuppilot',
    leftOut("needs Hound's Tooth (the ship deployed when its YV-666 is destroyed)"),
  ],
  // "At the start of the Combat phase, you may choose a ship at Range 1. If it is inside your primary and mobile firing
  // arcs, assign 1 tractor beam token to it."
  [
    'scum/lancerclasspursuitcraft/ketsuonyo',
    leftOut(
      "needs the Lancer-class's mobile firing arc (the kernel has no mobile arc; tractor beam tokens: tractor.ts)",
    ),
  ],
  // "At the start of the Combat phase, you may choose a ship at Range 1-2. If it is inside your mobile firing arc,
  // assign 1 stress token to it."
  [
    'scum/lancerclasspursuitcraft/asajjventress',
    leftOut("needs the Lancer-class's mobile firing arc, which the kernel lacks (catalog.ts: ShipArc 'mobile')"),
  ],
  // "When you reveal a reverse maneuver, you may drop a bomb using your front guides (including a bomb with the
  // "Action:" header)."
  [
    'scum/quadjumper/constablezuvio',
    leftOut("needs reverse maneuvers, which the kernel cannot fly (catalog.ts: a ship's unsupportedManeuvers)"),
  ],
  // "When defending against an enemy ship inside your mobile firing arc at Range 1-2, you may add 1 [Focus] result to
  // your roll."
  [
    'scum/lancerclasspursuitcraft/sabinewren',
    leftOut("needs the Lancer-class's mobile firing arc, which the kernel lacks (catalog.ts: ShipArc 'mobile')"),
  ],
  // "If you are not stressed, when you reveal a turn, bank, or Segnor's Loop maneuver, you may instead treat it as a red
  // Tallon Roll maneuver of the same direction (left or right) using the template of the original revealed maneuver."
  [
    'scum/starviper/dalanoberos',
    leftOut(
      "needs a Tallon Roll along a bank or Segnor's Loop template: the kernel's Tallon Roll is flown along the turn template only",
    ),
  ],
  // "Enemy ships that you have locked cannot modify any dice when attacking you or defending against your attacks."
  [
    'imperial/tiefofighter/omegaleader',
    leftOut('needs one gate on every dice modification (tokens, target locks and cards each modify dice on their own)'),
  ],
];
