/**
 * Attacks: fighter squadrons (one D6 per craft, aces one more, squadron modifiers, torpedo loads), capital-ship
 * batteries by range band (one fire control per target, arcs and line of sight from ship centres, ion hits
 * against systems, torpedoes ignoring shields), and point defence, ADAF and blasters against fighters that
 * attack a ship.
 */
import type { SquadronClass } from './data/classes.ts';
import {
  ADAF_BAND,
  BEAM_BANDS,
  BLASTER_PD_BAND,
  diceAtRange,
  FIGHTER_TORPEDO_TO_HIT,
  hitsForRoll,
  maxRange,
  PD_BAND,
  TORPEDO_TO_HIT,
} from './data/weapons.ts';
import { damageShip, damageSquadron, ionHits } from './damage.ts';
import { arcsOf, blockersOnLine, inArcs, range } from './grid.ts';
import { unitPoint } from './present.ts';
import {
  batteryWorks,
  batteryOf,
  emit,
  fireControls,
  type Game,
  isShip,
  shieldLevel,
  shipById,
  type ShipState,
  squadronById,
  type SquadronState,
  unitById,
} from './state.ts';

/** Hits one attack die scores for a squadron against a fighter squadron (shield level of its craft). */
export function fighterDieVsFighters(cls: SquadronClass, roll: number, shields: number): number {
  if (cls.vsFighters === null) return roll === 6 ? 1 : 0;
  return hitsForRoll(Math.min(6, roll + cls.vsFighters), shields);
}

/** Attack dice a squadron rolls: one per craft (hit point for heroes), aces one more. */
export function attackDice(sq: SquadronState): number {
  return sq.fighters + (sq.cls.ace ? 1 : 0);
}

/** The asteroid and planet squares on the centre-to-centre line between two squares. */
export function lineBlocked(g: Game, a: SquadronState | ShipState, b: SquadronState | ShipState): boolean {
  return blockersOnLine(a.pos, b.pos, [...g.asteroids, ...g.planets]).length > 0;
}

/**
 * Why a squadron may not attack a unit, or null: the target must be an enemy within attack range, in the
 * front arc or the squadron's own square, with a clear line; a squadron engaged by an enemy squadron's
 * Dogfight/Pursuit must deal with that threat first; some bombers cannot attack ships without torpedoes.
 */
export function fighterTargetProblem(g: Game, sq: SquadronState, targetId: string): string | null {
  const t = unitById(g, targetId);
  if (!t || t.status !== 'active' || t.player === sq.player)
    return `expected an enemy unit on the map, got "${targetId}"`;
  const r = range(sq.pos, t.pos);
  if (r > sq.cls.attackRange) return `"${targetId}" is at range ${r}, beyond attack range ${sq.cls.attackRange}`;
  if (!inArcs(sq.pos, sq.heading, t.pos, ['F'])) return `"${targetId}" is outside the front arc and own square`;
  if (lineBlocked(g, sq, t)) return `an asteroid field or planet blocks the line to "${targetId}"`;
  const engagers = engagersOf(g, sq);
  if (engagers.length && !engagers.some((e) => e.id === targetId))
    return `engaged by ${engagers.map((e) => `"${e.id}"`).join(', ')} (Pursuit / Dogfight): it must deal with that threat first`;
  if (isShip(t) && sq.cls.vsShips === null && !(sq.cls.torpedoes && sq.torpedoLoaded))
    return `${sq.cls.name} cannot attack ships without torpedoes`;
  return null;
}

/** Enemy dogfight-capable squadrons that plotted Dogfight/Pursuit against this squadron this round. */
export function engagersOf(g: Game, sq: SquadronState): SquadronState[] {
  return g.squadrons.filter(
    (e) => e.status === 'active' && e.player !== sq.player && e.cls.dogfight && e.dogfight === sq.id,
  );
}

