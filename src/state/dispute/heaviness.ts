/**
 * How much dispute mode opens at once. Every ship and obstacle is a draggable 3D piece and a row of the editor,
 * every question a drawing on the mat and a card of figures; a situation far past a real table's (a 3,000-ship
 * share link) would keep the page busy for minutes, so it is refused with a message instead and offered back
 * for download (a scenario file that `holotable resolve` and the viewer still take).
 */
import type { Scenario } from '../../rules/xwing1e/scenario/scenario.ts';

/** The most ships and obstacles together that dispute mode opens (an epic game has a few dozen). */
export const MAX_DISPUTE_PIECES = 200;
/** The most maneuver and range questions together that dispute mode opens. */
export const MAX_DISPUTE_QUESTIONS = 200;

/** 3000 → "3,000": digits grouped by hand, so the message reads alike in every locale. */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const count = (n: number, one: string, many: string) => `${grouped(n)} ${n === 1 ? one : many}`;

/** Why a situation is too heavy for dispute mode, in words, or null when it is not. */
export function heavySituationProblem(s: Scenario): string | null {
  const pieces = s.ships.length + (s.obstacles?.length ?? 0);
  if (pieces > MAX_DISPUTE_PIECES) {
    return `it has ${count(pieces, 'ship or obstacle', 'ships and obstacles')}, more than the ${MAX_DISPUTE_PIECES} dispute mode opens`;
  }
  const questions = (s.moves?.length ?? 0) + (s.measure?.length ?? 0);
  if (questions > MAX_DISPUTE_QUESTIONS) {
    return `it asks ${count(questions, 'question', 'questions')}, more than the ${MAX_DISPUTE_QUESTIONS} dispute mode answers at once`;
  }
  return null;
}
