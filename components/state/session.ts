// Session: what is loaded (files, pasted text, examples, share links, a saved session at start)
// and clearing it. Each load goes through the engine run (simulation.ts). Each way in is a file
// of its own: session-boot.ts (start-up), session-load.ts (load, paste), session-files.ts (picked
// and dropped files, their subagents), session-examples.ts, session-shared.ts (links) and
// session-clear.ts; this one puts them together as the store's session part.
import type { Run } from "./simulation";
import { bootActions } from "./session-boot";
import { loadActions } from "./session-load";
import { fileActions } from "./session-files";
import { exampleActions } from "./session-examples";
import { sharedActions } from "./session-shared";
import { clearActions } from "./session-clear";
import type { GetState, InspectorState, SetState } from "./types";

export function sessionActions(set: SetState, get: GetState, run: Run) {
  return {
    ...bootActions(set, get),
    ...loadActions(set, get, run),
    ...fileActions(set, get),
    ...exampleActions(set, get),
    ...sharedActions(set, get),
    ...clearActions(set),
  } satisfies Partial<InspectorState>;
}
