/**
 * Zoom and pan of the photo panel. A 4000 × 3000 px photo shown in a 1000 × 750 px box at the page's origin:
 * at zoom 1 one screen px is 4 photo px, so every figure below is by hand.
 */
import { describe, expect, it } from 'vitest';
import {
  clampedView,
  fittedView,
  nudgeStepPx,
  pannedBy,
  photoAtScreen,
  photoPxPerScreenPx,
  viewBoxOf,
  wheelFactor,
  zoomedAbout,
} from '../../../src/state/photo/photoView.ts';

const PHOTO = { widthPx: 4000, heightPx: 3000 };
const BOX = { left: 0, top: 0, width: 1000, height: 750 };

describe('photo view', () => {
  it('starts with the whole photo: viewBox 0 0 4000 3000, 4 photo px per screen px', () => {
    const v = fittedView(PHOTO);
    expect(viewBoxOf(v, PHOTO)).toEqual([0, 0, 4000, 3000]);
    expect(photoPxPerScreenPx(v, PHOTO, BOX)).toBe(4);
    expect(photoAtScreen(v, PHOTO, BOX, { x: 250, y: 100 })).toEqual({ x: 1000, y: 400 });
  });

  it('zooms 8× about photo point (1000, 400), which stays under the same screen point (250, 100)', () => {
    const v = zoomedAbout(fittedView(PHOTO), { x: 1000, y: 400 }, 8, PHOTO);
    expect(v.zoom).toBe(8);
    // Centre: 1000 + (2000 − 1000) / 8 = 1125, 400 + (1500 − 400) / 8 = 537.5.
    expect(v.centre).toEqual({ x: 1125, y: 537.5 });
    expect(photoPxPerScreenPx(v, PHOTO, BOX)).toBe(0.5);
    expect(photoAtScreen(v, PHOTO, BOX, { x: 250, y: 100 })).toEqual({ x: 1000, y: 400 });
    // One screen px further right is half a photo px: marks fall between photo pixels.
    expect(photoAtScreen(v, PHOTO, BOX, { x: 251, y: 100 })).toEqual({ x: 1000.5, y: 400 });
  });

  it('keeps the zoom within 1–64 and the centre on the photo', () => {
    expect(zoomedAbout(fittedView(PHOTO), { x: 0, y: 0 }, 0.2, PHOTO).zoom).toBe(1);
    expect(zoomedAbout(fittedView(PHOTO), { x: 0, y: 0 }, 1000, PHOTO).zoom).toBe(64);
    expect(pannedBy({ zoom: 4, centre: { x: 100, y: 100 } }, 500, -50, PHOTO).centre).toEqual({ x: 0, y: 150 });
    expect(clampedView({ zoom: Number.NaN, centre: { x: Number.NaN, y: 9e9 } }, PHOTO)).toEqual({
      zoom: 1,
      centre: { x: 2000, y: 3000 },
    });
  });

  it('zooms in by e^0.2 per wheel notch up (deltaY −100) and out by as much down', () => {
    expect(wheelFactor(-100)).toBeCloseTo(Math.exp(0.2), 12);
    expect(wheelFactor(100) * wheelFactor(-100)).toBeCloseTo(1, 12);
  });

  it('nudges 1 photo px when zoomed out and one screen px (0.25 photo px at 4 screen px each) when zoomed in', () => {
    expect(nudgeStepPx(4, false)).toBe(1);
    expect(nudgeStepPx(4, true)).toBe(10);
    expect(nudgeStepPx(0.25, false)).toBe(0.25);
    expect(nudgeStepPx(0.25, true)).toBe(2.5);
  });
});
