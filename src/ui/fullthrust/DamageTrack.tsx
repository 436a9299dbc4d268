/** Props of DamageTrack. */
export type DamageTrackProps = {
  /** Boxes per hull row (the ship's damage track); every row end is a threshold. */
  rows: number[];
  /** Boxes marked so far. */
  marked: number;
  /** Every row on one flowing line, each followed by its threshold mark (the squad panel's compact rows). */
  inline?: boolean;
};

const BOX: React.CSSProperties = {
  display: 'inline-block',
  width: 9,
  height: 9,
  marginRight: 2,
  border: '1px solid #8fa3bf',
  borderRadius: 2,
};

/**
 * A capital ship's hull damage track as on its peg board: one line per row, marked boxes filled red, and a
 * threshold mark at each row end (systems are checked when a row is completed; the mark turns red then).
 */
export function DamageTrack({ rows, marked, inline = false }: DamageTrackProps) {
  let start = 0;
  return (
    <div
      className={inline ? 'damage-track inline' : 'damage-track'}
      data-testid="damage-track"
      title="hull damage track: a threshold check at each row end"
    >
      {rows.map((n, r) => {
        const first = start;
        start += n;
        const passed = marked >= start;
        return (
          <div key={r} style={{ lineHeight: '11px', whiteSpace: 'nowrap', display: inline ? 'inline-block' : 'block' }}>
            {Array.from({ length: n }, (_, i) => (
              <span
                key={i}
                data-marked={first + i < marked ? 'true' : 'false'}
                style={{ ...BOX, background: first + i < marked ? '#e0523f' : 'transparent' }}
              />
            ))}
            <span
              style={{
                color: passed ? '#ff6a55' : '#8fa3bf',
                fontSize: 14,
                marginLeft: 2,
                marginRight: inline ? 5 : 0,
              }}
            >
              ▲{r + 1}
            </span>
          </div>
        );
      })}
    </div>
  );
}
