// Real third-party skill catalogs are an optional extra for a few tests: the repository does not
// ship them (no licence, and their text is not ours). Point CONTEXT_LAB_EXTRA_CATALOGS at a folder
// that holds them to run those tests; without it they are skipped, never failed.
import fs from "node:fs";
import path from "node:path";

export const EXTRA_CATALOGS_ENV = "CONTEXT_LAB_EXTRA_CATALOGS";

/** The catalog folders the extra tests were written against, by folder name. */
export const EXTRA_CATALOG_NAMES = ["alirezarezvani-claude-skills", "obra-superpowers", "voltagent-subagents", "wshobson-agents"] as const;
export type ExtraCatalogName = (typeof EXTRA_CATALOG_NAMES)[number];

export const EXTRA_CATALOGS_HINT =
  `skipped: needs real skill catalogs; set ${EXTRA_CATALOGS_ENV}=/path/to/folder ` + `holding ${EXTRA_CATALOG_NAMES.join(", ")} to run it`;

let told = false;

/**
 * The folder of the extra catalogs, or null when the variable is unset (the caller skips). A folder
 * that is named but lacks a catalog the caller needs is a mistake worth failing on, not a skip.
 */
export function extraCatalogsDir(need: readonly ExtraCatalogName[] = EXTRA_CATALOG_NAMES): string | null {
  const dir = process.env[EXTRA_CATALOGS_ENV];
  if (!dir) {
    if (!told) console.info(EXTRA_CATALOGS_HINT);
    told = true;
    return null;
  }
  const abs = path.resolve(dir);
  const missing = need.filter((n) => !fs.existsSync(path.join(abs, n)));
  if (missing.length) throw new Error(`${EXTRA_CATALOGS_ENV}=${dir} has no ${missing.join(", ")}`);
  return abs;
}

/** Every catalog folder under the extra folder, sorted by name ([] when unset). */
export function extraCatalogFolders(dir: string | null): string[] {
  if (!dir) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(dir, d.name))
    .sort();
}
