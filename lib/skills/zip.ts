// Reading a skill catalog out of a .zip, defensively: a zip from a stranger may try to write
// outside its folder (../evil, /etc/x) or be a zip bomb (a few KB that inflate to gigabytes).
// Entries are checked on their central-directory record BEFORE anything is inflated: the path,
// the declared uncompressed size (5 MB a file, 100 MB in all) and the compression method.
// fflate inflates into a buffer of exactly the declared size, so a lying header cannot make it
// allocate more than was declared. Pure: runs in the catalog worker and in unit tests.
import { unzipSync, type UnzipFileInfo } from "fflate";
import type { CatalogFile } from "./catalog";

import { isCatalogText, SizeGuard, unsafePath, type Refusal } from "./guards";
export { MAX_ENTRY_BYTES, MAX_TOTAL_BYTES, isCatalogText, SizeGuard, unsafePath, type Refusal } from "./guards";

export interface ZipRead {
  files: CatalogFile[];
  refused: Refusal[];
  /** entries skipped because they cannot be part of a catalog (not .md, folders, __MACOSX) */
  ignored: number;
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
