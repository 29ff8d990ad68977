"use client";
import { useMemo, useState } from "react";
import { CATEGORIES, CATEGORY_LABEL, ESTIMATORS, ESTIMATOR_LABEL, type Estimator } from "@/lib/model";
import { estimateError, recordedSnapshot } from "@/lib/context/recorded";
import { currentStep, currentView, useInspector, type SideTab, type View } from "@/components/state/store";
import { Meter } from "@/components/sim/Meter";
import dynamic from "next/dynamic";
import { TIER_LABEL, fmtK, signed, tierVar } from "@/components/sim/labels";
import { useCurrentSim, usePanelCompaction, type CurrentSim } from "@/components/sim/useSim";

// Tabs and drawers that are closed when the page opens load on first use, so the first page
// stays small (the routing flow alone brings @xyflow/react).
const loading = () => <p className="section muted">Loading…</p>;
const CompactionPanel = dynamic(() => import("@/components/sim/CompactionPanel").then((m) => m.CompactionPanel), { ssr: false, loading });
const SettingsDrawer = dynamic(() => import("@/components/sim/SettingsDrawer").then((m) => m.SettingsDrawer), { ssr: false });
const CameBackSection = dynamic(() => import("@/components/sim/CameBack").then((m) => m.CameBackSection), { ssr: false, loading });
const ReattachPanel = dynamic(() => import("@/components/skills/ReattachPanel").then((m) => m.ReattachPanel), { ssr: false, loading });
const RecordedListing = dynamic(() => import("@/components/skills/RecordedListing").then((m) => m.RecordedListing), { ssr: false });
const ComparePanel = dynamic(() => import("@/components/compare/ComparePanel").then((m) => m.ComparePanel), { ssr: false, loading });
// Routing a stepped prompt needs the router store, which only the Routing tab arms; both load
// the first time that tab opens, not with the page.
const StepRouter = dynamic(() => import("@/components/routing/StepRouter").then((m) => m.StepRouter), { ssr: false });
const RoutingTab = dynamic(() => import("@/components/routing/RoutingTab").then((m) => m.RoutingTab), { ssr: false, loading });
import type { Compaction } from "@/lib/context/simulate";
import { holdsAt, recordedStanding } from "@/lib/context/stepindex";
import { FORMAT_LABEL, fmt, fmtPct, fmtSignedPct, plural } from "./format";
import { mcpSources, type McpSources } from "@/lib/transcripts/mcp-tools";

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
import { RuleLink } from "@/components/ui/RuleLink";

const SHORT_FORMAT: Record<string, string> = {
  "claude-code-jsonl": "Claude Code JSONL",
  "messages-api": "Messages API JSON",
  scenario: "scenario",
};

const TABS: { id: SideTab; label: string }[] = [
  { id: "context", label: "Context" },
  { id: "compaction", label: "Compaction" },
  { id: "skills", label: "Skills" },
  { id: "compare", label: "Compare" },
  { id: "routing", label: "Routing" },
];

function Tabs({ cur, c }: { cur: CurrentSim | null; c: Compaction | null }) {
  const tab = useInspector((s) => s.sideTab);
  const setSideTab = useInspector((s) => s.setSideTab);
  const count = cur?.sim.compactions.length ?? 0;
  const skills = c?.reattached.skills?.skills.length ?? 0;
  return (
    <div className="tabs" role="tablist" aria-label="Side panel">
      {TABS.map((t) => (
        <button
          key={t.id}
          id={`tab-${t.id}`}
          role="tab"
          aria-selected={tab === t.id}
          aria-controls={`tabpanel-${t.id}`}
          className={tab === t.id ? "on" : ""}
          data-testid={`tab-${t.id}`}
          onClick={() => setSideTab(t.id)}
          title={`${t.label}: the keys [ and ] move between tabs`}
        >
          {t.label}
          {t.id === "compaction" && count > 0 && <span className="count">{fmt(count)}</span>}
          {t.id === "skills" && skills > 0 && <span className="count">{fmt(skills)}</span>}
        </button>
      ))}
    </div>
  );
}

