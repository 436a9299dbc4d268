import { shortcutFor } from './shortcuts.ts';

/** Props of HelpBar. */
export type HelpBarProps = Record<string, never>;

/** The keys of an action as <kbd>s, from the shortcut table (so the hint cannot drift from the bindings). */
function Keys({ action }: { action: Parameters<typeof shortcutFor>[0] }) {
  return (
    <>
      {shortcutFor(action).labels.map((l) => (
        <kbd key={l}>{l}</kbd>
      ))}
    </>
  );
}

/** The one-line hint at the bottom: the mouse, the main keys, where every shortcut is listed, loading a file. */
export function HelpBar(_: HelpBarProps) {
  return (
    <div className="help-bar" data-testid="help-bar">
      Drag to orbit · right-drag to pan · wheel to zoom · <Keys action="playPause" /> play ·{' '}
      <Keys action="cycleCamera" /> camera · <Keys action="toggleHelp" /> all shortcuts · drop a scenario or battle file
      anywhere
    </div>
  );
}
