/**
 * A minimal glTF 2.0 binary (.glb) writer and reader for the ship models: one mesh, one primitive per material,
 * POSITION + NORMAL + indices, materials by name only. three's GLTFExporter needs browser APIs, and the format
 * is small enough to write by hand (spec: https://registry.khronos.org/glTF/specs/2.0/glTF-2.0.html#glb-file-format-specification).
 */
import type { MaterialName } from '../../src/models/materials.ts';

/** One primitive: an indexed triangle list in one material. */
export interface GlbPrimitive {
  material: MaterialName;
  positions: Float32Array;
  normals: Float32Array;
  indices: Uint16Array | Uint32Array;
}

const GLB_MAGIC = 0x46546c67; // 'glTF'
const CHUNK_JSON = 0x4e4f534a; // 'JSON'
const CHUNK_BIN = 0x004e4942; // 'BIN\0'
const FLOAT = 5126;
const UNSIGNED_SHORT = 5123;
const UNSIGNED_INT = 5125;
const ARRAY_BUFFER = 34962;
const ELEMENT_ARRAY_BUFFER = 34963;

// Neutral looks per material; the viewer replaces them by name with faction-coloured materials.
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

/** The least and greatest of each axis in a flat list of x, y, z triples. */
function minMax3(values: Float32Array): { min: number[]; max: number[] } {
  const axes = [0, 1, 2];
  const min = axes.map((axis) => values.reduce((m, v, i) => (i % 3 === axis ? Math.min(m, v) : m), Infinity));
  const max = axes.map((axis) => values.reduce((m, v, i) => (i % 3 === axis ? Math.max(m, v) : m), -Infinity));
  return { min, max };
}

/** Encodes one named mesh as a .glb file. */
export function encodeGlb(name: string, primitives: readonly GlbPrimitive[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  const bufferViews: Record<string, unknown>[] = [];
  const accessors: Record<string, unknown>[] = [];
  let byteLength = 0;
  const addView = (data: ArrayBufferView, target: number): number => {
    const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    bufferViews.push({ buffer: 0, byteOffset: byteLength, byteLength: bytes.byteLength, target });
    const padded = new Uint8Array(pad4(bytes.byteLength));
    padded.set(bytes);
    chunks.push(padded);
    byteLength += padded.byteLength;
    return bufferViews.length - 1;
  };
  const materials = primitives.map((p) => ({ name: p.material, ...NEUTRAL_MATERIALS[p.material] }));
  const meshPrimitives = primitives.map((p, i) => {
    const count = p.positions.length / 3;
    accessors.push({
      bufferView: addView(p.positions, ARRAY_BUFFER),
      componentType: FLOAT,
      count,
      type: 'VEC3',
      ...minMax3(p.positions),
    });
    accessors.push({ bufferView: addView(p.normals, ARRAY_BUFFER), componentType: FLOAT, count, type: 'VEC3' });
    accessors.push({
      bufferView: addView(p.indices, ELEMENT_ARRAY_BUFFER),
      componentType: p.indices instanceof Uint16Array ? UNSIGNED_SHORT : UNSIGNED_INT,
      count: p.indices.length,
      type: 'SCALAR',
    });
    const a = accessors.length - 3;
    return { attributes: { POSITION: a, NORMAL: a + 1 }, indices: a + 2, material: i, mode: 4 };
  });
  const json = {
    asset: { version: '2.0', generator: 'Holotable scripts/build-models.ts' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ name, mesh: 0 }],
    meshes: [{ name, primitives: meshPrimitives }],
    materials,
    accessors,
    bufferViews,
    buffers: [{ byteLength }],
  };
  const jsonText = new TextEncoder().encode(JSON.stringify(json));
  const jsonLength = pad4(jsonText.byteLength);
  const total = 12 + 8 + jsonLength + 8 + byteLength;
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
  view.setUint32(at, byteLength, true);
  view.setUint32(at + 4, CHUNK_BIN, true);
  at += 8;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** A decoded .glb: its JSON and its primitives' arrays. */
export interface DecodedGlb {
  json: {
    nodes: { name: string; mesh: number }[];
    meshes: { name: string; primitives: { attributes: { POSITION: number; NORMAL: number }; indices: number }[] }[];
    materials: { name: string }[];
    accessors: { count: number; min?: number[]; max?: number[] }[];
  };
  primitives: { material: string; positions: Float32Array; normals: Float32Array; indices: Uint32Array }[];
}

/** Decodes a .glb written by encodeGlb, checking the header and chunk framing; throws on anything else. */
export function decodeGlb(bytes: Uint8Array): DecodedGlb {
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
  // A fresh copy: Node Buffers share a pooled ArrayBuffer, and typed-array views need their own, aligned one.
  const bin = Uint8Array.from(bytes.subarray(binAt + 8, binAt + 8 + binLength));
  const read = (accessorIndex: number): Float32Array | Uint16Array | Uint32Array => {
    const acc = json.accessors[accessorIndex];
    const bv = json.bufferViews[acc.bufferView];
    const size = acc.type === 'VEC3' ? 3 : 1;
    const n = acc.count * size;
    if (acc.componentType === FLOAT) return new Float32Array(bin.buffer, bv.byteOffset, n);
    if (acc.componentType === UNSIGNED_SHORT) return new Uint16Array(bin.buffer, bv.byteOffset, n);
    return new Uint32Array(bin.buffer, bv.byteOffset, n);
  };
  const primitives = json.meshes[0].primitives.map(
    (p: { attributes: { POSITION: number; NORMAL: number }; indices: number; material: number }) => ({
      material: json.materials[p.material].name as string,
      positions: read(p.attributes.POSITION) as Float32Array,
      normals: read(p.attributes.NORMAL) as Float32Array,
      indices: Uint32Array.from(read(p.indices)),
    }),
  );
  return { json, primitives };
}
