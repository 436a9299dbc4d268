/**
 * Mutations of valid files, as fast-check arbitraries: delete a field, a value of the wrong type, huge, tiny and
 * negative numbers, odd keys, long strings, duplicated ids and items, enormous and reordered arrays, deep
 * nesting, truncated text. Each mutation names its place by an index into the candidate places of its kind, so
 * that fast-check shrinks a failing plan to a short, readable one. Classes other branches are fixing are left out
 * while their KNOWN_OPEN switch is on.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { formatPath } from '../../src/battle/validationError.ts';
import {
  getAt,
  isObject,
  jsonType,
  type Place,
  places,
  RawJson,
  renameEverywhere,
  toJsonText,
  updateAt,
} from './jsonTree.ts';
import { KNOWN_OPEN } from './knownOpen.ts';
import { objectKindAt, type PathKey, schemaAt } from './schemaAt.ts';
import { type SeedFile, seedNamed } from './seeds.ts';

/** One change to a file value; `pick` chooses among the places the change applies to. */
export type Mutation =
  | { kind: 'delete'; pick: number }
  | { kind: 'wrongType'; pick: number; replacement: unknown }
  | { kind: 'oddNumber'; pick: number; number: number | string }
  | { kind: 'oddKey'; pick: number; key: string; value: unknown }
  | { kind: 'longString'; pick: number; length: number }
  | { kind: 'duplicateId'; pick: number; other: number }
  | { kind: 'renameId'; pick: number; to: string }
  | { kind: 'rekey'; pick: number; other: number }
  | { kind: 'duplicateItem'; pick: number; at: number }
  | { kind: 'enormousArray'; pick: number; length: number }
  | { kind: 'reorder'; pick: number; keys: number[] }
  | { kind: 'deepNesting'; pick: number; depth: number };

/** A seed file (by name), the mutations applied in order, how the result is written and where the text is cut. */
export interface MutationPlan {
  seed: string;
  /** Keep the file acceptable to its schema where the mutation allows (the engines then meet it). */
  preferValid: boolean;
  mutations: Mutation[];
  pretty: boolean;
  /** Cut the JSON text to this fraction of its length (0 ≤ cut < 1), or null to keep it whole. */
  cut: number | null;
}

/** What a plan produced: the text, what was done (paths named), and whether every correct CLI must refuse it. */
export interface MutatedFile {
  text: string;
  steps: string[];
  mustReject: string | null;
}

/** Names of Object.prototype members, which a lookup by a user-given name must never reach. */
export const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

const ODD_NAMES = ['', ' ', 'é', 'Ω', '日本', '😀', '\u0000', '\u200b', 'a.b', 'a[0]', '"', '\\', 'ß', 'Z', 'aa'];

/** Odd keys and ids: empty, unicode, control characters, path-like, long; prototype names unless still open. */
export const oddName = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...ODD_NAMES, ...(KNOWN_OPEN.prototypeNames ? [] : PROTOTYPE_NAMES)),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }),
    fc.integer({ min: 100, max: 5000 }).map((n) => 'k'.repeat(n)),
  );

/** Numbers at the edges: huge, tiny, negative zero, past 2**53, and raw tokens that parse to Infinity or 0. */
const oddNumber = (): fc.Arbitrary<number | string> =>
  fc.oneof(
    fc.constantFrom(-1, 0, 0.5, -0.5, 1e-7, 2 ** 31, -(2 ** 31), 2 ** 32, 12345.678),
    fc.constantFrom(1e308, -1e308, -0, 5e-324, -5e-324, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e21),
    fc.constantFrom('raw:1e400', 'raw:-1e400', 'raw:1e-400', 'raw:-0', 'raw:1E2', 'raw:100000000000000000000001'),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
  );

const WRONG_TYPE_VALUES: readonly unknown[] = [null, true, 0, -1, 1.5, '', 'x', '7', [], [1], {}, { a: 1 }];

const pick = fc.nat({ max: 10_000 });

