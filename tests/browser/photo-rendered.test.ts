/**
 * The table photo against a rendered photo: dispute mode's own 3D table (ships on their bases, an asteroid)
 * is photographed by a tilted perspective camera (window.__holotablePhoto.photograph renders the scene at the
 * photo's size and returns where known table points land), the PNG is opened in the photo panel, and the mat's
 * corners, the ships' base corners and points round the asteroid's edge are marked through the panel as a
 * user would (zoomed in with the wheel, each mark off by up to 1 px, seeded), after the pieces were moved
 * elsewhere. The poses the panel recovers are compared with the ones photographed.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOutline } from '../../src/kernel/obstacle.ts';
import { obstacleOutline } from '../../src/kernel/obstacleOutlines.ts';
import { BASE_TOP_MM } from '../../src/kernel/constants.ts';
import { baseCornerLocal, type BaseCorner } from '../../src/kernel/photo/shipFromCorners.ts';
import { deltaDeg, localToTable, type Point } from '../../src/kernel/pose.ts';
import { pointsRound } from '../kernel/photo/accuracySweep.ts';
import { jitter, seeded } from '../kernel/photo/pinhole.ts';
import { type Harness, startHarness } from './harness.ts';

const SIDE = 914.4;
type Ship = { id: string; size: 'small' | 'large'; ship: string; x: number; y: number; heading: number };
const SHIPS: Ship[] = [
  { id: 'red1', size: 'small', ship: 'X-wing', x: 300, y: 250, heading: 30 },
  { id: 'tie1', size: 'small', ship: 'TIE Fighter', x: 260, y: 640, heading: 300 },
  { id: 'big1', size: 'large', ship: 'YT-1300', x: 610, y: 520, heading: 200 },
];
const ROCK = { id: 'rock1', shape: 'asteroid-4', x: 640, y: 230, rotation: 40 };
/** Which base corners are marked: two front ones, or all four for the TIE. */
const MARKED: Record<string, BaseCorner[]> = {
  red1: ['front-left', 'front-right'],
  tie1: ['front-left', 'front-right', 'rear-right', 'rear-left'],
  big1: ['front-left', 'front-right'],
};
const situationOf = (ships: Ship[], rock: typeof ROCK) => ({ ships, obstacles: [rock] });
/** The same pieces somewhere else: the panel must move them back. */
const MOVED = situationOf(
  SHIPS.map((s) => ({ ...s, x: s.x + 37, y: s.y - 21, heading: s.heading + 50 })),
  { ...ROCK, x: 500, y: 300, rotation: 100 },
);
/** A photo of `widthPx` × `heightPx`, 50° vertical view, 1150 mm from the mat's centre, `tiltDeg` off vertical. */
const poseOf = (widthPx: number, heightPx: number, tiltDeg: number) => ({
  widthPx,
  heightPx,
  fovDeg: 50,
  target: { x: SIDE / 2, y: SIDE / 2 },
  distanceMm: 1150,
  tiltDeg,
  turnDeg: 0,
});
type Errors = Record<string, { positionMm: number; headingDeg: number }>;

let harness: Harness;
let page: Page;
const random = seeded(20);

/** Table points: the mat's corners, each marked base corner (at its top), 8 points round the asteroid's edge. */
function tablePoints(): { corners: Point[]; ships: (Point & { heightMm: number })[][]; rock: Point[] } {
  const corners = [
    { x: 0, y: 0 },
    { x: SIDE, y: 0 },
    { x: SIDE, y: SIDE },
    { x: 0, y: SIDE },
  ];
  // The corners of each base's top face, as the photo shows them and a user clicks them.
  const ships = SHIPS.map((s) =>
    MARKED[s.id]!.map((c) => {
      const l = baseCornerLocal(c, s.size);
      return { ...localToTable({ x: s.x, y: s.y, headingDeg: s.heading }, l.x, l.y), heightMm: BASE_TOP_MM[s.size] };
    }),
  );
  const outline = placeOutline(obstacleOutline(ROCK.shape)!.outlineMm, { ...ROCK, rotationDeg: ROCK.rotation });
  return { corners, ships, rock: pointsRound(outline, 8, 0.3) };
}

