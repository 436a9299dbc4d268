/**
 * Recording an extra attack (Gunner): the recorder asks for it as an attack naming the card, writes it under the
 * first attack's `bonus`, and the dice modifications asked after it go with it, not with the first attack.
 */
import { describe, expect, it } from 'vitest';
import { answer, type Answer } from '../../../src/state/record/answers.ts';
import { probe, type Probe } from '../../../src/state/record/probe.ts';
import type { BattleFile } from '../../../src/rules/xwing1e/battleFile.ts';
import { fileWith } from '../../rules/xwing1e/engine/harness.ts';

/**
 * An Outer Rim Smuggler with Gunner set up at y 50 facing north, a TIE at y 840 facing south. The smuggler flies
 * straight 4 (160 + 80 mm: front at 330), the TIE straight 5 (200 + 40 mm: back at 620): 290 mm apart, range 3.
 */
function start(): BattleFile {
  const file = fileWith([
    {
      id: 'yt',
      player: 0,
      ship: 'yt1300',
      pilot: 'outerrimsmuggler',
      x: 300,
      y: 50,
      heading: 90,
      upgrades: ['gunner'],
    },
    { id: 'tie', player: 1, ship: 'tiefighter', pilot: 'academypilot', x: 300, y: 840, heading: 270 },
  ]);
  file.ships![0] = { ...file.ships![0]!, x: 300, y: 50 };
  file.ships![1] = { ...file.ships![1]!, x: 300, y: 840 };
  return file;
}

/** The recorder's answer to each question of this round, as the players say it. */
function said(at: Probe, attackRolls: string[][]): Answer {
  if (at.over) throw new Error('over');
  const q = at.question;
  switch (q.kind) {
    case 'dial':
      return { kind: 'dial', maneuver: q.ship === 'yt' ? 'straight-4' : 'straight-5' };
    case 'action':
      return { kind: 'action', choice: q.ship === 'yt' ? { action: 'focus' } : 'none' };
    case 'attack':
      return { kind: 'attack', target: q.ship === 'yt' ? 'tie' : null };
    case 'roll':
      return {
        kind: 'roll',
        faces: q.purpose === 'attack' ? (attackRolls.shift() ?? []) : Array(q.count).fill('blank'),
      };
    case 'spend':
      return { kind: 'spend', spend: true };
    default:
      throw new Error(`unexpected question ${q.kind}`);
  }
}

describe('recording Gunner', () => {
  it('asks for the extra attack naming Gunner, and files it and its focus under attacks.yt.bonus', () => {
    let file = start();
    let at = probe(file);
    const asked: string[] = [];
    // Range 3: 2 attack dice. The first attack rolls 2 blanks (nothing to spend focus on) and misses; the extra one
    // rolls focus and hit, and the focus token is spent on it.
    const attackRolls = [
      ['blank', 'blank'],
      ['focus', 'hit'],
    ];
    while (!at.over && at.state.round === 1) {
      const q = at.question;
      if (q.kind === 'attack' && q.ship === 'yt') asked.push(q.bonus ?? 'attack');
      const r = answer(file, at, said(at, attackRolls));
      if (!r.ok) throw new Error(r.message);
      file = r.file;
      at = r.probe;
    }
    expect(asked).toEqual(['attack', 'Gunner']);
    const attack = file.rounds![0]!.attacks!.yt!;
    expect(attack.focus).toBeUndefined();
    expect(attack.bonus).toEqual({ target: 'tie', focus: true });
  });
});
