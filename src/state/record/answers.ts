/**
 * Writing one answer into the battle file under construction. Each answer goes into the round being recorded
 * (the probe's state.round); the new file is then replayed, and if the engine refuses it, or a rule the engine
 * leaves to the players is broken, the answer is refused with the rule's glossary name and the file is kept.
 */
import { checkInput, InputError } from '../../battle/validationError.ts';
import type { GlossaryEntry } from '../dispute/glossary.ts';
import { type Adjustment, adjustmentSchema } from '../../rules/xwing1e/adjustments.ts';
import type { BattleFile } from '../../rules/xwing1e/battleFile.ts';
import type { AbilityUse, ActionChoice, AttackChoice, RoundRecord } from '../../rules/xwing1e/decisions.ts';
import { dialDifficulty } from '../../rules/xwing1e/effective.ts';
import { shipOf } from '../../rules/xwing1e/state.ts';
import { type Probe, probe, type Question } from './probe.ts';

/** An answer to a question, or a manual adjustment. */
export type Answer =
  | { kind: 'dial'; maneuver: string }
  | { kind: 'red-substitute'; maneuver: string }
  | { kind: 'decloak'; choice: ActionChoice | 'none' }
  | { kind: 'action'; choice: ActionChoice | 'none' }
  | { kind: 'attack'; target: string | null; arc?: AttackChoice['arc'] }
  | { kind: 'roll'; faces: string[] }
  /** Dice (by index) rerolled with the target lock; none: the lock is kept. */
  | { kind: 'rerolls'; dice: number[] }
  | { kind: 'spend'; spend: boolean }
  /** `choice`: one of the question's complete uses (the ship, token, Damage card or upgrade the card chose). */
  | { kind: 'ability'; use: boolean; dice?: number[]; action?: ActionChoice; choice?: AbilityUse }
  | { kind: 'adjust'; adjustment: Adjustment };

/** The result of answering: the new file and where it stands, or the refusal in one line. */
export type Answered = { ok: true; file: BattleFile; probe: Probe } | { ok: false; message: string };

/** A deep copy of a file (it is plain JSON). */
const copyFile = (f: BattleFile): BattleFile => structuredClone(f);

/** The round being recorded in a copy of the file, created empty when the file ends before it. */
function roundToWrite(file: BattleFile, round: number): RoundRecord {
  const rounds = (file.rounds ??= []) as RoundRecord[];
  while (rounds.length < round) rounds.push({ dials: {} });
  const r = rounds[round - 1];
  if (!r) throw new Error(`round ${round} missing`);
  return r;
}

/** A rule the players keep that the engine does not refuse on its own, or null. */
function playerRuleBroken(at: Probe, q: Question, answer: Answer): string | null {
  if (at.over || q.kind !== 'dial' || answer.kind !== 'dial') return null;
  const ship = shipOf(at.state, q.ship);
  if (ship.stress > 0 && dialDifficulty(ship, answer.maneuver) === 'red')
    return `STRESS: ${ship.name} is stressed and cannot execute a red maneuver (${answer.maneuver})`;
  return null;
}

/** Checks a roll's dice count against the one the engine asked for (rules: ATTACK, dice rolled). */
function rollProblem(q: Question, faces: readonly string[]): string | null {
  if (q.kind !== 'roll' || faces.length === q.count) return null;
  return `ATTACK: this ${q.purpose} roll is ${q.count} ${q.die} ${q.count === 1 ? 'die' : 'dice'}, got ${faces.length}`;
}

/** An adjustment's fields that are not what the file format allows (a number that is not one, a count < 0). */
function adjustmentProblem(a: Answer): string | null {
  if (a.kind !== 'adjust') return null;
  const r = checkInput(adjustmentSchema, a.adjustment);
  if (r.success) return null;
  const first = r.problems[0];
  return `MANUAL ADJUSTMENT: ${first ? `${first.path}: ${first.message}` : 'not a valid adjustment'}`;
}

/**
 * Writes the answer into round `r` (attack modifications go with the rolls they follow). `cardAttack`: the index in
 * the round's `cardAttacks` of the card attack under way when the question was asked, if one is.
 */
function write(r: RoundRecord, q: Question, answer: Answer, point: Probe['point'], cardAttack?: number): void {
  switch (answer.kind) {
    case 'dial':
      r.dials[q.ship] = answer.maneuver;
      return;
    case 'red-substitute':
      (r.redSubstitutes ??= {})[q.ship] = answer.maneuver;
      return;
    case 'decloak':
      (r.decloaks ??= {})[q.ship] = answer.choice;
      return;
    case 'action':
      (r.actions ??= {})[q.ship] = answer.choice;
      return;
    case 'attack': {
      const declared =
        answer.target === null
          ? { target: null }
          : { target: answer.target, ...(answer.arc ? { arc: answer.arc } : {}) };
      // An attack a card grants outside the attack step (Snap Shot, Corran Horn…) goes to the round's list.
      if (q.kind === 'attack' && q.cardAttack) {
        (r.cardAttacks ??= []).push({ ship: q.ship, card: q.bonus ?? '', ...declared });
        return;
      }
      const attacks = (r.attacks ??= {});
      const first = attacks[q.ship];
      // Gunner's extra attack and BTL-A4 Y-wing's turret attack (its options are secondary weapons') go with the attack
      // they follow; the turret attack's weapon is left to the engine (the ship's [Turret] weapon that reaches it).
      if (q.kind === 'attack' && q.bonus && first) {
        if (q.options.some((o) => o.weapon !== undefined)) first.turret = declared;
        else first.bonus = declared;
      } else attacks[q.ship] = declared;
      return;
    }
    case 'roll':
      if (q.kind === 'roll') (r.rolls ??= []).push({ ship: q.ship, purpose: q.purpose, faces: [...answer.faces] });
      return;
    case 'rerolls':
    case 'spend': {
      const under = cardAttack === undefined ? undefined : r.cardAttacks?.[cardAttack];
      return under ? modify(under, q, answer) : writeModification(r, q, answer);
    }
    case 'ability':
      return writeAbility(r, q, answer);
    case 'adjust':
      (r.adjustments ??= []).push(placed(answer.adjustment, point));
      return;
  }
}

