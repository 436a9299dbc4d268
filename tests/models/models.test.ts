/**
 * The generated ship models: every catalogued file exists and is a well-formed .glb using only the shared
 * material names, stays within its triangle budget and base-size limits, is centred on the peg point, and is
 * exactly what the generator produces now (so models/ never drifts from scripts/). Also the catalogue lookup.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildAllModels } from '../../scripts/models/buildAll.ts';
import { decodeGlb } from '../../scripts/models/glb.ts';
import {
  FALLBACK_MODEL_IDS,
  MODEL_BASE_SIZE,
  MODEL_IDS,
  NAMED_MODEL_IDS,
  type ModelFaction,
  type ModelId,
  isModelId,
  modelFileName,
  modelIdFor,
} from '../../src/models/catalog.ts';
import shipsData from '../../src/rules/xwing1e/data/ships.json';
import { MATERIAL_NAMES } from '../../src/models/materials.ts';
import { modelUrl } from '../../src/models/modelUrl.ts';

const MODELS_DIR = new URL('../../models/', import.meta.url);
const shipsJson = shipsData as { ships: { xws: string; name: string; size: string; factions: string[] }[] };
const read = (id: (typeof MODEL_IDS)[number]) => readFileSync(new URL(modelFileName(id), MODELS_DIR));

// Longest side and every side of the bounding box, mm: small ships fit a 40 mm base with at most ~44 mm of
// wing; large ships are 60–80 mm; Full Thrust capital ships are at their miniature's length, 100–300 mm.
const LIMITS = {
  small: { longest: [28, 44], side: 44 },
  large: { longest: [58, 80], side: 80 },
  capital: { longest: [100, 300], side: 300 },
} as const;
const TRIANGLES = [100, 3000] as const;
const TOTAL_BYTES = 2_500_000;

describe('ship model files', () => {
  const built = buildAllModels();

  it.each(MODEL_IDS)('%s.glb is a glb with one named mesh and only the shared material names', (id) => {
    const glb = decodeGlb(read(id));
    expect(glb.json.nodes).toEqual([{ name: id, mesh: 0 }]);
    expect(glb.json.meshes).toHaveLength(1);
    const names = glb.primitives.map((p) => p.material);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(MATERIAL_NAMES).toContain(name);
    expect(names).toContain('hull');
    for (const p of glb.primitives) {
      const vertices = p.positions.length / 3;
      expect(p.normals.length).toBe(p.positions.length);
      expect(p.indices.length % 3).toBe(0);
      expect(Math.max(...p.indices)).toBeLessThan(vertices);
      for (let i = 0; i < p.normals.length; i += 3) {
        expect(Math.hypot(p.normals[i]!, p.normals[i + 1]!, p.normals[i + 2]!)).toBeCloseTo(1, 3);
      }
    }
  });

  it.each(MODEL_IDS)('%s stays within its triangle budget, size limits and is centred on the peg point', (id) => {
    const glb = decodeGlb(read(id));
    const triangles = glb.primitives.reduce((n, p) => n + p.indices.length / 3, 0);
    expect(triangles).toBeGreaterThanOrEqual(TRIANGLES[0]);
    expect(triangles).toBeLessThanOrEqual(TRIANGLES[1]);
    const min = [Infinity, Infinity, Infinity];
    const max = [-Infinity, -Infinity, -Infinity];
    glb.primitives.forEach((p, i) => {
      const own = { min: [Infinity, Infinity, Infinity], max: [-Infinity, -Infinity, -Infinity] };
      for (let k = 0; k < p.positions.length; k++) {
        own.min[k % 3] = Math.min(own.min[k % 3]!, p.positions[k]!);
        own.max[k % 3] = Math.max(own.max[k % 3]!, p.positions[k]!);
      }
      // The accessor bounds a loader trusts (glTF requires them for POSITION) are the true bounds of the data.
      const accessor = glb.json.accessors[glb.json.meshes[0]!.primitives[i]!.attributes.POSITION]!;
      expect(accessor.min).toEqual(own.min);
      expect(accessor.max).toEqual(own.max);
      for (let k = 0; k < 3; k++) {
        min[k] = Math.min(min[k]!, own.min[k]!);
        max[k] = Math.max(max[k]!, own.max[k]!);
      }
    });
    const sides = [0, 1, 2].map((k) => max[k]! - min[k]!);
    const limit = LIMITS[MODEL_BASE_SIZE[id]];
    expect(Math.max(...sides)).toBeGreaterThanOrEqual(limit.longest[0]);
    expect(Math.max(...sides)).toBeLessThanOrEqual(limit.longest[1]);
    for (const side of sides) expect(side).toBeLessThanOrEqual(limit.side);
    for (let k = 0; k < 3; k++) expect(Math.abs(min[k]! + max[k]!) / 2).toBeLessThan(0.01);
  });

  it.each(MODEL_IDS)('%s.glb is exactly what the generator builds (re-run: npx tsx scripts/build-models.ts)', (id) => {
    expect(Buffer.from(built.get(id)!).equals(read(id))).toBe(true);
  });

  it('the generator is deterministic in memory too', () => {
    const again = buildAllModels();
    for (const id of MODEL_IDS) expect(Buffer.from(again.get(id)!).equals(Buffer.from(built.get(id)!))).toBe(true);
  });

  it(`the whole set stays small (under ${TOTAL_BYTES} bytes)`, () => {
    const total = MODEL_IDS.reduce((n, id) => n + read(id).byteLength, 0);
    expect(total).toBeLessThan(TOTAL_BYTES);
  });

  it('every model has a URL the page can load', () => {
    for (const id of MODEL_IDS) expect(modelUrl(id)).toMatch(new RegExp(`${id}\\.glb`));
  });
});

describe('modelIdFor', () => {
  it('maps every named ship by xws id to its own model', () => {
    for (const id of NAMED_MODEL_IDS)
      expect(modelIdFor(id, MODEL_BASE_SIZE[id] as 'small' | 'large', 'rebel')).toBe(id);
  });

  it('accepts printed ship names as scenario files give them', () => {
    expect(modelIdFor('X-wing', 'small', 'rebel')).toBe('xwing');
    expect(modelIdFor('T-70 X-wing', 'small', 'resistance')).toBe('t70xwing');
    expect(modelIdFor('TIE/fo Fighter', 'small', 'first-order')).toBe('tiefofighter');
    expect(modelIdFor('TIE Advanced', 'small', 'imperial')).toBe('tieadvanced');
    expect(modelIdFor('YT-1300', 'large', 'rebel')).toBe('yt1300');
    expect(modelIdFor('Firespray-31', 'large', 'scum')).toBe('firespray31');
  });

  it('falls back by base size and side for other ships, unknown names and a missing name', () => {
    expect(modelIdFor('no such ship', 'small', 'rebel')).toBe('fallback-small-rebel');
    expect(modelIdFor('TIE Mystery', 'small', 'imperial')).toBe('fallback-small-imperial');
    expect(modelIdFor('nosuchviper', 'small', 'scum')).toBe('fallback-small-scum');
    expect(modelIdFor('yt2400', 'large', 'rebel')).toBe('fallback-large-rebel');
    expect(modelIdFor('lambdaclassshuttle', 'large', 'imperial')).toBe('fallback-large-imperial');
    expect(modelIdFor('yv666', 'large', 'scum')).toBe('fallback-large-scum');
    expect(modelIdFor(undefined, 'small', 'resistance')).toBe('fallback-small-rebel');
    expect(modelIdFor('tieunknown', 'small', 'first-order')).toBe('fallback-small-imperial');
    expect(modelIdFor('upsilonclassshuttle', 'large', 'first-order')).toBe('fallback-large-imperial');
    expect(modelIdFor('no such ship', 'large', undefined)).toBe('fallback-large-rebel');
    expect(modelIdFor(undefined, 'small', 'neutral')).toBe('fallback-small-rebel');
  });

  it('never puts a model on the wrong base: a named ship on the other base size gets the fallback', () => {
    expect(modelIdFor('xwing', 'large', 'rebel')).toBe('fallback-large-rebel');
    expect(modelIdFor('yt1300', 'small', 'scum')).toBe('fallback-small-scum');
  });

  it('every fallback id is catalogued with the base size it names', () => {
    for (const id of FALLBACK_MODEL_IDS) expect(id.startsWith(`fallback-${MODEL_BASE_SIZE[id]}-`)).toBe(true);
  });
});

describe('small-base ships of xwing-data', () => {
  // Every small-base ship of the game data (ships.json, from xwing-data) by xws id, printed name and factions.
  const SMALL_SHIPS = shipsJson.ships.filter((s) => s.size === 'small');
  // Per small model: a few thousand triangles at most and a small file; the whole small set stays under 1.2 MB.
  const SMALL_TRIANGLES = 2500;
  const SMALL_FILE_BYTES = 70_000;
  const SMALL_SET_BYTES = 1_200_000;
  const trianglesOf = (id: ModelId) => decodeGlb(read(id)).primitives.reduce((n, p) => n + p.indices.length / 3, 0);

  it('the data names 36 small-base ships', () => {
    expect(SMALL_SHIPS).toHaveLength(36);
  });

  it.each(SMALL_SHIPS.map((s) => [s.xws, s.name, s.factions] as const))(
    '%s (%s) has a small-base model of its own, by xws id and by printed name, for every faction that flies it',
    (xws, name, factions) => {
      expect(isModelId(xws)).toBe(true);
      expect(MODEL_BASE_SIZE[xws as ModelId]).toBe('small');
      for (const faction of factions) {
        expect(modelIdFor(xws, 'small', faction as ModelFaction)).toBe(xws);
        expect(modelIdFor(name, 'small', faction as ModelFaction)).toBe(xws);
      }
    },
  );

  it.each(SMALL_SHIPS.map((s) => s.xws as ModelId))(
    '%s stays within the small-ship budget and wears hull, dark, glass and glowing engines',
    (id) => {
      expect(trianglesOf(id)).toBeLessThanOrEqual(SMALL_TRIANGLES);
      expect(read(id).byteLength).toBeLessThanOrEqual(SMALL_FILE_BYTES);
      const names = decodeGlb(read(id)).primitives.map((p) => p.material);
      for (const name of ['hull', 'dark', 'glass', 'glow']) expect(names).toContain(name);
    },
  );

  it(`the small-ship models together stay under ${SMALL_SET_BYTES} bytes`, () => {
    const total = SMALL_SHIPS.reduce((n, s) => n + read(s.xws as ModelId).byteLength, 0);
    expect(total).toBeLessThan(SMALL_SET_BYTES);
  });

  it('no small-base ship of the data falls back to a generic model', () => {
    const generic = SMALL_SHIPS.filter((s) => modelIdFor(s.xws, 'small', 'neutral').startsWith('fallback-'));
    expect(generic.map((s) => s.xws)).toEqual([]);
  });
});
