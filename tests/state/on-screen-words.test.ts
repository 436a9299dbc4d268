/**
 * Every text a viewer reads, for every demo (src/demo/*.json), at every event: the status bar, the dice tray,
 * the squad panel, the loaded-file summary, the stream overlays (squads, attack card, lower thirds, timer), the
 * ship labels, token markers and hit numbers, and a scenario's move log, all through the functions the viewer
 * draws them with. None may show an id from the file where the thing has a name, a JSON path, a catalog key
 * (kebab-, snake- or run-together lowercase like "escortcruiser"), or another rule system's terms.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Timeline } from '../../src/battle/timeline.ts';
import { ruleSystemFor, scenarioFormat } from '../../src/rules/registry.ts';
import { fileKindOf } from '../../src/state/fileKind.ts';
import { buildTraySpans, trayAtEvent } from '../../src/state/diceTray.ts';
import { describeEvent, type ViewerNames, viewerNames } from '../../src/state/eventText.ts';
import {
  battleSummaryText,
  moveLogText,
  scenarioDisplayNames,
  statusText,
  trayText,
  unitRowText,
} from '../../src/state/panelText.ts';
import { buildHitFlashes, hitNumbers } from '../../src/state/playback/hitFlashes.ts';
import { snapshotAt } from '../../src/state/playback/replay.ts';
import { buildStreamOverlayModel, streamOverlayAt } from '../../src/state/stream/streamOverlay.ts';
import { tokenMarkers } from '../../src/scene/tokenDisplay.ts';

/** Terms that belong to one rule system only: seen in another system's text, they are that system's words leaking. */
const OWN_TERMS: Readonly<Record<string, readonly RegExp[]>> = {
  'xwing-1e': [
    /\bevades?\b/i,
    /\bcrits?\b/i,
    /\bfocus\b/i,
    /\bstress\b/i,
    /\bPS \d/,
    /\bpilot skill\b/i,
    /\btarget lock\b/i,
    /\bbarrel roll\b/i,
    /\bKoiogran\b/i,
    /\bdebris cloud\b/i,
  ],
  'star-warriors': [/\bgame-turns?\b/i, /\bFire Table\b/i, /\bthrottle\b/i, /\bhazard\b/i, /\bbody\b/i],
  'fullthrust-sw': [/\bfire control\b/i, /\bthreshold\b/i, /\bhangar\b/i, /\bcapital ship/i, /\bADAF\b/],
};

/** Hyphenated English words a caption may use (everything else lowercase-hyphenated is taken for a catalog key). */
const ENGLISH_HYPHENATED = new Set(['face-down', 'game-turn', 'game-turns', 're-arm', 'to-hit']);

