/**
 * Plays a whole Star Warriors battle from a battle file (rules 4, the game sequence): each game-turn's
 * initiative, planning, hazard, markers, ship and bookkeeping phases, until a side has no ships or the turn limit
 * is reached. Returns the event timeline, the final state and the file completed with every decision and roll,
 * so that replaying the completed file gives the same timeline.
 */
import { Rng } from '../../battle/rng.ts';
import { type Timeline, TimelineBuilder, type TimelinePose } from '../../battle/timeline.ts';
import { InputError } from '../../battle/validationError.ts';
import { autopilotChoice, autopilotPlan, autopilotTarget, autopilotTargetFrom, bestMove } from './autopilot.ts';
import type { BattleFile, RoundRecord } from './battleFile.ts';
import { actionDef, HAZARD_RESULT_TEXT, HAZARD_TABLE, type HazardCode } from './data/actions.ts';
import { FIRE_RESULT_TEXT, fireResult } from './data/fireTable.ts';
import { MAP } from './data/shipData.ts';
import { DiceBox } from './diceBox.ts';
import { codePips, parseSkillCode, skillRollTotal } from './dice.ts';
import { fireMargin, gunShots, strikesFront } from './fire.ts';
import { facingHeadingDeg, hexCenterMm, hexDistance, hexToOffset, onMap, turnFacing } from './hex.ts';
import { type CounterPose, legalMoves, tracePath } from './movement.ts';
import { describePlan, formatPlan, moveAllowance, parsePlan, planDifficulty, throttleAfter } from './plan.ts';
import { setupGame } from './setup.ts';
import { activeOf, activeShips, type GameState, type ShipState, timesPlanned, totalShields } from './state.ts';
import { adjustMap } from './mapAdjustment.ts';

/** Game-turns played at most when the file sets no limit (assumed: the Dogfight's game end is not given). */
export const DEFAULT_ROUND_LIMIT = 12;

/** Seconds of playback per hex of movement. */
const STEP_S = 0.35;

/** How a battle ended. */
export interface BattleResult {
  winner: 0 | 1 | null;
  reason: string;
  /** Ships each player still has in the fight. */
  scores: [number, number];
}

/** Everything a battle produced. */
export interface BattleOutcome {
  timeline: Timeline;
  state: GameState;
  file: BattleFile;
  result: BattleResult;
}

const SIDE_NAME = { rebel: 'Rebel', imperial: 'Imperial' } as const;

