import type { BattleFile } from '../../state/record/recordRules.ts';
import type { RoundRecord } from '../../state/record/recordRules.ts';
import { roundOf } from '../../state/record/recordRules.ts';

/** Props of RoundLog. */
export interface RoundLogProps {
  file: BattleFile;
  round: number;
  names: Map<string, string>;
  /** What the engine reported this round so far (bumps, obstacles hit, ships fleeing). */
  happenings: string[];
}

/** What the round being recorded holds so far, in words; dials stay hidden (only that one is set). */
export function RoundLog({ file, round, names, happenings }: RoundLogProps) {
  const r = roundOf(file, round - 1);
  const name = (id: string) => names.get(id) ?? id;
  const lines = [...(r ? linesOf(r, name) : []), ...happenings];
  return (
    <section className="record-log" data-testid="round-log">
      <h3>Round {round} so far</h3>
      {lines.length ? (
        <ol>
          {lines.map((l, i) => (
            <li key={i}>{l}</li>
          ))}
        </ol>
      ) : (
        <p>Nothing recorded yet.</p>
      )}
    </section>
  );
}

/** One line per recorded entry. */
function linesOf(r: RoundRecord, name: (id: string) => string): string[] {
  const out: string[] = [];
  const dials = Object.keys(r.dials);
  if (dials.length) out.push(`Dials set (hidden until revealed): ${dials.map(name).join(', ')}`);
  for (const [id, c] of Object.entries(r.actions ?? {}))
    out.push(`${name(id)}: ${c === 'none' ? 'no action' : c.action + (c.target ? ` → ${name(c.target)}` : '')}`);
  for (const [id, a] of Object.entries(r.attacks ?? {}))
    out.push(`${name(id)} ${a.target === null ? 'does not attack' : `attacks ${name(a.target)}`}`);
  for (const roll of r.rolls ?? []) out.push(`${name(roll.ship)} rolls (${roll.purpose}): ${roll.faces.join(', ')}`);
  for (const a of r.adjustments ?? [])
    out.push(`Adjustment: ${name(a.ship)} ${a.kind}${a.reason ? ` (${a.reason})` : ''}`);
  return out;
}
