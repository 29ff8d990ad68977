// A bug report as one HTML file: the report's data (./report-data.ts) in, a string out. The file
// opens offline and asks for nothing: the CSS is inline (light and dark by prefers-color-scheme),
// the timeline is inline SVG, there is no script, and a Content-Security-Policy meta tag forbids
// every fetch (`default-src 'none'`). Every string that came from the session is escaped (./escape.ts).
import { ESTIMATOR_LABEL } from "../model";
import { fidelityAbsPct, fidelityPct } from "../context/fidelity";
import type { AgreementMark } from "../context/reattach-agreement";
import { TIER_LABEL, type Tier, type Trigger } from "../context/sim-types";
import type { SizeError } from "../context/reattach-fidelity";
import { esc, kilo, num, plural, signed } from "./escape";
import type { ReportData, ReportRecorded, ReportSimulated } from "./report-data";
import { timelineSvg } from "./timeline-svg";
import { REPORT_CSS } from "./report-css";

export const REPORT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

const FORMAT: Record<string, string> = {
  "claude-code-jsonl": "Claude Code session (JSONL)",
  "messages-api": "Messages API request (JSON)",
  scenario: "Context Lab scenario",
};

const MODE: Record<ReportData["facts"]["mode"], string> = {
  replay: "replay: the recording followed, the rules' compactions predicted beside its own",
  "what-if": "what-if: other settings, following the recording until they decide otherwise",
  simulation: "simulation: a scenario, the rules alone",
};

const MARK: Record<AgreementMark, string> = {
  same: "same",
  "only-recorded": "only in the recording",
  "only-rules": "only in the rules",
  "cut-differently": "cut differently",
};

const TRIGGER: Record<Trigger, string> = {
  auto: "auto (the auto-compact threshold)",
  manual: "manual (/compact)",
  "context-command": "/context (design-notes preset)",
  "prompt-too-long": "prompt too long (413)",
  "time-gap": "time since the last answer",
  "tool-count": "count of tool results",
  "repeat-read": "a repeat Read of an unchanged file",
};

const SKIPPED: Record<string, string> = {
  visible: "still in the kept messages",
  "memory-file": "a memory file",
  "over-file-count": "over the file count",
  "over-total-budget": "over the total budget",
};

const BIG_TIERS = new Set<Tier>(["session-memory", "full", "reactive"]);

const mark = (m: AgreementMark) => `<span class="mark ${m === "same" ? "ok" : "warn"}" data-mark="${m}">${esc(MARK[m])}</span>`;
const chars = (n: number | undefined) => (n === undefined ? "—" : esc(num(n)));
const opt = (n: number | undefined | null, suffix = "") => (n === undefined || n === null ? "—" : esc(num(n) + suffix));
const step = (s: number) => `step ${esc(num(s + 1))}`;

function dl(rows: [string, string | null | undefined][]): string {
  return `<dl class="facts">${rows
    .filter((r): r is [string, string] => !!r[1])
    .map(([k, v]) => `<dt>${esc(k)}</dt><dd>${v}</dd>`)
    .join("")}</dl>`;
}

function factsSection(d: ReportData): string {
  const f = d.facts;
  const T = d.thresholds;
  return `<section id="facts" aria-labelledby="facts-h"><h2 id="facts-h">Session</h2>${dl([
    ["Source", esc(FORMAT[f.format] ?? f.format)],
    ["Session title", d.title !== null ? esc(d.title) : null],
    ["Session id", f.sessionId ? `<span class="mono">${esc(f.sessionId)}</span>` : null],
    ["Git branch", f.gitBranch ? `<span class="mono">${esc(f.gitBranch)}</span>` : null],
    ["Working folder", f.cwd ? `<span class="mono">${esc(f.cwd)}</span>` : null],
    [
      "Claude Code",
      f.versions.length
        ? esc(f.versions.join(", ")) + (f.versions.length > 1 ? ` (the newest, ${esc(f.version ?? "")}, chooses the preset)` : "")
        : "no version recorded",
    ],
    ["Model", f.models.length ? `<span class="mono">${esc(f.models.join(", "))}</span>` : "none recorded"],
    ["Context window", `${esc(num(f.window))} tokens`],
    ["Preset", `<span class="mono">${esc(f.preset)}</span><ul class="why">${f.presetWhy.map((w) => `<li>${esc(w)}</li>`).join("")}</ul>`],
    ["Mode", esc(MODE[f.mode])],
    ["Fork", f.fork ? `at ${step(f.fork.step)}: ${esc(f.fork.reason)}` : null],
    [
      "Thresholds",
      `auto-compact ${T.autoEnabled ? `<b>${esc(num(T.auto))}</b>` : "off"} · warning ${esc(num(T.warning))} · blocking ${esc(num(T.blocking))} · effective window ${esc(num(T.effective))}`,
    ],
    [
      "Size",
      `${esc(plural(f.events, "event"))}, ${esc(plural(f.rounds, "API round"))}${f.subagents ? `, ${esc(plural(f.subagents, "subagent transcript"))} (not in this report)` : ""}`,
    ],
  ])}</section>`;
}

