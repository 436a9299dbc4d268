/**
 * Problem messages the fuzzer (tests/fuzz/) found unclear: a union zod reports as "Invalid input", a value of
 * the wrong type that zod also measures against checks meant for the right one, a key that breaks the line.
 */
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { formatPath, formatProblem, problemsFromZod } from '../../src/battle/validationError.ts';

const problems = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value, { reportInput: true });
  return r.success ? [] : problemsFromZod(r.error.issues);
};

const file = z.strictObject({
  player: z.union([z.literal(0), z.literal(1)]),
  action: z.union([z.literal('none'), z.strictObject({ action: z.string() })]),
  players: z.array(z.string()).length(2),
  hex: z.tuple([z.number(), z.number()]).optional(),
});

describe('problem messages', () => {
  it('a union of values says which values it takes', () => {
    expect(problems(file, { player: [], action: 'none', players: ['a', 'b'] })).toEqual([
      { path: 'player', message: 'expected 0 or 1, got an array' },
    ]);
  });

  it('a union of a value and an object says both when the value fits neither', () => {
    expect(problems(file, { player: 0, action: 5, players: ['a', 'b'] })).toEqual([
      { path: 'action', message: 'expected "none" or an object, got 5' },
    ]);
  });

  it('a union whose object option fits the value names the field inside it', () => {
    expect(problems(file, { player: 0, action: {}, players: ['a', 'b'] })).toEqual([
      { path: 'action.action', message: 'expected a string, got nothing (the field is missing)' },
    ]);
  });

  it('a value of the wrong type is one problem, not also a length it cannot have', () => {
    expect(problems(file, { player: 0, action: 'none', players: '' })).toEqual([
      { path: 'players', message: 'expected an array, got ""' },
    ]);
  });

  it('a tuple is asked for as an array', () => {
    expect(problems(file, { player: 0, action: 'none', players: ['a', 'b'], hex: 'x' })).toEqual([
      { path: 'hex', message: 'expected an array, got "x"' },
    ]);
  });

  it('a key with a line break stays on its problem line', () => {
    expect(formatProblem({ path: 'rounds[0].plans.a\nb', message: 'no ship with id "a\nb"' })).toBe(
      'rounds[0].plans.a\\u000ab: no ship with id "a\\u000ab"',
    );
  });

  it('a key that is empty or holds spaces, dots or brackets is quoted in the path', () => {
    expect(formatPath([''])).toBe('[""]');
    expect(formatPath(['rounds', 0, 'dials', 'a.b'])).toBe('rounds[0].dials["a.b"]');
    expect(formatPath([' ', 'x'])).toBe('[" "].x');
    expect(formatPath(['ships', 1, 'x-wing-1', 'Ω'])).toBe('ships[1].x-wing-1.Ω');
  });
});
