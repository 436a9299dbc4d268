/**
 * Stream mode's own keys, on top of the viewer's table (shortcuts.ts: Space, ←/→, [/], and the camera keys C, T,
 * F, D that are the operator's override of the director). Only the stream page binds these.
 */

/** A stream-only key: KeyboardEvent.key values (lower-case) and what it does. */
export interface StreamShortcut {
  action: 'toggleExportPanel' | 'togglePublishPanel' | 'clearCaptions';
  keys: readonly string[];
  label: string;
  description: string;
}

/** Every stream-only key. */
export const STREAM_SHORTCUTS: readonly StreamShortcut[] = [
  { action: 'toggleExportPanel', keys: ['e'], label: 'E', description: 'Video export panel on / off' },
  { action: 'togglePublishPanel', keys: ['p'], label: 'P', description: 'Publish live panel on / off' },
  { action: 'clearCaptions', keys: ['x'], label: 'X', description: "Clear the operator's captions" },
];

/** The stream shortcut bound to a KeyboardEvent.key, if any. */
export function streamShortcutForKey(key: string): StreamShortcut | undefined {
  const k = key.toLowerCase();
  return STREAM_SHORTCUTS.find((s) => s.keys.includes(k));
}
