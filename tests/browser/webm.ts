/**
 * A minimal WebM (EBML) reader for test files, written independently of the app's muxer: the Segment's
 * TimecodeScale and Duration, the video track's codec and size, and every frame's timestamp (SimpleBlocks and
 * BlockGroups in Clusters).
 */

/** What a test checks in a WebM file. */
export interface WebmInfo {
  docType: string;
  timecodeScaleNs: number;
  /** Segment duration in TimecodeScale units (ms by default), null when absent. */
  duration: number | null;
  codecId: string | null;
  width: number | null;
  height: number | null;
  /** Each frame's timestamp in TimecodeScale units, in file order. */
  frameTimestamps: number[];
  keyFrames: number;
}

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const VIDEO = 0xe0;
const CLUSTER = 0x1f43b675;
const BLOCK_GROUP = 0xa0;
const CONTAINERS = new Set([SEGMENT, INFO, TRACKS, TRACK_ENTRY, VIDEO, CLUSTER, BLOCK_GROUP, 0x1a45dfa3]);

/** Reads a variable-length integer at pos: its value (marker kept for ids) and length. */
function vint(b: Uint8Array, pos: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } {
  const first = b[pos]!;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8) throw new Error(`bad EBML vint at ${pos}`);
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + b[pos + i]!;
    if (b[pos + i] !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function uint(b: Uint8Array, pos: number, size: number): number {
  let v = 0;
  for (let i = 0; i < size; i++) v = v * 256 + b[pos + i]!;
  return v;
}

/** Parses a WebM file's structure. */
export function readWebm(bytes: Uint8Array): WebmInfo {
  const info: WebmInfo = {
    docType: '',
    timecodeScaleNs: 1_000_000,
    duration: null,
    codecId: null,
    width: null,
    height: null,
    frameTimestamps: [],
    keyFrames: 0,
  };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let clusterTime = 0;
  const walk = (start: number, end: number) => {
    let pos = start;
    while (pos < end) {
      const id = vint(bytes, pos, true);
      const size = vint(bytes, pos + id.length, false);
      const body = pos + id.length + size.length;
      const bodyEnd = size.unknown ? end : Math.min(end, body + size.value);
      if (CONTAINERS.has(id.value)) walk(body, bodyEnd);
      else if (id.value === 0x4282) info.docType = new TextDecoder().decode(bytes.subarray(body, bodyEnd));
      else if (id.value === 0x2ad7b1) info.timecodeScaleNs = uint(bytes, body, bodyEnd - body);
      else if (id.value === 0x4489)
        info.duration = bodyEnd - body === 8 ? view.getFloat64(body) : view.getFloat32(body);
      else if (id.value === 0x86) info.codecId = new TextDecoder().decode(bytes.subarray(body, bodyEnd));
      else if (id.value === 0xb0) info.width = uint(bytes, body, bodyEnd - body);
      else if (id.value === 0xba) info.height = uint(bytes, body, bodyEnd - body);
      else if (id.value === 0xe7) clusterTime = uint(bytes, body, bodyEnd - body);
      else if (id.value === 0xa3 || id.value === 0xa1) {
        const track = vint(bytes, body, false);
        const rel = view.getInt16(body + track.length);
        info.frameTimestamps.push(clusterTime + rel);
        if (id.value === 0xa3 && bytes[body + track.length + 2]! & 0x80) info.keyFrames++;
      }
      pos = bodyEnd;
    }
  };
  walk(0, bytes.length);
  return info;
}
