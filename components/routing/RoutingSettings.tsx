"use client";
// The router's knobs a user may turn here: SCORE_MIN, TOP_K, the near-tie ratio, same-job
// similarity, the rerank's body weight, the Korean mode, the dictionary, decomposition and the
// token estimator. Every change re-routes what is shown.
import { useState } from "react";
import { bm25Label } from "@/lib/routing/bm25";
import { DEFAULT_ROUTER_SETTINGS, KOREAN_MODES, SETTING_RANGES as R, type KoreanMode } from "@/lib/routing";
import { ESTIMATORS, ESTIMATOR_LABEL, type Estimator } from "@/lib/model";
import { DEFAULT_UI_SETTINGS, useRouting, type RoutingUiSettings } from "./store";
import { GLOSS } from "./glossary";
import s from "./routing.module.css";

/** A number input that commits valid values as they are typed and shows the last valid one on blur. */
function NumField({
  id,
  value,
  min,
  max,
  step,
  onChange,
  testid,
}: {
  id: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (n: number) => void;
  testid: string;
}) {
  const [text, setText] = useState(String(value));
  // a value set from elsewhere (a link, a sweep's "use") replaces what is typed
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(String(value));
  }
  const bad = (() => {
    const n = Number(text);
    return text.trim() === "" || !Number.isFinite(n) || n < min || n > max;
  })();
  return (
    <input
      id={id}
      className={`num-input ${s.numIn} ${bad ? s.bad : ""}`}
      type="number"
      inputMode="decimal"
      min={min}
      max={max}
      step={step}
      value={text}
      aria-invalid={bad}
      data-testid={testid}
      onChange={(e) => {
        setText(e.target.value);
        const n = Number(e.target.value);
        if (e.target.value.trim() !== "" && Number.isFinite(n) && n >= min && n <= max) onChange(n);
      }}
      onBlur={() => setText(String(value))}
    />
  );
}

type NumKey = "topK" | "nearTieRatio" | "equivalentSimilarity" | "confidenceMin" | "bodyWeight";

/** One numeric setting: its label, its field, and the changed mark when it differs from the default. */
function NumRow({
  k,
  id,
  label,
  title,
  min,
  max,
  step,
  round = false,
  testid,
}: {
  k: NumKey;
  id: string;
  label: string;
  title?: string;
  min: number;
  max: number;
  step: number;
  round?: boolean;
  testid: string;
}) {
  const value = useRouting((x) => x.settings[k]);
  const set = useRouting((x) => x.setSettings);
  return (
    <div className={`${s.setRow} ${value !== DEFAULT_UI_SETTINGS[k] ? s.changed : ""}`}>
      <label htmlFor={id} title={title}>
        {label}
      </label>
      <span />
      <NumField
        id={id}
        value={value}
        min={min}
        max={max}
        step={step}
        onChange={(n) => set({ [k]: round ? Math.round(n) : n })}
        testid={testid}
      />
    </div>
  );
}

const KOREAN_HELP: Record<KoreanMode, string> = {
  strip: "particles and endings stripped (코드리뷰를 → 코드리뷰)",
  bigram: "syllable bigrams of each word (코드 드리 리뷰 뷰를)",
  both: "the stem when the index knows it, else its bigrams",
};