/** Every mutation kind's arbitrary, with its payload. */
const MUTATION_ARBS: { [K in Mutation['kind']]: () => fc.Arbitrary<Extract<Mutation, { kind: K }>> } = {
  delete: () => fc.record({ kind: fc.constant('delete'), pick }),
  wrongType: () =>
    fc.record({ kind: fc.constant('wrongType'), pick, replacement: fc.constantFrom(...WRONG_TYPE_VALUES) }),
  oddNumber: () => fc.record({ kind: fc.constant('oddNumber'), pick, number: oddNumber() }),
  oddKey: () =>
    fc.record({ kind: fc.constant('oddKey'), pick, key: oddName(), value: fc.constantFrom(...WRONG_TYPE_VALUES) }),
  longString: () => fc.record({ kind: fc.constant('longString'), pick, length: longLength() }),
  duplicateId: () => fc.record({ kind: fc.constant('duplicateId'), pick, other: fc.nat({ max: 100 }) }),
  renameId: () => fc.record({ kind: fc.constant('renameId'), pick, to: oddName() }),
  rekey: () => fc.record({ kind: fc.constant('rekey'), pick, other: fc.nat({ max: 100 }) }),
  duplicateItem: () => fc.record({ kind: fc.constant('duplicateItem'), pick, at: fc.nat({ max: 100 }) }),
  enormousArray: () => fc.record({ kind: fc.constant('enormousArray'), pick, length: arrayLength() }),
  reorder: () =>
    fc.record({
      kind: fc.constant('reorder'),
      pick,
      keys: fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 8 }),
    }),
  deepNesting: () => fc.record({ kind: fc.constant('deepNesting'), pick, depth: fc.integer({ min: 2, max: 5000 }) }),
};

/** Ids renamed to, and decisions keyed by, the names of Object.prototype members (class `prototypeNames`). */
export const prototypeNameMutationArb = (): fc.Arbitrary<Mutation> =>
  fc.oneof(
    fc.record({ kind: fc.constant('renameId' as const), pick, to: fc.constantFrom(...PROTOTYPE_NAMES) }),
    fc.record({
      kind: fc.constant('oddKey' as const),
      pick,
      key: fc.constantFrom(...PROTOTYPE_NAMES),
      value: fc.constantFrom(...WRONG_TYPE_VALUES),
    }),
  );

/** Every mutation kind (less those whose class is open). */
export const MUTATION_KINDS = (Object.keys(MUTATION_ARBS) as Mutation['kind'][]).filter(
  (k) => k !== 'rekey' || !KNOWN_OPEN.decisionsForOtherUnits,
);

/** Mutations of the given kinds (all by default). */
export const mutationArb = (kinds: readonly Mutation['kind'][] = MUTATION_KINDS): fc.Arbitrary<Mutation> =>
  fc.oneof(...kinds.map((k) => MUTATION_ARBS[k]() as fc.Arbitrary<Mutation>));

/** String lengths: long, and megabytes while enormous files are open elsewhere only when switched on. */
const longLength = () =>
  KNOWN_OPEN.enormousFiles ? fc.integer({ min: 100, max: 100_000 }) : fc.integer({ min: 100, max: 4_000_000 });

/** Array lengths: a few thousand items (fast enough for every case), far more once huge arrays are fixed. */
const arrayLength = () =>
  KNOWN_OPEN.hugeArrays ? fc.integer({ min: 2, max: 3_000 }) : fc.integer({ min: 2, max: 200_000 });

/** How plans are drawn: which kinds, how many steps, whether to keep files valid and to cut the text. */
export interface PlanOptions {
  kinds?: readonly Mutation['kind'][];
  /** Mutations drawn from this arbitrary instead of `kinds`. */
  mutation?: fc.Arbitrary<Mutation>;
  maxSteps?: number;
  /** true or false: always so; undefined: either. */
  preferValid?: boolean;
  cut?: boolean;
}

