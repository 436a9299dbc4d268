/**
 * How X-Wing moves travel on the timeline (battle/timeline.ts `MovePath`), written once for the battle engine
 * and the scenario route: a maneuver or forward action rides its template (the kernel's two-guide model) up to
 * where it stopped, then turns by its rotation; a sideways action slides. The templates themselves are the
 * kernel's (laidTemplates), found again from the path by whoever draws them.
 */
import {
  ACTION_TEMPLATES,
  type BaseSize,
  type Maneuver,
  maneuverName,
  maneuverPath,
  type MoveActionName,
  normalizeDeg,
  parseManeuver,
  type Pose,
  poseAtProgress,
} from '../../kernel/index.ts';
import { lerpPose, type TemplateMoveEvent } from '../../battle/replay.ts';
import type { MovePath, TimelinePose } from '../../battle/timeline.ts';

/** The turn at the end of a maneuver: Koiogran and Segnor 180°, Tallon 90° towards its side; 0 when it bumped. */
export function rotationOf(m: Maneuver, rotated: boolean): number {
  if (!rotated) return 0;
  if (m.bearing === 'tallon') return m.side === 'left' ? 90 : -90;
  return 180;
}

/** The path of a maneuver flown to `progress`, rotated or not, with a Tallon roll's slide. */
export function maneuverMovePath(
  m: Maneuver,
  size: BaseSize,
  progress: number,
  rotated: boolean,
  slideMm?: number,
): MovePath {
  return {
    kind: 'template',
    maneuver: maneuverName(m),
    size,
    progress,
    rotationDeg: rotationOf(m, rotated),
    ...(slideMm !== undefined ? { slideMm } : {}),
  };
}

/** The path of a moving action (ACTION_TEMPLATES): its forward template, or a slide beside a straight one. */
export function actionMovePath(action: MoveActionName, size: BaseSize): MovePath {
  const t = ACTION_TEMPLATES[action];
  if (t.kind === 'forward') return maneuverMovePath(t.maneuver, size, 1, false);
  return { kind: 'slide', template: `straight-${t.straightSpeed}` };
}

/** How long a move lasts on the playback clock: a maneuver 2 s, an action 1.2 s. */
export const MOVE_DURATION_S = { maneuver: 2, action: 1.2 } as const;

/**
 * The pose a fraction f ∈ (0, 1) of the way through a template move (battle/replay.ts's TemplateWalk): the base
 * rides the kernel's two-guide model up to where it stopped, then the final rotation (and Tallon slide) turns in
 * over the last fifth.
 */
export function walkTemplateMove(e: TemplateMoveEvent, f: number): TimelinePose {
  const path = e.path;
  const m = parseManeuver(path.maneuver);
  if (!m || m.bearing === 'stationary') return lerpPose(e.from, e.to, f);
  const turnShare = path.rotationDeg !== 0 ? 0.2 : 0;
  const along = Math.min(1, f / (1 - turnShare));
  const start: Pose = { x: e.from.x, y: e.from.y, headingDeg: e.from.heading };
  const p = poseAtProgress(maneuverPath(start, path.size, m), along * path.progress);
  const onTemplate = { x: p.x, y: p.y, heading: p.headingDeg };
  if (along < 1) return { ...onTemplate, heading: normalizeDeg(onTemplate.heading) };
  // The rotation (and Tallon slide) happens at the end of the template, turning by the path's own rotation:
  // a 180° Koiogran has no shorter way round, and picking one from the headings would let the last bit of a
  // float decide the direction (and differ between Node and a browser).
  const s = (f - (1 - turnShare)) / turnShare;
  return {
    x: onTemplate.x + (e.to.x - onTemplate.x) * s,
    y: onTemplate.y + (e.to.y - onTemplate.y) * s,
    heading: normalizeDeg(onTemplate.heading + path.rotationDeg * s),
  };
}
