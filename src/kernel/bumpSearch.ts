/**
 * The bump search as resolveManeuver runs it: the closed form when the base only translates, verified by one
 * evaluation of Σ; when it turns, the progress tree of bumpTree.ts certifies the deep part of the overlap, then
 * the contact in closed form where both guides ride the arc (arcBump.ts), else contactBelow (curvedBump.ts)
 * follows one piece pair to its contact, with the second-order certified descent of
 * curvedBump.ts from the tree's stop when that cannot conclude; the first-order certified descent of
 * largestFreeProgress whenever none can.
 */
import type { BaseSize } from './constants.ts';
import { CONTACT_TOLERANCE_MM } from './constants.ts';
import {
  type BumpResult,
  largestFreeProgress,
  type Obstruction,
  placeAtProgress,
  placedOverlapsAny,
  placedSeparation,
  pointSpeedProfile,
  separationAlongPath,
} from './bump.ts';
import { baseFrame, type BaseFrame } from './footprint.ts';
import { type GuidePair, type ManeuverPath, travelMm } from './path.ts';
import { isPureTranslation, translationFreeProgress } from './translationBump.ts';
import { contactBelow, curvedFreeProgress } from './curvedBump.ts';
import { certifiedOverlapTop, certifier } from './bumpTree.ts';
import { arcContact, arcHandoff } from './arcBump.ts';

const SMALL_FRAME = baseFrame({ x: 0, y: 0, headingDeg: 0 }, 'small');
const LARGE_FRAME = baseFrame({ x: 0, y: 0, headingDeg: 0 }, 'large');
const scratchGuides: GuidePair = { rx: 0, ry: 0, fx: 0, fy: 0 };

/**
 * Σ at progress p on a reused frame, every obstruction having a frame: the same numbers as separationAlongPath's,
 * without building its closure (this runs for every maneuver of a dial prediction).
 */
function sigmaOnFrame(
  path: ManeuverPath,
  p: number,
  me: BaseFrame,
  others: readonly Obstruction[],
  cutoffMm = Infinity,
): number {
  placeAtProgress(path, p, scratchGuides, me);
  return placedSeparation(me, others, null, cutoffMm);
}

/** Adds `more` placements to a search's fresh result and returns it. */
function counted(result: BumpResult, more: number): BumpResult {
  result.evaluations += more;
  return result;
}

/** Pieces farther apart than this are not measured when only a gap within tolerance of touching will do, mm. */
const NEAR_CONTACT_CUTOFF_MM = 1;

/**
 * True when the base at the end of `path` (p = 1) overlaps none of `others`: the answer of findFreeProgress's
 * first check, by the boolean test (no distances), for callers that need no gap when nothing bumps. Null when
 * some obstruction has no frame (then ask findFreeProgress).
 */
export function endIsFree(path: ManeuverPath, size: BaseSize, others: readonly Obstruction[]): boolean | null {
  for (const o of others) if (o.frame === undefined) return null;
  const me = size === 'small' ? SMALL_FRAME : LARGE_FRAME;
  placeAtProgress(path, 1, scratchGuides, me);
  return !placedOverlapsAny(me, others);
}

/**
 * The largest progress with no ship overlap along `path` (rules: OVERLAPPING SHIPS), ending within 1e-7 mm of
 * touching after a bump. `key` names the size and maneuver for the cached speed bounds.
 */
export function findFreeProgress(
  path: ManeuverPath,
  size: BaseSize,
  others: readonly Obstruction[],
  key: string,
): BumpResult {
  const toleranceMm = CONTACT_TOLERANCE_MM / 10;
  const translates = isPureTranslation(path);
  let framed = true;
  for (const o of others) framed &&= o.frame !== undefined;
  const me = size === 'small' ? SMALL_FRAME : LARGE_FRAME;
  if (!translates && framed) {
    // The end first, by the boolean test (exactly Σ < 0); then the tree certifies the deep part of the overlap
    // without placing the base, and the exact descent starts where its certificate ends.
    placeAtProgress(path, 1, scratchGuides, me);
    if (!placedOverlapsAny(me, others)) {
      return { progress: 1, gapMm: placedSeparation(me, others), evaluations: 1, stuckAtStart: false };
    }
    const top = certifiedOverlapTop(path, size, others, key);
    // Where both guides ride the arc the contact has a closed form; elsewhere (or past that stretch) one pair is
    // followed by certified Newton steps.
    const arc = arcContact(path, size, others, toleranceMm, top, certifier.index);
    // Each result is the search's own fresh object: counting the end check in it needs no copy.
    if (arc !== null) return counted(arc, 1);
    const handoff = arcHandoff.top >= 0;
    const from = handoff ? arcHandoff.top : top;
    const spent = handoff ? arcHandoff.evaluations : 0;
    const hint = handoff ? arcHandoff.hint : certifier.index;
    const contact = contactBelow(path, size, others, key, toleranceMm, from, hint);
    if (contact !== null) return counted(contact, spent + 1);
    const curved = curvedFreeProgress(path, size, others, key, toleranceMm, top);
    if (curved !== null) return counted(curved, spent + 1);
  }
  if (framed) {
    // The end first: most maneuvers end free and need nothing more. The boolean test decides (exactly Σ < 0);
    // distances are measured only for the gap of a free end.
    placeAtProgress(path, 1, scratchGuides, me);
    if (!placedOverlapsAny(me, others)) {
      return { progress: 1, gapMm: placedSeparation(me, others), evaluations: 1, stuckAtStart: false };
    }
    const touching = translates ? translationFreeProgress(path, size, others) : null;
    if (touching !== null && touching < 1) {
      // Back off half the tolerance from exact contact so that rounding cannot leave the bases overlapping.
      const p = touching - toleranceMm / 2 / travelMm(path);
      const gap = sigmaOnFrame(path, p, me, others, NEAR_CONTACT_CUTOFF_MM);
      if (gap >= 0 && gap <= toleranceMm) return { progress: p, gapMm: gap, evaluations: 2, stuckAtStart: false };
    }
  }
  const sigma = separationAlongPath(path, size, others);
  if (!framed) {
    const atEnd = sigma(1);
    if (atEnd >= 0) return { progress: 1, gapMm: atEnd, evaluations: 1, stuckAtStart: false };
  }
  return largestFreeProgress(sigma, pointSpeedProfile(path, size, key), toleranceMm);
}
