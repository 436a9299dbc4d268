/** Props of ExportRangeRow: the range (s) and its setters, the battle's rounds and length, and whether an export runs. */
export type ExportRangeRowProps = {
  from: number;
  to: number;
  onRange: (from: number, to: number) => void;
  rounds: readonly { round: number; t: number }[];
  durationS: number;
  running: boolean;
};

/** The export's range: from and to, s, typed, or a whole round picked (to the next round's start or the end). */
export function ExportRangeRow({ from, to, onRange, rounds, durationS, running }: ExportRangeRowProps) {
  const pickRound = (round: number) => {
    const i = rounds.findIndex((r) => r.round === round);
    const picked = rounds[i];
    if (picked === undefined) return;
    onRange(picked.t, rounds[i + 1]?.t ?? durationS);
  };
  return (
    <div className="stream-export-row">
      <label>
        From (s)
        <input
          type="number"
          min={0}
          max={durationS}
          step={0.1}
          value={from}
          disabled={running}
          onChange={(e) => onRange(Number(e.currentTarget.value), to)}
          data-testid="export-from"
        />
      </label>
      <label>
        To (s)
        <input
          type="number"
          min={0}
          max={durationS}
          step={0.1}
          value={to}
          disabled={running}
          onChange={(e) => onRange(from, Number(e.currentTarget.value))}
          data-testid="export-to"
        />
      </label>
      <label>
        Round
        <select value="" disabled={running} onChange={(e) => pickRound(Number(e.currentTarget.value))}>
          <option value="" disabled>
            pick…
          </option>
          {rounds.map((r) => (
            <option key={r.round} value={r.round}>
              {r.round}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