export function RoutingSettings() {
  const st = useRouting((x) => x.settings);
  const set = useRouting((x) => x.setSettings);
  const reset = useRouting((x) => x.resetSettings);
  const pairs = useRouting((x) => x.pairs.length);
  const changed = (k: keyof RoutingUiSettings) => st[k] !== DEFAULT_UI_SETTINGS[k];
  const row = (k: keyof RoutingUiSettings) => `${s.setRow} ${changed(k) ? s.changed : ""}`;
  return (
    <section className={s.settings} data-testid="routing-settings" aria-label="Router settings">
      <div className={row("scoreMin")}>
        <label htmlFor="rt-scoremin">
          SCORE_MIN <span className="muted">BM25</span>
        </label>
        <input
          type="range"
          min={0}
          max={30}
          step={0.5}
          value={Math.min(30, st.scoreMin)}
          aria-label="SCORE_MIN slider"
          onChange={(e) => set({ scoreMin: Number(e.target.value) })}
          className={s.range}
        />
        <NumField
          id="rt-scoremin"
          value={st.scoreMin}
          min={R.scoreMin.min}
          max={R.scoreMin.max}
          step={0.5}
          onChange={(n) => set({ scoreMin: n })}
          testid="setting-scoremin"
        />
      </div>
      <NumRow k="topK" id="rt-topk" label="TOP_K" {...R.topK} step={1} round testid="setting-topk" />
      <NumRow
        k="nearTieRatio"
        id="rt-neartie"
        label="near-tie ratio"
        title="A runner-up scoring at least this share of the top score is a near tie: ask the user"
        {...R.nearTieRatio}
        step={0.01}
        testid="setting-neartie"
      />
      <NumRow
        k="equivalentSimilarity"
        id="rt-equiv"
        label="same-job similarity"
        title="A near-tied runner-up whose description is at least this similar to the top's (TF-IDF cosine) does the same job: the top loads instead of asking. 1 = always ask."
        {...R.equivalentSimilarity}
        step={0.05}
        testid="setting-equivalent"
      />
      <p className={s.help} data-testid="gloss-same-job">
        {GLOSS.sameJob.text}.
      </p>
      <NumRow
        k="confidenceMin"
        id="rt-confidence"
        label="confidence"
        title="Below this confidence (the winner's lead, how much of the request it covers, whether its description and body agree) no skill loads: the router asks among the leaders, or handles the request natively. 0 = off."
        {...R.confidenceMin}
        step={0.05}
        testid="setting-confidence"
      />
      <NumRow
        k="bodyWeight"
        id="rt-body"
        label="body weight (rerank)"
        title="Rerank: each gated candidate ranks by its BM25 plus this many times the BM25 of its body (SKILL.md below the front matter) for the same terms. 0 = no rerank, BM25 order."
        {...R.bodyWeight}
        step={0.1}
        testid="setting-body"
      />
      <div className={row("koreanMode")}>
        <label htmlFor="rt-korean">Korean mode</label>
        <span />
        <select
          id="rt-korean"
          className="select"
          value={st.koreanMode}
          data-testid="setting-korean"
          onChange={(e) => set({ koreanMode: e.target.value as KoreanMode })}
        >
          {KOREAN_MODES.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </div>
      <p className={s.help}>{KOREAN_HELP[st.koreanMode]}; rebuilds the index.</p>
      <div className={row("synonyms")}>
        <label htmlFor="rt-syn">Synonyms ({pairs} pairs)</label>
        <span />
        <input
          id="rt-syn"
          type="checkbox"
          checked={st.synonyms}
          data-testid="setting-synonyms"
          onChange={(e) => set({ synonyms: e.target.checked })}
        />
      </div>
      <div className={row("decompose")}>
        <label htmlFor="rt-dec">Split compound requests</label>
        <span />
        <input
          id="rt-dec"
          type="checkbox"
          checked={st.decompose}
          data-testid="setting-decompose"
          onChange={(e) => set({ decompose: e.target.checked })}
        />
      </div>
      <div className={row("estimator")}>
        <label htmlFor="rt-est">Count tokens with</label>
        <span />
        <select
          id="rt-est"
          className="select"
          value={st.estimator}
          data-testid="setting-estimator"
          onChange={(e) => set({ estimator: e.target.value as Estimator })}
        >
          {ESTIMATORS.map((e) => (
            <option key={e} value={e}>
              {ESTIMATOR_LABEL[e]}
            </option>
          ))}
        </select>
      </div>
      <p className={s.help}>
        Defaults: SCORE_MIN {DEFAULT_ROUTER_SETTINGS.scoreMin.toFixed(1)}, TOP_K {DEFAULT_ROUTER_SETTINGS.topK}, near tie{" "}
        {DEFAULT_ROUTER_SETTINGS.nearTieRatio} (same-job similarity {DEFAULT_ROUTER_SETTINGS.equivalentSimilarity}), body weight{" "}
        {DEFAULT_ROUTER_SETTINGS.bodyWeight}, Korean {DEFAULT_ROUTER_SETTINGS.koreanMode}. Scores are classic BM25 ({bm25Label()}) and grow
        with the catalog.{" "}
        <button className="btn" onClick={reset} data-testid="settings-reset" style={{ marginTop: 4 }}>
          Reset to defaults
        </button>
      </p>
    </section>
  );
}
