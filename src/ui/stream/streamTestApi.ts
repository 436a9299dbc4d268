/**
 * The hook browser tests use on the stream page: `window.__holotableStream` (the viewer's `window.__holotable`
 * is there too, published by the scene).
 */
import type { StreamSettings } from '../../state/stream/streamParams.ts';
import type { StreamOverlayView } from '../../state/stream/streamOverlay.ts';

/** A finished export as a test receives it: the file base64-encoded and what it should contain. */
export interface TestExportResult {
  base64: string;
  frames: number;
  durationUs: number;
  codec: string;
  width: number;
  height: number;
}

/** `window.__holotableStream`. */
export interface HolotableStreamTestApi {
  settings: StreamSettings;
  /** Problems with the address's stream parameters. */
  problems: string[];
  /** What the overlays showed at their last paint, null before the first. */
  overlay(): StreamOverlayView | null;
  /** Runs a video export ({ from, to, fps, width, height }); rejects with the export's error. */
  exportVideo(options: unknown): Promise<TestExportResult>;
}

declare global {
  interface Window {
    __holotableStream?: HolotableStreamTestApi;
  }
}

/** Base64 of bytes (chunked: String.fromCharCode cannot take a whole file at once). */
export function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}
