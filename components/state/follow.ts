// Following a session file while Claude Code writes it (the Follow action). In Chromium the File
// System Access API gives a handle: its getFile() is read again every FOLLOW_INTERVAL_MS, and only
// the bytes past what was read are read (lib/transcripts/follow.ts holds back a last line still
// being written). Elsewhere the user picks the file again, and the same code reads what grew. Each
// time complete lines arrive, the inspector loads the lines so far (it re-reads them in its worker)
// and the engine worker forecasts from the last step (lib/context/forecast.ts). A small store of
// its own: the inspector's store only sees an ordinary load.
import { create } from "zustand";
import type { Forecast } from "@/lib/context/forecast";
import type { Estimator } from "@/lib/model";
import { followAction, LineFollower } from "@/lib/transcripts/follow";
import { BLOB_INPUT_BYTES } from "@/components/worker/protocol";
import { engine } from "./simulation";
import { useInspector } from "./store";

export const FOLLOW_INTERVAL_MS = 1_000;

/** What a picked handle is to this code: the part of FileSystemFileHandle it uses. */
interface FileHandle {
  name: string;
  getFile(): Promise<File>;
}

type Picker = (opts: object) => Promise<FileHandle[]>;

interface FollowState {
  /** off; following a handle (re-read on a timer); or waiting for the user to pick the file again */
  mode: "off" | "handle" | "repick";
  name: string | null;
  lines: number;
  /** characters of a last line still being written */
  partial: number;
  updatedAt: number | null;
  forecast: Forecast | null;
  estimator: Estimator | null;
  message: string | null;
  error: string | null;
  /** the inspector's inputs key of the last load this made (null before the first) */
  key: string | null;
  /** Picks the file (a handle where the browser can give one) and starts following it. */
  start(): Promise<void>;
  /** The file picked again (browsers without handles): reads what grew since the last pick. */
  repick(file: File): Promise<void>;
  stop(): void;
}

const picker = (): Picker | null =>
  typeof window !== "undefined" && "showOpenFilePicker" in window
    ? (window as unknown as { showOpenFilePicker: Picker }).showOpenFilePicker.bind(window)
    : null;

let follower = new LineFollower();
let handle: FileHandle | null = null;
let timer: ReturnType<typeof setInterval> | null = null;
let reading = false;
/** the inputs key of the last load this made: another load (a drop, an example) stops following */
let ourKey: string | null = null;

export const useFollow = create<FollowState>()((set, get) => {
  /** Reads what grew in `file` and, when lines were completed, loads them and asks for the forecast. */
  async function consume(file: File): Promise<void> {
    const action = followAction(file.size, follower.offset);
    if (action === "restart") {
      set({ message: `${file.name} got shorter (cut or replaced): read again from the start.` });
      follower.restart();
    }
    if (followAction(file.size, follower.offset) !== "read") return;
    const added = follower.append(new Uint8Array(await file.slice(follower.offset).arrayBuffer()));
    // a note that the file got shorter holds until the file grows again, read from its new start
    set({ partial: follower.partial, updatedAt: Date.now(), ...(added && action !== "restart" ? { message: null } : {}) });
    if (!added && action !== "restart") return;
    const pieces = [...follower.text()];
    const chars = pieces.reduce((a, p) => a + p.length, 0);
    // as a dropped file: a large one goes to the worker as a Blob, read there in slices
    const text = chars > BLOB_INPUT_BYTES ? new Blob(pieces) : pieces.join("");
    const ins = useInspector.getState();
    const events = ins.views[0]?.session.events.length ?? 0;
    const atEnd = ourKey === null || ins.inputsKey !== ourKey || (ins.steps.main ?? 0) >= events - 1;
    await ins.load([{ name: file.name, text, role: "main" }], {
      origin: { kind: "file", label: file.name },
      // at the last step the view stays at the last step as it grows; elsewhere it stays put
      step: atEnd ? Number.MAX_SAFE_INTEGER : ins.steps.main,
      persist: false,
    });
    const after = useInspector.getState();
    // a file the user opened meanwhile is theirs, not this one's
    if (!after.inputsKey || !engine || after.origin?.label !== file.name) return;
    ourKey = after.inputsKey;
    set({ lines: follower.lines, name: file.name, key: ourKey });
    try {
      const forecast = await engine.forecast({
        inputsKey: after.inputsKey,
        inputs: after.inputs,
        estimator: after.estimator,
        sim: after.simChoice,
      });
      set({ forecast, estimator: after.estimator, error: null });
    } catch (e) {
      set({ error: (e as Error).message });
    }
  }

  async function poll(): Promise<void> {
    if (reading || !handle) return;
    // the user loaded something else: following ends
    if (ourKey !== null && useInspector.getState().inputsKey !== ourKey) return get().stop();
    reading = true;
    try {
      await consume(await handle.getFile());
    } catch (e) {
      set({ error: `Could not read ${handle.name} again: ${(e as Error).message}` });
    } finally {
      reading = false;
    }
  }

  const fresh = (name: string) => {
    follower = new LineFollower();
    ourKey = null;
    set({ name, lines: 0, partial: 0, updatedAt: null, forecast: null, message: null, error: null, key: null });
  };

  return {
    mode: "off",
    name: null,
    lines: 0,
    partial: 0,
    updatedAt: null,
    forecast: null,
    estimator: null,
    message: null,
    error: null,
    key: null,

    async start() {
      const pick = picker();
      if (!pick) {
        set({ mode: "repick" });
        return;
      }
      let picked: FileHandle[];
      try {
        picked = await pick({
          multiple: false,
          types: [{ description: "Claude Code session", accept: { "application/jsonl": [".jsonl"] } }],
        });
      } catch {
        return; // the user closed the picker
      }
      if (!picked[0]) return;
      get().stop();
      handle = picked[0];
      fresh(handle.name);
      set({ mode: "handle" });
      await poll();
      timer = setInterval(() => void poll(), FOLLOW_INTERVAL_MS);
    },

    async repick(file) {
      if (file.name !== get().name || ourKey === null) fresh(file.name);
      set({ mode: "repick" });
      try {
        await consume(file);
      } catch (e) {
        set({ error: `Could not read ${file.name}: ${(e as Error).message}` });
      }
    },

    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      handle = null;
      ourKey = null;
      set({ mode: "off" });
    },
  };
});
