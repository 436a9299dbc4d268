/**
 * What dispute mode's pages and mat need of the X-Wing scenario format (rules/xwing1e/scenario/): a situation
 * is a scenario file. The pages reach the rule system through here, not by importing its folder.
 */
export {
  parseScenarioText as parseSituationText,
  type Scenario as Situation,
  type ScenarioObstacle as SituationObstacle,
  scenarioFaction,
  type ScenarioShip as SituationShip,
} from '../../rules/xwing1e/scenario/scenario.ts';
export { allShips } from '../../rules/xwing1e/catalog.ts';
