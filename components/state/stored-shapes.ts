// What browser storage gives back, read as a stranger's (docs/hostile-inputs.md, mechanism 2):
// another tab, an older version, an extension or a hand in DevTools may have written any value
// under these keys. Each store's values are read through the one validator (lib/input/shape.ts):
// only what passes is used, each value left out is named, and nothing stored can break a page on
// every reload.
import { ESTIMATORS, type Estimator } from "@/lib/model";
import { readShape, type Rule } from "@/lib/input/shape";
import type { CatalogEntry } from "@/lib/skills/catalog";
import { MAX_COUNT } from "@/lib/limits";
import type { InputFile } from "@/components/worker/protocol";

const text = (max = 100_000): Rule => ({ kind: "string", max });
const bool: Rule = { kind: "bool" };
const count: Rule = { kind: "number", range: { min: 0, max: MAX_COUNT, integer: true } };

const INPUT_FILE: Rule = {
  kind: "object",
  fields: { name: text(4_096), text: { kind: "blob" }, role: { kind: "enum", values: ["main", "subagent", "context", "session"] } },
  required: ["name", "text", "role"],
  rest: "drop",
};

/** The saved inputs: the files (each checked; one that fails is left out) and their label. */
export function readStoredInputs(raw: unknown): { inputs: InputFile[]; label?: string; problems: string[] } {
  const r = readShape(
    raw,
    { inputs: { kind: "list", max: 100_000, of: INPUT_FILE }, label: text(4_096), savedAt: text(100) },
    "the saved files",
    { rest: "drop", required: ["inputs"] },
  );
  const inputs = (r.value.inputs as InputFile[] | undefined) ?? [];
  return { inputs, ...(typeof r.value.label === "string" ? { label: r.value.label } : {}), problems: r.problems };
}

export interface StoredViewFields {
  estimator?: Estimator;
  step?: number;
  tab?: string;
  settingsOpen?: boolean;
  /** read on by their own readers (readSimChoice, readPriceEdits) */
  sim?: unknown;
  compare?: unknown;
  prices?: unknown;
}

/** The saved view: the fields each checked for its type and range. */
export function readStoredView(raw: unknown): { view: StoredViewFields | null; problems: string[] } {
  if (raw === undefined || raw === null) return { view: null, problems: [] };
  const r = readShape(
    raw,
    {
      estimator: { kind: "enum", values: ESTIMATORS },
      step: { kind: "number", range: { min: -1, max: MAX_COUNT, integer: true } },
      tab: text(40),
      settingsOpen: bool,
      sim: { kind: "any" },
      compare: { kind: "any" },
      prices: { kind: "any" },
    },
    "the saved view",
    { rest: "drop" },
  );
  return { view: r.ok ? (r.value as StoredViewFields) : null, problems: r.problems };
}

const strings: Rule = { kind: "list", max: 10_000, of: text(1_000) };

const CATALOG_ENTRY: Rule = {
  kind: "object",
  fields: {
    kind: { kind: "enum", values: ["skill", "agent", "command"] },
    name: text(10_000),
    folder: text(10_000),
    path: text(10_000),
    description: text(1_000_000),
    whenToUse: text(1_000_000),
    disableModelInvocation: bool,
    userInvocable: bool,
    allowedTools: strings,
    frontMatter: { kind: "any" },
    body: text(10_000_000),
    bodyLine: count,
    chars: count,
    keyLines: { kind: "any" },
    error: text(10_000),
    tokens: { kind: "any" },
  },
  required: ["kind", "name", "folder", "path", "description", "disableModelInvocation", "userInvocable", "body", "bodyLine", "chars"],
  rest: "drop",
};

const isPlain = (v: unknown) => v !== null && typeof v === "object" && !Array.isArray(v);

/** A stored catalog's entries (the routing screen's own catalog): each checked; one that fails is left out. */
export function readStoredEntries(raw: unknown, where: string): { entries: CatalogEntry[]; problems: string[] } {
  const r = readShape({ entries: raw }, { entries: { kind: "list", max: 100_000, of: CATALOG_ENTRY } }, where, { required: ["entries"] });
  const entries = ((r.value.entries as CatalogEntry[] | undefined) ?? []).map((e) => ({
    ...e,
    frontMatter: isPlain(e.frontMatter) ? e.frontMatter : {},
    keyLines: isPlain(e.keyLines) ? e.keyLines : {},
    ...(e.tokens !== undefined && !isPlain(e.tokens) ? { tokens: undefined } : {}),
  }));
  return { entries, problems: r.problems };
}

/** What the page says of values left out, in the user's words: which kinds of saved things, not their field paths. */
export function storedProblemsText(problems: readonly string[]): string | null {
  if (!problems.length) return null;
  const what = new Set<string>();
  for (const p of problems)
    what.add(
      p.startsWith("the saved files") ? "a saved file" : p.startsWith("the saved view") ? "the saved step and settings" : "a saved value",
    );
  return `Some of what this browser saved could not be read and was left out (${[...what].join(", ")}); the rest was restored.`;
}

const CATALOG_FILE: Rule = {
  kind: "object",
  fields: { path: text(10_000), text: text(10_000_000) },
  required: ["path", "text"],
  rest: "drop",
};

/**
 * The Catalog screen's saved record, each field checked for its source's kind (a zip's bytes an
 * ArrayBuffer, a folder's files path and text); null when the record is none of the kinds.
 */
export function readStoredCatalogRecord(raw: unknown): { value: Record<string, unknown> | null; problems: string[] } {
  const r = readShape(raw, { source: { kind: "any" }, preset: text(100), tab: text(40), parts: count }, "the saved catalog", {
    rest: "drop",
  });
  const src = r.value.source as Record<string, unknown> | undefined;
  const kind = src && typeof src === "object" ? (Object.hasOwn(src, "kind") ? src.kind : undefined) : undefined;
  let source: ReturnType<typeof readShape> | null = null;
  if (kind === "bundled")
    source = readShape(src, { kind: text(20), id: text(200) }, "the saved catalog", { rest: "drop", required: ["kind", "id"] });
  else if (kind === "zip") {
    const data = src!.data;
    if (data instanceof ArrayBuffer)
      source = readShape({ ...src, data: undefined }, { kind: text(20), label: text(4_096), name: text(4_096) }, "the saved catalog", {
        rest: "drop",
        required: ["kind", "label", "name"],
      });
    if (source?.ok) source.value.data = data;
  } else if (kind === "files")
    source = readShape(
      src,
      {
        kind: text(20),
        sourceKind: { kind: "enum", values: ["folder", "session", "files"] },
        label: text(4_096),
        name: text(4_096),
        files: { kind: "list", max: 100_000, of: CATALOG_FILE },
        texts: { kind: "object", fields: { stamp: text(100), parts: count }, required: ["stamp", "parts"] },
        refused: {
          kind: "list",
          max: 100_000,
          of: { kind: "object", fields: { path: text(10_000), reason: text(10_000) }, required: ["path", "reason"] },
        },
        ignored: count,
        extra: { kind: "any" },
      },
      "the saved catalog",
      { rest: "drop", required: ["kind", "sourceKind", "label", "name", "files", "refused", "ignored"] },
    );
  if (!source?.ok)
    return {
      value: null,
      problems: [
        ...r.problems,
        ...(source?.problems ?? [`the saved catalog: its source is ${kind === undefined ? "missing" : "of no known kind"}`]),
      ],
    };
  return { value: { ...r.value, source: source.value }, problems: [...r.problems, ...source.problems] };
}
