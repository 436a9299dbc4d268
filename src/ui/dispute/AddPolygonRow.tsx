import { useState } from 'react';
import { parsePolygonText } from './polygonText.ts';
import { useAddToSituation } from './useAddToSituation.ts';

type PolygonKind = 'asteroid' | 'debris';

/** Props of AddPolygonRow. */
export type AddPolygonRowProps = Record<string, never>;

/** The editor's custom polygon row: typed x,y points (mm) and a kind; a bad list is refused with a message. */
export function AddPolygonRow(_: AddPolygonRowProps) {
  const { centre, freshIdFor, addObstacle } = useAddToSituation();
  const [polygonText, setPolygonText] = useState('0,0 40,0 20,35');
  const [polygonKind, setPolygonKind] = useState<PolygonKind>('asteroid');
  const [polygonError, setPolygonError] = useState<string | null>(null);
  const add = () => {
    const parsed = parsePolygonText(polygonText);
    if (!parsed.ok) {
      setPolygonError(`custom polygon: ${parsed.message}`);
      return;
    }
    setPolygonError(null);
    const id = freshIdFor('poly');
    addObstacle({ id, polygon: parsed.points, kind: polygonKind, x: centre.x, y: centre.y, rotation: 0 });
  };
  return (
    <>
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
          onChange={(e) => setPolygonKind(e.target.value as PolygonKind)}
        >
          <option value="asteroid">asteroid</option>
          <option value="debris">debris</option>
        </select>
        <button type="button" data-testid="add-polygon" onClick={add}>
          Add polygon
        </button>
      </div>
      {polygonError && (
        <div className="dispute-field-error" role="alert">
          {polygonError}
        </div>
      )}
    </>
  );
}
