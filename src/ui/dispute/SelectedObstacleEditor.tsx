import { useAtomValue, useSetAtom } from 'jotai';
import type { SituationObstacle as ScenarioObstacle } from '../../state/dispute/situation.ts';
import { disputeDispatchAtom, disputeSelectionAtom, situationAtom } from '../../state/dispute/disputeAtoms.ts';
import { obstacleItemText, situationNames } from '../../state/dispute/disputeText.ts';
import { NumberField } from './NumberField.tsx';

/** Props of SelectedObstacleEditor: the selected obstacle. */
export type SelectedObstacleEditorProps = { obstacle: ScenarioObstacle };

/** The selected obstacle's exact x, y and rotation, typed, which side is up, and its removal. */
export function SelectedObstacleEditor({ obstacle }: SelectedObstacleEditorProps) {
  const dispatch = useSetAtom(disputeDispatchAtom);
  const setSelection = useSetAtom(disputeSelectionAtom);
  const text = obstacleItemText(obstacle, situationNames(useAtomValue(situationAtom)));
  const update = (patch: Partial<Omit<ScenarioObstacle, 'id'>>) =>
    dispatch({ type: 'update-obstacle', id: obstacle.id, patch });
  return (
    <div className="dispute-selected" data-testid="selected-editor">
      <div className="dispute-selected-title" data-testid="selected-name">
        {text.name} <span className="muted">· {text.detail}</span>
      </div>
      <NumberField label="x" unit="mm" value={obstacle.x} testId="field-x" onCommit={(v) => update({ x: v })} />
      <NumberField label="y" unit="mm" value={obstacle.y} testId="field-y" onCommit={(v) => update({ y: v })} />
      <NumberField
        label="rotation"
        unit="degrees"
        value={obstacle.rotation ?? 0}
        testId="field-heading"
        onCommit={(v) => update({ rotation: v })}
      />
      <label className="dispute-check">
        <input
          type="checkbox"
          checked={obstacle.flipped ?? false}
          data-testid="field-flipped"
          onChange={(e) => update({ flipped: e.target.checked })}
        />{' '}
        flipped (other side up)
      </label>
      <button
        type="button"
        data-testid="remove-selected"
        onClick={() => (dispatch({ type: 'remove-obstacle', id: obstacle.id }), setSelection(null))}
      >
        Remove {text.name}
      </button>
    </div>
  );
}
