/** The shape of a ship design: adds its parts to a builder, in the ship frame (forward +x, left +y, up +z, mm). */
import type { ModelBuilder } from '../modelBuilder.ts';

/** A ship design. */
export type Design = (b: ModelBuilder) => void;