function timelineSection(d: ReportData): string {
  const t = d.timeline;
  const bigSim = t.simulated.filter((c) => BIG_TIERS.has(c.tier)).length;
  return `<section id="timeline" aria-labelledby="timeline-h"><h2 id="timeline-h">Timeline</h2>
<figure>${timelineSvg(d)}<figcaption><ul class="legend">
<li><span class="sw meter"></span>context size per step (what the thresholds see)</li>
<li><span class="sw rec"></span>recorded compaction (R1, R2…: ${esc(plural(t.recorded.length, "in the file", "in the file"))})</li>
<li><span class="sw sim"></span>compaction by the rules (S1, S2…: ${esc(num(bigSim))} summarising, ${esc(num(t.simulated.length - bigSim))} clearing tool results); hollow: predicted beside the recording, not applied</li>
<li><span class="sw th-auto"></span>auto-compact threshold <span class="sw th-warning"></span>warning <span class="sw th-blocking"></span>blocking</li>
</ul></figcaption></figure></section>`;
}

function cameBack(r: ReportRecorded): string {
  const a = r.account;
  if (!a) return "";
  const head = a.written
    ? `Skills ${a.skillsEqual ? "the same in both (names, order, characters)" : "differ"}; files: ${esc(num(a.filesSame))} the same, of ${esc(num(a.filesRecorded))} in the recording and ${esc(num(a.filesRules))} by the rules.`
    : "The recording writes nothing after this compaction (Claude Code before about 2.1.100): the rules' account only.";
  const skills = a.skills.length
    ? `<table class="came-back" data-what="skills"><thead><tr><th scope="col">Skill</th><th scope="col" class="num">Recorded chars</th><th scope="col" class="num">Rules chars</th><th scope="col">Mark</th><th scope="col">Why</th></tr></thead><tbody>${a.skills
        .map(
          (s) =>
            `<tr class="skill-row"><td class="mono">${esc(s.name)}</td><td class="num">${chars(s.recordedChars)}</td><td class="num">${chars(s.ruleChars)}</td><td>${mark(s.mark)}</td><td class="why">${esc(s.why)}</td></tr>`,
        )
        .join("")}</tbody></table>`
    : `<p class="muted">No skill was invoked before it, and none came back.</p>`;
  const files = a.files.length
    ? `<table class="came-back" data-what="files"><thead><tr><th scope="col">File</th><th scope="col">Mark</th><th scope="col">Note</th></tr></thead><tbody>${a.files
        .map(
          (f) =>
            `<tr class="file-row"><td class="mono">${esc(f.path)}</td><td>${mark(f.mark)}</td><td class="muted">${f.namedOnly ? "named only, too large to re-read" : ""}</td></tr>`,
        )
        .join("")}</tbody></table>`
    : `<p class="muted">No file came back in either account.</p>`;
  const more = [
    a.others.length ? `<p>Also written after the boundary: ${esc(a.others.join(", "))}.</p>` : "",
    a.forgotten.length
      ? `<p class="warn-text">Forgotten by Claude Code (invoked before a resume): ${esc(a.forgotten.join(", "))}.</p>`
      : "",
  ].join("");
  return `<h4>What came back</h4><p>${head}</p>${skills}${files}${more}`;
}

