"use client";
// The top bar's Export menu: the scenario as a file (the loaded scenario as written, or a session
// reduced to one with its secrets redacted), the chart on screen as SVG or PNG, a bug report as one
// HTML file (its dialog, ReportDialog.tsx, loads on first use), and whatever other
// views register (components/export/registry.ts: the routing store's router log and bench result,
// once that store has loaded; the menu does not import it, so the inspector's first page stays small).
import { useEffect, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { useInspector } from "@/components/state/store";
import { presetWord } from "@/components/compare/labels";
import { shareClient } from "@/components/worker/share-client";
import { download, reduceInput, scenarioDoc, shareView, slug } from "@/components/share/build";
import { fmtK } from "@/components/sim/labels";
import { chartSvg, svgToPng } from "./chart";
import { onExportsChange, registeredExports, type ExportEntry } from "./registry";

const ReportDialog = dynamic(() => import("./ReportDialog").then((m) => m.ReportDialog), { ssr: false });

interface Item {
  id: string;
  label: string;
  group: string;
  disabled?: boolean;
  run: () => Promise<void>;
}

/** The chart on screen: compare mode's strips, else the timeline. */
function chartRoot(): Element | null {
  return document.querySelector('[data-testid="compare-strips"]') ?? document.querySelector('[data-testid="timeline-chart"]');
}

/** The chart, waiting a moment when its code is still loading (it loads after the first step). */
async function chartReady(): Promise<Element | null> {
  for (let waited = 0; waited < 8_000; waited += 50) {
    const root = chartRoot();
    if (root?.querySelector("svg")) return root;
    if (!document.querySelector('[data-testid="timeline-loading"]') && !root) return null;
    await new Promise((r) => setTimeout(r, 50));
  }
  return chartRoot();
}

function chartTitle(): { title: string; labels: string[]; name: string } {
  const st = useInspector.getState();
  const v = st.views[0];
  const label = st.origin?.label ?? v?.session.name ?? "session";
  const s = v?.sim?.settings;
  const desc = (x: { preset: string; window: number } | undefined) => (x ? `${presetWord(x.preset)} · window ${fmtK(x.window)}` : "");
  if (st.compare && v?.compare?.sim && document.querySelector('[data-testid="compare-strips"]')) {
    const b = v.compare.settings;
    return { title: `Context Lab · ${label} · A vs B`, labels: [`A: ${desc(s)}`, `B: ${desc(b)}`], name: `${slug(label)}-compare` };
  }
  return { title: `Context Lab · ${label} · simulated context (${desc(s)})`, labels: [], name: `${slug(label)}-timeline` };
}

export function ExportMenu() {
  const [open, setOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [, bump] = useState(0);
  const hasSession = useInspector((s) => s.views.length > 0);
  const busy = useInspector((s) => !!s.busy);
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => onExportsChange(() => bump((n) => n + 1)), []);

  useEffect(() => {
    if (!open) return;
    list.current?.querySelector<HTMLButtonElement>("button:not([disabled])")?.focus();
    const onDown = (e: MouseEvent) => {
      if (wrap.current && !wrap.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    return () => document.removeEventListener("mousedown", onDown);
  }, [open]);

  const fail = (e: unknown) => useInspector.setState({ error: e instanceof Error ? e.message : String(e) });

  const items: Item[] = [
    {
      id: "scenario",
      group: "Scenario",
      label: "Scenario file (.json)",
      disabled: !hasSession || busy,
      run: async () => {
        const st = useInspector.getState();
        const doc = scenarioDoc(st);
        const label = st.origin?.label ?? st.views[0]?.session.name ?? "scenario";
        const req = doc
          ? ({ type: "scenario", scenario: doc, redact: false, view: shareView(st) } as const)
          : (() => {
              const input = reduceInput(st, { text: "redact" });
              return input ? ({ type: "reduce", ...input, view: shareView(st) } as const) : null;
            })();
        if (!req) return;
        const r = await shareClient().run(req);
        download(`${slug(typeof r.scenario.title === "string" ? r.scenario.title : label)}.scenario.json`, r.json);
      },
    },
    {
      id: "chart-svg",
      group: "Chart",
      label: "Chart as SVG",
      disabled: !hasSession,
      run: async () => {
        const root = await chartReady();
        const t = chartTitle();
        const f = root && chartSvg(root, t.title, t.labels);
        if (!f) throw new Error("There is no chart on screen to export.");
        download(`${t.name}.svg`, f.svg, "image/svg+xml");
      },
    },
    {
      id: "chart-png",
      group: "Chart",
      label: "Chart as PNG",
      disabled: !hasSession,
      run: async () => {
        const root = await chartReady();
        const t = chartTitle();
        const f = root && chartSvg(root, t.title, t.labels);
        if (!f) throw new Error("There is no chart on screen to export.");
        download(`${t.name}.png`, await svgToPng(f));
      },
    },
    {
      id: "report",
      group: "Bug report",
      label: "Bug report (HTML)…",
      disabled: !hasSession || busy,
      run: async () => setReporting(true),
    },
    ...registeredExports().map((e: ExportEntry): Item => ({
      id: e.id,
      group: e.group ?? "Other",
      label: typeof e.label === "function" ? e.label() : e.label,
      disabled: e.available ? !e.available() : false,
      run: async () => {
        const f = await e.file();
        download(f.name, f.data, f.mime);
      },
    })),
  ];
  const groups = [...new Set(items.map((i) => i.group))];

  const move = (d: number) => {
    const btns = Array.from(list.current?.querySelectorAll<HTMLButtonElement>("button:not([disabled])") ?? []);
    const i = btns.indexOf(document.activeElement as HTMLButtonElement);
    btns[(i + d + btns.length) % btns.length]?.focus();
  };

  return (
    <div className="menu-wrap" ref={wrap}>
      {/* a fixed modal: the wrap only holds it, the menu's outside click ignores it while the menu is shut */}
      {reporting && <ReportDialog onClose={() => setReporting(false)} />}
      <button
        ref={button}
        className="btn"
        data-testid="export-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? "export-menu" : undefined}
        disabled={!hasSession}
        onClick={() => setOpen(!open)}
        title="Save the scenario or the chart as a file"
      >
        Export ▾
      </button>
      {open && (
        <ul
          id="export-menu"
          ref={list}
          className="menu menu-right"
          role="menu"
          aria-label="Export"
          data-testid="export-menu"
          onKeyDown={(e) => {
            if (e.key === "ArrowDown") move(1);
            else if (e.key === "ArrowUp") move(-1);
            else if (e.key === "Escape") {
              setOpen(false);
              button.current?.focus();
            } else if (e.key === "Tab") setOpen(false);
            else return;
            e.preventDefault();
            e.stopPropagation();
          }}
        >
          {groups.map((g) => (
            <li key={g} role="none">
              <span className="menu-group" aria-hidden="true">
                {g}
              </span>
              <ul role="group" aria-label={g} className="plain">
                {items
                  .filter((i) => i.group === g)
                  .map((i) => (
                    <li key={i.id} role="none">
                      <button
                        role="menuitem"
                        data-testid={`export-${i.id}`}
                        disabled={i.disabled}
                        onClick={() => {
                          setOpen(false);
                          button.current?.focus();
                          i.run().catch(fail);
                        }}
                      >
                        <span className="t">{i.label}</span>
                      </button>
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
