/**
 * Every text a viewer reads, for every demo (src/demo/*.json), at every event: the status bar, the dice tray,
 * the squad panel, the loaded-file summary, the stream overlays (squads, attack card, lower thirds, timer), the
 * ship labels, token markers and hit numbers, a scenario's move log, and dispute mode's editor, questions, mat
 * labels and verdicts (for the first-visit situation, the demo scenario and a busy one), and the recorder's
 * maneuver and action buttons and round log, all through the functions the pages draw them with. None may show an id from the file where the thing has a name, a JSON path, a catalog key
 * (kebab-, snake- or run-together lowercase like "escortcruiser"), or another rule system's terms.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Timeline } from '../../src/battle/timeline.ts';
import { ruleSystemFor, scenarioFormat } from '../../src/rules/registry.ts';
import { fileKindOf } from '../../src/state/fileKind.ts';
import { buildTraySpans, trayAtEvent } from '../../src/state/diceTray.ts';
import { describeEvent, type ViewerNames, viewerNames } from '../../src/state/eventText.ts';
import { eventIcon } from '../../src/state/eventIcons.ts';
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
import { allManeuverNames, MOVE_ACTION_NAMES, OBSTACLE_OUTLINES } from '../../src/kernel/index.ts';
import { parseScenario, type Scenario } from '../../src/rules/xwing1e/scenario/scenario.ts';
import { DEFAULT_SITUATION } from '../../src/state/dispute/defaultSituation.ts';
import {
  maneuverOption,
  nameClash,
  obstacleItemText,
  obstacleShapeName,
  questionOptions,
  shipItemText,
  situationNames,
} from '../../src/state/dispute/disputeText.ts';
import { SHIP_CHOICES } from '../../src/state/dispute/shipChoices.ts';
import {
  illegalSlideTexts,
  measureFigures,
  measureTitle,
  moveFigures,
  moveTitle,
  problemText,
} from '../../src/state/dispute/verdictText.ts';
import { disputeVerdicts, sayFor } from '../../src/state/dispute/verdicts.ts';
import {
  actionChoiceLabel,
  actionOptionLabel,
  maneuverLabel,
  roundLogLines,
} from '../../src/state/record/choiceText.ts';
import { previewText } from '../../src/state/record/movePreview.ts';

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
    add(status.round, status.phase, status.active, status.event, eventIcon(timeline.events, i, v)?.label);
    const tray = trayAtEvent(spans, timeline, i);
    if (tray) {
      const t = trayText(tray, v);
      add(t.title, t.result, ...t.rolls.flatMap((r) => [r.who, r.role, r.modifications]));
    }
    for (const u of timeline.units) {
      const now = snap.units[u.id];
      if (!now) continue;
      const row = unitRowText(u, now, v);
      add(row.name, row.skill, row.hull, row.shields, ...row.tokens.flatMap((l) => [l.text, l.beside]), ...row.damage);
      if (!timeline.grid) add(...tokenMarkers(snap, timeline, u.id, v.words).map((m) => m.text));
    }
    for (const at of [e.t + 1e-6, e.t + e.duration / 2]) {
      const view = streamOverlayAt(model, at);
      add(view.roundText, view.phase, view.active, view.timer.label, view.maneuver?.label);
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

    it(`${file}: the status bar's event line never repeats its round or phase header`, () => {
      const system = ruleSystemFor(value);
      const { timeline } = system.play(value);
      const v = viewerNames(timeline, system.words);
      const repeats = timeline.events.flatMap((e, i) => {
        const s = statusText(timeline, v, snapshotAt(timeline, e.t), i);
        const same = (a: string | null) => a !== null && a.toLowerCase() === s.event.toLowerCase();
        return same(s.round) || same(s.phase) ? [`event ${i}: ${s.round} / ${s.phase} / ${s.event}`] : [];
      });
      expect(repeats).toEqual([]);
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

/**
 * Every action the X-Wing engine takes (rules: ACTIONS; the moving ones from the kernel; Damage cards' repair
 * actions; upgrade cards' own "Action:" headers), as the timeline names them.
 */
