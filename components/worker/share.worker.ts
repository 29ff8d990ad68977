/// <reference lib="webworker" />
// Share links off the main thread: reducing a session to a snapshot that replays exactly, with no
// text, path or title unless the sender ticks them (lib/share/snapshot), finding and redacting
// secrets (lib/share/redact) and deflating the state into the URL fragment (lib/share/link). A
// large session takes a moment; the page stays responsive.
import { pushAll } from "@/lib/input/check";
import { encodeShare } from "@/lib/share/link";
import { DEFAULT_SNAPSHOT, snapshotSession } from "@/lib/share/snapshot";
import { reduceToScenario } from "@/lib/share/reduce";
import { findSecrets, redactJson, secretContexts, type SecretKind } from "@/lib/share/redact";
import type { SecretSnippet, ShareMessage, ShareRequest } from "./share-protocol";

declare const self: DedicatedWorkerGlobalScope;

const MAX_SNIPPETS = 60;

/** Where the redaction markers (or, for kept text, the secrets) sit in the scenario, with context. */
function snippets(json: string, kept: boolean): SecretSnippet[] {
  if (kept) return secretContexts(json, findSecrets(json).slice(0, MAX_SNIPPETS));
  const out: SecretSnippet[] = [];
  const re = /\[REDACTED:([a-z-]+)\]/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(json)) && out.length < MAX_SNIPPETS) {
    out.push({
      kind: m[1] as SecretKind,
      before: json.slice(Math.max(0, m.index - 32), m.index),
      secret: m[0],
      after: json.slice(m.index + m[0].length, m.index + m[0].length + 32),
    });
  }
  return out;
}

function countKinds(json: string): { kind: SecretKind; count: number }[] {
  const m = new Map<SecretKind, number>();
  for (const f of findSecrets(json)) m.set(f.kind, (m.get(f.kind) ?? 0) + 1);
  return [...m].map(([kind, count]) => ({ kind, count }));
}

function handle(req: ShareRequest): ShareMessage {
  const t0 = performance.now();
  let scenario: Record<string, unknown>;
  let findings: { kind: SecretKind; count: number }[];
  let events: number;
  const dropped: { kind: string; count: number }[] = [];
  const step = req.view.step;
  let kept = false;
  if (req.type === "reduce" && req.form === "scenario") {
    // the builder edits scenarios: one event per step of the scenario format, sizes kept
    const r = reduceToScenario(req.session, req.table, req.options);
    scenario = r.scenario;
    events = r.events;
    pushAll(dropped, r.dropped);
    findings = r.findings;
  } else if (req.type === "reduce") {
    // every event keeps its place and its counted size, so the link opens on the same step with the same figures
    const options = { ...DEFAULT_SNAPSHOT, ...req.snapshot };
    const r = snapshotSession(req.session, req.table, options);
    scenario = r.doc;
    events = req.session.events.length;
    kept = options.text === "keep";
    // kept text is shared as it is: say what it holds
    findings = kept ? countKinds(JSON.stringify(scenario)) : [...r.findings].map(([kind, count]) => ({ kind: kind as SecretKind, count }));
  } else {
    if (req.redact) {
      const r = redactJson(req.scenario);
      scenario = r.value;
      findings = r.findings;
    } else {
      scenario = req.scenario;
      kept = true;
      findings = countKinds(JSON.stringify(scenario));
    }
    events = Array.isArray(scenario.events) ? scenario.events.length : 0;
  }
  const view = { ...req.view, ...(step !== undefined ? { step } : {}) };
  const { fragment, chars, tooLong } = encodeShare({ v: 1, scenario, ...view });
  const json = JSON.stringify(scenario, null, 2) + "\n";
  return {
    type: "shared",
    id: req.id,
    scenario,
    findings,
    snippets: snippets(JSON.stringify(scenario), kept),
    events,
    dropped,
    step,
    fragment,
    chars,
    tooLong,
    json,
    ms: performance.now() - t0,
  };
}

self.onmessage = (e: MessageEvent<ShareRequest>) => {
  const req = e.data;
  try {
    self.postMessage(handle(req));
  } catch (err) {
    self.postMessage({
      type: "error",
      id: req?.id ?? 0,
      message: `Could not make the share link: ${err instanceof Error ? err.message : String(err)}`,
    } satisfies ShareMessage);
  }
};
