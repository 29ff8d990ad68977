// Reading a skill catalog out of a .zip, defensively: a zip from a stranger may try to write
// outside its folder (../evil, /etc/x) or be a zip bomb (a few KB that inflate to gigabytes).
// Entries are checked on their central-directory record BEFORE anything is inflated: the path,
// the declared uncompressed size (5 MB a file, 100 MB in all) and the compression method.
// One view of the archive (docs/hostile-inputs.md, mechanism 9): the entries are read from the
// one central directory read here, each from its local header, inflated by fflate's Inflate
// through lib/input/inflate.ts and stopped one byte past the size its record declares, then its
// length and CRC-32 checked against that record. Pure: runs in the catalog worker and in unit tests.
import type { CatalogFile } from "./catalog";
import { crc32, inflateBounded } from "../input/inflate";
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
  method: number;
  crc: number;
  /** where the entry's local header starts */
  offset: number;
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
  // one view of the archive: a second end-of-directory record before this one (two archives
  // joined, or one hidden in a comment) would let two readers see two different lists of files
  for (let o = eocd - 1; o >= Math.max(0, eocd - 0xffff - 22); o--) {
    // an earlier record whose comment holds this one: the two readers' lists differ
    if (u32(d, o) === 0x06054b50 && o + 22 + u16(d, o + 20) >= eocd + 22)
      throw new Error(
        "it holds two end-of-directory records, one hidden in the other's comment: which list of files it means is not clear",
      );
  }
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
      method: u16(d, o + 10),
      crc: u32(d, o + 16),
      offset: u32(d, o + 42),
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
  // every entry read from this one directory (never a second reader's view of the archive), its
  // bytes checked against the directory's length and CRC
  const seen = new Set<string>();
  const files: { path: string; text: string }[] = [];
  const dec = new TextDecoder("utf-8");
  for (const entry of dir) {
    const name = entry.name;
    if (name.endsWith("/")) continue; // a folder record
    if (seen.has(name)) {
      refused.push({ path: name, reason: "a second entry with the same path: only the first is read" });
      continue;
    }
    seen.add(name);
    const why = refusal(entry, guard);
    if (why === "ignore") ignored++;
    else if (why) refused.push({ path: name, reason: why });
    else {
      const got = entryBytes(data, entry);
      if (typeof got === "string") refused.push({ path: name, reason: got });
      else files.push({ path: name.replace(/\\/g, "/"), text: dec.decode(got) });
    }
  }
  return { files, refused, ignored };
}

/** Why an entry is not extracted, from its directory record alone; "ignore" for a file no catalog reads. */
function refusal(entry: DirEntry, guard: SizeGuard): string | null {
  if (entry.encrypted) return "the entry is encrypted: its bytes are ciphertext, not text; not extracted";
  if (entry.symlink) return "the entry is a symbolic link, not a file: not extracted";
  const bad = unsafePath(entry.name);
  if (bad) return bad;
  if (!isCatalogText(entry.name)) return "ignore";
  if (entry.method !== 0 && entry.method !== 8)
    return `compression method ${entry.method} is not supported (only stored and deflate): not extracted`;
  return guard.check(entry.name, Math.max(entry.uncompressed, entry.compressed));
}

/** An entry's bytes, checked: local header, bounds, the declared length and the CRC; else why not. */
function entryBytes(data: Uint8Array, e: DirEntry): Uint8Array | string {
  const d = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (e.offset + 30 > data.length || u32(d, e.offset) !== 0x04034b50) return "its local header is missing or damaged: not extracted";
  const start = e.offset + 30 + u16(d, e.offset + 26) + u16(d, e.offset + 28);
  if (start + e.compressed > data.length)
    return `it claims ${e.compressed.toLocaleString("en-US")} bytes past the end of the file: not extracted`;
  const raw = data.subarray(start, start + e.compressed);
  let bytes: Uint8Array;
  if (e.method === 0) bytes = raw;
  else {
    // one byte past the declared size is enough to know the declaration is false
    const r = inflateBounded(raw, e.uncompressed);
    if (r === "too-large")
      return `it inflates to more than the ${e.uncompressed.toLocaleString("en-US")} bytes its directory record declares: not extracted`;
    if (r === null && e.uncompressed !== 0) return "its deflate data is damaged: not extracted";
    bytes = r ?? new Uint8Array(0);
  }
  if (bytes.length !== e.uncompressed)
    return `it holds ${bytes.length.toLocaleString("en-US")} bytes where its directory record declares ${e.uncompressed.toLocaleString("en-US")}: not extracted`;
  const crc = crc32(bytes);
  if (crc !== e.crc)
    return `its CRC-32 is ${hex(crc)} where its directory record declares ${hex(e.crc)}: the bytes are damaged; not extracted`;
  return bytes;
}

const hex = (n: number) => n.toString(16).padStart(8, "0");