const pagePoint = (p: Point) => page.evaluate(([x, y]) => window.__holotablePhoto!.photoToPage(x!, y!)!, [p.x, p.y]);

/** Opens a situation as a scenario file. */
async function openSituation(s: object): Promise<void> {
  await page.getByTestId('dispute-file-input').setInputFiles({
    name: 'situation.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(s)),
  });
}

/** Zooms the panel about 11× about photo point `p` with the wheel (three turns: e, e, e^0.4). */
async function zoomAt(p: Point): Promise<void> {
  await page.getByTestId('photo-zoom-fit').click();
  const at = await pagePoint(p);
  await page.mouse.move(at.x, at.y);
  for (const delta of [-500, -500, -200]) await page.mouse.wheel(0, delta);
  await expect.poll(async () => (await page.evaluate(() => window.__holotablePhoto!.view()!)).zoom).toBeGreaterThan(10);
}

/** Drags corner handle `i` onto photo point `to`: roughly at the whole photo, then zoomed in on it. */
async function dragCorner(i: number, to: Point): Promise<void> {
  for (const zoomed of [false, true]) {
    if (zoomed) await zoomAt(to);
    else await page.getByTestId('photo-zoom-fit').click();
    const box = (await page.getByTestId(`photo-corner-${i}`).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    const target = await pagePoint(to);
    await page.mouse.move(target.x, target.y, { steps: 3 });
    await page.mouse.up();
  }
}

/** Marks photo points with clicks, zoomed in on each. */
async function mark(points: Point[]): Promise<void> {
  for (const p of points) {
    await zoomAt(p);
    const at = await pagePoint(p);
    await page.mouse.click(at.x, at.y);
  }
}

/** Selects a piece in the situation editor, with the photo panel out of the way. */
async function select(id: string): Promise<void> {
  await page.getByTestId('photo-close').click();
  await page.getByTestId(`item-${id}`).click();
  await page.getByTestId('photo-open-panel').click();
}

/** Photographs the situation at the pose, moves the pieces away, and places them back from marks on the photo. */
async function placedFromPhoto(POSE: ReturnType<typeof poseOf>): Promise<Errors> {
  await openSituation(situationOf(SHIPS, ROCK));
  await expect
    .poll(async () => (await page.evaluate(() => window.__holotableDispute!.situation()!)).ships[0]!.x)
    .toBe(300);
  const truth = tablePoints();
  const all = [...truth.corners, ...truth.ships.flat(), ...truth.rock];
  const shot = (await page.evaluate(([pose, points]) => window.__holotablePhoto!.photograph(pose, points), [
    POSE,
    all,
  ] as const))!;
  // Every mark as a user's click lands: within 1 px of the true point.
  const marks = shot.points.map((p) => jitter(p, 1, random));
  for (const p of shot.points) expect(p.x > 0 && p.y > 0 && p.x < POSE.widthPx && p.y < POSE.heightPx).toBe(true);
  await openSituation(MOVED);
  await expect
    .poll(async () => (await page.evaluate(() => window.__holotableDispute!.situation()!)).ships[0]!.x)
    .toBe(337);
  if (!(await page.getByTestId('photo-panel').count())) await page.getByTestId('photo-open-panel').click();
  await page.getByTestId('photo-file').setInputFiles({
    name: 'rendered.png',
    mimeType: 'image/png',
    buffer: Buffer.from(shot.png.split(',')[1]!, 'base64'),
  });
  await page.getByTestId('photo-marker').waitFor();
  await page.getByTestId('photo-tool-corners').click();
  for (let i = 0; i < 4; i++) await dragCorner(i, marks[i]!);
  await expect.poll(() => page.getByTestId('photo-calibration').textContent()).toContain('exact');
  let next = 4;
  const errors: Errors = {};
  for (const ship of SHIPS) {
    await select(ship.id);
    await page.getByTestId('photo-tool-ship').click();
    const n = MARKED[ship.id]!.length;
    await mark(marks.slice(next, next + n));
    next += n;
    await page.getByTestId('photo-place').click();
    await expect.poll(() => page.getByTestId('photo-message').textContent()).toContain('placed at');
    console.log(`${ship.id}: ${await page.getByTestId('photo-message').textContent()}`);
    const placed = (await page.evaluate(() => window.__holotableDispute!.situation()!)).ships.find(
      (s) => s.id === ship.id,
    )!;
    errors[ship.id] = {
      positionMm: Math.hypot(placed.x - ship.x, placed.y - ship.y),
      headingDeg: Math.abs(deltaDeg(placed.heading, ship.heading)),
    };
  }
  await select(ROCK.id);
  await page.getByTestId('photo-tool-obstacle').click();
  await mark(marks.slice(next));
  await page.getByTestId('photo-place').click();
  await expect.poll(() => page.getByTestId('photo-message').textContent()).toContain('fitted at');
  const rock = (await page.evaluate(() => window.__holotableDispute!.situation()!)).obstacles!.find(
    (o) => o.id === 'rock1',
  )!;
  errors.rock1 = {
    positionMm: Math.hypot(rock.x - ROCK.x, rock.y - ROCK.y),
    headingDeg: Math.abs(deltaDeg(rock.rotation ?? 0, ROCK.rotation)),
  };
  return errors;
}

// Each case marks 22 points through the panel, each zoomed in with the wheel: minutes on a busy machine.
describe('table photo against a rendered photo of the app’s own table', () => {
  beforeAll(async () => {
    harness = await startHarness();
    const context = await harness.browser.newContext({
      viewport: { width: 1920, height: 1080 },
      deviceScaleFactor: 1,
      serviceWorkers: 'block',
    });
    page = await context.newPage();
    await page.goto(`${harness.baseUrl}?mode=dispute`);
    await page.waitForFunction(() => window.__holotableDispute?.ready === true, undefined, { polling: 50 });
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('recovers ship and obstacle poses marked on a 12 MP photo taken 30° off vertical', async () => {
    const errors = await placedFromPhoto(poseOf(4000, 3000, 30));
    console.log('rendered-photo errors (12 MP, 30°, ±1 px):', JSON.stringify(errors));
    // The limits: ships 1 mm and 0.5°, obstacles 1.5 mm and 1°. A small ship from its two front corners
    // alone turns by (click error across its 40 mm edge): the README's p95 at 12 MP is 1.06°.
    for (const id of ['tie1', 'big1']) {
      expect(errors[id]!.positionMm).toBeLessThan(1);
      expect(errors[id]!.headingDeg).toBeLessThan(0.5);
    }
    expect(errors.red1!.positionMm).toBeLessThan(1);
    expect(errors.red1!.headingDeg).toBeLessThan(1.1);
    expect(errors.rock1!.positionMm).toBeLessThan(1.5);
    expect(errors.rock1!.headingDeg).toBeLessThan(1);
  }, 900_000);

  it('stays within the sweep’s 95th percentiles on a 4 MP photo taken 45° off vertical', async () => {
    const errors = await placedFromPhoto(poseOf(2304, 1728, 45));
    console.log('rendered-photo errors (4 MP, 45°, ±1 px):', JSON.stringify(errors));
    // README, accuracy at 4 MP (p95): small ship 2 corners 1.43 mm, 1.82°; 4 corners 0.97 mm, 0.78°; large
    // ship 1.32 mm, 0.95°; obstacle 1.24 mm, 2.17°. The limits are not asked of 4 MP photos.
    const p95: Record<string, [number, number]> = {
      red1: [1.43, 1.82],
      tie1: [0.97, 0.78],
      big1: [1.32, 0.95],
      rock1: [1.24, 2.17],
    };
    for (const [id, [mm, deg]] of Object.entries(p95)) {
      expect(errors[id]!.positionMm).toBeLessThan(mm);
      expect(errors[id]!.headingDeg).toBeLessThan(deg);
    }
  }, 900_000);
});
