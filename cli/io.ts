// Shared by the CLI commands: read an input (and its subagent folder) from disk.
import type fs from "node:fs";
import path from "node:path";
import { attachSubagent, ingestChunks } from "../lib/transcripts";
import type { Session } from "../lib/model";
import { isSubagentFile } from "../lib/transcripts/subagent-file";
import { MAX_CATALOG_DEPTH, MAX_TOTAL_BYTES, mib } from "../lib/limits";
import { FILE_LIMITS } from "../lib/input/file-gate";
import { UsageError } from "./errors";
import { filePieces, listFolder, notAFile, readFileText, showPath } from "./file-access";

export { filePieces, notAFile };

export { UsageError };

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

/** A session's subagent transcripts, as Claude Code keeps them: <session>/subagents/agent-*.jsonl, sorted. */
export function subagentPaths(file: string, notes?: { line: number; message: string }[]): string[] {
  const dir = path.join(path.dirname(file), path.basename(file).replace(/\.jsonl$/, ""), "subagents");
  if (notAFile(dir) !== "is a folder, not a file") return [];
  const listed = listFolder(dir);
  if ("error" in listed) {
    notes?.push({ line: 0, message: `${listed.error}: its subagents were not read` });
    return [];
  }
  return listed.entries
    .map((e) => e.name)
    .filter(isSubagentFile)
    .sort()
    .map((f) => path.join(dir, f));
}

/**
 * A session file and its subagent transcripts. `subagents: false` leaves them unread (the caller
 * only counts them: `fidelity`, whose figures never read a subagent's records).
 */
export function readSession(file: string, opts: { subagents?: boolean } = {}): Session {
  let session = ingestChunks(filePieces(file), path.basename(file));
  if (session.format !== "claude-code-jsonl" || opts.subagents === false) return session;
  const notes: { line: number; message: string }[] = [];
  for (const p of subagentPaths(file, notes)) {
    const f = path.basename(p);
    try {
      session = attachSubagent(session, f, readFileText(p, { what: "", maxBytes: FILE_LIMITS.wholeText }));
    } catch (e) {
      const m = e instanceof Error ? e.message : String(e);
      notes.push({ line: 0, message: `subagents/${f}${m.startsWith(path.dirname(p)) ? m.slice(p.length) : `: ${m}`}: not read` });
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
 * is written to `notice` with its path and why, never skipped without a word: a folder past
 * MAX_CATALOG_DEPTH, a symbolic link (to a folder or a file: a catalog is read as it lies on disk),
 * a folder that cannot be listed, a .md that is no regular file or is over MAX_ENTRY_BYTES, and
 * everything after MAX_TOTAL_BYTES.
 */
export function readCatalogDir(
  root: string,
  notice: (m: string) => void = (m) => process.stderr.write(`context-lab: ${m}\n`),
): { path: string; text: string }[] {
  const kind = notAFile(root);
  if (kind !== "is a folder, not a file")
    throw new UsageError(`${showPath(root)} ${kind === null ? "is a file, not a catalog folder" : kind}`);
  const out: { path: string; text: string }[] = [];
  let total = 0;
  const rel = (p: string) => path.relative(root, p) || ".";
  // iterative, in the order the folder lists its entries (a folder's files before what follows
  // it): a tree thousands of folders deep costs no stack
  const stack: { dir: string; depth: number; entries: fs.Dirent[]; i: number }[] = [];
  const enter = (dir: string, depth: number) => {
    const listed = listFolder(dir);
    if ("error" in listed) notice(`${listed.error}; not read`);
    else stack.push({ dir, depth, entries: listed.entries, i: 0 });
  };
  enter(root, 0);
  while (stack.length) {
    const top = stack[stack.length - 1];
    if (top.i >= top.entries.length) {
      stack.pop();
      continue;
    }
    const f = top.entries[top.i++];
    if (f.name === "node_modules" || f.name.startsWith(".")) continue;
    const p = path.join(top.dir, f.name);
    if (f.isSymbolicLink()) {
      const target = notAFile(p);
      if (target === "is a folder, not a file" || f.name.endsWith(".md"))
        notice(`${rel(p)} is a symbolic link${target === "is a folder, not a file" ? " to a folder" : ""}; not followed`);
    } else if (f.isDirectory()) {
      if (top.depth + 1 > MAX_CATALOG_DEPTH) notice(`${rel(p)}: folder more than ${MAX_CATALOG_DEPTH} levels below ${root}; not read`);
      else enter(p, top.depth + 1);
    } else if (f.name.endsWith(".md")) {
      if (total > MAX_TOTAL_BYTES) {
        notice(`${rel(p)}: the catalog is over ${mib(MAX_TOTAL_BYTES)} already; not read`);
        continue;
      }
      try {
        const text = readFileText(p, { maxBytes: FILE_LIMITS.catalogFile });
        total += text.length;
        out.push({ path: path.relative(root, p), text });
      } catch (e) {
        const why = e instanceof Error ? e.message.slice(showPath(p).length) : "";
        notice(`${rel(p)}${why}${why.endsWith("not read") ? "" : "; not read"}`);
      }
    }
  }
  return out;
}
