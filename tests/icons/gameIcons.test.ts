/**
 * The game symbols: every glyph the viewer draws is the character xwing-miniatures-font's icons-map.json gives
 * that name, and the vendored TTF really has an outline for it (its cmap maps the character to a glyph with
 * contours, read from the font's own tables); dice faces, tokens, actions and maneuvers pick the symbols a
 * player expects; an event's symbol follows the maneuver revealed or the action taken.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TimedEvent } from '../../src/battle/timeline.ts';
import {
  actionGlyph,
  dieFaceGlyph,
  GLYPHS,
  type GlyphName,
  maneuverGlyph,
  tokenGlyph,
} from '../../src/icons/gameIcons.ts';
import { allManeuverNames, MOVE_ACTION_NAMES } from '../../src/kernel/index.ts';
import { xwingWords } from '../../src/rules/xwing1e/words.ts';
import { starWarriorsWords } from '../../src/rules/star-warriors/words.ts';
import { eventIcon } from '../../src/state/eventIcons.ts';
import { buildStreamOverlayModel, streamOverlayAt } from '../../src/state/stream/streamOverlay.ts';
import { parseBattleFile } from '../../src/rules/xwing1e/battleFile.ts';
import { playBattle } from '../../src/rules/xwing1e/engine.ts';
import demo from '../../src/demo/demoBattle.json';
import { viewerNames } from '../../src/state/eventText.ts';
import type { Timeline } from '../../src/battle/timeline.ts';

const DIR = 'src/icons/xwing-miniatures';
const iconsMap = JSON.parse(readFileSync(`${DIR}/icons-map.json`, 'utf8')) as { icons: Record<string, string> };

/** The TrueType tables' offsets by tag (the table directory after the 12-byte offset table). */
function tableOffsets(font: Buffer): Map<string, number> {
  const tables = new Map<string, number>();
  for (let i = 0; i < font.readUInt16BE(4); i++) {
    const rec = 12 + 16 * i;
    tables.set(font.toString('latin1', rec, rec + 4), font.readUInt32BE(rec + 8));
  }
  return tables;
}

/** The glyph index of a BMP code point in the font's Windows Unicode cmap (format 4), 0 when unmapped. */
function glyphIndex(font: Buffer, cmap: number, code: number): number {
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i++) {
    const rec = cmap + 4 + 8 * i;
    const sub = cmap + font.readUInt32BE(rec + 4);
    if (font.readUInt16BE(rec) !== 3 || font.readUInt16BE(rec + 2) !== 1 || font.readUInt16BE(sub) !== 4) continue;
    const segs = font.readUInt16BE(sub + 6) / 2;
    const ends = sub + 14;
    const starts = ends + 2 * segs + 2;
    const deltas = starts + 2 * segs;
    const ranges = deltas + 2 * segs;
    for (let s = 0; s < segs; s++) {
      const start = font.readUInt16BE(starts + 2 * s);
      if (code > font.readUInt16BE(ends + 2 * s) || code < start) continue;
      const range = font.readUInt16BE(ranges + 2 * s);
      const delta = font.readUInt16BE(deltas + 2 * s);
      if (range === 0) return (code + delta) & 0xffff;
      const g = font.readUInt16BE(ranges + 2 * s + range + 2 * (code - start));
      return g === 0 ? 0 : (g + delta) & 0xffff;
    }
  }
  return 0;
}

/** How many bytes of outline a glyph has (loca; 0 for an empty glyph such as a space). */
function outlineBytes(font: Buffer, tables: Map<string, number>, glyph: number): number {
  const head = tables.get('head') ?? 0;
  const loca = tables.get('loca') ?? 0;
  const long = font.readInt16BE(head + 50) === 1;
  const at = (i: number) => (long ? font.readUInt32BE(loca + 4 * i) : font.readUInt16BE(loca + 2 * i) * 2);
  return at(glyph + 1) - at(glyph);
}

describe('the vendored xwing-miniatures font', () => {
  const font = readFileSync(`${DIR}/xwing-miniatures.ttf`);
  const tables = tableOffsets(font);

  it('is a TrueType font with its MIT licence beside it', () => {
    expect(font.readUInt32BE(0)).toBe(0x00010000);
    expect(tables.has('cmap') && tables.has('glyf') && tables.has('loca')).toBe(true);
    const licence = readFileSync(`${DIR}/LICENSE`, 'utf8');
    expect(licence).toContain('The MIT License (MIT)');
    expect(licence).toContain('Copyright (c) 2014-2017 Geordan Rosario, Josh Derksen');
  });

  it.each(Object.entries(GLYPHS))(
    'draws %s with the character icons-map.json names, and has its outline',
    (name, ch) => {
      expect(ch, 'one character').toHaveLength(1);
      expect(ch).toBe(iconsMap.icons[name]);
      const glyph = glyphIndex(font, tables.get('cmap') ?? 0, ch.charCodeAt(0));
      expect(glyph, `U+${ch.charCodeAt(0).toString(16)} is in the cmap`).toBeGreaterThan(0);
      expect(outlineBytes(font, tables, glyph), 'the glyph has contours').toBeGreaterThan(0);
    },
  );

  it('maps a character the font lacks to no glyph (the check above can fail)', () => {
    expect(glyphIndex(font, tables.get('cmap') ?? 0, 0x4e00)).toBe(0);
  });
});

