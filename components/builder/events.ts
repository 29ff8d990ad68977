// What the builder's palette adds and how a row names its event: display only, no rules.
import type { DraftSkill, ScenarioEvent } from "@/lib/builder/draft";
import { fmt } from "@/components/inspector/format";

export interface PaletteItem {
  key: string;
  label: string;
  title: string;
  make(skills: readonly DraftSkill[]): ScenarioEvent;
}

export const PALETTE: readonly PaletteItem[] = [
  { key: "user", label: "Prompt", title: "A user prompt", make: () => ({ type: "user", text: "", tokens: 50 }) },
  { key: "assistant", label: "Reply", title: "Assistant text (one API round)", make: () => ({ type: "assistant", text: "", tokens: 300 }) },
  {
    key: "thinking",
    label: "Thinking",
    title: "An assistant response with a thinking block",
    make: () => ({ type: "assistant", text: "", tokens: 100, thinking: "", thinkingTokens: 2000 }),
  },
  {
    key: "tool",
    label: "Tool call",
    title: "A tool call and its result",
    make: () => ({ type: "tool", name: "Bash", input: { command: "npm test" }, useTokens: 40, resultTokens: 1500 }),
  },
  {
    key: "read",
    label: "File read",
    title: "A Read of a file: path and size",
    make: () => ({ type: "tool", name: "Read", input: { file_path: "src/index.ts" }, resultTokens: 3000 }),
  },
  {
    key: "skill",
    label: "Skill",
    title: "Invoke a skill (add skills below first, or name one)",
    make: (skills) => ({ type: "skill", name: skills[0]?.name ?? "my-skill", ...(skills.length ? {} : { tokens: 4000 }) }),
  },
  {
    key: "subagent",
    label: "Subagent",
    title: "A Task/Agent call: the subagent works in its own context, only its report comes back",
    make: () => ({
      type: "tool",
      name: "Task",
      input: { description: "Search the code base", subagent_type: "Explore", prompt: "" },
      useTokens: 120,
      resultTokens: 1800,
    }),
  },
  {
    key: "wait",
    label: "Time gap",
    title: "Minutes with nothing sent (the prompt cache lives 60)",
    make: () => ({ type: "wait", minutes: 60 }),
  },
  { key: "compact", label: "/compact", title: "The user types /compact [instructions]", make: () => ({ type: "compact" }) },
  {
    key: "api-error",
    label: "413 error",
    title: "The API answers prompt-too-long: the reactive compaction",
    make: () => ({ type: "api-error", status: 413 }),
  },
  {
    key: "memory",
    label: "Memory",
    title: "A memory file, rule or hook output added mid-session",
    make: () => ({ type: "memory", label: "rule.md", tokens: 400 }),
  },
];

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** The label a row shows for its event's kind. */
export function kindLabel(e: ScenarioEvent): string {
  switch (e.type) {
    case "user":
      return "prompt";
    case "assistant":
      return typeof e.thinkingTokens === "number" || typeof e.thinking === "string" ? "thinking" : "reply";
    case "tool": {
      const name = str(e.name) || "tool";
      if (name === "Read") return "read";
      if (name === "Task" || name === "Agent") return "subagent";
      return name;
    }
    case "wait":
      return "gap";
    case "compact":
      return "/compact";
    case "api-error":
      return "413";
    default:
      return e.type;
  }
}

/** One line saying what the event is. */
export function summaryOf(e: ScenarioEvent): string {
  const input = (e.input && typeof e.input === "object" ? e.input : {}) as Record<string, unknown>;
  switch (e.type) {
    case "user":
    case "assistant":
      return str(e.text) || (e.type === "user" ? "(prompt of the size given)" : "(text of the size given)");
    case "tool":
      if (e.name === "Read") return str(input.file_path) || "(no path)";
      if (e.name === "Task" || e.name === "Agent") return str(input.description) || str(input.subagent_type) || "subagent";
      return str(input.command) || str(input.file_path) || str(input.pattern) || JSON.stringify(input).slice(0, 60);
    case "skill":
      return str(e.name);
    case "wait":
      return `${fmt(typeof e.minutes === "number" ? e.minutes : 0)} min`;
    case "compact":
      return str(e.instructions) || "(no instructions)";
    case "api-error":
      return "prompt is too long";
    case "memory":
      return str(e.label);
    default:
      return "(unknown event type: kept as written)";
  }
}
