import { type RefObject, useRef, useState } from 'react';
import type { Point } from '../../kernel/pose.ts';
import { nudgeStepPx } from '../../state/photo/photoView.ts';
import type { PhotoMarkerProps } from './PhotoMarker.tsx';
import { nudged, pageToPhoto } from './photoGeometry.ts';
import type { usePhotoView } from './usePhotoView.ts';

/** What is being dragged: a corner or a mark, by index. */
export type MarkerDrag = { kind: 'corner' | 'mark'; index: number };

type MarkerInputProps = PhotoMarkerProps & { view: ReturnType<typeof usePhotoView> };

/**
 * Pointer and keyboard input of the photo marker: dragging corners (a draft, committed on release), adding
 * and dragging marks, arrow-key nudges (a screen pixel's worth when zoomed in, so marks can fall between
 * photo pixels), the point under the pointer for the magnifier, and handing pans and pinches to the view.
 * Marks are photo pixel positions as floats.
 */
export function useMarkerInput(svg: RefObject<SVGSVGElement | null>, props: MarkerInputProps) {
  const { photo, mode, marks, markLabels, onCorners, onMarks, onMarksDone, view } = props;
  const [draft, setDraft] = useState<Point[] | null>(null);
  const [drag, setDrag] = useState<MarkerDrag | null>(null);
  const [hover, setHover] = useState<{ at: Point; page: Point } | null>(null);
  // The marks before a press added one: a second finger turns the press into a pinch and takes it back.
  const beforeAdd = useRef<Point[] | null>(null);
  const corners = draft ?? photo.cornersPx;
  const at = (e: React.PointerEvent) => (svg.current ? pageToPhoto(svg.current, e.clientX, e.clientY) : null);
  const move = (e: React.PointerEvent) => {
    if (view.pointerMove(e)) return setHover(null);
    const p = at(e);
    if (!p) return;
    setHover({ at: p, page: { x: e.clientX, y: e.clientY } });
    if (drag?.kind === 'corner') setDraft(corners.map((c, i) => (i === drag.index ? p : c)));
    if (drag?.kind === 'mark') onMarks(marks.map((m, i) => (i === drag.index ? p : m)));
  };
  const up = (e: React.PointerEvent) => {
    beforeAdd.current = null;
    if (view.pointerUp(e)) return;
    if (drag?.kind === 'corner' && draft) onCorners(draft);
    if (drag?.kind === 'mark') onMarksDone?.(marks);
    setDraft(null);
    setDrag(null);
  };
  const down = (e: React.PointerEvent, d: MarkerDrag | null) => {
    e.stopPropagation();
    svg.current?.setPointerCapture(e.pointerId);
    const gesture = view.pointerDown(e, d === null && mode === 'corners');
    if (gesture) {
      if (beforeAdd.current) onMarks(beforeAdd.current);
      beforeAdd.current = null;
      setDraft(null);
      setDrag(null);
      setHover(null);
      return;
    }
    const p = at(e);
    if (p) setHover({ at: p, page: { x: e.clientX, y: e.clientY } });
    if (d) setDrag(d);
    else if (mode === 'marks' && p && marks.length < markLabels.length) {
      beforeAdd.current = marks;
      onMarks([...marks, p]);
      setDrag({ kind: 'mark', index: marks.length });
    }
  };
  const key = (e: React.KeyboardEvent, d: MarkerDrag) => {
    const list = d.kind === 'corner' ? photo.cornersPx : marks;
    const p = list[d.index];
    const q = p && nudged(p, e.key, nudgeStepPx(view.scale(), e.shiftKey));
    if (!q) return;
    e.preventDefault();
    const next = list.map((c, i) => (i === d.index ? q : c));
    if (d.kind === 'corner') onCorners(next);
    else {
      onMarks(next);
      onMarksDone?.(next);
    }
  };
  const leave = () => {
    if (!drag) setHover(null);
  };
  return { corners, drag, hover, move, up, down, key, leave };
}
