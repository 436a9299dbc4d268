/**
 * Pointer-event dragging on the mat for one ship or obstacle: a plain drag moves it (no snapping), a drag with
 * Shift held turns it about its centre. The whole drag is one undo step (drag-start … drag-end).
 */
import type { ThreeEvent } from '@react-three/fiber';
import { useThree } from '@react-three/fiber';
import { useSetAtom } from 'jotai';
import { useRef } from 'react';
import { disputeDispatchAtom, disputeSelectionAtom } from '../../state/dispute/disputeAtoms.ts';
import { tablePointOfRay } from './dragPlane.ts';

/** What is being dragged: a ship (heading) or an obstacle (rotation), with its pose when grabbed. */
export type DragTarget = { kind: 'ship' | 'obstacle'; id: string; x: number; y: number; angleDeg: number };

interface Grab {
  pointerId: number;
  rotate: boolean;
  dx: number;
  dy: number;
  startAngle: number;
}

const angleOf = (x: number, y: number) => (Math.atan2(y, x) * 180) / Math.PI;

/** Pointer handlers to spread on the object's group. */
export function useDragHandle(target: DragTarget) {
  const dispatch = useSetAtom(disputeDispatchAtom);
  const select = useSetAtom(disputeSelectionAtom);
  const controls = useThree((s) => s.controls) as { enabled: boolean } | null;
  const grab = useRef<Grab | null>(null);
  const live = useRef(target);
  live.current = target;

  const onPointerDown = (e: ThreeEvent<PointerEvent>) => {
    if (e.button !== 0) return;
    e.stopPropagation();
    const p = tablePointOfRay(e.ray);
    if (!p) return;
    const t = live.current;
    select({ kind: t.kind, id: t.id });
    (e.target as unknown as Element).setPointerCapture(e.pointerId);
    grab.current = {
      pointerId: e.pointerId,
      rotate: e.shiftKey,
      dx: p.x - t.x,
      dy: p.y - t.y,
      startAngle: angleOf(p.x - t.x, p.y - t.y) - t.angleDeg,
    };
    if (controls) controls.enabled = false;
    dispatch({ type: 'drag-start' });
  };

  const onPointerMove = (e: ThreeEvent<PointerEvent>) => {
    const g = grab.current;
    if (!g || g.pointerId !== e.pointerId) return;
    e.stopPropagation();
    const p = tablePointOfRay(e.ray);
    if (!p) return;
    const t = live.current;
    if (g.rotate) {
      const a = angleOf(p.x - t.x, p.y - t.y) - g.startAngle;
      const angle = Math.round((((a % 360) + 360) % 360) * 1e6) / 1e6;
      if (t.kind === 'ship')
        dispatch({ type: 'drag-move', edit: { type: 'update-ship', id: t.id, patch: { heading: angle } } });
      else dispatch({ type: 'drag-move', edit: { type: 'update-obstacle', id: t.id, patch: { rotation: angle } } });
    } else {
      const patch = { x: p.x - g.dx, y: p.y - g.dy };
      if (t.kind === 'ship') dispatch({ type: 'drag-move', edit: { type: 'update-ship', id: t.id, patch } });
      else dispatch({ type: 'drag-move', edit: { type: 'update-obstacle', id: t.id, patch } });
    }
  };

  const onPointerUp = (e: ThreeEvent<PointerEvent>) => {
    const g = grab.current;
    if (!g || g.pointerId !== e.pointerId) return;
    e.stopPropagation();
    (e.target as unknown as Element).releasePointerCapture(e.pointerId);
    grab.current = null;
    if (controls) controls.enabled = true;
    dispatch({ type: 'drag-end' });
  };

  return { onPointerDown, onPointerMove, onPointerUp };
}
