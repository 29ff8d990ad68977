"use client";
// The routing screen (/routing/): type or pick a prompt and watch the router (rules.md#routing) take it
// through prefilter, BM25 retrieval, the SCORE_MIN gate, TOP_K, triage and incorporation; the
// candidates with their per-term scores, the tokens it injects against the whole listing, the
// settings, the synonym dictionary, the router log, and the gold-set bench (#bench).
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { GoldKind } from "@/lib/routing";
import { decodeRouteLink } from "@/lib/routing";
import { exampleGroups } from "@/lib/routing/cases-for-catalog";
import { CopyRouteLink } from "./CopyRouteLink";
import { ScreenNav } from "@/components/inspector/TopBar";
import { useRouting } from "./store";
import { CatalogPhases, CatalogPicker } from "./CatalogPicker";
import { RouteFlow } from "./RouteFlow";
import { CandidatesTable } from "./CandidatesTable";
import { SkillsAndSubagents } from "./SkillsAndSubagents";
import { TokenCost } from "./TokenCost";
import { RoutingSettings } from "./RoutingSettings";
import { RouterLog } from "./RouterLog";
import { DictionaryEditor } from "./DictionaryEditor";
import { BenchView } from "./BenchView";
import { DecisionLine } from "./DecisionLine";
import { WhyNotPanel } from "./WhyNotPanel";
import { Glossary } from "./glossary";
import s from "./routing.module.css";

type Tab = "route" | "dictionary" | "bench";
const TABS: { id: Tab; label: string }[] = [
  { id: "route", label: "Route" },
  { id: "dictionary", label: "Dictionary" },
  { id: "bench", label: "Bench" },
];

const tabOfHash = (h: string): Tab => (h === "#bench" ? "bench" : h === "#dictionary" ? "dictionary" : "route");

const KIND_LABEL: Record<GoldKind, string> = {
  single: "one skill is right",
  slash: "slash triggers",
  compound: "compound requests",
  native: "work Claude does with its own tools (no skill)",
  chitchat: "greetings and acknowledgements",
};

