/**
 * Ship paint: every model wears the colours its real ship carries (src/models/paintSchemes.ts), whatever side
 * flies it; only the generic fallbacks take their faction's colours; materials are shared, never one per ship.
 */
import { Color, type MeshStandardMaterial } from 'three';
import { describe, expect, it } from 'vitest';
import { FALLBACK_MODEL_IDS, MODEL_IDS, type ModelId } from '../../src/models/catalog.ts';
import { MATERIAL_NAMES } from '../../src/models/materials.ts';
import { PAINT_SCHEMES } from '../../src/models/paintSchemes.ts';
import { FACTION_STYLES } from '../../src/scene/factionStyle.ts';
import { looksFor, materialsFor } from '../../src/scene/shipMaterials.ts';

const STYLES = Object.values(FACTION_STYLES);
const { rebel, imperial, scum } = FACTION_STYLES;

/** Relative luminance (0 black – 1 white) of a #rrggbb colour, in linear light as three.js renders it. */
function luminance(hex: string): number {
  const c = new Color(hex);
  return 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b;
}

/** Saturation (HSL, 0 grey – 1 pure colour) of a #rrggbb colour. */
function saturation(hex: string): number {
  return new Color(hex).getHSL({ h: 0, s: 0, l: 0 }).s;
}

/** Hue in degrees (HSL) of a #rrggbb colour. */
function hue(hex: string): number {
  return new Color(hex).getHSL({ h: 0, s: 0, l: 0 }).h * 360;
}

const isRed = (hex: string) => (hue(hex) < 15 || hue(hex) > 345) && saturation(hex) > 0.4;

describe('paint schemes', () => {
  it('every named model has its own hull paint; the fallbacks paint neither hull nor trim (their faction does)', () => {
    for (const id of MODEL_IDS) {
      if ((FALLBACK_MODEL_IDS as readonly string[]).includes(id)) {
        expect(PAINT_SCHEMES[id]?.hull).toBeUndefined();
        expect(PAINT_SCHEMES[id]?.trim).toBeUndefined();
      } else expect(PAINT_SCHEMES[id]?.hull, id).toBeDefined();
    }
  });

  it('a named ship wears the same paint for every faction that flies it (only the engine glow differs)', () => {
    for (const id of ['ywing', 'starviper', 'hwk290', 'stardestroyer', 'tiefighter'] as const) {
      const { glow: _scumGlow, ...scumPaint } = looksFor(id, scum);
      const { glow: _rebelGlow, ...rebelPaint } = looksFor(id, rebel);
      expect(scumPaint).toEqual(rebelPaint);
    }
  });

  it('the StarViper is black with a violet-grey trim, not the scum tan', () => {
    const looks = looksFor('starviper', scum);
    expect(luminance(looks.hull.color)).toBeLessThan(0.05);
    expect(looks.hull.color).not.toBe(scum.hull);
    expect(hue(looks.trim.color)).toBeGreaterThan(240);
    expect(hue(looks.trim.color)).toBeLessThan(290);
  });

  it('the Star Destroyer and the Interdictor are grey, whichever side flies them', () => {
    for (const id of ['stardestroyer', 'interdictor'] as const)
      for (const style of STYLES) {
        const looks = looksFor(id, style);
        expect(saturation(looks.hull.color)).toBeLessThan(0.15);
        expect(luminance(looks.hull.color)).toBeGreaterThan(0.35);
        expect(looks.hull.color).toBe(looksFor(id, imperial).hull.color);
      }
  });

  it('the Venator, the CR90, the X-wing and the TIE/sf carry red markings; the Nebulon-B none', () => {
    for (const id of ['venator', 'corvette', 'xwing', 'tiesffighter'] as const)
      expect(isRed(looksFor(id, imperial).trim.color), id).toBe(true);
    const nebulon = looksFor('escortcruiser', rebel);
    expect(isRed(nebulon.trim.color)).toBe(false);
    expect(luminance(nebulon.hull.color)).toBeGreaterThan(0.6);
  });

  it('TIE solar panels are a blue-grey that reads on the dark mat, darker than the lighter frame', () => {
    // The space behind the table (ViewerApp background) and the darkest of the mat.
    const mat = luminance('#020309');
    const ties = ['tiefighter', 'tieinterceptor', 'tieadvanced', 'tiebomber', 'tiedefender', 'fallback-small-imperial'];
    for (const id of ties as ModelId[]) {
      const looks = looksFor(id, imperial);
      expect(luminance(looks.dark.color)).toBeGreaterThan(mat + 0.04);
      expect(luminance(looks.hull.color)).toBeGreaterThan(luminance(looks.dark.color) * 2);
      expect(hue(looks.dark.color)).toBeGreaterThan(200);
      expect(hue(looks.dark.color)).toBeLessThan(240);
      // Smoother and a little more metallic than the frame: the panels catch highlights the frame does not.
      expect(looks.dark.roughness).toBeLessThan(looks.hull.roughness);
      expect(looks.dark.metalness).toBeGreaterThan(looks.hull.metalness);
    }
  });

  it('the fallbacks keep their faction hull and accent trim', () => {
    const cases: [ModelId, keyof typeof FACTION_STYLES][] = [
      ['fallback-small-rebel', 'rebel'],
      ['fallback-small-imperial', 'imperial'],
      ['fallback-small-scum', 'scum'],
      ['fallback-large-imperial', 'imperial'],
      ['fallback-large-scum', 'scum'],
    ];
    for (const [id, faction] of cases) {
      const looks = looksFor(id, FACTION_STYLES[faction]);
      expect(looks.hull.color).toBe(FACTION_STYLES[faction].hull);
      expect(looks.trim.color).toBe(FACTION_STYLES[faction].trim);
    }
  });

  it('engines glow in the faction colour at an emissive intensity of at least 1 (for bloom)', () => {
    for (const id of MODEL_IDS)
      for (const style of STYLES) {
        const glow = materialsFor(id, style).glow as MeshStandardMaterial;
        expect(glow.emissiveIntensity).toBeGreaterThanOrEqual(1);
        expect(`#${glow.emissive.getHexString()}`).toBe(style.glow);
      }
  });
});

describe('shared materials', () => {
  it('a model and style gets the very same materials every time', () => {
    const a = materialsFor('xwing', rebel);
    expect(materialsFor('xwing', rebel)).toBe(a);
    expect(materialsFor('xwing', { ...rebel })).toEqual(a);
  });

  it('ships painted alike share materials: one per distinct look, never more than one per model and name', () => {
    const all = new Set<unknown>();
    for (const id of MODEL_IDS)
      for (const style of STYLES) for (const m of Object.values(materialsFor(id, style))) all.add(m);
    // Named models: their own paint per name (glow per faction); fallbacks: per faction.
    expect(all.size).toBeLessThanOrEqual(MODEL_IDS.length * MATERIAL_NAMES.length + STYLES.length);
    // Every TIE with the stock paint wears one frame and one panel material.
    expect(materialsFor('tiefighter', imperial).dark).toBe(materialsFor('tieinterceptor', imperial).dark);
    expect(materialsFor('tiefighter', imperial).hull).toBe(materialsFor('tiebomber', scum).hull);
  });
});
