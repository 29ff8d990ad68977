"use client";
// The summary a compaction wrote: its size, how it was sized, the /compact instructions, and its
// sections, each opened on demand. A section of the compaction panel.
import { useState } from "react";
import type { Compaction } from "@/lib/context/simulate";
import { fmt, plural } from "@/components/inspector/format";
import { RuleLink } from "@/components/ui/RuleLink";

export function SummarySections({ c }: { c: Compaction }) {
  const s = c.summary;
  const [open, setOpen] = useState<Record<number, boolean>>({});
  if (!s) return null;
  const max = Math.max(1, ...s.sections.map((x) => x.tokens));
  return (
    <div className="sub">
      <h3>
        Summary · {plural(s.tokens, "token")}
        <span className="faint">
          {" "}
          ·{" "}
          {s.source === "session-memory"
            ? "the session-memory file"
            : `${s.style} sections, ${s.sizing === "ratio" ? "sized by the summary ratio" : s.sizing === "recorded" ? `sized as Claude Code's summaries are in recordings (${s.sizedBy ?? "recorded postTokens"})` : "measured"}`}
          {s.capped ? ` · capped at ${fmt(s.cap)}` : ""}
        </span>{" "}
        <RuleLink anchor={s.source === "session-memory" ? "session-memory" : "full-summary"} />
      </h3>
      {(c.instructions || s.instructions) && (
        <p className="kv-line" data-testid="compaction-instructions">
          Instructions for /compact: <q>{c.instructions ?? s.instructions}</q>
        </p>
      )}
      <ol className="sections" data-testid="summary-sections">
        {s.sections.map((x) => {
          const isOpen = !!open[x.n];
          return (
            <li key={x.n} data-testid="summary-section" data-n={x.n}>
              <button className="section-row" aria-expanded={isOpen} onClick={() => setOpen({ ...open, [x.n]: !isOpen })}>
                <span className="tri" aria-hidden="true">
                  {isOpen ? "▾" : "▸"}
                </span>
                <span className="n">{x.n}.</span>
                <span className="title">{x.title}</span>
                <span className="minibar" aria-hidden="true">
                  <span style={{ width: `${(x.tokens / max) * 100}%` }} />
                </span>
                <span className="num">{fmt(x.tokens)}</span>
              </button>
              {isOpen && <pre className="code section-text">{x.text || "(empty)"}</pre>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
