// The routing pipeline as a graph to draw: one node per stage of a RouteTrace, the edges between
// them, which of them the prompt went through (lit) and the figures to print on each. Display
// only: every number and decision is read from the trace lib/routing produced.
import type { Decision, RouteTrace, StageTrace } from "@/lib/routing";
import { DESCRIPTION_LEAD } from "@/lib/routing/description-lead";
import { askedBelowScoreMin } from "@/lib/routing/score-min-scale";
import { REQUEST_WINDOW_END } from "@/lib/routing/request-window";

export type FlowNodeId = "prompt" | "prefilter" | "retrieval" | "gate" | "rerank" | "topk" | "triage" | "incorporation" | "decision";
export type Orientation = "horizontal" | "vertical";

export const DECISIONS: Decision[] = ["skip", "forced", "native", "skill", "ask", "delegate"];

export interface FlowNodeData extends Record<string, unknown> {
  id: FlowNodeId;
  title: string;
  /** what the stage is, shown when it was not reached */
  role: string;
  lines: string[];
  /** the prompt went through this node */
  on: boolean;
  /** the path left the main line here (a prefilter skip, a failed gate) */
  turned: boolean;
  orientation: Orientation;
  decision: Decision | null;
  chosen: string | null;
  tip: string;
}

export interface FlowEdgeData extends Record<string, unknown> {
  lit: boolean;
  /** main: along the pipeline; bypass: around it, straight to the decision */
  shape: "main" | "bypass";
  depth: number;
  orientation: Orientation;
  label?: string;
}

export interface FlowEdgeSpec {
  id: string;
  source: FlowNodeId;
  target: FlowNodeId;
  sourceHandle: string;
  targetHandle: string;
  data: FlowEdgeData;
}

/** The far corner the bypass arcs reach: fitView frames nodes only, so the drawing adds an empty node there. */
export function arcExtent(o: Orientation): { x: number; y: number } {
  const z = SIZE[o];
  return o === "horizontal" ? { x: 0, y: z.h + 64 + 14 } : { x: z.w + 62 + 28, y: 0 };
}

export interface FlowNodeSpec {
  id: FlowNodeId;
  position: { x: number; y: number };
  width: number;
  height: number;
  data: FlowNodeData;
}

const ORDER: FlowNodeId[] = ["prompt", "prefilter", "retrieval", "gate", "rerank", "topk", "triage", "incorporation", "decision"];

const TITLE: Record<FlowNodeId, string> = {
  prompt: "Prompt",
  prefilter: "Prefilter",
  retrieval: "Retrieval (BM25)",
  gate: "Gate (SCORE_MIN)",
  rerank: "Rerank (body)",
  topk: "Top-K",
  triage: "Triage",
  incorporation: "Incorporation",
  decision: "Decision",
};

const ROLE: Record<FlowNodeId, string> = {
  prompt: "the user's prompt",
  prefilter: "greetings, repeats, /triggers, commands",
  retrieval: "classic BM25 over name, description, when_to_use",
  gate: "score ≥ SCORE_MIN",
  rerank: "BM25 + weight × the body's BM25",
  topk: "keep the best TOP_K",
  triage: "native vs skill-worthy",
  incorporation: "load one, ask, native, or hand to a subagent",
  decision: "skip · forced · native · skill · ask · delegate",
};

export const SIZE = {
  // w 156, not 150: the longest reason line, "under SCORE_MIN → ask", measures 135 px and a node of 150 holds 132
  horizontal: { w: 156, h: 76, gap: 20, decisionW: 212 },
  vertical: { w: 250, h: 46, gap: 18, decisionW: 250 },
};

const f1 = (n: number) => n.toFixed(1);
const clip = (s: string, n: number) => (s.length > n ? s.slice(0, n - 1) + "…" : s);
const plural = (n: number, one: string, many = one + "s") => `${n} ${n === 1 ? one : many}`;

type Of<K extends StageTrace["stage"]> = Extract<StageTrace, { stage: K }>;

function stage<K extends StageTrace["stage"]>(t: RouteTrace | null, k: K): Of<K> | undefined {
  return t?.stages.find((s): s is Of<K> => s.stage === k);
}

const END = REQUEST_WINDOW_END.toLocaleString("en-US");

/** the prompt as typed; a long one clipped, with what the rules read of it */
function promptTip(t: RouteTrace): string {
  return t.requestWindow ? `${clip(t.prompt, 400)}\n(${t.requestWindow})` : t.prompt;
}

const PREFILTER_LINE: Record<string, string> = {
  greeting: "a greeting → skip",
  acknowledgement: "an acknowledgement → skip",
  repeat: "same as the last turn → skip",
  command: "a plain command → skip",
};

