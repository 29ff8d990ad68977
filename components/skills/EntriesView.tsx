"use client";
// Entries: every skill, subagent and command of the catalog in a virtualised table, with the
// length of its description and its body's tokens under each estimator (tokenizer counts are
// computed in the worker on demand). A row opens to show every front matter field, unknown
// ones included, and the entry's parse error and lint findings.
import { useCallback, useMemo, useRef, useState } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { ESTIMATOR_LABEL, type Estimator } from "@/lib/model";
import type { CatalogEntry } from "@/lib/skills/catalog";
import { describe } from "@/lib/skills/listing";
import { fieldMeaning, showValue } from "./frontmatter-fields";
import type { Loaded } from "./CatalogScreen";
import c from "./catalog.module.css";
import s from "./skills.module.css";

const nf = new Intl.NumberFormat("en-US");
const fmt = (n: number | undefined) => (n === undefined ? "" : nf.format(Math.round(n)));

type SortKey = "path" | "name" | "desc" | "chars4" | "o200k" | "cl100k" | "lint";

export function EntriesView({
  loaded,
  counted,
  onCount,
  counting,
}: {
  loaded: Loaded;
  counted: Partial<Record<Estimator, number[]>>;
  onCount: (e: Estimator) => void;
  counting: Estimator | null;
}) {
  const entries = loaded.catalog.entries;
  const [q, setQ] = useState("");
  const [kind, setKind] = useState<"all" | CatalogEntry["kind"]>("all");
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: "path", desc: false });
  const [open, setOpen] = useState<Set<number>>(new Set());
  const scroller = useRef<HTMLDivElement>(null);

  const tokensOf = useCallback(
    (k: number, est: Estimator): number | undefined => (est === "chars4" ? entries[k].tokens?.chars4 : counted[est]?.[k]),
    [entries, counted],
  );

  const rows = useMemo(() => {
    const needle = q.trim().toLowerCase();
    const idx = entries
      .map((e, k) => k)
      .filter((k) => {
        const e = entries[k];
        if (kind !== "all" && e.kind !== kind) return false;
        return (
          !needle ||
          e.name.toLowerCase().includes(needle) ||
          e.description.toLowerCase().includes(needle) ||
          e.path.toLowerCase().includes(needle)
        );
      });
    const val = (k: number): number | string => {
      const e = entries[k];
      switch (sort.key) {
        case "path":
          return e.path;
        case "name":
          return e.name;
        case "desc":
          return describe(e).length;
        case "lint":
          return loaded.lint?.[k]?.problems.length ?? 0;
        default:
          return tokensOf(k, sort.key) ?? -1;
      }
    };
    idx.sort((a, b) => {
      const x = val(a);
      const y = val(b);
      const r = typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y));
      return sort.desc ? -r : r;
    });
    return idx;
  }, [entries, q, kind, sort, tokensOf, loaded.lint]);

  const virt = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 30,
    overscan: 12,
    getItemKey: (i) => rows[i],
  });

  const head = (key: SortKey, label: React.ReactNode, cls = "") => (
    <button
      className={`${c.th} ${cls}`}
      onClick={() => setSort((st) => ({ key, desc: st.key === key ? !st.desc : key !== "path" && key !== "name" }))}
      aria-pressed={sort.key === key}
    >
      {label}
      {sort.key === key && <span className={c.sortMark}>{sort.desc ? "▾" : "▴"}</span>}
      <span className="visually-hidden">
        {sort.key === key ? (sort.desc ? ", sorted descending" : ", sorted ascending") : ", sort by this column"}
      </span>
    </button>
  );

  const countCell = (est: Estimator) =>
    counted[est] ? (
      head(est, <>{ESTIMATOR_LABEL[est]}</>, c.num)
    ) : (
      <span className={`${c.th} ${c.num}`}>
        <button
          className="btn"
          onClick={() => onCount(est)}
          disabled={counting !== null}
          data-testid={`count-${est}`}
          title={`Count every body with the ${ESTIMATOR_LABEL[est]} tokenizer (in the worker)`}
        >
          {counting === est ? "counting…" : `count ${ESTIMATOR_LABEL[est]}`}
        </button>
      </span>
    );

  return (
    <div className={c.entries} data-testid="catalog-entries">
      <div className={c.toolbar}>
        <input
          className={c.search}
          type="search"
          placeholder="Filter by name, description or path"
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          aria-label="Filter entries"
        />
        <label className="field">
          kind
          <select className="select" value={kind} onChange={(e) => setKind(e.currentTarget.value as typeof kind)}>
            <option value="all">all</option>
            <option value="skill">skills</option>
            <option value="agent">agents</option>
            <option value="command">commands</option>
          </select>
        </label>
        <span className="muted">
          {rows.length === entries.length ? `${entries.length} entries` : `${rows.length} of ${entries.length} entries`} · body tokens are
          estimates: chars/4 is what Claude Code counts, o200k and cl100k are OpenAI tokenizers for reference (Claude counts roughly
          1.15-1.3× o200k).
        </span>
      </div>
      <div className={c.grid}>
        <div className={`${c.row} ${c.headRow}`}>
          <span className={c.th}>kind</span>
          {head("name", "name · description")}
          {head("desc", "description chars", c.num)}
          {head("chars4", "body chars/4", c.num)}
          {countCell("o200k")}
          {countCell("cl100k")}
          {head("lint", "lint", c.num)}
        </div>
        <div
          className={c.scroll}
          ref={scroller}
          data-testid="catalog-entries-scroll"
          role="region"
          aria-label="Catalog entries"
          tabIndex={0}
        >
          <div style={{ height: virt.getTotalSize(), position: "relative" }}>
            {virt.getVirtualItems().map((vi) => {
              const k = rows[vi.index];
              const e = entries[k];
              const isOpen = open.has(k);
              const listed = describe(e);
              const lint = loaded.lint?.[k]?.problems ?? [];
              return (
                <div
                  key={vi.key}
                  data-index={vi.index}
                  ref={virt.measureElement}
                  className={c.vrow}
                  style={{ transform: `translateY(${vi.start}px)` }}
                >
                  <div
                    className={`${c.row} ${c.bodyRow} ${isOpen ? c.rowOpen : ""}`}
                    role="button"
                    tabIndex={0}
                    aria-expanded={isOpen}
                    data-testid="catalog-entry"
                    data-name={e.name}
                    onClick={() => setOpen((o) => toggle(o, k))}
                    onKeyDown={(ev) => {
                      if (ev.key === "Enter" || ev.key === " ") {
                        ev.preventDefault();
                        setOpen((o) => toggle(o, k));
                      }
                    }}
                  >
                    <span className={c.kind}>{e.kind}</span>
                    <span className={c.nameCell}>
                      <span className={c.name}>{e.name}</span>
                      {e.error ? (
                        <span className={s.tDropped}> {e.error}</span>
                      ) : (
                        <span className={c.desc}>{e.description || "(no description)"}</span>
                      )}
                    </span>
                    <span className={`${c.num} ${listed.length > 1024 ? s.tDropped : ""}`}>{fmt(listed.length)}</span>
                    <span className={c.num}>{fmt(e.tokens?.chars4)}</span>
                    <span className={c.num}>{fmt(counted.o200k?.[k])}</span>
                    <span className={c.num}>{fmt(counted.cl100k?.[k])}</span>
                    <span className={`${c.num} ${lint.length ? s.tTruncated : c.faintNum}`}>{lint.length || "–"}</span>
                  </div>
                  {isOpen && <EntryDetail e={e} lint={lint} />}
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}

function toggle(set: Set<number>, k: number): Set<number> {
  const n = new Set(set);
  if (n.has(k)) n.delete(k);
  else n.add(k);
  return n;
}

function EntryDetail({ e, lint }: { e: CatalogEntry; lint: { rule: string; message: string; line?: number }[] }) {
  const keys = Object.keys(e.frontMatter);
  return (
    <div className={c.detail} data-testid="catalog-entry-detail">
      <dl className={c.facts}>
        <dt>path</dt>
        <dd className="mono">{e.path}</dd>
        <dt>folder</dt>
        <dd className="mono">
          {e.folder}
          {e.kind === "skill" && e.folder !== e.name && <span className={s.tTruncated}> (name is “{e.name}”)</span>}
        </dd>
        <dt>file</dt>
        <dd>
          {nf.format(e.chars)} characters; the body starts at line {e.bodyLine}
        </dd>
        <dt>listed</dt>
        <dd>
          {e.kind === "agent"
            ? "subagents are routed apart, not in the skill listing"
            : e.disableModelInvocation
              ? "no: disable-model-invocation"
              : "yes"}
          {e.userInvocable ? "" : " · not in the / menu (user-invocable: false)"}
        </dd>
      </dl>
      {e.error && <p className={s.tDropped}>Front matter: {e.error}</p>}
      <table className={c.fm} data-testid="catalog-frontmatter">
        <thead>
          <tr>
            <th>field</th>
            <th>value</th>
            <th>line</th>
            <th>meaning</th>
          </tr>
        </thead>
        <tbody>
          {keys.length === 0 && (
            <tr>
              <td colSpan={4} className="muted">
                no front matter fields
              </td>
            </tr>
          )}
          {keys.map((k) => {
            const m = fieldMeaning(e.kind, k);
            return (
              <tr key={k} data-field={k} data-known={m ? "true" : "false"}>
                <td className="mono">{k}</td>
                <td className={c.fmValue}>{showValue(e.frontMatter[k])}</td>
                <td className="mono">{e.keyLines[k] ?? ""}</td>
                <td className={m ? "muted" : ""}>{m ?? <span className={c.unknown}>unknown field, kept as written</span>}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {lint.length > 0 && (
        <ul className={c.detailLint}>
          {lint.map((p, i) => (
            <li key={i}>
              <span className={c.rule}>{p.rule}</span> {p.line ? <span className="mono faint">line {p.line}</span> : null} {p.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
