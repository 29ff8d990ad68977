"use client";
// The inspector's side panel: the meter, then either the settings drawer or the tabs (Context,
// Compaction, Skills, Compare, Routing). The Context tab is ContextTab.tsx; the others live with
// their screens and load on first use.
import { useState } from "react";
import dynamic from "next/dynamic";
import type { Compaction } from "@/lib/context/sim-types";
import { currentView, useInspector } from "@/components/state/store";
import { SIDE_TABS, type SideTab, type View } from "@/components/state/types";
import { Meter } from "@/components/sim/Meter";
import { TIER_LABEL } from "@/components/sim/labels";
import { useCurrentSim, usePanelCompaction, type CurrentSim } from "@/components/sim/useSim";
import { fmt } from "./format";
import { ContextTab } from "./ContextTab";

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

// The tabs in SIDE_TABS's order (the one the [ and ] keys walk); a new tab needs its label here.
const TAB_LABEL: Record<SideTab, string> = {
  context: "Context",
  compaction: "Compaction",
  skills: "Skills",
  compare: "Compare",
  routing: "Routing",
};
const TABS = SIDE_TABS.map((id) => ({ id, label: TAB_LABEL[id] }));

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
            : "No simulated compaction by this step, so no skill re-attached yet."}
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
