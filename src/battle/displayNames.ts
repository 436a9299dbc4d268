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
