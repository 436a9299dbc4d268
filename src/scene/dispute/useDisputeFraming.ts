import { useRef } from 'react';
import { obstacleOutline } from '../../kernel/index.ts';
import type { Scenario } from '../../rules/xwing1e/scenario/scenario.ts';
import { baseFootprint } from '../footprints.ts';
import type { Framing } from '../shipFraming.ts';

/** The ships and obstacles of a situation as the default view frames them. */
function framingOfSituation(s: Scenario): Framing {
  const ships = s.ships.map((x) => {
    const f = baseFootprint(x.size);
    return { x: x.x, y: x.y, halfMm: f.halfX, topMm: f.topMm };
  });
  const obstacles = (s.obstacles ?? []).map((o) => {
    const outline = o.polygon ?? (o.shape ? obstacleOutline(o.shape)?.outlineMm : undefined) ?? [];
    const r = outline.reduce((m, [x, y]) => Math.max(m, Math.hypot(x, y)), 10);
    return { x: o.x, y: o.y, halfMm: r, topMm: 14 };
  });
  return { items: [...ships, ...obstacles], azimuthDeg: -90 };
}

/**
 * What the dispute view frames: the situation's ships and obstacles as they stood when the set of pieces last
 * changed (a piece added or removed, a file or link opened), not as they are dragged, so the view stays put
 * under the user's hand while they move pieces.
 */
export function useDisputeFraming(s: Scenario): Framing {
  const key = JSON.stringify([s.playArea, s.ships.map((x) => x.id), (s.obstacles ?? []).map((o) => o.id)]);
  const kept = useRef<{ key: string; framing: Framing } | null>(null);
  if (kept.current?.key !== key) kept.current = { key, framing: framingOfSituation(s) };
  return kept.current.framing;
}
