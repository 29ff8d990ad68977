// fixtures/examples.json, read tolerantly: an array of entries (or {examples: [...]}), each naming
// a file under fixtures/ and, optionally, subagent files to attach to it.
export interface ExampleEntry {
  id: string;
  title: string;
  description: string;
  /** URL path of the main file, same origin (/fixtures/...) */
  file: string;
  subagents: string[];
  /** "session", "api", "scenario"... as the manifest says, for display */
  kind?: string;
}

function str(v: unknown): string | undefined {
  return typeof v === "string" && v.trim() ? v : undefined;
}

/** "sessions/a.jsonl", "fixtures/sessions/a.jsonl" and "/fixtures/sessions/a.jsonl" all mean the same. */
export function fixtureUrl(p: string): string {
  if (/^https?:\/\//.test(p)) return p;
  const rel = p.replace(/^\.?\//, "").replace(/^fixtures\//, "");
  return `/fixtures/${rel.split("/").map(encodeURIComponent).join("/")}`;
}

export function baseName(p: string): string {
  return decodeURIComponent(p.split("/").pop() ?? p);
}

export function parseExamples(doc: unknown): ExampleEntry[] {
  const list = Array.isArray(doc)
    ? doc
    : doc && typeof doc === "object" && Array.isArray((doc as Record<string, unknown>).examples)
      ? ((doc as Record<string, unknown>).examples as unknown[])
      : [];
  const out: ExampleEntry[] = [];
  list.forEach((raw, k) => {
    if (!raw || typeof raw !== "object") return;
    const e = raw as Record<string, unknown>;
    const file = str(e.file) ?? str(e.path) ?? str(e.src) ?? str(e.main);
    if (!file) return;
    const subsRaw = Array.isArray(e.subagents) ? e.subagents : Array.isArray(e.attach) ? e.attach : [];
    const subagents = subsRaw
      .map((s) =>
        typeof s === "string"
          ? s
          : s && typeof s === "object"
            ? (str((s as Record<string, unknown>).file) ?? str((s as Record<string, unknown>).path))
            : undefined,
      )
      .filter((s): s is string => !!s)
      .map(fixtureUrl);
    out.push({
      id: str(e.id) ?? `example-${k}`,
      title: str(e.title) ?? str(e.name) ?? baseName(file),
      description: str(e.description) ?? str(e.summary) ?? "",
      file: fixtureUrl(file),
      subagents,
      ...(str(e.kind) ? { kind: str(e.kind) } : {}),
    });
  });
  return out;
}
