/**
 * The director's schedule over the three demos: a header, card or caption is never out of step with the event on
 * screen. An attack card is down before any later round or phase header starts (it used to linger over the end
 * phase into the next round's header), a lower third never runs into the next round, and at every round header
 * the camera holds the wide establishing shot with no card up.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ruleSystemFor } from '../../src/rules/registry.ts';
import { directorShot } from '../../src/scene/director.ts';
import { attackCardAt, buildStreamOverlayModel } from '../../src/state/stream/streamOverlay.ts';

const DEMOS = [
  ['X-Wing', 'src/demo/demoBattle.json'],
  ['Full Thrust', 'src/demo/fullthrustBattle.json'],
  ['Star Warriors', 'src/demo/starWarriorsBattle.json'],
] as const;

describe.each(DEMOS)('the director over the %s demo', (_name, file) => {
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const system = ruleSystemFor(value);
  const { timeline } = system.play(value);
  const model = buildStreamOverlayModel(timeline, system.words);
  const headers = timeline.events.filter((e) => e.kind === 'round' || e.kind === 'phase');
  const attackCards = model.cards.filter((c) => c.attack);

  it('has attacks and rounds to check', () => {
    expect(attackCards.length).toBeGreaterThan(0);
    expect(headers.filter((h) => h.kind === 'round').length).toBeGreaterThan(1);
  });

  it('takes every attack card down before a later round or phase header starts', () => {
    for (const card of attackCards) {
      const nextHeader = headers.find((h) => h.t > card.fromS);
      if (nextHeader) expect(card.untilS, `card from ${card.fromS} s`).toBeLessThanOrEqual(nextHeader.t);
    }
  });

  it('shows no attack card and the wide shot at every round header', () => {
    for (const round of headers.filter((h) => h.kind === 'round')) {
      expect(attackCardAt(model, round.t + 1e-6), `round at ${round.t} s`).toBeNull();
      expect(directorShot(timeline, round.t + 1e-6).kind).toBe('establishing');
    }
  });

  it('brings every lower third but the end down by the next round header', () => {
    const rounds = headers.filter((h) => h.kind === 'round');
    for (const c of model.captions) {
      if (c.kind === 'end') continue;
      const next = rounds.find((r) => r.t > c.fromS);
      if (next) expect(c.untilS, c.key).toBeLessThanOrEqual(next.t);
    }
  });
});
