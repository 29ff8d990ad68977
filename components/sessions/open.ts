// Opening a listed session in the inspector: its own file as the main session, and only the
// subagent files the list placed with it (lib/sessions/group.ts), never those of another session.
// A short list's other sessions go along for the fidelity report beside the meter, as a pick of
// several files did before the list existed; a long one's do not (each would be read and kept).
import { useInspector } from "@/components/state/store";
import { BLOB_INPUT_BYTES, type InputFile } from "@/components/worker/protocol";
import type { SessionEntry } from "@/lib/sessions/group";
import { canOpen, folderFiles, useSessions } from "./store";
import { walkedFile } from "./folder-handle";

/** With at most this many sessions listed, the others are in the opened session's fidelity report. */
export const REPORT_WITH_OTHERS_MAX = 20;

const textOf = async (path: string) => {
  const f = folderFiles.get(path) ?? (await walkedFile(path));
  // a large file goes to the worker (and to storage) as the File itself, read there in slices
  return f.size > BLOB_INPUT_BYTES ? f : f.text();
};

export const entryPaths = (e: SessionEntry) => [e.main.path, ...e.subagents.map((a) => a.path)];

export async function openEntry(e: SessionEntry): Promise<void> {
  if (!canOpen(entryPaths(e))) return;
  const all = useSessions.getState().grouped.sessions;
  const others = all.length <= REPORT_WITH_OTHERS_MAX ? all.filter((x) => x !== e && canOpen([x.main.path])) : [];
  let inputs: InputFile[];
  try {
    inputs = [
      { name: e.main.name, text: await textOf(e.main.path), role: "main" },
      ...(await Promise.all(
        [...e.subagents]
          .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
          .map(async (a) => ({ name: a.name, text: await textOf(a.path), role: "subagent" as const })),
      )),
      ...(await Promise.all(others.map(async (o) => ({ name: o.main.path, text: await textOf(o.main.path), role: "session" as const })))),
    ];
  } catch (err) {
    useInspector.setState({ error: `Could not read ${e.main.path}: ${(err as Error).message}. Pick the folder again.` });
    return;
  }
  useSessions.setState({ opened: e.main.path, listOpen: false });
  useInspector.setState({ notice: null });
  await useInspector.getState().load(inputs, { origin: { kind: "file", label: e.main.name } });
}
