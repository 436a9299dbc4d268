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
