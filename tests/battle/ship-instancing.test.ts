import { Group } from 'three';
import { describe, expect, it } from 'vitest';
import { FACTION_STYLES } from '../../src/scene/factionStyle.ts';
import { ShipInstanceRegistry } from '../../src/scene/shipInstanceRegistry.ts';

describe('ship instance registry', () => {
  it('groups anchors by model and faction style, one group per pair, and drops empty groups', () => {
    const registry = new ShipInstanceRegistry();
    const [a, b, c] = [new Group(), new Group(), new Group()];
    const offA = registry.add('xwing', FACTION_STYLES.rebel, a);
    registry.add('xwing', FACTION_STYLES.rebel, b);
    const offC = registry.add('xwing', FACTION_STYLES.imperial, c);
    const groups = registry.list();
    expect(groups.map((g) => [g.modelId, g.anchors.size])).toEqual([
      ['xwing', 2],
      ['xwing', 1],
    ]);
    offC();
    expect(registry.list().map((g) => g.anchors.size)).toEqual([2]);
    offA();
    expect([...registry.list()[0]!.anchors]).toEqual([b]);
  });

  it('hands out the same list until something changes, and tells its listeners when it does', () => {
    const registry = new ShipInstanceRegistry();
    let calls = 0;
    const unsubscribe = registry.subscribe(() => calls++);
    const before = registry.list();
    expect(registry.list()).toBe(before);
    const off = registry.add('tiefighter', FACTION_STYLES.imperial, new Group());
    expect(registry.list()).not.toBe(before);
    const after = registry.list();
    expect(registry.list()).toBe(after);
    off();
    unsubscribe();
    registry.add('tiefighter', FACTION_STYLES.imperial, new Group());
    expect(calls).toBe(2);
  });
});
