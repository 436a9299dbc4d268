/**
 * What stream mode's overlays show at a moment, checked on the demo battle's timeline: the squads against
 * replay.ts's snapshot, the attack card's dice before and after modification, its result and damage, the lower
 * thirds for a bump and a destruction with their fades, and the round timer or tournament countdown.
 */
import { describe, expect, it } from 'vitest';
import { snapshotAt } from '../../../src/state/playback/replay.ts';
import type { TimedEvent } from '../../../src/battle/timeline.ts';
import { parseBattleFile } from '../../../src/rules/xwing1e/battleFile.ts';
import { playBattle } from '../../../src/rules/xwing1e/engine.ts';
import {
  attackCardAt,
  buildStreamOverlayModel,
  CAPTION_FADE_S,
  CAPTION_HOLD_S,
  captionsAt,
  CARD_LINGER_S,
  clockText,
  squadsAt,
  streamOverlayAt,
  timerAt,
} from '../../../src/state/stream/streamOverlay.ts';
import { tokenLabels } from '../../../src/state/tokenLabels.ts';
import demo from '../../../src/demo/demoBattle.json';
import fleetDemo from '../../../src/demo/fullthrustBattle.json';
import { ruleSystemFor } from '../../../src/rules/registry.ts';
import { xwingWords } from '../../../src/rules/xwing1e/words.ts';
import { fullThrustWords } from '../../../src/rules/fullthrust-sw/words.ts';

const { timeline } = playBattle(parseBattleFile(demo));
const model = buildStreamOverlayModel(timeline, xwingWords);
const of = <K extends TimedEvent['kind']>(kind: K) =>
  timeline.events.filter((e): e is Extract<TimedEvent, { kind: K }> => e.kind === kind);

describe('squads overlay', () => {
  it('lists each side with pilot, ship, skill and full hull and shields at the start', () => {
    const squads = squadsAt(model, 0);
    expect(squads.map((s) => [s.name, s.faction])).toEqual([
      ['Rebel Alliance', 'rebel'],
      ['Galactic Empire', 'imperial'],
    ]);
    expect(squads[0]!.units).toEqual([
      {
        id: 'luke',
        name: 'Luke Skywalker',
        ship: 'X-wing',
        skill: 8,
        hull: 3,
        hullMax: 3,
        hullRows: null,
        shields: 2,
        shieldsMax: 2,
        tokens: [],
        destroyed: false,
        active: false,
      },
    ]);
    expect(squads[1]!.units.map((u) => [u.name, u.ship, u.skill, u.hull, u.shields])).toEqual([
      ['"Mauler Mithel"', 'TIE Fighter', 7, 3, 0],
      ['Black Squadron Pilot', 'TIE Fighter', 4, 3, 0],
    ]);
  });

  it('follows replay.ts: hull, shields, tokens and destroyed at every event start', () => {
    for (const e of timeline.events) {
      const snap = snapshotAt(timeline, e.t);
      for (const squad of squadsAt(model, e.t)) {
        for (const u of squad.units) {
          const s = snap.units[u.id]!;
          expect([u.hull, u.shields, u.destroyed]).toEqual([s.hull, s.shields, s.destroyed]);
          // The ship activating; in combat (no activation) the attacker, checked below.
          if (snap.active) expect(u.active).toBe(snap.active === u.id);
          expect(u.tokens.map((l) => l.key)).toEqual(tokenLabels(s.tokens, model.v).map((l) => l.key));
        }
      }
    }
  });

  it('greys a ship out from its destroyed event on', () => {
    const d = of('destroyed')[0]!;
    const unitOf = (t: number) =>
      squadsAt(model, t)
        .flatMap((s) => s.units)
        .find((u) => u.id === d.unit)!;
    expect(unitOf(d.t - 1e-6).destroyed).toBe(false);
    expect(unitOf(d.t).destroyed).toBe(true);
  });
});