/** Emits the attack line event between two units. */
function emitAttack(g: Game, a: ShipState | SquadronState, d: ShipState | SquadronState, weapon: string): void {
  emit(
    g,
    {
      kind: 'attack',
      attacker: a.id,
      defender: d.id,
      weapon,
      line: [unitPoint(a), unitPoint(d)],
      range: range(a.pos, d.pos),
      obstructed: false,
    },
    0.7,
  );
}

/** Emits dice and the result. */
function emitRoll(
  g: Game,
  a: ShipState | SquadronState,
  d: ShipState | SquadronState,
  rolls: number[],
  modified: number[],
  notes: string[],
  hits: number,
): void {
  emit(
    g,
    {
      kind: 'dice',
      unit: a.id,
      role: 'attack',
      rolled: rolls.map(String),
      modified: modified.map(String),
      modifications: notes,
    },
    0.8,
  );
  emit(g, { kind: 'result', attacker: a.id, defender: d.id, hits, crits: 0, evades: 0, hit: hits > 0 }, 0.3);
}

/**
 * Fighter-on-fighter combat: every squadron targeting a squadron fires (alternating sides), and the damage
 * takes effect after all of them have fired. Returns hits per target.
 */
export function fighterCombat(g: Game, attackers: readonly SquadronState[]): Map<string, number> {
  const pending = new Map<string, number>();
  const bySide = [attackers.filter((s) => s.player === 0), attackers.filter((s) => s.player === 1)] as const;
  const order: SquadronState[] = [];
  for (let i = 0; i < Math.max(bySide[0].length, bySide[1].length); i++)
    for (const side of bySide) {
      const sq = side[i];
      if (sq) order.push(sq);
    }
  for (const sq of order) {
    if (!sq.target) throw new Error(`${sq.id} is in fighter combat without a target`);
    const t = squadronById(g, sq.target);
    emitAttack(g, sq, t, 'fighters');
    const rolls = g.dice.roll(attackDice(sq));
    const mod = sq.cls.vsFighters;
    const modified = rolls.map((r) => (mod === null ? r : Math.min(6, r + mod)));
    const hits = rolls.reduce((a, r) => a + fighterDieVsFighters(sq.cls, r, t.cls.shields), 0);
    const notes = [
      mod === null ? 'only a 6 scores, one hit' : mod !== 0 ? `${mod > 0 ? '+' : ''}${mod} against fighters` : '',
      sq.cls.ace ? 'ace: one extra die' : '',
      `shields ${t.cls.shields}`,
    ].filter(Boolean);
    emitRoll(g, sq, t, rolls, modified, notes, hits);
    pending.set(t.id, (pending.get(t.id) ?? 0) + hits);
  }
  for (const [id, hits] of pending) {
    const t = squadronById(g, id);
    const by = t.player === 0 ? 1 : 0;
    damageSquadron(g, t, hits, by, 'shot down by fighters');
  }
  return pending;
}

/** A squadron's attack on a capital ship (torpedoes if loaded, else its guns with the ship modifier). */
export function fighterAttackShip(g: Game, sq: SquadronState, ship: ShipState): void {
  if (sq.status !== 'active' || ship.status !== 'active') return;
  const by = sq.player;
  if (sq.cls.torpedoes && sq.torpedoLoaded) {
    emitAttack(g, sq, ship, 'torpedoes');
    sq.torpedoLoaded = false;
    const rolls = g.dice.roll(attackDice(sq));
    const hitsRolled = rolls.filter((r) => r >= FIGHTER_TORPEDO_TO_HIT).length;
    const damage = g.dice.roll(hitsRolled);
    const total = damage.reduce((a, b) => a + b, 0);
    emitRoll(
      g,
      sq,
      ship,
      rolls,
      rolls,
      [`torpedoes hit on ${FIGHTER_TORPEDO_TO_HIT}+`, `damage ${damage.join('+') || 0}, ignoring shields`],
      total,
    );
    damageShip(g, ship, total, by, `torpedoed by ${sq.name}`);
    return;
  }
  const mod = sq.cls.vsShips;
  if (mod === null) return;
  emitAttack(g, sq, ship, 'fighters');
  const level = shieldLevel(ship);
  const rolls = g.dice.roll(attackDice(sq));
  const modified = rolls.map((r) => Math.min(6, r + mod));
  const hits = modified.reduce((a, r) => a + hitsForRoll(r, level), 0);
  emitRoll(
    g,
    sq,
    ship,
    rolls,
    modified,
    [mod ? `${mod > 0 ? '+' : ''}${mod} against ships` : '', `shields ${level}`].filter(Boolean),
    hits,
  );
  damageShip(g, ship, hits, by, `destroyed by ${sq.name}`);
}

