/**
 * Which situation a photo belongs to. A situation has no id of its own (it is a scenario file), so it is known
 * by its fingerprint: a hash of its content with keys in a fixed order (stored text read back may order them
 * differently). An edit changes the fingerprint, so a photo follows its situation from one step to the next:
 * a step that changes at most one ship or obstacle (a move, an added or removed piece, a question) continues
 * the same situation; a step that changes more (opening a scenario, a share link, a draft) is another one.
 */
import type { Scenario } from '../../rules/xwing1e/scenario/scenario.ts';

/** JSON text of a value with every object's keys sorted, so equal content gives equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** FNV-1a, 64 bits as two 32-bit halves, as 16 hex digits: short, and collisions are out of reach here. */
function fnv1a64(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x050c5d1f;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x01000193) >>> 0;
    h2 = (h2 + (h1 >>> 7)) >>> 0;
  }
  return h1.toString(16).padStart(8, '0') + h2.toString(16).padStart(8, '0');
}

/** The situation's fingerprint. */
export function situationKey(s: Scenario): string {
  return fnv1a64(canonicalJson(s));
}

/** Each piece (ship or obstacle) by id, as canonical text. */
function piecesOf(s: Scenario): Map<string, string> {
  const m = new Map<string, string>();
  for (const x of s.ships) m.set(`ship:${x.id}`, canonicalJson(x));
  for (const o of s.obstacles ?? []) m.set(`obstacle:${o.id}`, canonicalJson(o));
  return m;
}

/**
 * True when `next` continues `prev`: the same play area and at most one ship or obstacle added, removed or
 * changed (questions do not count: they do not show on a photo). An edit does that; opening another situation
 * almost never does, and if it does, it is the same table but for one piece.
 */
export function continuesSituation(prev: Scenario, next: Scenario): boolean {
  if (canonicalJson(prev.playArea) !== canonicalJson(next.playArea)) return false;
  const a = piecesOf(prev);
  const b = piecesOf(next);
  let changed = 0;
  for (const [id, text] of a) if (b.get(id) !== text) changed += 1;
  for (const id of b.keys()) if (!a.has(id)) changed += 1;
  return changed <= 1;
}
