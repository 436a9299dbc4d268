/**
 * The templates a move lays on the table, from what the move was: the one place that turns a maneuver (with the
 * progress it stopped at) or a moving action into template shapes. The kernel's resolveManeuver counts the same
 * template (its `templateLengthMm`), and the rules engine, the scenario route, the dispute verdicts and the
 * viewer draw these.
 */
import type { BaseSize } from './constants.ts';
import { straightLengthMm } from './constants.ts';
import { sidewaysTemplate } from './actions.ts';
import type { Maneuver } from './maneuver.ts';
import { maneuverPath, travelMm } from './path.ts';
import type { Pose } from './pose.ts';
import { type TemplateShape, templateShape } from './template.ts';

/** A move as far as its templates go. */
export type LaidMove =
  /** A maneuver or forward action flown up to `progress` (1 unless it bumped). */
  | { kind: 'maneuver'; maneuver: Maneuver; progress: number }
  /** A sideways action (barrel roll, sideways decloak) with a straight template of this speed, and the shift. */
  | { kind: 'sideways'; side: 'left' | 'right'; straightSpeed: number; slideMm: number };

/** The template that counts, and the full-length one (the same unless a bump truncated it); null for none. */
export interface LaidTemplates {
  counts: TemplateShape | null;
  full: TemplateShape | null;
}

/**
 * The templates of a move from `start` for a base of `size`: for a maneuver, the full template and the part
 * between the start and the final position (rules: OBSTACLES: "only the portion … between the starting and
 * final positions"), the length resolveManeuver reports as templateLengthMm; for a sideways action, the
 * straight template against the base's side (sidewaysTemplate).
 */
export function laidTemplates(start: Pose, size: BaseSize, move: LaidMove): LaidTemplates {
  if (move.kind === 'sideways') {
    const lengthMm = straightLengthMm(move.straightSpeed);
    const shape: TemplateShape = {
      kind: 'rect',
      polygon: sidewaysTemplate(start, size, move.side, lengthMm, move.slideMm),
    };
    return { counts: shape, full: shape };
  }
  if (move.maneuver.bearing === 'stationary') return { counts: null, full: null };
  const path = maneuverPath(start, size, move.maneuver);
  const full = templateShape(path);
  if (move.progress >= 1) return { counts: full, full };
  return { counts: templateShape(path, Math.max(0, move.progress * travelMm(path) - path.baseMm)), full };
}
