/**
 * A round's recorded decisions as an engine reads them. Every entry the engine asks for is marked taken; when
 * the round is over, an entry the file gives but the round never asked for (a Tallon roll slide for a ship
 * that flew a bank, a plot for a unit that plots no course, a decision for a ship already destroyed) is a
 * problem naming its field, never silently dropped: a file that says something the game did not do would
 * replay as if it had not said it. One mechanism for every field and every rule system, instead of a check per
 * field that a new field could forget.
 */
import { ownEntry } from './lookup.ts';
import type { InputProblem } from './validationError.ts';

/** The fields of a round record that are lists (of ids, choices…). */
type ListFields<R> = { [K in keyof R]-?: NonNullable<R[K]> extends readonly unknown[] ? K : never }[keyof R];
/** The fields of a round record that map unit ids to decisions. */
type MapFields<R> = {
  [K in keyof R]-?: NonNullable<R[K]> extends readonly unknown[]
    ? never
    : NonNullable<R[K]> extends Readonly<Record<string, unknown>>
      ? K
      : never;
}[keyof R];
type ValueOf<M> = NonNullable<M> extends Readonly<Record<string, infer V>> ? V : never;
type ItemOf<L> = NonNullable<L> extends readonly (infer T)[] ? T : never;

/**
 * Why the round never asked for an entry: the engine's words for `field` and `key` (a unit id or an index),
 * given the recorded value; null when leaving it unused loses nothing (a recorded "none" for a ship that was
 * destroyed before its turn: the game did nothing either way).
 */
export type UnusedReason = (field: string, key: string, value: unknown) => string | null;

/** One round's recorded decisions, with what the engine has taken of them. */
export class RecordedRound<R extends object> {
  private readonly taken = new Set<string>();

  constructor(
    /** The round as the file records it (undefined when the file ends before it). */
    readonly given: R | undefined,
    /** JSON path of the round in the file, e.g. `rounds[2]`. */
    readonly path: string,
  ) {}

  /** The recorded decision `field[key]` (an own entry only), marking it taken; undefined when not recorded. */
  entry<F extends MapFields<R>>(field: F, key: string): ValueOf<R[F]> | undefined {
    this.taken.add(`${String(field)}\u0000${key}`);
    return ownEntry(this.given?.[field] as Readonly<Record<string, ValueOf<R[F]>>> | undefined, key);
  }

  /** The recorded item `field[index]`, marking it taken; undefined when the list is shorter. */
  item<F extends ListFields<R>>(field: F, index: number): ItemOf<R[F]> | undefined {
    this.taken.add(`${String(field)}\u0000${index}`);
    const list = this.given?.[field] as readonly ItemOf<R[F]>[] | undefined;
    return list?.[index];
  }

  /** Every recorded entry of these fields that the round never took, each with the engine's reason. */
  untaken(fields: readonly (MapFields<R> | ListFields<R>)[], reason: UnusedReason): InputProblem[] {
    const problems: InputProblem[] = [];
    for (const field of fields) {
      const name = String(field);
      const value: unknown = this.given?.[field];
      const entries: [key: string, path: string, value: unknown][] = Array.isArray(value)
        ? value.map((v, i) => [String(i), `${this.path}.${name}[${i}]`, v])
        : value !== null && typeof value === 'object'
          ? Object.entries(value).map(([key, v]) => [key, `${this.path}.${name}.${key}`, v])
          : [];
      for (const [key, path, v] of entries) {
        if (this.taken.has(`${name}\u0000${key}`)) continue;
        const message = reason(name, key, v);
        if (message !== null) problems.push({ path, message });
      }
    }
    return problems;
  }
}

/**
 * A file that records more rounds than the battle lasted: the first round never played, naming why the battle
 * was over (null when every recorded round was played).
 */
export function roundsAfterTheEnd(recorded: number, played: number, reason: string): InputProblem | null {
  if (recorded <= played) return null;
  return {
    path: `rounds[${played}]`,
    message: `the battle was already over after round ${played} (${reason}), so this round is never played`,
  };
}
