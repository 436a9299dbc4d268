/**
 * A pasted squad's problem as a person reads it: where in their squad, in words, then what is wrong
 * (`pilots[2].upgrades.ept[0]` → "pilot 3, ept upgrade 1: unknown upgrade …"), not the importer's JSON path.
 */
import type { InputProblem } from '../../battle/validationError.ts';

/** One path step: a name and an optional list index. */
function stepOf(token: string): { name: string; index: number | null } {
  const m = /^(.*?)\[(\d+)\]$/.exec(token);
  return m ? { name: m[1] ?? token, index: Number(m[2]) } : { name: token, index: null };
}

/** The place a path names, in words ("pilot 3, ept upgrade 1"); empty for the squad as a whole. */
export function xwsPlaceWords(path: string): string {
  const steps = path
    .split('.')
    .filter((t) => t !== '' && t !== '(root)')
    .map(stepOf);
  const words: string[] = [];
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i];
    if (!s) continue;
    const next = steps[i + 1];
    if (s.name === 'upgrades' && s.index === null && next) {
      words.push(next.index === null ? `${next.name} upgrades` : `${next.name} upgrade ${next.index + 1}`);
      i++;
    } else if (s.name === 'pilots' && s.index !== null) words.push(`pilot ${s.index + 1}`);
    else words.push(s.index === null ? s.name : `${s.name} ${s.index + 1}`);
  }
  return words.join(', ');
}

/**
 * A new recording's problem in one line, led by whose squad it is (`players[1].squad.pilots[0].name` →
 * "Ben's squad, pilot 1, name: …"); `names` are the players' names as typed.
 */
export function recordingProblemWords(problem: InputProblem, names: readonly string[]): string {
  const m = /^players\[(\d+)\]\.squad\.?(.*)$/.exec(problem.path);
  if (!m) return xwsProblemWords(problem);
  const k = Number(m[1]);
  const who = names[k]?.trim() || `Player ${k + 1}`;
  const place = xwsPlaceWords(m[2] ?? '');
  return `${who}'s squad${place ? `, ${place}` : ''}: ${problem.message}`;
}

/** The problem in one line: its place in words, then its message. */
export function xwsProblemWords(problem: InputProblem): string {
  const place = xwsPlaceWords(problem.path);
  return place ? `${place}: ${problem.message}` : problem.message;
}
