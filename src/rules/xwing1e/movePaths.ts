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
  type MoveActionName,
} from '../../kernel/index.ts';
import type { MovePath } from '../../battle/timeline.ts';

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
