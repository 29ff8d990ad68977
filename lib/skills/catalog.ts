// A skill catalog: SKILL.md folders, agents/*.md subagents and commands/*.md, read from a list
// of {path, text} (a folder upload, a zip, or files on disk in the CLI).
import { nameMap } from "../input/shape";
import type { Estimator } from "../model";
import type { TextCounter } from "../tokens/estimators";
import { parseFrontMatter } from "./frontmatter";
import { kindOf } from "../input/check";

export type EntryKind = "skill" | "agent" | "command";

export interface CatalogEntry {
  kind: EntryKind;
  /** the front matter's name, else the folder (skills) or file stem (agents, commands) */
  name: string;
  /** folder name for skills, file stem otherwise: the Agent Skills spec wants name === folder */
  folder: string;
  path: string;
  description: string;
  whenToUse?: string;
  disableModelInvocation: boolean;
  userInvocable: boolean;
  allowedTools?: string[];
  /** every front matter field, known or not */
  frontMatter: Record<string, unknown>;
  body: string;
  /** 1-based line of the body's first line in the file */
  bodyLine: number;
  /** the file's full text length in characters */
  chars: number;
  /** 1-based line of each top-level front matter key, for messages that point into the file */
  keyLines: Record<string, number>;
  error?: string;
  tokens?: Partial<Record<Estimator, number>>;
}

export interface CatalogFile {
  path: string;
  text: string;
}

export interface Catalog {
  name: string;
  entries: CatalogEntry[];
  errors: { path: string; message: string }[];
}

function classify(path: string): { kind: EntryKind; folder: string } | null {
  const parts = path.replace(/\\/g, "/").split("/").filter(Boolean);
  const file = parts[parts.length - 1] ?? "";
  if (file === "SKILL.md" && parts.length >= 2) return { kind: "skill", folder: parts[parts.length - 2] };
  // a skill's own folder given as the catalog: its SKILL.md is at the top; finish() names it
  if (file === "SKILL.md") return { kind: "skill", folder: "" };
  if (!/\.md$/i.test(file) || /^readme\.md$/i.test(file)) return null;
  // Claude Code reads commands/ and agents/ recursively: commands/do/plan.md is the command "plan"
  // (its subfolder only groups it); the nearest such folder decides the kind
  const at = parts.slice(0, -1).findLastIndex((p) => p === "agents" || p === "commands");
  // a file inside a skill's own folder is that skill's, not a catalog entry: finish() knows which
  // folders hold a SKILL.md (the path alone cannot tell: the folder picked may be called skills or agents)
  if (at < 0) return null;
  return { kind: parts[at] === "agents" ? "agent" : "command", folder: file.replace(/\.md$/i, "") };
}

/** A front matter scalar as text; a mapping or list (whose toString may be YAML data) is not text. */
const str = (v: unknown) => (typeof v === "string" ? v : v == null ? undefined : typeof v === "object" ? undefined : String(v));

function toolsList(v: unknown): string[] | undefined {
  if (Array.isArray(v)) return v.map((x) => str(x) ?? kindOf(x));
  if (typeof v === "string") return v.split(/[,\s]+/).filter(Boolean);
  return undefined;
}

export function parseEntry(path: string, text: string): CatalogEntry | null {
  const c = classify(path);
  if (!c) return null;
  const fm = parseFrontMatter(text);
  const d = fm.data;
  const entry: CatalogEntry = {
    kind: c.kind,
    name: str(d.name)?.trim() || c.folder,
    folder: c.folder,
    path,
    description: (str(d.description) ?? "").trim(),
    disableModelInvocation: d["disable-model-invocation"] === true,
    userInvocable: d["user-invocable"] !== false,
    frontMatter: d,
    body: fm.body,
    bodyLine: fm.bodyLine,
    chars: text.length,
    keyLines: keyLines(text, fm.bodyLine),
  };
  const when = str(d.when_to_use ?? d["when-to-use"]);
  if (when) entry.whenToUse = when.trim();
  const tools = toolsList(d["allowed-tools"] ?? d.tools);
  if (tools) entry.allowedTools = tools;
  const wrong = ["name", "description", "when_to_use", "when-to-use"].filter(
    (k) => d[k] !== undefined && d[k] !== null && typeof d[k] === "object",
  );
  const problems = [fm.error, ...wrong.map((k) => `"${k}" is ${kindOf(d[k])} where text was expected; not read`)].filter(Boolean);
  if (problems.length) entry.error = problems.join("; ");
  return entry;
}

