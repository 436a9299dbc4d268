import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { OBSTACLE_OUTLINES } from '../../kernel/index.ts';
import { allShips, type SituationShip as ScenarioShip } from '../../state/dispute/situation.ts';
import { disputeDispatchAtom, disputeSelectionAtom, situationAtom } from '../../state/dispute/disputeAtoms.ts';
import { freshId, idsOf } from '../../state/dispute/history.ts';
import { NumberField } from './NumberField.tsx';
import { parsePolygonText } from './polygonText.ts';

const SHAPES = Object.keys(OBSTACLE_OUTLINES);
const SHIPS = allShips().filter((s) => s.supported && (s.size === 'small' || s.size === 'large'));
/**
 * The situation editor: add ships (any supported 1st-edition ship) and obstacles (the 18 outlines either side
 * up, or a custom polygon), pick one, and type its exact x, y and heading / rotation.
 */
export function EditorPanel() {
  const s = useAtomValue(situationAtom);
  const dispatch = useSetAtom(disputeDispatchAtom);
  const [selection, setSelection] = useAtom(disputeSelectionAtom);
  const [shipName, setShipName] = useState(SHIPS[0]!.name);
  const [shape, setShape] = useState(SHAPES[0]!);
  const [flipped, setFlipped] = useState(false);
  const [polygonText, setPolygonText] = useState('0,0 40,0 20,35');
  const [polygonKind, setPolygonKind] = useState<'asteroid' | 'debris'>('asteroid');
  const [polygonError, setPolygonError] = useState<string | null>(null);
  const w = s.playArea?.width ?? 914.4;
  const h = s.playArea?.height ?? 914.4;
  const type = useMemo(() => SHIPS.find((x) => x.name === shipName)!, [shipName]);

  const addShip = () => {
    const id = freshId(type.xws.slice(0, 6), idsOf(s));
    const faction = type.factions[0];
    const ship: ScenarioShip = {
      id,
      size: type.size as 'small' | 'large',
      ship: type.name,
      ...(faction ? { faction } : {}),
      x: w / 2,
      y: h / 2,
      heading: 90,
    };
    dispatch({ type: 'add-ship', ship });
    setSelection({ kind: 'ship', id });
  };
  const addObstacle = () => {
    const id = freshId(shape.startsWith('debris') ? 'debris' : 'rock', idsOf(s));
    dispatch({ type: 'add-obstacle', obstacle: { id, shape, x: w / 2, y: h / 2, rotation: 0, flipped } });
    setSelection({ kind: 'obstacle', id });
  };
  const addPolygon = () => {
    const parsed = parsePolygonText(polygonText);
    if (!parsed.ok) {
      setPolygonError(`custom polygon: ${parsed.message}`);
      return;
    }
    setPolygonError(null);
    const id = freshId('poly', idsOf(s));
    dispatch({
      type: 'add-obstacle',
      obstacle: { id, polygon: parsed.points, kind: polygonKind, x: w / 2, y: h / 2, rotation: 0 },
    });
    setSelection({ kind: 'obstacle', id });
  };

  const ship = selection?.kind === 'ship' ? s.ships.find((x) => x.id === selection.id) : undefined;
  const obstacle = selection?.kind === 'obstacle' ? (s.obstacles ?? []).find((x) => x.id === selection.id) : undefined;

  return (
    <section className="panel dispute-editor" data-testid="dispute-editor" aria-label="Situation editor">
      <div className="panel-title">Situation</div>
      <div className="dispute-row">
        <select
          aria-label="Ship type"
          data-testid="add-ship-type"
          value={shipName}
          onChange={(e) => setShipName(e.target.value)}
        >
          {SHIPS.map((t) => (
            <option key={t.xws} value={t.name}>
              {t.name} ({t.size})
            </option>
          ))}
        </select>
        <button type="button" data-testid="add-ship" onClick={addShip}>
          Add ship
        </button>
      </div>
      <div className="dispute-row">
        <select
          aria-label="Obstacle"
          data-testid="add-obstacle-shape"
          value={shape}
          onChange={(e) => setShape(e.target.value)}
        >
          {SHAPES.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </select>
        <label className="dispute-check">
          <input type="checkbox" checked={flipped} onChange={(e) => setFlipped(e.target.checked)} /> flipped
        </label>
        <button type="button" data-testid="add-obstacle" onClick={addObstacle}>
          Add obstacle
        </button>
      </div>
      <div className="dispute-row">
        <input
          type="text"
          aria-label="Custom polygon points, x,y in mm"
          data-testid="polygon-points"
          value={polygonText}
          onChange={(e) => setPolygonText(e.target.value)}
        />
        <select
          aria-label="Polygon kind"
          value={polygonKind}
          onChange={(e) => setPolygonKind(e.target.value as 'asteroid' | 'debris')}
        >
          <option value="asteroid">asteroid</option>
          <option value="debris">debris</option>
        </select>
        <button type="button" data-testid="add-polygon" onClick={addPolygon}>
          Add polygon
        </button>
      </div>
      {polygonError && (
        <div className="dispute-field-error" role="alert">
          {polygonError}
        </div>
      )}
      <ul className="dispute-items" data-testid="dispute-items">
        {s.ships.map((x) => (
          <li key={x.id}>
            <button
              type="button"
              className={selection?.id === x.id ? 'selected' : ''}
              data-testid={`item-${x.id}`}
              onClick={() => setSelection({ kind: 'ship', id: x.id })}
            >
              {x.id} <span className="muted">{x.ship ?? x.size}</span>
            </button>
          </li>
        ))}
        {(s.obstacles ?? []).map((o) => (
          <li key={o.id}>
            <button
              type="button"
              className={selection?.id === o.id ? 'selected' : ''}
              data-testid={`item-${o.id}`}
              onClick={() => setSelection({ kind: 'obstacle', id: o.id })}
            >
              {o.id} <span className="muted">{o.shape ?? `polygon (${o.kind ?? 'asteroid'})`}</span>
            </button>
          </li>
        ))}
      </ul>
      {ship && (
        <div className="dispute-selected" data-testid="selected-editor">
          <div className="dispute-selected-title">
            {ship.id} · {ship.ship ?? ship.size} · {ship.size} base
          </div>
          <NumberField
            label="x"
            unit="mm"
            value={ship.x}
            testId="field-x"
            onCommit={(v) => dispatch({ type: 'update-ship', id: ship.id, patch: { x: v! } })}
          />
          <NumberField
            label="y"
            unit="mm"
            value={ship.y}
            testId="field-y"
            onCommit={(v) => dispatch({ type: 'update-ship', id: ship.id, patch: { y: v! } })}
          />
          <NumberField
            label="heading"
            unit="degrees"
            value={ship.heading}
            testId="field-heading"
            onCommit={(v) => dispatch({ type: 'update-ship', id: ship.id, patch: { heading: v! } })}
          />
          <button
            type="button"
            data-testid="remove-selected"
            onClick={() => (dispatch({ type: 'remove-ship', id: ship.id }), setSelection(null))}
          >
            Remove {ship.id}
          </button>
        </div>
      )}
      {obstacle && (
        <div className="dispute-selected" data-testid="selected-editor">
          <div className="dispute-selected-title">
            {obstacle.id} · {obstacle.shape ?? 'custom polygon'}
          </div>
          <NumberField
            label="x"
            unit="mm"
            value={obstacle.x}
            testId="field-x"
            onCommit={(v) => dispatch({ type: 'update-obstacle', id: obstacle.id, patch: { x: v! } })}
          />
          <NumberField
            label="y"
            unit="mm"
            value={obstacle.y}
            testId="field-y"
            onCommit={(v) => dispatch({ type: 'update-obstacle', id: obstacle.id, patch: { y: v! } })}
          />
          <NumberField
            label="rotation"
            unit="degrees"
            value={obstacle.rotation ?? 0}
            testId="field-heading"
            onCommit={(v) => dispatch({ type: 'update-obstacle', id: obstacle.id, patch: { rotation: v! } })}
          />
          <label className="dispute-check">
            <input
              type="checkbox"
              checked={obstacle.flipped ?? false}
              data-testid="field-flipped"
              onChange={(e) =>
                dispatch({ type: 'update-obstacle', id: obstacle.id, patch: { flipped: e.target.checked } })
              }
            />{' '}
            flipped (other side up)
          </label>
          <button
            type="button"
            data-testid="remove-selected"
            onClick={() => (dispatch({ type: 'remove-obstacle', id: obstacle.id }), setSelection(null))}
          >
            Remove {obstacle.id}
          </button>
        </div>
      )}
      <p className="muted dispute-hint">
        Drag a ship or obstacle to move it; Shift-drag to turn it. Right-drag pans, wheel zooms.
      </p>
    </section>
  );
}
