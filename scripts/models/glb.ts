/**
 * A minimal glTF 2.0 binary (.glb) writer and reader for the ship models: one mesh, one primitive per material,
 * POSITION + NORMAL + indices, materials by name only. three's GLTFExporter needs browser APIs, and the format
 * is small enough to write by hand (spec: https://registry.khronos.org/glTF/specs/2.0/glTF-2.0.html#glb-file-format-specification).
 * Positions and normals are stored quantized (KHR_mesh_quantization: normalized int16 positions under a node
 * scale, normalized int8 normals), which halves the vertex data; three's GLTFLoader reads it natively.
 */
import type { MaterialName } from '../../src/models/materials.ts';

/** One primitive: an indexed triangle list in one material (positions in mm, normals of unit length). */
export interface GlbPrimitive {
  material: MaterialName;
  positions: Float32Array;
  normals: Float32Array;
  indices: Uint16Array | Uint32Array;
}

const GLB_MAGIC = 0x46546c67; // 'glTF'
const CHUNK_JSON = 0x4e4f534a; // 'JSON'
const CHUNK_BIN = 0x004e4942; // 'BIN\0'
const BYTE = 5120;
const SHORT = 5122;
const UNSIGNED_SHORT = 5123;
const UNSIGNED_INT = 5125;
const ARRAY_BUFFER = 34962;
const ELEMENT_ARRAY_BUFFER = 34963;
const QUANTIZATION = 'KHR_mesh_quantization';
const INT16_MAX = 32767;
const INT8_MAX = 127;
// The finest position step: the builder snaps every coordinate to 1/1024 mm, so a power-of-two multiple of it
// keeps small ships lossless and the largest (300 mm capital ships) within 1/256 mm.
const GRID = 1 / 1024;

// Neutral looks per material; the viewer replaces them by name with each ship's paint.
const NEUTRAL_MATERIALS: Readonly<Record<MaterialName, Record<string, unknown>>> = {
  hull: { pbrMetallicRoughness: { baseColorFactor: [0.8, 0.8, 0.8, 1], metallicFactor: 0.2, roughnessFactor: 0.6 } },
  trim: { pbrMetallicRoughness: { baseColorFactor: [0.5, 0.5, 0.5, 1], metallicFactor: 0.2, roughnessFactor: 0.5 } },
  dark: { pbrMetallicRoughness: { baseColorFactor: [0.12, 0.13, 0.15, 1], metallicFactor: 0.4, roughnessFactor: 0.5 } },
  glass: { pbrMetallicRoughness: { baseColorFactor: [0.05, 0.07, 0.1, 1], metallicFactor: 0.8, roughnessFactor: 0.1 } },
  glow: {
    pbrMetallicRoughness: { baseColorFactor: [1, 1, 1, 1], metallicFactor: 0, roughnessFactor: 1 },
    emissiveFactor: [1, 1, 1],
  },
};

function pad4(n: number): number {
  return (n + 3) & ~3;
}

/** The position step of a model: the finest power-of-two multiple of GRID whose int16 range holds every vertex. */
export function positionStep(primitives: readonly GlbPrimitive[]): number {
  const reach = primitives.reduce((m, p) => p.positions.reduce((a, v) => Math.max(a, Math.abs(v)), m), 0);
  let step = GRID;
  while (reach / step > INT16_MAX) step *= 2;
  return step;
}

/** Positions as int16 steps, four per vertex (x, y, z, padding): glTF aligns each vertex attribute to 4 bytes. */
function quantizePositions(positions: Float32Array, step: number): Int16Array {
  const out = new Int16Array((positions.length / 3) * 4);
  for (let v = 0; v < positions.length / 3; v++)
    for (let k = 0; k < 3; k++) out[v * 4 + k] = Math.round((positions[v * 3 + k] ?? 0) / step);
  return out;
}

/** Unit normals as normalized int8, four per vertex (x, y, z, padding). */
function quantizeNormals(normals: Float32Array): Int8Array {
  const out = new Int8Array((normals.length / 3) * 4);
  for (let v = 0; v < normals.length / 3; v++)
    for (let k = 0; k < 3; k++) out[v * 4 + k] = Math.round((normals[v * 3 + k] ?? 0) * INT8_MAX);
  return out;
}

/** The least and greatest of each axis in a flat list of x, y, z, padding quadruples. */
function minMax4(values: Int16Array): { min: number[]; max: number[] } {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  values.forEach((v, i) => {
    const k = i % 4;
    if (k === 3) return;
    min[k] = Math.min(min[k] ?? v, v);
    max[k] = Math.max(max[k] ?? v, v);
  });
  return { min, max };
}

/** Concatenates typed arrays into one byte array, each part starting 4-byte aligned; returns the offsets too. */
function concat(parts: readonly ArrayBufferView[]): { bytes: Uint8Array; offsets: number[] } {
  const offsets: number[] = [];
  let length = 0;
  for (const part of parts) {
    offsets.push(length);
    length += pad4(part.byteLength);
  }
  const bytes = new Uint8Array(length);
  parts.forEach((part, i) => bytes.set(new Uint8Array(part.buffer, part.byteOffset, part.byteLength), offsets[i]));
  return { bytes, offsets };
}

