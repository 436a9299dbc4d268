/**
 * `holotable cards [--json]`: every X-Wing 1st-edition pilot, upgrade and Damage card in the catalog with
 * whether the engine applies its text. JSON: one object per card; text: the totals by kind and status.
 */
import { cardsReport, reportTotals } from '../rules/xwing1e/abilities/report.ts';
import { type CliResult, fail, json, ok } from './io.ts';

/** Runs `cards` with its arguments; null when they do not fit (the caller prints the usage). */
export function runCardsCommand(args: readonly string[]): CliResult | null {
  const flags = args.filter((a) => a === '--json');
  if (flags.length !== args.length) return null;
  if (flags.length > 1) return fail(['--json: given more than once']);
  const report = cardsReport();
  if (flags.length === 1) return ok(json(report));
  const totals = reportTotals(report);
  const lines = Object.entries(totals).map(
    ([kind, t]) => `${kind}: ${t.applied} applied, ${t.partial} partial, ${t['not-applied']} not applied`,
  );
  return ok(`${lines.join('\n')}\n`);
}
