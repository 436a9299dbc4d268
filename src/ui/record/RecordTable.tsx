import { type PointerEvent, useState } from 'react';
import { baseSideMm } from '../../kernel/placement.ts';
import type { GameState } from '../../state/record/recordRules.ts';
import type { SetupPiece } from '../../state/record/setupEdit.ts';
import type { MovePreview } from '../../state/record/movePreview.ts';

/** Props of RecordTable. */
export interface RecordTableProps {
  state: GameState;
  names: Map<string, string>;
  /** The ship the current question is about, outlined. */
  active: string | null;
  /** Where a chosen action would take the active ship, drawn as a ghost. */
  ghost?: { x: number; y: number; headingDeg: number } | null;
  /** The moves of the round so far: each drawn from where it started to where it ended, red when it ran into something. */
  moves?: readonly RoundMove[];
  /** A dial's maneuver previewed: its path, where it ends and what it runs into. */
  preview?: MovePreview | null;
  /** While the set-up can be edited: a piece dragged by (dx, dy) mm on the table (snap-free) is dropped there. */
  onDrop?: (piece: SetupPiece, dx: number, dy: number) => void;
}

/** One move of the round: from and to, and what it ran into. */
interface RoundMove {
  unit: string;
  from: { x: number; y: number };
  to: { x: number; y: number };
  bumped?: string[];
  obstaclesHit?: string[];
  fled?: boolean;
}

/** The round's moves so far as dashed lines, red for a bump, an obstacle hit or a ship fleeing. */
function MoveLines({ moves }: { moves: readonly RoundMove[] }) {
  return (
    <>
      {moves.map((m, i) => (
        <line
          key={`move-${i}`}
          data-testid={`table-move-${m.unit}`}
          data-outcome={m.bumped?.length ? 'bump' : m.obstaclesHit?.length ? 'obstacle' : m.fled ? 'fled' : 'clear'}
          x1={m.from.x}
          y1={m.from.y}
          x2={m.to.x}
          y2={m.to.y}
          stroke={m.bumped?.length || m.obstaclesHit?.length || m.fled ? '#ff5a4a' : '#9fb4ff'}
          strokeWidth={3}
          strokeDasharray="10 6"
        />
      ))}
    </>
  );
}

/** A previewed maneuver: its path and the base where it ends, red when it runs into something. */
function PreviewPath({ preview, side }: { preview: MovePreview; side: number }) {
  const colour = preview.outcome === 'clear' ? '#7cf0a0' : '#ff5a4a';
  return (
    <g data-testid="table-preview" data-outcome={preview.outcome} data-maneuver={preview.maneuver}>
      <polyline
        points={preview.points.map((p) => `${p.x},${p.y}`).join(' ')}
        fill="none"
        stroke={colour}
        strokeWidth={4}
        strokeDasharray="4 4"
      />
      <ShipMark pose={preview.final} side={side} fill="none" outlined={false} dashed stroke={colour} />
    </g>
  );
}

/** A drag in progress: the piece, where the pointer went down and how far it has moved, in table mm. */
interface Drag {
  piece: SetupPiece;
  from: { x: number; y: number };
  dx: number;
  dy: number;
}

/** The pointer's position in table millimetres (y growing north), or null when the picture has no transform. */
function tablePoint(e: PointerEvent<SVGSVGElement>, height: number): { x: number; y: number } | null {
  const svg = e.currentTarget;
  const m = svg.getScreenCTM();
  if (!m) return null;
  const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
  return { x: p.x, y: height - p.y };
}

const FILL = ['#c9423a', '#3a7bd5'] as const;

