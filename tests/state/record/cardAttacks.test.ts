/**
 * Recording an attack a card grants outside the attack step (Corran Horn's at the start of the End phase): the
 * recorder asks for it as an attack naming the card, writes it to the round's `cardAttacks`, and the dice
 * modifications asked during it go with it, not with the ship's attack of the Combat phase.
 */
import { describe, expect, it } from 'vitest';
import { answer, type Answer } from '../../../src/state/record/answers.ts';
import { probe, type Probe } from '../../../src/state/record/probe.ts';
import type { BattleFile } from '../../../src/rules/xwing1e/battleFile.ts';
import { fileWith } from '../../rules/xwing1e/engine/harness.ts';

/**
 * Corran Horn set up at y 50 facing north, a TIE at y 840 facing south. Corran flies straight 5 (200 + 40 mm: front
 * at 310), the TIE straight 5 too (back at 580): 270 mm apart, range 3.
 */
function start(): BattleFile {
  const file = fileWith([
    { id: 'c', player: 0, ship: 'ewing', pilot: 'corranhorn', x: 300, y: 50, heading: 90 },
    { id: 't', player: 1, ship: 'tiefighter', pilot: 'academypilot', x: 300, y: 840, heading: 270 },
  ]);
  return { ...file, ships: (file.ships ?? []).map((s) => ({ ...s, x: 300, y: s.player === 0 ? 50 : 840 })) };
}

/** The players' answers: Corran focuses, nobody attacks in the Combat phase, Corran attacks at the End phase. */
function said(at: Probe): Answer {
  if (at.over) throw new Error('over');
  const q = at.question;
  switch (q.kind) {
    case 'dial':
      return { kind: 'dial', maneuver: 'straight-5' };
    case 'action':
      return { kind: 'action', choice: q.ship === 'c' ? { action: 'focus' } : 'none' };
    case 'attack':
      return { kind: 'attack', target: q.cardAttack ? 't' : null };
    case 'roll':
      return { kind: 'roll', faces: q.purpose === 'attack' ? ['focus', 'hit', 'blank'] : Array(q.count).fill('blank') };
    case 'spend':
      return { kind: 'spend', spend: true };
    default:
      throw new Error(`unexpected question ${q.kind}`);
  }
}

describe('recording a card attack', () => {
  it("asks for Corran Horn's End-phase attack naming the card, and files it and its focus under cardAttacks", () => {
    let file = start();
    let at = probe(file);
    const asked: string[] = [];
    while (!at.over && at.state.round === 1) {
      const q = at.question;
      if (q.kind === 'attack') asked.push(`${q.ship}:${q.cardAttack ? (q.bonus ?? '?') : 'attack'}`);
      const r = answer(file, at, said(at));
      if (!r.ok) throw new Error(r.message);
      file = r.file;
      at = r.probe;
    }
    expect(asked).toEqual(['c:attack', 't:attack', 'c:Corran Horn']);
    const round = file.rounds?.[0];
    expect(round?.attacks).toEqual({ c: { target: null }, t: { target: null } });
    expect(round?.cardAttacks).toEqual([{ ship: 'c', card: 'Corran Horn', target: 't', focus: true }]);
  });
});
