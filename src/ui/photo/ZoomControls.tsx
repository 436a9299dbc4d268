/** Props of ZoomControls: the zoom now (1 = whole photo), and what the buttons do. */
export type ZoomControlsProps = { zoom: number; onZoom: (factor: number) => void; onFit: () => void };

/**
 * Zoom buttons over the photo, for those without a wheel or two fingers free: in, out, and back to the whole
 * photo, with the zoom shown.
 */
export function ZoomControls({ zoom, onZoom, onFit }: ZoomControlsProps) {
  return (
    <div className="photo-zoom" role="group" aria-label="Zoom the photo">
      <button type="button" data-testid="photo-zoom-out" aria-label="Zoom out" onClick={() => onZoom(1 / 1.5)}>
        −
      </button>
      <span data-testid="photo-zoom" aria-live="polite">
        ×{zoom < 10 ? zoom.toFixed(1) : zoom.toFixed(0)}
      </span>
      <button type="button" data-testid="photo-zoom-in" aria-label="Zoom in" onClick={() => onZoom(1.5)}>
        +
      </button>
      <button type="button" data-testid="photo-zoom-fit" onClick={onFit}>
        Whole photo
      </button>
    </div>
  );
}
