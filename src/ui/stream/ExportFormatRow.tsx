import { EXPORT_FPS, EXPORT_SIZES } from '../../scene/stream/exportOptions.ts';

/** A video size offered. */
export type ExportSize = (typeof EXPORT_SIZES)[number];

/** The offered size at this index of EXPORT_SIZES; throws naming the index when there is none. */
function exportSizeAt(index: number): ExportSize {
  const size = EXPORT_SIZES[index];
  if (!size) throw new Error(`ExportFormatRow: no export size at index ${index} (${EXPORT_SIZES.length} offered)`);
  return size;
}

/**
 * Props of ExportFormatRow: frame rate and size with their setters, the range's length (s), whether an export
 * runs or can start, and starting or cancelling one.
 */
export type ExportFormatRowProps = {
  fps: number;
  onFps: (fps: number) => void;
  size: ExportSize;
  onSize: (size: ExportSize) => void;
  lengthS: number;
  running: boolean;
  available: boolean;
  onStart: () => void;
  onCancel: () => void;
};

/** The export's frame rate and size, and its Export button (Cancel while it runs). */
export function ExportFormatRow(p: ExportFormatRowProps) {
  return (
    <div className="stream-export-row">
      <label>
        Frame rate
        <select value={p.fps} disabled={p.running} onChange={(e) => p.onFps(Number(e.currentTarget.value))}>
          {EXPORT_FPS.map((f) => (
            <option key={f} value={f}>
              {f} fps
            </option>
          ))}
        </select>
      </label>
      <label>
        Size
        <select
          value={EXPORT_SIZES.indexOf(p.size)}
          disabled={p.running}
          onChange={(e) => p.onSize(exportSizeAt(Number(e.currentTarget.value)))}
        >
          {EXPORT_SIZES.map((s, i) => (
            <option key={`${s.width}x${s.height}`} value={i}>
              {s.width} × {s.height}
            </option>
          ))}
        </select>
      </label>
      {p.running ? (
        <button type="button" onClick={p.onCancel} data-testid="export-cancel">
          Cancel
        </button>
      ) : (
        <button
          type="button"
          className="primary"
          disabled={!p.available}
          data-testid="export-start"
          onClick={p.onStart}
        >
          Export {p.lengthS.toFixed(1)} s
        </button>
      )}
    </div>
  );
}