function ContextTab({ view, cur }: { view: View; cur: CurrentSim | null }) {
  const step = useInspector(currentStep);
  const estimator = useInspector((s) => s.estimator);
  const busy = useInspector((s) => s.busy);
  const setEstimator = useInspector((s) => s.setEstimator);
  const selectCompaction = useInspector((s) => s.selectCompaction);

  const rec = useMemo(() => (view.session.events.length ? recordedSnapshot(view.timeline, view.session, step) : null), [view, step]);
  const overall = useMemo(() => estimateError(view.timeline), [view]);

  const { session, timeline, table } = view;
  const est = ESTIMATOR_LABEL[table.estimator];
  const recounting = busy?.phase === "count" && estimator !== table.estimator;
  const lineOf = (i: number) => {
    const l = session.events[i]?.line;
    return l !== undefined ? `line ${l}` : `step ${i + 1}`;
  };
  const stepError = rec?.recorded && rec.recorded.tokens > 0 ? ((rec.estimated - rec.recorded.tokens) / rec.recorded.tokens) * 100 : null;
  const compactions = useMemo(() => session.events.reduce((a, e) => a + (e.kind === "compact-boundary" ? 1 : 0), 0), [session]);
  const unknown = Object.entries(session.unknownTypes);
  const snap = cur?.snap;
  const mcp = useMemo(() => mcpSources(session), [session]);
  const mcpNote = mcpSourceNote(mcp, cur?.sim.overhead.source === "inferred");
  const W = snap?.thresholds.window ?? 0;

  // What the context holds, by kind (the engine answers from its step index, not the live list).
  const holds = useMemo(() => (cur ? holdsAt(cur.sim, cur.step) : null), [cur]);

  return (
    <div role="tabpanel" id="tabpanel-context" aria-labelledby="tab-context" data-testid="tabpanel-context">
      <section className="section">
        <h2>Simulated context at step {fmt(step + 1)}</h2>
        {snap ? (
          <>
            <div className="muted" data-testid="side-source">
              {snap.source === "recorded usage"
                ? `recorded usage of the last response (${est} for the system prompt)`
                : snap.source === "estimate + recorded drift"
                  ? `estimate (${est}) + the drift of the last recorded usage`
                  : `estimate · ${est}`}
            </div>
            <table className="cats" data-testid="category-table">
              <thead>
                <tr>
                  <th>Category (estimate, {est})</th>
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
                        {c === "system" && cur?.sim.overhead.source === "inferred" && (
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
                      <td className="num">{W > 0 ? fmtPct((v / W) * 100) : "—"}</td>
                    </tr>
                  );
                })}
              </tbody>
              <tfoot>
                <tr>
                  <td>Estimated total</td>
                  <td className="num">{fmt(snap.estimated)}</td>
                  <td className="num">{W > 0 ? fmtPct((snap.estimated / W) * 100) : "—"}</td>
                </tr>
                {snap.tokens !== snap.estimated && (
                  <tr className="sub-row">
                    <td>
                      Used (what the thresholds see) <RuleLink anchor="used" />
                    </td>
                    <td className="num">{fmt(snap.tokens)}</td>
                    <td className="num">{fmtPct((snap.tokens / W) * 100)}</td>
                  </tr>
                )}
                <tr className="sub-row">
                  <td>Free space (until auto-compact)</td>
                  <td className="num">{fmt(Math.max(0, snap.thresholds.autoCompactThreshold - snap.tokens))}</td>
                  <td className="num">{fmtPct((Math.max(0, snap.thresholds.autoCompactThreshold - snap.tokens) / W) * 100)}</td>
                </tr>
                <tr className="sub-row">
                  <td>
                    <span className="swatch buffer-swatch" /> Autocompact buffer <RuleLink anchor="thresholds" />
                  </td>
                  <td className="num">{fmt(snap.thresholds.autocompactBuffer)}</td>
                  <td className="num">{fmtPct((snap.thresholds.autocompactBuffer / W) * 100)}</td>
                </tr>
              </tfoot>
            </table>
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

      {snap && holds && (
        <section className="section" data-testid="context-holds">
          <h2>
            What the context holds <RuleLink anchor="after-compaction" title="What each startup item becomes after a compaction" />
          </h2>
          <ul className="plain holds">
            {snap.startup.map((s) => (
              <li key={s.index} className={s.live ? "" : "gone-item"}>
                <span className="swatch" style={{ background: `var(--cat-${s.category})` }} /> {s.label}
                <span className="num">{s.live ? fmt(s.tokens) : "gone"}</span>
              </li>
            ))}
            {cur!.sim.overhead.source === "inferred" && (
              <li title="Inferred from the first recorded usage; MCP tool definitions sent with every request are inside it (no record gives their share)">
                <span className="swatch" style={{ background: "var(--cat-system)" }} /> System prompt + tools (inferred)
                <span className="num">{fmt(cur!.sim.overhead.tokens)}</span>
              </li>
            )}
            {holds.boundary > 0 && snap.lastCompaction && (
              <li>
                <i className="tier-dot" style={{ background: tierVar(snap.lastCompaction.tier) }} aria-hidden="true" /> after{" "}
                <button className="linkbtn" onClick={() => selectCompaction(snap.lastCompaction!.index)}>
                  {TIER_LABEL[snap.lastCompaction.tier]} at step {fmt(snap.lastCompaction.step + 1)}
                </button>
              </li>
            )}
            {holds.summary > 0 && (
              <li>
                <span className="swatch" style={{ background: "var(--cat-summary)" }} />{" "}
                {snap.lastCompaction?.tier === "session-memory" ? "Session memory (as summary)" : "Compact summary"}
                <span className="num">{fmt(holds.summary)}</span>
              </li>
            )}
            {holds.files > 0 && (
              <li>
                <span className="swatch" style={{ background: "var(--cat-toolResults)" }} /> {plural(holds.files, "re-attached file")}
                <span className="num">{fmt(holds.fileTokens)}</span>
              </li>
            )}
            {holds.skills > 0 && (
              <li>
                <span className="swatch" style={{ background: "var(--cat-skills)" }} /> {plural(holds.skills, "re-attached skill")}
                <span className="num">{fmt(holds.skillTokens)}</span>
              </li>
            )}
            <li>
              <span className="swatch" style={{ background: "var(--cat-userText)" }} /> {plural(holds.events, "message")}
              {holds.kept > 0 && <span className="faint"> ({fmt(holds.kept)} kept through the compaction)</span>}
              <span className="num">{fmt(holds.eventTokens)}</span>
            </li>
            {holds.cleared > 0 && (
              <li className="muted">
                ↳ {plural(holds.cleared, "tool result")} cleared to a stub <span className="num">−{fmt(holds.clearedSaved)}</span>
              </li>
            )}
          </ul>
          {snap.request && (
            <div className="compare" style={{ marginTop: 8 }} data-testid="request-cache">
              <span>Request at this step: input</span>
              <span className="num">{fmt(snap.request.input)}</span>
              <span className="muted">cache read · cache creation</span>
              <span className="num muted">
                {fmt(snap.request.cacheRead)} · {fmt(snap.request.cacheCreation)}
              </span>
            </div>
          )}
          {snap.notes.map((n, k) => (
            <p
              key={k}
              className={`note ${n.kind === "blocked" || n.kind === "prompt-too-long" || n.kind === "breaker-open" ? "is-error" : ""}`}
              data-testid="sim-note"
            >
              {n.message}
            </p>
          ))}
        </section>
      )}

      {rec?.recorded && snap && (
        <section className="section" data-testid="sim-vs-recorded">
          <h2>Simulated vs as recorded</h2>
          <div className="compare">
            <span>Simulated (used)</span>
            <span className="num">{fmt(snap.tokens)}</span>
            <span>As recorded (usage{rec.recorded.estimatedAfter > 0 ? " + estimate after it" : ""})</span>
            <span className="num" data-testid="recorded-total">
              {fmt(rec.recorded.tokens)}
            </span>
            <span>Simulated − recorded</span>
            <span className="num">{signed(snap.tokens - rec.recorded.tokens, fmt)}</span>
          </div>
          {cur && cur.sim.recorded.length > 0 && (
            <p className="note">
              The file records {plural(cur.sim.recorded.length, "compaction")}:{" "}
              {cur.sim.recorded.map((r, k) => (
                <span key={k}>
                  {k > 0 && "; "}
                  {r.trigger} at step {fmt(r.step + 1)}
                  {r.preTokens !== undefined ? ` (pre ${fmtK(r.preTokens)})` : ""}
                  {r.match
                    ? ` ↔ simulated #${r.match.compaction + 1} ${signed(r.match.stepDiff, fmt)} steps`
                    : recordedStanding(cur.sim, r) === "outside"
                      ? ", after the what-if left the recording"
                      : ", no simulated match"}
                </span>
              ))}
              .{" "}
              {cur.sim.mode === "what-if"
                ? "Up to the fork the what-if takes them as recorded; after it, it compacts by its own rules."
                : "The replay takes them as recorded; each is set against the one the rules would have run."}
            </p>
          )}
          {rec.liveStart > 0 && (
            <p className="note">As recorded, the live context starts at {lineOf(rec.liveStart)} (the last compact boundary).</p>
          )}
        </section>
      )}

      {rec?.recorded && (
        <section className="section" data-testid="recorded-vs-estimated">
          <h2>Recorded vs estimated</h2>
          <div className="compare">
            <span>Recorded (usage{rec.recorded.estimatedAfter > 0 ? " + estimate after it" : ""})</span>
            <span className="num">{fmt(rec.recorded.tokens)}</span>
            <span>Estimated ({est}), as recorded</span>
            <span className="num">{fmt(rec.estimated)}</span>
            <span>Error of the estimate</span>
            <span className="num" data-testid="step-error">
              {stepError === null ? "—" : fmtSignedPct(stepError)}
            </span>
          </div>
        </section>
      )}

      <section className="section">
        <h2>Estimator</h2>
        <label className="field">
          Count tokens with
          <select
            className="select"
            data-testid="estimator-select"
            value={estimator}
            onChange={(e) => {
              setEstimator(e.target.value as Estimator);
              e.currentTarget.blur(); // arrows step again instead of changing the estimator
            }}
          >
            {ESTIMATORS.map((e) => (
              <option key={e} value={e}>
                {ESTIMATOR_LABEL[e]}
              </option>
            ))}
          </select>
        </label>
        {recounting && <p className="note">Re-counting with {ESTIMATOR_LABEL[estimator]}…</p>}
        <p className="note">
          Anthropic has not published Claude&apos;s tokenizer, so every count here is an estimate. chars/4 is Claude Code&apos;s own rule of
          thumb; o200k and cl100k are OpenAI tokenizers used for comparison. Recorded usage, where the transcript has it, is what the API
          counted.{" "}
          <a href="/rules/#token-counting" className="rule-link" target="_blank" rel="noopener">
            Source
          </a>
        </p>
        <div className="compare" style={{ marginTop: 8 }}>
          <span>Estimate error over the session</span>
          <span className="num" data-testid="overall-error">
            {overall ? `${fmtPct(overall.meanAbsPct)} mean abs` : "—"}
          </span>
          {overall && (
            <>
              <span className="muted">bias (mean signed) · usage points</span>
              <span className="num muted">
                {fmtSignedPct(overall.meanPct)} · {fmt(overall.points)}
              </span>
            </>
          )}
        </div>
        {!overall && (
          <p className="note">
            {timeline.accuracy.length > 0
              ? "The only recorded usage is the one the system prompt + tools were inferred from: nothing left to compare."
              : "No recorded usage to compare the estimate with."}
          </p>
        )}
        <p className="note" data-testid="overhead-note">
          {timeline.overhead.source === "inferred" && (
            <>
              System prompt + tools: {plural(timeline.overhead.tokens, "token")}, <strong>inferred</strong> from the first recorded usage (
              {lineOf(timeline.overhead.atEvent ?? 0)}) minus the estimate of the messages before it; counted under System prompt.{" "}
              <span data-testid="overhead-mcp">
                Any MCP tool definitions sent with every request are inside it: no record gives their share, so it is not split (paste this
                session&apos;s /context output to split it)
                {mcp.records > 0 && <>; the MCP tools and instructions its attachment records list are counted apart, as MCP tools</>}.
              </span>{" "}
              <RuleLink anchor="mcp-tools" title="Where the MCP tools figure comes from" />
            </>
          )}
          {timeline.overhead.source === "startup" && (
            <span data-testid="overhead-source">
              System prompt + tools: {plural(timeline.overhead.tokens, "token")},{" "}
              {session.startup.some((x) => x.label.endsWith("(from /context)"))
                ? "as the /context report splits them"
                : "from the input itself"}
              .
            </span>
          )}
          {timeline.overhead.source === "none" && (
            <>System prompt and tools are not in this input and there is no usage to infer them from: not included.</>
          )}
        </p>
      </section>

      <section className="section" data-testid="session-facts">
        <h2>Session</h2>
        <dl className="facts">
          <dt>Format</dt>
          <dd title={FORMAT_LABEL[session.format]}>{SHORT_FORMAT[session.format] ?? session.format}</dd>
          <dt>File</dt>
          <dd>{session.name}</dd>
          {session.meta.model && (
            <>
              <dt>Model</dt>
              <dd>{session.meta.model}</dd>
            </>
          )}
          {session.meta.version && (
            <>
              <dt>Claude Code</dt>
              <dd>{session.meta.version}</dd>
            </>
          )}
          <dt>Events</dt>
          <dd data-testid="fact-events">{fmt(session.events.length)}</dd>
          <dt>Groups (API rounds)</dt>
          <dd>{fmt(session.groups.length)}</dd>
          <dt>Tool pairs</dt>
          <dd>{fmt(session.toolPairs.length)}</dd>
          <dt>Skills invoked</dt>
          <dd>{session.skills.length ? session.skills.map((s) => s.name).join(", ") : "0"}</dd>
          <dt>Compactions recorded</dt>
          <dd>{fmt(compactions)}</dd>
          <dt>Compactions simulated</dt>
          <dd>{cur ? fmt(cur.sim.compactions.length) : "—"}</dd>
          <dt>Sidechain records</dt>
          <dd>{fmt(session.sidechain.length)}</dd>
          <dt>Subagent files</dt>
          <dd>{fmt(session.subagents.length)}</dd>
          <dt>Unknown record types</dt>
          <dd>{unknown.length ? unknown.map(([t, c]) => `${t} ×${c}`).join(", ") : "none"}</dd>
          <dt>Problems</dt>
          <dd>
            {session.errors.length} errors · {session.warnings.length} warnings
          </dd>
        </dl>
        {session.meta.title && <p className="note">“{session.meta.title}”</p>}
        {session.meta.description && <p className="note">{session.meta.description}</p>}
      </section>
    </div>
  );
}