/** The table from above, as the recording stands: obstacles, ships with their facing, the active one outlined. */
export function RecordTable({ state, names, active, ghost, preview, moves = [], onDrop }: RecordTableProps) {
  const { width, height } = state.playArea;
  const activeShip = state.ships.find((s) => s.id === active);
  const [drag, setDrag] = useState<Drag | null>(null);
  const offset = (kind: SetupPiece['kind'], id: string) =>
    drag && drag.piece.kind === kind && drag.piece.id === id ? `translate(${drag.dx} ${drag.dy})` : undefined;
  const grab = (piece: SetupPiece) => (e: PointerEvent<SVGGElement>) => {
    const svg = e.currentTarget.ownerSVGElement;
    if (!onDrop || !svg) return;
    const m = svg.getScreenCTM();
    if (!m) return;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    svg.setPointerCapture(e.pointerId);
    setDrag({ piece, from: { x: p.x, y: height - p.y }, dx: 0, dy: 0 });
  };
  const move = (e: PointerEvent<SVGSVGElement>) => {
    const p = drag && tablePoint(e, height);
    if (drag && p) setDrag({ ...drag, dx: p.x - drag.from.x, dy: p.y - drag.from.y });
  };
  const drop = () => {
    if (drag && onDrop && (drag.dx !== 0 || drag.dy !== 0)) onDrop(drag.piece, drag.dx, drag.dy);
    setDrag(null);
  };
  return (
    <svg
      className={`record-table${onDrop ? ' record-table-setup' : ''}`}
      data-testid="record-table"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label="The table from above"
      onPointerMove={move}
      onPointerUp={drop}
      onPointerCancel={() => setDrag(null)}
    >
      <rect x={0} y={0} width={width} height={height} fill="#0b1020" stroke="#556" strokeWidth={2} />
      {/* The table's y grows north; the picture's grows down. */}
      <g transform={`translate(0 ${height}) scale(1 -1)`}>
        {state.obstacles.map((o) => (
          <g
            key={o.id}
            transform={offset('obstacle', o.id)}
            onPointerDown={grab({ kind: 'obstacle', id: o.id })}
            data-testid={`table-obstacle-${o.id}`}
          >
            <polygon points={pointsOf(o.placed.polygon)} fill="#6b5b4b" stroke="#a89" strokeWidth={1} />
          </g>
        ))}
        <MoveLines moves={moves} />
        {state.ships
          .filter((s) => !s.destroyed)
          .map((s) => (
            <g
              key={s.id}
              transform={offset('ship', s.id)}
              onPointerDown={grab({ kind: 'ship', id: s.id })}
              data-testid={`table-ship-${s.id}`}
            >
              <ShipMark pose={s.pose} side={baseSideMm(s.size)} fill={FILL[s.player]} outlined={s.id === active} />
            </g>
          ))}
        {preview && activeShip ? <PreviewPath preview={preview} side={baseSideMm(activeShip.size)} /> : null}
        {ghost && activeShip ? (
          <ShipMark pose={ghost} side={baseSideMm(activeShip.size)} fill="none" outlined dashed />
        ) : null}
      </g>
      {state.ships
        .filter((s) => !s.destroyed)
        .map((s, i) => (
          // Every other name goes below its ship, so neighbours' names along an edge do not run together.
          <text key={s.id} x={s.pose.x} y={height - s.pose.y + (i % 2 ? 40 : -26)} className="record-table-name">
            {names.get(s.id) ?? s.name}
          </text>
        ))}
    </svg>
  );
}

/** A base square with a line showing its facing. */
function ShipMark(p: {
  pose: { x: number; y: number; headingDeg: number };
  side: number;
  fill: string;
  outlined: boolean;
  dashed?: boolean;
  stroke?: string;
}) {
  const h = p.side / 2;
  return (
    <g transform={`translate(${p.pose.x} ${p.pose.y}) rotate(${p.pose.headingDeg})`}>
      <rect
        x={-h}
        y={-h}
        width={p.side}
        height={p.side}
        fill={p.fill}
        stroke={p.stroke ?? (p.outlined ? '#ffd84a' : '#ddd')}
        strokeWidth={p.outlined ? 4 : 1.5}
        strokeDasharray={p.dashed ? '6 4' : undefined}
      />
      <line x1={0} y1={0} x2={h + 8} y2={0} stroke="#fff" strokeWidth={3} />
    </g>
  );
}

/** A flat polygon (x0, y0, x1, y1, …) as SVG points. */
function pointsOf(flat: Float64Array): string {
  const out: string[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push(`${flat[i]},${flat[i + 1]}`);
  return out.join(' ');
}
