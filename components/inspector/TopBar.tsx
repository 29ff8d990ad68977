"use client";
import { useEffect, useRef } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useInspector } from "@/components/state/store";
import { ShareButton } from "@/components/share/ShareButton";
import { EditAsScenario } from "@/components/builder/EditAsScenario";
import { ExportMenu } from "@/components/export/ExportMenu";
import { defaultCompare, presetWord } from "@/components/compare/labels";
import { FORMAT_LABEL } from "./format";
import { FollowButton } from "./FollowStrip";
import { SessionsButtons } from "@/components/sessions/SessionsButtons";
import { OpenMenu } from "@/components/sessions/OpenMenu";

export function TopBar() {
  const busy = useInspector((s) => s.busy);
  const hasSession = useInspector((s) => s.views.length > 0);
  const setPanel = useInspector((s) => s.setPanel);
  const clear = useInspector((s) => s.clear);

  return (
    <header className="topbar">
      <span className="brand">Context Lab</span>
      <OpenMenu />
      <FollowButton />
      <button
        className="btn"
        data-testid="paste-button"
        onClick={() => setPanel("paste", true)}
        title="Paste a transcript (Ctrl/Cmd+V anywhere also works)"
      >
        Paste…
      </button>
      <SessionsButtons />
      <ExamplesMenu />
      <ScreenNav />
      <span className="spacer" />
      {busy && (
        <span className="progress-label" data-testid="progress-label">
          {busy.phase === "fetch" ? "fetching" : busy.phase === "parse" ? "reading" : busy.phase === "simulate" ? "simulating" : "counting"}{" "}
          {Math.round(busy.fraction * 100)}%
        </span>
      )}
      <CompareButton />
      <SettingsButton />
      <EditAsScenario />
      <ShareButton />
      <ExportMenu />
      <button
        className="btn"
        data-testid="shortcuts-button"
        aria-label="Keyboard shortcuts"
        title="Keyboard shortcuts (?)"
        onClick={() => setPanel("shortcuts", true)}
      >
        ?
      </button>
      <button
        className="btn"
        data-testid="clear-button"
        disabled={!hasSession && !busy}
        onClick={() => void clear()}
        title="Forget the loaded files, here and in this browser's storage"
      >
        Clear
      </button>
      <div
        className="progress"
        data-testid="progress"
        aria-hidden={!busy}
        role="progressbar"
        aria-valuenow={busy ? Math.round(busy.fraction * 100) : 0}
      >
        {busy && <div className="bar" style={{ width: `${Math.max(2, busy.fraction * 100)}%` }} />}
      </div>
    </header>
  );
}

/** What is loaded: its name, format, subagent files and whether it is saved. At the end of the step
 * bar, where there is room for the name at 1440 px (the top bar's buttons leave none). */
/** A name split for cutting in the middle: the head gives way (with an ellipsis), the tail, its last
 *  word when that is short or else its last 10 characters (a file's ".jsonl" and the id before it),
 *  stays whole, so a cut name still shows how it starts and how it ends. */
export function midCut(name: string): [string, string] {
  const space = name.lastIndexOf(" ");
  const at = space > 0 && name.length - space <= 16 ? space : Math.max(0, name.length - 10);
  return at > 0 ? [name.slice(0, at), name.slice(at)] : [name, ""];
}

export function SourceInfo() {
  const origin = useInspector((s) => s.origin);
  const format = useInspector((s) => s.views[0]?.session.format);
  const subCount = useInspector((s) => s.views[0]?.session.subagents.length ?? 0);
  const persisted = useInspector((s) => s.persisted);
  const saving = useInspector((s) => s.saving);
  return (
    <div className="source" data-testid="source">
      {origin ? (
        <>
          <span className="source-name mid-cut" data-testid="session-name" title={origin.label}>
            <span>{midCut(origin.label)[0]}</span>
            <span>{midCut(origin.label)[1]}</span>
          </span>
          {format && <span className="muted">{FORMAT_LABEL[format] ?? format}</span>}
          {subCount > 0 && (
            <span className="muted">
              + {subCount} subagent file{subCount === 1 ? "" : "s"}
            </span>
          )}
          {origin.kind === "default" && <span className="faint">default example, not saved</span>}
          {persisted &&
            (saving ? (
              <span className="faint" data-testid="saving-mark">
                saving in this browser…
              </span>
            ) : (
              <span className="faint" data-testid="saved-mark">
                saved in this browser
              </span>
            ))}
        </>
      ) : (
        <span className="muted">No session loaded</span>
      )}
    </div>
  );
}

