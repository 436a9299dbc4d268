/**
 * A recording made step by step as the recorder makes it (src/state/record/session.ts), every question answered
 * plainly: the sessions after each step, for the tests of publishing a recording as it grows.
 */
import { readFileSync } from 'node:fs';
import type { Answer } from '../../src/state/record/answers.ts';
import { newRecordingFile } from '../../src/state/record/newRecording.ts';
import type { Probe } from '../../src/state/record/probe.ts';
import { recordReducer, type RecordSession, startSession } from '../../src/state/record/session.ts';

const squad = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../state/record/fixtures/${name}.xws.json`, import.meta.url), 'utf8'));

/** A plain answer to any question: straight 2, no action, no attack, all blanks, nothing spent or used. */
export function plain(at: Probe): Answer {
  if (at.over) throw new Error('over');
  const q = at.question;
  switch (q.kind) {
    case 'dial':
      return { kind: 'dial', maneuver: 'straight-2' };
    case 'red-substitute':
      return { kind: 'red-substitute', maneuver: q.options[0]! };
    case 'decloak':
      return { kind: 'decloak', choice: 'none' };
    case 'action':
      return { kind: 'action', choice: 'none' };
    case 'attack':
      return { kind: 'attack', target: null };
    case 'roll':
      return { kind: 'roll', faces: Array.from({ length: q.count }, () => 'blank') };
    case 'rerolls':
      return { kind: 'rerolls', dice: [] };
    case 'spend':
      return { kind: 'spend', spend: false };
    case 'ability':
      return { kind: 'ability', use: false };
  }
}

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