function SkillsTab({ view, cur, c }: { view: View; cur: CurrentSim | null; c: Compaction | null }) {
  const setStep = useInspector((s) => s.setStep);
  const selectCompaction = useInspector((s) => s.selectCompaction);
  const withSkills = cur?.sim.compactions.filter((x) => x.reattached.skills) ?? [];
  return (
    <div role="tabpanel" id="tabpanel-skills" aria-labelledby="tab-skills" data-testid="tabpanel-skills" className="section">
      {cur && <CameBackSection cur={cur} />}
      <RecordedListing view={view} />
      {c?.reattached.skills ? (
        <ReattachPanel compaction={c} session={view.session} settings={view.settings} onJump={(s) => setStep(s)} />
      ) : (
        <p className="muted">
          {c
            ? `The ${TIER_LABEL[c.tier].toLowerCase()} at step ${fmt(c.step + 1)} re-attaches no skills.`
            : "No compaction yet at this step."}
        </p>
      )}
      {withSkills.length > 0 && !(withSkills.length === 1 && withSkills[0] === c) && (
        <p className="note">
          Compactions that re-attach skills:{" "}
          {withSkills.map((x, k) => (
            <span key={x.index}>
              {k > 0 && ", "}
              <button className="linkbtn" onClick={() => selectCompaction(x.index, { tab: false })}>
                #{x.index + 1} at step {fmt(x.step + 1)}
              </button>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}

export function SidePanel() {
  const view = useInspector(currentView);
  const tab = useInspector((s) => s.sideTab);
  const settingsOpen = useInspector((s) => s.panels.settings);
  const comparing = useInspector((s) => s.compare !== null);
  const cur = useCurrentSim();
  const c = usePanelCompaction(cur);
  // the step router mounts once the Routing tab was opened, and stays (its worker keeps its index)
  const [routingUsed, setRoutingUsed] = useState(false);
  if (tab === "routing" && !routingUsed) setRoutingUsed(true);

  if (!view) return <aside className="side" data-testid="side-panel" />;
  return (
    <aside className="side" data-testid="side-panel">
      {routingUsed && <StepRouter />}
      {/* compare mode shows the meters of A and B in its tab */}
      {tab === "compare" && comparing && !settingsOpen ? null : cur ? (
        <Meter cur={cur} />
      ) : (
        <section className="meter" data-testid="meter">
          <span className="muted">
            {view.simError ? `The simulation failed: ${view.simError}` : view.session.events.length ? "Simulating…" : "No events."}
          </span>
        </section>
      )}
      {settingsOpen ? (
        <SettingsDrawer />
      ) : (
        <>
          <Tabs cur={cur} c={c} />
          <div className="side-scroll" data-testid="side-scroll">
            {tab === "context" && <ContextTab view={view} cur={cur} />}
            {tab === "compaction" && (
              <div role="tabpanel" id="tabpanel-compaction" aria-labelledby="tab-compaction" data-testid="tabpanel-compaction">
                {cur ? <CompactionPanel cur={cur} c={c} /> : <p className="section muted">No simulation.</p>}
              </div>
            )}
            {tab === "skills" && <SkillsTab view={view} cur={cur} c={c} />}
            {tab === "compare" && <ComparePanel />}
            {tab === "routing" && <RoutingTab />}
          </div>
        </>
      )}
    </aside>
  );
}
