"use client";
// A file that starts mid-conversation (rules.md#unrecorded-prefix): its first record continues one
// another file holds, so the first request carried an earlier conversation the file does not; and
// a conversation that starts again inside the file. Alone because it qualifies the one figure no
// record states, the system prompt + tools, and says what part of it is not overhead.
import type { UnrecordedPrefix } from "@/lib/context/unrecorded-prefix";
import type { Session } from "@/lib/model";
import { RuleLink } from "@/components/ui/RuleLink";
import { fmt } from "../format";
import { lineOf } from "./line-of";

export function MidConversationNote({ session, prefix }: { session: Session; prefix: UnrecordedPrefix }) {
  const { parentOutside, measured, tokens, restarts } = prefix;
  if (!parentOutside && !restarts.length) return null;
  return (
    <span data-testid="mid-conversation">
      {parentOutside && measured && tokens > 0 && (
        <>
          This file starts mid-conversation: about {fmt(tokens)} tokens of earlier conversation are not in it (recorded usage: the first
          request less the system prompt + tools the request at {lineOf(session, measured.event)} shows after a compaction). They are
          counted under Other until the first compaction summarises them.{" "}
        </>
      )}
      {parentOutside && !(measured && tokens > 0) && (
        <>
          This file starts mid-conversation ({lineOf(session, parentOutside.event)} continues a record another file holds): the system
          prompt + tools above may hold part of an earlier conversation, and no compaction in the file shows how much.{" "}
        </>
      )}
      {restarts.length > 0 && (
        <>
          The conversation starts again inside the file at{" "}
          {restarts
            .slice(0, 3)
            .map((r) => lineOf(session, r.event))
            .join(", ")}
          {restarts.length > 3 ? ` and ${restarts.length - 3} more` : ""} (a record with no parent).{" "}
        </>
      )}
      <RuleLink anchor="unrecorded-prefix" title="A file that starts mid-conversation" />
    </span>
  );
}