/** Links to the other screens; the current one is marked for screen readers and by its look. */
export function ScreenNav() {
  const path = usePathname() ?? "/";
  const at = (p: string) => (p === "/" ? path === "/" : path.startsWith(p.replace(/\/$/, "")));
  const links = [
    { href: "/", label: "Inspector", testid: "nav-inspector", title: "Load and step through a session" },
    { href: "/lessons/", label: "Lessons", testid: "nav-lessons", title: "Guided lessons: one rule each, step by step" },
    { href: "/catalog/", label: "Skill catalog", testid: "nav-catalog", title: "Skill catalogs: listing budget and linter" },
    {
      href: "/routing/",
      label: "Routing",
      testid: "nav-routing",
      title: "Skill routing: the router's path for a prompt, its dictionary, log and bench",
    },
    { href: "/builder/", label: "Builder", testid: "nav-builder", title: "Compose a what-if scenario event by event and share it" },
    {
      href: "/rules/",
      label: "Rules",
      testid: "nav-rules",
      title: "Every rule the simulator follows, with its numbers and where they come from",
    },
  ];
  return (
    <nav className="screen-nav" aria-label="Screens">
      {links.map((l) => (
        <Link
          key={l.href}
          href={l.href}
          prefetch={false}
          className={`btn nav-link${at(l.href) ? " on" : ""}`}
          aria-current={at(l.href) ? "page" : undefined}
          data-testid={l.testid}
          title={l.title}
        >
          {l.label}
        </Link>
      ))}
    </nav>
  );
}

/** Compare mode on or off: the same session under two settings (components/compare/). */
function CompareButton() {
  const on = useInspector((s) => s.compare !== null);
  const hasSession = useInspector((s) => s.views.length > 0);
  return (
    <button
      className={`btn${on ? " on" : ""}`}
      data-testid="compare-button"
      aria-pressed={on}
      disabled={!hasSession}
      title="Compare: simulate this session under two settings side by side"
      onClick={() => {
        const st = useInspector.getState();
        if (on) {
          st.setCompare(null);
          if (st.sideTab === "compare") st.setSideTab("context");
          return;
        }
        const d = defaultCompare(st);
        st.setCompare(d.compare, { sim: d.sim });
        st.setPanel("settings", false);
        st.setSideTab("compare");
      }}
    >
      Compare
    </button>
  );
}

/** Opens the simulator's settings drawer (components/sim/SettingsDrawer.tsx). */
function SettingsButton() {
  const open = useInspector((s) => s.panels.settings);
  const hasSession = useInspector((s) => s.views.length > 0);
  const preset = useInspector((s) => s.views[0]?.settings.preset);
  const changed = useInspector((s) => Object.keys(s.simChoice.overrides).length);
  const setPanel = useInspector((s) => s.setPanel);
  return (
    <button
      className={`btn settings-btn${open ? " on" : ""}`}
      data-testid="settings-button"
      aria-label={`Settings${changed ? `, ${changed} changed` : ""}`}
      aria-expanded={open}
      disabled={!hasSession}
      onClick={() => setPanel("settings", !open)}
      title={`Simulator settings${preset ? ` (${presetWord(preset)}${changed ? `, ${changed} changed` : ""})` : ""}: preset, window, thresholds and every number of the rules`}
    >
      <svg width="13" height="13" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M9.4 1l.4 2a5 5 0 0 1 1.3.8l2-.7 1.4 2.4-1.6 1.3a5 5 0 0 1 0 1.5l1.6 1.3-1.4 2.4-2-.7a5 5 0 0 1-1.3.8l-.4 2H6.6l-.4-2a5 5 0 0 1-1.3-.8l-2 .7L1.5 9.6l1.6-1.3a5 5 0 0 1 0-1.5L1.5 5.5l1.4-2.4 2 .7a5 5 0 0 1 1.3-.8l.4-2zM8 5.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
        />
      </svg>
      <span className="settings-label">Settings</span>
      {preset && (
        <span className="faint mono settings-preset" data-testid="settings-preset">
          <span className="settings-preset-word">{presetWord(preset)}</span>
          {changed ? <span className="settings-changed"> +{changed}</span> : null}
        </span>
      )}
    </button>
  );
}

function ExamplesMenu() {
  const open = useInspector((s) => s.panels.examples);
  const examples = useInspector((s) => s.examples);
  const examplesError = useInspector((s) => s.examplesError);
  const setPanel = useInspector((s) => s.setPanel);
  const fetchExamples = useInspector((s) => s.fetchExamples);
  const loadExample = useInspector((s) => s.loadExample);
  const wrap = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    void fetchExamples().catch(() => {});
    const onDown = (e: MouseEvent) => {
      if (wrap.current && !wrap.current.contains(e.target as Node)) setPanel("examples", false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setPanel("examples", false);
    };
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, fetchExamples, setPanel]);

  return (
    <div className="menu-wrap" ref={wrap}>
      <button
        className="btn"
        data-testid="examples-button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setPanel("examples", !open)}
      >
        Examples ▾
      </button>
      {open && (
        <ul className="menu" role="menu" data-testid="examples-menu">
          {examples === null && !examplesError && (
            <li className="muted" style={{ padding: "4px 12px" }}>
              Loading…
            </li>
          )}
          {examplesError && (
            <li className="is-error" style={{ padding: "4px 12px" }}>
              {examplesError}
            </li>
          )}
          {examples?.map((e) => (
            <li key={e.id} role="none">
              <button
                role="menuitem"
                data-testid="example-item"
                data-example={e.id}
                onClick={() => {
                  setPanel("examples", false);
                  void loadExample(e);
                }}
              >
                <span className="t">{e.title}</span>
                {e.subagents.length > 0 && (
                  <span className="faint">
                    {" "}
                    · + {e.subagents.length} subagent{e.subagents.length === 1 ? "" : "s"}
                  </span>
                )}
                {e.kind && <span className="k">{e.kind}</span>}
                {e.description && (
                  <span className="d" title={e.description}>
                    {e.description}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