describe('which symbol stands for what', () => {
  it('draws the four X-Wing die faces with their symbols and leaves a blank (and other games’ numbers) empty', () => {
    expect(['hit', 'crit', 'focus', 'evade', 'blank', '6'].map(dieFaceGlyph)).toEqual([
      'hit',
      'crit',
      'focus',
      'evade',
      null,
      null,
    ]);
  });

  it('draws each token the X-Wing engine hands out as its cardboard token', () => {
    const tokens = ['focus', 'evade', 'stress', 'lock', 'shield', 'ion', 'cloak', 'crit', 'weapons-disabled'];
    expect(tokens.map(tokenGlyph)).toEqual([
      'token-focus',
      'token-evade',
      'token-stress',
      'token-lock',
      'token-shield',
      'token-ion',
      'token-cloak',
      'token-crit',
      'token-disarm',
    ]);
    expect(tokenGlyph('aboard')).toBeNull();
  });

  it('draws every action the engine performs with its action-bar symbol, moving actions by their family', () => {
    const engine = ['focus', 'evade', 'target-lock', 'cloak'];
    expect(engine.map(actionGlyph)).toEqual(['focus', 'evade', 'lock', 'cloak']);
    expect(MOVE_ACTION_NAMES.map(actionGlyph)).toEqual<GlyphName[]>([
      'barrelroll',
      'barrelroll',
      'boost',
      'boost',
      'boost',
      'cloak',
      'cloak',
      'cloak',
    ]);
    expect(actionGlyph('repair-console-fire')).toBeNull();
  });

  it('draws every maneuver the kernel knows as its dial symbol and speed', () => {
    for (const name of allManeuverNames()) expect(maneuverGlyph(name), name).not.toBeNull();
    expect(maneuverGlyph('bank-left-2')).toEqual({ glyph: 'bankleft', speed: 2 });
    expect(maneuverGlyph('koiogran-4')).toEqual({ glyph: 'kturn', speed: 4 });
    expect(maneuverGlyph('segnor-right-3')).toEqual({ glyph: 'sloopright', speed: 3 });
    expect(maneuverGlyph('tallon-left-2')).toEqual({ glyph: 'trollleft', speed: 2 });
    expect(maneuverGlyph('stationary-0')).toEqual({ glyph: 'stop', speed: 0 });
    expect(maneuverGlyph('forward 3')).toBeNull();
  });
});

describe('the symbol beside an event', () => {
  const timeline = { units: [{ id: 'a', name: 'Luke Skywalker' }], sides: [], events: [] } as unknown as Timeline;
  const v = viewerNames(timeline, xwingWords);
  const at = (t: number, e: Record<string, unknown>) => ({ t, duration: 1, ...e }) as TimedEvent;
  const pose = { x: 0, y: 0, headingDeg: 0 };
  const events = [
    at(0, { kind: 'reveal', unit: 'a', maneuver: 'bank-left-2', difficulty: 'green' }),
    at(1, {
      kind: 'move',
      unit: 'a',
      from: pose,
      to: pose,
      path: { kind: 'template', maneuver: 'bank-left-2', size: 'small', progress: 1, rotationDeg: 0 },
    }),
    at(2, { kind: 'action', unit: 'a', action: 'barrel-roll-right' }),
    at(3, { kind: 'move', unit: 'a', from: pose, to: pose, path: { kind: 'slide', template: 'straight-1' } }),
    at(4, { kind: 'action', unit: 'a', action: 'target-lock', target: 'b' }),
    at(5, { kind: 'round', round: 2 }),
  ];

  it('shows the maneuver revealed with its difficulty, and the same on the move that flies it', () => {
    const bank = { kind: 'maneuver', maneuver: 'bank-left-2', label: 'bank left 2', difficulty: 'green' };
    expect(eventIcon(events, 0, v)).toEqual(bank);
    expect(eventIcon(events, 1, v)).toEqual(bank);
  });

  it('shows an action’s symbol on the action and on the move a moving action makes', () => {
    const roll = { kind: 'action', glyph: 'barrelroll', label: 'barrel roll right' };
    expect(eventIcon(events, 2, v)).toEqual(roll);
    expect(eventIcon(events, 3, v)).toEqual(roll);
    expect(eventIcon(events, 4, v)).toEqual({ kind: 'action', glyph: 'lock', label: 'target lock' });
    expect(eventIcon(events, 5, v)).toBeNull();
  });

  it('shows none for a rule system without the symbols', () => {
    expect(eventIcon(events, 0, viewerNames(timeline, starWarriorsWords))).toBeNull();
  });
});

describe('the maneuver beside the ship activating on the stream', () => {
  const { timeline } = playBattle(parseBattleFile(demo));
  const model = buildStreamOverlayModel(timeline, xwingWords);
  const events = timeline.events;
  const red = events.find((e): e is TimedEvent & { kind: 'reveal' } => e.kind === 'reveal' && e.difficulty === 'red')!;

  it('shows the revealed maneuver in its colour from the reveal until the next activation', () => {
    const shown = {
      kind: 'maneuver',
      maneuver: red.maneuver,
      label: xwingWords.maneuver(red.maneuver),
      difficulty: 'red',
    };
    expect(streamOverlayAt(model, red.t + 0.01).maneuver).toEqual(shown);
    const next = events.find((e) => e.t > red.t && (e.kind === 'activation' || e.kind === 'phase'))!;
    expect(streamOverlayAt(model, next.t - 0.01).maneuver).toEqual(shown);
    const after = streamOverlayAt(model, next.t + 0.01);
    if (after.maneuver) expect(after.maneuver).not.toEqual(shown);
  });

  it('shows none in combat (the active ship is the attacker) nor before the reveal', () => {
    const attack = events.find((e) => e.kind === 'attack')!;
    expect(streamOverlayAt(model, attack.t + 0.01).maneuver).toBeNull();
    expect(streamOverlayAt(model, red.t - 0.01).maneuver?.maneuver ?? null).not.toBe(red.maneuver);
  });
});
