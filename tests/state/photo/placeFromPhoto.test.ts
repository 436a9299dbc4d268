/**
 * Placing pieces from marks on a calibrated photo, and the saved photo's round trip. The photo here is a
 * straight top view: 1 px = 1 mm, photo y down (table y = 914.4 − photo y), so every expected value is by hand.
 */
import { describe, expect, it } from 'vitest';
import { BASE_TOP_MM } from '../../../src/kernel/constants.ts';
import { calibratePhoto, type Calibration } from '../../../src/kernel/photo/calibration.ts';
import { baseCornerLocal } from '../../../src/kernel/photo/shipFromCorners.ts';
import { localToTable } from '../../../src/kernel/pose.ts';
import { cameraOverMat, project } from '../../kernel/photo/pinhole.ts';
import { placeObstacleFromMarks, placeShipFromMarks } from '../../../src/state/photo/placeFromPhoto.ts';
import { parseStoredPhoto, storedPhotoOf, tablePhotoOf, type TablePhoto } from '../../../src/state/photo/tablePhoto.ts';

const S = 914.4;
const PHOTO = { widthPx: 1000, heightPx: 1000 };
const cal = calibratePhoto(
  [
    { x: 0, y: S },
    { x: S, y: S },
    { x: S, y: 0 },
    { x: 0, y: 0 },
  ],
  { widthMm: S, heightMm: S },
  PHOTO,
) as Calibration & { ok: true };
/** A table point's photo pixel in this top view. */
const px = (x: number, y: number) => ({ x, y: S - y });

describe('placing from photo marks', () => {
  it('places a small ship from its two front corners: edge along +x at y 120 → heading 90°, centre (40, 100)', () => {
    const ship = { id: 'red1', size: 'small' as const, x: 0, y: 0, heading: 0 };
    const r = placeShipFromMarks(cal, [px(20, 120), px(60, 120)], PHOTO, ship, 'Red One');
    expect(r).toEqual({
      ok: true,
      edit: { type: 'update-ship', id: 'red1', patch: { x: 40, y: 100, heading: 90 } },
      text: 'Red One placed at x 40.00, y 100.00 mm, heading 90.00°; front edge marked 40.0 mm (small base 40 mm), corners off by 0.0 mm rms.',
    });
  });

  it('warns when the marked edge is far from the base side, and refuses marks off the photo or too few', () => {
    const ship = { id: 'red1', size: 'large' as const, x: 0, y: 0, heading: 0 };
    const r = placeShipFromMarks(cal, [px(20, 120), px(60, 120)], PHOTO, ship, 'Falcon');
    expect(r.ok && r.text).toContain("the marked front edge is 40.0 mm but a large base's is 80 mm");
    expect(placeShipFromMarks(cal, [{ x: 1200, y: 5 }, px(60, 120)], PHOTO, ship, 'Falcon')).toEqual({
      ok: false,
      message: 'the 1st mark is outside the photo (at 1200, 5 px on a 1000 × 1000 px photo)',
    });
    expect(placeShipFromMarks(cal, [px(20, 120)], PHOTO, ship, 'Falcon').ok).toBe(false);
  });

  it('reads the marks at the base’s top (3 mm up) through the camera the corners imply, or on the mat', () => {
    // A 4 MP photo taken 45° off vertical; the mat's corners marked exactly. The clicks are the base's top
    // corners, as the photo shows them: read on the mat they land about 3 mm × tan 45° further from the camera.
    const cam = cameraOverMat(4, S, 45, 20, 0.8);
    const photo = { widthPx: cam.widthPx, heightPx: cam.heightPx };
    const corners = [
      { x: 0, y: 0 },
      { x: S, y: 0 },
      { x: S, y: S },
      { x: 0, y: S },
    ].map((p) => project(cam, { ...p, z: 0 }));
    const tilted = calibratePhoto(corners, { widthMm: S, heightMm: S }, photo) as Calibration & { ok: true };
    const pose = { x: 400, y: 500, headingDeg: 30 };
    const ship = { id: 'red1', size: 'small' as const, x: 0, y: 0, heading: 0 };
    const topCorners = (['front-left', 'front-right'] as const).map((corner) => {
      const l = baseCornerLocal(corner, 'small');
      return project(cam, { ...localToTable(pose, l.x, l.y), z: BASE_TOP_MM.small });
    });
    const placedAt = (marksAt: 'base-top' | 'mat') => {
      const r = placeShipFromMarks(tilted, topCorners, photo, ship, 'Red One', null, marksAt);
      if (!r.ok || r.edit.type !== 'update-ship') throw new Error('not placed');
      const { x = 0, y = 0, heading = 0 } = r.edit.patch;
      return { mm: Math.hypot(x - pose.x, y - pose.y), deg: Math.abs(heading - pose.headingDeg) };
    };
    const top = placedAt('base-top');
    // Rounded to 0.01 mm and 0.01° as every placement is.
    expect(top.mm).toBeLessThan(0.02);
    expect(top.deg).toBeLessThan(0.02);
    const mat = placedAt('mat');
    expect(mat.mm).toBeGreaterThan(2);
    expect(mat.mm).toBeLessThan(4.5);
  });

  it('fits a square obstacle outline to points on its edge', () => {
    const rock = {
      id: 'rock1',
      polygon: [
        [-20, -20],
        [20, -20],
        [20, 20],
        [-20, 20],
      ] as [number, number][],
      x: 300,
      y: 300,
      rotation: 10,
    };
    const marks = [px(500, 390), px(520, 410), px(500, 430), px(480, 410), px(510, 390), px(480, 420)];
    const r = placeObstacleFromMarks(cal, marks, PHOTO, rock, 'Rock');
    if (!r.ok) throw new Error(r.message);
    expect(r.edit.type).toBe('update-obstacle');
    const patch = (r.edit as { patch: { x: number; y: number } }).patch;
    // The marks lie on the square centred at (500, 410): the sides x = 480, 520 and y = 390, 430.
    expect(patch.x).toBeCloseTo(500, 1);
    expect(patch.y).toBeCloseTo(410, 1);
    expect(r.text).toContain('points off its outline by 0.0 mm rms');
  });
});

