// Lint guards the house rules:
// - imports point down only: ui → scene → state → rules → battle → kernel (the CLI sits beside the pages, over
//   rules); the viewer's layers reach a rule system only through src/rules/registry.ts;
// - the kernel, rules engines and battle model stay pure (no rendering or state libraries, no unseeded
//   randomness or wall clock);
// - no non-null assertions (a type says it instead) and no function over 80 lines outside data;
// - no `key in object` with a computed key (Object.prototype's names are `in` every object);
// - what plays or writes a battle (kernel, rules, battle, state, cli) calls nothing locale-sensitive
//   (localeCompare, toLocale…, Intl), so every machine replays a file alike, and spreads no arguments into a
//   call (a user-sized list overflows the stack).
// ESLint's flat config keeps only the last matching setting of a rule, so each file group's no-restricted-syntax
// lists every guard that applies to it.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const renderingLibraries = {
  patterns: [
    { group: ['three', 'three/*'], message: 'Pure layers must not import three.js.' },
    { group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'Pure layers must not import React.' },
    { group: ['jotai', 'jotai/*'], message: 'Pure layers must not import jotai.' },
    { group: ['@react-three/*'], message: 'Pure layers must not import React Three Fiber or drei.' },
  ],
};

/** The NATS clients: only src/state/live (the viewer and the publisher) and the CLI connect to a server. */
const natsClients = {
  group: ['@nats-io/*'],
  message: 'Only src/state/live/ (the viewer and the publisher) and src/cli/ import the NATS clients.',
};

const unseeded = [
  { object: 'Math', property: 'random', message: 'Use the seeded generator whose state lives in the game state.' },
  { object: 'Date', property: 'now', message: 'Pure layers take no wall-clock time.' },
  { object: 'performance', property: 'now', message: 'Pure layers take no wall-clock time.' },
];

/**
 * Locale-sensitive calls: their result depends on the machine's language (LANG / LC_ALL in Node, --lang or the
 * OS in a browser), so an order or text built with them differs between two machines replaying one battle file.
 */
const localeMessage =
  "Depends on the machine's locale, so replays would differ between machines: order strings with " +
  'compareCodePoints (src/battle/codePointOrder.ts) and format numbers without Intl.';
const localeSensitive = [
  { selector: "MemberExpression[property.name='localeCompare']", message: localeMessage },
  { selector: 'MemberExpression[property.name=/^toLocale/]', message: localeMessage },
  { selector: "Identifier[name='Intl']", message: localeMessage },
];

/** Spread arguments in calls: a user-sized list overflows the stack. */
const spreadArguments = {
  selector: 'CallExpression > SpreadElement.arguments, NewExpression > SpreadElement.arguments',
  message: 'No spread arguments in the engines: a user-sized list overflows the stack. Loop over it instead.',
};

/**
 * The layers from the bottom up; each may import from its own tier and those below, never from above.
 * `src/models` (which glTF file draws a ship), `src/demo` (the built-in battles' files) and `src/icons` (the game's
 * symbols and their font) sit beside `state`.
 * The CLI sits over the rules, beside the pages, and imports nothing of the viewer but the live publisher.
 */
const tiers = [['kernel'], ['battle'], ['rules'], ['state', 'models', 'demo', 'icons'], ['scene'], ['ui']];
const pages = ['./src/App.tsx', './src/main.tsx'];
const folders = (names) => names.map((name) => `./src/${name}`);
const message = (layer) =>
  `Imports point down only (ui → scene → state → rules → battle → kernel): src/${layer} must not import this.`;
const layerZones = [
  ...tiers.flatMap((tier, i) =>
    tier.map((layer) => ({
      target: `./src/${layer}`,
      from: [...folders(tiers.slice(i + 1).flat()), './src/cli', ...pages],
      message: message(layer),
    })),
  ),
  {
    target: './src/cli',
    from: [
      ...folders(
        tiers
          .slice(3)
          .flat()
          .filter((layer) => layer !== 'state'),
      ),
      ...pages,
    ],
    message: message('cli'),
  },
  // The CLI shares the live publisher with the pages (src/state/live/livePublisher.ts: NATS and battle/ only).
  { target: './src/cli', from: './src/state', except: ['./live'], message: message('cli') },
];
/**
 * A name from a file or the address ("constructor", "toString") is `in` every object through Object.prototype.
 * `'field' in value` with a literal narrows a union and stays allowed; a computed key must use Object.hasOwn,
 * ownEntry (src/battle/lookup.ts) or a Map.
 */
const prototypeNameGuards = [
  {
    selector: "BinaryExpression[operator='in'][left.type!='Literal']",
    message:
      "`key in object` is true for Object.prototype's names such as 'constructor': use Object.hasOwn, ownEntry (src/battle/lookup.ts) or a Map.",
  },
  {
    // The catalogues keyed by names a file gives (shapes, classes, XWS slots), read by a computed key.
    selector:
      "MemberExpression[computed=true][property.type!='Literal'][object.name=/^(OBSTACLE_OUTLINES|CAPITAL_CLASSES|SQUADRON_CLASSES|XWS_SLOTS)$/]",
    message:
      "A catalogue read by a name from a file finds Object.prototype's 'constructor': use obstacleOutline(), ownEntry (src/battle/lookup.ts) or a Map.",
  },
];
/** The rule systems' own folders, which the viewer's layers reach only through the registry. */
const ruleSystemFolders = ['./src/rules/xwing1e', './src/rules/fullthrust-sw', './src/rules/star-warriors'];
const registryZones = ['./src/ui', ...pages].map((target) => ({
  target,
  from: ruleSystemFolders,
  message: 'The pages reach a rule system only through src/rules/registry.ts (or a state module over it).',
}));

export default tseslint.config(
  { ignores: ['dist/**', 'dist-cli/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'models/**/*.glb'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...registryZones] }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
      'no-restricted-syntax': ['error', ...prototypeNameGuards],
    },
  },
  {
    // Data: record sheets, charts and catalogues written as code.
    files: ['src/rules/*/data/**'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    // A test's `x!` fails the test with a TypeError where the value is missing, which is what an assertion is
    // for; the rule guards the shipped code, benchmarks and scripts.
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['src/kernel/**/*.ts', 'src/rules/**/*.ts', 'src/battle/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...renderingLibraries.patterns, natsClients] }],
      'no-restricted-properties': ['error', ...unseeded],
    },
  },
  {
    files: ['src/{state,scene,ui,models,demo}/**/*.{ts,tsx}', 'src/*.tsx'],
    ignores: ['src/state/live/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [natsClients] }] },
  },
  {
    // Everything that plays, replays or writes a battle: an order or text there decides the game or the file, and
    // a spread argument puts every item on the stack: `Math.min(...xs)` or `push(...xs)` on a list the user sized
    // dies with "Maximum call stack size exceeded" somewhere past 100,000 items. Loop instead.
    files: ['src/{kernel,rules,battle,state,cli}/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...prototypeNameGuards, ...localeSensitive, spreadArguments] },
  },
  {
    files: ['bin/**/*.mjs', 'scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
