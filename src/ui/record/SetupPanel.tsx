import { useState } from 'react';
import type { GameState } from '../../state/record/recordRules.ts';
import type { SetupPiece, SetupPose } from '../../state/record/setupEdit.ts';

/** Props of SetupPanel. */
export interface SetupPanelProps {
  state: GameState;
  names: Map<string, string>;
  obstacleNames: Map<string, string>;
  onPlace: (piece: SetupPiece, pose: SetupPose) => void;
  onEngineSetup: () => void;
}

/**
 * The set-up before round 1: a ship or an obstacle placed at a typed spot (x, y from the table's south-west
 * corner in mm; heading or rotation in degrees), or the whole table set up as the engine would. Pieces can also
 * be dragged on the table. The engine checks the set-up rules and names every breach.
 */
export function SetupPanel({ state, names, obstacleNames, onPlace, onEngineSetup }: SetupPanelProps) {
  const pieces = [
    ...state.ships.map((s) => ({ value: `ship:${s.id}`, label: names.get(s.id) ?? s.name })),
    ...state.obstacles.map((o) => ({ value: `obstacle:${o.id}`, label: obstacleNames.get(o.id) ?? o.shape })),
  ];
  const [chosen, setChosen] = useState(pieces[0]?.value ?? '');
  const [typed, setTyped] = useState({ x: '', y: '', heading: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [kind, id] = chosen.split(':') as ['ship' | 'obstacle', string];
  const now = poseOf(state, { kind, id });
  const place = () => {
    const pose = {
      x: numberOr(typed.x, now.x),
      y: numberOr(typed.y, now.y),
      heading: numberOr(typed.heading, now.heading),
    };
    const bad = (['x', 'y', 'heading'] as const).find((f) => !Number.isFinite(pose[f]));
    if (bad) return setProblem(`${bad}: type a number (${bad === 'heading' ? 'degrees' : 'mm'})`);
    setProblem(null);
    onPlace({ kind, id }, pose);
  };
  return (
    <details className="record-setup" data-testid="setup-panel" open>
      <summary>Set-up (before round 1): drag pieces on the table, or type where they go</summary>
      <label>
        Piece
        <select value={chosen} onChange={(e) => setChosen(e.target.value)} data-testid="setup-piece">
          {pieces.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      <div className="record-row">
        {(['x', 'y', 'heading'] as const).map((f) => (
          <label key={f}>
            {f === 'heading' ? (kind === 'ship' ? 'heading °' : 'rotation °') : `${f} mm`}
            <input
              inputMode="decimal"
              data-testid={`setup-${f}`}
              placeholder={String(Math.round(now[f] * 10) / 10)}
              value={typed[f]}
              onChange={(e) => setTyped({ ...typed, [f]: e.target.value })}
            />
          </label>
        ))}
      </div>
      {problem ? <p className="record-problem">{problem}</p> : null}
      <div className="record-row">
        <button type="button" className="record-primary" data-testid="setup-place" onClick={place}>
          Place it there
        </button>
        <button type="button" data-testid="setup-engine" onClick={onEngineSetup}>
          Set up as the engine would
        </button>
      </div>
    </details>
  );
}

/** A typed number, the fallback when left empty (anything else that is not a number stays NaN and is refused). */
const numberOr = (text: string, fallback: number) => (text.trim() === '' ? fallback : Number(text));

/** Where a piece stands now. */
export function poseOf(state: GameState, piece: SetupPiece): SetupPose {
  if (piece.kind === 'ship') {
    const s = state.ships.find((x) => x.id === piece.id);
    return s ? { x: s.pose.x, y: s.pose.y, heading: s.pose.headingDeg } : { x: 0, y: 0, heading: 0 };
  }
  const o = state.obstacles.find((x) => x.id === piece.id);
  return o ? { x: o.x, y: o.y, heading: o.rotation } : { x: 0, y: 0, heading: 0 };
}
