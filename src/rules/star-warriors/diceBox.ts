/**
 * Where a battle's dice come from: the rolls a battle file records, in the order they were needed, then the
 * seeded generator once the list runs out. Every roll made is kept so the completed file records them all.
 */
import type { Rng } from '../../battle/rng.ts';
import { InputError, type InputProblem } from '../../battle/validationError.ts';

/** One recorded roll. */
export interface RecordedRoll {
  purpose: string;
  ship: string;
  faces: number[];
}

/** A game-turn's dice: recorded ones first, then the generator. */
export class DiceBox {
  readonly used: RecordedRoll[] = [];
  constructor(
    private readonly rng: Rng,
    private readonly given: readonly RecordedRoll[] | undefined,
    /** JSON path of the recorded list, for messages (e.g. `rounds[2].rolls`). */
    private readonly path: string,
  ) {}

  /** The recorded rolls never made (the turn needed fewer dice than the file lists), as one problem. */
  unused(): InputProblem[] {
    const left = (this.given?.length ?? 0) - this.used.length;
    if (left <= 0) return [];
    return [
      {
        path: `${this.path}[${this.used.length}]`,
        message: `this roll was never made (${left} recorded ${left === 1 ? 'roll' : 'rolls'} left over)`,
      },
    ];
  }

  /** Rolls `dice` six-sided dice for a purpose and ship; throws InputError when a recorded roll does not fit. */
  roll(purpose: string, ship: string, dice: number): number[] {
    const i = this.used.length;
    const g = this.given?.[i];
    let faces: number[];
    if (g) {
      if (g.purpose !== purpose || g.ship !== ship || g.faces.length !== dice)
        throw new InputError([
          {
            path: `${this.path}[${i}]`,
            message: `expected the ${purpose} roll of ${ship} (${dice} dice), got the ${g.purpose} roll of ${g.ship} (${g.faces.length} dice)`,
          },
        ]);
      faces = [...g.faces];
    } else faces = Array.from({ length: dice }, () => this.rng.int(6) + 1);
    this.used.push({ purpose, ship, faces });
    return faces;
  }
}
