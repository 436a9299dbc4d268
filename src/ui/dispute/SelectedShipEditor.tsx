import { useAtomValue, useSetAtom } from 'jotai';
import type { SituationShip as ScenarioShip } from '../../state/dispute/situation.ts';
import { disputeDispatchAtom, disputeSelectionAtom, situationAtom } from '../../state/dispute/disputeAtoms.ts';
import { nameClash, shipItemText, situationNames } from '../../state/dispute/disputeText.ts';
import { NumberField } from './NumberField.tsx';
import { ShipIdentityFields } from './ShipIdentityFields.tsx';

/** Props of SelectedShipEditor: the selected ship. */
export type SelectedShipEditorProps = { ship: ScenarioShip };

/** The selected ship by name; its name, type and faction; its exact x, y and heading, typed; and its removal. */
export function SelectedShipEditor({ ship }: SelectedShipEditorProps) {
  const s = useAtomValue(situationAtom);
  const text = shipItemText(ship, situationNames(s));
  const clash = nameClash(s, ship.id);
  const dispatch = useSetAtom(disputeDispatchAtom);
  const setSelection = useSetAtom(disputeSelectionAtom);
  const update = (patch: Partial<Omit<ScenarioShip, 'id'>>) => dispatch({ type: 'update-ship', id: ship.id, patch });
  return (
    <div className="dispute-selected" data-testid="selected-editor">
      <div className="dispute-selected-title" data-testid="selected-name">
        {text.name} <span className="muted">· {text.detail}</span>
      </div>
      <ShipIdentityFields ship={ship} />
      {clash && (
        <p className="muted" data-testid="name-clash">
          Note: {clash}.
        </p>
      )}
      <NumberField label="x" unit="mm" value={ship.x} testId="field-x" onCommit={(v) => update({ x: v })} />
      <NumberField label="y" unit="mm" value={ship.y} testId="field-y" onCommit={(v) => update({ y: v })} />
      <NumberField
        label="heading"
        unit="degrees"
        value={ship.heading}
        testId="field-heading"
        onCommit={(v) => update({ heading: v })}
      />
      <button
        type="button"
        data-testid="remove-selected"
        onClick={() => (dispatch({ type: 'remove-ship', id: ship.id }), setSelection(null))}
      >
        Remove {text.name}
      </button>
    </div>
  );
}
