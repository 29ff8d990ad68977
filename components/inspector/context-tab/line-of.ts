// Where an event sits in its file, in the words the Context tab uses for it: several of its
// sections point the reader at an event, and all of them should name it the same way.
import type { Session } from "@/lib/model";

/** "line 12" when the reader kept the event's line in the file, else "step 4". */
export function lineOf(session: Session, index: number): string {
  const line = session.events[index]?.line;
  return line !== undefined ? `line ${line}` : `step ${index + 1}`;
}
