/**
 * The control channel's messages and the stream page's URL settings: commands and state validated (a bad one
 * refused naming the field), carried between two BroadcastChannels of the same name (Node has them too).
 */
import { describe, expect, it } from 'vitest';
import { parseStreamParams } from '../../../src/state/stream/streamParams.ts';
import {
  type ControlMessage,
  parseControlMessage,
  parseStateMessage,
  STREAM_CHANNEL,
  type StreamStateMessage,
} from '../../../src/state/stream/streamSync.ts';
import { appModeOf, unknownModeMessage } from '../../../src/ui/appMode.ts';

describe('control messages', () => {
  it('accepts every command', () => {
    const commands: ControlMessage[] = [
      { type: 'hello' },
      { type: 'play' },
      { type: 'pause' },
      { type: 'seek', timeS: 12.5 },
      { type: 'speed', speed: 2 },
      { type: 'camera', mode: 'top' },
      { type: 'caption', text: 'Round of the day', seconds: 6 },
      { type: 'clear-captions' },
      { type: 'restart-timer' },
    ];
    for (const c of commands) expect(parseControlMessage(c)).toEqual({ ok: true, message: c });
  });

  it('refuses a bad one naming the field', () => {
    expect(parseControlMessage({ type: 'seek', timeS: -1 })).toEqual({
      ok: false,
      error: 'timeS: expected number to be >=0, got -1',
    });
    expect(parseControlMessage({ type: 'speed', speed: 16 }).ok).toBe(false);
    expect(parseControlMessage({ type: 'camera', mode: 'drone' })).toMatchObject({ ok: false, error: /^mode: / });
    expect(parseControlMessage({ type: 'caption', text: '', seconds: 5 })).toMatchObject({
      ok: false,
      error: /^text: /,
    });
    expect(parseControlMessage({ type: 'explode' })).toMatchObject({ ok: false, error: /^type: / });
    expect(parseControlMessage('play')).toMatchObject({ ok: false });
  });
});

describe('state messages', () => {
  const state: StreamStateMessage = {
    type: 'state',
    title: 'demo',
    timeS: 33,
    durationS: 209.8,
    playing: true,
    speed: 1,
    camera: 'director',
    round: 2,
    rounds: [
      { round: 1, t: 2.4 },
      { round: 2, t: 18.15 },
    ],
    exporting: false,
  };

  it('round-trips', () => {
    expect(parseStateMessage(structuredClone(state))).toEqual({ ok: true, message: state });
    expect(parseStateMessage({ ...state, playing: 'yes' })).toMatchObject({ ok: false, error: /^playing: / });
  });

  it('refuses a spoofed state as strictly as a command: huge times, an impossible round, a time past the end', () => {
    // The spoof from issue 21: the control page showed "1.6666666666666668e+298:00 … round 9007199254740991".
    const spoof = { ...state, timeS: 1e300, durationS: 1e300, round: Number.MAX_SAFE_INTEGER };
    expect(parseStateMessage(spoof)).toMatchObject({ ok: false, error: /^timeS: / });
    expect(parseStateMessage({ ...state, round: Number.MAX_SAFE_INTEGER })).toMatchObject({
      ok: false,
      error: /^round: /,
    });
    expect(parseStateMessage({ ...state, timeS: 300 })).toEqual({
      ok: false,
      error: 'timeS: expected at most the duration 209.8',
    });
    expect(parseStateMessage({ ...state, speed: 1e9 })).toMatchObject({ ok: false, error: /^speed: / });
    expect(parseStateMessage({ ...state, timeS: -1 })).toMatchObject({ ok: false, error: /^timeS: / });
    expect(parseStateMessage({ ...state, title: 'x'.repeat(301) })).toMatchObject({ ok: false, error: /^title: / });
    expect(parseStateMessage({ ...state, rounds: [{ round: 1, t: 500 }] })).toMatchObject({
      ok: false,
      error: /^rounds\[0\]\.t: /,
    });
    expect(parseStateMessage({ ...state, timeS: Infinity })).toMatchObject({ ok: false });
    // The bounds still take a day-long playback and a finished one.
    expect(parseStateMessage({ ...state, timeS: 86_400, durationS: 86_400 }).ok).toBe(true);
  });

  it('crosses between two BroadcastChannels of the stream channel name', async () => {
    const a = new BroadcastChannel(STREAM_CHANNEL);
    const b = new BroadcastChannel(STREAM_CHANNEL);
    try {
      const got = new Promise<unknown>((ok) => {
        b.onmessage = (e: MessageEvent) => ok(e.data);
      });
      a.postMessage({ type: 'seek', timeS: 40 });
      expect(parseControlMessage(await got)).toEqual({ ok: true, message: { type: 'seek', timeS: 40 } });
    } finally {
      a.close();
      b.close();
    }
  });
});

describe('stream page settings and app mode', () => {
  it('reads transparent and the tournament timer', () => {
    expect(parseStreamParams('?mode=stream')).toEqual({
      settings: { transparent: false, timerMinutes: null },
      problems: [],
    });
    expect(parseStreamParams('?mode=stream&transparent=1&timer=75')).toEqual({
      settings: { transparent: true, timerMinutes: 75 },
      problems: [],
    });
  });

  it('names a parameter it cannot read and keeps that setting off', () => {
    const r = parseStreamParams('?transparent=yes&timer=0');
    expect(r.settings).toEqual({ transparent: false, timerMinutes: null });
    expect(r.problems).toEqual([
      'transparent: expected 1 or 0, got "yes"',
      'timer: expected minutes of the tournament clock, a number above 0 and at most 600, got "0"',
    ]);
  });

  it('picks the page from ?mode=', () => {
    expect(['', '?mode=stream', '?mode=control', '?mode=dispute', '?mode=other'].map(appModeOf)).toEqual([
      'viewer',
      'stream',
      'control',
      'dispute',
      'viewer',
    ]);
  });

  it('says so when ?mode= names no page, instead of falling back silently', () => {
    expect(unknownModeMessage('?mode=stream')).toBeNull();
    expect(unknownModeMessage('')).toBeNull();
    expect(unknownModeMessage('?mode=strem')).toBe(
      'mode: expected one of viewer, dispute, stream, control, record, watch, hangar, got "strem"; showing the viewer',
    );
  });
});
