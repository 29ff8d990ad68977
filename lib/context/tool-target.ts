// What a tool call is about, read from its input: the path, command or pattern it names, and
// whether it edits a file. Alone because two rules read it: the summary's tool history and files
// (collect-facts.ts), and the read-file state the re-attachment keeps (append.ts).
import { oneLine, type TodoFact } from "./summary-facts";

const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);

/** The path, command or pattern a tool call is about. */
export function toolTarget(name: string, input: unknown): string {
  const o = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
  const first =
    str(o.file_path) ??
    str(o.notebook_path) ??
    str(o.path) ??
    str(o.command) ??
    str(o.pattern) ??
    str(o.url) ??
    str(o.query) ??
    str(o.skill) ??
    str(o.description) ??
    str(o.prompt);
  if (first !== undefined) return oneLine(first, 120);
  for (const v of Object.values(o)) if (typeof v === "string") return oneLine(v, 120);
  return name === "TodoWrite" ? "todo list" : "";
}

export const EDIT_TOOLS = new Set(["Edit", "Write", "MultiEdit", "NotebookEdit"]);

export function filePathOf(input: unknown): string | undefined {
  const o = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
  return str(o.file_path) ?? str(o.notebook_path);
}

/** A TodoWrite's list as the summary keeps it (collect-facts.ts). */
export function todosOf(input: unknown): TodoFact[] | null {
  const todos = (input as { todos?: unknown })?.todos;
  if (!Array.isArray(todos)) return null;
  return todos
    .filter((t): t is Record<string, unknown> => !!t && typeof t === "object")
    .map((t) => ({ content: oneLine(str(t.content) ?? str(t.activeForm) ?? ""), status: str(t.status) ?? "pending" }));
}
