import { useId } from 'react';
import {
  addUpgrade,
  type BuiltSquad,
  legalUpgrades,
  type PickResult,
  pilotCardStatus,
  pilotOf,
  pointsText,
  removeUpgrade,
  shipPoints,
  shipTypeOf,
  type SlotEntry,
  slotBar,
  type Upgrade,
  upgradeCardStatus,
} from '../../state/record/squadBuilder.ts';
import { CardStatusText, statusWords } from './SquadBuilderStatus.tsx';

/** Props of SquadBuilderShip. */
export interface SquadBuilderShipProps {
  squad: BuiltSquad;
  index: number;
  /** A checked pick (an upgrade equipped): the squad after it, or the rule it breaks. */
  onPick: (r: PickResult) => void;
  onRemove: () => void;
  onChange: (squad: BuiltSquad) => void;
  testId: string;
}

/** One ship of a built squad: its pilot with points and engine status, and its upgrade bar slot by slot. */
export function SquadBuilderShip({ squad, index, onPick, onRemove, onChange, testId }: SquadBuilderShipProps) {
  const id = useId();
  const built = squad.ships[index];
  const pilot = built && pilotOf(squad.faction, built);
  const ship = built && shipTypeOf(built);
  const remove = (
    <button type="button" onClick={onRemove} data-testid={`${testId}-remove`}>
      Remove ship
    </button>
  );
  if (!built || !pilot || !ship)
    return (
      <li className="record-builder-ship" data-testid={testId}>
        <p className="record-problem">
          Unknown pilot "{built?.pilot}" of ship "{built?.ship}" for this faction.
        </p>
        {remove}
      </li>
    );
  const slot = (entry: SlotEntry, k: number) =>
    entry.card ? (
      <FilledSlot
        key={k}
        entry={entry}
        card={entry.card}
        onRemove={() => onChange(removeUpgrade(squad, index, entry.at))}
        testId={`${testId}-slot-${k}`}
      />
    ) : (
      <li key={k} className="record-builder-slot" data-slot={entry.slot}>
        <label htmlFor={`${id}-${k}`}>{entry.slot}</label>
        <select
          id={`${id}-${k}`}
          value=""
          data-slot={entry.slot}
          onChange={(e) =>
            e.target.value && onPick(addUpgrade(squad, index, { slot: entry.slot, xws: e.target.value }))
          }
          data-testid={`${testId}-slot-${k}`}
        >
          <option value="">Choose a card…</option>
          {legalUpgrades(squad.faction, ship, entry.slot).map((u) => (
            <option key={u.xws} value={u.xws}>
              {upgradeLabel(u)}
            </option>
          ))}
        </select>
      </li>
    );
  return (
    <li className="record-builder-ship" data-testid={testId} data-pilot={pilot.xws}>
      <div className="record-row record-builder-head">
        <span>
          <strong>
            {pilot.unique ? '• ' : ''}
            {pilot.name}
          </strong>{' '}
          ({ship.name}, skill {pilot.skill ?? 'not listed'}, {pointsText(pilot.points)}) — ship total{' '}
          <strong data-testid={`${testId}-points`}>{shipPoints(squad.faction, built)}</strong> pts
          <br />
          Pilot ability: <CardStatusText status={pilotCardStatus(pilot)} />
        </span>
        {remove}
      </div>
      <ul className="record-builder-slots">{slotBar(pilot, built).map(slot)}</ul>
    </li>
  );
}

/** An upgrade as a slot's picker lists it: unique and limited marks, points, and what the engine applies. */
function upgradeLabel(u: Upgrade): string {
  const status = upgradeCardStatus(u).status;
  const engine = status === 'applied' ? '' : ` · ${statusWords(status).toLowerCase()}`;
  return `${u.unique ? '• ' : ''}${u.name}${u.limited ? ' (limited)' : ''} — ${pointsText(u.points)}${engine}`;
}

/** A slot with its card: name, points, the engine's status, and a button taking it off. */
function FilledSlot(p: { entry: SlotEntry; card: Upgrade; onRemove: () => void; testId: string }) {
  return (
    <li className="record-builder-slot" data-slot={p.entry.slot} data-card={p.card.xws}>
      <span>{p.entry.slot}</span>
      <span>
        <strong>
          {p.card.unique ? '• ' : ''}
          {p.card.name}
        </strong>{' '}
        ({pointsText(p.card.points)}) <CardStatusText status={upgradeCardStatus(p.card)} />
      </span>
      <button type="button" onClick={p.onRemove} data-testid={`${p.testId}-remove`}>
        Remove
      </button>
    </li>
  );
}