/** One battery's shot at a capital ship. */
export interface FireOrder {
  battery: number;
  target: string;
}

/** Why a battery may not fire at a target, or null. */
export function fireProblem(g: Game, ship: ShipState, o: FireOrder): string | null {
  const b = ship.cls.batteries[o.battery];
  if (!b) return `expected a battery index below ${ship.cls.batteries.length} (${ship.cls.name}), got ${o.battery}`;
  if (b.kind === 'pd' || b.kind === 'adaf') return `${b.kind.toUpperCase()} fires only at attacking fighters (defence)`;
  if (!batteryWorks(ship, o.battery)) return `${b.kind} battery ${o.battery + 1} is out of action`;
  const t = g.ships.find((s) => s.id === o.target);
  if (!t || t.status !== 'active' || t.player === ship.player)
    return `expected an enemy capital ship on the map, got "${o.target}"`;
  const r = range(ship.pos, t.pos);
  if (r > maxRange(b.kind)) return `"${o.target}" is at range ${r}, beyond the ${b.kind}'s ${maxRange(b.kind)}`;
  if (!inArcs(ship.pos, ship.heading, t.pos, b.arcs))
    return `"${o.target}" is in arc ${arcsOf(ship.pos, ship.heading, t.pos).join('/')}, the ${b.kind} fires ${b.arcs.join('/')}`;
  if (lineBlocked(g, ship, t)) return `an asteroid field or planet blocks the line to "${o.target}"`;
  return null;
}

/** Problems with a ship's whole fire plan: each battery once, one fire control per target. */
export function firePlanProblems(
  g: Game,
  ship: ShipState,
  orders: readonly FireOrder[],
  extraTargets: number,
): string[] {
  const out: string[] = [];
  const used = new Set<number>();
  orders.forEach((o, i) => {
    if (used.has(o.battery)) out.push(`[${i}]: battery ${o.battery} fires twice`);
    used.add(o.battery);
    const p = fireProblem(g, ship, o);
    if (p) out.push(`[${i}]: ${p}`);
  });
  const targets = new Set(orders.map((o) => o.target)).size + extraTargets;
  if (targets > fireControls(ship))
    out.push(`${targets} targets need ${targets} fire controls, ${ship.name} has ${fireControls(ship)} working`);
  return out;
}

/** Fires one battery at a capital ship: beams by range band, ion at systems, torpedoes ignoring shields. */
export function fireBattery(g: Game, ship: ShipState, o: FireOrder): void {
  const t = shipById(g, o.target);
  if (t.status !== 'active') return;
  const kind = batteryOf(ship, o.battery).kind;
  const r = range(ship.pos, t.pos);
  emitAttack(g, ship, t, kind);
  if (kind === 'torpedo') {
    const need = diceAtRange(TORPEDO_TO_HIT, r);
    const [roll] = g.dice.roll(1) as [number];
    const damage = roll >= need ? g.dice.roll(1) : [];
    const total = damage.reduce((a, b) => a + b, 0);
    emitRoll(
      g,
      ship,
      t,
      [roll],
      [roll],
      [`torpedo hits on ${need}+ at range ${r}`, `damage ${total}, ignoring shields`],
      total,
    );
    damageShip(g, t, total, ship.player, `torpedoed by ${ship.name}`);
    return;
  }
  if (kind === 'pd' || kind === 'adaf') return;
  const dice = diceAtRange(BEAM_BANDS[kind], r);
  const level = shieldLevel(t);
  const rolls = g.dice.roll(dice);
  const hits = rolls.reduce((a, x) => a + hitsForRoll(x, level), 0);
  emitRoll(
    g,
    ship,
    t,
    rolls,
    rolls,
    [`${dice}D6 at range ${r}`, `shields ${level}`, kind === 'ion' ? 'ion: hits roll against systems' : ''].filter(
      Boolean,
    ),
    hits,
  );
  if (kind === 'ion') ionHits(g, t, hits);
  else damageShip(g, t, hits, ship.player, `destroyed by ${ship.name}`);
}

