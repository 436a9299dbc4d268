import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** Lints a snippet as if it were the file at `filePath`, returning the rule ids that fired. */
async function firedRules(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? 'parse-error');
}

describe('lint keeps the pure layers pure', () => {
  it.each(['three', 'react', 'jotai', '@react-three/fiber', '@react-three/drei'])(
    'rejects importing %s from the kernel, the rules and the battle model',
    async (pkg) => {
      for (const dir of ['src/kernel', 'src/rules/xwing1e', 'src/battle']) {
        const rules = await firedRules(`import * as x from '${pkg}';\nexport const y = x;\n`, `${dir}/probe.ts`);
        expect(rules).toContain('no-restricted-imports');
      }
    },
  );

  it('rejects Math.random and Date.now in the pure layers but not in the viewer', async () => {
    expect(await firedRules('export const r = Math.random();\n', 'src/rules/xwing1e/probe.ts')).toContain(
      'no-restricted-properties',
    );
    expect(await firedRules('export const t = Date.now();\n', 'src/kernel/probe.ts')).toContain(
      'no-restricted-properties',
    );
    expect(
      await firedRules("import * as THREE from 'three';\nexport const v = THREE;\n", 'src/scene/probe.ts'),
    ).toEqual([]);
  });
});

describe('lint keeps the NATS clients where a connection is made', () => {
  it('allows them in src/state/live and src/cli only', async () => {
    const code = "import { jetstream } from '@nats-io/jetstream';\nexport const j = jetstream;\n";
    for (const dir of ['src/kernel', 'src/rules/xwing1e', 'src/battle', 'src/state', 'src/scene', 'src/ui/watch']) {
      expect(await firedRules(code, `${dir}/probe.ts`), dir).toContain('no-restricted-imports');
    }
    for (const dir of ['src/state/live', 'src/cli']) expect(await firedRules(code, `${dir}/probe.ts`), dir).toEqual([]);
  });

  it('lets the CLI import the live publisher from src/state/live, and nothing else of src/state', async () => {
    const publisher =
      "import { publishMessages } from '../state/live/livePublisher.ts';\nexport const p = publishMessages;\n";
    expect(await firedRules(publisher, 'src/cli/probe.ts')).toEqual([]);
    const atoms = "import { loadedViewAtom } from '../state/scenarioAtoms.ts';\nexport const a = loadedViewAtom;\n";
    expect(await firedRules(atoms, 'src/cli/probe.ts')).toContain('import-x/no-restricted-paths');
  });
});

describe("lint keeps what plays a battle independent of the machine's locale", () => {
  it.each([
    'export const o = ["b", "a"].sort((x, y) => x.localeCompare(y));\n',
    'export const u = "i".toLocaleUpperCase();\n',
    'export const n = (1234.5).toLocaleString();\n',
    'export const c = new Intl.Collator().compare("a", "b");\n',
  ])('rejects %s in the kernel, rules, battle model, state and CLI, not in the pages', async (code) => {
    for (const dir of ['src/kernel', 'src/rules/xwing1e', 'src/battle', 'src/state', 'src/cli']) {
      expect(await firedRules(code, `${dir}/probe.ts`), dir).toContain('no-restricted-syntax');
    }
    expect(await firedRules(code, 'src/ui/probe.ts')).not.toContain('no-restricted-syntax');
  });

  it('allows the code-point comparator and a plain sort', async () => {
    const code =
      "import { compareCodePoints } from '../../battle/codePointOrder.ts';\n" +
      'export const o = ["b", "a"].sort(compareCodePoints);\nexport const p = ["b", "a"].sort();\n';
    expect(await firedRules(code, 'src/rules/xwing1e/probe.ts')).toEqual([]);
  });
});

describe('lint keeps imports pointing down (ui → scene → state → rules → battle → kernel)', () => {
  it.each([
    ['src/kernel/probe.ts', '../battle/rng.ts'],
    ['src/battle/probe.ts', '../rules/registry.ts'],
    ['src/battle/probe.ts', '../rules/xwing1e/catalog.ts'],
    ['src/rules/xwing1e/probe.ts', '../../state/viewAtoms.ts'],
    ['src/state/probe.ts', '../scene/frameOrder.ts'],
    ['src/scene/probe.ts', '../ui/shortcuts.ts'],
    ['src/ui/probe.ts', '../rules/xwing1e/catalog.ts'],
    ['src/cli/probe.ts', '../state/viewAtoms.ts'],
  ])('rejects %s importing %s', async (filePath, target) => {
    const rules = await firedRules(`import * as x from '${target}';\nexport const y = x;\n`, filePath);
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['src/scene/probe.ts', '../state/viewAtoms.ts'],
    ['src/ui/probe.ts', '../rules/registry.ts'],
    ['src/rules/xwing1e/probe.ts', '../../battle/rng.ts'],
    ['src/battle/probe.ts', '../kernel/index.ts'],
  ])('allows %s importing %s', async (filePath, target) => {
    const rules = await firedRules(`import * as x from '${target}';\nexport const y = x;\n`, filePath);
    expect(rules).not.toContain('import-x/no-restricted-paths');
  });
});

describe('lint keeps the code small and typed', () => {
  it('rejects a non-null assertion in shipped code', async () => {
    const code = 'export function f(a: number[]): number {\n  return a[0]!;\n}\n';
    expect(await firedRules(code, 'src/kernel/probe.ts')).toContain('@typescript-eslint/no-non-null-assertion');
  });

  it('rejects a function over 80 lines outside data', async () => {
    const body = Array.from({ length: 81 }, (_, i) => `  s += ${i};`).join('\n');
    const code = `export function f(): number {\n  let s = 0;\n${body}\n  return s;\n}\n`;
    expect(await firedRules(code, 'src/rules/xwing1e/probe.ts')).toContain('max-lines-per-function');
    expect(await firedRules(code, 'src/rules/xwing1e/data/probe.ts')).not.toContain('max-lines-per-function');
  });
});

describe('lint keeps huge lists off the stack', () => {
  it('rejects spread arguments in the engines, the battle model, state and the CLI, but not in the viewer', async () => {
    const calls =
      'export function f(xs: number[], out: number[]): number {\n  out.push(...xs);\n  return Math.min(...xs);\n}\n';
    for (const dir of ['src/kernel', 'src/rules/xwing1e', 'src/battle', 'src/state', 'src/cli']) {
      const rules = await firedRules(calls, `${dir}/probe.ts`);
      expect(rules.filter((r) => r === 'no-restricted-syntax')).toHaveLength(2);
    }
    expect(await firedRules(calls, 'src/scene/probe.ts')).toEqual([]);
  });

  it('allows spreading into array and object literals, which loop instead of using the stack', async () => {
    const literals =
      'export function f(xs: number[], o: object): [number[], object] {\n  return [[...xs], { ...o }];\n}\n';
    expect(await firedRules(literals, 'src/kernel/probe.ts')).toEqual([]);
  });
});
