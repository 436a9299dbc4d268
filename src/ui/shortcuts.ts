/**
 * The one table of keyboard shortcuts: useKeyboardShortcuts binds exactly these keys and the help overlay lists
 * exactly these rows, so the help can never drift from the real bindings.
 */

/** What a shortcut does; useKeyboardShortcuts must handle every one (a typed record). */
export type ShortcutAction =
  | 'cycleCamera'
  | 'topView'
  | 'followCamera'
  | 'directorCamera'
  | 'toggleZones'
  | 'toggleLabels'
  | 'playPause'
  | 'previousEvent'
  | 'nextEvent'
  | 'slower'
  | 'faster'
  | 'toggleDebug'
  | 'toggleHelp'
  | 'closeHelp';

/** One shortcut: its keys and how the help overlay shows and explains them. */
export interface Shortcut {
  action: ShortcutAction;
  /** KeyboardEvent.key values that trigger it, lower-case (letters match with or without Shift). */
  keys: readonly string[];
  /** The keys as the help shows them, one <kbd> each (at least one). */
  labels: readonly [string, ...string[]];
  description: string;
  /** Only does something while a battle timeline is shown. */
  battleOnly?: boolean;
}

/** Every shortcut, in the order the help lists them. */
export const SHORTCUTS: readonly Shortcut[] = [
  { action: 'playPause', keys: [' '], labels: ['Space'], description: 'Play / pause' },
  {
    action: 'previousEvent',
    keys: ['arrowleft'],
    labels: ['←'],
    description: 'Previous event',
    battleOnly: true,
  },
  { action: 'nextEvent', keys: ['arrowright'], labels: ['→'], description: 'Next event', battleOnly: true },
  { action: 'slower', keys: ['['], labels: ['['], description: 'Slower playback', battleOnly: true },
  { action: 'faster', keys: [']'], labels: [']'], description: 'Faster playback', battleOnly: true },
  {
    action: 'cycleCamera',
    keys: ['c'],
    labels: ['C'],
    description: 'Next camera mode (orbit → top → follow → director)',
  },
  { action: 'topView', keys: ['t'], labels: ['T'], description: 'Top-down view on / off' },
  {
    action: 'followCamera',
    keys: ['f'],
    labels: ['F'],
    description: 'Follow the active ship (battle; orbit in a scenario)',
  },
  {
    action: 'directorCamera',
    keys: ['d'],
    labels: ['D'],
    description: 'Cinematic director (battle; orbit in a scenario)',
  },
  { action: 'toggleZones', keys: ['z'], labels: ['Z'], description: 'Setup zones on / off' },
  { action: 'toggleLabels', keys: ['l'], labels: ['L'], description: 'Ship labels on / off' },
  {
    action: 'toggleDebug',
    keys: ['g'],
    labels: ['G'],
    description: 'Render statistics on / off (draw calls, triangles, frame time; also ?debug=1)',
  },
  { action: 'toggleHelp', keys: ['?', 'h'], labels: ['?', 'H'], description: 'This help on / off' },
  { action: 'closeHelp', keys: ['escape'], labels: ['Esc'], description: 'Close this help' },
];

/** The shortcut bound to a KeyboardEvent.key, if any. */
export function shortcutForKey(key: string): Shortcut | undefined {
  const k = key.toLowerCase();
  return SHORTCUTS.find((s) => s.keys.includes(k));
}

/** The shortcut for an action (every action has exactly one row); throws naming an action without one. */
export function shortcutFor(action: ShortcutAction): Shortcut {
  const shortcut = SHORTCUTS.find((s) => s.action === action);
  if (!shortcut) throw new Error(`shortcuts: no shortcut row for the action ${action}`);
  return shortcut;
}
