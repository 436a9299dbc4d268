import { useState } from 'react';
import {
  addShip,
  type BuiltSquad,
  builtXwsText,
  checkBuilt,
  factionPilots,
  type Pilot,
  pilotCardStatus,
  pointsText,
  removeShip,
  type Side,
  SIDES,
  sideName,
  SQUAD_POINTS_LIMIT,
  squadPoints,
} from '../../state/record/squadBuilder.ts';
import { downloadFile } from '../dispute/download.ts';
import { statusWords } from './SquadBuilderStatus.tsx';
import { SquadBuilderShip } from './SquadBuilderShip.tsx';

/** Props of SquadBuilder. */
export interface SquadBuilderProps {
  squad: BuiltSquad;
  onChange: (squad: BuiltSquad) => void;
  /** The player's test id ("squad-0"); the builder's controls extend it. */
  testId: string;
}

/**
 * A squad built card by card: the faction, then ships by their pilot and each ship's upgrade slots, with points
 * and what the engine applies of each card. Every pick is checked by the squad-building rules; a refused one
 * names the card and the rule, and the squad stays as it was.
 */
export function SquadBuilder({ squad, onChange, testId }: SquadBuilderProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const apply = (r: { squad: BuiltSquad; refusal: string | null }) => {
    setRefusal(r.refusal);
    if (!r.refusal) onChange(r.squad);
  };
  const change = (next: BuiltSquad) => {
    setRefusal(null);
    onChange(next);
  };
  const points = squadPoints(squad);
  const { problems } = checkBuilt(squad);
  return (
    <div className="record-builder" data-testid={`${testId}-builder`}>
      <FactionPicker squad={squad} onChange={change} testId={testId} />
      <label>
        Squad name
        <input
          value={squad.name}
          onChange={(e) => change({ ...squad, name: e.target.value })}
          data-testid={`${testId}-squad-name`}
        />
      </label>
      <PilotPicker side={squad.faction} onAdd={(ship, pilot) => apply(addShip(squad, ship, pilot))} testId={testId} />
      {refusal ? (
        <p className="record-refusal" role="alert" data-testid={`${testId}-refusal`}>
          {refusal}
        </p>
      ) : null}
      <p
        className={points > SQUAD_POINTS_LIMIT ? 'record-builder-total record-not-applied' : 'record-builder-total'}
        data-testid={`${testId}-total`}
        data-points={points}
      >
        Squad total: <strong>{points}</strong> / {SQUAD_POINTS_LIMIT} points
      </p>
      <ol className="record-builder-ships">
        {squad.ships.map((ship, i) => (
          <SquadBuilderShip
            key={i}
            squad={squad}
            index={i}
            onPick={apply}
            onRemove={() => change(removeShip(squad, i))}
            onChange={change}
            testId={`${testId}-ship-${i}`}
          />
        ))}
      </ol>
      {squad.ships.length > 0 && problems.length > 0 ? (
        <ul className="record-problem" data-testid={`${testId}-problems`}>
          {problems.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ul>
      ) : null}
      {squad.ships.length > 0 ? <XwsActions squad={squad} testId={testId} /> : null}
    </div>
  );
}

/** The three sides as buttons; a squad's faction is fixed once it has ships (its pilots fly for that side). */
function FactionPicker({ squad, onChange, testId }: SquadBuilderProps) {
  const locked = squad.ships.length > 0;
  return (
    <div className="record-row" role="group" aria-label="Faction">
      {SIDES.map((side) => (
        <button
          key={side}
          type="button"
          aria-pressed={squad.faction === side}
          disabled={locked && squad.faction !== side}
          onClick={() => onChange({ ...squad, faction: side })}
          data-testid={`${testId}-faction-${side}`}
        >
          {sideName(side)}
        </button>
      ))}
      {locked ? <span className="record-builder-hint">Remove the ships to change faction.</span> : null}
    </div>
  );
}

/** A pilot as the picker lists it: unique mark, name, points, pilot skill, and the engine's status of its text. */
function pilotLabel(p: Pilot): string {
  const status = pilotCardStatus(p).status;
  const engine = status === 'applied' ? '' : ` · ability ${statusWords(status).toLowerCase()}`;
  return `${p.unique ? '• ' : ''}${p.name} — ${pointsText(p.points)}, skill ${p.skill ?? 'not listed'}${engine}`;
}

/** The side's pilots grouped by ship, and a button adding a ship flown by the chosen one. */
function PilotPicker(p: { side: Side; onAdd: (ship: string, pilot: string) => void; testId: string }) {
  const [chosen, setChosen] = useState('');
  const groups = factionPilots(p.side);
  const [ship, pilot] = chosen.split('/');
  return (
    <div className="record-row record-builder-picker">
      <label>
        Pilot (• unique)
        <select value={chosen} onChange={(e) => setChosen(e.target.value)} data-testid={`${p.testId}-pick-pilot`}>
          <option value="">Choose a pilot…</option>
          {groups.map((g) => (
            <optgroup key={g.ship.xws} label={g.ship.name}>
              {g.pilots.map((x) => (
                <option key={`${x.faction}/${x.xws}`} value={`${g.ship.xws}/${x.xws}`}>
                  {pilotLabel(x)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <button
        type="button"
        disabled={!ship || !pilot}
        onClick={() => ship && pilot && p.onAdd(ship, pilot)}
        data-testid={`${p.testId}-add-ship`}
      >
        Add ship
      </button>
    </div>
  );
}

/** The built squad as XWS: copied, downloaded, or read as text. */
function XwsActions({ squad, testId }: { squad: BuiltSquad; testId: string }) {
  const [copied, setCopied] = useState<string | null>(null);
  const text = builtXwsText(squad);
  const copy = () => {
    const done = navigator.clipboard?.writeText(text);
    if (!done) return setCopied('Copying is not allowed here: select the text below.');
    done.then(
      () => setCopied('Copied.'),
      () => setCopied('Copying is not allowed here: select the text below.'),
    );
  };
  const fileName = `${(squad.name.trim() || 'squad').replace(/[^\w-]+/g, '-')}.xws.json`;
  return (
    <div className="record-row record-builder-xws">
      <button type="button" onClick={copy} data-testid={`${testId}-copy-xws`}>
        Copy XWS
      </button>
      <button
        type="button"
        onClick={() => downloadFile(fileName, new Blob([text], { type: 'application/json' }))}
        data-testid={`${testId}-download-xws`}
      >
        Download XWS
      </button>
      {copied ? <span role="status">{copied}</span> : null}
      <details>
        <summary>XWS text</summary>
        <textarea readOnly rows={8} value={text} data-testid={`${testId}-built-xws`} />
      </details>
    </div>
  );
}