/** A plan over the given seeds: one to `maxSteps` mutations (3), the text sometimes cut short unless `cut` is false. */
export const planArb = (seeds: readonly SeedFile[], options: PlanOptions = {}): fc.Arbitrary<MutationPlan> =>
  fc.record({
    seed: fc.constantFrom(...seeds.map((s) => s.name)),
    preferValid: options.preferValid === undefined ? fc.boolean() : fc.constant(options.preferValid),
    mutations: fc.array(options.mutation ?? mutationArb(options.kinds), {
      minLength: 1,
      maxLength: options.maxSteps ?? 3,
    }),
    pretty: fc.boolean(),
    cut:
      options.cut === false
        ? fc.constant(null)
        : fc.option(fc.double({ min: 0, max: 0.999, noNaN: true }), { freq: 8 }),
  });

/** Kinds that often leave a file its schema accepts, for the engines to meet (`rekey` once its class is fixed). */
export const PLAUSIBLE_KINDS: readonly Mutation['kind'][] = [
  'delete',
  'reorder',
  'renameId',
  ...(KNOWN_OPEN.decisionsForOtherUnits ? [] : (['rekey'] as const)),
  'duplicateItem',
  'enormousArray',
  'oddNumber',
  'longString',
  'oddKey',
];

/** The places a mutation kind applies to. */
function candidates(kind: Mutation['kind'], value: unknown): Place[] {
  const all = places(value);
  const isId = (p: Place) => p.path.at(-1) === 'id' && typeof p.value === 'string' && typeof p.path.at(-2) === 'number';
  switch (kind) {
    case 'delete':
    case 'deepNesting':
      return all.filter((p) => p.path.length > 0);
    case 'wrongType':
      return all;
    case 'oddNumber':
      return all.filter((p) => typeof p.value === 'number');
    case 'oddKey':
      return all.filter((p) => isObject(p.value));
    case 'longString':
      return all.filter((p) => typeof p.value === 'string');
    case 'duplicateId':
    case 'renameId':
      return all.filter(isId);
    case 'rekey':
      // A decision keyed by a unit id, in a round's record (rounds[i].name.id).
      return all.filter((p) => p.path[0] === 'rounds' && p.path.length === 4 && typeof p.path[3] === 'string');
    case 'duplicateItem':
    case 'enormousArray':
    case 'reorder':
      return all.filter((p) => Array.isArray(p.value) && p.value.length > 0);
  }
}

/** A value of another JSON type than `old`, starting from the chosen one. */
function otherType(old: unknown, chosen: unknown): unknown {
  const start = WRONG_TYPE_VALUES.indexOf(chosen);
  for (let i = 0; i < WRONG_TYPE_VALUES.length; i++) {
    const v = WRONG_TYPE_VALUES[(start + i) % WRONG_TYPE_VALUES.length];
    if (jsonType(v) !== jsonType(old)) return v;
  }
  return null;
}

/** `[[[…x…]]]`, `depth` arrays deep, as text (JSON.stringify would overflow the stack writing it). */
const nested = (depth: number, inner: unknown): RawJson =>
  new RawJson(`${'['.repeat(depth)}${toJsonText(inner, false).trimEnd()}${']'.repeat(depth)}`);

/** The result of applying one mutation: the new value, a description, and a reason it must be refused (or null). */
interface Applied {
  value: unknown;
  step: string;
  mustReject: string | null;
}

/** How many places a file-keeping mutation tries before it settles for one the schema refuses. */
const VALID_TRIES = 60;

/**
 * Applies one mutation to a value (the seed's schema tells which objects are id-keyed records). With
 * `preferValid`, it moves on from the picked place to the next until the schema there accepts the result, so
 * that the engines, not only the schemas, meet odd files.
 */
export function applyMutation(value: unknown, m: Mutation, schema: z.ZodType, preferValid: boolean): Applied {
  const list = candidates(m.kind, value);
  if (list.length === 0) return { value, step: `${m.kind}: no place`, mustReject: null };
  const tries = preferValid ? Math.min(list.length, VALID_TRIES) : 1;
  let first: Applied | undefined;
  for (let t = 0; t < tries; t++) {
    const place = list[(m.pick + t) % list.length]!;
    const applied = applyAt(value, m, place, schema);
    if (!preferValid || acceptedAround(schema, value, place.path, applied.value)) return applied;
    first ??= applied;
  }
  return first!;
}

