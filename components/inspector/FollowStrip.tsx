"use client";
// The Follow action and what it shows: the file followed, when it last grew, the forecast at its
// last step (rules.md#forecast) and what a compaction now would bring back, cut or drop. The
// reading and the forecast are components/state/follow.ts's and the engine worker's; this renders.
import { useRef } from "react";
import { forecastLine, type Forecast } from "@/lib/context/forecast";
import { ESTIMATOR_LABEL } from "@/lib/model";
import { useFollow } from "@/components/state/follow";
import { useInspector } from "@/components/state/store";
import { RuleLink } from "@/components/ui/RuleLink";
import { HiddenFileInput } from "@/components/ui/HiddenFileInput";

/** The top bar's button: picks a file to follow. */
export function FollowButton() {
  const start = useFollow((s) => s.start);
  return (
    <button
      className="btn"
      data-testid="follow-file"
      onClick={() => void start()}
      title="Open a session file and keep reading what Claude Code appends to it"
    >
      Follow…
    </button>
  );
}

function ComeBack({ f }: { f: Forecast }) {
  const groups = (["back", "cut", "named", "dropped"] as const).map((status) => ({
    status,
    skills: f.skills.filter((s) => s.status === status),
    files: f.files.filter((x) => x.status === status),
  }));
  if (!f.skills.length && !f.files.length) return <p className="faint">If it compacted now: no skill or file to bring back.</p>;
  const word = { back: "come back whole", cut: "come back cut", named: "come back as a name only", dropped: "dropped" };
  return (
    <p data-testid="follow-come-back">
      If it compacted now:{" "}
      {groups
        .filter((g) => g.skills.length || g.files.length)
        .map((g, k) => (
          <span key={g.status} className={g.status === "dropped" ? "follow-dropped" : undefined}>
            {k > 0 && " · "}
            {word[g.status]}: {[...g.skills.map((s) => `skill ${s.name}`), ...g.files.map((x) => x.path.split(/[\\/]/).pop())].join(", ")}
          </span>
        ))}
    </p>
  );
}

/** The strip under the top bar while a file is followed. */
export function FollowStrip() {
  const fileRef = useRef<HTMLInputElement>(null);
  const f = useFollow();
  const inputsKey = useInspector((s) => s.inputsKey);
  if (f.mode === "off" || (f.key !== null && f.key !== inputsKey)) return null;
  const when = f.updatedAt ? new Date(f.updatedAt).toLocaleTimeString("en-GB") : null;
  return (
    <section className="follow-strip" data-testid="follow-strip" aria-label="Followed file">
      <div className="follow-head">
        <strong>{f.name ? `Following ${f.name}` : "Follow a file"}</strong>
        {f.name && (
          <span className="muted" data-testid="follow-status">
            {f.lines.toLocaleString("en-US")} lines{when ? ` · read ${when}` : ""}
            {f.partial > 0 ? " · a line is being written" : ""}
          </span>
        )}
        {f.mode === "repick" && (
          <>
            <span className="muted">This browser cannot watch a file: pick it again to read what was added.</span>
            <button className="btn" data-testid="follow-repick" onClick={() => fileRef.current?.click()}>
              {f.name ? "Pick it again…" : "Pick a file…"}
            </button>
            <HiddenFileInput inputRef={fileRef} testid="follow-input" accept=".jsonl" onFiles={([file]) => void f.repick(file)} />
          </>
        )}
        <span className="spacer" />
        <RuleLink anchor="forecast" />
        <button className="btn" data-testid="follow-stop" onClick={f.stop}>
          Stop following
        </button>
      </div>
      {f.message && (
        <p className="muted" data-testid="follow-message">
          {f.message}
        </p>
      )}
      {f.error && (
        <p className="is-error" role="alert">
          {f.error}
        </p>
      )}
      {f.forecast && f.estimator && (
        <>
          <p data-testid="follow-forecast">Forecast: {forecastLine(f.forecast, ESTIMATOR_LABEL[f.estimator])}.</p>
          <ComeBack f={f.forecast} />
        </>
      )}
    </section>
  );
}
