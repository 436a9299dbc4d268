import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { movePreview, previewText } from '../../../src/state/record/movePreview.ts';
import { newRecordingFile } from '../../../src/state/record/newRecording.ts';
import { recordedTimeline } from '../../../src/state/record/probe.ts';
import { recordReducer, startSession } from '../../../src/state/record/session.ts';

const squad = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.xws.json`, import.meta.url), 'utf8'));

describe('a dial previewed on the table', () => {
  it('ends where the engine then moves the first ship to activate, and names what it runs into', () => {
    let s = startSession(
      newRecordingFile({
        title: 'Preview',
        seed: 2,
        roundLimit: 1,
        players: [
          { name: 'Ana', squad: squad('biggs-walks-the-dogs') },
          { name: 'Ben', squad: squad('howlrunner-swarm') },
        ],
      }),
    );
    if (s.at.over) throw new Error('over');
    // Academy Pilot 1 (pilot skill 1, the initiative player's) moves first: the table it meets is today's.
    const first = 'p2-academypilot-5';
    const preview = movePreview(s.at.state, first, 'turn-left-3')!;
    expect(preview.outcome).toBe('clear');
    // The path runs from the ship's centre along the template: its first point is where the ship stands.
    const ship = s.at.state.ships.find((x) => x.id === first)!;
    expect(preview.points[0]!.x).toBeCloseTo(ship.pose.x, 6);
    expect(preview.points[0]!.y).toBeCloseTo(ship.pose.y, 6);
    // A 90° turn: the heading changes by 90 (left is counter-clockwise, the table's y growing north).
    expect(((preview.final.headingDeg - ship.pose.headingDeg + 360) % 360).toFixed(6)).toBe('90.000000');
    while (!s.at.over && s.at.question.kind === 'dial') {
      const q = s.at.question;
      s = recordReducer(s, {
        type: 'answer',
        answer: { kind: 'dial', maneuver: q.ship === first ? 'turn-left-3' : 'straight-2' },
      });
      expect(s.refusal).toBeNull();
    }
    const move = recordedTimeline(s.at).events.find((e) => e.kind === 'move' && e.unit === first);
    expect(move && move.kind === 'move' && [move.to.x, move.to.y, move.to.heading]).toEqual([
      preview.final.x,
      preview.final.y,
      preview.final.headingDeg,
    ]);
    expect(previewText(preview, new Map(), new Map())).toBe('turn left 3: clear (with the table as it stands now)');
  });

  it('is null for a ship not in play or a name that is not a maneuver', () => {
    const s = startSession(
      newRecordingFile({
        title: 'Preview',
        seed: 2,
        roundLimit: 1,
        players: [
          { name: 'Ana', squad: squad('biggs-walks-the-dogs') },
          { name: 'Ben', squad: squad('howlrunner-swarm') },
        ],
      }),
    );
    if (s.at.over) throw new Error('over');
    expect(movePreview(s.at.state, 'nobody', 'straight-1')).toBeNull();
    expect(movePreview(s.at.state, 'p2-academypilot-5', 'sideways-9')).toBeNull();
  });
});
