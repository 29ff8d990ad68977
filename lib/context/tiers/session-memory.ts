// Tier 2, session-memory compaction (rules.md#session-memory): the session memory is the summary, and a
// tail of recent messages is kept. Decision where the rules are silent: the memory is taken to
// cover the whole conversation so far (a scenario cannot say up to where it was written), so the
// kept tail starts at the end and grows backwards until it holds at least the minimum tokens and
// the minimum messages with text, never above the maximum (a message that would pass it is not
// taken), never past the last compact boundary; then the tool_use/tool_result and thinking
// invariants move the cut (cut.ts). No files are re-attached (the kept tail and the memory carry
// them); skills go through the re-attachment rule.
import type { Event } from "../../model";
import type { TokenTable } from "../../tokens/count";
import { adjustIndexToPreserveAPIInvariants, cutItemOf } from "../cut";
import type { Run } from "../run";
import { sumTokens } from "../live-span";
import type { LiveItem } from "../sim-types";
import type { SummaryInfo } from "../summary";
import { skillItems, skillsToReattach } from "../reattach";
import { boundaryItem, keepItems, type Plan } from "./plan";

/** A message "with text" for the minimum (Claude Code's hasTextBlocks). */
function hasText(ev: Event, table: TokenTable): boolean {
  if (ev.kind !== "user" && ev.kind !== "assistant" && ev.kind !== "meta" && ev.kind !== "skill-body") return false;
  const off = table.blockOffset[ev.i];
  return ev.blocks.some((b, k) => b.type === "text" && (b.text.trim() !== "" || table.blockTokens[off + k] > 0));
}

export function planSessionMemory(run: Run, step: number, idx: number): Plan {
  const { work, events, settings } = run;
  let floor = 0;
  for (let j = work.length - 1; j >= 0; j--) {
    if (work[j].kind !== "event") {
      floor = j + 1;
      break;
    }
  }
  let start = work.length;
  let tokens = 0;
  let texts = 0;
  const max = Math.max(settings.sessionMemoryMaxTokens, 0);
  const min = Math.min(settings.sessionMemoryMinTokens, max);
  for (let j = work.length - 1; j >= floor; j--) {
    const t = work[j].tokens;
    if (tokens + t > max) break;
    tokens += t;
    if (hasText(events[work[j].event], run.table)) texts++;
    start = j;
    if (tokens >= min && texts >= settings.sessionMemoryMinTextMessages) break;
  }
  const cut = adjustIndexToPreserveAPIInvariants(
    work.map((x) => (x.kind === "event" ? cutItemOf(events[x.event]) : cutItemOf(undefined))),
    start,
    floor,
  );
  const kept = keepItems(work.slice(cut));
  const su = run.startupAfter();
  const skills = skillsToReattach(run, step, kept);
  const sm = run.sessionMemory;
  const summaryItem: LiveItem = {
    kind: "summary",
    event: -1,
    tokens: sm.tokens,
    category: "summary",
    label: "Session memory",
    compaction: idx,
  };
  const items = [boundaryItem(idx), summaryItem, ...skillItems(skills, idx), ...kept];
  const summary: SummaryInfo = {
    source: "session-memory",
    style: "session-memory",
    sizing: "session-memory",
    measuredTokens: sm.tokens,
    tokens: sm.tokens,
    cap: sm.tokens,
    capped: false,
    sections: [{ n: 1, title: "Session memory", tokens: sm.tokens, text: sm.text }],
  };
  return {
    tier: "session-memory",
    cut,
    items,
    kept,
    summarised: work.slice(0, cut),
    dropped: [],
    droppedGroups: 0,
    retries: 0,
    startupLive: su.live,
    removedStartup: su.removed,
    memory: su.memory,
    files: null,
    skills,
    summary,
    facts: null,
    tokensAfter: su.tokens + sumTokens(items),
  };
}
