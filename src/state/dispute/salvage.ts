/**
 * Salvaging a stored situation field by field: whatever fits the scenario format is kept, and every piece left
 * out is named (a ship by its id, a question by its number), so damaged saved work loses as little as possible
 * and the user is told exactly what is missing. The scenario schema itself decides what fits, so a new field in
 * the format needs no change here.
 */
import { z } from 'zod';
import { problemsFromZod } from '../../battle/validationError.ts';
import { type Scenario, scenarioProblems, scenarioSchema } from '../../rules/xwing1e/scenario/scenario.ts';

/** What could be kept of a stored situation (null: nothing usable) and what was left out, in words. */
export interface Salvaged {
  scenario: Scenario | null;
  leftOut: string[];
}

type Shape = Record<string, z.ZodType>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The schema inside an optional field (the field itself may be left out). */
const unwrap = (s: z.ZodType): z.ZodType => (s instanceof z.ZodOptional ? (s.unwrap() as z.ZodType) : s);

const optional = (s: z.ZodType) => s.safeParse(undefined).success;

/** The first schema problem of a value, as words (`x: expected a number, got "abc"`). */
function firstProblem(schema: z.ZodType, value: unknown): string {
  const r = schema.safeParse(value, { reportInput: true });
  if (r.success) return '';
  const p = problemsFromZod(r.error.issues)[0];
  return p ? `${p.path ? `${p.path}: ` : ''}${p.message}` : 'not valid';
}

/** How a list item is named to the user: ships and obstacles by id, questions by their number. */
function itemName(list: string, item: unknown, index: number): string {
  const id = isRecord(item) && typeof item.id === 'string' ? JSON.stringify(item.id) : `number ${index + 1}`;
  if (list === 'ships') return `the ship ${id}`;
  if (list === 'obstacles') return `the obstacle ${id}`;
  if (list === 'moves') return `maneuver question ${index + 1}`;
  if (list === 'measure') return `range question ${index + 1}`;
  return `${list} item ${index + 1}`;
}

/** Keeps the items of a list that can be salvaged (each field by field), naming those left out. */
function salvageList(list: string, element: z.ZodObject, value: unknown[], leftOut: string[]): unknown[] {
  const kept: unknown[] = [];
  value.forEach((item, i) => {
    const notes: string[] = [];
    const salvaged = salvageObject(element.shape as Shape, item, notes);
    const name = itemName(list, item, i);
    if (salvaged === null) leftOut.push(`${name} (${firstProblem(element, item)})`);
    else kept.push(salvaged);
    if (salvaged !== null) for (const n of notes) leftOut.push(`${n} of ${name}`);
  });
  return kept;
}

/**
 * One field's salvaged value: lists of objects item by item, anything else whole. `undefined` leaves the field
 * out; `null` means a required field could not be kept.
 */
function salvageField(key: string, field: z.ZodType, v: unknown, leftOut: string[]): unknown {
  const inner = unwrap(field);
  if (inner instanceof z.ZodArray && inner.element instanceof z.ZodObject && Array.isArray(v)) {
    const items = salvageList(key, inner.element, v, leftOut);
    const r = field.safeParse(items);
    if (r.success) return r.data;
  } else {
    const r = field.safeParse(v);
    if (r.success) return r.data;
  }
  if (!optional(field)) return null;
  leftOut.push(`the field "${key}" (${firstProblem(field, v)})`);
  return undefined;
}

/** The fields of `value` that fit `shape`, or null when a required one is missing or unusable. */
function salvageObject(shape: Shape, value: unknown, leftOut: string[]): Record<string, unknown> | null {
  if (!isRecord(value)) return null;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(shape, key)) leftOut.push(`the unknown field ${JSON.stringify(key)}`);
  }
  for (const [key, field] of Object.entries(shape)) {
    const v = Object.hasOwn(value, key) ? value[key] : undefined;
    if (v === undefined) {
      if (optional(field)) continue;
      return null;
    }
    const kept = salvageField(key, field, v, leftOut);
    if (kept === null) return null;
    if (kept !== undefined) out[key] = kept;
  }
  return out;
}

/** The list and index a cross-reference problem names (`moves[2].ship` → moves, 2), or null. */
function itemOfPath(path: string): { list: string; index: number } | null {
  const m = /^(\w+)\[(\d+)\]/.exec(path);
  return m?.[1] !== undefined && m[2] !== undefined ? { list: m[1], index: Number(m[2]) } : null;
}

/**
 * Removes the items that cross-reference checks refuse (a duplicate id, an unknown maneuver or shape, a question
 * about a ship that is gone), one at a time, until the situation is valid; null when a problem names no item.
 */
function dropRefusedItems(value: Record<string, unknown>, leftOut: string[]): Scenario | null {
  for (;;) {
    const problem = scenarioProblems(value)[0];
    if (!problem) return scenarioSchema.parse(value);
    const at = itemOfPath(problem.path);
    const list = at && value[at.list];
    if (!at || !Array.isArray(list) || at.index >= list.length) return null;
    const field = problem.path.slice(problem.path.indexOf(']') + 2);
    leftOut.push(`${itemName(at.list, list[at.index], at.index)} (${field ? `${field}: ` : ''}${problem.message})`);
    value[at.list] = list.filter((_, i) => i !== at.index);
  }
}

/** Salvages a parsed stored situation: the fields and items that fit are kept, the rest named in `leftOut`. */
export function salvageScenario(value: unknown): Salvaged {
  const leftOut: string[] = [];
  if (!isRecord(value)) return { scenario: null, leftOut: ['the whole situation (it is not a situation object)'] };
  const fields = salvageObject(scenarioSchema.shape as Shape, value, leftOut);
  if (fields === null) {
    return { scenario: null, leftOut: [`the whole situation (${firstProblem(scenarioSchema, value)})`] };
  }
  const scenario = dropRefusedItems(fields, leftOut);
  if (!scenario) return { scenario: null, leftOut: [`the whole situation (${scenarioProblems(fields)[0]?.message})`] };
  return { scenario, leftOut };
}
