// Reading a skill catalog out of a .zip, defensively: a zip from a stranger may try to write
// outside its folder (../evil, /etc/x) or be a zip bomb (a few KB that inflate to gigabytes).
// Entries are checked on their central-directory record BEFORE anything is inflated: the path,
// the declared uncompressed size (5 MB a file, 100 MB in all) and the compression method.
// fflate inflates into a buffer of exactly the declared size, so a lying header cannot make it
// allocate more than was declared. Pure: runs in the catalog worker and in unit tests.
import { unzipSync, type UnzipFileInfo } from "fflate";
import type { CatalogFile } from "./catalog";

export const MAX_ENTRY_BYTES = 5 * 1024 * 1024;
export const MAX_TOTAL_BYTES = 100 * 1024 * 1024;

export interface Refusal {
  path: string;
  reason: string;
}

export interface ZipRead {
  files: CatalogFile[];
  refused: Refusal[];
  /** entries skipped because they cannot be part of a catalog (not .md, folders, __MACOSX) */
  ignored: number;
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(n < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/** Why a path may not be extracted, or null when it is safe. */
export function unsafePath(name: string): string | null {
  const p = name.replace(/\\/g, "/");
  if (p.includes("..")) return `the path contains ".." and could leave the catalog folder: not extracted`;
  if (p.startsWith("/")) return "the path is absolute (starts with /): not extracted";
  if (/^[A-Za-z]:/.test(p)) return "the path names a drive (C:...): not extracted";
  if (p.includes("\u0000")) return "the path holds a NUL character: not extracted";
  return null;
}

/** What a file of the given path and size would do to the running total, or a refusal. */
export class SizeGuard {
  total = 0;
  check(path: string, declared: number): string | null {
    if (declared > MAX_ENTRY_BYTES) {
      return `declares ${mb(declared)} uncompressed, over the ${mb(MAX_ENTRY_BYTES)} limit for one file (a zip bomb?): not extracted`;
    }
    if (this.total + declared > MAX_TOTAL_BYTES) {
      return `would bring the catalog to ${mb(this.total + declared)} uncompressed, over the ${mb(MAX_TOTAL_BYTES)} limit in all (a zip bomb?): not extracted`;
    }
    this.total += declared;
    return null;
  }
}

export function isCatalogText(path: string): boolean {
  const p = path.replace(/\\/g, "/");
  return /\.md$/i.test(p) && !p.split("/").some((s) => s === "__MACOSX" || s.startsWith("._"));
}

export function readZip(data: Uint8Array): ZipRead {
  const refused: Refusal[] = [];
  const guard = new SizeGuard();
  let ignored = 0;
  const filter = (f: UnzipFileInfo): boolean => {
    if (f.name.endsWith("/")) return false; // a folder record
    const bad = unsafePath(f.name);
    if (bad) {
      refused.push({ path: f.name, reason: bad });
      return false;
    }
    if (!isCatalogText(f.name)) {
      ignored++;
      return false;
    }
    if (f.compression !== 0 && f.compression !== 8) {
      refused.push({ path: f.name, reason: `compression method ${f.compression} is not supported (only stored and deflate): not extracted` });
      return false;
    }
    const tooBig = guard.check(f.name, Math.max(f.originalSize, f.size));
    if (tooBig) {
      refused.push({ path: f.name, reason: tooBig });
      return false;
    }
    return true;
  };
  let raw: Record<string, Uint8Array>;
  try {
    raw = unzipSync(data, { filter });
  } catch (e) {
    throw new Error(`This is not a readable .zip file (${e instanceof Error ? e.message : String(e)}).`);
  }
  const dec = new TextDecoder("utf-8");
  const files = Object.entries(raw).map(([path, bytes]) => ({ path: path.replace(/\\/g, "/"), text: dec.decode(bytes) }));
  return { files, refused, ignored };
}
