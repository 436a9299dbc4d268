/**
 * Bombs and mines in the viewer: the tokens a battle drops lie on the mat from their `bomb` event until their
 * `detonation` event, each detonation flashes where its token lay, the events pass the timeline's schema (what a
 * live table's messages are checked against), and their words name pilots and tokens, never ids or catalog keys.
 */
import { describe, expect, it } from 'vitest';
import { timedEventSchema } from '../../../src/battle/timelineSchema.ts';
import { playBattle } from '../../../src/rules/xwing1e/engine.ts';
import { xwingWords } from '../../../src/rules/xwing1e/words.ts';
import { describeEvent, viewerNames } from '../../../src/state/eventText.ts';
import { buildBombSpans, MIN_BLAST_S } from '../../../src/state/playback/bombSpans.ts';
import { blastRingAt } from '../../../src/scene/effects/effectTiming.ts';
import { bomberBattle } from '../../rules/xwing1e/abilities/bombBattle.ts';

const { timeline } = playBattle(bomberBattle(2));
const drops = timeline.events.filter((e) => e.kind === 'bomb');
const detonations = timeline.events.filter((e) => e.kind === 'detonation');

describe('bomb tokens on the mat', () => {
  it('each token lies from its drop until its detonation (or the end), and each detonation flashes there', () => {
    expect(drops.length).toBeGreaterThan(3);
    const { tokens, blasts } = buildBombSpans(timeline);
    expect(tokens.map((t) => t.id)).toEqual(drops.map((e) => e.id));
    for (const drop of drops) {
      const token = tokens.find((t) => t.id === drop.id)!;
      const detonation = detonations.find((e) => e.id === drop.id);
      expect(token.fromS).toBe(drop.t);
      expect(token.untilS).toBe(detonation ? detonation.t : Infinity);
      expect(token.outline.length).toBe(drop.outline.length * 2);
      expect(token.outline.every(Number.isFinite)).toBe(true);
    }
    expect(blasts.map((b) => b.id)).toEqual(detonations.map((e) => e.id));
    for (const b of blasts) {
      const token = tokens.find((t) => t.id === b.id)!;
      expect([b.x, b.y]).toEqual([token.pose.x, token.pose.y]);
      expect(b.untilS - b.fromS).toBeGreaterThanOrEqual(MIN_BLAST_S);
      // A bomb's blast reaches Range 1 around it; a mine's stays on the ship that ran it over.
      expect(b.radiusMm).toBe(token.mine ? 30 : 100);
    }
  });

  it('one label stands for a set dropped together (Cluster Mines: "drop 1 cluster mine token set"), the card’s name', () => {
    const { tokens } = buildBombSpans(playBattle(bomberBattle(7)).timeline);
    const clusters = tokens.filter((t) => t.name === 'Cluster Mine');
    expect(clusters.length % 3).toBe(0);
    expect(clusters.length).toBeGreaterThan(0);
    for (let i = 0; i < clusters.length; i += 3)
      expect(clusters.slice(i, i + 3).map((t) => t.label)).toEqual(['Cluster Mines', null, null]);
    // Every other token reads its printed name.
    for (const t of tokens.filter((x) => x.name !== 'Cluster Mine')) expect(t.label).toBe(t.name);
  });

  it('the events pass the timeline schema', () => {
    for (const e of [...drops, ...detonations]) expect(timedEventSchema.safeParse(e).success).toBe(true);
    expect(timedEventSchema.safeParse({ ...drops[0], outline: [[Number.NaN, 0]] }).success).toBe(false);
  });

  it('the words name the pilots and the tokens ("Scimitar Squadron Pilot drops a Seismic Charge"), never ids', () => {
    const v = viewerNames(timeline, xwingWords);
    const texts = timeline.events
      .filter((e) => e.kind === 'bomb' || e.kind === 'detonation' || e.kind === 'caption')
      .map((e) => describeEvent(e, v));
    const ids = [...timeline.units.map((u) => u.id), ...drops.map((e) => e.id)];
    const keys = ['proximitymines', 'seismiccharges', 'protonbombs', 'ionbombs', 'clustermines', 'connernet'];
    for (const text of texts) {
      for (const id of ids) expect(text).not.toMatch(new RegExp(`(?<![\\w-])${id}(?![\\w-])`));
      for (const key of keys) expect(text).not.toContain(key);
      expect(text).not.toMatch(/(?<![\w-])[a-z][a-z0-9]*(?:-[a-z0-9]+)+(?![\w-])/);
    }
    expect(texts).toContain(describeEvent(drops[0]!, v));
    expect(texts.some((t) => /^Scimitar Squadron Pilot drops an? [A-Z]/.test(t))).toBe(true);
    expect(texts.some((t) => / detonates (under|near) [A-Z]/.test(t))).toBe(true);
  });
});

describe('the blast', () => {
  it('its shock ring runs out to the reach in the first 60 % of the flash, fading over the last 60 %', () => {
    expect(blastRingAt(-0.1)).toEqual({ reach: 0, brightness: 0 });
    expect(blastRingAt(0.025)).toEqual({ reach: 1 - (1 - 0.025 / 0.6) ** 3, brightness: 0.5 });
    expect(blastRingAt(0.3).reach).toBeCloseTo(0.875, 12);
    expect(blastRingAt(0.6)).toEqual({ reach: 1, brightness: 0.6666666666666667 });
    expect(blastRingAt(0.7).brightness).toBeCloseTo(0.5, 12);
    expect(blastRingAt(1)).toEqual({ reach: 0, brightness: 0 });
  });
});
