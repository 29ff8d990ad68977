// The report's stylesheet, inlined into its <style>: the app's palette (app/globals.css), light
// and dark by prefers-color-scheme, system fonts only (nothing is loaded), and a print layout.
export const REPORT_CSS = `
:root {
  color-scheme: light dark;
  --font-ui: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans CJK KR", sans-serif;
  --font-mono: ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace;
  --bg: #ffffff;
  --bg-panel: #f6f7f9;
  --border: #dcdfe4;
  --text: #1d2127;
  --muted: #5f6773;
  --accent: #1a64d4;
  --warn: #875a00;
  --warn-bg: #fff8e1;
  --ok: #176f30;
  --ok-bg: #e7f5ea;
  --rec: #1a64d4;
  --meter: #4a5260;
  --area: rgba(74, 82, 96, 0.12);
  --grid: #eceef1;
  --tier-microcompact-time: #0ca678;
  --tier-microcompact-cache: #1c7ed6;
  --tier-file-unchanged: #74a01a;
  --tier-session-memory: #7048e8;
  --tier-full: #ae3ec9;
  --tier-reactive: #a61e4d;
  --th-warning: #c99700;
  --th-auto: #e8590c;
  --th-blocking: #e03131;
  --th-window: #8a9099;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #1b1c1f;
    --bg-panel: #222326;
    --border: #36383d;
    --text: #e1e3e6;
    --muted: #a0a5ad;
    --accent: #4493f8;
    --warn: #e3b341;
    --warn-bg: #2e2612;
    --ok: #56d364;
    --ok-bg: #15291a;
    --rec: #4493f8;
    --meter: #c3c8d0;
    --area: rgba(195, 200, 208, 0.12);
    --grid: #2a2c30;
    --tier-microcompact-time: #38d9a9;
    --tier-microcompact-cache: #4dabf7;
    --tier-file-unchanged: #a9e34b;
    --tier-session-memory: #9775fa;
    --tier-full: #e599f7;
    --tier-reactive: #f06595;
    --th-warning: #fcc419;
    --th-auto: #ff922b;
    --th-blocking: #ff6b6b;
    --th-window: #80868f;
  }
}
* { box-sizing: border-box; }
html { background: var(--bg); color: var(--text); }
body { margin: 0 auto; max-width: 1040px; padding: 24px 24px 48px; font: 14px/1.5 var(--font-ui); }
h1 { font-size: 22px; margin: 0 0 4px; overflow-wrap: anywhere; }
h2 { font-size: 18px; margin: 32px 0 8px; padding-bottom: 4px; border-bottom: 1px solid var(--border); }
h3 { font-size: 15px; margin: 20px 0 6px; }
h4 { font-size: 13px; margin: 14px 0 4px; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); }
p { margin: 6px 0; }
a { color: var(--accent); }
.mono, code { font-family: var(--font-mono); font-size: 12.5px; overflow-wrap: anywhere; }
.muted, .note { color: var(--muted); }
.note { font-size: 13px; }
.warn-text { color: var(--warn); }
nav ul { list-style: none; display: flex; flex-wrap: wrap; gap: 4px 16px; padding: 0; margin: 12px 0 0; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
ul.why { margin: 2px 0 0; padding-left: 18px; color: var(--muted); }
table { border-collapse: collapse; width: 100%; margin: 8px 0; font-size: 13px; }
th, td { text-align: left; vertical-align: top; padding: 4px 8px; border-bottom: 1px solid var(--border); }
thead th { font-weight: 600; color: var(--muted); white-space: nowrap; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
td.why { color: var(--muted); min-width: 16em; }
td.mono { max-width: 24em; }
table.figures { width: auto; min-width: 60%; }
table.figures th { font-weight: normal; color: var(--muted); }
td.src { color: var(--muted); font-size: 12px; }
tr.predicted td { color: var(--muted); }
.mark { display: inline-block; padding: 0 6px; border-radius: 3px; font-size: 12px; white-space: nowrap; }
.mark.ok { color: var(--ok); background: var(--ok-bg); }
.mark.warn { color: var(--warn); background: var(--warn-bg); }
article.compaction { border: 1px solid var(--border); border-radius: 4px; padding: 4px 16px 12px; margin: 16px 0; background: var(--bg-panel); }
article.compaction h3 .where { font-weight: normal; color: var(--muted); font-size: 13px; margin-left: 6px; }
blockquote { margin: 4px 0; padding: 6px 12px; border-left: 3px solid var(--border); white-space: pre-wrap; overflow-wrap: anywhere; font-size: 13px; }
figure { margin: 8px 0; }
svg.timeline { width: 100%; height: auto; display: block; font: 11px var(--font-ui); }
svg .grid { stroke: var(--grid); stroke-width: 1; }
svg .tick { stroke: var(--muted); }
svg .axis { fill: var(--muted); }
svg .frame { fill: none; stroke: var(--border); }
svg .meter { fill: none; stroke: var(--meter); stroke-width: 1.5; stroke-linejoin: round; }
svg .area { fill: var(--area); stroke: none; }
svg .th { stroke-width: 1; stroke-dasharray: 5 4; }
svg line.th-window { stroke: var(--th-window); }
svg line.th-auto { stroke: var(--th-auto); }
svg line.th-warning { stroke: var(--th-warning); }
svg line.th-blocking { stroke: var(--th-blocking); }
svg text.th-window { fill: var(--th-window); }
svg text.th-auto { fill: var(--th-auto); }
svg text.th-warning { fill: var(--th-warning); }
svg text.th-blocking { fill: var(--th-blocking); }
svg .rec line { stroke: var(--rec); stroke-width: 1.5; }
svg .rec.microcompact line { stroke-dasharray: 2 3; }
svg .rec text { fill: var(--rec); font-weight: 600; }
svg .rec.microcompact text { font-weight: normal; font-size: 10px; }
svg .sim { stroke-width: 1.5; }
svg .sim.predicted { fill: var(--bg); }
${["microcompact-time", "microcompact-cache", "file-unchanged", "session-memory", "full", "reactive"]
  .map((t) => `svg .sim.tier-${t} { fill: var(--tier-${t}); stroke: var(--tier-${t}); } svg .sim.predicted.tier-${t} { fill: var(--bg); }`)
  .join("\n")}
.legend { list-style: none; padding: 0; margin: 4px 0 0; display: flex; flex-wrap: wrap; gap: 2px 18px; color: var(--muted); font-size: 12.5px; }
.sw { display: inline-block; width: 12px; height: 10px; margin-right: 5px; vertical-align: -1px; border-radius: 2px; }
.sw.meter { background: var(--meter); height: 3px; vertical-align: 3px; }
.sw.rec { background: var(--rec); width: 3px; }
.sw.sim { background: var(--tier-full); }
.sw.th-auto { background: var(--th-auto); height: 2px; vertical-align: 3px; }
.sw.th-warning { background: var(--th-warning); height: 2px; vertical-align: 3px; margin-left: 8px; }
.sw.th-blocking { background: var(--th-blocking); height: 2px; vertical-align: 3px; margin-left: 8px; }
${["microcompact-time", "microcompact-cache", "file-unchanged", "session-memory", "full", "reactive"]
  .map((t) => `.sw.tier-${t} { background: var(--tier-${t}); }`)
  .join("\n")}
ul.notes { padding-left: 18px; color: var(--muted); }
footer { margin-top: 32px; font-size: 13px; }
footer ul { padding-left: 18px; }
@media print {
  body { max-width: none; padding: 0; }
  article.compaction { break-inside: avoid; }
}
`;
