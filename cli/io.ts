// Shared by the CLI commands: read an input (and its subagent folder) from disk.
import fs from "node:fs";
import path from "node:path";
import { attachSubagent, ingestChunks } from "../lib/transcripts";
import type { Session } from "../lib/model";
import { isSubagentFile } from "../lib/transcripts/subagent-file";

export class UsageError extends Error {}

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

export function readSession(file: string): Session {
  try {
    if (!fs.statSync(file).isFile()) throw new UsageError(`${file} is not a file`);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
  let session = ingestChunks(filePieces(file), path.basename(file));
  // Claude Code keeps subagent transcripts beside the session: <session>/subagents/agent-*.jsonl
  const dir = path.join(path.dirname(file), path.basename(file).replace(/\.jsonl$/, ""), "subagents");
  if (session.format === "claude-code-jsonl" && fs.existsSync(dir)) {
    for (const f of fs.readdirSync(dir).filter(isSubagentFile).sort()) {
      session = attachSubagent(session, f, fs.readFileSync(path.join(dir, f), "utf8"));
    }
  }
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

/** Every .md file under a folder, as catalog files with paths relative to it. */
export function readCatalogDir(root: string): { path: string; text: string }[] {
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory()) throw new UsageError(`${root} is not a folder`);
  const out: { path: string; text: string }[] = [];
  const walk = (dir: string, depth: number) => {
    if (depth > 12) return;
    for (const f of fs.readdirSync(dir, { withFileTypes: true })) {
      if (f.name === "node_modules" || f.name.startsWith(".")) continue;
      const p = path.join(dir, f.name);
      if (f.isDirectory()) walk(p, depth + 1);
      else if (f.isFile() && f.name.endsWith(".md")) out.push({ path: path.relative(root, p), text: fs.readFileSync(p, "utf8") });
    }
  };
  walk(root, 0);
  return out;
}
