/** Props of HelpBar. */
export type HelpBarProps = Record<string, never>;

/** The one-line hint at the bottom: how to move the camera and load a scenario. */
export function HelpBar(_: HelpBarProps) {
  return (
    <div className="help-bar">
      Drag to orbit · right-drag to pan · wheel to zoom · <kbd>T</kbd> top view · <kbd>Z</kbd> zones · <kbd>L</kbd>{' '}
      labels · <kbd>Space</kbd> play · drop a scenario file anywhere
    </div>
  );
}
