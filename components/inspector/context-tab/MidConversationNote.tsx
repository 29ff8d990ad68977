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
  const { parentOutside, measured, fromVersion, tokens, restarts } = prefix;
  if (!parentOutside && !restarts.length) return null;
  // where the system prompt + tools come from: the file's own request after a compaction, or the
  // usual size for its Claude Code version when the file shows none (before a what-if's fork)
  const source = measured
    ? `the system prompt + tools the request at ${lineOf(session, measured.event)} shows after a compaction`
    : `the usual system prompt + tools of ${session.meta.version ? `Claude Code ${session.meta.version}` : "the newest Claude Code"} (${fmt(fromVersion ?? 0)}; no compaction in the file shows them)`;
  return (
    <span data-testid="mid-conversation">
      {parentOutside && tokens > 0 && (
        <>
          This file starts mid-conversation: about {fmt(tokens)} tokens of earlier conversation are not in it (recorded usage: the first
          request less {source}). They are counted under Other until the first compaction summarises them.{" "}
        </>
      )}
      {parentOutside && tokens <= 0 && (
        <>
          This file starts mid-conversation ({lineOf(session, parentOutside.event)} continues a record another file holds), but its first
          request carried no more than {source}
          {tokens < 0 && <>: the first request&apos;s smaller figure stands until the first compaction, that size after it</>}.{" "}
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
