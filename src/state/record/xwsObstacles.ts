/**
 * The obstacles an XWS squad brings (XWS 1.0 `obstacles`: up to three names such as "coreasteroid0", as squad
 * builders write them; "core_asteroid_0" is read the same) mapped to the table's obstacle shapes. The shapes are
 * numbered as the VASSAL module's tokens: asteroids 1–6 the original core set's, 7–12 The Force Awakens core
 * set's; debris clouds 1–3 the YT-2400's and 4–6 the VT-49 Decimator's (the order the module lists them).
 */
import type { InputProblem } from '../../battle/validationError.ts';

/** The XWS obstacle families and the first table shape of each. */
const FAMILIES: readonly { prefix: string; shape: 'asteroid' | 'debris'; first: number; count: number }[] = [
  { prefix: 'coreasteroid', shape: 'asteroid', first: 1, count: 6 },
  { prefix: 'core2asteroid', shape: 'asteroid', first: 7, count: 6 },
  { prefix: 'yt2400debris', shape: 'debris', first: 1, count: 3 },
  { prefix: 'vt49decimatordebris', shape: 'debris', first: 4, count: 3 },
];

/** An XWS obstacle name's table shape ("coreasteroid0" → "asteroid-1"), or null when it is not a 1st-edition one. */
export function xwsObstacleShape(name: string): string | null {
  const flat = name.toLowerCase().replace(/[\s_-]/g, '');
  for (const f of FAMILIES) {
    const n = /^(\d+)$/.exec(flat.slice(f.prefix.length))?.[1];
    if (flat.startsWith(f.prefix) && n !== undefined && Number(n) < f.count) return `${f.shape}-${f.first + Number(n)}`;
  }
  return null;
}

/** The shapes a squad's XWS names (none when it names none), or the problems naming each field that is wrong. */
export function squadObstacles(squad: unknown, path: string): { shapes: string[]; problems: InputProblem[] } {
  const list = typeof squad === 'object' && squad !== null ? (squad as { obstacles?: unknown }).obstacles : undefined;
  if (list === undefined) return { shapes: [], problems: [] };
  if (!Array.isArray(list) || list.length > 3)
    return {
      shapes: [],
      problems: [{ path: `${path}.obstacles`, message: 'expected a list of up to 3 obstacle names' }],
    };
  const shapes: string[] = [];
  const problems: InputProblem[] = [];
  list.forEach((name: unknown, i) => {
    const shape = typeof name === 'string' ? xwsObstacleShape(name) : null;
    if (shape) shapes.push(shape);
    else
      problems.push({
        path: `${path}.obstacles[${i}]`,
        message: `expected a 1st-edition obstacle (coreasteroid0–5, core2asteroid0–5, yt2400debris0–2, vt49decimatordebris0–2), got ${JSON.stringify(name)}`,
      });
  });
  return { shapes, problems };
}

/**
 * The shapes both squads bring in placing order: alternately, the player with initiative first (rules: SETUP);
 * empty when neither names any. Both players may bring the same token (each their own copy).
 */
export function broughtObstacles(perPlayer: readonly [string[], string[]], initiative: 0 | 1): string[] {
  const [first, second] = initiative === 0 ? perPlayer : [perPlayer[1], perPlayer[0]];
  const out: string[] = [];
  for (let i = 0; i < Math.max(first.length, second.length); i++)
    for (const s of [first[i], second[i]]) if (s !== undefined) out.push(s);
  return out;
}
