import { describe, expect, it } from 'vitest';
import { snapshotAt } from '../../src/state/playback/replay.ts';
import type { TimedEvent, Timeline } from '../../src/battle/timeline.ts';
import type { Pose } from '../../src/kernel/index.ts';
import { parseBattleFile } from '../../src/rules/xwing1e/battleFile.ts';
import { playBattle } from '../../src/rules/xwing1e/engine.ts';
import { xwingWords } from '../../src/rules/xwing1e/words.ts';
import { buildPlaybackModel, drawnPoseAt, spansAt, unitPoseAt } from '../../src/state/playback/playbackModel.ts';
import { buildFleeFlights, FLED_CAUSE } from '../../src/state/playback/fleeFlight.ts';
import { buildHitFlashes, hitNumbers } from '../../src/state/playback/hitFlashes.ts';
import { lockPairs, tokenMarkers, tokensShownAt } from '../../src/scene/tokenDisplay.ts';
import { diceTrayAt } from '../../src/state/diceTray.ts';
import demo from '../../src/demo/demoBattle.json';

const { timeline } = playBattle(parseBattleFile(demo));
const events = timeline.events;
const of = <K extends TimedEvent['kind']>(kind: K) =>
  events.filter((e): e is Extract<TimedEvent, { kind: K }> => e.kind === kind);

/** Sample times: each event's start, a moment into it and its end. */
const times = events.flatMap((e) => [e.t, e.t + e.duration * 0.4, e.t + e.duration]);

describe('tokens beside the bases', () => {
  it('shows exactly the tokens, shields and face-up cards snapshotAt holds, at every event of the demo', () => {
    for (const t of times) {
      const snap = snapshotAt(timeline, t);
      for (const u of timeline.units) {
        const s = snap.units[u.id]!;
        const shown = tokensShownAt(timeline, u.id, t, xwingWords);
        if (s.destroyed) {
          expect(shown, `${u.id} at ${t}`).toEqual([]);
          continue;
        }
        const expected: Record<string, number> = {};
        for (const [k, n] of Object.entries(s.tokens)) if (n > 0 && k !== 'shield') expected[k] = n;
        if (u.shields > 0) expected.shields = s.shields;
        for (const c of s.faceUpDamage) expected[`crit:${c}`] = 1;
        expect(Object.fromEntries(shown.map((m) => [m.key, m.count])), `${u.id} at ${t}`).toEqual(expected);
      }
    }
  });

  it('shows a focus token from its token event until it is spent or cleared', () => {
    const focus = of('token').find((e) => e.token === 'focus' && e.count === 1)!;
    const cleared = of('token').find((e) => e.token === 'focus' && e.unit === focus.unit && e.t > focus.t)!;
    expect(tokensShownAt(timeline, focus.unit, focus.t - 0.01, xwingWords).some((m) => m.key === 'focus')).toBe(false);
    const shown = tokensShownAt(timeline, focus.unit, focus.t + 0.01, xwingWords).find((m) => m.key === 'focus');
    expect(shown).toMatchObject({ kind: 'focus', count: 1 });
    expect(tokensShownAt(timeline, focus.unit, cleared.t, xwingWords).some((m) => m.key === 'focus')).toBe(false);
  });

  it('shows shields as pips out of the starting number and face-up crits by name', () => {
    const crit = of('damage').find((d) => d.cards.some((c) => c.faceUp))!;
    const shown = tokensShownAt(timeline, crit.unit, crit.t + 0.01, xwingWords);
    const card = crit.cards.find((c) => c.faceUp)!.name;
    expect(shown.find((m) => m.key === `crit:${card}`)).toMatchObject({ kind: 'crit', text: card });
    const luke = timeline.units.find((u) => u.id === 'luke')!;
    const lostShield = of('damage').find((d) => d.unit === 'luke' && d.shieldsLost > 0)!;
    expect(tokensShownAt(timeline, 'luke', lostShield.t, xwingWords).find((m) => m.key === 'shields')).toMatchObject({
      count: lostShield.shields,
      max: luke.shields,
    });
  });

  it('draws a target lock as a lettered pair: blue on the locker, red on the locked ship, until it goes', () => {
    // The demo takes no locks: give Luke one on Mauler from the start of round 2 to the start of round 3.
    const [, r2, r3] = of('round');
    const tl = structuredClone(timeline);
    const lock = (t: number, count: number): TimedEvent =>
      ({ kind: 'token', unit: 'luke', token: 'lock', target: 'mauler', count, t, duration: 0 }) as TimedEvent;
    tl.events.splice(events.indexOf(r3!), 0, lock(r3!.t, 0));
    tl.events.splice(events.indexOf(r2!), 0, lock(r2!.t, 1));
    const snap = snapshotAt(tl, r2!.t + 0.1);
    expect(lockPairs(snap, tl)).toEqual([{ locker: 'luke', target: 'mauler', letter: 'A' }]);
    expect(tokenMarkers(snap, tl, 'luke', xwingWords).find((m) => m.key === 'lock:mauler')).toMatchObject({
      kind: 'lock-locker',
      text: 'target lock A',
      pair: 'A',
    });
    expect(tokenMarkers(snap, tl, 'mauler', xwingWords).find((m) => m.key === 'locked:luke')).toMatchObject({
      kind: 'lock-target',
      pair: 'A',
    });
    expect(lockPairs(snapshotAt(tl, r3!.t + 0.1), tl)).toEqual([]);
    expect(
      tokenMarkers(snapshotAt(tl, r3!.t + 0.1), tl, 'mauler', xwingWords).some((m) => m.kind === 'lock-target'),
    ).toBe(false);
  });
});

