"use client";
// The gold-set bench (the routing design note's (rules.md#routing) sra-bench): pick a gold set (the bundled devkit one, or a .jsonl
// of one's own, errors shown by line), run it in the routing worker over the catalog in use,
// and read Recall@5, Top-1, gated rate, wrong loads and step coverage as a table (the
// figures `npm run cli -- bench` prints) and a chart, a sweep of one setting, and the cases it got
// wrong. Each of those is a file of its own; this one lays them out.
import { useState } from "react";
import { SweepPanel } from "./SweepPanel";
import { BenchControls } from "./BenchControls";
import { BenchTable } from "./BenchTable";
import { BenchChart } from "./BenchChart";
import { BenchDiffPanel } from "./BenchDiffPanel";
import { BenchFailures } from "./BenchFailures";
import { FixMissesPanel } from "./FixMissesPanel";
import { GoldSetErrors } from "./GoldSetPicker";
import { Glossary } from "./glossary";
import { useGoldFileReader } from "./useGoldFileReader";
import { useRouting } from "./store";
import s from "./routing.module.css";

export function BenchView({ onRoute, onWhyNot }: { onRoute: (prompt: string) => void; onWhyNot: (prompt: string, skill: string) => void }) {
  const bench = useRouting((x) => x.bench);
  const report = useRouting((x) => x.benchResult);
  const meta = useRouting((x) => x.benchMeta);
  const goldReader = useGoldFileReader();
  const [showAllFailures, setShowAllFailures] = useState(false);

  return (
    <div className={s.benchPane} data-testid="bench">
      <BenchControls goldReader={goldReader} />
      <GoldSetErrors readError={goldReader.readError} />
      {bench.error && (
        <div className="banner error" role="alert" data-testid="bench-error">
          <p>{bench.error}</p>
        </div>
      )}
      <div className={s.benchScroll}>
        <Glossary
          terms={["recall", "top1", "gated", "wrong", "native", "chitchat", "steps"]}
          testid="bench-glossary"
          className={s.benchGloss}
        />
        {!report ? (
          <BenchIntro />
        ) : (
          <>
            <section className={s.benchSection}>
              <BenchTable report={report} meta={meta} />
            </section>
            <BenchDiffPanel onRoute={onRoute} />
            <section className={s.benchSection}>
              <BenchChart report={report} />
            </section>
          </>
        )}
        <SweepPanel />
        {report && (
          <>
            <BenchFailures
              report={report}
              showAll={showAllFailures}
              onShowAll={() => setShowAllFailures(true)}
              onRoute={onRoute}
              onWhyNot={onWhyNot}
            />
            <FixMissesPanel />
          </>
        )}
      </div>
    </div>
  );
}

/** before the first run: what the bench does and what a gold set looks like */
function BenchIntro() {
  return (
    <div className={s.benchEmpty}>
      <p>
        Routes every case of the gold set on its own (no previous turn) with the settings of the Route tab, and measures. Gold sets are
        JSONL, one case a line:{" "}
        <span className="mono">{`{"id", "kind": single|native|chitchat|slash|compound, "query", "gold": [...], "acceptable"?, "lang"?}`}</span>
        .
      </p>
      <p className="muted">
        A gold set of your own catalog: open its folder (or .zip) in the Catalog picker above, then load its .jsonl here. Gold names may be
        a skill's name or its folder.
      </p>
    </div>
  );
}
