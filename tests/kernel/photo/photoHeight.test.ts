/**
 * Points above the table in a calibrated photo (photoHeight.ts): from the four mat corners' homography alone, the
 * focal length and the picture of the vertical, so a point 3 mm up (a base's top edge) lands where the camera
 * sees it. Checked against synthetic pinhole cameras whose every number is known.
 */
import { describe, expect, it } from 'vitest';
import { calibratePhoto } from '../../../src/kernel/photo/calibration.ts';
import { applyHomography } from '../../../src/kernel/photo/homography.ts';
import { focalLengthPx, mapsAtHeight, verticalInPhoto } from '../../../src/kernel/photo/photoHeight.ts';
import { cameraOverMat, project } from './pinhole.ts';

const SIDE = 914.4;
const corners = [
  { x: 0, y: 0, z: 0 },
  { x: SIDE, y: 0, z: 0 },
  { x: SIDE, y: SIDE, z: 0 },
  { x: 0, y: SIDE, z: 0 },
];

/** The calibration a camera's exact corner pictures give. */
function calibrated(cam: ReturnType<typeof cameraOverMat>) {
  const c = calibratePhoto(
    corners.map((p) => project(cam, p)),
    { widthMm: SIDE, heightMm: SIDE },
    cam,
  );
  if (!c.ok) throw new Error(c.message);
  return c;
}

describe('points above the table in a calibrated photo', () => {
  for (const [tilt, turn] of [
    [30, 0],
    [45, 0],
    [45, 25],
    [60, 90],
    [20, 200],
  ] as const) {
    it(`recovers the focal length and sees 3 mm up exactly, ${tilt}° off vertical, turned ${turn}°`, () => {
      const cam = cameraOverMat(4, SIDE, tilt, turn, 0.7);
      const c = calibrated(cam);
      expect(focalLengthPx(c.tableToPhoto, cam)! / cam.focalPx).toBeCloseTo(1, 6);
      const up = mapsAtHeight(c, cam, 3)!;
      for (const p of [
        { x: 260, y: 640 },
        { x: 610, y: 520 },
        { x: 20, y: 900 },
      ]) {
        const seen = project(cam, { ...p, z: 3 });
        const mapped = applyHomography(up.tableToPhoto, p)!;
        expect(Math.hypot(mapped.x - seen.x, mapped.y - seen.y)).toBeLessThan(1e-6);
        // And back: the photo point on the plane 3 mm up is the table point under it.
        const back = applyHomography(up.photoToTable, seen)!;
        expect(Math.hypot(back.x - p.x, back.y - p.y)).toBeLessThan(1e-6);
        // Taken at the table's own height, the same picture point lies 3 mm × tan(the ray's angle off vertical)
        // away from the camera: over half a millimetre at these tilts.
        const flat = applyHomography(c.photoToTable, seen)!;
        expect(Math.hypot(flat.x - p.x, flat.y - p.y)).toBeGreaterThan(0.5);
      }
    });
  }

  it('in a scaled copy of the photo (a downscaled saved one), the same points', () => {
    const cam = cameraOverMat(4, SIDE, 45, 10, 0.7);
    const c = calibrated(cam);
    const k = 0.5;
    const scaled = {
      tableToPhoto: c.tableToPhoto.map((v, i) => (i < 6 ? v * k : v)) as unknown as typeof c.tableToPhoto,
      photoToTable: c.photoToTable,
    };
    const up = mapsAtHeight(scaled, cam, 3, k)!;
    const seen = project(cam, { x: 300, y: 250, z: 3 });
    const mapped = applyHomography(up.tableToPhoto, { x: 300, y: 250 })!;
    expect(Math.hypot(mapped.x / k - seen.x, mapped.y / k - seen.y)).toBeLessThan(1e-6);
  });

  it('looking straight down, where the corners say nothing of the focal length, assumes a phone camera', () => {
    const cam = cameraOverMat(4, SIDE, 0, 0, 0.7);
    const c = calibrated(cam);
    expect(focalLengthPx(c.tableToPhoto, cam)).toBeNull();
    expect(verticalInPhoto(c.tableToPhoto, cam)).not.toBeNull();
    // 3 mm up at the mat's corner, 650 mm from under the camera: within 0.2 mm of where the true camera sees it.
    const up = mapsAtHeight(c, cam, 3)!;
    const p = { x: 0, y: 0 };
    const back = applyHomography(up.photoToTable, project(cam, { ...p, z: 3 }))!;
    expect(Math.hypot(back.x - p.x, back.y - p.y)).toBeLessThan(0.2);
  });
});