describe('attack card', () => {
  const attack = of('attack')[0]!;
  const [attackDice, defenceDice] = of('dice')
    .filter((e) => e.t > attack.t)
    .slice(0, 2) as [Extract<TimedEvent, { kind: 'dice' }>, Extract<TimedEvent, { kind: 'dice' }>];
  const result = of('result')[0]!;

  it('shows who attacks whom at what range, then the dice as rolled and after modification', () => {
    expect(attackCardAt(model, attack.t - 1e-6)).toBeNull();
    const opening = attackCardAt(model, attack.t)!;
    expect(opening).toMatchObject({
      attacker: 'Luke Skywalker',
      defender: '"Mauler Mithel"',
      range: 2,
      obstructed: true,
    });
    expect(opening.rolls).toEqual([]);
    const card = attackCardAt(model, defenceDice.t + 0.3)!;
    expect(card.rolls.map((r) => [r.name, r.role, r.rolled, r.modified, r.modifications])).toEqual([
      ['Luke Skywalker', 'attack', ['focus', 'blank', 'blank'], ['hit', 'blank', 'blank'], ['focus spent']],
      ['"Mauler Mithel"', 'defence', ['blank', 'blank', 'evade', 'focus'], ['blank', 'blank', 'evade', 'focus'], []],
    ]);
    expect(attackDice.t).toBeLessThan(defenceDice.t);
    expect(card.result).toBeNull();
  });

  it('marks the attacker as the ship whose turn it is during combat', () => {
    const view = streamOverlayAt(model, defenceDice.t);
    expect(view.active).toBe('Luke Skywalker');
    expect(view.squads[0]!.units[0]!.active).toBe(true);
    expect(view.squads[1]!.units.some((u) => u.active)).toBe(false);
  });

  it('adds the result when it comes and stays up until the next header, at most CARD_LINGER_S (a miss: no damage)', () => {
    const card = attackCardAt(model, result.t + 0.1)!;
    expect(card.result).toEqual({ hits: 0, crits: 0, evades: 1, hit: false });
    expect(card.damage).toBeNull();
    // The demo's first attack is answered at once: "Mauler Mithel"'s attack header follows its result, and the
    // card shows the new attack from then on (it does not linger CARD_LINGER_S over the next header).
    const next = timeline.events[timeline.events.indexOf(result) + 1]!;
    expect(next).toMatchObject({ kind: 'attack', attacker: 'mauler', t: result.t + result.duration });
    expect(CARD_LINGER_S).toBeGreaterThan(0);
    expect(attackCardAt(model, next.t - 1e-6)!.attacker).toBe('Luke Skywalker');
    expect(attackCardAt(model, next.t + 1e-6)!.attacker).toBe('"Mauler Mithel"');
  });

  it('shows the damage a hit dealt: shields and hull lost against the defender before it', () => {
    const hit = of('result').find((r) => r.hit)!;
    const damage = of('damage').find((d) => d.t > hit.t && d.unit === hit.defender)!;
    const before = snapshotAt(timeline, damage.t - 1e-6).units[damage.unit]!;
    const card = attackCardAt(model, damage.t + 0.1)!;
    expect(card.result).toEqual({ hits: hit.hits, crits: hit.crits, evades: hit.evades, hit: true });
    expect(card.damage).toEqual({
      shieldsLost: damage.shieldsLost,
      hullLost: before.hull - damage.hull,
      cards: damage.cards.map((c) => (c.faceUp ? c.name : 'face-down card')),
      hull: damage.hull,
      shields: damage.shields,
    });
    expect(card.damage!.shieldsLost + card.damage!.hullLost).toBeGreaterThan(0);
  });
});

