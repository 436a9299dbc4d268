/**
 * A unit that leaves the battle whole (flees, jumps to hyperspace, leaves the map) gets no explosion, in every
 * rule system: the shared playback decides it from the destroyed event's cause (battle/timeline.ts isDeparture).
 */
import { describe, expect, it } from 'vitest';
import { isDeparture, type TimedEvent } from '../../src/battle/timeline.ts';
import fleetDemo from '../../src/demo/fullthrustBattle.json';
import { ruleSystemFor } from '../../src/rules/registry.ts';
import { buildPlaybackModel } from '../../src/state/playback/playbackModel.ts';

describe('departures', () => {
  it('tells leaving whole from being shot down by the cause', () => {
    expect(['fled the battlefield', 'jumped to hyperspace', 'left the map'].map(isDeparture)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['destroyed by Tyrant', 'collided with an asteroid', 'leftover'].map(isDeparture)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('flashes only the ships shot down in the Full Thrust demo, not the one that jumps out', () => {
    const { timeline } = ruleSystemFor(fleetDemo).play(fleetDemo);
    const destroyed = timeline.events.filter((e): e is TimedEvent & { kind: 'destroyed' } => e.kind === 'destroyed');
    const jumped = destroyed.filter((e) => isDeparture(e.cause));
    expect(jumped.length).toBeGreaterThan(0);
    const flashed = new Set(buildPlaybackModel(timeline).destructions.map((d) => d.unit));
    for (const e of jumped) expect(flashed.has(e.unit), `${e.unit} ${e.cause}`).toBe(false);
    expect(flashed.size).toBe(destroyed.length - jumped.length);
  });
});