/** The binary chunk: three buffer views (positions, normals, indices) holding every primitive's data. */
class BinBuilder {
  readonly bufferViews: Record<string, unknown>[] = [];
  readonly chunks: Uint8Array[] = [];
  byteLength = 0;

  /** Appends one buffer view of the parts; returns its index and each part's offset inside it. */
  add(parts: readonly ArrayBufferView[], target: number, byteStride?: number): { view: number; offsets: number[] } {
    const { bytes, offsets } = concat(parts);
    const stride = byteStride === undefined ? {} : { byteStride };
    this.bufferViews.push({ buffer: 0, byteOffset: this.byteLength, byteLength: bytes.byteLength, ...stride, target });
    this.chunks.push(bytes);
    this.byteLength += bytes.byteLength;
    return { view: this.bufferViews.length - 1, offsets };
  }
}

/** The glTF JSON of one named mesh, its binary chunk written into `bin`. */
function gltfJson(name: string, primitives: readonly GlbPrimitive[], bin: BinBuilder): Record<string, unknown> {
  const step = positionStep(primitives);
  const quantized = primitives.map((p) => quantizePositions(p.positions, step));
  // One view per attribute for the whole mesh (fewer views, a smaller JSON); 32-bit indices first, for alignment.
  const positions = bin.add(quantized, ARRAY_BUFFER, 8);
  const normals = bin.add(
    primitives.map((p) => quantizeNormals(p.normals)),
    ARRAY_BUFFER,
    4,
  );
  const order = primitives.map((_, i) => i).sort((a, b) => indexBytes(primitives[b]) - indexBytes(primitives[a]));
  const indexView = bin.add(
    order.map((i) => primitives[i]?.indices ?? new Uint16Array()),
    ELEMENT_ARRAY_BUFFER,
  );
  const indexOffset = (i: number) => indexView.offsets[order.indexOf(i)];
  const accessors = primitives.flatMap((p, i) => {
    const count = p.positions.length / 3;
    const bounds = minMax4(quantized[i] ?? new Int16Array());
    const vec3 = { normalized: true, count, type: 'VEC3' };
    return [
      { bufferView: positions.view, byteOffset: positions.offsets[i], componentType: SHORT, ...vec3, ...bounds },
      { bufferView: normals.view, byteOffset: normals.offsets[i], componentType: BYTE, ...vec3 },
      {
        bufferView: indexView.view,
        byteOffset: indexOffset(i),
        componentType: p.indices instanceof Uint16Array ? UNSIGNED_SHORT : UNSIGNED_INT,
        count: p.indices.length,
        type: 'SCALAR',
      },
    ];
  });
  const meshPrimitives = primitives.map((_, i) => ({
    attributes: { POSITION: 3 * i, NORMAL: 3 * i + 1 },
    indices: 3 * i + 2,
    material: i,
  }));
  // Normalized int16 ±1 is ±INT16_MAX steps; a uniform scale leaves the normals' directions as they are.
  const scale = step * INT16_MAX;
  return {
    asset: { version: '2.0', generator: 'Holotable scripts/build-models.ts' },
    extensionsUsed: [QUANTIZATION],
    extensionsRequired: [QUANTIZATION],
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ name, mesh: 0, scale: [scale, scale, scale] }],
    meshes: [{ name, primitives: meshPrimitives }],
    materials: primitives.map((p) => ({ name: p.material, ...NEUTRAL_MATERIALS[p.material] })),
    accessors,
    bufferViews: bin.bufferViews,
    buffers: [{ byteLength: bin.byteLength }],
  };
}

/** Bytes per index of a primitive (4 for 32-bit indices, 2 for 16-bit). */
function indexBytes(p: GlbPrimitive | undefined): number {
  return p?.indices instanceof Uint32Array ? 4 : 2;
}

