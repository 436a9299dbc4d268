import { describe, expect, it } from 'vitest';
import { fullThrustSwSystem } from '../../../src/rules/fullthrust-sw/system.ts';
import { arcStartDeg, buildFtPlayback, valueAt } from '../../../src/scene/fullthrust/ftPlayback.ts';
import demo from '../../../src/demo/fullthrustBattle.json';

const { timeline } = fullThrustSwSystem.play(demo);
const ft = buildFtPlayback(timeline);

describe('what the Full Thrust layer draws', () => {
  it('follows each squadron\u2019s fighters left and each carrier squadron\u2019s time aboard', () => {
    const hit = timeline.units.find((u) => u.size === 'squadron' && ft.hull.has(u.id))!;
    const damage = timeline.events.filter((e) => e.kind === 'damage' && e.unit === hit.id);
    expect(ft.hull.get(hit.id)!.length).toBe(damage.length);
    const last = damage.at(-1)!;
    expect(valueAt(ft.hull.get(hit.id), last.t, 6)).toBe(last.kind === 'damage' ? last.hull : NaN);
    expect(valueAt(ft.hull.get(hit.id), -1, 6)).toBe(6);
    // The bombers start aboard the Tyrant and are launched in round 1.
    const aboard = timeline.events.find((e) => e.kind === 'token' && e.unit === 'bomber8')!;
    expect(valueAt(ft.aboard.get('bomber8'), aboard.t, 0)).toBe(1);
    const launch = timeline.events.find((e) => e.kind === 'place' && e.unit === 'bomber8')!;
    expect(valueAt(ft.aboard.get('bomber8'), launch.t, 1)).toBe(0);
  });

  it('shows every capital ship\u2019s plot from its reveal to the end of its move, along the squares', () => {
    const reveals = timeline.events.filter((e) => e.kind === 'reveal');
    expect(ft.plots.length).toBe(reveals.length);
    for (const p of ft.plots) {
      expect(p.untilS).toBeGreaterThan(p.fromS);
      expect(p.path.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('draws the 90° arc that holds the target, centred on the attacker', () => {
    expect(arcStartDeg(0, 10)).toBe(-45); // fore
    expect(arcStartDeg(0, 90)).toBe(45); // port
    expect(arcStartDeg(90, 0)).toBe(-45); // starboard of a ship heading 90°
    expect(arcStartDeg(180, 0)).toBe(315); // aft
    const attacks = timeline.events.filter((e) => e.kind === 'attack' && !/PD|ADAF/.test(e.weapon));
    expect(ft.arcs.length).toBe(attacks.length);
  });

  it('marks jumps to hyperspace and units leaving the map as departures, not explosions', () => {
    const gone = timeline.events.filter((e) => e.kind === 'destroyed' && /^(jumped|left)/.test(e.cause));
    expect([...ft.departed].sort()).toEqual(gone.map((e) => (e.kind === 'destroyed' ? e.unit : '')).sort());
  });
});