/** Plays a battle file to the end. Throws InputError naming the field when the file contradicts the rules. */
export function playBattle(file: BattleFile): BattleOutcome {
  const { state, ships: completedShips } = setupGame(file);
  const tl = new TimelineBuilder();
  const limit = file.roundLimit ?? DEFAULT_ROUND_LIMIT;
  const rng = new Rng(state.rng);
  const sideName = (p: 0 | 1) => `${SIDE_NAME[file.players[p]!.faction]} player`;
  const mm = (p: CounterPose): TimelinePose => {
    const c = hexCenterMm(state.map, p.hex);
    return { x: round3(c.x), y: round3(c.y), heading: facingHeadingDeg(p.facing) };
  };
  const byId = (id: string) => state.ships.find((s) => s.id === id);
  const rounds: RoundRecord[] = [];

  const units = state.ships.map((s) => ({
    id: s.id,
    name: s.name,
    side: s.player,
    type: s.data.model,
    size: 'counter',
    skill: codePips(parseSkillCode(s.piloting)!),
    hull: s.body,
    shields: totalShields(s),
    pose: mm(s.pose),
    info: {
      ship: s.data.model,
      shipType: s.data.name,
      quality: s.quality,
      piloting: s.piloting,
      gunnery: s.gunnery,
      guns: s.data.guns.join('/'),
      speed: s.throttle,
      maxSpeed: s.maxSpeed,
    },
  }));
  tl.push({ kind: 'phase', round: 0, phase: 'setup' });
  for (const s of state.ships) tl.push({ kind: 'place', unit: s.id, pose: mm(s.pose) });

  let dice = new DiceBox(rng, [], 'rolls');
  /** A skill roll as a dice event; returns the die-roll. */
  const skillRoll = (s: ShipState, purpose: string, codeText: string, note: string, role: 'effect' | 'attack') => {
    const code = parseSkillCode(codeText)!;
    const faces = dice.roll(purpose, s.id, code.dice);
    const total = skillRollTotal(code, faces);
    tl.push({
      kind: 'dice',
      unit: s.id,
      role,
      rolled: faces.map(String),
      modified: [String(total)],
      modifications: [
        `${purpose} ${codeText}: ${faces.join('+')}${code.plus ? `+${code.plus}` : ''} = ${total} ${note}`,
      ],
    });
    return total;
  };

  const over = () => activeOf(state, 0).length === 0 || activeOf(state, 1).length === 0;

  while (state.round < limit && !over()) {
    state.round++;
    const r = state.round;
    const base = `rounds[${r - 1}]`;
    const rec: RoundRecord = file.rounds?.[r - 1] ?? {};
    checkShipKeys(rec, base, (id) => byId(id) !== undefined);
    dice = new DiceBox(rng, rec.rolls, `${base}.rolls`);
    const out = {
      plans: {} as Record<string, string[]>,
      shields: {} as Record<string, 'front' | 'rear'>,
      targets: {} as Record<string, string>,
      order: [] as string[],
      moves: {} as Record<string, string>,
      fire: {} as Record<string, { target: string | null; afterStep?: number }[]>,
    };

    tl.push({ kind: 'round', round: r });

    // 4.1 / 5.2 Initiative: each player's best pilot rolls; ties go to the faster ship, then re-roll.
    tl.push({ kind: 'phase', round: r, phase: 'initiative' });
    const best = ([0, 1] as const).map((p) =>
      activeOf(state, p).reduce((a, b) =>
        codePips(parseSkillCode(b.piloting)!) > codePips(parseSkillCode(a.piloting)!) ? b : a,
      ),
    ) as [ShipState, ShipState];
    let initiative: 0 | 1 | null = null;
    for (let attempt = 0; initiative === null; attempt++) {
      if (attempt > 50) throw new Error('initiative: 50 tied re-rolls in a row');
      const rolls = best.map((s) => skillRoll(s, 'initiative', s.piloting, '', 'effect'));
      if (rolls[0] !== rolls[1]) initiative = rolls[0]! > rolls[1]! ? 0 : 1;
      else if (best[0].throttle !== best[1].throttle) initiative = best[0].throttle > best[1].throttle ? 0 : 1;
      const how = rolls[0] !== rolls[1] ? `${rolls[0]} against ${rolls[1]}` : `tied at ${rolls[0]}`;
      tl.push({
        kind: 'caption',
        text:
          initiative === null
            ? `Initiative tied at ${rolls[0]} with equal speeds: re-roll`
            : `${sideName(initiative)} has the initiative (${how}${rolls[0] === rolls[1] ? ', faster best pilot' : ''})`,
      });
    }

    // 4.2 / 6 Planning: secret plans, revealed together.
    tl.push({ kind: 'phase', round: r, phase: 'planning' });
    for (const s of activeShips(state)) {
      const recorded = rec.plans?.[s.id];
      const plan = recorded ? parsePlan(s, recorded) : autopilotPlan(state, s);
      if (typeof plan === 'string') throw new InputError([{ path: `${base}.plans.${s.id}`, message: plan }]);
      s.plan = plan;
    }
    for (const s of activeShips(state)) {
      s.redMarkers = 0;
      out.plans[s.id] = formatPlan(s.plan);
      tl.push({
        kind: 'reveal',
        unit: s.id,
        maneuver: describePlan(s.plan),
        difficulty: `difficulty ${planDifficulty(s, s.plan)}`,
      });
    }

    // 4.3 / 7 Hazards: a piloting roll against the total difficulty of the planned actions.
    tl.push({ kind: 'phase', round: r, phase: 'hazard' });
    for (const s of activeShips(state)) {
      const difficulty = planDifficulty(s, s.plan);
      const roll = skillRoll(s, 'hazard', s.piloting, `vs difficulty ${difficulty}`, 'effect');
      if (roll >= difficulty) continue;
      const code = worstHazardCode(s);
      const [face] = dice.roll('hazardTable', s.id, HAZARD_TABLE.dice);
      const bump = Math.floor((difficulty - roll) / HAZARD_TABLE.marginStep);
      const row = Math.min(HAZARD_TABLE.rows[code].length, face! + bump);
      const result = HAZARD_TABLE.rows[code][row - 1]!;
      tl.push({
        kind: 'caption',
        unit: s.id,
        text: `${s.name} fails its hazard roll (${roll} < ${difficulty}); hazard ${code}, ${face}${bump ? `+${bump}` : ''}: ${HAZARD_RESULT_TEXT[result]}`,
      });
      applyHazard(s, result);
    }

    // 4.4 / 8 Markers: throttles, shields, targeting.
    tl.push({ kind: 'phase', round: r, phase: 'markers' });
    for (const s of activeShips(state)) {
      const throttle = throttleAfter(s, s.plan);
      if (throttle !== s.throttle) {
        tl.push({ kind: 'caption', unit: s.id, text: `${s.name}: throttle ${s.throttle} → ${throttle}` }, 0.5);
        s.throttle = throttle;
      }
      const angle = timesPlanned(s, 'angleShields');
      if (angle) {
        const to = rec.shields?.[s.id] ?? (s.shields.rear > 0 ? 'front' : 'rear');
        const from = to === 'front' ? 'rear' : 'front';
        const moved = Math.min(angle, s.shields[from]);
        s.shields[from] -= moved;
        s.shields[to] += moved;
        out.shields[s.id] = to;
        tl.push(
          {
            kind: 'caption',
            unit: s.id,
            text: `${s.name} angles ${moved} shield(s) ${to}: front ${s.shields.front}, rear ${s.shields.rear}`,
          },
          0.5,
        );
      }
      if (timesPlanned(s, 'targeting')) {
        const target = rec.targets?.[s.id] ?? autopilotTarget(state, s);
        if (target !== null) {
          const t = byId(target);
          if (!t || t.player === s.player || t.destroyed || t.disengaged || hexDistance(s.pose.hex, t.pose.hex) > 15)
            throw new InputError([
              {
                path: `${base}.targets.${s.id}`,
                message: `expected an enemy ship in play within 15 hexes, got ${JSON.stringify(target)}`,
              },
            ]);
          s.tracking = target;
          out.targets[s.id] = target;
          tl.push({ kind: 'token', unit: s.id, token: 'tracking', count: 1, target });
        }
      }
    }

    // 4.5–4.7 / 9 Ship phases: players alternately choose ANY unmoved ship, their own or the opponent's.
    tl.push({ kind: 'phase', round: r, phase: 'ships' });
    let chooser: 0 | 1 = initiative;
    for (let k = 0; activeShips(state).some((s) => !s.moved); k++) {
      const recorded = rec.order?.[k];
      let s: ShipState;
      if (recorded !== undefined) {
        const c = byId(recorded);
        if (!c || c.moved || c.destroyed || c.disengaged)
          throw new InputError([
            {
              path: `${base}.order[${k}]`,
              message: `expected an unmoved ship in play, got ${JSON.stringify(recorded)}`,
            },
          ]);
        s = c;
      } else s = autopilotChoice(state, chooser);
      out.order.push(s.id);
      tl.push({
        kind: 'caption',
        unit: s.id,
        text: `${sideName(chooser)} chooses ${s.name}${s.player !== chooser ? ' (an enemy ship)' : ''}`,
      });
      tl.push({ kind: 'activation', unit: s.id });
      shipPhase(s, rec, base, out);
      s.moved = true;
      chooser = chooser === 0 ? 1 : 0;
    }

    // 4.8 Bookkeeping: flip counters, clear markers; keep the fight on the map (10.4).
    tl.push({ kind: 'phase', round: r, phase: 'bookkeeping' });
    for (const s of state.ships) {
      s.moved = false;
      s.plan = [];
      if (s.tracking) tl.push({ kind: 'token', unit: s.id, token: 'tracking', count: 0, target: s.tracking }, 0);
      s.tracking = null;
    }
    const shift = adjustMap(state);
    if (shift) {
      tl.push({ kind: 'caption', text: `Map adjustment: every counter shifts ${shift.text}` });
      for (const m of shift.moves)
        tl.push(
          { kind: 'move', unit: m.ship.id, from: mm(m.from), to: mm(m.to), path: { kind: 'waypoints', poses: [] } },
          0.3,
        );
    }
    rounds.push({ ...out, rolls: dice.used });
  }

  const scores: [number, number] = [activeOf(state, 0).length, activeOf(state, 1).length];
  const winner: 0 | 1 | null = scores[0] > scores[1] ? 0 : scores[1] > scores[0] ? 1 : null;
  const reason = over()
    ? `${scores[0] === 0 ? file.players[0]!.name : file.players[1]!.name} has no ships left after ${state.round} game-turns`
    : `${state.round} game-turns played; ${scores[0]} against ${scores[1]} ships left`;
  tl.push({ kind: 'end', winner, reason, scores });

  const timeline = tl.build({
    system: 'star-warriors',
    playArea: { width: MAP.widthMm, height: MAP.heightMm },
    sides: file.players.map((p) => ({ name: p.name, faction: p.faction })),
    units,
    grid: {
      kind: 'hex',
      sizeMm: state.map.sizeMm,
      cols: state.map.cols,
      rows: state.map.rows,
      orientation: 'pointy',
      originMm: { ...state.map.originMm },
    },
  });
  const completed: BattleFile = { ...file, roundLimit: limit, ships: completedShips, rounds };
  return { timeline, state, file: completed, result: { winner, reason, scores } };

  /** The worst hazard code among a ship's planned actions (C worst). */
  function worstHazardCode(s: ShipState): HazardCode {
    const codes = s.plan.map((p) => actionDef(p.action).hazardCode);
    return codes.includes('C') ? 'C' : codes.includes('B') ? 'B' : 'A';
  }

  /** Applies a Hazard Table result. */
  function applyHazard(s: ShipState, result: keyof typeof HAZARD_RESULT_TEXT) {
    if (result === 'recovered') return;
    if (result === 'loseAction') {
      let worst = -1;
      s.plan.forEach((p, i) => {
        const d = (s.data.difficulty[p.action] ?? 0) * (p.double ? 2 : 1);
        if (worst < 0 || d >= (s.data.difficulty[s.plan[worst]!.action] ?? 0) * (s.plan[worst]!.double ? 2 : 1))
          worst = i;
      });
      if (worst >= 0) s.plan = s.plan.filter((_, i) => i !== worst);
      return;
    }
    s.plan = [];
    if (result === 'spin') {
      const [face] = dice.roll('spin', s.id, 1);
      const from = { ...s.pose };
      s.pose = { hex: s.pose.hex, facing: turnFacing(s.pose.facing, face! <= 3 ? 1 : -1) };
      s.throttle = Math.max(1, s.throttle - 1);
      tl.push(
        { kind: 'move', unit: s.id, from: mm(from), to: mm(s.pose), path: { kind: 'waypoints', poses: [] } },
        0.6,
      );
    }
    if (result === 'stress') damageBody(s, 1, 'overstressed in a hazard');
  }

  /** Body damage; destroys the ship at 0 body. */
  function damageBody(s: ShipState, n: number, card: string) {
    s.body = Math.max(0, s.body - n);
    tl.push({
      kind: 'damage',
      unit: s.id,
      shieldsLost: 0,
      cards: [{ name: card, faceUp: true }],
      hull: s.body,
      shields: totalShields(s),
    });
    if (s.body === 0) destroy(s, 'body destroyed');
  }

  function destroy(s: ShipState, cause: string) {
    if (s.destroyed) return;
    s.destroyed = true;
    tl.push({ kind: 'destroyed', unit: s.id, cause });
  }

  /** One ship phase (4.5): turn number, movement (with snap fire), fire, end. */
  function shipPhase(
    s: ShipState,
    rec: RoundRecord,
    base: string,
    out: { moves: Record<string, string>; fire: Record<string, { target: string | null; afterStep?: number }[]> },
  ) {
    const allowance = moveAllowance(s);
    tl.push(
      {
        kind: 'caption',
        unit: s.id,
        text: `${s.name}: speed ${allowance.speed}, turn number ${allowance.turnNumber}${s.plan.length ? `; ${describePlan(s.plan)}` : ''}`,
      },
      0.8,
    );
    const enemies = activeShips(state).filter((e) => e.player !== s.player);
    const onTheMap = legalMoves(s.pose, allowance, (h) => onMap(state.map, h)).length > 0;
    let path = rec.moves?.[s.id];
    if (path === undefined) {
      const best = onTheMap ? bestMove(state, s, enemies) : null;
      path = best ? best.path : offMapPath(allowance);
    }
    const traced = tracePath(s.pose, allowance, path);
    if ('error' in traced) throw new InputError([{ path: `${base}.moves.${s.id}`, message: traced.error }]);
    const poses = traced.poses;
    const leaves = poses.some((p) => !onMap(state.map, p.hex));
    if (leaves && onTheMap)
      throw new InputError([
        { path: `${base}.moves.${s.id}`, message: 'leaves the map, though a move on the map exists' },
      ]);
    out.moves[s.id] = path;

    // Shots: recorded, or the autopilot's (snap fire pauses at the step with the best shot).
    const snap = timesPlanned(s, 'snapFire');
    let shots = rec.fire?.[s.id];
    if (shots === undefined) shots = leaves ? [] : autopilotShots(s, poses, snap);
    checkShots(shots, snap, path.length, `${base}.fire.${s.id}`);
    out.fire[s.id] = shots;

    let at = 0;
    const moveTo = (k: number) => {
      if (k <= at) return;
      const legs = poses.slice(at, k + 1);
      tl.push(
        {
          kind: 'move',
          unit: s.id,
          from: mm(legs[0]!),
          to: mm(legs[legs.length - 1]!),
          path: { kind: 'waypoints', poses: legs.slice(1, -1).map(mm) },
        },
        Math.max(0.5, STEP_S * (legs.length - 1)),
      );
      at = k;
    };
    const ordered = [...shots].sort((a, b) => (a.afterStep ?? path.length) - (b.afterStep ?? path.length));
    for (const shot of ordered) {
      const k = shot.afterStep ?? path.length;
      moveTo(k);
      s.pose = poses[k]!;
      if (shot.target !== null)
        fire(s, poses[k]!, shot.target, `${base}.fire.${s.id}[${shots.indexOf(shot)}]`, k < path.length);
    }
    moveTo(path.length);
    s.pose = poses[poses.length - 1]!;
    if (leaves) {
      s.disengaged = true;
      tl.push({ kind: 'destroyed', unit: s.id, cause: 'left the map: no move stayed on it' });
    }
  }

  /** The autopilot's shots for a ship moving through these poses. */
  function autopilotShots(s: ShipState, poses: CounterPose[], snap: number) {
    const end = poses.length - 1;
    const atEnd = autopilotTargetFrom(state, s, poses[end]!);
    if (snap === 0) return [{ target: atEnd?.target ?? null }];
    let bestK = -1;
    let bestShot: { target: string; toHit: number } | null = null;
    for (let k = 0; k < end; k++) {
      const t = autopilotTargetFrom(state, s, poses[k]!);
      if (t && (!bestShot || t.toHit < bestShot.toHit)) {
        bestShot = t;
        bestK = k;
      }
    }
    if (snap === 1) {
      if (bestShot && (!atEnd || bestShot.toHit < atEnd.toHit)) return [{ target: bestShot.target, afterStep: bestK }];
      return [{ target: atEnd?.target ?? null }];
    }
    const during = bestShot ? [{ target: bestShot.target, afterStep: bestK }] : [];
    return [...during, { target: atEnd?.target ?? null }];
  }

  /** One ship fires every gun that bears on a target from a pose (11, 12). */
  function fire(s: ShipState, pose: CounterPose, targetId: string, path: string, snap: boolean) {
    const t = byId(targetId);
    if (!t || t.player === s.player)
      throw new InputError([
        { path: `${path}.target`, message: `expected an enemy ship id, got ${JSON.stringify(targetId)}` },
      ]);
    if (t.destroyed || t.disengaged) return;
    const shots = gunShots(s.guns, pose, t.pose, s.tracking === t.id);
    if (!shots.length)
      throw new InputError([
        { path: `${path}.target`, message: `${t.name} is not in range (15 hexes) and arc of any of ${s.name}'s guns` },
      ]);
    for (const g of shots) {
      if (t.destroyed) break;
      const from = hexCenterMm(state.map, pose.hex);
      const to = hexCenterMm(state.map, t.pose.hex);
      tl.push({
        kind: 'attack',
        attacker: s.id,
        defender: t.id,
        weapon: `${snap ? 'snap fire, ' : ''}${g.gun.code}: to-hit ${g.toHit}${g.tracking ? ` (tracking ${g.tracking})` : ''}, power ${g.power}`,
        line: [
          [round3(from.x), round3(from.y)],
          [round3(to.x), round3(to.y)],
        ],
        range: g.distance,
        obstructed: false,
      });
      const roll = skillRoll(s, 'gunnery', s.gunnery, `vs to-hit ${g.toHit} (band ${g.band})`, 'attack');
      const hit = roll >= g.toHit;
      const result = () =>
        tl.push({ kind: 'result', attacker: s.id, defender: t.id, hits: hit ? 1 : 0, crits: 0, evades: 0, hit });
      if (!hit) {
        result();
        continue;
      }
      const faces = dice.roll('damage', s.id, 2);
      const side = strikesFront(t.pose, pose.hex) ? 'front' : 'rear';
      const shields = t.shields[side];
      const sum = faces[0]! + faces[1]!;
      const margin = fireMargin(sum, g.power, t.body, shields, g.gun.ion);
      const effect = fireResult(margin, g.gun.ion);
      tl.push({
        kind: 'dice',
        unit: s.id,
        role: 'attack',
        rolled: faces.map(String),
        modified: [String(margin)],
        modifications: [
          `fire table: ${sum} + power ${g.power}${g.gun.ion ? '' : ` − body ${t.body}`} − ${side} shields ${shields} = ${margin}: ${FIRE_RESULT_TEXT[effect]}`,
        ],
      });
      // The Fire Table roll shows in the dice tray with the gunnery roll, before the result closes it.
      result();
      applyFire(t, effect, side);
    }
  }

  /** Applies a Fire Table result to a ship. */
  function applyFire(t: ShipState, result: ReturnType<typeof fireResult>, side: 'front' | 'rear') {
    let shieldsLost = 0;
    const text = FIRE_RESULT_TEXT[result].split(':')[0]!;
    switch (result) {
      case 'noEffect':
        return;
      case 'shaken':
        t.redMarkers += 1;
        break;
      case 'ionised':
        t.redMarkers += 2;
        break;
      case 'shieldDamage':
        if (t.shields[side] > 0) {
          t.shields[side] -= 1;
          shieldsLost = 1;
        } else t.redMarkers += 1;
        break;
      case 'stabilizerDamage':
        if (t.stabilizerDamage) return damageBody(t, 1, `${text} (again)`);
        t.stabilizerDamage = true;
        break;
      case 'lateralControlDamage':
        if (t.lateralControlDamage) return damageBody(t, 1, `${text} (again)`);
        t.lateralControlDamage = true;
        break;
      case 'engineDamage':
        t.maxSpeed = Math.max(1, t.maxSpeed - 1);
        t.throttle = Math.min(t.throttle, t.maxSpeed);
        break;
      case 'bodyDamage1':
        return damageBody(t, 1, text);
      case 'bodyDamage2':
        return damageBody(t, 2, text);
      case 'destroyed':
        tl.push({
          kind: 'damage',
          unit: t.id,
          shieldsLost: 0,
          cards: [{ name: text, faceUp: true }],
          hull: 0,
          shields: totalShields(t),
        });
        t.body = 0;
        return destroy(t, 'destroyed on the Fire Table');
    }
    tl.push({
      kind: 'damage',
      unit: t.id,
      shieldsLost,
      cards: [{ name: text, faceUp: true }],
      hull: t.body,
      shields: totalShields(t),
    });
  }
}

