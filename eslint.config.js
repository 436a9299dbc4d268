// Lint guards the house rules: the kernel, rules engines and battle model stay pure (no rendering or state
// libraries), and no unseeded randomness or wall clock outside the seeded generator.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const renderingLibraries = {
  patterns: [
    { group: ['three', 'three/*'], message: 'Pure layers must not import three.js.' },
    { group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'Pure layers must not import React.' },
    { group: ['jotai', 'jotai/*'], message: 'Pure layers must not import jotai.' },
    { group: ['@react-three/*'], message: 'Pure layers must not import React Three Fiber or drei.' },
  ],
};

const unseeded = [
  { object: 'Math', property: 'random', message: 'Use the seeded generator whose state lives in the game state.' },
  { object: 'Date', property: 'now', message: 'Pure layers take no wall-clock time.' },
  { object: 'performance', property: 'now', message: 'Pure layers take no wall-clock time.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'models/**/*.glb'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/kernel/**/*.ts', 'src/rules/**/*.ts', 'src/battle/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', renderingLibraries],
      'no-restricted-properties': ['error', ...unseeded],
    },
  },
  {
    files: ['bin/**/*.mjs', 'scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
