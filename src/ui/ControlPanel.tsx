import { useAtom, useAtomValue } from 'jotai';
import { loadedBattleAtom } from '../state/scenarioAtoms.ts';
import { showSetupZonesAtom } from '../state/viewAtoms.ts';
import { CameraModeSwitch } from './CameraModeSwitch.tsx';
import { EffectsSwitch } from './EffectsSwitch.tsx';
import { LoadedSummary } from './LoadedSummary.tsx';
import { ModeLinks } from './ModeLinks.tsx';
import { MovesTransport } from './MovesTransport.tsx';
import { OpenFileButton } from './OpenFileButton.tsx';

/** Props of ControlPanel. */
export type ControlPanelProps = Record<string, never>;

/**
 * The top-left panel: title, what is loaded, playback of a scenario's moves (a battle has its own transport
 * bar), camera mode, view toggles, the file picker and links to the other modes (dispute, stream).
 */
export function ControlPanel(_: ControlPanelProps) {
  const battle = useAtomValue(loadedBattleAtom);
  const [zones, setZones] = useAtom(showSetupZonesAtom);
  return (
    <div className="panel control-panel" data-testid="control-panel">
      <div className="brand">
        <span className="brand-mark">◆</span> HOLOTABLE
      </div>
      <LoadedSummary />
      {!battle && <MovesTransport />}
      <CameraModeSwitch />
      <div className="button-row">
        <button type="button" data-testid="toggle-zones" aria-pressed={zones} onClick={() => setZones(!zones)}>
          Zones <kbd>Z</kbd>
        </button>
        <EffectsSwitch />
      </div>
      <OpenFileButton />
      <ModeLinks />
    </div>
  );
}
