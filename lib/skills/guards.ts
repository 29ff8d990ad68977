// The limits every catalog source applies, apart from the zip reader so that the page can check
// picked and dropped files without loading fflate: a path that could leave the catalog folder,
// 5 MB a file and 100 MB in all, and which files are catalog text at all.
import { MAX_ENTRY_BYTES, MAX_TOTAL_BYTES } from "../limits";
export { MAX_ENTRY_BYTES, MAX_TOTAL_BYTES };

export interface Refusal {
  path: string;
  reason: string;
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
