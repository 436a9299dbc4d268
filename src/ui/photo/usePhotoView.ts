import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { Point } from '../../kernel/pose.ts';
import {
  fittedView,
  pannedBy,
  type PhotoView,
  photoAtScreen,
  photoPxPerScreenPx,
  type ScreenBox,
  wheelFactor,
  zoomedAbout,
} from '../../state/photo/photoView.ts';
import { photoTestApi } from '../../state/photo/photoTestApi.ts';

type Size = { widthPx: number; heightPx: number };

/** A gesture on the photo that moves the view rather than a mark. */
type Gesture =
  | { kind: 'pan'; last: Point }
  | { kind: 'pinch'; startDistance: number; startMid: Point; startView: PhotoView; anchor: Point };

const boxOf = (svg: SVGSVGElement | null): ScreenBox => {
  const r = svg?.getBoundingClientRect();
  return r ? { left: r.left, top: r.top, width: r.width, height: r.height } : { left: 0, top: 0, width: 1, height: 1 };
};
const pageOf = (e: { clientX: number; clientY: number }): Point => ({ x: e.clientX, y: e.clientY });

/** The two active pointers' distance and midpoint. */
function pair(pointers: Map<number, Point>): { distance: number; mid: Point } | null {
  const [a, b] = [...pointers.values()];
  if (!a || !b) return null;
  return { distance: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)), mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
}

/** Zooms about the pointer on each wheel turn (a trackpad's pinch arrives as one too). */
function useWheelZoom(
  svg: RefObject<SVGSVGElement | null>,
  latest: RefObject<PhotoView>,
  setView: (v: PhotoView) => void,
  { widthPx, heightPx }: Size,
) {
  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      const s = { widthPx, heightPx };
      const at = photoAtScreen(latest.current, s, boxOf(el), pageOf(e));
      const lines = e.deltaMode === 1 ? 33 : 1;
      setView(zoomedAbout(latest.current, at, wheelFactor(e.deltaY * lines), s));
    };
    // React's wheel listener is passive, so it could not keep the page from scrolling.
    el.addEventListener('wheel', wheel, { passive: false });
    return () => el.removeEventListener('wheel', wheel);
  }, [svg, latest, setView, widthPx, heightPx]);
}

/** The picture's size on the page, followed as the panel resizes; null until first measured. */
function useBoxSize(svg: RefObject<SVGSVGElement | null>) {
  const [box, setBox] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    const measure = () => {
      const r = el.getBoundingClientRect();
      setBox((b) => (b && b.width === r.width && b.height === r.height ? b : { width: r.width, height: r.height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [svg]);
  return box;
}

/**
 * Zoom and pan of the photo panel: the wheel (or a trackpad pinch) zooms about the pointer, two fingers pinch
 * and pan, dragging the photo itself pans where a drag has nothing else to do, and the buttons zoom about the
 * centre. The view starts whole for each new photo. The latest view is kept in a ref as well as in state, so
 * wheel events arriving faster than renders build on each other.
 */
export function usePhotoView(svg: RefObject<SVGSVGElement | null>, photo: Size & { imageUrl: string }) {
  const [view, setViewState] = useState<PhotoView>(() => fittedView(photo));
  const [forImage, setForImage] = useState(photo.imageUrl);
  const latest = useRef(view);
  if (forImage !== photo.imageUrl) {
    setForImage(photo.imageUrl);
    latest.current = fittedView(photo);
    setViewState(latest.current);
  }
  const size = { widthPx: photo.widthPx, heightPx: photo.heightPx };
  const setView = useCallback((v: PhotoView) => {
    latest.current = v;
    setViewState(v);
  }, []);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  useWheelZoom(svg, latest, setView, photo);
  const box = useBoxSize(svg);
  useEffect(() => {
    const api = photoTestApi();
    api.view = () => ({ ...latest.current });
    return () => void (api.view = () => null);
  }, []);
  /** Starts a pinch (a second finger) or a pan; returns which, or null when the pointer is for marking. */
  const pointerDown = (e: React.PointerEvent, panHere: boolean): Gesture['kind'] | null => {
    pointers.current.set(e.pointerId, pageOf(e));
    const two = pair(pointers.current);
    if (two) {
      const anchor = photoAtScreen(latest.current, size, boxOf(svg.current), two.mid);
      gesture.current = {
        kind: 'pinch',
        startDistance: two.distance,
        startMid: two.mid,
        startView: latest.current,
        anchor,
      };
      return 'pinch';
    }
    if (panHere || e.button === 1 || e.altKey) {
      gesture.current = { kind: 'pan', last: pageOf(e) };
      return 'pan';
    }
    return null;
  };
  /** Follows the pointer in a gesture; false when no gesture is under way (the move is for marking). */
  const pointerMove = (e: React.PointerEvent): boolean => {
    if (pointers.current.has(e.pointerId)) pointers.current.set(e.pointerId, pageOf(e));
    const g = gesture.current;
    if (!g) return false;
    const box = boxOf(svg.current);
    if (g.kind === 'pan') {
      const k = photoPxPerScreenPx(latest.current, size, box);
      setView(pannedBy(latest.current, (e.clientX - g.last.x) * k, (e.clientY - g.last.y) * k, size));
      gesture.current = { kind: 'pan', last: pageOf(e) };
      return true;
    }
    const two = pair(pointers.current);
    if (!two) return true;
    const zoomed = zoomedAbout(g.startView, g.anchor, two.distance / g.startDistance, size);
    const k = photoPxPerScreenPx(zoomed, size, box);
    setView(pannedBy(zoomed, (two.mid.x - g.startMid.x) * k, (two.mid.y - g.startMid.y) * k, size));
    return true;
  };
  /** Ends the pointer's part in a gesture; true when it was in one. */
  const pointerUp = (e: React.PointerEvent): boolean => {
    pointers.current.delete(e.pointerId);
    const inGesture = gesture.current !== null;
    if (inGesture && pointers.current.size === 0) gesture.current = null;
    return inGesture;
  };
  const zoomBy = (factor: number) => setView(zoomedAbout(latest.current, latest.current.centre, factor, size));
  const fit = () => setView(fittedView(size));
  const scale = () => photoPxPerScreenPx(latest.current, size, boxOf(svg.current));
  // Photo px per screen px as drawn now (handles are sized by it), once the picture's box is known.
  const drawnScale = box ? photoPxPerScreenPx(view, size, { left: 0, top: 0, ...box }) : null;
  return { view, pointerDown, pointerMove, pointerUp, zoomBy, fit, scale, drawnScale };
}
