// Built-in starting points for the builder besides the lessons: each a small what-if a user would
// otherwise write by hand. Sizes are chosen so the rule each one shows is reached with room to spare.
import { applyEdit } from "./edit";
import { emptyDraft, type Draft } from "./draft";
import { invokeSkills, rounds, sizedSkills } from "./generate";

export interface Starter {
  id: string;
  title: string;
  description: string;
  make(): Draft;
}

/**
 * Six 8,000-token skills, then reads until auto-compact: after the compaction each skill comes back
 * cut to 5,000 tokens, most recent first, and five of them fill the 25,000-token budget, so the
 * first one invoked is dropped (rules.md#reattachment).
 */
function skillBudget(): Draft {
  let d = emptyDraft("Six 8k skills and the 25,000-token budget");
  d = applyEdit(d, {
    op: "meta",
    patch: {
      description:
        "Six skills of 8,000 tokens each are invoked, then file reads push the context past auto-compact. After the compaction each skill is cut to 5,000 tokens and five fill the 25,000-token budget: the first one invoked is dropped.",
    },
  });
  for (const s of sizedSkills(6, 8000)) d = applyEdit(d, { op: "skill", skill: s });
  d = applyEdit(d, { op: "insert", at: 0, events: [{ type: "user", text: "Use our house skills to prepare the release.", tokens: 40 }] });
  d = applyEdit(d, { op: "insert", at: d.events.length, events: invokeSkills(d.skills.map((s) => s.name)) });
  d = applyEdit(d, { op: "insert", at: d.events.length, events: [{ type: "user", text: "Now go through the code base.", tokens: 30 }] });
  d = applyEdit(d, {
    op: "insert",
    at: d.events.length,
    events: rounds({ rounds: 25, readTokens: 5000, editTokens: 0, folder: "src", sameFile: false }),
  });
  return d;
}

/** A pause longer than the prompt cache lives (60 minutes): the next request clears old tool results. */
function longPause(): Draft {
  let d = emptyDraft("A long pause before the next prompt");
  // Claude Code ships the time-based microcompact behind a remote flag, off by default
  // (rules.md#microcompact): the starting point turns it on, and says so.
  d = applyEdit(d, {
    op: "meta",
    patch: {
      settings: { timeMicrocompactEnabled: true },
      description:
        "Ten file reads, then 75 minutes of nothing. The prompt cache (60 minutes) has expired by the next prompt, so nothing is read from it; with the time-based microcompact turned on (it is off by default in Claude Code), the old tool results are cleared before the prompt is sent.",
    },
  });
  d = applyEdit(d, { op: "insert", at: 0, events: [{ type: "user", text: "Read the payment module and summarise it.", tokens: 40 }] });
  d = applyEdit(d, {
    op: "insert",
    at: d.events.length,
    events: rounds({ rounds: 10, readTokens: 4000, editTokens: 0, folder: "src/payments", sameFile: false }),
  });
  d = applyEdit(d, {
    op: "insert",
    at: d.events.length,
    events: [
      { type: "assistant", text: "Summary of the payment module.", tokens: 600 },
      { type: "wait", minutes: 75 },
      { type: "user", text: "Back again: what did we decide about retries?", tokens: 40 },
      { type: "assistant", text: "We decided on exponential backoff.", tokens: 200 },
    ],
  });
  return d;
}

/** The same reading under a 1,000,000-token window: no compaction where 200k would have one. */
function millionWindow(): Draft {
  let d = emptyDraft("A 1M window");
  d = applyEdit(d, {
    op: "meta",
    patch: {
      settings: { window: 1_000_000 },
      description:
        "Forty reads of 5,000 tokens: past 167,000 a 200k window compacts; under a 1,000,000-token window the same session never does. Switch the window in Settings to compare.",
    },
  });
  d = applyEdit(d, { op: "insert", at: 0, events: [{ type: "user", text: "Audit every module for unchecked errors.", tokens: 40 }] });
  d = applyEdit(d, {
    op: "insert",
    at: d.events.length,
    events: rounds({ rounds: 40, readTokens: 5000, editTokens: 0, folder: "src", sameFile: false }),
  });
  return d;
}

export const STARTERS: readonly Starter[] = [
  { id: "empty", title: "Empty", description: "Only the startup context: system prompt, tools and CLAUDE.md.", make: () => emptyDraft() },
  {
    id: "skill-budget",
    title: "A session that hits the 25k skill budget",
    description: "Six 8k skills, then reads until auto-compact: one skill is dropped.",
    make: skillBudget,
  },
  {
    id: "long-pause",
    title: "A long pause before the next prompt",
    description: "75 minutes idle: the time-based microcompact clears old tool results.",
    make: longPause,
  },
  { id: "million", title: "A 1M window", description: "Forty 5k reads under a 1,000,000-token window.", make: millionWindow },
];