/** Why a text shown for a battle is wrong, or null. */
function problemOf(
  text: string,
  ids: readonly string[],
  keys: readonly string[],
  foreign: readonly RegExp[],
): string | null {
  for (const id of ids) {
    const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`).test(text)) return `the id "${id}"`;
  }
  if (/\w\[\d+\]|\.\w+\[/.test(text)) return 'a JSON path';
  for (const m of text.matchAll(/(?<![\w-])[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+(?![\w-])/g))
    if (!ENGLISH_HYPHENATED.has(m[0])) return `the key "${m[0]}"`;
  for (const key of keys) if (new RegExp(`(?<![\\w-])${key}(?![\\w-])`).test(text)) return `the catalog key "${key}"`;
  for (const term of foreign) if (term.test(text)) return `another system's term ${term}`;
  return null;
}

/** Every text the viewer shows for a battle's timeline, at every event (and a moment into it). */
function battleTexts(timeline: Timeline, v: ViewerNames, title: string | undefined, source: string): Set<string> {
  const out = new Set<string>();
  const add = (...texts: (string | null | undefined)[]) => {
    for (const t of texts) if (t) out.add(t);
  };
  const summary = battleSummaryText({ source, timeline, ...(title !== undefined ? { title } : {}) }, v);
  add(summary.name, summary.detail, ...timeline.sides.map((s) => s.name), ...timeline.units.map((u) => u.name));
  const spans = buildTraySpans(timeline);
  const model = buildStreamOverlayModel(timeline, v.words);
  const flashes = buildHitFlashes(timeline);
  for (const f of flashes) {
    const unit = timeline.units.find((u) => u.id === f.unit);
    if (unit) add(...hitNumbers(f, unit, v.words));
  }
  timeline.events.forEach((e, i) => {
    add(describeEvent(e, v));
    const snap = snapshotAt(timeline, e.t);
    const status = statusText(timeline, v, snap, i);
    add(status.round, status.phase, status.active, status.event);
    const tray = trayAtEvent(spans, timeline, i);
    if (tray) {
      const t = trayText(tray, v);
      add(t.title, t.result, ...t.rolls.flatMap((r) => [r.who, r.role, r.modifications]));
    }
    for (const u of timeline.units) {
      const now = snap.units[u.id];
      if (!now) continue;
      const row = unitRowText(u, now, v);
      add(row.name, row.skill, row.hull, row.shields, ...row.tokens.map((l) => l.text), ...row.damage);
      if (!timeline.grid) add(...tokenMarkers(snap, timeline, u.id, v.words).map((m) => m.text));
    }
    for (const at of [e.t + 1e-6, e.t + e.duration / 2]) {
      const view = streamOverlayAt(model, at);
      add(view.roundText, view.phase, view.active, view.timer.label);
      for (const s of view.squads)
        add(s.name, ...s.units.flatMap((u) => [u.name, u.ship, ...u.tokens.map((l) => l.text)]));
      for (const c of view.captions) add(c.title, c.detail);
      const card = view.attack;
      if (card) {
        add(card.attacker, card.defender, card.resultLine, card.damageLine);
        for (const r of card.rolls) add(r.name, ...r.modifications);
      }
    }
  });
  return out;
}

/** The ids of units and obstacles whose display name differs from the id. */
function hiddenIds(timeline: Timeline): string[] {
  const named = [
    ...timeline.units.map((u) => [u.id, u.name] as const),
    ...timeline.events.flatMap((e) => (e.kind === 'obstacle' ? [[e.id, e.name] as const] : [])),
  ];
  return named.filter(([id, name]) => id !== name).map(([id]) => id);
}

/** Lowercase run-together catalog keys of a timeline's units ("escortcruiser", "tiefighter"). */
function catalogKeys(timeline: Timeline): string[] {
  return [...new Set(timeline.units.map((u) => u.type))].filter((k) => /^[a-z0-9]+$/.test(k));
}

const DEMOS = readdirSync('src/demo')
  .filter((f) => f.endsWith('.json'))
  .map((f) => [f, JSON.parse(readFileSync(`src/demo/${f}`, 'utf8')) as unknown] as const);

describe('words on screen', () => {
  it('covers every demo: three battles and a scenario', () => {
    expect(DEMOS.map(([f, value]) => [f, fileKindOf(value)])).toEqual([
      ['demoBattle.json', 'battle'],
      ['demoScenario.json', 'scenario'],
      ['fullthrustBattle.json', 'battle'],
      ['starWarriorsBattle.json', 'battle'],
    ]);
  });

  for (const [file, value] of DEMOS.filter(([, v]) => fileKindOf(v) === 'battle')) {
    it(`${file}: names players know, in its own system's terms, at every event`, () => {
      const system = ruleSystemFor(value);
      const played = system.play(value);
      const { timeline } = played;
      const v = viewerNames(timeline, system.words);
      const foreign = Object.entries(OWN_TERMS).flatMap(([s, terms]) => (s === system.ruleset ? [] : terms));
      const ids = hiddenIds(timeline);
      const keys = catalogKeys(timeline);
      const texts = battleTexts(timeline, v, played.title, 'battle.json');
      const problems = [...texts].flatMap((t) => {
        const p = problemOf(t, ids, keys, foreign);
        return p ? [`${JSON.stringify(t)}: ${p}`] : [];
      });
      if (process.env.SHOW_WORDS) console.log(problems.join('\n'));
      expect(problems).toEqual([]);
      // Enough was looked at: one line per event kind at least, and the whole roster.
      expect(texts.size).toBeGreaterThan(timeline.units.length + 20);
    });
  }

  it('demoScenario.json: the move log and captions name ships and obstacles', () => {
    const [, value] = DEMOS.find(([f]) => f === 'demoScenario.json') ?? [];
    const format = scenarioFormat();
    const played = format.play(value);
    const names = scenarioDisplayNames(played.timeline);
    const v = viewerNames(played.timeline, ruleSystemFor({ ruleset: played.timeline.system }).words);
    const texts = [
      ...played.timeline.events.map((e) => describeEvent(e, v)),
      ...played.moves.flatMap((m) => {
        const row = moveLogText(m, names, format.maneuverName);
        return [row.ship, row.maneuver, ...row.badges.flatMap((b) => [b.text, b.title])];
      }),
    ];
    const ids = hiddenIds(played.timeline);
    const foreign = [...(OWN_TERMS['star-warriors'] ?? []), ...(OWN_TERMS['fullthrust-sw'] ?? [])];
    const problems = texts.flatMap((t) => {
      const p = problemOf(t, ids, catalogKeys(played.timeline), foreign);
      return p ? [`${JSON.stringify(t)}: ${p}`] : [];
    });
    expect(problems).toEqual([]);
  });
});

describe('the scan itself', () => {
  it('catches ids, JSON paths, catalog keys and another system’s terms', () => {
    const xwingTerms = OWN_TERMS['xwing-1e'] ?? [];
    expect(problemOf('Black Squadron Pilot bumps into luke', ['luke'], [], [])).toBe('the id "luke"');
    expect(problemOf('Luke Skywalker bumps into Black', ['luke'], [], [])).toBeNull();
    expect(problemOf('Rebel Alliance wins: players[0] has the last ships', [], [], [])).toBe('a JSON path');
    expect(problemOf('hits rock3', ['rock3'], [], [])).toBe('the id "rock3"');
    expect(problemOf('Tyrant · stardestroyer', [], ['stardestroyer'], [])).toBe('the catalog key "stardestroyer"');
    expect(problemOf('reveals bank-left-3', [], [], [])).toBe('the key "bank-left-3"');
    expect(problemOf('2 × face-down card', [], [], [])).toBeNull();
    expect(problemOf('HIT · 2 hits, 0 crits · 0 evades', [], [], xwingTerms)).toMatch(/another system's term/);
  });
});
