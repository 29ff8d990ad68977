// The report's timeline: the context size per step as an inline SVG, with the thresholds as
// lines and each compaction as a marker that links to its section. No script, no chart library:
// the colours are the report's CSS variables (classes), so the chart follows light and dark.
import { TIER_LABEL } from "../context/sim-types";
import { esc, kilo, num } from "./escape";
import type { ReportData } from "./report-data";

const W = 960;
const H = 300;
const PAD = { left: 52, right: 118, top: 26, bottom: 40 };
const PW = W - PAD.left - PAD.right;
const PH = H - PAD.top - PAD.bottom;
/** closer than this, two threshold labels are spread apart */
const LABEL_GAP = 13;

/** The smallest round number at or above n: 1, 2, 2.5 or 5 times a power of ten. */
function niceCeil(n: number): number {
  if (n <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(n));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * p >= n) return m * p;
  return 10 * p;
}

/** Round ticks from 0 to max, about `count` of them. */
function ticks(max: number, count: number): number[] {
  const step = niceCeil(max / count);
  const out: number[] = [];
  for (let v = 0; v <= max + 1e-9; v += step) out.push(v);
  return out;
}

const f1 = (n: number) => String(Math.round(n * 10) / 10);

export function timelineSvg(d: ReportData): string {
  const t = d.timeline;
  const T = d.thresholds;
  const yMax = niceCeil(Math.max(t.max, T.auto, 1) * 1.06);
  const last = Math.max(1, t.steps - 1);
  const x = (step: number) => PAD.left + (Math.min(Math.max(step, 0), last) / last) * PW;
  const y = (tokens: number) => PAD.top + PH - (Math.min(Math.max(tokens, 0), yMax) / yMax) * PH;
  const out: string[] = [];
  const title = `Context size per step, ${num(t.steps)} steps, up to ${num(t.max)} tokens`;
  out.push(
    // no role="img": its markers are links, which an image may not hold
    `<svg class="timeline" viewBox="0 0 ${W} ${H}" aria-labelledby="timeline-title" preserveAspectRatio="xMidYMid meet">`,
    `<title id="timeline-title">${esc(title)}</title>`,
  );

  // grid and axes
  for (const v of ticks(yMax, 5)) {
    out.push(`<line class="grid" x1="${PAD.left}" x2="${PAD.left + PW}" y1="${f1(y(v))}" y2="${f1(y(v))}"/>`);
    out.push(`<text class="axis" x="${PAD.left - 6}" y="${f1(y(v) + 4)}" text-anchor="end">${esc(kilo(v))}</text>`);
  }
  for (const s of ticks(last, 8)) {
    if (s > last) continue;
    out.push(`<line class="tick" x1="${f1(x(s))}" x2="${f1(x(s))}" y1="${PAD.top + PH}" y2="${PAD.top + PH + 4}"/>`);
    out.push(`<text class="axis" x="${f1(x(s))}" y="${PAD.top + PH + 16}" text-anchor="middle">${esc(num(s + 1))}</text>`);
  }
  out.push(`<text class="axis" x="${PAD.left + PW / 2}" y="${H - 6}" text-anchor="middle">step</text>`);
  out.push(`<text class="axis" x="${PAD.left - 6}" y="${PAD.top - 12}" text-anchor="end">tokens</text>`);

  // thresholds: a line each, labels on the right kept apart
  const lines = [
    { k: "window", v: T.window, label: `window ${kilo(T.window)}` },
    { k: "blocking", v: T.blocking, label: `blocking ${kilo(T.blocking)}` },
    ...(T.autoEnabled ? [{ k: "auto", v: T.auto, label: `auto-compact ${kilo(T.auto)}` }] : []),
    { k: "warning", v: T.warning, label: `warning ${kilo(T.warning)}` },
  ].filter((l) => l.v > 0 && l.v <= yMax);
  let lastY = -Infinity;
  for (const l of lines.sort((a, b) => b.v - a.v)) {
    const ly = y(l.v);
    const labelY = Math.max(ly + 4, lastY + LABEL_GAP);
    lastY = labelY;
    out.push(
      `<line class="th th-${l.k}" x1="${PAD.left}" x2="${PAD.left + PW}" y1="${f1(ly)}" y2="${f1(ly)}"><title>${esc(`${l.label.split(" ")[0]}: ${num(l.v)} tokens`)}</title></line>`,
      `<text class="th-label th-${l.k}" x="${PAD.left + PW + 6}" y="${f1(labelY)}">${esc(l.label)}</text>`,
    );
  }

  // the meter
  if (t.points.length) {
    const pts = t.points.map(([s, v]) => `${f1(x(s))},${f1(y(v))}`);
    const base = f1(PAD.top + PH);
    out.push(
      `<path class="area" d="M${f1(x(t.points[0][0]))},${base}L${pts.join("L")}L${f1(x(t.points[t.points.length - 1][0]))},${base}Z"/>`,
    );
    out.push(`<path class="meter" d="M${pts.join("L")}"/>`);
  }

  // simulated compactions: a triangle under the axis line; hollow when only predicted beside the recording
  for (const c of t.simulated) {
    const cx = x(c.step);
    const cy = PAD.top + PH;
    const big = c.tier === "full" || c.tier === "session-memory" || c.tier === "reactive";
    const r = big ? 6 : 4;
    const what = `S${c.n}: ${TIER_LABEL[c.tier]} at step ${num(c.step + 1)}${c.predicted ? " (predicted beside the recording)" : ""}${c.ok ? "" : " (failed)"}`;
    const shape = `<path class="sim tier-${c.tier}${c.predicted ? " predicted" : ""}" d="M${f1(cx)},${f1(cy - r * 1.6)}L${f1(cx - r)},${f1(cy)}L${f1(cx + r)},${f1(cy)}Z"><title>${esc(what)}</title></path>`;
    out.push(big ? `<a href="#sim-${c.n}">${shape}</a>` : shape);
  }

  // recorded compactions: a vertical line with its number on top
  for (const r of t.recorded) {
    const rx = f1(x(r.step));
    const what = `R${r.n}: recorded ${r.kind === "compact" ? "compaction" : "microcompaction"} at step ${num(r.step + 1)}`;
    out.push(
      `<a href="#rec-${r.n}"><g class="rec ${r.kind}"><title>${esc(what)}</title>` +
        `<line x1="${rx}" x2="${rx}" y1="${PAD.top - 4}" y2="${PAD.top + PH}"/>` +
        `<text x="${rx}" y="${PAD.top - 8}" text-anchor="middle">R${r.n}</text></g></a>`,
    );
  }

  out.push(`<rect class="frame" x="${PAD.left}" y="${PAD.top}" width="${PW}" height="${PH}"/>`);
  out.push("</svg>");
  return out.join("");
}
