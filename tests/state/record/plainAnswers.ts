/** Plain answers to the recorder's questions, shared by the recorder's and the live publisher's tests. */
import type { Answer } from '../../../src/state/record/answers.ts';
import type { Probe } from '../../../src/state/record/probe.ts';

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