describe('dice tray', () => {
  const attacks = of('attack');
  it('opens at each attack with no dice, lists each roll as the timeline has it, and closes after the result', () => {
    for (const a of attacks) {
      const i = events.indexOf(a);
      const dice: (TimedEvent & { kind: 'dice' })[] = [];
      let result: (TimedEvent & { kind: 'result' }) | undefined;
      for (const e of events.slice(i + 1)) {
        if (e.kind === 'dice') dice.push(e);
        if (e.kind === 'result') {
          result = e;
          break;
        }
      }
      expect(diceTrayAt(timeline, a.t)).toMatchObject({ kind: 'attack', attacker: a.attacker, rolls: [] });
      for (const [k, d] of dice.entries()) {
        const tray = diceTrayAt(timeline, d.t + d.duration / 2)!;
        expect(tray.rolls).toHaveLength(k + 1);
        expect(tray.rolls[k]).toMatchObject({ unit: d.unit, role: d.role, rolled: d.rolled, modified: d.modified });
        expect(tray.result).toBeNull();
      }
      expect(diceTrayAt(timeline, result!.t)!.result).toEqual({
        hits: result!.hits,
        crits: result!.crits,
        evades: result!.evades,
        hit: result!.hit,
      });
      // Gone at the next event after the result, unless that is the next attack opening its own tray.
      const end = events[events.indexOf(result!) + 1]!.t;
      const next = attacks.find((b) => b.t === end);
      expect(diceTrayAt(timeline, end)).toEqual(next ? expect.objectContaining({ rolls: [] }) : null);
    }
  });

  it('names the modifications (focus spent)', () => {
    const modified = of('dice').find((d) => d.modifications.includes('focus'))!;
    const tray = diceTrayAt(timeline, modified.t)!;
    expect(tray.rolls.at(-1)!.modifications).toEqual(['focus spent']);
  });

  it('shows nothing outside attacks and effect rolls', () => {
    expect(diceTrayAt(timeline, of('round')[0]!.t)).toBeNull();
    const effect = of('dice').find((d) => d.role === 'effect')!;
    expect(diceTrayAt(timeline, effect.t)).toMatchObject({ kind: 'effect', unit: effect.unit });
  });
});

