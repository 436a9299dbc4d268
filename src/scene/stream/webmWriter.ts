/**
 * Encodes canvas frames into a WebM file in the browser: WebCodecs' VideoEncoder (VP9, else VP8, whichever the
 * browser can encode; Debian's Chromium does both) and webm-muxer. Every frame carries the timestamp and duration
 * the frame schedule gives it, so the file's timing never depends on how fast frames were rendered.
 */
import { ArrayBufferTarget, Muxer } from 'webm-muxer';

/** Codecs tried in order: WebCodecs codec string and the WebM (Matroska) codec id. */
const CODECS = [
  { codec: 'vp09.00.10.08', webm: 'V_VP9' },
  { codec: 'vp8', webm: 'V_VP8' },
] as const;

/** Frames waiting in the encoder before addFrame waits for it (keeps memory flat on long exports). */
const MAX_QUEUE = 6;

/** A WebM file being written. */
export interface WebmWriter {
  /** The WebCodecs codec in use. */
  codec: string;
  /** Encodes one frame from a canvas (copied at once; the canvas may be redrawn when this resolves). */
  addFrame(source: CanvasImageSource, timestampUs: number, durationUs: number, keyFrame: boolean): Promise<void>;
  /** Flushes the encoder and returns the finished file. */
  finish(totalUs: number): Promise<Uint8Array>;
  /** Abandons the file (cancel). */
  close(): void;
}

/** Opens a writer for frames of width × height px at fps; rejects when the browser can encode no WebM codec. */
export async function openWebmWriter(width: number, height: number, fps: number): Promise<WebmWriter> {
  if (typeof VideoEncoder === 'undefined')
    throw new Error('video export needs WebCodecs (VideoEncoder), which this browser does not offer');
  const bitrate = Math.round(width * height * fps * 0.12);
  let chosen: { config: VideoEncoderConfig; webm: string } | null = null;
  for (const c of CODECS) {
    const config: VideoEncoderConfig = { codec: c.codec, width, height, bitrate, framerate: fps };
    const support = await VideoEncoder.isConfigSupported(config);
    if (support.supported) {
      chosen = { config, webm: c.webm };
      break;
    }
  }
  if (!chosen) throw new Error(`this browser cannot encode VP9 or VP8 video at ${width} × ${height}`);
  const target = new ArrayBufferTarget();
  const muxer = new Muxer({
    target,
    video: { codec: chosen.webm, width, height, frameRate: fps },
    firstTimestampBehavior: 'strict',
  });
  let failure: Error | null = null;
  const encoder = new VideoEncoder({
    output: (chunk, meta) => muxer.addVideoChunk(chunk, meta),
    error: (e) => {
      failure = e instanceof Error ? e : new Error(String(e));
    },
  });
  encoder.configure(chosen.config);
  const check = () => {
    if (failure) throw failure;
  };
  return {
    codec: chosen.config.codec,
    async addFrame(source, timestampUs, durationUs, keyFrame) {
      check();
      const frame = new VideoFrame(source, { timestamp: timestampUs, duration: durationUs });
      try {
        encoder.encode(frame, { keyFrame });
      } finally {
        frame.close();
      }
      while (encoder.encodeQueueSize > MAX_QUEUE) {
        await new Promise((ok) => setTimeout(ok, 5));
        check();
      }
    },
    async finish(totalUs) {
      await encoder.flush();
      check();
      encoder.close();
      muxer.finalize();
      const bytes = new Uint8Array(target.buffer);
      setWebmDurationMs(bytes, totalUs / 1000);
      return bytes;
    },
    close() {
      if (encoder.state !== 'closed') encoder.close();
    },
  };
}

/**
 * Sets the Segment's Duration (ms, the default TimecodeScale) in a finished WebM: webm-muxer writes the last
 * frame's start there, one frame short of the video's length. The Duration element (id 0x4489, an 8-byte float)
 * is in the file header, before the first cluster.
 */
export function setWebmDurationMs(bytes: Uint8Array, ms: number): void {
  const headerEnd = Math.min(bytes.length - 11, 4096);
  for (let i = 0; i < headerEnd; i++) {
    if (bytes[i] === 0x44 && bytes[i + 1] === 0x89 && bytes[i + 2] === 0x88) {
      new DataView(bytes.buffer, bytes.byteOffset + i + 3, 8).setFloat64(0, ms, false);
      return;
    }
  }
  throw new Error('WebM file has no Duration element in its header');
}
