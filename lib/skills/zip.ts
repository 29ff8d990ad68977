// Reading a catalog from a .zip. A zip from a stranger may carry `../` paths (zip slip) or
// entries that inflate to gigabytes (a zip bomb): entry names are checked, and sizes are checked
// against the central directory before anything is inflated, then again while inflating.
import { unzipSync, type UnzipFileInfo } from "fflate";
import type { CatalogFile } from "./catalog";

export interface ZipLimits {
  /** largest uncompressed entry, bytes */
  maxEntry: number;
  /** largest uncompressed total, bytes */
  maxTotal: number;
  /** most entries read */
  maxEntries: number;
}

export const ZIP_LIMITS: ZipLimits = { maxEntry: 5 * 1024 * 1024, maxTotal: 100 * 1024 * 1024, maxEntries: 50_000 };

export interface ZipProblem {
  path: string;
  message: string;
}

export interface ZipResult {
  files: CatalogFile[];
  problems: ZipProblem[];
}

/** A path that stays inside the archive: no absolute paths, drive letters or `..` segments. */
export function safeEntryPath(name: string): string | null {
  const p = name.replace(/\\/g, "/");
  if (p.startsWith("/") || /^[A-Za-z]:/.test(p)) return null;
  const parts = p.split("/").filter((s) => s !== "" && s !== ".");
  if (parts.some((s) => s === "..")) return null;
  return parts.join("/");
}

const decoder = new TextDecoder("utf-8", { fatal: false });

export function readCatalogZip(data: Uint8Array, limits: ZipLimits = ZIP_LIMITS): ZipResult {
  const problems: ZipProblem[] = [];
  let declaredTotal = 0;
  let seen = 0;
  let unzipped: Record<string, Uint8Array>;
  try {
    unzipped = unzipSync(data, {
      filter(f: UnzipFileInfo) {
        seen++;
        if (seen > limits.maxEntries) {
          if (seen === limits.maxEntries + 1) problems.push({ path: f.name, message: `more than ${limits.maxEntries} entries; the rest were not read` });
          return false;
        }
        if (f.name.endsWith("/")) return false;
        const safe = safeEntryPath(f.name);
        if (safe === null) {
          problems.push({ path: f.name, message: "refused: the path leaves the archive (absolute or ../)" });
          return false;
        }
        if (!/\.md$/i.test(safe)) return false;
        if (f.originalSize > limits.maxEntry) {
          problems.push({ path: f.name, message: `refused: ${fmt(f.originalSize)} bytes uncompressed, over the ${fmt(limits.maxEntry)} limit for one file` });
          return false;
        }
        declaredTotal += f.originalSize;
        if (declaredTotal > limits.maxTotal) {
          problems.push({ path: f.name, message: `refused: the archive would inflate past ${fmt(limits.maxTotal)} bytes (a zip bomb?)` });
          return false;
        }
        return true;
      },
    });
  } catch (e) {
    return { files: [], problems: [...problems, { path: "(archive)", message: `not a readable zip: ${e instanceof Error ? e.message : String(e)}` }] };
  }
  const files: CatalogFile[] = [];
  let total = 0;
  for (const [name, bytes] of Object.entries(unzipped)) {
    // The central directory's sizes can lie: check what actually came out too.
    total += bytes.length;
    if (bytes.length > limits.maxEntry || total > limits.maxTotal) {
      problems.push({ path: name, message: "refused: it inflated past its declared size" });
      continue;
    }
    files.push({ path: safeEntryPath(name)!, text: decoder.decode(bytes) });
  }
  return { files, problems };
}

const fmt = (n: number) => n.toLocaleString("en-US");
