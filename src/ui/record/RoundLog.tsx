import type { BattleFile } from '../../state/record/recordRules.ts';
import { roundOf } from '../../state/record/recordRules.ts';
import { roundLogLines } from '../../state/record/choiceText.ts';

/** Props of RoundLog. */
export interface RoundLogProps {
  file: BattleFile;
  round: number;
  names: Map<string, string>;
  /** A roll's purpose in words ("Asteroid 6" for "asteroid rock6"). */
  purposeText: (purpose: string) => string;
  /** What the engine reported this round so far (bumps, obstacles hit, ships fleeing). */
  happenings: string[];
}

/** What the round being recorded holds so far, in words; dials stay hidden (only that one is set). */
export function RoundLog({ file, round, names, purposeText, happenings }: RoundLogProps) {
  const r = roundOf(file, round - 1);
  const name = (id: string) => names.get(id) ?? id;
  const lines = [...(r ? roundLogLines(r, name, purposeText) : []), ...happenings];
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
