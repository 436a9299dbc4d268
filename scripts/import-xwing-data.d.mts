// Types for scripts/import-xwing-data.mjs, so tests written in TypeScript can rebuild the data in memory.

/** The five xwing-data files as parsed JSON, with the package's version and licence. */
export interface XwingDataRaw {
  version: string;
  license: string;
  ships: unknown[];
  pilots: unknown[];
  upgrades: unknown[];
  damageDeckCore: unknown[];
  damageDeckTfa: unknown[];
}

/** Where the generated files go, relative to the repository root. */
export const OUTPUT_DIR: string;

/** Reads the five xwing-data files and the package's version and licence. */
export function readXwingData(root?: string): XwingDataRaw;

/** Card text without HTML: line breaks become newlines, other tags go, entities are decoded. */
export function plainText(html: string | undefined): string;

/** Builds the five output documents (file name → JSON value) from the raw xwing-data arrays. */
export function buildData(raw: XwingDataRaw): Record<string, unknown>;

/** Formats a document the way prettier formats the committed file, so regenerating leaves no diff. */
export function formatJson(value: unknown, filePath: string): Promise<string>;
