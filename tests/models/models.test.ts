/**
 * The generated ship models: every catalogued file exists and is a well-formed .glb using only the shared
 * material names, stays within its triangle budget and base-size limits, is centred on the peg point, and is
 * exactly what the generator produces now (so models/ never drifts from scripts/). Also the catalogue lookup.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DESIGNS, buildAllModels } from '../../scripts/models/buildAll.ts';
import { decodeGlb } from '../../scripts/models/glb.ts';
import { ModelBuilder } from '../../scripts/models/modelBuilder.ts';
import {
  CAPITAL_MODEL_IDS,
  FALLBACK_MODEL_IDS,
  HUGE_MODEL_IDS,
  MODEL_BASE_SIZE,
  MODEL_IDS,
  type ModelFaction,
  type ModelId,
  NAMED_MODEL_IDS,
  isModelId,
  modelFileName,
  modelIdFor,
} from '../../src/models/catalog.ts';
import shipsData from '../../src/rules/xwing1e/data/ships.json';
import { MATERIAL_NAMES } from '../../src/models/materials.ts';
import { modelUrl } from '../../src/models/modelUrl.ts';
import { CAPITAL_CLASSES, SQUADRON_CLASSES } from '../../src/rules/fullthrust-sw/data/classes.ts';
import { SHIP_DATA } from '../../src/rules/star-warriors/data/shipData.ts';
import xwingData from '../../src/rules/xwing1e/data/ships.json';
import { CAPITAL_MODEL_LENGTH_MM } from '../../src/scene/fullthrust/modelScale.ts';

const MODELS_DIR = new URL('../../models/', import.meta.url);
const shipsJson = shipsData as { ships: { xws: string; name: string; size: string; factions: string[] }[] };
const read = (id: (typeof MODEL_IDS)[number]) => readFileSync(new URL(modelFileName(id), MODELS_DIR));

// Longest side and every side of the bounding box, mm: small ships fit a 40 mm base with at most ~44 mm of
// wing; large ships are 60–80 mm; Full Thrust capital ships are at their miniature's length, 100–300 mm; X-Wing's
// huge ships at their miniatures' size, a section of the CR90 or Raider from 100 mm, a whole ship up to 300 mm.
const LIMITS = {
  small: { longest: [28, 44], side: 44 },
  large: { longest: [58, 80], side: 80 },
  capital: { longest: [100, 300], side: 300 },
  huge: { longest: [100, 300], side: 300 },
} as const;
const TRIANGLES = [100, 3000] as const;
// Capital ships carry their plating, turrets and engine rows at several times a fighter's size.
const CAPITAL_TRIANGLES = [1000, 5000] as const;
// Quantized (int16 positions, int8 normals): 1.78 MB for the 68 models, the seven huge ships 0.30 MB of it.
const TOTAL_BYTES = 1_850_000;
// The quantized positions may differ from the designs by half a step: 1/2048 mm for small ships, 1/256 mm for
// the 300 mm capital ships; far under this.
const QUANTIZATION_ERROR_MM = 0.05;

describe('ship model files', () => {
  const built = buildAllModels();

  it.each(MODEL_IDS)('%s.glb is a glb with one named mesh and only the shared material names', (id) => {
    const glb = decodeGlb(read(id));
    expect(glb.json.nodes).toEqual([{ name: id, mesh: 0, scale: expect.any(Array) }]);
    expect(glb.json.meshes).toHaveLength(1);
    expect(glb.json.extensionsRequired).toEqual(['KHR_mesh_quantization']);
    const names = glb.primitives.map((p) => p.material);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(MATERIAL_NAMES).toContain(name);
    expect(names).toContain('hull');
    for (const p of glb.primitives) {
      const vertices = p.positions.length / 3;
      expect(p.normals.length).toBe(p.positions.length);
      expect(p.indices.length % 3).toBe(0);
      expect(Math.max(...p.indices)).toBeLessThan(vertices);
      // Normals are stored as int8 (steps of 1/127), so unit length holds to about one step.
      for (let i = 0; i < p.normals.length; i += 3) {
        expect(Math.abs(Math.hypot(p.normals[i]!, p.normals[i + 1]!, p.normals[i + 2]!) - 1)).toBeLessThan(0.012);
      }
    }
  });

  it.each(MODEL_IDS)('%s stays within its triangle budget, size limits and is centred on the peg point', (id) => {
    const glb = decodeGlb(read(id));
    const triangles = glb.primitives.reduce((n, p) => n + p.indices.length / 3, 0);
    const budget = MODEL_BASE_SIZE[id] === 'capital' || MODEL_BASE_SIZE[id] === 'huge' ? CAPITAL_TRIANGLES : TRIANGLES;
    expect(triangles).toBeGreaterThanOrEqual(budget[0]);
    expect(triangles).toBeLessThanOrEqual(budget[1]);
    const min = [Infinity, Infinity, Infinity];
    const max = [-Infinity, -Infinity, -Infinity];
    glb.primitives.forEach((p, i) => {
      const own = { min: [Infinity, Infinity, Infinity], max: [-Infinity, -Infinity, -Infinity] };
      for (let k = 0; k < p.quantized.length; k++) {
        own.min[k % 3] = Math.min(own.min[k % 3]!, p.quantized[k]!);
        own.max[k % 3] = Math.max(own.max[k % 3]!, p.quantized[k]!);
      }
      // The accessor bounds a loader trusts (glTF requires them for POSITION, in the stored int16 steps) are the
      // true bounds of the data.
      const accessor = glb.json.accessors[glb.json.meshes[0]!.primitives[i]!.attributes.POSITION]!;
      expect(accessor.min).toEqual(own.min);
      expect(accessor.max).toEqual(own.max);
      for (let k = 0; k < p.positions.length; k++) {
        min[k % 3] = Math.min(min[k % 3]!, p.positions[k]!);
        max[k % 3] = Math.max(max[k % 3]!, p.positions[k]!);
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

  it.each(MODEL_IDS)('%s.glb decodes to its design within 0.05 mm, bounds and every vertex', (id) => {
    const builder = new ModelBuilder();
    DESIGNS[id](builder);
    const design = builder.build();
    const decoded = decodeGlb(read(id)).primitives;
    expect(decoded.map((p) => p.material)).toEqual(design.map((p) => p.material));
    const bounds = (list: { positions: Float32Array }[]) => {
      const all = list.flatMap((p) => [...p.positions]);
      return [0, 1, 2].flatMap((k) => {
        const axis = all.filter((_, i) => i % 3 === k);
        return [Math.min(...axis), Math.max(...axis)];
      });
    };
    const [got, want] = [bounds(decoded), bounds(design)];
    for (let k = 0; k < 6; k++) expect(Math.abs(got[k]! - want[k]!)).toBeLessThan(QUANTIZATION_ERROR_MM);
    design.forEach((p, i) => {
      const q = decoded[i]!;
      expect(q.positions.length).toBe(p.positions.length);
      const worst = p.positions.reduce((m, v, k) => Math.max(m, Math.abs(v - q.positions[k]!)), 0);
      expect(worst).toBeLessThan(QUANTIZATION_ERROR_MM);
      // Normals within about one int8 step of the design's.
      const worstNormal = p.normals.reduce((m, v, k) => Math.max(m, Math.abs(v - q.normals[k]!)), 0);
      expect(worstNormal).toBeLessThan(0.005);
    });
  });

  it('small ships are stored losslessly (1/1024 mm steps) and no model steps coarser than 1/128 mm', () => {
    for (const id of MODEL_IDS) {
      const scale = decodeGlb(read(id)).json.nodes[0]!.scale![0]!;
      const step = scale / 32767;
      if (MODEL_BASE_SIZE[id] === 'small') expect(step).toBe(1 / 1024);
      expect(step).toBeLessThanOrEqual(1 / 128);
    }
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
    expect(modelIdFor('gr75mediumtransport', 'large', 'rebel')).toBe('fallback-large-rebel');
    expect(modelIdFor('gozanticlasscruiser', 'large', 'imperial')).toBe('fallback-large-imperial');
    expect(modelIdFor('croccruiser', 'large', 'scum')).toBe('fallback-large-scum');
    expect(modelIdFor(undefined, 'small', 'resistance')).toBe('fallback-small-rebel');
    expect(modelIdFor('tieunknown', 'small', 'first-order')).toBe('fallback-small-imperial');
    expect(modelIdFor('no such shuttle', 'large', 'first-order')).toBe('fallback-large-imperial');
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

// Large-base X-Wing ships, Full Thrust classes and Star Warriors ships (issue 15, models-large).
describe('large ships, capital ships and Star Warriors ships have models of their own', () => {
  const LARGE_SHIPS = xwingData.ships.filter((s) => s.size === 'large' && s.supported);
  const LARGE_MODELS = NAMED_MODEL_IDS.filter((id) => MODEL_BASE_SIZE[id] === 'large');
  const bounds = (id: ModelId) => {
    const min = [Infinity, Infinity, Infinity];
    const max = [-Infinity, -Infinity, -Infinity];
    for (const p of decodeGlb(read(id)).primitives)
      for (let k = 0; k < p.positions.length; k++) {
        min[k % 3] = Math.min(min[k % 3]!, p.positions[k]!);
        max[k % 3] = Math.max(max[k % 3]!, p.positions[k]!);
      }
    return [0, 1, 2].map((k) => max[k]! - min[k]!) as [number, number, number];
  };
  const materials = (id: ModelId) => decodeGlb(read(id)).primitives.map((p) => p.material);

  it('xwing-data has the thirteen flyable large-base ships, each drawn by its own model for every faction', () => {
    expect(LARGE_SHIPS.map((s) => s.xws).sort()).toEqual([...LARGE_MODELS].sort());
    expect(LARGE_SHIPS).toHaveLength(13);
    for (const ship of LARGE_SHIPS)
      for (const faction of ship.factions) {
        expect(modelIdFor(ship.xws, 'large', faction as ModelFaction)).toBe(ship.xws);
        expect(modelIdFor(ship.name, 'large', faction as ModelFaction)).toBe(ship.xws);
      }
  });

  it('every large model has engines that glow, dark detail and a hull; crewed cockpits have glass', () => {
    for (const id of [...LARGE_MODELS, ...CAPITAL_MODEL_IDS]) {
      expect(materials(id)).toEqual(expect.arrayContaining(['hull', 'dark', 'glow']));
    }
    for (const id of ['lambdaclassshuttle', 'yt2400', 'vcx100', 'uwing', 'upsilonclassshuttle', 'bsf17bomber'] as const)
      expect(materials(id)).toContain('glass');
  });

  it('every Full Thrust capital class is drawn by a capital model built at the length the viewer scales from', () => {
    const classes = Object.values(CAPITAL_CLASSES);
    expect(new Set(classes.map((c) => c.model))).toEqual(new Set(CAPITAL_MODEL_IDS));
    for (const id of CAPITAL_MODEL_IDS) {
      expect(MODEL_BASE_SIZE[id]).toBe('capital');
      // The viewer divides the class's table length by this reference, so it must be the model's true length.
      const length = bounds(id)[0];
      expect(Math.abs(length - CAPITAL_MODEL_LENGTH_MM[id]!) / CAPITAL_MODEL_LENGTH_MM[id]!).toBeLessThan(0.03);
    }
    // The Mark II differs only in its guns; it flies the Star Destroyer's hull.
    expect(CAPITAL_CLASSES['imperial-star-destroyer-ii']?.model).toBe('stardestroyer');
  });

  it('every Full Thrust squadron flies a named model, never a fallback', () => {
    for (const squadron of Object.values(SQUADRON_CLASSES)) {
      expect(isModelId(squadron.model)).toBe(true);
      expect(NAMED_MODEL_IDS as readonly string[]).toContain(squadron.model);
    }
  });

  it('every Star Warriors ship finds its own model from its id and its printed name', () => {
    for (const ship of SHIP_DATA) {
      expect(modelIdFor(ship.id, 'small', ship.faction)).toBe(ship.model);
      expect(modelIdFor(ship.name, 'small', ship.faction)).toBe(ship.model);
      expect(NAMED_MODEL_IDS as readonly string[]).toContain(ship.model);
    }
  });

  it('silhouettes keep the real proportions that make them recognisable', () => {
    // Star Destroyer: a wedge about 0.6 as broad as long, the bridge tower standing over a quarter of its length.
    const [isdL, isdW, isdH] = bounds('stardestroyer');
    expect(isdW / isdL).toBeCloseTo(0.6, 1);
    expect(isdH / isdL).toBeGreaterThan(0.25);
    // Corellian corvette and Nebulon-B: long and slender; the Nebulon-B deeper than broad (its hanging hull).
    const [cvL, cvW] = bounds('corvette');
    expect(cvW / cvL).toBeLessThan(0.3);
    const [nbL, nbW, nbH] = bounds('escortcruiser');
    expect(nbH).toBeGreaterThan(2 * nbW);
    expect(nbL).toBeGreaterThan(nbH);
    // Upsilon: the wings stand taller than the shuttle is long; the YT-2400: a disc with a pod, broader than long.
    const [upL, , upH] = bounds('upsilonclassshuttle');
    expect(upH).toBeGreaterThan(upL);
    const [ytL, ytW] = bounds('yt2400');
    expect(ytW).toBeGreaterThan(ytL);
  });
});

describe('small-base ships of xwing-data', () => {
  // Every small-base ship of the game data (ships.json, from xwing-data) by xws id, printed name and factions.
  const SMALL_SHIPS = shipsJson.ships.filter((s) => s.size === 'small');
  // Per small model: a few thousand triangles at most and a small file (largest now 34.3 kB, quantized); the
  // whole small set stays under 0.8 MB.
  const SMALL_TRIANGLES = 2500;
  const SMALL_FILE_BYTES = 36_000;
  const SMALL_SET_BYTES = 800_000;
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

// X-Wing's huge ships (Epic play), issue 15: the last of xwing-data's ships to have a model of their own.
describe('every ship of xwing-data has a model of its own, huge ships included', () => {
  const ALL = shipsJson.ships;
  const HUGE = ALL.filter((s) => s.size === 'huge');
  // Per huge model: a capital ship's triangle budget (above) and at most 64 kB (largest now the Raider's aft
  // section, 60.5 kB; the fleet's Star Destroyer is 101 kB); the seven under 320 kB together.
  const HUGE_FILE_BYTES = 64_000;
  const HUGE_SET_BYTES = 320_000;
  const sides = (id: ModelId) => {
    const min = [Infinity, Infinity, Infinity];
    const max = [-Infinity, -Infinity, -Infinity];
    for (const p of decodeGlb(read(id)).primitives)
      for (let k = 0; k < p.positions.length; k++) {
        min[k % 3] = Math.min(min[k % 3]!, p.positions[k]!);
        max[k % 3] = Math.max(max[k % 3]!, p.positions[k]!);
      }
    return [0, 1, 2].map((k) => max[k]! - min[k]!) as [number, number, number];
  };

  it('the data names seven huge ships, the CR90 and the Raider as fore and aft sections', () => {
    expect(HUGE.map((s) => s.xws).sort()).toEqual([...HUGE_MODEL_IDS].sort());
  });

  it.each(ALL.map((s) => [s.xws, s.name, s.size, s.factions] as const))(
    '%s (%s, %s base) is drawn by its own model, by xws id and by printed name, for every faction',
    (xws, name, size, factions) => {
      for (const faction of factions) {
        const byId = modelIdFor(xws, size as 'small' | 'large' | 'huge', faction as ModelFaction);
        expect(byId).toBe(xws);
        expect(byId.startsWith('fallback-')).toBe(false);
        expect(modelIdFor(name, size as 'small' | 'large' | 'huge', faction as ModelFaction)).toBe(xws);
      }
    },
  );

  it('an unknown huge ship falls back to its side\u2019s large model; a huge model never goes on a large base', () => {
    expect(modelIdFor('no such cruiser', 'huge', 'imperial')).toBe('fallback-large-imperial');
    expect(modelIdFor('gozanticlasscruiser', 'large', 'imperial')).toBe('fallback-large-imperial');
    expect(modelIdFor('croccruiser', 'huge', 'scum')).toBe('croccruiser');
  });

  it.each(HUGE_MODEL_IDS)('%s is small on disk and has a hull, dark detail and (save a fore section) engines', (id) => {
    expect(MODEL_BASE_SIZE[id]).toBe('huge');
    expect(read(id).byteLength).toBeLessThanOrEqual(HUGE_FILE_BYTES);
    const names = decodeGlb(read(id)).primitives.map((p) => p.material);
    for (const name of ['hull', 'dark']) expect(names).toContain(name);
    // A fore section carries the bow; its engines are the aft section's.
    if (id.endsWith('fore')) expect(names).not.toContain('glow');
    else expect(names).toContain('glow');
  });

  it(`the huge models together stay under ${HUGE_SET_BYTES} bytes`, () => {
    expect(HUGE_MODEL_IDS.reduce((n, id) => n + read(id).byteLength, 0)).toBeLessThan(HUGE_SET_BYTES);
  });

  it('the silhouettes keep the proportions that make them recognisable', () => {
    // CR90: its two sections end to end are the fleet corvette at 2.5 times (110.75 mm of model → 276.9 mm),
    // the hammerhead as broad as the engine block and over twice the corridor's 22.5 mm.
    const [foreL, foreW] = sides('cr90corvettefore');
    const [aftL, aftW] = sides('cr90corvetteaft');
    expect(foreL + aftL).toBeCloseTo(2.5 * sides('corvette')[0], 0);
    expect(foreW).toBeGreaterThan(2 * 22.5);
    expect(Math.abs(foreW - aftW)).toBeLessThan(2);
    // Raider: a long slim blade forward (over twice as long as broad), a tall block aft (taller than half its length).
    const [rfL, rfW] = sides('raiderclasscorvettefore');
    expect(rfL / rfW).toBeGreaterThan(2.5);
    const [raL, , raH] = sides('raiderclasscorvetteaft');
    expect(raH / raL).toBeGreaterThan(0.6);
    // GR-75: long and narrow (over three times as long as broad); Gozanti: its wing struts span most of its length;
    // C-ROC: a long hull over three times its width.
    const [grL, grW] = sides('gr75mediumtransport');
    expect(grL / grW).toBeGreaterThan(3);
    const [gzL, gzW] = sides('gozanticlasscruiser');
    expect(gzW / gzL).toBeGreaterThan(0.8);
    const [crL, crW] = sides('croccruiser');
    expect(crL / crW).toBeGreaterThan(3);
  });
});
