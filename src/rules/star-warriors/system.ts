/** Star Warriors (West End Games, 1987) as a rule system of the registry (rules/registry.ts). */
import { plural } from '../../battle/displayNames.ts';
import type { RuleSystem } from '../ruleSystem.ts';
import { battleFileProblems, parseBattleFile } from './battleFile.ts';
import { dogfightBattle } from './dogfight.ts';
import { playBattle } from './engine.ts';
import { finalSummary } from './summary.ts';
import { starWarriorsWords } from './words.ts';

/** A played battle in the registry's terms. */
function played(out: ReturnType<typeof playBattle>) {
  return {
    timeline: out.timeline,
    file: out.file,
    summary: finalSummary(out.state, out.result),
    status: `${plural(out.state.round, 'game-turn')}; ${out.result.reason}`,
    title: out.file.title,
  };
}

/** The Star Warriors rule system: hex map, planned actions, skill rolls. */
export const starWarriorsSystem: RuleSystem = {
  ruleset: 'star-warriors',
  name: 'Star Warriors (West End Games, 1987)',
  problems: battleFileProblems,
  play: (value) => played(playBattle(parseBattleFile(value))),
  simulate: (seed, rounds) => played(playBattle(dogfightBattle(seed, rounds))),
  words: starWarriorsWords,
};
