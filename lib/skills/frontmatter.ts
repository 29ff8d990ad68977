// SKILL.md front matter is data from strangers, never code: only YAML (and JSON) are read.
// gray-matter ships a JavaScript engine that evals `---js` blocks; it is replaced by one that
// refuses, and any language tag after the opening `---` other than yaml/json is refused first.
import matter from "gray-matter";
import { MAX_FRONT_MATTER_VALUES } from "../limits";

export interface FrontMatter {
  data: Record<string, unknown>;
  body: string;
  /** 1-based line of the body's first line in the file */
  bodyLine: number;
  error?: string;
}

const refuse = (lang: string) => ({
  parse: () => {
    throw new Error(`front matter in "${lang}" is code; only YAML is read`);
  },
  stringify: () => "",
});

const ENGINES = {
  javascript: refuse("javascript"),
  js: refuse("js"),
  coffee: refuse("coffee"),
  coffeescript: refuse("coffeescript"),
  cson: refuse("cson"),
  toml: refuse("toml"),
};

const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * A plain copy with no prototype-polluting keys. YAML aliases share one object, and a chain of
 * them (an alias bomb) expands exponentially when copied: the copy stops after MAX_NODES values.
 */
export const MAX_NODES = MAX_FRONT_MATTER_VALUES;

export function sanitize(v: unknown, budget: { left: number; cut?: boolean } = { left: MAX_NODES }, depth = 0): unknown {
  if (--budget.left < 0) {
    budget.cut = true;
    return "[…]";
  }
  if (v === null || typeof v !== "object") return typeof v === "function" ? undefined : v;
  if (depth > 32) return "[…]";
  if (Array.isArray(v)) {
    const out: unknown[] = [];
    for (const x of v) {
      if (budget.left <= 0) {
        budget.cut = true;
        break;
      }
      out.push(sanitize(x, budget, depth + 1));
    }
    return out;
  }
  if (v instanceof Date) return v.toISOString();
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) {
    if (budget.left <= 0) {
      budget.cut = true;
      break;
    }
    if (FORBIDDEN_KEYS.has(k)) continue;
    out[k] = sanitize((v as Record<string, unknown>)[k], budget, depth + 1);
  }
  return out;
}

export function parseFrontMatter(text: string): FrontMatter {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  text = text.replace(/\r\n/g, "\n");
  if (!text.startsWith("---")) return { data: {}, body: text, bodyLine: 1 };
  const firstLine = text.slice(0, text.indexOf("\n") === -1 ? text.length : text.indexOf("\n"));
  const lang = firstLine.slice(3).trim().toLowerCase();
  if (lang && lang !== "yaml" && lang !== "yml" && lang !== "json") {
    return {
      data: {},
      body: stripBlock(text),
      bodyLine: bodyLineOf(text),
      error: `front matter in "${lang}" is not read: only YAML is data`,
    };
  }
  // a fence never closed would make the whole file front matter, swallowing the body: read it as
  // body and say so (gray-matter would take every line as YAML)
  if (!/\n(---|\.\.\.)[ \t]*(\n|$)/.test(text.slice(firstLine.length))) {
    return {
      data: {},
      body: text,
      bodyLine: 1,
      error:
        "front matter opened on line 1 is never closed (no line of ---): no name or description read; the whole file is read as the body",
    };
  }
  try {
    const file = matter(text, { engines: ENGINES } as never);
    const budget: { left: number; cut?: boolean } = { left: MAX_NODES };
    const data = sanitize(file.data ?? {}, budget);
    return {
      ...(budget.cut
        ? { error: `front matter holds more than ${MAX_NODES.toLocaleString("en-US")} values (an alias bomb?); the rest was not read` }
        : {}),
      data: data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {},
      body: file.content,
      bodyLine: bodyLineOf(text),
    };
  } catch (e) {
    const msg = e instanceof Error ? e.message.split("\n")[0] : String(e);
    // A common slip in real catalogs: an unquoted one-line value holding ": " ("Triggers on: 'x'"),
    // which YAML refuses. Agents still load such files, so they are read again with those values
    // quoted, and the error stays as a finding for the linter.
    const retry = quoteLooseValues(text);
    if (retry !== text) {
      try {
        const file = matter(retry, { engines: ENGINES } as never);
        const budget: { left: number; cut?: boolean } = { left: MAX_NODES };
        const data = sanitize(file.data ?? {}, budget);
        if (data && typeof data === "object" && !Array.isArray(data)) {
          return {
            data: data as Record<string, unknown>,
            body: file.content,
            bodyLine: bodyLineOf(text),
            error: `front matter is not valid YAML (${msg}); read with its one-line values quoted`,
          };
        }
      } catch {
        /* fall through: nothing is read */
      }
    }
    return { data: {}, body: stripBlock(text), bodyLine: bodyLineOf(text), error: `front matter is not valid YAML: ${msg}` };
  }
}

/** The front matter with each top-level `key: value` whose plain value holds ": " or " #" quoted. */
function quoteLooseValues(text: string): string {
  const c = closeIndex(text);
  if (c === -1) return text;
  const head = text.slice(0, c);
  // [ \t]+ then \S: the value's start is fixed, so nothing trades spaces (".*\S)[ \t]*$" after
  // "[ \t]+" was quadratic on a line of spaces).
  const fixed = head.replace(/^([A-Za-z_][\w-]*):[ \t]+(?!["'|>[{&*!])(\S.*)$/gm, (line, key: string, raw: string) => {
    const value = raw.trimEnd();
    return value.includes(": ") || value.includes(" #") ? `${key}: ${JSON.stringify(value)}` : line;
  });
  return fixed + text.slice(c);
}

function closeIndex(text: string): number {
  return text.indexOf("\n---", 3);
}

function stripBlock(text: string): string {
  const c = closeIndex(text);
  if (c === -1) return "";
  const after = text.indexOf("\n", c + 4);
  return after === -1 ? "" : text.slice(after + 1);
}

function bodyLineOf(text: string): number {
  const c = closeIndex(text);
  if (c === -1) return 1;
  return text.slice(0, c + 1).split("\n").length + 1;
}
