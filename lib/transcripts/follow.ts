// Following a session file while Claude Code appends to it (`context-lab watch FILE` and the app's
// Follow): the caller reads only the bytes past what it read before and hands them here; this
// keeps the complete lines and holds back a last line that has no newline yet (Claude Code may be
// writing it), decoding UTF-8 across reads so a character split between two reads stays whole.
// A file that got shorter was truncated or replaced (a rotation, a new session under the same
// name): the caller says so with restart() and reads it again from the start. Pure: Node and the
// browser both have TextDecoder.

export class LineFollower {
  private decoder = new TextDecoder("utf-8");
  /** complete lines read so far, as the pieces they arrived in (each ends with a newline) */
  private pieces: string[] = [];
  private pending = "";
  /** bytes consumed from the file: where the next read starts */
  offset = 0;
  /** complete lines held */
  lines = 0;

  /** The next bytes of the file (those from `offset` on). Returns the complete lines they finished. */
  append(bytes: Uint8Array): number {
    this.offset += bytes.length;
    const text = this.pending + this.decoder.decode(bytes, { stream: true });
    const cut = text.lastIndexOf("\n") + 1;
    this.pending = text.slice(cut);
    if (!cut) return 0;
    const done = text.slice(0, cut);
    let n = 0;
    for (let i = done.indexOf("\n"); i !== -1; i = done.indexOf("\n", i + 1)) n++;
    this.pieces.push(done);
    this.lines += n;
    return n;
  }

  /** Characters of a last line still waiting for its newline (0: none). */
  get partial(): number {
    return this.pending.length;
  }

  /** The complete lines, for the reader (ingestChunks); a partial last line is left out until it ends. */
  text(): Iterable<string> {
    return this.pieces;
  }

  /** The file was truncated or replaced: forget everything and read it again from byte 0. */
  restart(): void {
    this.decoder = new TextDecoder("utf-8");
    this.pieces = [];
    this.pending = "";
    this.offset = 0;
    this.lines = 0;
  }
}

/** What the size of the file says to do: read what grew, nothing, or start again (it shrank). */
export function followAction(size: number, offset: number): "read" | "wait" | "restart" {
  return size > offset ? "read" : size === offset ? "wait" : "restart";
}