function lines(id: FlowNodeId, t: RouteTrace, previousPrompt: string | undefined, o: Orientation): string[] {
  const v = o === "vertical";
  switch (id) {
    case "prompt":
      return [
        `“${clip(t.prompt.replace(/\s+/g, " "), v ? 34 : 22)}”`,
        // a long request: the rules read its two ends (lib/routing/request-window.ts); the tip says how much
        t.requestWindow
          ? v
            ? `read: first and last ${END} chars`
            : `ends read: ${END} each`
          : previousPrompt === undefined
            ? "first turn"
            : `after “${clip(previousPrompt.replace(/\s+/g, " "), v ? 24 : 12)}”`,
      ];
    case "prefilter": {
      const p = stage(t, "prefilter")!;
      if (p.passed) return ["no rule matched", "→ retrieval"];
      if (p.rule === "slash")
        return t.decision === "forced"
          ? [`/${t.chosen} → forced`, "no retrieval"]
          : [`/ names ${plural(t.options?.length ?? 0, "skill")}`, "→ ask"];
      return [PREFILTER_LINE[p.rule ?? ""] ?? p.detail, "no retrieval, 0 tokens"];
    }
    case "retrieval": {
      const r = stage(t, "retrieval")!;
      const added = r.terms.filter((x) => x.origin !== "query").length;
      const terms = `${plural(r.terms.length, "term")} · ${plural(added, "synonym")}`;
      const best = r.top[0]?.score ?? 0;
      // vertical: the first line shares the node's head with its title, room for about 17 characters
      // ("64 candidates · best 20.7" lost its score to the ellipsis); the best score goes below
      return v
        ? [plural(r.matched, "candidate"), `best ${f1(best)} · ${terms}`]
        : [plural(r.matched, "candidate"), `best ${f1(best)}`, terms];
    }
    case "gate": {
      const g = stage(t, "gate")!;
      // passed below SCORE_MIN: the gate scaled to a small catalog let them through, offered unless one leads clearly;
      // a request triage (or the confidence rule) then judged native gets no arrow: the later nodes say native
      if (g.passed && g.belowScoreMin && g.scaled !== undefined) {
        const to = t.decision === "ask" ? " → ask" : "";
        return [`${g.above} ≥ ${f1(g.scaled)} (scaled)`, `none ≥ ${f1(g.scoreMin)}${to}`];
      }
      if (!g.passed && t.decision === "delegate") return [`0 ≥ ${f1(g.scoreMin)}`, "a subagent leads"];
      return g.passed ? [`${g.above} ≥ ${f1(g.scoreMin)}`, `best ${f1(g.best)}`] : [`0 ≥ ${f1(g.scoreMin)}`, `best ${f1(g.best)} → native`];
    }
    case "rerank": {
      const x = stage(t, "rerank")!;
      if (!x.applied) {
        // a prompt the body weighed but whose description leader held first (lib/routing/description-lead.ts)
        if (x.weight > 0) return [`description leads by ${DESCRIPTION_LEAD}×`, "BM25 order kept"];
        return x.bodyWeight > 0
          ? [`short prompt (${plural(x.promptWords, "word")})`, "BM25 order kept"]
          : ["off (body weight 0)", "BM25 order kept"];
      }
      const lead = x.pool[0];
      const head = lead.from === 1 ? `#1 stays: ${clip(lead.name, v ? 30 : 16)}` : `${clip(lead.name, v ? 24 : 14)} #${lead.from} → #1`;
      return v
        ? [`${plural(x.pool.length, "reranked", "reranked")} · ${x.moved} moved`, head]
        : [`${x.pool.length} reranked`, `${x.moved} moved`, head];
    }
    case "topk": {
      const k = stage(t, "topk")!;
      return [`kept ${k.kept.length} of ${k.kept.length + k.dropped}`, `TOP_K ${k.topK}`];
    }
    case "triage": {
      const x = stage(t, "triage")!;
      const n = x.signals.filter((s) => s.side === "native").length;
      const m = x.signals.filter((s) => s.side === "skill").length;
      const verdict = x.ambiguous ? "ambiguous → native" : `→ ${x.verdict}`;
      return v ? [`native signals ${n} · skill signals ${m}`, verdict] : [`native signals ${n}`, `skill signals ${m}`, verdict];
    }
    case "incorporation": {
      const x = stage(t, "incorporation")!;
      if (x.outcome === "skill") return [`load ${t.chosen}`, "one skill, one sentence"];
      // a subagent works in its own context: only its result comes back
      if (x.outcome === "delegate") return ["delegates to subagent", clip(t.chosen ?? "", v ? 34 : 20)];
      // "→ ask", not "→ the user picks": the longest reason ("under SCORE_MIN") must fit the node at 1440 px
      if (x.outcome === "ask") return [`ask: ${(x.options ?? []).join(" / ")}`, `${askWhy(t, x)} → ask`];
      // native here is triage's, or the confidence rule's (unsure) when triage said skill-worthy
      return ["no skill loaded", x.unsure ? "not confident → native" : "triage said native"];
    }
    case "decision":
      return [
        t.decision === "delegate"
          ? `subagent ${t.chosen}`
          : t.chosen
            ? t.chosen
            : t.options?.length
              ? t.options.join(" / ")
              : t.decision === "native"
                ? "handled natively"
                : "nothing loaded",
      ];
  }
}

