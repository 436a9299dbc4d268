import { baseSideMm } from '../../kernel/placement.ts';
import type { GameState } from '../../state/record/recordRules.ts';

/** Props of RecordTable. */
export interface RecordTableProps {
  state: GameState;
  names: Map<string, string>;
  /** The ship the current question is about, outlined. */
  active: string | null;
  /** Where a chosen action would take the active ship, drawn as a ghost. */
  ghost?: { x: number; y: number; headingDeg: number } | null;
}

const FILL = ['#c9423a', '#3a7bd5'] as const;

/** The table from above, as the recording stands: obstacles, ships with their facing, the active one outlined. */
export function RecordTable({ state, names, active, ghost }: RecordTableProps) {
  const { width, height } = state.playArea;
  const activeShip = state.ships.find((s) => s.id === active);
  return (
    <svg
      className="record-table"
      data-testid="record-table"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label="The table from above"
    >
      <rect x={0} y={0} width={width} height={height} fill="#0b1020" stroke="#556" strokeWidth={2} />
      {/* The table's y grows north; the picture's grows down. */}
      <g transform={`translate(0 ${height}) scale(1 -1)`}>
        {state.obstacles.map((o) => (
          <polygon key={o.id} points={pointsOf(o.placed.polygon)} fill="#6b5b4b" stroke="#a89" strokeWidth={1} />
        ))}
        {state.ships
          .filter((s) => !s.destroyed)
          .map((s) => (
            <ShipMark
              key={s.id}
              pose={s.pose}
              side={baseSideMm(s.size)}
              fill={FILL[s.player]}
              outlined={s.id === active}
            />
          ))}
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
        stroke={p.outlined ? '#ffd84a' : '#ddd'}
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