/** A path straight off the map for a ship with no move that stays on it: its ½ loop and slips, then ahead. */
function offMapPath(a: ReturnType<typeof moveAllowance>): string {
  const used = a.halfLoop ? Math.min(a.speed, 2) : 0;
  const slips = Math.min(a.slips, a.speed - used);
  return `${a.halfLoop ? 'H' : ''}${'l'.repeat(slips)}${'F'.repeat(a.speed - used - slips)}`;
}

/** Checks recorded shots against snap fire (11.12): one shot, or a second one when snap fire is doubled. */
function checkShots(
  shots: readonly { target: string | null; afterStep?: number }[],
  snap: number,
  steps: number,
  path: string,
) {
  const fail = (message: string) => {
    throw new InputError([{ path, message }]);
  };
  if (shots.length > (snap === 2 ? 2 : 1))
    fail(`expected at most ${snap === 2 ? 2 : 1} shot(s) (two only with doubled snap fire), got ${shots.length}`);
  const during = shots.filter((s) => s.afterStep !== undefined && s.afterStep < steps);
  if (during.length && !snap) fail('firing during movement (afterStep) needs planned snap fire');
  if (during.length > 1) fail('at most one snap-fire pause per move');
  if (shots.some((s) => s.afterStep !== undefined && s.afterStep > steps))
    fail(`afterStep must be at most the path's ${steps} steps`);
  if (shots.length === 2 && during.length !== 1) fail('with doubled snap fire, one shot during movement and one after');
}

/** Ship ids a round record names must be ships of the battle. */
function checkShipKeys(rec: RoundRecord, base: string, known: (id: string) => boolean) {
  for (const field of ['plans', 'shields', 'targets', 'moves', 'fire'] as const) {
    for (const id of Object.keys(rec[field] ?? {}))
      if (!known(id))
        throw new InputError([{ path: `${base}.${field}.${id}`, message: 'no ship of the battle has this id' }]);
  }
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** Offset column and row of a counter, for summaries. */
export function counterHex(p: CounterPose): [number, number] {
  const { col, row } = hexToOffset(p.hex);
  return [col, row];
}