/** Nodes and edges for a trace (null: the empty pipeline, everything dimmed). */
export function buildFlow(
  t: RouteTrace | null,
  previousPrompt: string | undefined,
  o: Orientation,
): { nodes: FlowNodeSpec[]; edges: FlowEdgeSpec[] } {
  const z = SIZE[o];
  const reached = new Set<FlowNodeId>(t ? ["prompt", ...t.stages.map((s) => s.stage), "decision"] : []);
  const pre = stage(t, "prefilter");
  const gate = stage(t, "gate");
  // no skill passed the gate but a subagent took the request: the path goes on through triage, not around
  const turnedAt: FlowNodeId | null = pre && !pre.passed ? "prefilter" : gate && !gate.passed && t?.decision !== "delegate" ? "gate" : null;

  const nodes: FlowNodeSpec[] = ORDER.map((id, i) => {
    const w = id === "decision" ? z.decisionW : z.w;
    const position = o === "horizontal" ? { x: i * (z.w + z.gap), y: 0 } : { x: 0, y: i * (z.h + z.gap) };
    const on = reached.has(id);
    const st = t?.stages.find((s) => s.stage === id);
    return {
      id,
      position,
      width: w,
      // the decision's chips and outcome need a second line when the nodes are one-line rows
      height: id === "decision" && o === "vertical" ? z.h + 16 : z.h,
      data: {
        id,
        title: TITLE[id],
        role: ROLE[id],
        lines: t && on ? lines(id, t, previousPrompt, o) : [o === "vertical" ? ROLE[id] : "not reached"],
        on,
        turned: turnedAt === id,
        orientation: o,
        decision: id === "decision" && t ? t.decision : null,
        chosen: id === "decision" && t ? t.chosen : null,
        tip: id === "decision" && t ? t.reason : st ? st.detail : id === "prompt" && t ? promptTip(t) : ROLE[id],
      },
    };
  });

  const main = (a: FlowNodeId, b: FlowNodeId, lit: boolean, label?: string): FlowEdgeSpec => ({
    id: `${a}-${b}`,
    source: a,
    target: b,
    sourceHandle: "out",
    targetHandle: "in",
    data: { lit, shape: "main", depth: 0, orientation: o, ...(label ? { label } : {}) },
  });
  const r = stage(t, "retrieval");
  const k = stage(t, "topk");
  const edges: FlowEdgeSpec[] = [
    main("prompt", "prefilter", !!t),
    main("prefilter", "retrieval", !!pre?.passed),
    main("retrieval", "gate", !!r),
    main("gate", "rerank", !!gate?.passed),
    main("rerank", "topk", !!stage(t, "rerank")),
    main("topk", "triage", !!k),
    main("triage", "incorporation", reached.has("incorporation")),
    main("incorporation", "decision", reached.has("incorporation")),
    // around the pipeline, nested: the prefilter's bypass outermost
    {
      id: "bypass-prefilter",
      source: "prefilter",
      target: "decision",
      sourceHandle: "by",
      targetHandle: "by-far",
      data: {
        lit: turnedAt === "prefilter",
        shape: "bypass",
        depth: o === "horizontal" ? 64 : 62,
        orientation: o,
        label:
          o === "vertical"
            ? turnedAt === "prefilter" && t
              ? t.decision
              : undefined
            : turnedAt === "prefilter" && t
              ? `bypass → ${t.decision}`
              : "bypass: skip / forced",
      },
    },
    {
      id: "bypass-gate",
      source: "gate",
      target: "decision",
      sourceHandle: "by",
      targetHandle: "by-near",
      data: {
        lit: turnedAt === "gate",
        shape: "bypass",
        depth: o === "horizontal" ? 34 : 30,
        orientation: o,
        label: o === "vertical" ? (turnedAt === "gate" ? "native" : undefined) : "below SCORE_MIN → native",
      },
    },
  ];
  return { nodes, edges };
}

/** Why incorporation asked, in the node's few words: the trace says which rule turned it into a question. */
function askWhy(t: RouteTrace, x: Of<"incorporation">): string {
  if (x.slashOnly) return `/${x.slashOnly} is slash-only`;
  if (x.unsure) return "not confident";
  // below SCORE_MIN only when the scaled gate's rule made the ask: a near tie there asks as it would above it
  if (askedBelowScoreMin(stage(t, "gate"), x)) return "under SCORE_MIN";
  return "near tie";
}