function Examples({ onPick }: { onPick: (q: string) => void }) {
  const examples = useRouting((x) => x.examples);
  const label = useRouting((x) => x.examplesLabel);
  const lead = useRouting((x) => x.examplesLead);
  const failed = useRouting((x) => x.catalog.status === "error");
  const byKind = useMemo(() => exampleGroups(examples ?? [], lead), [examples, lead]);
  return (
    <select
      className={`select ${s.examples}`}
      value=""
      data-testid="route-examples"
      aria-label="Example prompts that fit the catalog in use"
      title="The bundled example prompts that fit the catalog in use: those whose right skills it holds, and those that need no skill"
      disabled={!examples?.length}
      onChange={(e) => {
        const c = examples?.find((x) => x.id === e.target.value);
        if (c) onPick(c.query);
      }}
    >
      <option value="">{examples ? `${label}…` : failed ? "No examples: no catalog is loaded" : "Loading examples…"}</option>
      {byKind.map(([k, cases]) => (
        <optgroup key={k} label={`${k}: ${KIND_LABEL[k]}`}>
          {cases.map((c) => (
            <option key={c.id} value={c.id}>
              {c.id} · {c.query.length > 90 ? c.query.slice(0, 89) + "…" : c.query}
              {c.gold.length ? `  → ${c.gold.join(" › ")}` : ""}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}

function RouteTab({ prompt, setPrompt, routeNow }: { prompt: string; setPrompt: (p: string) => void; routeNow: (p: string) => void }) {
  const current = useRouting((x) => x.current);
  const routing = useRouting((x) => x.routing);
  const lastPrompt = useRouting((x) => x.lastPrompt);
  const ready = useRouting((x) => x.catalog.status === "ready");
  const trace = current?.trace ?? null;
  return (
    <div className={s.routeGrid}>
      <form
        className={s.promptForm}
        onSubmit={(e) => {
          e.preventDefault();
          routeNow(prompt);
        }}
      >
        <textarea
          className={s.promptBox}
          value={prompt}
          rows={1}
          placeholder="Type a prompt, e.g. 코드리뷰를 해줘, /code-review, or write release notes for v2.3 (Enter routes it)"
          aria-label="Prompt to route"
          data-testid="route-input"
          onChange={(e) => setPrompt(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              routeNow(prompt);
            }
          }}
        />
        <button className="btn primary" type="submit" disabled={!prompt.trim() || !ready} data-testid="route-button">
          {routing ? "Routing…" : "Route"}
        </button>
        <Examples onPick={(q) => routeNow(q)} />
        <CopyRouteLink />
        <span className={`muted ${s.turnNote}`} data-testid="previous-prompt">
          {lastPrompt !== undefined ? (
            <>next prompt is compared with “{lastPrompt.length > 40 ? lastPrompt.slice(0, 39) + "…" : lastPrompt}” (the repeat rule)</>
          ) : (
            "first turn of this session"
          )}
        </span>
      </form>
      <RouteFlow trace={trace} previousPrompt={current?.previousPrompt} orientation="horizontal" height={178} />
      <Glossary terms={["triage", "native", "incorporation"]} testid="route-glossary" />
      <div className={s.routeCols}>
        <div className={s.routeMain} data-testid="route-main">
          {current && trace ? (
            <div className={s.result}>
              <DecisionLine routed={current} />
              <div className={s.resultCols}>
                <section className={s.block}>
                  <h2 className={s.h2}>Candidates</h2>
                  <CandidatesTable key={current.key + current.sig} trace={trace} preview={current.preview} />
                  <SkillsAndSubagents trace={trace} />
                </section>
                <section className={s.block}>
                  <h2 className={s.h2}>Tokens this turn</h2>
                  <TokenCost trace={trace} />
                </section>
              </div>
              <WhyNotPanel routed={current} />
            </div>
          ) : (
            <p className={`${s.note} ${s.pad}`}>
              Route a prompt to see the path it takes, the candidates with their per-term scores, and what it costs.
            </p>
          )}
        </div>
        <aside className={s.routeAside}>
          <h2 className={s.h2}>Settings</h2>
          <RoutingSettings />
          <RouterLog onPick={(p) => routeNow(p)} />
        </aside>
      </div>
    </div>
  );
}

export function RoutingScreen() {
  const boot = useRouting((x) => x.boot);
  const error = useRouting((x) => x.error);
  const storageError = useRouting((x) => x.storageError);
  const catalog = useRouting((x) => x.catalog);
  const pairs = useRouting((x) => x.pairs.length);
  const dismiss = useRouting((x) => x.dismiss);
  const linkNote = useRouting((x) => x.linkNote);
  const closeLinkNote = useRouting((x) => x.closeLinkNote);
  const route = useRouting((x) => x.route);
  const [tab, setTabState] = useState<Tab>("route");
  const [prompt, setPrompt] = useState("");
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    void boot();
  }, [boot]);

  const openLink = useRouting((x) => x.openLink);
  useEffect(() => {
    const sync = () => {
      // a routing link (#q=...): applied once, then taken out of the address bar, so that a reload
      // restores what the user has done since rather than opening the link again
      const opened = decodeRouteLink(window.location.hash);
      if (opened) {
        window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
        setTabState("route");
        setPrompt(opened.link.prompt);
        void openLink(opened.link, opened.refused).then(() => route(opened.link.prompt));
        return;
      }
      setTabState(tabOfHash(window.location.hash));
    };
    sync();
    window.addEventListener("hashchange", sync);
    return () => window.removeEventListener("hashchange", sync);
  }, [openLink, route]);

  const setTab = useCallback((t: Tab) => {
    setTabState(t);
    const url = `${window.location.pathname}${window.location.search}${t === "route" ? "" : `#${t}`}`;
    window.history.replaceState(window.history.state, "", url);
  }, []);

  const routeNow = useCallback(
    (p: string) => {
      setPrompt(p);
      setTab("route");
      void route(p);
    },
    [route, setTab],
  );
  const setWhyName = useRouting((x) => x.setWhyName);
  // a bench miss: route its prompt and ask why its gold skill was not the one loaded
  const whyNotFor = useCallback(
    (p: string, name: string) => {
      setWhyName(name);
      routeNow(p);
    },
    [routeNow, setWhyName],
  );

  return (
    <div className={s.screen} data-testid="routing-screen">
      <header className="topbar">
        <span className="brand">Context Lab</span>
        <ScreenNav />
        <div className="sep-v" />
        <span className={s.title}>Skill routing</span>
        <CatalogPicker />
        <span className="spacer" />
        <div
          className="progress"
          role="progressbar"
          aria-label="Catalog loading"
          aria-valuenow={catalog.progress ? Math.round(catalog.progress.fraction * 100) : 0}
          aria-hidden={catalog.status !== "loading"}
        >
          {catalog.status === "loading" && (
            <div className="bar" style={{ width: `${Math.max(2, (catalog.progress?.fraction ?? 0) * 100)}%` }} />
          )}
        </div>
      </header>
      <div className="banners">
        {error && (
          <div className="banner error" role="alert" data-testid="routing-error">
            <p>{error}</p>
            <button className="close" aria-label="Dismiss" onClick={() => dismiss("error")}>
              ✕
            </button>
          </div>
        )}
        {storageError && (
          <div className="banner warn" role="status">
            <p>{storageError}</p>
            <button className="close" aria-label="Dismiss" onClick={() => dismiss("storageError")}>
              ✕
            </button>
          </div>
        )}
        {linkNote && (
          <div className="banner info" role="status" data-testid="link-note">
            <p>
              Opened a routing link
              {linkNote.catalog && (
                <>
                  {" "}
                  over the bundled <b className="mono">{linkNote.catalog}</b> catalog
                </>
              )}
              {linkNote.applied.length ? <>; it set {linkNote.applied.join(", ")}</> : "; your settings already matched it"}.
              {linkNote.refused.length > 0 && <> Left out of it: {linkNote.refused.join("; ")}.</>}
            </p>
            {linkNote.applied.length > 0 && (
              <button className="btn" onClick={() => closeLinkNote(true)} data-testid="link-restore">
                Restore my settings
              </button>
            )}
            <button className="close" aria-label="Dismiss" onClick={() => closeLinkNote(false)}>
              ✕
            </button>
          </div>
        )}
        {catalog.info && catalog.info.refused.length > 0 && (
          <div className="banner warn" role="status">
            <p>
              {catalog.info.refused.length} file{catalog.info.refused.length === 1 ? " was" : "s were"} refused:{" "}
              {catalog.info.refused
                .slice(0, 5)
                .map((r) => `${r.path} (${r.reason})`)
                .join("; ")}
              {catalog.info.refused.length > 5 ? "; …" : ""}
            </p>
          </div>
        )}
      </div>
      <div className={s.tabs} role="tablist" aria-label="Routing">
        {TABS.map((t, k) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[k] = el;
            }}
            role="tab"
            id={`routing-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`routing-panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            className={`${s.tab} ${tab === t.id ? s.tabOn : ""}`}
            data-testid={`routing-tab-${t.id}`}
            onClick={() => setTab(t.id)}
            onKeyDown={(e) => {
              const d = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
              if (!d) return;
              e.preventDefault();
              const j = (k + d + TABS.length) % TABS.length;
              setTab(TABS[j].id);
              refs.current[j]?.focus();
            }}
          >
            {t.label}
            {t.id === "dictionary" && <span className={s.tabCount}>{pairs}</span>}
          </button>
        ))}
        <span className="spacer" />
        <span className="muted" style={{ fontSize: "var(--fs-xs)", paddingBottom: 6 }}>
          {catalog.status === "ready" && catalog.info?.phases ? (
            <CatalogPhases />
          ) : (
            "Everything runs in this browser; the index is built once in a worker and reused for every prompt."
          )}
        </span>
      </div>
      <div className={s.content} role="tabpanel" id={`routing-panel-${tab}`} aria-labelledby={`routing-tab-${tab}`}>
        {tab === "route" && <RouteTab prompt={prompt} setPrompt={setPrompt} routeNow={routeNow} />}
        {tab === "dictionary" && <DictionaryEditor />}
        {tab === "bench" && <BenchView onRoute={routeNow} onWhyNot={whyNotFor} />}
      </div>
    </div>
  );
}
