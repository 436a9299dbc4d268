import { MAX_LISTED_PROBLEMS } from '../../src/battle/validationError.ts';

/**
 * Classes of failure the fuzzer can produce but that are being fixed on other branches. While a switch is true,
 * the generator leaves that class out (or the property that would catch it is not asserted), so the suite stays
 * green; after merging a fix, set its switch to false and the fuzzer holds the fix to the same standards.
 */
const OPEN = {
  /**
   * Ids and record keys named like Object.prototype members (`__proto__`, `constructor`, `toString`, …), and
   * ids renamed to them everywhere in a file (branch `proto`).
   */
  prototypeNames: false,
  /**
   * `null` in a command's JSON output where the format documents no null, e.g. `final.ships[0].targetLock` in
   * `replay`'s summary (branch `limits`). Battle files keep their documented nulls (`attacks.*.target` and so on).
   */
  nullInOutput: false,
  /** Problem listings longer than PROBLEM_LINES_CAP lines, e.g. one per item of an enormous bad array (branch `limits`). */
  uncappedListings: false,
  /** Arrays far longer than any real file (tens of thousands of items), which may overflow the stack (branch `limits`). */
  hugeArrays: false,
  /** Strings and files of megabytes (branch `limits`). */
  enormousFiles: false,
  /**
   * Rounds recorded after the battle ended (past the round limit or the last ship), dropped from the completed
   * file without a word (branch `locale`, "silently ignored input").
   */
  roundsAfterTheEnd: false,
  /**
   * A round's decision moved to a unit that cannot take it (mutation `rekey`): a capital ship's plot or fire for
   * a squadron, a squadron's reaction or target for a capital ship, a Star Warriors plan or shot for a ship
   * already gone; dropped from the completed file without a word (branch `locale`, "capital plot for squadron").
   */
  decisionsForOtherUnits: false,
};

/** The switch names, e.g. for FUZZ_INCLUDE. */
export type KnownOpenClass = keyof typeof OPEN;

/**
 * The switches in force: as above, except the classes named in the environment variable FUZZ_INCLUDE
 * (comma-separated, or `all`), which are fuzzed, so that a fix can be tried before the switch is turned off here.
 */
export const KNOWN_OPEN: Readonly<Record<KnownOpenClass, boolean>> = (() => {
  const include = (process.env.FUZZ_INCLUDE ?? '').split(',').map((s) => s.trim());
  const entries = Object.entries(OPEN).map(([name, open]) => [
    name,
    open && !include.includes(name) && !include.includes('all'),
  ]);
  return Object.fromEntries(entries) as Record<KnownOpenClass, boolean>;
})();

/** The most lines a bad input's problem listing should print once `uncappedListings` is fixed (one per problem, then a count). */
export const PROBLEM_LINES_CAP = MAX_LISTED_PROBLEMS + 1;