/** Whether the schema accepts the changed value around a place (at the place's parent). */
function acceptedAround(schema: z.ZodType, before: unknown, path: readonly PathKey[], after: unknown): boolean {
  const parent = path.slice(0, -1);
  const sub = schemaAt(schema, before, parent);
  const changed = getAt(after, parent);
  if (!sub || changed === undefined) return false;
  return sub.safeParse(JSON.parse(toJsonText(changed, false))).success;
}

/** Applies one mutation at one place. */
function applyAt(value: unknown, m: Mutation, place: Place, schema: z.ZodType): Applied {
  const at = formatPath(place.path) || '(root)';
  const set = (v: unknown) => updateAt(value, place.path, () => v);
  switch (m.kind) {
    case 'delete':
      return { value: set(undefined), step: `delete ${at}`, mustReject: null };
    case 'wrongType': {
      const v = otherType(place.value, m.replacement);
      return { value: set(v), step: `${at} = ${JSON.stringify(v)}`, mustReject: null };
    }
    case 'oddNumber': {
      const v = typeof m.number === 'string' ? new RawJson(m.number.slice(4)) : m.number;
      return {
        value: set(v),
        step: `${at} = ${v instanceof RawJson ? v.text : Object.is(v, -0) ? '-0' : v}`,
        mustReject: null,
      };
    }
    case 'oddKey':
      return applyOddKey(value, place, m.key, m.value, schema);
    case 'longString':
      return { value: set('s'.repeat(m.length)), step: `${at} = "s" × ${m.length}`, mustReject: null };
    case 'duplicateId':
      return applyDuplicateId(value, place, m.other);
    case 'renameId': {
      const step = `rename id ${JSON.stringify(place.value)} (${at}) to ${JSON.stringify(m.to)} everywhere`;
      return { value: renameEverywhere(value, place.value as string, m.to), step, mustReject: null };
    }
    case 'rekey':
      return applyRekey(value, place, m.other);
    case 'duplicateItem':
      return applyDuplicateItem(value, place, m.at);
    case 'enormousArray':
      return applyEnormousArray(value, place, m.length);
    case 'reorder': {
      const items = place.value as unknown[];
      const order = items
        .map((_, i) => i)
        .sort((a, b) => m.keys[a % m.keys.length]! - m.keys[b % m.keys.length]! || b - a);
      return {
        value: set(order.map((i) => items[i])),
        step: `${at} reordered ${JSON.stringify(order)}`,
        mustReject: null,
      };
    }
    case 'deepNesting':
      return { value: set(nested(m.depth, place.value)), step: `${at} wrapped in ${m.depth} arrays`, mustReject: null };
  }
}

/** A key added to an object; in an id-keyed record (decisions by ship id) it names no unit, which must be refused. */
function applyOddKey(value: unknown, place: Place, key: string, fallback: unknown, schema: z.ZodType): Applied {
  const obj = place.value as Record<string, unknown>;
  const kind = objectKindAt(schema, value, place.path);
  // In a record the new entry copies a sibling's value, so that only its key is wrong.
  const sibling = Object.values(obj)[0];
  const entry = kind === 'record' && sibling !== undefined ? sibling : fallback;
  const at = formatPath(place.path) || '(root)';
  const taken = Object.hasOwn(obj, key) || places(value).some((p) => p.value === key);
  return {
    value: updateAt(value, place.path, () => Object.fromEntries([...Object.entries(obj), [key, entry]])),
    step: `${at}[${JSON.stringify(key)}] = ${JSON.stringify(entry)} (${kind})`,
    mustReject: kind === 'record' && !taken ? `a decision for ${JSON.stringify(key)}, which names no unit` : null,
  };
}

/** An item's id set to a sibling's: ids must be unique. */
function applyDuplicateId(value: unknown, place: Place, other: number): Applied {
  const listPath = place.path.slice(0, -2);
  const items = getAt(value, listPath) as unknown[];
  const self = place.path.at(-2) as number;
  const ids = items.map((it, i) => (i !== self && isObject(it) && typeof it.id === 'string' ? it.id : null));
  const others = ids.filter((id): id is string => id !== null && id !== place.value);
  if (others.length === 0) return { value, step: 'duplicateId: no sibling', mustReject: null };
  const id = others[other % others.length]!;
  const at = formatPath(place.path);
  return {
    value: updateAt(value, place.path, () => id),
    step: `${at} = ${JSON.stringify(id)} (a sibling's id)`,
    mustReject: `duplicate id ${JSON.stringify(id)}`,
  };
}

