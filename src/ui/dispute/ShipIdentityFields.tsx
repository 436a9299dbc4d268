import { useSetAtom } from 'jotai';
import { disputeDispatchAtom } from '../../state/dispute/disputeAtoms.ts';
import { factionName } from '../../state/dispute/disputeText.ts';
import {
  pilotNamesFor,
  retypePatch,
  SHIP_CHOICES,
  shipChoiceNamed,
  shipChoiceOf,
} from '../../state/dispute/shipChoices.ts';
import type { SituationShip as ScenarioShip } from '../../state/dispute/situation.ts';
import { NameField } from './NameField.tsx';

/** Props of ShipIdentityFields: the selected ship. */
export type ShipIdentityFieldsProps = { ship: ScenarioShip };

/**
 * Who the selected ship is: its name (a pilot of its type and faction picked from the list, or any name typed;
 * stored as the scenario ship's `name`, its id never changes), its ship type and its faction.
 */
export function ShipIdentityFields({ ship }: ShipIdentityFieldsProps) {
  const dispatch = useSetAtom(disputeDispatchAtom);
  const update = (patch: Partial<Omit<ScenarioShip, 'id'>>) => dispatch({ type: 'update-ship', id: ship.id, patch });
  const choice = shipChoiceOf(ship);
  return (
    <>
      <NameField
        label="name"
        value={ship.name}
        placeholder={`pilot or name (else “${ship.ship ?? 'ship'}”)`}
        suggestions={choice ? pilotNamesFor(choice, ship.faction) : []}
        testId="field-name"
        onCommit={(name) => update({ name })}
      />
      <label className="dispute-field">
        <span className="dispute-field-label">ship</span>
        <select
          data-testid="field-ship-type"
          value={choice?.name ?? ''}
          onChange={(e) => update(retypePatch(ship, shipChoiceNamed(e.target.value)))}
        >
          {!choice && <option value="">{ship.ship ?? `${ship.size} base`}</option>}
          {SHIP_CHOICES.map((c) => (
            <option key={c.xws} value={c.name}>
              {c.name} ({c.size})
            </option>
          ))}
        </select>
      </label>
      <label className="dispute-field">
        <span className="dispute-field-label">faction</span>
        <select
          data-testid="field-faction"
          value={ship.faction ?? ''}
          onChange={(e) => update({ faction: (choice?.factions ?? []).find((f) => f === e.target.value) })}
        >
          {ship.faction === undefined && <option value="">none given</option>}
          {(choice?.factions ?? (ship.faction ? [ship.faction] : [])).map((f) => (
            <option key={f} value={f}>
              {factionName(f)}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
