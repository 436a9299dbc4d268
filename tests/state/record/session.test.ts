import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/main.ts';
import { playBattle } from '../../../src/rules/xwing1e/engine.ts';
import { parseBattleFileText } from '../../../src/rules/xwing1e/battleFile.ts';
import type { Answer } from '../../../src/state/record/answers.ts';
import { RECORD_AUTOSAVE_KEY, restoreRecording, saveRecording } from '../../../src/state/record/autosave.ts';
import { newRecordingFile } from '../../../src/state/record/newRecording.ts';
import { exportText, recordReducer, type RecordSession, startSession } from '../../../src/state/record/session.ts';
import { abilityChoiceLabel } from '../../../src/state/record/choiceText.ts';
import { plain } from './plainAnswers.ts';

const squad = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.xws.json`, import.meta.url), 'utf8'));

const fresh = () =>
  startSession(
    newRecordingFile({
      title: 'League night',
      seed: 7,
      roundLimit: 3,
      players: [
        { name: 'Ana', squad: squad('biggs-walks-the-dogs') },
        { name: 'Ben', squad: squad('howlrunner-swarm') },
      ],
    }),
  );

const step = (s: RecordSession, answer: Answer) => recordReducer(s, { type: 'answer', answer });
const question = (s: RecordSession) => {
  if (s.at.over) throw new Error('over');
  return s.at.question;
};

describe('a recording session', () => {
  it('starts with the set-up written out: 9 ships placed, 6 obstacles, initiative decided', () => {
    const s = fresh();
    expect(s.present.ships).toHaveLength(9);
    expect(s.present.ships!.every((x) => x.x !== undefined && x.heading !== undefined)).toBe(true);
    expect(s.present.obstacles).toHaveLength(6);
    // Planning asks for dials first, in the order ships are in play.
    expect(question(s)).toEqual({ kind: 'dial', ship: s.present.ships![0]!.id });
  });

  it('asks for every dial, then walks the activation in pilot-skill order', () => {
    let s = fresh();
    for (let i = 0; i < 9; i++) s = step(s, plain(s.at));
    const q = question(s);
    // Lowest pilot skill activates first: an Academy Pilot (PS 1) is asked for its action.
    expect(q.kind).toBe('action');
    expect(q.ship).toBe('p2-academypilot-5');
    expect(s.present.rounds![0]!.dials).toHaveProperty('p1-lukeskywalker-2', 'straight-2');
  });

  it('refuses a red maneuver for a stressed ship, naming STRESS, and keeps the file', () => {
    let s = fresh();
    const luke = 'p1-lukeskywalker-2';
    s = step(s, {
      kind: 'adjust',
      adjustment: { at: 'start-of-round', ship: luke, kind: 'tokens', token: 'stress', count: 1, reason: 'test' },
    });
    // The adjustment is placed at the point the game stands at: the start of round 1.
    expect(s.present.rounds![0]!.adjustments).toEqual([
      { ship: luke, kind: 'tokens', token: 'stress', count: 1, reason: 'test', at: 'start-of-round' },
    ]);
    while (question(s).ship !== luke) s = step(s, plain(s.at));
    const before = s.present;
    const refused = step(s, { kind: 'dial', maneuver: 'koiogran-4' });
    expect(refused.refusal).toBe('STRESS: Luke Skywalker is stressed and cannot execute a red maneuver (koiogran-4)');
    expect(refused.present).toBe(before);
  });

  it('refuses a roll with the wrong number of dice, and an engine refusal comes with its rule', () => {
    let s = fresh();
    while (question(s).kind !== 'roll' && !s.at.over) {
      const q = question(s);
      // Everyone attacks if they can: the first roll asked is an attack roll.
      s = step(s, q.kind === 'attack' && q.options[0] ? { kind: 'attack', target: q.options[0].target } : plain(s.at));
      if (s.present.rounds!.length > 3) break;
    }
    const q = question(s);
    expect(q.kind).toBe('roll');
    if (q.kind !== 'roll') return;
    const wrong = step(s, { kind: 'roll', faces: Array.from({ length: q.count + 1 }, () => 'hit') });
    expect(wrong.refusal).toMatch(/^ATTACK: this .* roll is \d .* dic?e?, got \d$/);
  });

  it('asks the dice modifications after the roll, in the rules order, and writes them into the attack', () => {
    let s = fresh();
    // Everyone focuses and attacks the first target it can: the first roll asked is an attack roll.
    while (!s.at.over) {
      const q = question(s);
      if (q.kind === 'roll' && q.purpose === 'attack') break;
      const focus = q.kind === 'action' && q.options.find((o) => o.choice.action === 'focus');
      s = step(
        s,
        q.kind === 'attack' && q.options[0]
          ? { kind: 'attack', target: q.options[0].target }
          : focus
            ? { kind: 'action', choice: focus.choice }
            : plain(s.at),
      );
    }
    const roll = question(s);
    expect(roll).toMatchObject({ kind: 'roll', purpose: 'attack' });
    if (roll.kind !== 'roll') return;
    const attacker = roll.ship;
    s = step(s, { kind: 'roll', faces: Array.from({ length: roll.count }, () => 'focus') });
    // Step 3, the attacker modifies: it holds a focus token and rolled focus results, so it is asked.
    expect(question(s)).toEqual({
      kind: 'spend',
      ship: attacker,
      token: 'focus',
      attacker,
      dice: Array.from({ length: roll.count }, () => 'focus'),
    });
    s = step(s, { kind: 'spend', spend: true });
    // Step 4: only then the defence roll.
    const defence = question(s);
    expect(defence).toMatchObject({ kind: 'roll', purpose: 'defence' });
    const r = s.present.rounds![s.present.rounds!.length - 1]!;
    expect(r.attacks![attacker]).toMatchObject({ focus: true });
    // Finished with plain answers, the export is what `holotable replay --complete` writes of it, byte for byte
    // (the engine completes the rerolls this attack never asked for, which reading puts before focus).
    let end = s;
    while (!end.at.over) end = step(end, plain(end.at));
    const text = exportText(end);
    expect(runCli(['replay', 'r.json', '--complete', 'again.json'], () => text).files?.['again.json']).toBe(text);
    // The attack's roll is the last one recorded: nothing of the defence yet.
    expect(r.rolls!.at(-1)).toEqual({ ship: attacker, purpose: 'attack', faces: Array(roll.count).fill('focus') });
  });

  it('undoes and redoes every step, and exports a file that replays to the same end', () => {
    let s = fresh();
    for (let i = 0; i < 12; i++) s = step(s, plain(s.at));
    const twelve = s.present;
    s = recordReducer(recordReducer(s, { type: 'undo' }), { type: 'undo' });
    expect(s.past).toHaveLength(10);
    s = recordReducer(recordReducer(s, { type: 'redo' }), { type: 'redo' });
    expect(s.present).toEqual(twelve);
    // Finish the 3 rounds with plain answers.
    while (!s.at.over) s = step(s, plain(s.at));
    const file = parseBattleFileText(exportText(s));
    const once = playBattle(file);
    expect(JSON.stringify(playBattle(once.file).file)).toBe(JSON.stringify(once.file));
    expect(once.file).toEqual(file);
    expect(once.state.round).toBe(3);
  });

  it('autosaves and restores, and keeps unreadable text aside', () => {
    const store = new Map<string, string>();
    const kv = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    let s = fresh();
    for (let i = 0; i < 3; i++) s = step(s, plain(s.at));
    expect(saveRecording(kv, s)).toBeNull();
    const back = restoreRecording(kv, new Date('2025-01-02T03:04:05Z'));
    expect(back.session?.present).toEqual(s.present);
    expect(back.session?.past).toHaveLength(3);
    store.set(RECORD_AUTOSAVE_KEY, '{"present": {"format"');
    const broken = restoreRecording(kv, new Date('2025-01-02T03:04:05Z'));
    expect(broken.session).toBeNull();
    expect(store.get(`${RECORD_AUTOSAVE_KEY}.aside.2025-01-02T03:04:05.000Z`)).toBe('{"present": {"format"');
  });

  it('asks which friend Swarm Tactics chooses, by name, and writes and plays the choice', () => {
    // Swarm Tactics: "At the start of the Combat phase, you may choose 1 friendly ship at Range 1. Until the end of
    // this phase, treat the chosen ship as if its pilot skill were equal to your pilot skill."
    let s = fresh();
    for (let n = 0; n < 400 && !s.at.over; n++) {
      const q = s.at.question;
      if (q.kind === 'ability' && q.card === 'Swarm Tactics' && (q.choices?.length ?? 0) > 0) break;
      s = step(s, plain(s.at));
    }
    const q = question(s);
    if (q.kind !== 'ability') throw new Error(`no Swarm Tactics question: ${q.kind}`);
    const names = new Map(s.at.over ? [] : s.at.state.ships.map((x) => [x.id, x.name] as const));
    const labels = q.choices!.map((c) => abilityChoiceLabel(c, names));
    // One button per friend at range 1, by pilot name: never an id.
    expect(labels.every((l) => !l.includes('p2-'))).toBe(true);
    expect(new Set(labels).size).toBe(q.choices!.length);
    // Round 1: "Mauler Mithel" is Howlrunner's only friend at range 1.
    expect(labels).toEqual(['"Mauler Mithel"']);
    const chosen = q.choices![0]!;
    const round = s.at.over ? 0 : s.at.state.round;
    const next = step(s, { kind: 'ability', use: true, choice: chosen });
    expect(next.refusal ?? null).toBeNull();
    const uses = next.present.rounds![round - 1]!.abilities!;
    expect(uses[uses.length - 1]).toEqual({ ship: q.ship, card: 'Swarm Tactics', use: true, target: chosen.target });
    // The exported file replays with the choice as made.
    const replayed = playBattle(parseBattleFileText(exportText(next)));
    expect(replayed.timeline.events.some((e) => e.kind === 'caption' && e.unit === chosen.target)).toBe(true);
  });
});
