/**
 * A recording made step by step as the recorder makes it (src/state/record/session.ts), every question answered
 * plainly: the sessions after each step, for the tests of publishing a recording as it grows.
 */
import { readFileSync } from 'node:fs';
import { plain } from '../state/record/plainAnswers.ts';
import { newRecordingFile } from '../../src/state/record/newRecording.ts';
import { recordReducer, type RecordSession, startSession } from '../../src/state/record/session.ts';

const squad = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../state/record/fixtures/${name}.xws.json`, import.meta.url), 'utf8'));

/** A recording's sessions, one per answered step (plain answers), from its start. */
export function recordingSteps(steps: number): RecordSession[] {
  let s = startSession(
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
  const out = [s];
  for (let i = 0; i < steps && !s.at.over; i++)
    out.push((s = recordReducer(s, { type: 'answer', answer: plain(s.at) })));
  return out;
}
