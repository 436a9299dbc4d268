import { useAtomValue } from 'jotai';
import { disputeSelectionAtom, situationAtom } from '../../state/dispute/disputeAtoms.ts';
import { AddObstacleRow } from './AddObstacleRow.tsx';
import { AddPolygonRow } from './AddPolygonRow.tsx';
import { AddShipRow } from './AddShipRow.tsx';
import { SelectedObstacleEditor } from './SelectedObstacleEditor.tsx';
import { SelectedShipEditor } from './SelectedShipEditor.tsx';
import { SituationItems } from './SituationItems.tsx';

/** Props of EditorPanel. */
export type EditorPanelProps = Record<string, never>;

/**
 * The situation editor: add ships (any supported 1st-edition ship) and obstacles (the 18 outlines either side
 * up, or a custom polygon), pick one, and type its exact x, y and heading / rotation.
 */
export function EditorPanel(_: EditorPanelProps) {
  const s = useAtomValue(situationAtom);
  const selection = useAtomValue(disputeSelectionAtom);
  const ship = selection?.kind === 'ship' ? s.ships.find((x) => x.id === selection.id) : undefined;
  const obstacle = selection?.kind === 'obstacle' ? (s.obstacles ?? []).find((x) => x.id === selection.id) : undefined;
  return (
    <section className="panel dispute-editor" data-testid="dispute-editor" aria-label="Situation editor">
      <div className="panel-title">Situation</div>
      <AddShipRow />
      <AddObstacleRow />
      <AddPolygonRow />
      <SituationItems />
      {ship && <SelectedShipEditor ship={ship} />}
      {obstacle && <SelectedObstacleEditor obstacle={obstacle} />}
      <p className="muted dispute-hint">
        Drag a ship or obstacle to move it; Shift-drag to turn it. Right-drag pans, wheel zooms.
      </p>
    </section>
  );
}
