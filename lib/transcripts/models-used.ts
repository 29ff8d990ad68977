// Every model a file's responses name, for the Session box: a file can switch models mid-session
// (rules.md#model-streams), and naming only the first hid the switch. Claude Code's own
// "<synthetic>" answers no request and is left out.
import type { Session } from "../model";
import { isSyntheticModel } from "./record-types";

/** The distinct models of a session's records, `meta.model` (the file's first) first, then in the order met. */
export function modelsUsed(session: Session): string[] {
  const seen = new Set<string>();
  const add = (m: string | undefined) => {
    if (m && !isSyntheticModel(m)) seen.add(m);
  };
  add(session.meta.model);
  for (const e of session.events) add(e.model);
  for (const e of session.sidechain) add(e.model);
  return [...seen];
}
