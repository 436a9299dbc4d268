/**
 * The bomb and mine tokens a timeline drops, as the viewer draws them: each token on the mat from its drop until
 * its detonation (or the end of the battle), with its outline and printed name, and a blast at each detonation.
 * Pure (battle model only), so it is tested in Node.
 */
import type { TimedEvent, Timeline, TimelinePose } from '../../battle/timeline.ts';

/** A token on the mat. */
export interface BombTokenSpan {
  id: string;
  /** The token's printed name ("Proximity Mine"). */
  name: string;
  /**
   * What its label reads: its name, or for the first token of a set dropped together (Cluster Mines' three) the
   * card's name; null for the set's other tokens, so one label stands for the set.
   */
  label: string | null;
  pose: TimelinePose;
  /** Its outline (body and guides), flat x, y pairs in table mm. */
  outline: Float64Array;
  /** Whether it detonates where a ship runs over it (a mine) rather than where it lies (a bomb). */
  mine: boolean;
  fromS: number;
  /** When it detonates; Infinity when it is still on the table at the end. */
  untilS: number;
}

/** A detonation's flash where its token lay. */
export interface BlastFlash {
  id: string;
  x: number;
  y: number;
  /** Blast radius on the mat, mm: Range 1 of the token for a bomb, the token itself for a mine. */
  radiusMm: number;
  fromS: number;
  untilS: number;
}

/** How long a blast shows at least, s. */
export const MIN_BLAST_S = 1;

/** A bomb's blast reaches Range 1 (100 mm) around the token; a mine's stays on the ship that ran over it. */
const BOMB_BLAST_MM = 100;
const MINE_BLAST_MM = 30;

/** The tokens and blasts of a timeline. */
export function buildBombSpans(timeline: Timeline): { tokens: BombTokenSpan[]; blasts: BlastFlash[] } {
  const tokens = new Map<string, BombTokenSpan>();
  const blasts: BlastFlash[] = [];
  let setFirst: { event: TimedEvent & { kind: 'bomb' }; token: BombTokenSpan } | null = null;
  for (const e of timeline.events) {
    if (e.kind === 'bomb') {
      const token = tokenOf(e);
      if (setFirst && sameSet(setFirst.event, e)) {
        token.label = null;
        setFirst.token.label = e.card;
      } else setFirst = { event: e, token };
      tokens.set(e.id, token);
    }
    if (e.kind !== 'detonation') continue;
    const token = tokens.get(e.id);
    if (!token) continue;
    token.untilS = e.t;
    const radiusMm = token.mine ? MINE_BLAST_MM : BOMB_BLAST_MM;
    const untilS = e.t + Math.max(MIN_BLAST_S, e.duration);
    blasts.push({ id: e.id, x: token.pose.x, y: token.pose.y, radiusMm, fromS: e.t, untilS });
  }
  return { tokens: [...tokens.values()], blasts };
}

/** The longest a set's tokens take to drop one after another, s (Cluster Mines' three come 0.8 s apart). */
const SET_DROP_S = 2;

/** Whether `next` was dropped with `first`, as one set: the same card and ship, moments apart. */
function sameSet(first: TimedEvent & { kind: 'bomb' }, next: TimedEvent & { kind: 'bomb' }): boolean {
  return first.unit === next.unit && first.card === next.card && next.t - first.t <= SET_DROP_S;
}

/** A dropped token, on the mat until further notice. */
function tokenOf(e: TimedEvent & { kind: 'bomb' }): BombTokenSpan {
  return {
    id: e.id,
    name: e.name,
    label: e.name,
    pose: e.pose,
    outline: Float64Array.from(e.outline.flat()),
    mine: e.mine,
    fromS: e.t,
    untilS: Infinity,
  };
}
