// Loading picked or dropped files: a folder or several sessions go to the sessions list; otherwise
// the files are sorted into the session shown, its subagents, a /context report and the other
// sessions of the fidelity report. Alone because which file is whose is the question here.
import { isSubagentFile } from "@/lib/transcripts/subagent-file";
import { parseContextUsage } from "@/lib/transcripts/context-usage";
import { listFolder, listsSessions } from "@/components/sessions/sessions-client";
import { plural } from "@/components/inspector/format";
import { BLOB_INPUT_BYTES, type InputFile } from "@/components/worker/protocol";
import type { GetState, InspectorState, SetState } from "./types";

/** A file as read: its name, its path in a dropped folder, and its text (or the File, when large). */
export interface ReadFile {
  name: string;
  path: string;
  text: string | Blob;
}

/** The files read, as `load` takes them; `notice` says which is shown when several sessions came. */
export function inputsOfFiles(texts: ReadFile[], fromFolder: boolean): { main: ReadFile; inputs: InputFile[]; notice: string | null } {
  const isReport = (t: ReadFile) => typeof t.text === "string" && parseContextUsage(t.text) !== null;
  const reports = texts.length > 1 ? texts.filter(isReport) : [];
  // Claude Code keeps a session's subagents in <session>/subagents/agent-*.jsonl
  const isAgent = (t: ReadFile) => isSubagentFile(t.name) || t.path.split("/").includes("subagents");
  const agents = texts.filter(isAgent);
  const others = texts.filter((t) => !isAgent(t) && !reports.includes(t));
  const main = others[0] ?? agents[0] ?? reports.shift()!;
  const folderOf = (p: string) => p.replace(/\.jsonl$/i, "") + "/";
  // loose files: every agent file belongs to the one session; from a folder, only the main one's own
  const subs = agents.filter((t) => t !== main && (!fromFolder || !t.path.includes("/") || t.path.startsWith(folderOf(main.path))));
  const more = others.slice(1);
  // Several sessions: the first is shown, all of them are in the fidelity report.
  const notice = more.length
    ? `${plural(others.length, "session")} loaded: ${main.name} is shown; the fidelity report beside the meter covers all of them.`
    : null;
  const inputs: InputFile[] = [
    { name: main.name, text: main.text, role: "main" },
    ...subs.map((t) => ({ name: t.name, text: t.text, role: "subagent" as const })),
    ...reports.slice(0, 1).map((t) => ({ name: t.name, text: t.text, role: "context" as const })),
    ...more.map((t) => ({ name: t.path, text: t.text, role: "session" as const })),
  ];
  return { main, inputs, notice };
}

/** Each file's text; a large file goes to the worker (and to storage) as the File itself, read there in slices. */
function readFiles(files: File[], paths: string[] | undefined): Promise<ReadFile[]> {
  return Promise.all(
    files.map(async (f, k) => ({
      name: f.name,
      path: (paths?.[k] ?? f.name).replace(/\\/g, "/"),
      text: f.size > BLOB_INPUT_BYTES ? f : await f.text(),
    })),
  );
}

export function fileActions(set: SetState, get: GetState) {
  return {
    async loadFiles(files, paths, left) {
      if (!files.length) return;
      // a folder, or several sessions: the sessions list, each session opened from it with its own subagents
      if (listsSessions(files, paths)) {
        set({ error: null, notice: null });
        await listFolder(files, paths, left);
        return;
      }
      let texts: ReadFile[];
      try {
        texts = await readFiles(files, paths);
      } catch (e) {
        set({ error: `Could not read the file: ${(e as Error).message}.` });
        return;
      }
      // a folder (a dropped ~/.claude/projects): its .jsonl files in path order, the other files in it ignored
      if (paths) texts = texts.filter((t) => /\.jsonl$/i.test(t.path)).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      if (!texts.length) {
        set({ notice: "The folder holds no .jsonl session files." });
        return;
      }
      const { main, inputs, notice } = inputsOfFiles(texts, !!paths);
      set({ notice });
      await get().load(inputs, { origin: { kind: "file", label: main.name } });
    },
  } satisfies Partial<InspectorState>;
}