describe('saved table photo', () => {
  const photo: TablePhoto = {
    name: 'table.jpg',
    imageUrl: 'blob:x',
    widthPx: 4000,
    heightPx: 3000,
    storedUrl: 'data:image/jpeg;base64,AAAA',
    cornersPx: [
      { x: 400, y: 2800 },
      { x: 3600, y: 2800 },
      { x: 3000, y: 200 },
      { x: 1000, y: 200 },
    ],
    extraPoints: [{ photoPx: { x: 2000, y: 1500 }, tableMm: { x: 457.2, y: 457.2 } }],
    area: null,
  };

  it('keeps the marks as fractions, so they land on the same spots of the smaller saved copy', () => {
    const stored = storedPhotoOf(photo, { widthPx: 2048, heightPx: 1536 });
    expect(stored.corners[0]).toEqual([0.1, 2800 / 3000]);
    const parsed = parseStoredPhoto(JSON.stringify(stored));
    if (!parsed.ok) throw new Error(parsed.message);
    const back = tablePhotoOf(parsed.photo);
    expect(back.widthPx).toBe(2048);
    expect(back.cornersPx[1]!.x).toBeCloseTo(0.9 * 2048, 9);
    expect(back.extraPoints[0]).toEqual({ photoPx: { x: 1024, y: 768 }, tableMm: { x: 457.2, y: 457.2 } });
  });

  it('names what is wrong with saved text', () => {
    expect(parseStoredPhoto('{')).toEqual({ ok: false, message: 'it is not JSON' });
    const bad = { ...storedPhotoOf(photo, { widthPx: 2048, heightPx: 1536 }), corners: [[0, 0]] };
    const r = parseStoredPhoto(JSON.stringify(bad));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(/^corners/);
  });
});