function recordedArticle(r: ReportRecorded): string {
  const what = r.implied
    ? "implied compaction (a drop in recorded usage, no boundary record)"
    : `${r.trigger === "manual" ? "manual (/compact)" : "auto"} compaction`;
  const where = [step(r.step), r.line !== undefined ? `line ${esc(num(r.line))}` : "", `round ${esc(num(r.round + 1))}`]
    .filter(Boolean)
    .join(", ");
  const m = r.match;
  const pair = m
    ? `The rules ${m.roundDiff === 0 ? "predict it in the same round" : `predict it ${esc(num(Math.abs(m.roundDiff)))} round${Math.abs(m.roundDiff) === 1 ? "" : "s"} ${m.roundDiff > 0 ? "later" : "earlier"}`}: <a href="#sim-${m.n}">S${m.n}</a>, ${esc(TIER_LABEL[m.tier].toLowerCase())} at ${step(m.step)}${
        m.tokenDiff === null
          ? ""
          : m.tokenDiff === 0
            ? ", its meter before it at the recorded preTokens"
            : `, its meter before it ${esc(signed(m.tokenDiff))} tokens from the recorded preTokens`
      }.`
    : `<span class="warn-text">The rules do not predict it (missed).</span>`;
  const sizes = `<table class="figures"><tbody>
<tr><th scope="row">Before: recorded preTokens</th><td class="num">${opt(r.preTokens)}</td><td class="src">recorded</td></tr>
<tr><th scope="row">Before: the replay's meter</th><td class="num">${opt(r.estimatedPre)}</td><td class="src">recorded usage + estimate</td></tr>
<tr><th scope="row">After: recorded postTokens</th><td class="num">${opt(r.postTokens)}</td><td class="src">recorded</td></tr>
<tr><th scope="row">After: the next request</th><td class="num">${opt(r.recordedAfter)}</td><td class="src">recorded usage</td></tr>
<tr><th scope="row">After: by the rules</th><td class="num">${opt(r.ruleAfter)}</td><td class="src">estimate${r.ruleSummary !== null ? `, of which summary ${esc(num(r.ruleSummary))}` : ""}</td></tr>
</tbody></table>`;
  return `<article class="compaction recorded" id="rec-${r.n}" data-step="${r.step}"><h3>R${r.n} · ${esc(what)} <span class="where">${where}</span></h3>
<p>${pair}${r.taken ? "" : " A what-if had left the recording before it: the replay did not take it."}</p>${sizes}${cameBack(r)}${
    r.instructions ? `<h4>/compact instructions</h4><blockquote>${esc(r.instructions)}</blockquote>` : ""
  }${r.summary ? `<h4>The summary's opening, as recorded</h4><blockquote>${esc(r.summary)}</blockquote>` : ""}</article>`;
}

function recordedSection(d: ReportData): string {
  const compacts = d.recorded.filter((r) => r.kind === "compact");
  const micro = d.recorded.filter((r) => r.kind === "microcompact");
  const body = d.recorded.length
    ? compacts.map(recordedArticle).join("") +
      (micro.length
        ? `<h3>Recorded microcompactions</h3><table class="list"><thead><tr><th scope="col">#</th><th scope="col">Step</th><th scope="col" class="num">Before</th><th scope="col" class="num">Freed</th></tr></thead><tbody>${micro
            .map(
              (r) =>
                `<tr id="rec-${r.n}"><td>R${r.n}</td><td>${esc(num(r.step + 1))}</td><td class="num">${opt(r.preTokens)}</td><td class="num">${opt(r.tokensSaved)}</td></tr>`,
            )
            .join("")}</tbody></table>`
        : "")
    : `<p class="muted">${d.facts.format === "scenario" ? "A scenario records no compaction: see the rules' below." : "The file records no compaction."}</p>`;
  return `<section id="recorded" aria-labelledby="recorded-h"><h2 id="recorded-h">Recorded compactions</h2><p class="note">Each compaction the file records, what it says came back after it (the attachment records after the boundary) beside what the rules put back at that moment. Sizes of skills are characters, as Claude Code's rule counts them (tokens = characters / 4).</p>${body}</section>`;
}

