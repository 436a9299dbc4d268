import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newRecordingFile } from '../../../src/state/record/newRecording.ts';
import { recordReducer, startSession } from '../../../src/state/record/session.ts';
import { engineSetup, setupEditable, withPiecePlaced } from '../../../src/state/record/setupEdit.ts';

const squad = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.xws.json`, import.meta.url), 'utf8'));

const fresh = () =>
  startSession(
    newRecordingFile({
      title: 'League night',
      seed: 2,
      roundLimit: 3,
      players: [
        { name: 'Ana', squad: squad('biggs-walks-the-dogs') },
        { name: 'Ben', squad: squad('howlrunner-swarm') },
      ],
    }),
  );
const BIGGS = { kind: 'ship', id: 'p1-biggsdarklighter-1' } as const;

describe('editing the set-up of a recording', () => {
  it('moves a ship to a typed position within range 1 of its edge (snap-free)', () => {
    const s = fresh();
    const next = recordReducer(s, {
      type: 'setup',
      file: withPiecePlaced(s.present, BIGGS, { x: 301.5, y: 71.25, heading: 80 }),
    });
    expect(next.refusal).toBeNull();
    expect(next.present.ships!.find((x) => x.id === BIGGS.id)).toMatchObject({ x: 301.5, y: 71.25, heading: 80 });
    expect(next.past).toHaveLength(1);
  });

  it('refuses a ship beyond range 1 of its edge, naming the pilot and the distance (rules: SETUP)', () => {
    const s = fresh();
    const next = recordReducer(s, {
      type: 'setup',
      file: withPiecePlaced(s.present, BIGGS, { x: 300, y: 300, heading: 90 }),
    });
    // An X-wing's small base is 40 mm square: facing north at y = 300 its far side is 320 mm from the south edge.
    expect(next.refusal).toBe(
      'SETUP: Biggs Darklighter reaches 320.000 mm from its south edge; it must be within range 1 (100 mm)',
    );
    expect(next.present).toBe(s.present);
  });

  it('refuses two bases overlapping and an obstacle at range 1 of another, by their names', () => {
    const s = fresh();
    const luke = s.present.ships!.find((x) => x.id === 'p1-lukeskywalker-2')!;
    const onLuke = recordReducer(s, {
      type: 'setup',
      file: withPiecePlaced(s.present, BIGGS, { x: luke.x! + 30, y: luke.y!, heading: 90 }),
    });
    expect(onLuke.refusal).toBe('SETUP: Luke Skywalker overlaps ship Biggs Darklighter');
    const [a, b] = s.present.obstacles!;
    const close = recordReducer(s, {
      type: 'setup',
      file: withPiecePlaced(s.present, { kind: 'obstacle', id: b!.id }, { x: a!.x, y: a!.y - 10, heading: 0 }),
    });
    expect(close.refusal).toMatch(
      /^SETUP: Asteroid 1 and Asteroid 2 are at range 1 of each other \(0\.000 mm ≤ 100 mm\)/,
    );
  });

  it('sets the table up again as the engine would, and stops editing once round 1 is recorded', () => {
    const s = fresh();
    const moved = recordReducer(s, {
      type: 'setup',
      file: withPiecePlaced(s.present, BIGGS, { x: 301.5, y: 71.25, heading: 80 }),
    });
    expect(engineSetup(moved.present)).toEqual(s.present);
    expect(setupEditable(s.present)).toBe(true);
    const dialled = recordReducer(s, { type: 'answer', answer: { kind: 'dial', maneuver: 'straight-2' } });
    expect(setupEditable(dialled.present)).toBe(false);
  });
});
