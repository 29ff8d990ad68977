// Which subagent transcript an Agent/Task call of the main session started: the id Claude Code
// records on the call's result (toolUseResult.agentId), or else the subagent whose first prompt is
// the call's prompt. Lookup only; the subagent is read as a session of its own (lib/transcripts).
import type { Event, Session } from "@/lib/model";
import { blocksText } from "@/lib/transcripts/blocks";

export const AGENT_TOOLS = new Set(["Task", "Agent"]);

function firstPrompt(s: Session): string {
  const ev = s.events.find((e) => e.kind === "user");
  return ev ? blocksText(ev.blocks).trim() : "";
}

/** The subagent's agentId for the tool_use `id` in `main`, or null. */
export function subagentOf(main: Session, id: string, input: unknown, result: Event | undefined): string | null {
  if (!main.subagents.length) return null;
  const rec = result?.extra.toolUseResult;
  const recorded = rec && typeof rec === "object" ? (rec as Record<string, unknown>).agentId : undefined;
  if (typeof recorded === "string" && main.subagents.some((s) => s.agentId === recorded)) return recorded;
  const prompt = input && typeof input === "object" ? (input as Record<string, unknown>).prompt : undefined;
  if (typeof prompt !== "string" || !prompt.trim()) return null;
  const p = prompt.trim();
  const hit = main.subagents.find((s) => firstPrompt(s.session) === p);
  void id;
  return hit?.agentId ?? null;
}

/** For a subagent's agentId, the main-session event of the call that started it. */
export function callOf(main: Session, agentId: string): number | null {
  for (const ev of main.events) {
    for (const b of ev.blocks) {
      if (b.type !== "tool_use" || !AGENT_TOOLS.has(b.name)) continue;
      const pair = main.toolPairs.find((p) => p.id === b.id);
      const res = pair?.result !== undefined ? main.events[pair.result] : undefined;
      if (subagentOf(main, b.id, b.input, res) === agentId) return ev.i;
    }
  }
  return null;
}
