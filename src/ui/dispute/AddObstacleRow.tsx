import { useState } from 'react';
import { OBSTACLE_OUTLINES } from '../../kernel/index.ts';
import { obstacleShapeName } from '../../state/dispute/disputeText.ts';
import { useAddToSituation } from './useAddToSituation.ts';

const SHAPES = Object.keys(OBSTACLE_OUTLINES);

/** Props of AddObstacleRow. */
export type AddObstacleRowProps = Record<string, never>;

/** The editor's obstacle row: pick one of the 18 outlines, either side up, and add it where the mat is free, near its centre. */
export function AddObstacleRow(_: AddObstacleRowProps) {
  const { centre, freshIdFor, addObstacle } = useAddToSituation();
  const [shape, setShape] = useState(() => {
    const [first] = SHAPES;
    if (first === undefined) throw new Error('AddObstacleRow: the kernel lists no obstacle outline');
    return first;
  });
  const [flipped, setFlipped] = useState(false);
  const add = () => {
    const id = freshIdFor(shape.startsWith('debris') ? 'debris' : 'rock');
    addObstacle({ id, shape, x: centre.x, y: centre.y, rotation: 0, flipped });
  };
  return (
    <div className="dispute-row">
      <select
        aria-label="Obstacle"
        data-testid="add-obstacle-shape"
        value={shape}
        onChange={(e) => setShape(e.target.value)}
      >
        {SHAPES.map((k) => (
          <option key={k} value={k}>
            {obstacleShapeName(k)}
          </option>
        ))}
      </select>
      <label className="dispute-check">
        <input type="checkbox" checked={flipped} onChange={(e) => setFlipped(e.target.checked)} /> flipped
      </label>
      <button type="button" data-testid="add-obstacle" onClick={add}>
        Add obstacle
      </button>
    </div>
  );
}
