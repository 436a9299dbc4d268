import { useMemo } from 'react';
import { scenarioFaction, type SituationShip as ScenarioShip } from '../../state/dispute/situation.ts';
import { modelIdFor } from '../../models/catalog.ts';
import { FACTION_STYLES } from '../factionStyle.ts';
import { shipObjectName } from '../Ship.tsx';
import { ShipBase } from '../ShipBase.tsx';
import { STAND } from '../shipDimensions.ts';
import { Footprint } from '../Footprint.tsx';
import { baseFootprint } from '../footprints.ts';
import { ShipLabel } from '../ShipLabel.tsx';
import { ShipModel } from '../ShipModel.tsx';
import { ShipPeg } from '../ShipPeg.tsx';
import { headingToRotation } from '../tableFrame.ts';
import { GhostBase } from './GhostBase.tsx';
import { useDragHandle } from './useDragHandle.ts';

/** Props of DisputeShip: the ship as the situation gives it, its name (pilot's, or its type's), and whether it is selected. */
export type DisputeShipProps = { ship: ScenarioShip; label: string; selected: boolean };

/** A ship of the dispute editor at its exact pose: base, peg, model and label; drag to move, Shift-drag to turn. */
export function DisputeShip({ ship, label, selected }: DisputeShipProps) {
  const faction = scenarioFaction(ship);
  const style = FACTION_STYLES[faction];
  const stand = STAND[ship.size];
  const handlers = useDragHandle({ kind: 'ship', id: ship.id, x: ship.x, y: ship.y, angleDeg: ship.heading });
  const pose = useMemo(() => ({ x: ship.x, y: ship.y, headingDeg: ship.heading }), [ship.x, ship.y, ship.heading]);
  return (
    <>
      <group
        name={shipObjectName(ship.id)}
        userData={{ shipId: ship.id }}
        position={[ship.x, ship.y, 0]}
        rotation={[0, 0, headingToRotation(ship.heading)]}
        {...handlers}
      >
        <ShipBase size={ship.size} name={label} accent={style.accent} />
        <ShipPeg size={ship.size} />
        <Footprint {...baseFootprint(ship.size)} />
        <group position={[0, 0, stand.modelHeightMm]}>
          <ShipModel modelId={modelIdFor(ship.ship, ship.size, faction)} style={style} />
        </group>
        <ShipLabel text={label} colour={style.accent} heightMm={stand.labelHeightMm} />
      </group>
      {selected && <GhostBase pose={pose} size={ship.size} colour="#ffffff" />}
    </>
  );
}
