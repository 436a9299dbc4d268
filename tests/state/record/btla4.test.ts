/**
 * Recording BTL-A4 Y-wing's turret attack: the recorder asks for it as an attack naming the card, among the [Turret]
 * weapon's targets, and writes it under the primary weapon attack's `turret`, its dice modifications with it.
 */
import { describe, expect, it } from 'vitest';
import { answer, type Answer } from '../../../src/state/record/answers.ts';
import { probe, type Probe } from '../../../src/state/record/probe.ts';
import { fileWith } from '../../rules/xwing1e/engine/harness.ts';

/**
 * A Gold Squadron Y-wing with the title and an Ion Cannon Turret set up at y 50 facing north, a TIE at y 840 facing
 * south. Round 1: the Y-wing flies straight 4 (160 + 40 mm: front at 270), the TIE straight 5 (200 + 40 mm: front at
 * 580), out of range. Round 2: straight 1 (front at 350) and straight 2 (front at 460): range 2.
 */
function start() {
  const file = fileWith([
    {
      id: 'y',
      player: 0,
      ship: 'ywing',
      pilot: 'goldsquadronpilot',
      x: 300,
      y: 50,
      heading: 90,
      upgrades: ['btla4ywing', 'ioncannonturret'],
    },
    { id: 'tie', player: 1, ship: 'tiefighter', pilot: 'academypilot', x: 300, y: 840, heading: 270 },
  ]);
  file.ships![0] = { ...file.ships![0]!, x: 300, y: 50 };
  file.ships![1] = { ...file.ships![1]!, x: 300, y: 840 };
  return file;
}

/** The recorder's answer to each question. */
function said(at: Probe): Answer {
  if (at.over) throw new Error('over');
  const q = at.question;
  const first = at.state.round === 1;
  switch (q.kind) {
    case 'dial':
      return {
        kind: 'dial',
        maneuver: q.ship === 'y' ? (first ? 'straight-4' : 'straight-1') : first ? 'straight-5' : 'straight-2',
      };
    case 'action':
      return { kind: 'action', choice: 'none' };
    case 'attack':
      return { kind: 'attack', target: q.ship === 'y' && q.options.some((o) => o.target === 'tie') ? 'tie' : null };
    case 'roll':
      return { kind: 'roll', faces: Array(q.count).fill('blank') };
    case 'spend':
      return { kind: 'spend', spend: true };
    default:
      throw new Error(`unexpected question ${q.kind}`);
  }
}

describe('recording BTL-A4 Y-wing', () => {
  it('asks for the turret attack naming the card and files it under attacks.y.turret', () => {
    let file = start();
    let at = probe(file);
    const asked: string[] = [];
    while (!at.over && at.state.round <= 2) {
      const q = at.question;
      if (q.kind === 'attack' && q.ship === 'y') asked.push(q.bonus ?? 'attack');
      const r = answer(file, at, said(at));
      if (!r.ok) throw new Error(r.message);
      file = r.file;
      at = r.probe;
    }
    // Round 1 asks the Y-wing for an attack with nothing in range; round 2 for its attack, then the turret's.
    expect(asked).toEqual(['attack', 'attack', 'BTL-A4 Y-wing']);
    expect(file.rounds![1]!.attacks!.y!.turret).toMatchObject({ target: 'tie' });
  });
});
