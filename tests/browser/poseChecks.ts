/**
 * The check every viewer test makes of a battle: each unit drawn exactly where replay.ts's snapshot puts it at
 * the page's current time (1e-6 mm, 1e-6°), not drawn before it is placed or once it is gone.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { snapshotAt } from '../../src/state/playback/replay.ts';
import type { Timeline } from '../../src/battle/timeline.ts';
import { deltaDeg } from '../../src/kernel/index.ts';

/** Compares every unit's drawn pose on the page with snapshotAt(timeline, t). */
export async function expectPosesMatchReplay(page: Page, timeline: Timeline, t: number): Promise<void> {
  const snap = snapshotAt(timeline, t);
  for (const u of timeline.units) {
    const drawn = await page.evaluate((id) => window.__holotable!.shipTablePose(id), u.id);
    const s = snap.units[u.id]!;
    if (s.destroyed) {
      expect(drawn, `${u.id} is gone at ${t} s`).toBeNull();
      continue;
    }
    const placed = timeline.events.find((e) => e.kind === 'place' && e.unit === u.id);
    if (placed && t < placed.t) {
      expect(drawn, `${u.id} is not placed yet at ${t} s`).toBeNull();
      continue;
    }
    expect(drawn, `${u.id} is drawn at ${t} s`).not.toBeNull();
    expect(Math.abs(drawn!.x - s.pose.x), `${u.id} x at ${t} s`).toBeLessThan(1e-6);
    expect(Math.abs(drawn!.y - s.pose.y), `${u.id} y at ${t} s`).toBeLessThan(1e-6);
    expect(Math.abs(deltaDeg(drawn!.headingDeg, s.pose.heading)), `${u.id} heading at ${t} s`).toBeLessThan(1e-6);
  }
}
