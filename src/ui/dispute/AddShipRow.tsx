import { useState } from 'react';
import { newScenarioShip, SHIP_CHOICES, shipChoiceNamed } from '../../state/dispute/shipChoices.ts';
import { useAddToSituation } from './useAddToSituation.ts';

/** Props of AddShipRow. */
export type AddShipRowProps = Record<string, never>;

/** The editor's first row: pick a ship type (any supported 1st-edition ship) and add one where the mat is free, near its centre. */
export function AddShipRow(_: AddShipRowProps) {
  const { centre, freshIdFor, addShip } = useAddToSituation();
  const [shipName, setShipName] = useState(SHIP_CHOICES[0].name);
  const add = () => {
    const choice = shipChoiceNamed(shipName);
    addShip(newScenarioShip(choice, freshIdFor(choice.xws.slice(0, 6)), centre.x, centre.y));
  };
  return (
    <div className="dispute-row">
      <select
        aria-label="Ship type"
        data-testid="add-ship-type"
        value={shipName}
        onChange={(e) => setShipName(e.target.value)}
      >
        {SHIP_CHOICES.map((t) => (
          <option key={t.xws} value={t.name}>
            {t.name} ({t.size})
          </option>
        ))}
      </select>
      <button type="button" data-testid="add-ship" onClick={add}>
        Add ship
      </button>
    </div>
  );
}
