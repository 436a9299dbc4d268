/**
 * Huge ships in sections: X-Wing's CR90 and Raider fly as two cards (fore and aft), each its own model. A whole-ship
 * design is run through a builder that scales every part and keeps only those whose middle lies on the section's
 * side of the cut, so the two sections placed end to end make the whole ship again.
 */
import type { BufferGeometry } from 'three';
import type { MaterialName } from '../../../src/models/materials.ts';
import { ModelBuilder } from '../modelBuilder.ts';
import type { Design } from './design.ts';

/** Which part of a ship to keep: all of it, or what lies fore or aft of the cut at x (mm, after scaling). */
export type Section = { keep: 'whole' } | { keep: 'fore' | 'aft'; cutX: number };

/** A builder that scales every part by `scale` and passes on only the parts of `section` to the real builder. */
class SectionBuilder extends ModelBuilder {
  constructor(
    private readonly target: ModelBuilder,
    private readonly scale: number,
    private readonly section: Section,
  ) {
    super();
  }

  override add(material: MaterialName, ...geometries: BufferGeometry[]): this {
    const kept = geometries.filter((g) => {
      g.scale(this.scale, this.scale, this.scale);
      if (this.section.keep === 'whole') return true;
      g.computeBoundingBox();
      const box = g.boundingBox;
      const mid = box ? (box.min.x + box.max.x) / 2 : 0;
      return this.section.keep === 'fore' ? mid >= this.section.cutX : mid < this.section.cutX;
    });
    if (kept.length > 0) this.target.add(material, ...kept);
    return this;
  }
}

/** The design of one section of a ship drawn by `design` at `scale`. */
export function sectionOf(design: Design, scale: number, section: Section): Design {
  return (b) => design(new SectionBuilder(b, scale, section));
}
