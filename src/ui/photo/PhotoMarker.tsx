import { useEffect, useRef } from 'react';
import { CORNER_NAMES } from '../../kernel/photo/index.ts';
import type { Point } from '../../kernel/pose.ts';
import type { TablePhoto } from '../../state/photo/tablePhoto.ts';
import { photoTestApi } from '../../state/photo/photoTestApi.ts';
import { Magnifier } from './Magnifier.tsx';
import { pageToPhoto, photoToPage } from './photoGeometry.ts';
import { useMarkerInput } from './useMarkerInput.ts';
import { usePhotoView } from './usePhotoView.ts';
import { viewBoxOf } from '../../state/photo/photoView.ts';
import { ZoomControls } from './ZoomControls.tsx';

/** Props of PhotoMarker. */
export type PhotoMarkerProps = {
  photo: TablePhoto;
  /** 'corners': drag the four corners; 'marks': clicks add marks (ship corners, obstacle edge points). */
  mode: 'corners' | 'marks';
  marks: Point[];
  markLabels: readonly string[];
  onCorners: (corners: Point[]) => void;
  onMarks: (marks: Point[]) => void;
  /** When a mark's drag or nudge ends, with the marks as they are then (for marks that are costly to apply). */
  onMarksDone?: (marks: Point[]) => void;
};

/** Radius of handles and marks on the screen, CSS px: larger where fingers mark (40 px across). */
const handleRadius = () => (typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches ? 20 : 9);

/**
 * The photo with its marks: the play area's corners as handles (drag, or focus and use the arrow keys: 1 px,
 * Shift 10 px, finer when zoomed in), the marked quadrilateral, and the marks of the piece being placed; a
 * magnifier follows the pointer while dragging or marking. The view zooms (wheel, pinch, buttons) and pans
 * (drag the photo in corner mode, two fingers, middle button or Alt-drag). Corners are committed when a drag ends.
 */
export function PhotoMarker(props: PhotoMarkerProps) {
  const { photo, mode, marks, markLabels } = props;
  const svg = useRef<SVGSVGElement>(null);
  const view = usePhotoView(svg, photo);
  const input = useMarkerInput(svg, { ...props, view });
  const { corners, drag, hover, down, key } = input;
  useEffect(() => {
    const api = photoTestApi();
    api.photoToPage = (x, y) => (svg.current ? photoToPage(svg.current, { x, y }) : null);
    api.pageToPhoto = (x, y) => (svg.current ? pageToPhoto(svg.current, x, y) : null);
    return () => {
      api.photoToPage = () => null;
      api.pageToPhoto = () => null;
    };
  }, []);
  const scale = view.drawnScale ?? photo.widthPx / 800 / view.view.zoom;
  const r = handleRadius() * scale;
  return (
    <div className="photo-marker" data-testid="photo-marker">
      <svg
        ref={svg}
        viewBox={viewBoxOf(view.view, photo).join(' ')}
        preserveAspectRatio="xMidYMid meet"
        className={`photo-svg photo-mode-${mode}`}
        onPointerDown={(e) => down(e, null)}
        onPointerMove={input.move}
        onPointerUp={input.up}
        onPointerCancel={input.up}
        onPointerLeave={input.leave}
        data-testid="photo-svg"
      >
        <image href={photo.imageUrl} width={photo.widthPx} height={photo.heightPx} />
        <polygon className="photo-quad" points={corners.map((c) => `${c.x},${c.y}`).join(' ')} />
        {corners.map((c, i) => (
          <Handle
            key={`c${i}`}
            p={c}
            r={r}
            label={String(i + 1)}
            name={`${CORNER_NAMES[i] ?? ''} corner`}
            className="photo-handle"
            testId={`photo-corner-${i}`}
            disabled={mode !== 'corners'}
            onDown={(e) => down(e, { kind: 'corner' as const, index: i })}
            onKey={(e) => key(e, { kind: 'corner' as const, index: i })}
          />
        ))}
        {mode === 'marks' &&
          marks.map((m, i) => (
            <Handle
              key={`m${i}`}
              p={m}
              r={r * 0.8}
              label={String(i + 1)}
              name={markLabels[i] ?? `mark ${i + 1}`}
              className="photo-mark"
              testId={`photo-mark-${i}`}
              disabled={false}
              onDown={(e) => down(e, { kind: 'mark' as const, index: i })}
              onKey={(e) => key(e, { kind: 'mark' as const, index: i })}
            />
          ))}
      </svg>
      <ZoomControls zoom={view.view.zoom} onZoom={view.zoomBy} onFit={view.fit} />
      {hover && (drag || mode === 'marks') && (
        <Magnifier imageUrl={photo.imageUrl} at={hover.at} pagePx={hover.page} photoPxPerScreenPx={scale} />
      )}
    </div>
  );
}

/** Props of Handle. */
type HandleProps = {
  p: Point;
  r: number;
  label: string;
  name: string;
  className: string;
  testId: string;
  disabled: boolean;
  onDown: (e: React.PointerEvent) => void;
  onKey: (e: React.KeyboardEvent) => void;
};

/** One draggable, focusable mark with its number beside it. */
function Handle({ p, r, label, name, className, testId, disabled, onDown, onKey }: HandleProps) {
  return (
    <g className={`${className}${disabled ? ' photo-handle-idle' : ''}`}>
      <circle
        cx={p.x}
        cy={p.y}
        r={r}
        tabIndex={disabled ? -1 : 0}
        role="button"
        aria-label={`${name}: drag, or use the arrow keys`}
        data-testid={testId}
        onPointerDown={disabled ? undefined : onDown}
        onKeyDown={disabled ? undefined : onKey}
      />
      <line x1={p.x - r * 0.5} y1={p.y} x2={p.x + r * 0.5} y2={p.y} />
      <line x1={p.x} y1={p.y - r * 0.5} x2={p.x} y2={p.y + r * 0.5} />
      <text x={p.x + r * 1.2} y={p.y - r * 1.2} fontSize={r * 1.6}>
        {label}
      </text>
    </g>
  );
}
