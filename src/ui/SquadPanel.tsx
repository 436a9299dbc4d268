import { useAtomValue } from 'jotai';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Snapshot, UnitSnapshot } from '../battle/replay.ts';
import type { TimelineUnit } from '../battle/timeline.ts';
import { battleSnapshotAtom } from '../state/battleAtoms.ts';
import { loadedBattleAtom } from '../state/scenarioAtoms.ts';
import { DamageTrack } from './fullthrust/DamageTrack.tsx';
import { hullRowsOf } from '../state/fullthrust/hullRows.ts';
import { type ViewerNames, viewerNames } from '../state/eventText.ts';
import { unitRowText } from '../state/panelText.ts';
import type { TokenLabel } from '../state/tokenLabels.ts';
import { Glyph } from '../icons/GameIcon.tsx';

/** Props of SquadPanel. */
export type SquadPanelProps = Record<string, never>;

/** A unit as it stands in the snapshot; throws naming it when the snapshot does not have it. */
function unitNow(snap: Snapshot, id: string): UnitSnapshot {
  const now = snap.units[id];
  if (!now) throw new Error(`SquadPanel: the battle snapshot has no unit ${id}`);
  return now;
}

/** A token pill: the token's symbol (the words its label) with its count or target beside it, else the words. */
function TokenPill({ token }: { token: TokenLabel }) {
  if (!token.icon) return <span className={`token ${token.kind}`}>{token.text}</span>;
  return (
    <span className={`token ${token.kind} token-symbol`} role="img" aria-label={token.text} title={token.text}>
      <Glyph name={token.icon} />
      {token.beside && <span className="token-beside">{token.beside}</span>}
    </span>
  );
}

/**
 * One ship's line: pilot, hull and shields against their starting values, tokens; greyed once destroyed. Compact:
 * name and numbers on one line where they fit, the damage track on one flowing line.
 */
function UnitRow({
  unit,
  now,
  v,
  compact,
}: {
  unit: TimelineUnit;
  now: UnitSnapshot;
  v: ViewerNames;
  compact: boolean;
}) {
  const text = unitRowText(unit, now, v);
  const tokens = text.tokens;
  const hullRows = hullRowsOf(unit);
  return (
    <li className={now.destroyed ? 'unit destroyed' : 'unit'} data-testid={`unit-${unit.id}`}>
      <div className="unit-line">
        <div className="unit-head">
          <span className="unit-name">{text.name}</span>
          {text.skill !== null && <span className="unit-skill">{text.skill}</span>}
        </div>
        <div className="unit-stats">
          <span className="hull" title="left / at the start">
            {text.hull}
          </span>
          {text.shields !== null && (
            <span className="shields" title="left / at the start">
              {text.shields}
            </span>
          )}
          {now.destroyed && <span className="badge bad">destroyed</span>}
        </div>
      </div>
      {hullRows && <DamageTrack rows={hullRows} marked={unit.hull - now.hull} inline={compact} />}
      {(tokens.length > 0 || text.damage.length > 0) && (
        <div className="unit-tokens">
          {tokens.map((t) => (
            <TokenPill key={t.key} token={t} />
          ))}
          {text.damage.map((d, i) => (
            <span key={`${d}:${i}`} className="token crit" title="face-up damage card">
              {d}
            </span>
          ))}
        </div>
      )}
    </li>
  );
}

/**
 * Battles with more units than this list each one in a compact row (name and numbers on one line where they fit,
 * a wider panel) from the start: a Full Thrust fleet of 14 fits above the transport bar at 1280 × 720, and the
 * default view, framed clear of the panel, need not move when the panel widens. A smaller battle turns compact the
 * first time its list overflows (Star Warriors' damage piles up late).
 */
const COMPACT_ABOVE_UNITS = 8;

/**
 * Both squads of the battle on show, ship by ship, as they stand at the current event: the panel changes at
 * event boundaries only (the snapshot atom), never per frame.
 */
export function SquadPanel(_: SquadPanelProps) {
  const battle = useAtomValue(loadedBattleAtom);
  const snap = useAtomValue(battleSnapshotAtom);
  const v = useMemo(() => (battle ? viewerNames(battle.timeline, battle.system.words) : null), [battle]);
  const ref = useRef<HTMLDivElement>(null);
  // The battle whose list overflowed: compact from then on (never back, so the list cannot flicker between two).
  const [overflowed, setOverflowed] = useState<object | null>(null);
  const compact = !!battle && (battle.timeline.units.length > COMPACT_ABOVE_UNITS || overflowed === battle);
  useLayoutEffect(() => {
    const el = ref.current;
    if (battle && el && !compact && el.scrollHeight > el.clientHeight + 1) setOverflowed(battle);
  });
  if (!battle || !snap || !v) return null;
  const { timeline } = battle;
  return (
    <div ref={ref} className={compact ? 'panel squad-panel compact' : 'panel squad-panel'} data-testid="squad-panel">
      {timeline.sides.map((side, i) => (
        <section key={i} className={`squad side-${side.faction}`}>
          <div className="panel-title">{side.name}</div>
          <ul>
            {timeline.units
              .filter((u) => u.side === i)
              .map((u) => (
                <UnitRow key={u.id} unit={u} now={unitNow(snap, u.id)} v={v} compact={compact} />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