/** An adjustment placed at the point the game stands at (a die-face change keeps its roll instead). */
function placed(a: Adjustment, point: Probe['point']): Adjustment {
  if (a.kind === 'die-face') return a;
  const { at: _at, of: _of, ...rest } = a;
  return { ...rest, at: point.at, ...(point.of !== undefined ? { of: point.of } : {}) } as Adjustment;
}

/** Writes a dice modification into the attack it belongs to (the spender's, or the one it defends against). */
function writeModification(r: RoundRecord, q: Question, a: Answer): void {
  const attacks = (r.attacks ??= {});
  // Once an extra attack (Gunner's, BTL-A4 Y-wing's turret) is declared, the attack before it is over: what is asked
  // is the latest one's (Gunner's comes after the turret's).
  const current = (ship: string) => {
    const attack = attacks[ship];
    if (attack?.bonus && attack.bonus.target !== null) return attack.bonus;
    return attack?.turret && attack.turret.target !== null ? attack.turret : attack;
  };
  const attack = q.kind === 'rerolls' ? current(q.ship) : q.kind === 'spend' ? current(q.attacker) : undefined;
  if (attack) modify(attack, q, a);
}

/** Writes a reroll or a token spent into the attack it modifies. */
function modify(attack: Omit<AttackChoice, 'bonus' | 'turret'>, q: Question, a: Answer): void {
  if (q.kind === 'rerolls' && a.kind === 'rerolls') attack.rerolls = [...a.dice];
  if (q.kind !== 'spend' || a.kind !== 'spend') return;
  if (q.ship === q.attacker) attack.focus = a.spend;
  else if (q.token === 'focus') attack.defenderFocus = a.spend;
  else attack.defenderEvade = a.spend;
}

/** Writes a card ability's use, after the uses already recorded this round (the engine reads them in order). */
function writeAbility(r: RoundRecord, q: Question, a: Extract<Answer, { kind: 'ability' }>): void {
  if (q.kind !== 'ability') return;
  if (a.use && a.choice) {
    (r.abilities ??= []).push({ ...structuredClone(a.choice), ship: q.ship, card: q.card, use: true });
    return;
  }
  (r.abilities ??= []).push({
    ship: q.ship,
    card: q.card,
    use: a.use,
    ...(a.use && a.dice ? { dice: [...a.dice] } : {}),
    ...(a.use && a.action ? { action: a.action } : {}),
  });
}

/** Answers the current question (or adds an adjustment): the new file if the rules accept it. */
export function answer(file: BattleFile, at: Probe, a: Answer): Answered {
  if (at.over && a.kind !== 'adjust') return { ok: false, message: 'the battle is over: nothing more to record' };
  const round = at.over ? at.outcome.state.round : at.state.round;
  const q: Question = at.over ? { kind: 'dial', ship: '' } : at.question;
  if (!at.over && a.kind !== 'adjust' && a.kind !== q.kind)
    return { ok: false, message: `expected an answer to the ${q.kind} question, got ${a.kind}` };
  const broken =
    playerRuleBroken(at, q, a) ?? (a.kind === 'roll' ? rollProblem(q, a.faces) : null) ?? adjustmentProblem(a);
  if (broken) return { ok: false, message: broken };
  const next = copyFile(file);
  write(roundToWrite(next, round), q, a, at.point, at.over ? undefined : at.state.cardAttack);
  try {
    return { ok: true, file: next, probe: probe(next) };
  } catch (e) {
    if (e instanceof InputError) return { ok: false, message: withRuleName(e) };
    throw e;
  }
}

/** The rules-reference entry each field of a round answers to, named as printed (the recorder's own: adjustments). */
const RULE_OF_FIELD: Readonly<Record<string, GlossaryEntry | 'MANUAL ADJUSTMENT'>> = {
  dials: 'MANEUVER',
  redSubstitutes: 'STRESS',
  slides: 'TALLON ROLL',
  decloaks: 'CLOAK†',
  actions: 'ACTIONS',
  attacks: 'ATTACK',
  cardAttacks: 'ATTACK',
  rolls: 'ATTACK',
  adjustments: 'MANUAL ADJUSTMENT',
};

/** The entry of a refused path: dice modifications and card abilities have their own (rules: MODIFYING DICE). */
function ruleOf(path: string): string {
  const m = /^rounds\[\d+\]\.(\w+)(?:\.[\w-]+|\[\d+\])?\.?(\w+)?/.exec(path);
  if (!m) return 'SETUP';
  const [, field = '', sub = ''] = m;
  if (
    (field === 'attacks' || field === 'cardAttacks') &&
    ['rerolls', 'focus', 'defenderFocus', 'defenderEvade'].includes(sub)
  )
    return 'MODIFYING DICE';
  if (field === 'abilities') return sub === 'action' ? 'ACTIONS' : 'MODIFYING DICE';
  return RULE_OF_FIELD[field] ?? 'ATTACK';
}

/** The engine's refusal, led by the rule it breaks (`ACTIONS: luke must skip its Perform Action step…`). */
function withRuleName(e: InputError): string {
  const first = e.problems[0];
  if (!first) return e.message;
  return `${ruleOf(first.path)}: ${first.message}`;
}