function simulatedArticle(c: ReportSimulated): string {
  const skills = c.skills.length
    ? `<table class="list"><thead><tr><th scope="col">Skill re-attached</th><th scope="col">Status</th><th scope="col" class="num">Chars</th><th scope="col" class="num">Of</th><th scope="col" class="num">Cut at</th><th scope="col" class="num">Tokens</th></tr></thead><tbody>${c.skills
        .map(
          (s) =>
            `<tr><td class="mono">${esc(s.name)}</td><td>${esc(s.status)}</td><td class="num">${esc(num(s.chars))}</td><td class="num">${esc(num(s.originalChars))}</td><td class="num">${opt(s.cutAt)}</td><td class="num">${esc(num(s.tokens))}</td></tr>`,
        )
        .join("")}</tbody></table>`
    : `<p class="muted">No skill re-attached.</p>`;
  const files = c.files.length
    ? `<table class="list"><thead><tr><th scope="col">File re-attached</th><th scope="col" class="num">Tokens</th><th scope="col">Too large</th></tr></thead><tbody>${c.files
        .map(
          (f) =>
            `<tr><td class="mono">${esc(f.path)}</td><td class="num">${esc(num(f.tokens))}</td><td>${f.named ? "name only" : ""}</td></tr>`,
        )
        .join("")}</tbody></table>`
    : `<p class="muted">No file re-attached.</p>`;
  const skippedBy = new Map<string, number>();
  for (const f of c.skippedFiles) skippedBy.set(f.reason, (skippedBy.get(f.reason) ?? 0) + 1);
  const skipped = skippedBy.size
    ? `<p class="muted">Files not re-attached: ${[...skippedBy].map(([k, n]) => `${esc(num(n))} ${esc(SKIPPED[k] ?? k)}`).join(", ")}.</p>`
    : "";
  const memory = c.memory.length
    ? `<p>Memory re-read from disk: ${c.memory.map((m) => `${esc(m.label)} (${esc(num(m.tokens))})`).join(", ")}.</p>`
    : "";
  return `<article class="compaction simulated" id="sim-${c.n}" data-step="${c.step}"><h3>S${c.n} · ${esc(TIER_LABEL[c.tier])} <span class="where">${step(c.step)}, round ${esc(num(c.round + 1))}</span></h3>
<p>${esc(TRIGGER[c.trigger])}; ${esc(num(c.tokensBefore))} → ${esc(num(c.tokensAfter))} tokens${c.summaryTokens !== null ? ` (summary ${esc(num(c.summaryTokens))})` : ""}; summarised ${esc(plural(c.summarised.items, "message"))} (${esc(num(c.summarised.tokens))}), kept ${esc(plural(c.kept.items, "message"))} (${esc(num(c.kept.tokens))}).${
    c.predicted ? " Predicted beside the recording, not applied." : ""
  }${c.ok ? "" : ` <span class="warn-text">Failed: ${esc(c.failure ?? "")}.</span>`}${c.recorded ? ` Pairs with <a href="#rec-${c.recorded}">R${c.recorded}</a>.` : ""}</p>${skills}${files}${skipped}${memory}${
    c.instructions ? `<h4>/compact instructions</h4><blockquote>${esc(c.instructions)}</blockquote>` : ""
  }</article>`;
}

