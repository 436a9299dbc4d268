/**
 * Which ship models are on the table, for drawing every repeat of a model as one instanced mesh per material:
 * each ship registers an anchor object (placed where its model goes) under its model id and faction style;
 * the instancing component draws one instance per anchor. Listeners hear when the set of anchors changes.
 */
import type { Object3D } from 'three';
import type { ModelId } from '../models/catalog.ts';
import type { FactionStyle } from './factionStyle.ts';

/** One group of identical models: same file, same faction colours. */
export interface InstanceGroup {
  /** Stable identity of the group (model id and style). */
  key: string;
  modelId: ModelId;
  style: FactionStyle;
  anchors: Set<Object3D>;
}

/** The anchors of every ship model on show, grouped by model and style. */
export class ShipInstanceRegistry {
  private readonly groups = new Map<string, InstanceGroup>();
  private readonly listeners = new Set<() => void>();
  private styleIds = new Map<FactionStyle, number>();
  private snapshot: InstanceGroup[] = [];

  /** Adds a ship's anchor; returns the function that removes it. */
  add(modelId: ModelId, style: FactionStyle, anchor: Object3D): () => void {
    const key = `${modelId}|${this.styleId(style)}`;
    let group = this.groups.get(key);
    if (!group) {
      group = { key, modelId, style, anchors: new Set() };
      this.groups.set(key, group);
    }
    group.anchors.add(anchor);
    this.changed();
    return () => {
      group.anchors.delete(anchor);
      if (group.anchors.size === 0) this.groups.delete(key);
      this.changed();
    };
  }

  /** The current groups (a new array after every change, the same one otherwise, for useSyncExternalStore). */
  list = (): InstanceGroup[] => this.snapshot;

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private styleId(style: FactionStyle): number {
    let id = this.styleIds.get(style);
    if (id === undefined) {
      id = this.styleIds.size;
      this.styleIds.set(style, id);
    }
    return id;
  }

  private changed(): void {
    this.snapshot = [...this.groups.values()];
    for (const l of this.listeners) l();
  }
}
