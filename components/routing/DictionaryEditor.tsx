"use client";
// The Korean-English synonym dictionary the router expands queries with (RouterSettings.synonymPairs):
// a table of pairs to filter, add, edit and remove, saved in this browser, with a reset to the
// shipped dictionary. Each side is a word or a short phrase; pairs match both ways.
import { memo, useMemo, useState } from "react";
import type { SynonymPair } from "@/lib/routing";
import { useRouting } from "./store";
import s from "./routing.module.css";

const PAGE = 150;

const PairRow = memo(function PairRow({
  index,
  pair,
  onChange,
  onRemove,
}: {
  index: number;
  pair: SynonymPair;
  onChange: (i: number, p: SynonymPair) => void;
  onRemove: (i: number) => void;
}) {
  const [a, setA] = useState(pair[0]);
  const [b, setB] = useState(pair[1]);
  const [seen, setSeen] = useState(pair);
  if (seen !== pair) {
    setSeen(pair);
    setA(pair[0]);
    setB(pair[1]);
  }
  const commit = () => {
    const na = a.trim();
    const nb = b.trim();
    if (!na || !nb) {
      setA(pair[0]);
      setB(pair[1]);
      return;
    }
    if (na !== pair[0] || nb !== pair[1]) onChange(index, [na, nb]);
  };
  const key = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") e.currentTarget.blur();
    if (e.key === "Escape") {
      setA(pair[0]);
      setB(pair[1]);
    }
  };
  return (
    <tr data-testid="dict-row" data-pair={`${pair[0]}=${pair[1]}`}>
      <td className={`${s.num} muted`}>{index + 1}</td>
      <td>
        <input
          className={`text-input ${s.dictIn}`}
          value={a}
          aria-label={`Pair ${index + 1}, first side`}
          onChange={(e) => setA(e.target.value)}
          onBlur={commit}
          onKeyDown={key}
        />
      </td>
      <td className="muted">=</td>
      <td>
        <input
          className={`text-input ${s.dictIn}`}
          value={b}
          aria-label={`Pair ${index + 1}, second side`}
          onChange={(e) => setB(e.target.value)}
          onBlur={commit}
          onKeyDown={key}
        />
      </td>
      <td>
        <button
          className="btn icon"
          aria-label={`Remove ${pair[0]} = ${pair[1]}`}
          title="Remove this pair"
          data-testid="dict-remove"
          onClick={() => onRemove(index)}
        >
          ✕
        </button>
      </td>
    </tr>
  );
});

