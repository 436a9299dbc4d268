/**
 * Names a player knows for things a battle file identifies by id: obstacles and map features are called by
 * their kind with a short number when there are several of that kind ("Asteroid 3", "Debris cloud 1",
 * "Planet"). Shared by the engines (their captions) and the viewer, so both say the same name.
 */

/** A string with its first letter in capitals. */
export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "1 hit", "2 hits"; `many` for an irregular plural. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "A, B and C": names joined as a sentence lists them. */
export function andList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** "Luke Skywalker drops a Seismic Charge", "… drops an Ion Bomb": a `bomb` event in words. */
export function dropSentence(dropper: string, token: string): string {
  return `${dropper} drops ${/^[AEIOU]/.test(token) ? 'an' : 'a'} ${token}`;
}

/**
 * A `detonation` event in words: "Proximity Mine detonates under Academy Pilot" (a mine run over), "Seismic Charge
 * detonates near Luke Skywalker and Biggs Darklighter" (a bomb's blast), "… detonates harmlessly" (nobody within it).
 */
export function detonationSentence(token: string, cause: 'overlap' | 'range', units: readonly string[]): string {
  if (units.length === 0) return `${token} detonates harmlessly`;
  return `${token} detonates ${cause === 'overlap' ? 'under' : 'near'} ${andList(units)}`;
}

/**
 * Display names of things by id: `kindName(kind)` capitalised, numbered 1, 2… in the given order among those of
 * the same kind, and left without a number when it is the only one of its kind.
 */
export function numberedNames(
  items: readonly { id: string; kind: string }[],
  kindName: (kind: string) => string,
): Map<string, string> {
  const total = new Map<string, number>();
  for (const it of items) total.set(it.kind, (total.get(it.kind) ?? 0) + 1);
  const seen = new Map<string, number>();
  const names = new Map<string, string>();
  for (const it of items) {
    const n = (seen.get(it.kind) ?? 0) + 1;
    seen.set(it.kind, n);
    const base = capitalise(kindName(it.kind));
    names.set(it.id, (total.get(it.kind) ?? 0) > 1 ? `${base} ${n}` : base);
  }
  return names;
}

/**
 * An engine's or the kernel's message with display names for the ids it quotes after "ship", "obstacle" or "by"
 * ("overlaps ship tie2, tie3" → "overlaps ship Black Two, Black Three") and words for a move's JSON path
 * (`moves[2]` → "move 3"). Ids it does not know are left as they are.
 */
export function withDisplayNames(text: string, names: ReadonlyMap<string, string>): string {
  return text
    .replace(/\bmoves\[(\d+)\]/g, (_m, i: string) => `move ${Number(i) + 1}`)
    .replace(/\b(ship|obstacle|by) ([\w-]+(?:, [\w-]+)*)/g, (_m, word: string, ids: string) => {
      const named = ids.split(', ').map((id) => names.get(id) ?? id);
      return `${word} ${named.join(', ')}`;
    });
}