export function loadCatalog(files: CatalogFile[], name = "catalog"): Catalog {
  const parts = new CatalogParts();
  parts.add(files);
  return parts.finish(name);
}

/**
 * A catalog parsed as its files arrive (the page hands them over while it is still reading the
 * rest); `finish` orders the entries by path, ties in arrival order, exactly as `loadCatalog`
 * would have read the whole list at once.
 */
export class CatalogParts {
  private parsed: { path: string; seq: number; entry: CatalogEntry | null; error?: string }[] = [];

  /** Parses the files; returns the entries they gave (the catalog's own objects, not copies). */
  add(files: CatalogFile[]): CatalogEntry[] {
    const got: CatalogEntry[] = [];
    for (const f of files) {
      const seq = this.parsed.length;
      try {
        const entry = parseEntry(f.path, f.text);
        this.parsed.push({ path: f.path, seq, entry, ...(entry?.error ? { error: entry.error } : {}) });
        if (entry) got.push(entry);
      } catch (err) {
        this.parsed.push({ path: f.path, seq, entry: null, error: err instanceof Error ? err.message : String(err) });
      }
    }
    return got;
  }

  get size(): number {
    return this.parsed.length;
  }

  finish(name = "catalog"): Catalog {
    const entries: CatalogEntry[] = [];
    const errors: Catalog["errors"] = [];
    const sorted = [...this.parsed].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.seq - b.seq));
    // folders holding a SKILL.md: the other .md files in them are that skill's own (references)
    const skillDirs = new Set(sorted.filter((p) => p.entry?.kind === "skill").map((p) => dirOf(p.path)));
    const ownDirs = new Set([...skillDirs].filter((d) => d.split("/").at(-2) === "skills"));
    for (const p of sorted) {
      if (p.error !== undefined) errors.push({ path: p.path, message: p.error });
      if (p.entry?.folder === "") {
        // nothing passed over without a word: the folder given is one skill, read as such
        p.entry.folder = name;
        if (!p.entry.frontMatter.name) p.entry.name = name;
        errors.push({
          path: p.path,
          message: `SKILL.md is at the top of "${name}": the folder given is one skill, read as the skill "${p.entry.name}"; a catalog is the folder that holds skill folders`,
        });
      }
      // an agent or command .md inside a skill's own folder (skills/<name>/, as Claude Code keeps
      // skills) is one of that skill's files; a plugin's commands/ beside a stray SKILL.md stay commands
      if (p.entry && p.entry.kind !== "skill" && underAny(p.path, ownDirs)) continue;
      if (p.entry) entries.push(p.entry);
      else if (p.error === undefined && /\.md$/i.test(p.path) && !underAny(p.path, skillDirs))
        errors.push({ path: p.path, message: "not a SKILL.md, nor a .md in agents/ or commands/: not an entry" });
    }
    return { name, entries, errors };
  }
}

const dirOf = (p: string) => p.replace(/\\/g, "/").split("/").slice(0, -1).join("/");

/** Whether `path` lies in one of `dirs` or below it ("" is the top, which holds everything). */
function underAny(path: string, dirs: Set<string>): boolean {
  const parts = dirOf(path).split("/");
  for (let i = parts.length; i >= 0; i--) if (dirs.has(parts.slice(0, i).join("/"))) return true;
  return false;
}

export function countCatalog(catalog: Catalog, counter: TextCounter): void {
  for (const e of catalog.entries) (e.tokens ??= {})[counter.estimator] = counter.count(e.body);
}

function keyLines(text: string, bodyLine: number): Record<string, number> {
  const out = nameMap<number>();
  const lines = text.split("\n", Math.max(1, bodyLine - 1));
  lines.forEach((l, i) => {
    const m = /^([A-Za-z_][\w-]*)\s*:/.exec(l);
    if (m && i > 0 && !(m[1] in out)) out[m[1]] = i + 1;
  });
  return out;
}