const XWING_ACTIONS = [
  'focus',
  'evade',
  'target-lock',
  'cloak',
  ...MOVE_ACTION_NAMES,
  'repair-console-fire',
  'repair-damaged-sensor-array',
  'repair-structural-damage',
  'repair-weapon-malfunction',
  'marksmanship',
  'experthandling',
  'squadleader',
  'r2f2',
  'r5d8',
];

describe('actions and maneuvers in player words', () => {
  const value = DEMOS.find(([f]) => f === 'demoBattle.json')?.[1];
  const system = ruleSystemFor(value);
  const { timeline } = system.play(value);
  // The demo battle takes focus actions only: each of its focus events is copied as every other action.
  const at = timeline.events.findIndex((e) => e.kind === 'action');
  const focus = timeline.events[at];
  const luke = timeline.units.find((u) => u.id === 'luke');
  const mauler = timeline.units.find((u) => u.id === 'mauler');

  it('reads every action in captions, the status bar, its symbol and the overlays, never a key', () => {
    if (focus?.kind !== 'action' || !luke || !mauler) throw new Error('demo battle has no focus action');
    const copies = XWING_ACTIONS.map((action) => ({
      ...focus,
      unit: luke.id,
      action,
      ...(action === 'target-lock' ? { target: mauler.id } : {}),
    }));
    const events = [...timeline.events.slice(0, at), ...copies, ...timeline.events.slice(at + 1)];
    const withAll: Timeline = { ...timeline, events };
    const v = viewerNames(withAll, system.words);
    const texts = battleTexts(withAll, v, undefined, 'battle.json');
    const keys = [...catalogKeys(withAll), 'marksmanship', 'experthandling', 'squadleader', 'r2f2', 'r5d8'];
    const problems = [...texts].flatMap((t) => {
      const p = problemOf(t, hiddenIds(withAll), keys, []);
      return p ? [`${JSON.stringify(t)}: ${p}`] : [];
    });
    expect(problems).toEqual([]);
    const lock = copies.findIndex((c) => c.action === 'target-lock');
    expect(describeEvent(events[at + lock]!, v)).toBe('Luke Skywalker: target lock on "Mauler Mithel"');
    const roll = copies.findIndex((c) => c.action === 'barrel-roll-left');
    expect(describeEvent(events[at + roll]!, v)).toBe('Luke Skywalker: barrel roll left');
    const repair = copies.findIndex((c) => c.action === 'repair-damaged-sensor-array');
    expect(describeEvent(events[at + repair]!, v)).toBe('Luke Skywalker: repair Damaged Sensor Array');
  });

  it("reads every action and maneuver on the recorder's buttons and in its round log, never a key", () => {
    const names = new Map([
      ['luke', 'Luke Skywalker'],
      ['mauler', '"Mauler Mithel"'],
    ]);
    const choices = XWING_ACTIONS.map((action) => ({
      action,
      ...(action === 'target-lock' ? { target: 'mauler' } : {}),
      ...(action.startsWith('barrel-roll') ? { slide: 12.4 } : {}),
    }));
    const texts = [
      ...choices.map((c) => actionChoiceLabel(c, names)),
      ...choices.map((c) => actionOptionLabel({ choice: c, final: { x: 310, y: 420, headingDeg: 90 } }, names)),
      ...allManeuverNames().map(maneuverLabel),
      ...allManeuverNames().map((m) =>
        previewText({ maneuver: m, outcome: 'clear', bumped: [], obstaclesHit: [] } as never, names, new Map()),
      ),
      ...roundLogLines(
        {
          dials: { luke: 'bank-right-2' },
          actions: { luke: { action: 'target-lock', target: 'mauler' }, mauler: { action: 'barrel-roll-left' } },
          adjustments: [{ kind: 'die-face', ship: 'luke', roll: 0, die: 0, face: 'hit' } as never],
        },
        (id) => names.get(id) ?? id,
      ),
    ];
    const keys = ['marksmanship', 'experthandling', 'squadleader', 'r2f2', 'r5d8'];
    const problems = texts.flatMap((t) => {
      const p = problemOf(t, ['luke', 'mauler'], keys, []);
      return p ? [`${JSON.stringify(t)}: ${p}`] : [];
    });
    expect(problems).toEqual([]);
    expect(actionChoiceLabel({ action: 'target-lock', target: 'luke' }, names)).toBe('Target lock → Luke Skywalker');
    expect(actionChoiceLabel({ action: 'barrel-roll-left' }, names)).toBe('Barrel roll left');
    expect(actionChoiceLabel({ action: 'r2f2' }, names)).toBe('R2-F2');
    expect(actionOptionLabel({ choice: choices[4]!, final: { x: 310.4, y: 420, headingDeg: 90 } }, names)).toBe(
      'Barrel roll left (to x 310, y 420, slide 12 mm)',
    );
    expect(maneuverLabel('bank-right-2')).toBe('Bank right 2');
    expect(maneuverLabel('koiogran-4')).toBe('Koiogran turn 4');
  });
});

