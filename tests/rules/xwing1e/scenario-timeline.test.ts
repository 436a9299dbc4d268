/**
 * A scenario becomes a timeline: the same obstacle / place / move events a battle produces, with the moves
 * exactly as `holotable resolve` resolves them, and templates that are the kernel's own (one place for the
 * action → template table and the sideways rectangle).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { snapshotAt } from '../../../src/state/playback/replay.ts';
import type { TimedEvent } from '../../../src/battle/timeline.ts';
import {
  ACTION_TEMPLATES,
  deltaDeg,
  laidTemplates,
  MOVE_ACTION_NAMES,
  type MoveActionName,
  resolveAction,
  type TemplateShape,
} from '../../../src/kernel/index.ts';
import { scenarioFormat } from '../../../src/rules/registry.ts';
import { xwingWords } from '../../../src/rules/xwing1e/words.ts';
import { resolveScenario } from '../../../src/rules/xwing1e/scenario/resolveScenario.ts';
import { parseScenarioText, type Scenario, tableOfScenario } from '../../../src/rules/xwing1e/scenario/scenario.ts';
import { playScenario } from '../../../src/rules/xwing1e/scenario/scenarioTimeline.ts';
import { moveTemplates } from '../../../src/state/playback/moveTemplates.ts';
import { buildPlaybackModel, HOP_MM, hopHeightAt } from '../../../src/state/playback/playbackModel.ts';
import { moveAtEvent, prepareScenario } from '../../../src/state/prepareScenario.ts';

const example = (name: string) => parseScenarioText(readFileSync(`examples/${name}.json`, 'utf8'));
type MoveEvent = TimedEvent & { kind: 'move' };

const busy: Scenario = {
  ships: [
    { id: 'a', size: 'small', x: 200, y: 200, heading: 90 },
    { id: 'b', size: 'small', x: 400, y: 200, heading: 90 },
    { id: 'big', size: 'large', x: 650, y: 300, heading: 0 },
    { id: 'edge', size: 'small', x: 30, y: 600, heading: 180 },
  ],
  obstacles: [{ id: 'rock', shape: 'asteroid-3', x: 470, y: 420 }],
  moves: [
    { ship: 'a', maneuver: 'barrel-roll-left', slide: 7 },
    { ship: 'b', maneuver: 'boost-bank-right' },
    { ship: 'big', maneuver: 'barrel-roll-right', slide: -15 },
    { ship: 'a', maneuver: 'decloak-forward' },
    { ship: 'edge', maneuver: 'straight-3' },
    { ship: 'edge', maneuver: 'straight-1' },
    { ship: 'big', maneuver: 'decloak-left' },
    { ship: 'b', maneuver: 'koiogran-2' },
  ],
};

const rect = (t: TemplateShape | null) => (t?.kind === 'rect' ? Array.from(t.polygon) : null);

describe('a scenario as a timeline', () => {
  it('resolves exactly the moves holotable resolve prints, and ends every move on its final pose', () => {
    for (const s of [example('spec-example'), example('bump-through'), busy]) {
      const played = playScenario(s);
      expect(played.moves).toEqual(resolveScenario(s).moves);
      const end = snapshotAt(played.timeline, played.timeline.duration);
      played.moves.forEach((r, i) => {
        const e = played.timeline.events[played.moveEvents[i]!]!;
        if (!r.legal) {
          expect(e.kind).toBe('caption');
          return;
        }
        expect(e.kind).toBe('move');
        const m = e as MoveEvent;
        expect(m.unit).toBe(r.ship);
        expect(m.to).toEqual(r.final);
      });
      const last = new Map(played.moves.filter((r) => r.legal).map((r) => [r.ship, r]));
      for (const [id, r] of last) {
        if (r.fled) expect(end.units[id]!.destroyed).toBe(true);
        else {
          expect(end.units[id]!.pose.x).toBe(r.final.x);
          expect(end.units[id]!.pose.y).toBe(r.final.y);
          expect(deltaDeg(end.units[id]!.pose.heading, r.final.heading)).toBeCloseTo(0, 9);
        }
      }
    }
  });

  it('puts the obstacles and ships on the table with the same events a battle uses, all at the start', () => {
    const { timeline } = playScenario(example('spec-example'));
    const setup = timeline.events.filter((e) => e.kind === 'obstacle' || e.kind === 'place');
    expect(setup.map((e) => e.kind)).toEqual(['obstacle', 'obstacle', 'place', 'place']);
    for (const e of setup) expect(e.t).toBe(0);
    expect(timeline.units.map((u) => u.id)).toEqual(['red1', 'tie2']);
    expect(timeline.system).toBe('xwing-1e');
  });

  it('a bump: the template that counts is the length the kernel reports, the full one is laid whole', () => {
    const played = playScenario(example('bump-through'));
    const i = played.moves.findIndex((r) => r.bumped.length > 0);
    const r = played.moves[i]!;
    const e = played.timeline.events[played.moveEvents[i]!] as MoveEvent;
    const laid = moveTemplates(e, 'small');
    expect(laid.counts?.kind).toBe('rect');
    expect(laid.full?.kind).toBe('rect');
    const length = (t: TemplateShape | null) => {
      const p = rect(t)!;
      return Math.hypot(p[2]! - p[0]!, p[3]! - p[1]!);
    };
    expect(length(laid.counts)).toBeCloseTo(r.templateLengthMm!, 9);
    expect(length(laid.full)).toBeCloseTo(120, 9);
  });

  it("sideways moves lay exactly the kernel's template, read back from the event", () => {
    for (const k of [0, 2]) {
      const mv = busy.moves![k]!;
      const first: Scenario = { ...busy, moves: [mv] };
      const kernel = resolveAction(tableOfScenario(first), mv.ship, mv.maneuver as MoveActionName, mv.slide);
      const played = playScenario(first);
      const e = played.timeline.events[played.moveEvents[0]!]!;
      if (!kernel.legal) {
        expect(e.kind).toBe('caption');
        continue;
      }
      const size = busy.ships.find((s) => s.id === mv.ship)!.size;
      const fromEvent = rect(moveTemplates(e as MoveEvent, size).counts)!;
      const fromKernel = rect(kernel.laid)!;
      expect(fromEvent.length).toBe(8);
      fromEvent.forEach((v, i) => expect(v).toBeCloseTo(fromKernel[i]!, 9));
    }
  });

  it('every action has one template, used by the kernel and the events', () => {
    for (const a of MOVE_ACTION_NAMES) {
      const t = ACTION_TEMPLATES[a];
      if (t.kind === 'forward') {
        const laid = laidTemplates({ x: 400, y: 400, headingDeg: 90 }, 'small', {
          kind: 'maneuver',
          maneuver: t.maneuver,
          progress: 1,
        });
        expect(laid.counts).not.toBeNull();
      } else expect([1, 2]).toContain(t.straightSpeed);
    }
    const forward = playScenario(busy).timeline.events.filter((e): e is MoveEvent => e.kind === 'move');
    const boost = forward.find((e) => e.unit === 'b')!;
    expect(boost.path).toEqual({
      kind: 'template',
      maneuver: 'bank-right-1',
      size: 'small',
      progress: 1,
      rotationDeg: 0,
    });
  });

  it('a ship that flees is destroyed, flies off, and takes no further moves', () => {
    const played = playScenario(busy);
    const i = played.moves.findIndex((r) => r.ship === 'edge' && r.fled && r.legal);
    const e = played.timeline.events[played.moveEvents[i]! + 1]!;
    expect(e).toMatchObject({ kind: 'destroyed', unit: 'edge', cause: 'fled the battlefield' });
    expect(played.timeline.events[played.moveEvents[i + 1]!]!.kind).toBe('caption');
    expect(buildPlaybackModel(played.timeline).flights.map((f) => f.unit)).toEqual(['edge']);
  });
});

describe('the viewer loads a scenario through the registry', () => {
  it('a sideways slide hops the model, highest halfway; other moves do not', () => {
    const played = playScenario(busy);
    const model = buildPlaybackModel(played.timeline);
    const roll = played.timeline.events[played.moveEvents[0]!] as MoveEvent;
    expect(hopHeightAt(model, 'a', roll.t + roll.duration / 2)).toBeCloseTo(HOP_MM, 9);
    expect(hopHeightAt(model, 'a', roll.t + roll.duration)).toBe(0);
    const boost = played.timeline.events[played.moveEvents[1]!] as MoveEvent;
    expect(hopHeightAt(model, 'b', boost.t + boost.duration / 2)).toBe(0);
  });

  it('prepares the timeline and its playback model; the move log follows the event index', () => {
    const text = readFileSync('examples/spec-example.json', 'utf8');
    const loaded = prepareScenario(JSON.parse(text), 'spec-example.json', scenarioFormat(), 1, xwingWords);
    expect(loaded.kind).toBe('scenario');
    expect(loaded.playback.templates.length).toBe(loaded.moves.filter((m) => m.legal).length);
    expect(moveAtEvent(loaded.moveEvents, -1)).toBe(-1);
    expect(moveAtEvent(loaded.moveEvents, loaded.moveEvents[0]! - 1)).toBe(-1);
    expect(moveAtEvent(loaded.moveEvents, loaded.moveEvents[0]!)).toBe(0);
    expect(moveAtEvent(loaded.moveEvents, loaded.timeline.events.length)).toBe(loaded.moves.length - 1);
    expect(scenarioFormat().resolve(JSON.parse(text))).toEqual(resolveScenario(parseScenarioText(text)));
  });
});
