/**
 * What the engine applies of each card of a squad, from the cards report behind `holotable cards`
 * (abilities/report.ts): a pilot's ability and each upgrade's text, applied, partly applied (what is missing) or
 * not applied. Printed values, dial and action bar always apply.
 */
import { type CardReport, cardsReport } from '../../rules/xwing1e/abilities/report.ts';
import type { Squad } from '../../rules/xwing1e/xws.ts';

/** One card of a squad and the engine's status for it. */
export interface SquadCardStatus {
  name: string;
  kind: 'pilot' | 'upgrade';
  points: number | null;
  status: CardReport['status'];
  note: string;
}

let report: Map<string, CardReport> | null = null;

/** The report by key, built once (it walks the whole catalog). */
function byKey(): Map<string, CardReport> {
  report ??= new Map(cardsReport().map((r) => [`${r.kind}/${r.ship ?? ''}/${r.faction ?? ''}/${r.xws}`, r]));
  return report;
}

/** Each pilot's cards (the pilot, then its upgrades) with what the engine applies of them. */
export function squadCardStatuses(squad: Squad): SquadCardStatus[][] {
  const lines = byKey();
  const unknown = { status: 'not-applied' as const, note: 'not in the cards report' };
  return squad.pilots.map((p) => {
    const pilot = lines.get(`pilot/${p.ship.xws}/${p.pilot.faction}/${p.pilot.xws}`) ?? unknown;
    return [
      { name: p.pilot.name, kind: 'pilot', points: p.pilot.points ?? null, status: pilot.status, note: pilot.note },
      ...p.upgradeCards.map((u) => {
        const line = lines.get(`upgrade///${u.xws}`) ?? unknown;
        return { name: u.name, kind: 'upgrade' as const, points: u.points, status: line.status, note: line.note };
      }),
    ];
  });
}
