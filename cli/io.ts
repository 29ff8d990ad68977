// Shared by the CLI commands: read an input (and its subagent folder) from disk.
import fs from "node:fs";
import path from "node:path";
import { attachSubagent, ingestChunks } from "../lib/transcripts";
import type { Session } from "../lib/model";
import { isSubagentFile } from "../lib/transcripts/subagent-file";
import { MAX_CATALOG_DEPTH } from "../lib/limits";

export class UsageError extends Error {}

// C0 controls but \t and \n, DEL and C1 controls: ESC starts terminal commands (colours,
// titles, cursor moves), BEL rings, a lone CR overwrites what was printed, U+009B is a one-byte
// CSI. JSON output carries none raw (JSON.stringify escapes them), so this is safe for it too.
// regex-bounded: a character class, one character a match
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** Text with every control character but \t and \n shown as \xNN. */
export function escapeControls(s: string): string {
  return s.replace(CONTROL, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
}

/** Escapes every string written to a stream (the CLI's stdout and stderr). */
export function guardTerminal(stream: NodeJS.WriteStream): void {
  const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
  stream.write = ((chunk: unknown, ...rest: unknown[]) =>
    write(typeof chunk === "string" ? escapeControls(chunk) : chunk, ...rest)) as typeof stream.write;
}

/** What a path is when it is not a regular file, for a message; null for a regular file. */
export function notAFile(file: string): string | null {
  let st: fs.Stats;
  try {
    // lstat: a symlink is said as such, and nothing is opened (opening a FIFO blocks until a writer comes)
    st = fs.lstatSync(file);
  } catch (e) {
    return `cannot be read (${(e as NodeJS.ErrnoException).code ?? "error"})`;
  }
  if (st.isSymbolicLink()) {
    try {
      st = fs.statSync(file);
    } catch {
      return "is a broken symbolic link";
    }
  }
  if (st.isFile()) return null;
  if (st.isDirectory()) return "is a folder, not a file";
  if (st.isFIFO()) return "is a named pipe (FIFO), not a file: reading it would wait for a writer";
  if (st.isSocket()) return "is a socket, not a file";
  if (st.isCharacterDevice() || st.isBlockDevice()) return "is a device, not a file";
  return "is not a regular file";
}

/** A file as UTF-8 text in 1 MB pieces, so a large session never has to be one string. */
export function* filePieces(file: string, onRead?: () => void): Generator<string> {
  const fd = fs.openSync(file, "r");
  try {
    const buf = Buffer.alloc(1 << 20);
    const dec = new TextDecoder("utf-8");
    for (let n = fs.readSync(fd, buf); n > 0; n = fs.readSync(fd, buf)) {
      yield dec.decode(buf.subarray(0, n), { stream: true });
      onRead?.();
    }
    yield dec.decode();
  } finally {
    fs.closeSync(fd);
  }
}

/** A session's subagent transcripts, as Claude Code keeps them: <session>/subagents/agent-*.jsonl, sorted. */
export function subagentPaths(file: string): string[] {
  const dir = path.join(path.dirname(file), path.basename(file).replace(/\.jsonl$/, ""), "subagents");
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter(isSubagentFile)
        .sort()
        .map((f) => path.join(dir, f))
    : [];
}

/**
 * A session file and its subagent transcripts. `subagents: false` leaves them unread (the caller
 * only counts them: `fidelity`, whose figures never read a subagent's records).
 */
export function readSession(file: string, opts: { subagents?: boolean } = {}): Session {
  const why = notAFile(file);
  if (why)
    throw new UsageError(
      why.startsWith("cannot") ? `cannot read ${file}: ${why.replace(/^cannot be read \((.*)\)$/, "$1")}` : `${file} ${why}`,
    );
  let session = ingestChunks(filePieces(file), path.basename(file));
  if (session.format !== "claude-code-jsonl" || opts.subagents === false) return session;
  const notes: { line: number; message: string }[] = [];
  for (const p of subagentPaths(file)) {
    const f = path.basename(p);
    const bad = notAFile(p);
    if (bad) {
      notes.push({ line: 0, message: `subagents/${f} ${bad}: not read` });
      continue;
    }
    try {
      session = attachSubagent(session, f, fs.readFileSync(p, "utf8"));
    } catch (e) {
      notes.push({ line: 0, message: `subagents/${f}: ${e instanceof Error ? e.message : String(e)}` });
    }
  }
  if (notes.length) session = { ...session, warnings: [...notes, ...session.warnings] };
  return session;
}

/** --name value and --flag options after positional arguments. */
export function parseArgs(args: string[], valueFlags: string[], boolFlags: string[]) {
  const positional: string[] = [];
  const values: Record<string, string> = {};
  const flags = new Set<string>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a.startsWith("--")) {
      const [k, inline] = a.slice(2).split("=", 2);
      if (valueFlags.includes(k)) {
        const v = inline ?? args[++i];
        if (v === undefined) throw new UsageError(`--${k} needs a value`);
        values[k] = v;
      } else if (boolFlags.includes(k)) flags.add(k);
      else throw new UsageError(`unknown option --${k}`);
    } else positional.push(a);
  }
  return { positional, values, flags };
}

/**
 * Every .md file under a folder, as catalog files with paths relative to it. What is passed over
 * (a folder past MAX_CATALOG_DEPTH, a .md that is a FIFO, socket or link to outside the folder)
 * is written to stderr with its path, never skipped without a word.
 */
export function readCatalogDir(
  root: string,
  notice: (m: string) => void = (m) => process.stderr.write(`context-lab: ${m}\n`),
): { path: string; text: string }[] {
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory()) throw new UsageError(`${root} is not a folder`);
  const out: { path: string; text: string }[] = [];
  const walk = (dir: string, depth: number) => {
    for (const f of fs.readdirSync(dir, { withFileTypes: true })) {
      if (f.name === "node_modules" || f.name.startsWith(".")) continue;
      const p = path.join(dir, f.name);
      if (f.isDirectory()) {
        if (depth + 1 > MAX_CATALOG_DEPTH)
          notice(`${path.relative(root, p)}: folder more than ${MAX_CATALOG_DEPTH} levels below ${root}; not read`);
        else walk(p, depth + 1);
      } else if (f.name.endsWith(".md")) {
        const bad = f.isFile() ? null : f.isSymbolicLink() ? "is a symbolic link" : notAFile(p);
        if (bad) notice(`${path.relative(root, p)} ${bad}; not read`);
        else out.push({ path: path.relative(root, p), text: fs.readFileSync(p, "utf8") });
      }
    }
  };
  walk(root, 0);
  return out;
}
