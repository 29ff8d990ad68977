"use client";
// What the sender chooses to put in a link. A scenario is shared as written, with or without its
// secrets redacted; a real session travels as its shape and sizes, plus the parts ticked (text,
// paths, title), and a list says what the link then holds.
import type { Session } from "@/lib/model";
import { linkHolds, NEVER_IN_A_LINK, SHARE_PARTS, type ShareParts } from "./labels";
import { SHORT_FORMAT_LABEL } from "@/components/inspector/format";

export function ScenarioOptions({ redact, onRedact }: { redact: boolean; onRedact: (on: boolean) => void }) {
  return (
    <fieldset className="share-box" data-testid="share-scenario-options">
      <legend>A scenario: shared as it was written</legend>
      <label className="check">
        <input type="checkbox" checked={redact} onChange={(e) => onRedact(e.target.checked)} data-testid="share-redact-scenario" />
        Redact secrets found in its text
      </label>
    </fieldset>
  );
}

export function SessionOptions({
  session,
  parts,
  onParts,
}: {
  session: Session | undefined;
  parts: ShareParts;
  onParts: (parts: ShareParts) => void;
}) {
  return (
    <fieldset className="share-box" data-testid="share-reduce-options">
      <legend>
        A real session ({session ? (SHORT_FORMAT_LABEL[session.format] ?? session.format) : "session"}): its shape and sizes,{" "}
        {parts.text ? "with the text the simulator reads" : "without its text"}
      </legend>
      <p className="note">The link opens on the same step with the same numbers as here; subagent files stay behind.</p>
      <fieldset className="share-parts">
        <legend>Also put in the link</legend>
        {SHARE_PARTS.map((p) => (
          <label key={p.id} className="check">
            <input
              type="checkbox"
              checked={parts[p.id]}
              onChange={(e) => onParts({ ...parts, [p.id]: e.target.checked })}
              data-testid={`share-part-${p.id}`}
            />
            <span>
              <strong>{p.label}</strong>
              <span className="muted">: {p.help}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="share-holds" data-testid="share-holds">
        <strong>The link holds:</strong>
        <ul>
          {linkHolds(parts).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="muted">{NEVER_IN_A_LINK}</p>
      </div>
    </fieldset>
  );
}