describe('lower thirds', () => {
  const bump = of('move').find((m) => m.bumped?.length)!;

  it('captions a bump, fading in over CAPTION_FADE_S and gone after CAPTION_HOLD_S', () => {
    // The demo's first bump: Luke's maneuver into Black Squadron Pilot (t = 123.9 s).
    expect(bump.t).toBe(123.9);
    const at = (t: number) => captionsAt(model, t).find((c) => c.kind === 'bump');
    expect(at(bump.t - 1e-6)).toBeUndefined();
    expect(at(bump.t + CAPTION_FADE_S / 2)!.opacity).toBeCloseTo(0.5, 12);
    expect(at(bump.t + 1)).toEqual({
      key: `bump@${timeline.events.indexOf(bump)}`,
      kind: 'bump',
      title: 'Bump',
      detail: 'Luke Skywalker bumps into Black Squadron Pilot',
      opacity: 1,
    });
    expect(at(bump.t + CAPTION_HOLD_S - CAPTION_FADE_S / 4)!.opacity).toBeCloseTo(0.25, 12);
    expect(at(bump.t + CAPTION_HOLD_S)).toBeUndefined();
  });

  it('captions each destruction, and the result of the battle stays up to the last frame', () => {
    for (const d of of('destroyed')) {
      const c = captionsAt(model, d.t + 1).find(
        (x) => x.key === `${d.cause === 'fled the battlefield' ? 'fled' : 'destroyed'}@${timeline.events.indexOf(d)}`,
      );
      expect(c?.title).toBe(d.cause === 'fled the battlefield' ? 'Fled the battlefield' : 'Ship destroyed');
    }
    const first = of('destroyed')[0]!;
    expect(first.cause).toBe('destroyed by luke');
    expect(captionsAt(model, first.t + 1).find((c) => c.kind === 'destroyed')!.detail).toBe(
      'Black Squadron Pilot is destroyed by Luke Skywalker',
    );
    const last = captionsAt(model, timeline.duration);
    expect(last.at(-1)).toMatchObject({ kind: 'end', title: 'Battle over', opacity: 1 });
  });

  it('never shows more than two at once', () => {
    for (let t = 0; t < timeline.duration; t += 0.25) expect(captionsAt(model, t).length).toBeLessThanOrEqual(2);
  });
});

describe('timer', () => {
  it('counts playback time since the round started (set-up before round 1)', () => {
    const rounds = of('round');
    expect(timerAt(model, 1, null)).toEqual({ label: 'Elapsed', text: '0:01', expired: false });
    // Round 4 starts at 64.55 s: 8.55 s later the timer reads 0:08.
    expect(rounds[3]).toMatchObject({ round: 4, t: 64.55 });
    expect(timerAt(model, 73.1, null)).toEqual({ label: 'Round time', text: '0:08', expired: false });
  });

  it('counts a tournament clock down, in whole seconds rounded up, red at zero', () => {
    expect(timerAt(model, 50, 75 * 60)).toEqual({ label: 'Time left', text: '75:00', expired: false });
    expect(timerAt(model, 50, 0.5)).toEqual({ label: 'Time left', text: '0:01', expired: false });
    expect(timerAt(model, 50, -3)).toEqual({ label: 'Time left', text: '0:00', expired: true });
  });

  it('writes m:ss', () => {
    expect([clockText(0), clockText(59.999), clockText(60), clockText(754.2), clockText(-2)]).toEqual([
      '0:00',
      '0:59',
      '1:00',
      '12:34',
      '0:00',
    ]);
  });
});

describe('the whole view', () => {
  it('carries round, phase and the activating ship', () => {
    const activation = of('activation')[0]!;
    const view = streamOverlayAt(model, activation.t + 0.1);
    const snap = snapshotAt(timeline, activation.t + 0.1);
    expect([view.round, view.phase]).toEqual([snap.round, snap.phase]);
    expect(view.active).toBe(timeline.units.find((u) => u.id === activation.unit)!.name);
  });

  it("shows a Full Thrust capital ship's hull damage track, marked as the ship takes damage", () => {
    const fleet = ruleSystemFor(fleetDemo).play(fleetDemo).timeline;
    const fleetModel = buildStreamOverlayModel(fleet, fullThrustWords);
    const damage = fleet.events.find(
      (e): e is TimedEvent & { kind: 'damage' } =>
        e.kind === 'damage' && fleet.units.find((u) => u.id === e.unit)!.size === 'capital',
    )!;
    const unit = fleet.units.find((u) => u.id === damage.unit)!;
    const rows = String(unit.info!.hullRows).split(',').map(Number);
    const viewOf = (t: number) =>
      squadsAt(fleetModel, t)
        .flatMap((s) => s.units)
        .find((u) => u.id === unit.id)!;
    const before = viewOf(damage.t - 1e-6);
    const after = viewOf(damage.t + damage.duration);
    expect(before.hullRows).toEqual(rows);
    expect(rows.reduce((a, b) => a + b, 0)).toBe(before.hullMax);
    expect(after.hullMax - after.hull).toBe(before.hullMax - damage.hull);
  });
});
