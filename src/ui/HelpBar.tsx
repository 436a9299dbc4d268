import { useAtomValue } from 'jotai';
import { loadedBattleAtom } from '../state/scenarioAtoms.ts';

/** Props of HelpBar. */
export type HelpBarProps = Record<string, never>;

/** The one-line hint at the bottom: how to move the camera, play and load a file. */
export function HelpBar(_: HelpBarProps) {
  const battle = useAtomValue(loadedBattleAtom);
  return (
    <div className="help-bar">
      Drag to orbit · right-drag to pan · wheel to zoom · <kbd>T</kbd> top view · <kbd>Z</kbd> zones · <kbd>L</kbd>{' '}
      labels · <kbd>Space</kbd> play
      {battle && (
        <>
          {' '}
          · <kbd>←</kbd> <kbd>→</kbd> events · <kbd>[</kbd> <kbd>]</kbd> speed
        </>
      )}{' '}
      · drop a scenario or battle file anywhere
    </div>
  );
}