/** One defence battery's shot at a squadron attacking a ship. */
export interface DefenceOrder {
  ship: string;
  battery: number;
  target: string;
}

/**
 * Why a defence shot is illegal during `defended`'s fire, or null: PD from the defended ship at range 0–2,
 * ADAF from any friendly ship within range 3 of the defended ship, blasters from the defended ship at range 0–3
 * (they use a fire control); the target must be a squadron attacking the defended ship; each battery fires
 * once a round.
 */
export function defenceProblem(
  g: Game,
  defended: ShipState,
  o: DefenceOrder,
  usedThisRound: ReadonlySet<string>,
): string | null {
  const owner = g.ships.find((s) => s.id === o.ship);
  if (!owner || owner.status !== 'active' || owner.player !== defended.player)
    return `expected a friendly capital ship on the map, got "${o.ship}"`;
  const b = owner.cls.batteries[o.battery];
  if (!b || (b.kind !== 'pd' && b.kind !== 'adaf' && b.kind !== 'blaster'))
    return `battery ${o.battery} of "${o.ship}" is not a PD, ADAF or blaster battery`;
  if (!batteryWorks(owner, o.battery)) return `${b.kind} battery ${o.battery + 1} of "${o.ship}" is out of action`;
  if (usedThisRound.has(`${o.ship}#${o.battery}`))
    return `battery ${o.battery} of "${o.ship}" has already fired this round`;
  const sq = g.squadrons.find((s) => s.id === o.target);
  if (!sq || sq.status !== 'active' || sq.player === defended.player || sq.target !== defended.id)
    return `expected a squadron attacking "${defended.id}", got "${o.target}"`;
  if (b.kind === 'adaf') {
    if (range(owner.pos, defended.pos) > ADAF_BAND[1]) return `ADAF defends ships within range ${ADAF_BAND[1]} only`;
    return null;
  }
  if (owner !== defended) return `${b.kind.toUpperCase()} defends only its own ship`;
  const reach = b.kind === 'pd' ? PD_BAND[1] : BLASTER_PD_BAND[1];
  if (range(owner.pos, sq.pos) > reach) return `"${o.target}" is beyond ${b.kind} range ${reach}`;
  return null;
}

/** Fires a defence battery at an attacking squadron. */
export function fireDefence(g: Game, o: DefenceOrder): void {
  const owner = shipById(g, o.ship);
  const sq = squadronById(g, o.target);
  if (sq.status !== 'active') return;
  const kind = batteryOf(owner, o.battery).kind;
  const dice = kind === 'blaster' ? BLASTER_PD_BAND[2] : kind === 'adaf' ? ADAF_BAND[2] : PD_BAND[2];
  emitAttack(g, owner, sq, kind === 'blaster' ? 'blaster (PD)' : kind.toUpperCase());
  const rolls = g.dice.roll(dice);
  const hits = rolls.reduce((a, r) => a + hitsForRoll(r, sq.cls.shields), 0);
  emitRoll(g, owner, sq, rolls, rolls, [`shields ${sq.cls.shields}`], hits);
  damageSquadron(g, sq, hits, owner.player, `shot down by ${owner.name}`);
}