/** A round's decision moved to another unit of the file (a ship's plot given to a squadron, say). */
function applyRekey(value: unknown, place: Place, other: number): Applied {
  const key = place.path[3] as string;
  const ids = places(value).filter((p) => p.path.at(-1) === 'id' && typeof p.value === 'string' && p.value !== key);
  const record = getAt(value, place.path.slice(0, 3)) as Record<string, unknown>;
  const free = ids.map((p) => p.value as string).filter((id) => !Object.hasOwn(record, id));
  if (free.length === 0) return { value, step: 'rekey: no other unit', mustReject: null };
  const to = free[other % free.length]!;
  const entries = Object.entries(record).map(([k, v]): [string, unknown] => [k === key ? to : k, v]);
  const at = formatPath(place.path);
  return {
    value: updateAt(value, place.path.slice(0, 3), () => Object.fromEntries(entries)),
    step: `${at} given to ${JSON.stringify(to)}`,
    mustReject: null,
  };
}

/** An array item inserted again at another index; an item with an id then has a duplicate id. */
function applyDuplicateItem(value: unknown, place: Place, at: number): Applied {
  const items = place.value as unknown[];
  const from = at % items.length;
  const copy = [...items];
  copy.splice((at * 7) % (items.length + 1), 0, items[from]);
  const item = items[from];
  const hasId = isObject(item) && typeof item.id === 'string' && item.id !== '';
  const path = formatPath(place.path) || '(root)';
  return {
    value: updateAt(value, place.path, () => copy),
    step: `${path}[${from}] inserted again`,
    mustReject: hasId ? `duplicate id ${JSON.stringify(item.id)}` : null,
  };
}

/** The most characters an enormous array may take; the CLI reads such files whole. */
const ENORMOUS_TEXT = KNOWN_OPEN.enormousFiles ? 1_000_000 : 16_000_000;

/**
 * An array's items repeated to `length` (fewer when the text would pass ENORMOUS_TEXT), written as text so
 * that later mutations do not walk every item.
 */
function applyEnormousArray(value: unknown, place: Place, length: number): Applied {
  const items = (place.value as unknown[]).map((v) => toJsonText(v, false).trimEnd());
  const itemChars = items.reduce((n, t) => n + t.length + 1, 0) / items.length;
  const count = Math.max(2, Math.min(length, Math.floor(ENORMOUS_TEXT / itemChars)));
  const text = `[${Array.from({ length: count }, (_, i) => items[i % items.length]).join(',')}]`;
  const at = formatPath(place.path) || '(root)';
  return {
    value: updateAt(value, place.path, () => new RawJson(text)),
    step: `${at}: its ${items.length} items repeated to ${count}`,
    mustReject: null,
  };
}

/** Applies a plan: the mutations in order, the text written and perhaps cut. */
export function applyPlan(plan: MutationPlan): MutatedFile {
  const seed = seedNamed(plan.seed);
  let value = seed.value;
  const steps: string[] = [];
  const reasons: (string | null)[] = [];
  for (const m of plan.mutations) {
    const r = applyMutation(value, m, seed.schema, plan.preferValid);
    value = r.value;
    steps.push(r.step);
    reasons.push(r.mustReject);
  }
  let text = toJsonText(value, plan.pretty);
  // A reason found by one step holds only when nothing after it undid it.
  let mustReject = plan.mutations.length === 1 ? (reasons[0] ?? null) : null;
  if (plan.cut !== null) {
    const body = text.trimEnd();
    text = body.slice(0, Math.floor(plan.cut * body.length));
    steps.push(`text cut to ${text.length} of ${body.length} characters`);
    mustReject = 'truncated JSON text';
  } else if (!seed.schema.safeParse(JSON.parse(text)).success) mustReject ??= `the ${seed.name} schema refuses it`;
  return { text, steps, mustReject };
}