describe('counters and rosters in each system’s words', () => {
  const play = (file: string) => {
    const value = DEMOS.find(([f]) => f === file)?.[1];
    const system = ruleSystemFor(value);
    const played = system.play(value);
    return { system, played, v: viewerNames(played.timeline, system.words) };
  };
  const firstHit = (file: string, unit: string) => {
    const { system, played } = play(file);
    const flash = buildHitFlashes(played.timeline).find((f) => f.unit === unit);
    const row = played.timeline.units.find((u) => u.id === unit);
    return flash && row ? hitNumbers(flash, row, system.words) : [];
  };

  it('counts a Full Thrust fleet as capital ships and squadrons, the others as ships', () => {
    const detail = (file: string) => {
      const { played, v } = play(file);
      return battleSummaryText({ source: 'battle.json', timeline: played.timeline }, v).detail;
    };
    expect(detail('fullthrustBattle.json')).toBe(
      '4 capital ships, 10 squadrons · 1 asteroid field, 1 planet · 6 rounds',
    );
    expect(detail('demoBattle.json')).toBe('3 ships · 6 asteroids · 9 rounds');
    expect(detail('starWarriorsBattle.json')).toBe('7 ships · no obstacles · 10 game-turns');
  });

  it('shows no shields counter for a ship without shields (a TIE), in the squad panel', () => {
    const { played, v } = play('demoBattle.json');
    const snap = snapshotAt(played.timeline, 0);
    const mauler = played.timeline.units.find((u) => u.id === 'mauler')!;
    const luke = played.timeline.units.find((u) => u.id === 'luke')!;
    expect(unitRowText(mauler, snap.units.mauler!, v)).toMatchObject({ hull: 'Hull 3/3', shields: null });
    expect(unitRowText(luke, snap.units.luke!, v)).toMatchObject({ hull: 'Hull 3/3', shields: 'Shields 2/2' });
  });

  it('says what a hit took in the system’s counters: hull, fighters, body', () => {
    expect(firstHit('demoBattle.json', 'mauler')).toEqual(['−2 hull', 'Damaged Cockpit']);
    expect(firstHit('fullthrustBattle.json', 'gold')).toEqual(['−2 fighters']);
    expect(firstHit('fullthrustBattle.json', 'tyrant')).toEqual(['−2 hull']);
    expect(firstHit('starWarriorsBattle.json', 'tie-interceptor-2')).toEqual(['−1 body', 'body damage 1']);
  });

  it('says how a Star Warriors battle ended without repeating its game-turns', () => {
    expect(play('starWarriorsBattle.json').played.status).toBe('10 game-turns; Galactic Empire has no ships left');
  });
});