function simulatedSection(d: ReportData): string {
  const rows = d.simulated
    .map(
      (c) =>
        `<tr class="sim-row${c.predicted ? " predicted" : ""}"><td>${BIG_TIERS.has(c.tier) ? `<a href="#sim-${c.n}">S${c.n}</a>` : `S${c.n}`}</td><td>${esc(num(c.step + 1))}</td><td><span class="sw tier-${c.tier}"></span>${esc(TIER_LABEL[c.tier])}</td><td>${esc(TRIGGER[c.trigger])}</td><td class="num">${esc(kilo(c.tokensBefore))} → ${esc(kilo(c.tokensAfter))}</td><td>${c.ok ? (c.predicted ? "predicted" : "applied") : `<span class="warn-text">failed (${esc(c.failure ?? "")})</span>`}</td><td>${c.recorded ? `<a href="#rec-${c.recorded}">R${c.recorded}</a>` : "—"}</td></tr>`,
    )
    .join("");
  const table = d.simulated.length
    ? `<table class="list"><thead><tr><th scope="col">#</th><th scope="col">Step</th><th scope="col">Tier</th><th scope="col">Trigger</th><th scope="col" class="num">Tokens</th><th scope="col">Result</th><th scope="col">Recorded</th></tr></thead><tbody>${rows}</tbody></table>${
        d.simulatedLeftOut ? `<p class="muted">And ${esc(plural(d.simulatedLeftOut, "more compaction"))} not listed.</p>` : ""
      }`
    : `<p class="muted">The rules compact nothing in this session.</p>`;
  const notes = d.notes.length
    ? `<h3>Notes</h3><ul class="notes">${d.notes.map((n) => `<li>${step(n.step)}: ${esc(n.message)}</li>`).join("")}</ul>`
    : "";
  return `<section id="simulated" aria-labelledby="simulated-h"><h2 id="simulated-h">Compactions by the rules</h2><p class="note">What the simulator's rules do on this session under the preset above. In a replay they are laid beside the recorded ones (predicted), not applied.</p>${table}${d.simulated
    .filter((c) => BIG_TIERS.has(c.tier))
    .map(simulatedArticle)
    .join("")}${notes}</section>`;
}

const size = (e: SizeError | null) =>
  e
    ? `${esc(signed(e.meanTokens))} tokens on average (|error| ${esc(num(e.meanAbsTokens))}, ${esc(e.meanAbsPct.toFixed(1))}%; ${esc(plural(e.points, "compaction"))})`
    : "—";

function fidelitySection(d: ReportData): string {
  const f = d.fidelity;
  if (!f)
    return `<section id="fidelity" aria-labelledby="fidelity-h"><h2 id="fidelity-h">Fidelity</h2><p class="muted">${esc(d.fidelityWhy ?? "No fidelity figures.")}</p></section>`;
  const r = f.reattach;
  const rows: [string, string][] = [
    [
      "Replayed under",
      `<span class="mono">${esc(f.preset)}</span>, window ${esc(num(f.window))}${f.versionKnown ? "" : " (no evidence for this version: the nearest preset)"}`,
    ],
    ["Recorded compactions", esc(num(f.recorded)) + (f.implied ? ` (${esc(num(f.implied))} implied)` : "")],
    ["Predicted within one round", `${esc(num(f.matched))} (${esc(num(f.matchedByEstimate))} before the boundary's own count)`],
    ["Predicted further off", esc(num(f.far))],
    ["Missed", esc(num(f.missed))],
    ["Extra (the rules only)", esc(num(f.extra))],
    ["Recorded microcompactions", esc(num(f.microcompactions))],
    [
      "Estimate against recorded usage",
      `${esc(fidelityPct(f.errorBefore))} mean, ${esc(fidelityAbsPct(f.errorBefore))} mean |error|${f.errorBefore ? ` over ${esc(plural(f.errorBefore.points, "usage point"))}` : ""}`,
    ],
    ["After calibration", `${esc(fidelityPct(f.errorAfter))} mean, ${esc(fidelityAbsPct(f.errorAfter))} mean |error|`],
    [
      "Held out (calibrated on the first half)",
      f.errorHeldOut ? `${esc(fidelityPct(f.errorHeldOut.before))} before, ${esc(fidelityPct(f.errorHeldOut.after))} after` : "—",
    ],
    [
      "Calibration",
      `ratio ${esc(f.calibration.ratio.toFixed(3))} over ${esc(plural(f.calibration.pairs, "pair"))}; ${esc(num(f.calibration.placeholderOutputs))} of ${esc(num(f.calibration.responses))} responses with a placeholder output count`,
    ],
    [
      "What came back: skills",
      r.accounts
        ? `the same as recorded after ${esc(num(r.skillsEqual))} of ${esc(plural(r.accounts, "compaction"))}; ${esc(num(r.skillEntriesSame))} of ${esc(plural(r.skillEntries, "skill entry", "skill entries"))} the same`
        : "the recording says after no compaction what came back",
    ],
    [
      "What came back: files",
      r.accounts
        ? `${esc(num(r.filesSame))} in both, of ${esc(num(r.filesRecorded))} recorded and ${esc(num(r.filesRules))} by the rules`
        : "—",
    ],
    ["Size after, by the rules", size(r.ruleSize)],
    ["Size after, by postTokens", size(r.postTokensSize)],
  ];
  return `<section id="fidelity" aria-labelledby="fidelity-h"><h2 id="fidelity-h">Fidelity</h2><p class="note">The session replayed under the preset its Claude Code version chooses, held against what it recorded (as the app's fidelity panel and <span class="mono">context-lab fidelity</span> print it).</p><table class="figures fidelity"><tbody>${rows
    .map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${v}</td></tr>`)
    .join("")}</tbody></table></section>`;
}

const TEXT_MODE: Record<string, string> = {
  drop: "left out",
  redact: "included, secrets (keys, tokens, passwords, emails) replaced",
  keep: "included as written, secrets too",
};

function footer(d: ReportData): string {
  const c = d.counts;
  const est = ESTIMATOR_LABEL[c.estimator] ?? c.estimator;
  const red = d.redaction;
  const secrets = red.secrets.reduce((a, s) => a + s.count, 0);
  return `<footer id="counts" aria-labelledby="counts-h"><h2 id="counts-h">How each figure was counted</h2><ul>
