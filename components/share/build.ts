// What a share link or an exported scenario carries, read from the inspector's state. Looks things
// up only; the reduction, redaction and encoding are lib/share's, run in share.worker.ts.
import type { InspectorState } from "@/components/state/store";
import type { ShareView } from "@/components/worker/share-protocol";
import type { ReduceOptions } from "@/lib/share/reduce";
import { differingStreams } from "@/lib/context/model-stream-overhead";

/** The view state a link keeps: preset and overrides, step, open panel, estimator, compare mode. */
export function shareView(st: InspectorState): ShareView {
  const sim = st.simChoice;
  return {
    ...(sim.preset ? { preset: sim.preset } : {}),
    ...(Object.keys(sim.overrides).length ? { overrides: sim.overrides } : {}),
    step: st.steps.main ?? 0,
    panel: st.panels.settings ? "settings" : st.sideTab,
    estimator: st.views[0]?.table.estimator ?? st.estimator,
    ...(st.compare ? { compare: st.compare } : {}),
  };
}

/** The loaded scenario document, when the main input is one (shared as it was written). */
export function scenarioDoc(st: InspectorState): Record<string, unknown> | null {
  if (st.views[0]?.session.format !== "scenario") return null;
  const main = st.inputs.find((f) => f.role === "main") ?? st.inputs[0];
  // a scenario too large to hold as text is shared reduced, like a session
  if (!main || typeof main.text !== "string") return null;
  try {
    const doc = JSON.parse(main.text.replace(/^\uFEFF/, ""));
    return doc && typeof doc === "object" && !Array.isArray(doc) ? (doc as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The parts of the main session the reduction reads (subagents and sidechains stay behind). */
export function reduceInput(st: InspectorState, options: Partial<ReduceOptions>) {
  const v = st.views[0];
  if (!v) return null;
  // a link carries no record's parent: an earlier conversation the file does not hold goes with the
  // system prompt + tools, as the first request carried it (unrecorded-prefix.ts)
  const overhead = v.timeline.overhead.source === "inferred" ? v.timeline.overhead.tokens + v.timeline.unrecordedPrefix.tokens : undefined;
  const session = { ...v.session, subagents: [], sidechain: [] };
  const byStream = overhead && differingStreams(v.timeline.streams) ? { overheadByStream: true } : {};
  return { session, table: v.table, options: { ...options, ...(overhead ? { overheadTokens: overhead } : {}), ...byStream } };
}

export function slug(s: string): string {
  return (
    s
      .toLowerCase()
      .replace(/\.(jsonl?|txt)$/i, "")
      .replace(/[^a-z0-9가-힣]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "context-lab"
  );
}

/** Saves text or a blob as a file through a temporary blob: link (nothing leaves the browser). */
export function download(name: string, data: string | Blob, mime = "application/json"): void {
  const blob = typeof data === "string" ? new Blob([data], { type: mime }) : data;
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.rel = "noopener";
  a.style.display = "none";
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Copies text; falls back to a selected hidden field when the Clipboard API is refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const ta = document.createElement("textarea");
    ta.value = text;
    ta.setAttribute("readonly", "");
    ta.style.position = "fixed";
    ta.style.opacity = "0";
    document.body.appendChild(ta);
    ta.select();
    let ok = false;
    try {
      ok = document.execCommand("copy");
    } catch {
      ok = false;
    }
    ta.remove();
    return ok;
  }
}