/** Every text dispute mode shows for a situation: the editor's list and selected item, the questions' options, the mat's labels, and every verdict. */
function disputeTexts(s: Scenario): Set<string> {
  const out = new Set<string>();
  const add = (...texts: (string | null | undefined)[]) => {
    for (const t of texts) if (t) out.add(t);
  };
  const names = situationNames(s);
  for (const x of s.ships) {
    const item = shipItemText(x, names);
    add(item.name, item.detail, `Remove ${item.name}`, nameClash(s, x.id));
  }
  for (const o of s.obstacles ?? []) {
    const item = obstacleItemText(o, names);
    add(item.name, item.detail, `Remove ${item.name}`);
  }
  const options = questionOptions(s);
  add(...options.ships.map((o) => o.label), ...options.targets.map((o) => o.label));
  const say = sayFor(s);
  const { moves, measures } = disputeVerdicts(s);
  for (const v of moves) {
    add(moveTitle(v, say), ...illegalSlideTexts(v), ...v.lines.map((l) => l.text), ...v.ghosts.map((g) => g.label));
    add(...moveFigures(v, say, 'm').flatMap((f) => [f.label, f.shown]), ...v.slides.map((x) => x.reason));
  }
  for (const v of measures) {
    add(measureTitle(v, say), ...v.lines.map((l) => l.text));
    add(...measureFigures(v, say, 'r').flatMap((f) => [f.label, f.shown]));
  }
  return out;
}

/** The ids of a situation's ships and obstacles that have a name of their own. */
function situationIds(s: Scenario): string[] {
  const names = situationNames(s);
  return [...names].filter(([id, name]) => id !== name).map(([id]) => id);
}

/** A situation with everything the editor can hold: a large ship, a debris token flipped, a custom polygon, slides, a ship that flees, a check to an obstacle. */
const BUSY: Scenario = {
  ...DEFAULT_SITUATION,
  ships: [
    ...DEFAULT_SITUATION.ships,
    { id: 'y1', size: 'large', ship: 'YT-1300', faction: 'rebel', x: 700, y: 150, heading: 90 },
    { id: 'tie2', size: 'small', ship: 'TIE Fighter', name: 'Night Beast', x: 30, y: 600, heading: 180 },
  ],
  obstacles: [
    ...(DEFAULT_SITUATION.obstacles ?? []),
    { id: 'deb', shape: 'debris-2', x: 820, y: 160, rotation: 10, flipped: true },
    {
      id: 'poly1',
      polygon: [
        [0, 0],
        [30, 0],
        [0, 30],
      ],
      kind: 'debris',
      x: 300,
      y: 700,
    },
  ],
  moves: [
    { ship: 'red1', maneuver: 'straight-2' },
    { ship: 'tie1', maneuver: 'barrel-roll-left' },
    { ship: 'tie1', maneuver: 'tallon-left-2', slide: 3 },
    { ship: 'y1', maneuver: 'bank-left-3' },
    { ship: 'tie2', maneuver: 'straight-3' },
    { ship: 'tie2', maneuver: 'straight-1' },
    { ship: 'y1', maneuver: 'decloak-left' },
  ],
  measure: [
    { from: 'tie1', to: 'red1' },
    { from: 'red1', to: 'rock1' },
    { from: 'y1', to: 'deb' },
    { from: 'red1', to: 'y1' },
  ],
};

const SITUATIONS: [string, Scenario][] = [
  ['the first-visit situation', DEFAULT_SITUATION],
  ['demoScenario.json', parseScenario(DEMOS.find(([f]) => f === 'demoScenario.json')?.[1])],
  ['a busy situation', BUSY],
];

