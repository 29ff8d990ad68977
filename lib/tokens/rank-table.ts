// The byte-pair ranks of a tokenizer as flat typed arrays: an open-addressing hash table over
// byte sequences. It answers what a Map keyed by binary strings answers, but a lookup reads a
// range of the piece in place (no substring is made per pair the merge loop tries), and the whole
// table is four arrays, so it is saved to and read from one buffer in milliseconds, where
// building a Map of 200,000 keys from js-tiktoken's text costs a CLI run about 180 ms.

/** FNV-1a over the character codes of s[a, b), each a byte (0-255). */
function hashRange(s: string, a: number, b: number): number {
  let x = 0x811c9dc5;
  for (let i = a; i < b; i++) {
    x ^= s.charCodeAt(i);
    x = Math.imul(x, 0x01000193);
  }
  return x >>> 0;
}

function hashBytes(p: Uint8Array, a: number, b: number): number {
  let x = 0x811c9dc5;
  for (let i = a; i < b; i++) {
    x ^= p[i];
    x = Math.imul(x, 0x01000193);
  }
  return x >>> 0;
}

const MAGIC = 0x54524c43; // "CLRT"
const FORMAT = 1;
const HEADER_INTS = 6; // magic, format, entries, slots, pool bytes, pattern chars

export class RankTable {
  private constructor(
    /** bytes of every entry, one after another */
    private readonly pool: Uint8Array,
    /** entry k's bytes are pool[start[k], start[k + 1]) */
    private readonly start: Int32Array,
    private readonly rank: Int32Array,
    /** entry index + 1 at each slot, 0 where empty; a power of two long */
    private readonly slots: Int32Array,
    /** the pre-token split pattern the ranks go with (a RegExp source, u flag) */
    readonly pattern: string,
  ) {}

  get size(): number {
    return this.rank.length;
  }

  /**
   * A table of byte sequences (binary strings, one character a byte) and their ranks; a sequence
   * listed twice keeps its last rank.
   */
  static fromEntries(entries: Iterable<readonly [string, number]>, pattern: string): RankTable {
    const keys: string[] = [];
    const ranks: number[] = [];
    for (const [key, rank] of entries) {
      keys.push(key);
      ranks.push(rank);
    }
    const { table, dropped } = RankTable.build(keys, ranks, pattern);
    if (dropped.size === 0) return table;
    // a sequence listed again: its first place holds the last rank, the later places go
    const kept = Array.from(table.rank);
    return RankTable.build(
      keys.filter((_, i) => !dropped.has(i)),
      kept.filter((_, i) => !dropped.has(i)),
      pattern,
    ).table;
  }

  private static build(keys: string[], ranks: number[], pattern: string) {
    let bytes = 0;
    for (const k of keys) bytes += k.length;
    const pool = new Uint8Array(bytes);
    const start = new Int32Array(keys.length + 1);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      const s = start[i];
      for (let j = 0; j < key.length; j++) pool[s + j] = key.charCodeAt(j);
      start[i + 1] = s + key.length;
    }
    let m = 8;
    while (m < keys.length * 2) m *= 2;
    const slots = new Int32Array(m);
    const table = new RankTable(pool, start, Int32Array.from(ranks), slots, pattern);
    const dropped = new Set<number>();
    for (let i = 0; i < keys.length; i++) {
      const k = table.find(keys[i], 0, keys[i].length);
      if (k !== -1) {
        table.rank[k] = ranks[i];
        dropped.add(i);
        continue;
      }
      let p = hashBytes(pool, start[i], start[i + 1]) & (m - 1);
      while (slots[p] !== 0) p = (p + 1) & (m - 1);
      slots[p] = i + 1;
    }
    return { table, dropped };
  }

  /** The entry holding the bytes s[a, b) (a binary string), or -1. */
  private find(s: string, a: number, b: number): number {
    const { slots, start, pool } = this;
    const mask = slots.length - 1;
    const len = b - a;
    let p = hashRange(s, a, b) & mask;
    for (let e = slots[p]; e !== 0; p = (p + 1) & mask, e = slots[p]) {
      const k = e - 1;
      const from = start[k];
      if (start[k + 1] - from !== len) continue;
      let j = 0;
      while (j < len && pool[from + j] === s.charCodeAt(a + j)) j++;
      if (j === len) return k;
    }
    return -1;
  }

  /** The rank of the bytes s[a, b) (a binary string), or -1 when they are not a token. */
  get(s: string, a = 0, b = s.length): number {
    const k = this.find(s, a, b);
    return k === -1 ? -1 : this.rank[k];
  }

  /** Every entry as [bytes as a binary string, rank], in the order they were first listed. */
  *entries(): IterableIterator<[string, number]> {
    for (let k = 0; k < this.rank.length; k++) {
      let s = "";
      for (let i = this.start[k]; i < this.start[k + 1]; i++) s += String.fromCharCode(this.pool[i]);
      yield [s, this.rank[k]];
    }
  }

  /** The table as one buffer, for `RankTable.read`. */
  write(): Uint8Array {
    const n = this.rank.length;
    const ints = HEADER_INTS + (n + 1) + n + this.slots.length + this.pattern.length;
    const out = new Uint8Array(ints * 4 + this.pool.length);
    const v = new Int32Array(out.buffer, 0, ints);
    v.set([MAGIC, FORMAT, n, this.slots.length, this.pool.length, this.pattern.length]);
    let o = HEADER_INTS;
    v.set(this.start, o);
    o += n + 1;
    v.set(this.rank, o);
    o += n;
    v.set(this.slots, o);
    o += this.slots.length;
    for (let i = 0; i < this.pattern.length; i++) v[o + i] = this.pattern.charCodeAt(i);
    out.set(this.pool, ints * 4);
    return out;
  }

  /**
   * A table written by `write`, or null when the buffer is not one (another format, cut short,
   * or inconsistent): the caller builds the table from its source instead.
   */
  static read(buf: ArrayBuffer): RankTable | null {
    if (buf.byteLength < HEADER_INTS * 4) return null;
    const [magic, format, n, m, bytes, chars] = new Int32Array(buf, 0, HEADER_INTS);
    if (magic !== MAGIC || format !== FORMAT || n < 0 || m < 8 || (m & (m - 1)) !== 0 || m < n * 2) return null;
    const ints = HEADER_INTS + (n + 1) + n + m + chars;
    if (bytes < 0 || chars < 0 || buf.byteLength !== ints * 4 + bytes) return null;
    let o = HEADER_INTS * 4;
    const start = new Int32Array(buf, o, n + 1);
    o += (n + 1) * 4;
    const rank = new Int32Array(buf, o, n);
    o += n * 4;
    const slots = new Int32Array(buf, o, m);
    o += m * 4;
    const pat = new Int32Array(buf, o, chars);
    o += chars * 4;
    const pool = new Uint8Array(buf, o, bytes);
    // a lookup must stay inside the arrays whatever the file says
    if (start[0] !== 0 || start[n] !== bytes) return null;
    for (let k = 0; k < n; k++) if (start[k + 1] < start[k]) return null;
    for (let p = 0; p < m; p++) if (slots[p] < 0 || slots[p] > n) return null;
    let pattern = "";
    for (let i = 0; i < chars; i++) pattern += String.fromCharCode(pat[i]);
    return new RankTable(pool, start, rank, slots, pattern);
  }
}
