// Reading a skill catalog out of a .zip, defensively: a zip from a stranger may try to write
// outside its folder (../evil, /etc/x) or be a zip bomb (a few KB that inflate to gigabytes).
// Entries are checked on their central-directory record BEFORE anything is inflated: the path,
// the declared uncompressed size (5 MB a file, 100 MB in all) and the compression method.
// fflate inflates into a buffer of exactly the declared size, so a lying header cannot make it
// allocate more than was declared. Pure: runs in the catalog worker and in unit tests.
import { unzipSync, type UnzipFileInfo } from "fflate";
import type { CatalogFile } from "./catalog";

import { isCatalogText, SizeGuard, unsafePath, type Refusal } from "./guards";
import { MAX_ZIP_ENTRIES } from "../limits";
export { MAX_ENTRY_BYTES, MAX_TOTAL_BYTES, isCatalogText, SizeGuard, unsafePath, type Refusal } from "./guards";

export interface ZipRead {
  files: CatalogFile[];
  refused: Refusal[];
  /** entries skipped because they cannot be part of a catalog (not .md, folders, __MACOSX) */
  ignored: number;
}

/** One central-directory record, as read here before fflate sees the file. */
interface DirEntry {
  name: string;
  encrypted: boolean;
  symlink: boolean;
  compressed: number;
  uncompressed: number;
}

const u16 = (d: DataView, o: number) => d.getUint16(o, true);
const u32 = (d: DataView, o: number) => d.getUint32(o, true);
/** A ZIP64 field: 64 bits, read as a double (exact past 2^53 is of no use to a limit). */
const u64 = (d: DataView, o: number) => u32(d, o) + u32(d, o + 4) * 2 ** 32;

/**
 * The central directory, read before anything is inflated: the entry count is checked against
 * MAX_ZIP_ENTRIES and against the bytes there are (a record is at least 46 bytes), so a ZIP64
 * header that claims 4.29 billion entries in 98 bytes is refused instead of looped through.
 */
export function readDirectory(data: Uint8Array): DirEntry[] {
  const d = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let eocd = -1;
  for (let o = data.length - 22; o >= Math.max(0, data.length - 22 - 0xffff); o--) {
    if (u32(d, o) === 0x06054b50) {
      eocd = o;
      break;
    }
  }
  if (eocd === -1) throw new Error("no end-of-directory record: it is not a zip, or it is cut short");
  let count = u16(d, eocd + 10);
  let dirSize = u32(d, eocd + 12);
  let dirAt = u32(d, eocd + 16);
  if (count === 0xffff || dirAt === 0xffffffff || dirSize === 0xffffffff) {
    const loc = eocd - 20;
    if (loc >= 0 && u32(d, loc) === 0x07064b50) {
      const z = u64(d, loc + 8);
      if (z + 56 > data.length || u32(d, z) !== 0x06064b50)
        throw new Error("its ZIP64 directory record is missing or points outside the file");
      count = u64(d, z + 32);
      dirSize = u64(d, z + 40);
      dirAt = u64(d, z + 48);
    }
  }
  if (count > MAX_ZIP_ENTRIES)
    throw new Error(
      `it lists ${count.toLocaleString("en-US")} entries, more than the ${MAX_ZIP_ENTRIES.toLocaleString("en-US")} a catalog may hold`,
    );
  if (dirAt + dirSize > data.length || count * 46 > dirSize) {
    throw new Error(
      `its directory claims ${count.toLocaleString("en-US")} entries in ${dirSize.toLocaleString("en-US")} bytes at offset ${dirAt.toLocaleString("en-US")}, which this ${data.length.toLocaleString("en-US")}-byte file cannot hold`,
    );
  }
  const out: DirEntry[] = [];
  const dec = new TextDecoder("utf-8");
  let o = dirAt;
  for (let i = 0; i < count; i++) {
    if (o + 46 > data.length || u32(d, o) !== 0x02014b50) throw new Error(`directory record ${i + 1} of ${count} is damaged`);
    const madeBy = u16(d, o + 4) >> 8;
    const flags = u16(d, o + 8);
    const nameLen = u16(d, o + 28);
    const extraLen = u16(d, o + 30);
    const commentLen = u16(d, o + 32);
    const attrs = u32(d, o + 38);
    out.push({
      name: dec.decode(data.subarray(o + 46, o + 46 + nameLen)),
      encrypted: (flags & 1) === 1,
      // Unix mode in the high 16 bits of the external attributes; 0o120000 is a symbolic link
      symlink: madeBy === 3 && ((attrs >>> 16) & 0o170000) === 0o120000,
      compressed: u32(d, o + 20),
      uncompressed: u32(d, o + 24),
    });
    o += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}

export function readZip(data: Uint8Array): ZipRead {
  const refused: Refusal[] = [];
  const guard = new SizeGuard();
  let ignored = 0;
  let dir: DirEntry[];
  try {
    dir = readDirectory(data);
  } catch (e) {
    throw new Error(`This is not a readable .zip file (${e instanceof Error ? e.message : String(e)}).`);
  }
  // fflate calls the filter once per directory record, in order: the i-th call is dir[i]
  let index = 0;
  const seen = new Set<string>();
  const filter = (f: UnzipFileInfo): boolean => {
    const entry = dir[index++] as DirEntry | undefined;
    if (f.name.endsWith("/")) return false; // a folder record
    if (seen.has(f.name)) {
      refused.push({ path: f.name, reason: "a second entry with the same path: only the first is read" });
      return false;
    }
    seen.add(f.name);
    if (entry?.encrypted) {
      refused.push({ path: f.name, reason: "the entry is encrypted: its bytes are ciphertext, not text; not extracted" });
      return false;
    }
    if (entry?.symlink) {
      refused.push({ path: f.name, reason: "the entry is a symbolic link, not a file: not extracted" });
      return false;
    }
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
      refused.push({
        path: f.name,
        reason: `compression method ${f.compression} is not supported (only stored and deflate): not extracted`,
      });
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