<li><b>Recorded</b> figures (preTokens, postTokens, the next request, usage) are the file's own, as Claude Code wrote them.</li>
<li><b>Estimates</b> (the rules' sizes, the meter between usage records, the summaries) are counted with the ${esc(est)} estimator${
    c.calibration ? `, calibrated by ${esc(c.calibration.ratio.toFixed(3))} over ${esc(plural(c.calibration.pairs, "measured pair"))}` : ""
  }.</li>
<li><b>The meter</b>: ${c.sources.map((s) => `${esc(plural(s.steps, "step"))} from ${esc(s.source)}`).join(", ") || "no step"}.</li>
<li><b>Skills and files that came back</b> are measured in characters, as Claude Code's re-attachment rule counts them (tokens = characters / 4), in both accounts.</li>
<li><b>Fidelity</b> figures hold the ${esc(est)} estimate against recorded usage, before and after calibration.</li>
</ul>
<h3>What this report leaves out</h3><ul class="redaction">
<li>Message text: ${esc(TEXT_MODE[red.text] ?? red.text)}.</li>
<li>Title, file name, session id and branch: ${red.title ? "included" : "left out"}.</li>
<li>Paths: ${red.paths ? "included" : "left out; each file is an alias (file 1, file 2…), the same file the same alias throughout"}.</li>
<li>Secrets replaced: ${secrets ? esc(red.secrets.map((s) => `${s.kind} ×${s.count}`).join(", ")) : "none found"}.</li>
<li>Skill names, models, versions and every count are always included.</li>
</ul>
<p class="muted">Made by Context Lab on ${esc(d.generatedAt)}. This file makes no request: it has no script, and its Content-Security-Policy forbids loading anything.</p></footer>`;
}

/** The report as one self-contained HTML document. */
export function reportHtml(d: ReportData): string {
  const heading = d.title !== null ? `Context report: ${esc(d.title)}` : "Context report";
  const nav = [
    ["facts", "Session"],
    ["timeline", "Timeline"],
    ["recorded", `Recorded compactions (${num(d.recorded.filter((r) => r.kind === "compact").length)})`],
    ["simulated", `By the rules (${num(d.simulated.length + d.simulatedLeftOut)})`],
    ["fidelity", "Fidelity"],
    ["counts", "How it was counted"],
  ];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${REPORT_CSP}">
<meta name="referrer" content="no-referrer">
<meta name="color-scheme" content="light dark">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading}</title>
<style>${REPORT_CSS}</style>
</head>
<body>
<header><h1>${heading}</h1><p class="muted">How Claude Code managed the context of one session, as recorded and as Context Lab's rules predict it. Made on ${esc(d.generatedAt)}.</p>
<nav aria-label="Contents"><ul>${nav.map(([id, label]) => `<li><a href="#${id}">${esc(label)}</a></li>`).join("")}</ul></nav></header>
<main>
${factsSection(d)}
${timelineSection(d)}
${recordedSection(d)}
${simulatedSection(d)}
${fidelitySection(d)}
</main>
${footer(d)}
</body>
</html>
`;
}
