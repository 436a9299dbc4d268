/**
 * Which page the app shows, from `?mode=` on the address: the viewer (default), the dispute editor, the stream
 * page for an OBS browser source, the stream's control page, a live table watched over NATS, or the ship hangar. Read once at start-up: the mode never changes
 * while a page is open.
 */

/** The pages the app can show. */
export type AppMode = 'viewer' | 'dispute' | 'stream' | 'control' | 'record' | 'watch' | 'hangar';

const MODES: readonly AppMode[] = ['viewer', 'dispute', 'stream', 'control', 'record', 'watch', 'hangar'];

/** The mode a page address asks for (`?mode=stream`), the viewer when none or an unknown one is given. */
export function appModeOf(search: string): AppMode {
  const mode = new URLSearchParams(search).get('mode');
  return MODES.find((m) => m === mode) ?? 'viewer';
}

/** The message for a `mode` the app does not know (shown over the viewer it falls back to), or null. */
export function unknownModeMessage(search: string): string | null {
  const mode = new URLSearchParams(search).get('mode');
  if (mode === null || MODES.some((m) => m === mode)) return null;
  return `mode: expected one of ${MODES.join(', ')}, got ${JSON.stringify(mode)}; showing the viewer`;
}