/** Encodes one named mesh as a .glb file. */
export function encodeGlb(name: string, primitives: readonly GlbPrimitive[]): Uint8Array {
  const bin = new BinBuilder();
  const jsonText = new TextEncoder().encode(JSON.stringify(gltfJson(name, primitives, bin)));
  const jsonLength = pad4(jsonText.byteLength);
  const total = 12 + 8 + jsonLength + 8 + bin.byteLength;
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint32(0, GLB_MAGIC, true);
  view.setUint32(4, 2, true);
  view.setUint32(8, total, true);
  view.setUint32(12, jsonLength, true);
  view.setUint32(16, CHUNK_JSON, true);
  out.fill(0x20, 20, 20 + jsonLength); // the JSON chunk is padded with spaces
  out.set(jsonText, 20);
  let at = 20 + jsonLength;
  view.setUint32(at, bin.byteLength, true);
  view.setUint32(at + 4, CHUNK_BIN, true);
  at += 8;
  for (const chunk of bin.chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** One decoded primitive: dequantized positions (mm) and normals, the stored int16 positions, indices. */
export interface DecodedPrimitive {
  material: string;
  positions: Float32Array;
  normals: Float32Array;
  /** The stored position steps, x, y, z per vertex (what the accessor's min and max describe). */
  quantized: Int16Array;
  indices: Uint32Array;
}

/** A decoded .glb: its JSON and its primitives' arrays. */
export interface DecodedGlb {
  json: {
    extensionsRequired?: string[];
    nodes: { name: string; mesh: number; scale?: number[] }[];
    meshes: { name: string; primitives: { attributes: { POSITION: number; NORMAL: number }; indices: number }[] }[];
    materials: { name: string }[];
    accessors: { count: number; min?: number[]; max?: number[] }[];
  };
  primitives: DecodedPrimitive[];
}

type AccessorJson = { bufferView: number; byteOffset?: number; componentType: number; count: number; type: string };
type ViewJson = { byteOffset: number; byteStride?: number };

/** Reads a VEC3 or SCALAR accessor's components into plain numbers, dropping any stride padding. */
function readAccessor(bin: Uint8Array, acc: AccessorJson, bv: ViewJson): number[] {
  const size = acc.type === 'VEC3' ? 3 : 1;
  const view = new DataView(bin.buffer, bin.byteOffset + bv.byteOffset + (acc.byteOffset ?? 0));
  const bytes = { [BYTE]: 1, [SHORT]: 2, [UNSIGNED_SHORT]: 2, [UNSIGNED_INT]: 4 }[acc.componentType];
  if (bytes === undefined) throw new Error(`unexpected component type ${acc.componentType}`);
  const stride = bv.byteStride ?? bytes * size;
  const get = (at: number): number => {
    if (acc.componentType === BYTE) return view.getInt8(at);
    if (acc.componentType === SHORT) return view.getInt16(at, true);
    if (acc.componentType === UNSIGNED_SHORT) return view.getUint16(at, true);
    return view.getUint32(at, true);
  };
  const out: number[] = [];
  for (let i = 0; i < acc.count; i++) for (let k = 0; k < size; k++) out.push(get(i * stride + k * bytes));
  return out;
}

/** Checks the header and chunk framing; returns the JSON and a copy of the binary chunk. */
function splitGlb(bytes: Uint8Array): { json: DecodedGlb['json']; bin: Uint8Array } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== GLB_MAGIC) throw new Error('not a glb: bad magic');
  if (view.getUint32(4, true) !== 2) throw new Error('not glTF 2');
  if (view.getUint32(8, true) !== bytes.byteLength) throw new Error('glb length does not match the file');
  const jsonLength = view.getUint32(12, true);
  if (view.getUint32(16, true) !== CHUNK_JSON || jsonLength % 4 !== 0) throw new Error('bad JSON chunk');
  const json = JSON.parse(new TextDecoder().decode(bytes.subarray(20, 20 + jsonLength)));
  const binAt = 20 + jsonLength;
  const binLength = view.getUint32(binAt, true);
  if (view.getUint32(binAt + 4, true) !== CHUNK_BIN || binLength % 4 !== 0) throw new Error('bad BIN chunk');
  if (binAt + 8 + binLength !== bytes.byteLength) throw new Error('trailing bytes after BIN chunk');
  // A fresh copy: Node Buffers share a pooled ArrayBuffer.
  return { json, bin: Uint8Array.from(bytes.subarray(binAt + 8, binAt + 8 + binLength)) };
}

/** Decodes a .glb written by encodeGlb (dequantizing positions and normals); throws on anything else. */
export function decodeGlb(bytes: Uint8Array): DecodedGlb {
  const { json, bin } = splitGlb(bytes);
  const all = json as unknown as { accessors: AccessorJson[]; bufferViews: ViewJson[] };
  const read = (i: number) => {
    const acc = all.accessors[i];
    const bv = acc && all.bufferViews[acc.bufferView];
    if (!acc || !bv) throw new Error(`accessor ${i} or its buffer view is missing`);
    return readAccessor(bin, acc, bv);
  };
  const scale = json.nodes[0]?.scale?.[0] ?? 1;
  const primitives = (
    json.meshes[0]?.primitives as {
      attributes: { POSITION: number; NORMAL: number };
      indices: number;
      material: number;
    }[]
  ).map((p) => {
    const quantized = Int16Array.from(read(p.attributes.POSITION));
    return {
      material: json.materials[p.material]?.name ?? '',
      positions: Float32Array.from(quantized, (q) => Math.max(q / INT16_MAX, -1) * scale),
      normals: Float32Array.from(read(p.attributes.NORMAL), (q) => Math.max(q / INT8_MAX, -1)),
      quantized,
      indices: Uint32Array.from(read(p.indices)),
    };
  });
  return { json, primitives };
}
