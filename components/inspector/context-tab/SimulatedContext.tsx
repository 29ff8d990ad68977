"use client";
// The Context tab's first section: the simulated context at this step by category, against the
// window, and where its figures come from. Alone because it is the table the meter summarises.
import { useMemo } from "react";
import { CATEGORIES, CATEGORY_LABEL } from "@/lib/model";
import type { Snapshot } from "@/lib/context/snapshot";
import { mcpSources, type McpSources } from "@/lib/transcripts/mcp-tools";
import type { View } from "@/components/state/types";
import type { CurrentSim } from "@/components/sim/useSim";
import { madeByText, simEstimate } from "@/components/sim/labels";
import { RuleLink } from "@/components/ui/RuleLink";
import { fmt, fmtPct, plural } from "../format";

/** Where the MCP tools row's figure comes from, in a few words and in full (rules.md#mcp-tools). */
function mcpSourceNote(m: McpSources, inferred: boolean): { short: string; title: string } {
  const from: string[] = [];
  if (m.startup.length) from.push(m.startup.join(", "));
  if (m.records) from.push(plural(m.records, "attachment record"));
  if (from.length) return { short: `from ${from.join(" + ")}`, title: `MCP tools, counted from: ${from.join("; ")}` };
  if (inferred)
    return {
      short: "not known apart",
      title: "No source in this input gives the MCP share: MCP tool definitions are inside the inferred system prompt + tools",
    };
  return { short: "", title: "No MCP tools in this input" };
}

/** The line under the heading: what the used figure is made of. */
function sourceText(source: Snapshot["source"], est: string): string {
  if (source === "recorded usage") return `recorded usage of the last response (${est} for the system prompt)`;
  if (source === "estimate + recorded drift") return `estimate (${est}) + the drift of the last recorded usage`;
  return madeByText(source, est);
}

function CategoryTable({ snap, cur, est, view }: { snap: Snapshot; cur: CurrentSim | null; est: string; view: View }) {
  const mcp = useMemo(() => mcpSources(view.session), [view.session]);
  const inferred = cur?.sim.overhead.source === "inferred";
  const mcpNote = mcpSourceNote(mcp, inferred);
  const windowTokens = snap.thresholds.window;
  const free = Math.max(0, snap.thresholds.autoCompactThreshold - snap.tokens);
  return (
    <table className="cats" data-testid="category-table">
      <thead>
        <tr>
          {/* the categories are the simulation's table, calibrated in a calibrated replay */}
          <th>Category ({madeByText(cur ? simEstimate(cur.sim) : "estimate", est)})</th>
          <th>tokens</th>
          <th>% of window</th>
        </tr>
      </thead>
      <tbody>
        {CATEGORIES.map((c) => {
          const v = snap.byCategory[c];
          return (
            <tr key={c} className={v > 0 ? "" : "zero"} data-category={c}>
              <td>
                <span className="swatch" style={{ background: `var(--cat-${c})`, opacity: v > 0 ? 1 : 0.35 }} /> {CATEGORY_LABEL[c]}
                {c === "system" && inferred && (
                  <span className="faint" title="System prompt and tool definitions, inferred from the first recorded usage">
                    {" "}
                    + tools, inferred
                  </span>
                )}
                {c === "mcpTools" && (
                  <span className="faint" data-testid="mcp-source" title={mcpNote.title}>
                    {" "}
                    {mcpNote.short}
                  </span>
                )}
              </td>
              <td className="num">{fmt(v)}</td>
              <td className="num">{windowTokens > 0 ? fmtPct((v / windowTokens) * 100) : "—"}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <td>Estimated total</td>
          <td className="num">{fmt(snap.estimated)}</td>
          <td className="num">{windowTokens > 0 ? fmtPct((snap.estimated / windowTokens) * 100) : "—"}</td>
        </tr>
        {snap.tokens !== snap.estimated && (
          <tr className="sub-row">
            <td>
              Used (what the thresholds see) <RuleLink anchor="used" />
            </td>
            <td className="num">{fmt(snap.tokens)}</td>
            <td className="num">{fmtPct((snap.tokens / windowTokens) * 100)}</td>
          </tr>
        )}
        <tr className="sub-row">
          <td>Free space (until auto-compact)</td>
          <td className="num">{fmt(free)}</td>
          <td className="num">{fmtPct((free / windowTokens) * 100)}</td>
        </tr>
        <tr className="sub-row">
          <td>
            <span className="swatch buffer-swatch" /> Autocompact buffer <RuleLink anchor="thresholds" />
          </td>
          <td className="num">{fmt(snap.thresholds.autocompactBuffer)}</td>
          <td className="num">{fmtPct((snap.thresholds.autocompactBuffer / windowTokens) * 100)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

export function SimulatedContext({ view, cur, step, est }: { view: View; cur: CurrentSim | null; step: number; est: string }) {
  const snap = cur?.snap;
  return (
    <section className="section">
      {/* a list with no events has no step 1 to be at (the step bar says 0 / 0) */}
      <h2 data-testid="sim-context-heading">
        {view.session.events.length ? `Simulated context at step ${fmt(step + 1)}` : "Simulated context"}
      </h2>
      {snap ? (
        <>
          <div className="muted" data-testid="side-source">
            {sourceText(snap.source, est)}
          </div>
          <CategoryTable snap={snap} cur={cur} est={est} view={view} />
        </>
      ) : (
        <p className="muted">
          {view.simError
            ? `The simulation failed: ${view.simError}`
            : view.session.events.length
              ? "Simulating…"
              : "This list has no events."}
        </p>
      )}
    </section>
  );
}