export function DictionaryEditor() {
  const pairs = useRouting((x) => x.pairs);
  const isDefault = useRouting((x) => x.pairsDefault);
  const setPairs = useRouting((x) => x.setPairs);
  const resetPairs = useRouting((x) => x.resetPairs);
  const synonymsOn = useRouting((x) => x.settings.synonyms);
  const [filter, setFilter] = useState("");
  const [na, setNa] = useState("");
  const [nb, setNb] = useState("");
  const [limit, setLimit] = useState(PAGE);

  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const all = pairs.map((p, i) => ({ p, i }));
    return q ? all.filter(({ p }) => p[0].toLowerCase().includes(q) || p[1].toLowerCase().includes(q)) : all;
  }, [pairs, filter]);

  const onChange = (i: number, p: SynonymPair) => {
    const next = [...useRouting.getState().pairs];
    next[i] = p;
    setPairs(next);
  };
  const onRemove = (i: number) => {
    const next = [...useRouting.getState().pairs];
    next.splice(i, 1);
    setPairs(next);
  };
  const add = () => {
    const a = na.trim();
    const b = nb.trim();
    if (!a || !b) return;
    setPairs([[a, b], ...pairs]);
    setNa("");
    setNb("");
    setFilter("");
  };

  return (
    <div className={s.dict} data-testid="dictionary">
      <div className={s.dictHead}>
        <div>
          <h2 className={s.h2}>Korean-English synonym dictionary</h2>
          <p className={s.note}>
            <span data-testid="dict-count">{pairs.length}</span> pairs, {isDefault ? "as shipped" : "edited, saved in this browser"}. A
            query word or phrase matching either side adds the other side&apos;s words (at the synonym weight, 0.5; at full weight for a
            word the catalog never uses). Korean sides match with particles and endings stripped and spacing ignored; English sides by their
            stems.
            {!synonymsOn && <b> Synonyms are switched off in the settings.</b>}
          </p>
        </div>
        <button className="btn" onClick={resetPairs} disabled={isDefault} data-testid="dict-reset" title="Back to the shipped dictionary">
          Reset to default
        </button>
      </div>
      <form
        className={s.dictAdd}
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <input
          className="text-input"
          placeholder="한국어 (e.g. 배포 일정)"
          value={na}
          onChange={(e) => setNa(e.target.value)}
          aria-label="New pair, Korean side"
          data-testid="dict-new-a"
        />
        <span className="muted">=</span>
        <input
          className="text-input"
          placeholder="English (e.g. release schedule)"
          value={nb}
          onChange={(e) => setNb(e.target.value)}
          aria-label="New pair, English side"
          data-testid="dict-new-b"
        />
        <button className="btn primary" type="submit" disabled={!na.trim() || !nb.trim()} data-testid="dict-add">
          Add pair
        </button>
        <span className="spacer" />
        <input
          className={`text-input ${s.filter}`}
          type="search"
          placeholder="Filter pairs…"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          aria-label="Filter pairs"
          data-testid="dict-filter"
        />
        <span className="muted">{filter ? `${shown.length} match` : ""}</span>
      </form>
      <div className={s.dictScroll}>
        <table className={s.dictTable}>
          <thead>
            <tr>
              <th className={s.num}>#</th>
              <th>word or phrase</th>
              <th />
              <th>word or phrase</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {shown.slice(0, limit).map(({ p, i }) => (
              <PairRow key={i} index={i} pair={p} onChange={onChange} onRemove={onRemove} />
            ))}
          </tbody>
        </table>
        {shown.length > limit && (
          <p className={s.note}>
            {shown.length - limit} more.{" "}
            <button className="linkbtn" onClick={() => setLimit((l) => l + PAGE * 2)}>
              Show more
            </button>
          </p>
        )}
      </div>
      <Learned filter={filter} />
    </div>
  );
}

/** What the router learned from the catalog in use, read from its own descriptions and names. */
function Learned({ filter }: { filter: string }) {
  const info = useRouting((x) => x.catalog.info);
  const label = useRouting((x) => x.catalog.label);
  const [limit, setLimit] = useState(PAGE);
  const learned = info?.learned ?? [];
  const q = filter.trim().toLowerCase();
  const shown = q ? learned.filter((l) => l.pair[0].toLowerCase().includes(q) || l.pair[1].toLowerCase().includes(q)) : learned;
  const count = (how: string) => learned.filter((l) => l.how === how).length;
  return (
    <section className={s.dictLearned} data-testid="dict-learned">
      <h3 className={s.h2}>Learned from this catalog</h3>
      <p className={s.note}>
        <span data-testid="dict-learned-count">{learned.length}</span> pairs read from {label || "the catalog"}&apos;s own text when it was
        indexed: {count("same descriptions")} Korean and English words that stand in the same descriptions, {count("transliteration")}{" "}
        transliterations (a Korean word spelling an English word of the catalog), {count("name words")} names written as one word. They
        expand queries like the dictionary, for this catalog only; a Korean word the catalog never uses is also read as the English word it
        spells.
      </p>
      {learned.length > 0 && (
        <div className={s.dictScroll}>
          <table className={s.dictTable}>
            <thead>
              <tr>
                <th>word</th>
                <th>word</th>
                <th>learned from</th>
                <th className={s.num}>entries</th>
              </tr>
            </thead>
            <tbody>
              {shown.slice(0, limit).map((l) => (
                <tr key={`${l.how}|${l.pair[0]}|${l.pair[1]}`} data-testid="dict-learned-row" data-pair={`${l.pair[0]}=${l.pair[1]}`}>
                  <td>{l.pair[0]}</td>
                  <td>{l.pair[1]}</td>
                  <td className="muted">
                    {l.how} <span className="mono">({l.example})</span>
                  </td>
                  <td className={s.num}>{l.entries}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {shown.length > limit && (
            <p className={s.note}>
              {shown.length - limit} more.{" "}
              <button className="linkbtn" onClick={() => setLimit((n) => n + PAGE * 2)}>
                Show more
              </button>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