describe('dispute mode words', () => {
  const foreign = [...(OWN_TERMS['star-warriors'] ?? []), ...(OWN_TERMS['fullthrust-sw'] ?? [])];
  const keys = SHIP_CHOICES.map((c) => c.xws);
  for (const [what, s] of SITUATIONS) {
    it(`${what}: the editor, questions and verdicts name ships and obstacles, never their ids`, () => {
      const texts = disputeTexts(s);
      const problems = [...texts].flatMap((t) => {
        const p = problemOf(t, situationIds(s), keys, foreign);
        return p ? [`${JSON.stringify(t)}: ${p}`] : [];
      });
      expect(problems).toEqual([]);
      expect(texts.size).toBeGreaterThan(20);
    });
  }

  it('calls the first-visit situation’s ships, rock and question as a player does (hand-written)', () => {
    const s = DEFAULT_SITUATION;
    const names = situationNames(s);
    expect(s.ships.map((x) => shipItemText(x, names))).toEqual([
      { name: 'X-wing', detail: 'small base · Rebel Alliance' },
      { name: 'TIE Fighter', detail: 'small base · Galactic Empire' },
    ]);
    expect((s.obstacles ?? []).map((o) => obstacleItemText(o, names))).toEqual([
      { name: 'Asteroid', detail: 'asteroid token 4' },
    ]);
    const say = sayFor(s);
    const { moves, measures } = disputeVerdicts(s);
    expect(moveTitle(moves[0]!, say)).toBe('1. X-wing · straight 2');
    expect(moves[0]!.lines[0]!.text).toMatch(/^X-wing executes straight 2: ends at/);
    expect(moveFigures(moves[0]!, say, 'm').find((f) => f.id === 'm-bumped')).toEqual({
      id: 'm-bumped',
      label: 'bumped',
      value: ['tie1'],
      shown: 'TIE Fighter',
    });
    expect(measureTitle(measures[0]!, say)).toBe('R1. TIE Fighter → X-wing');
    expect(questionOptions(s).targets).toEqual([
      { value: 'red1', label: 'X-wing' },
      { value: 'tie1', label: 'TIE Fighter' },
      { value: 'rock1', label: 'Asteroid' },
    ]);
  });

  it('offers every maneuver, action and obstacle token in words', () => {
    const offered = [
      ...allManeuverNames().map((m) => maneuverOption(m).label),
      ...MOVE_ACTION_NAMES.map((m) => maneuverOption(m).label),
      ...Object.keys(OBSTACLE_OUTLINES).map(obstacleShapeName),
    ];
    expect(offered.flatMap((t) => (problemOf(t, [], [], []) ? [t] : []))).toEqual([]);
    expect(maneuverOption('koiogran-4')).toEqual({ value: 'koiogran-4', label: 'Koiogran turn 4' });
    expect(obstacleShapeName('debris-2')).toBe('debris cloud token 2');
  });

  it('says where a problem lies by name, not by JSON path', () => {
    const s = DEFAULT_SITUATION;
    expect(problemText(s, { path: 'ships[1].heading', message: 'expected a number' })).toBe(
      'TIE Fighter (heading): expected a number',
    );
    expect(problemText(s, { path: 'moves[0].maneuver', message: 'expected a maneuver' })).toBe(
      'move 1 (maneuver): expected a maneuver',
    );
    expect(problemText(s, { path: 'measure[0]', message: 'x' })).toBe('range check 1: x');
  });

  it('names two ships of a type by number, a named one by its name, and warns of a name used twice', () => {
    const twins: Scenario = {
      ...DEFAULT_SITUATION,
      ships: [
        ...DEFAULT_SITUATION.ships,
        { id: 'tie2', size: 'small', ship: 'TIE Fighter', x: 600, y: 600, heading: 0 },
        { id: 'ace', size: 'small', ship: 'TIE Fighter', name: 'X-wing', x: 700, y: 700, heading: 0 },
      ],
    };
    expect(questionOptions(twins).ships.map((o) => o.label)).toEqual([
      'X-wing',
      'TIE Fighter 1',
      'TIE Fighter 2',
      'X-wing',
    ]);
    expect(nameClash(twins, 'ace')).toBe('another ship is also called X-wing');
    expect(nameClash(twins, 'tie2')).toBeNull();
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