describe('hit flashes', () => {
  const playback = buildPlaybackModel(timeline);
  it('flashes at each damage event that took shields or hull, shield bubble and hull flash as lost', () => {
    const flashes = buildHitFlashes(timeline);
    const damage = of('damage');
    expect(flashes.map((f) => f.fromS)).toEqual(damage.map((d) => d.t));
    for (const [i, f] of flashes.entries()) {
      const d = damage[i]!;
      const before = snapshotAt(timeline, d.t - 1e-6).units[d.unit]!;
      expect(f.shieldsLost).toBe(d.shieldsLost);
      expect(f.hullLost).toBe(before.hull - d.hull);
      expect(spansAt(playback.hits, d.t + d.duration / 2)).toEqual([f]);
    }
    expect(spansAt(playback.hits, of('round')[0]!.t)).toEqual([]);
    const shieldHit = flashes.find((f) => f.shieldsLost > 0)!;
    expect(hitNumbers(shieldHit, timeline.units.find((u) => u.id === shieldHit.unit)!, xwingWords)).toContain(
      '−2 shields',
    );
  });
});

describe('fleeing ships', () => {
  it('fly on along their heading off the table after a fleeing move, then disappear; no explosion', () => {
    const luke = timeline.units.find((u) => u.id === 'luke')!;
    const from = { x: 450, y: 880, heading: 90 };
    const to = { x: 450, y: 990, heading: 90 };
    const tl = withEvents([
      { kind: 'place', unit: 'luke', pose: from },
      {
        kind: 'move',
        unit: 'luke',
        from,
        to,
        path: { kind: 'template', maneuver: '3 straight', size: 'small', progress: 1, rotationDeg: 0 },
        fled: true,
      },
      { kind: 'caption', unit: 'luke', text: `${luke.name} flees the battlefield` },
      { kind: 'destroyed', unit: 'luke', cause: FLED_CAUSE },
    ]);
    const [move, , gone] = tl.events.slice(-3) as [TimedEvent, TimedEvent, TimedEvent];
    const [flight] = buildFleeFlights(tl);
    expect(flight).toMatchObject({ unit: 'luke', fromS: move.t + move.duration, untilS: gone.t + gone.duration });
    const pb = buildPlaybackModel(tl);
    expect(pb.destructions.some((d) => d.unit === 'luke')).toBe(false);
    const p: Pose = { x: 0, y: 0, headingDeg: 0 };
    // Mid-move it is exactly where replay puts it.
    expect(drawnPoseAt(pb, 'luke', move.t + 1, p)).toBe(true);
    const q: Pose = { x: 0, y: 0, headingDeg: 0 };
    unitPoseAt(pb, 'luke', move.t + 1, q);
    expect(p).toEqual(q);
    // After the destroyed event starts (replay: gone) it is still drawn, further out past the edge.
    expect(drawnPoseAt(pb, 'luke', gone.t + 0.5, p)).toBe(true);
    expect(p.y).toBeGreaterThan(to.y + 50);
    expect(p.x).toBeCloseTo(to.x, 9);
    expect(drawnPoseAt(pb, 'luke', gone.t + gone.duration, p)).toBe(false);
  });

  it('leaves ships that are shot down alone', () => {
    expect(buildFleeFlights(timeline)).toEqual([]);
  });
});

/** The demo timeline with events appended after its end (to try locks and fleeing, which the demo lacks). */
function withEvents(extra: Parameters<typeof pushAll>[1]): Timeline {
  return pushAll(structuredClone(timeline), extra);
}

function pushAll(
  tl: Timeline,
  extra: (TimedEvent extends infer E ? (E extends TimedEvent ? Omit<E, 't' | 'duration'> : never) : never)[],
): Timeline {
  let t = tl.duration;
  for (const e of extra) {
    const duration = e.kind === 'move' ? 2 : e.kind === 'destroyed' ? 1.6 : e.kind === 'caption' ? 1.2 : 0.25;
    tl.events.push({ ...e, t, duration } as TimedEvent);
    t += duration;
  }
  tl.duration = t;
  return tl;
}
