"use client";
// What a what-if costs (rules.md#costs): the tokens each side is billed for, turn by turn and over
// the session (input, cache write, cache read, output), and in dollars by the dated price table,
// every figure with its source. The bill and the arithmetic are lib/pricing/; the user's price
// edits are kept like the other settings (components/state/persist.ts, read back through
// readPriceEdits). Nothing here decides a figure.
import { useEffect, useMemo, useRef, useState } from "react";
import type { Session } from "@/lib/model";
import type { Simulation } from "@/lib/context/simulate";
import {
  PRICE_KEYS,
  PRICE_LABEL,
  PRICE_TABLE,
  dollars,
  editedTable,
  parsePriceInput,
  priceSource,
  rowFor,
  samePrices,
  type BilledTokens,
  type PriceTable,
  type Prices,
} from "@/lib/pricing/prices";
import { billOf, costOf, turnAt, type SideBill, type SideCost, type Turn } from "@/lib/pricing/turn-costs";
import { useInspector } from "@/components/state/store";
import { fmt, plural } from "@/components/inspector/format";
import { RuleLink } from "@/components/ui/RuleLink";
import { fmtUsd } from "./labels";

const KIND_ROWS: { key: keyof BilledTokens; label: string }[] = [
  { key: "input", label: "Input (uncached)" },
  { key: "cacheWrite", label: "Cache write" },
  { key: "cacheRead", label: "Cache read" },
  { key: "output", label: "Output" },
];

/** "57 from recorded usage, 12 simulated" */
function turnSources(b: SideBill): string {
  const parts: string[] = [];
  if (b.recordedTurns) parts.push(`${fmt(b.recordedTurns)} from recorded usage`);
  if (b.simulatedTurns) parts.push(`${fmt(b.simulatedTurns)} simulated`);
  return parts.join(", ") || "none";
}

function pricedBy(c: SideCost, table: PriceTable, edits: { rows: Record<string, Prices> }): string {
  const src = (id: string) => `price table of ${table.takenOn}${Object.hasOwn(edits.rows, id) ? ", edited" : ""}`;
  return c.rows
    .map((r) => {
      const how =
        r.by === "model"
          ? ""
          : r.by === "family"
            ? " (the model is not in the table: its family's row)"
            : r.by === "default"
              ? " (no model recorded: the default row)"
              : " (chosen)";
      return `${r.label}${how}, ${src(r.row)}${c.rows.length > 1 ? ` (${plural(r.turns, "turn")})` : ""}`;
    })
    .join("; ");
}

function SideLine({ side, bill, cost, table }: { side: "A" | "B"; bill: SideBill; cost: SideCost; table: PriceTable }) {
  const edits = useInspector((s) => s.prices);
  const recordedSummaries = bill.summaries.filter((x) => x.of === "recorded").length;
  return (
    <p className="note cost-line" data-testid={`compare-cost-${side}`}>
      <b className={`side-tag side-${side}`}>{side}</b> <strong data-testid={`compare-cost-${side}-dollars`}>{fmtUsd(cost.dollars)}</strong>{" "}
      over {plural(bill.turns.length, "turn")} ({fmtUsd(cost.perTurn)} a turn
      {bill.summaries.length > 0 && (
        <>
          , plus {fmtUsd(cost.summaryDollars)} for {plural(bill.summaries.length, "summary request")}
        </>
      )}
      ). Tokens: {turnSources(bill)}
      {bill.estimatedOutputs > 0 && <>; {plural(bill.estimatedOutputs, "output")} estimated (none recorded, or the placeholder 1)</>}
      {bill.summaries.length > 0 && (
        <>
          ; summary requests simulated
          {recordedSummaries > 0 && <> ({fmt(recordedSummaries)} of recorded compactions, sized by their recorded tokens)</>}
        </>
      )}
      . Prices: {pricedBy(cost, table, edits)}.
    </p>
  );
}

/** One price, as typed: committed while it reads as a price, marked invalid while it does not. */
function PriceInput({ k, value, onCommit }: { k: keyof Prices; value: number; onCommit: (v: number) => void }) {
  const [text, setText] = useState(String(value));
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(String(value));
  }, [value]);
  const bad = parsePriceInput(text) === null;
  const id = `price-${k}`;
  return (
    <label className="field price-field" htmlFor={id}>
      {PRICE_LABEL[k]}
      <input
        id={id}
        className="num-input"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={text}
        aria-invalid={bad}
        data-testid={`price-input-${k}`}
        onFocus={() => (focused.current = true)}
        onBlur={() => {
          focused.current = false;
          setText(String(value));
        }}
        onChange={(e) => {
          setText(e.target.value);
          const v = parsePriceInput(e.target.value);
          if (v !== null && v !== value) onCommit(v);
        }}
      />
    </label>
  );
}

function PriceEditor({ session }: { session: Session }) {
  const edits = useInspector((s) => s.prices);
  const setPrices = useInspector((s) => s.setPrices);
  const table = useMemo(() => editedTable(edits), [edits]);
  // the row the session is priced by: the one chosen, else its model's
  const { row, by } = rowFor(table, session.meta.model, edits.row);
  const base = PRICE_TABLE.rows.find((r) => r.id === row.id)!;
  const set = (p: Prices) => {
    const rows = { ...edits.rows };
    if (samePrices(p, base.prices)) delete rows[row.id];
    else rows[row.id] = p;
    setPrices({ ...edits, rows });
  };
  return (
    <details className="price-editor" data-testid="price-editor">
      <summary>
        Prices: {priceSource(PRICE_TABLE, edits, row.id)} · {row.label}
      </summary>
      <p className="note">
        Dollars per million tokens, taken on {PRICE_TABLE.takenOn} from {PRICE_TABLE.source}. Edits are kept in this browser with the other
        settings.
      </p>
      <label className="field" htmlFor="price-row">
        Price every turn by
        <select
          id="price-row"
          className="select"
          value={edits.row ?? ""}
          data-testid="price-row"
          onChange={(e) => setPrices({ ...edits, row: e.target.value || null })}
        >
          <option value="">each response&apos;s model</option>
          {table.rows.map((r) => (
            <option key={r.id} value={r.id}>
              {r.label}
            </option>
          ))}
        </select>
      </label>
      <p className="note" data-testid="price-row-note">
        Editing {row.label}
        {by === "model" ? `, the row of ${session.meta.model}` : by === "chosen" ? ", chosen above" : ""}
        {by === "family" ? ` (${session.meta.model} is not in the table: its family's row)` : ""}
        {by === "default" ? " (no model recorded: the default row)" : ""}:
      </p>
      <div className="price-inputs">
        {PRICE_KEYS.map((k) => (
          <PriceInput key={`${row.id}:${k}`} k={k} value={row.prices[k]} onCommit={(v) => set({ ...row.prices, [k]: v })} />
        ))}
      </div>
      <button
        className="linkbtn"
        data-testid="price-reset"
        disabled={!Object.keys(edits.rows).length && !edits.row}
        onClick={() => setPrices({ rows: {}, row: null })}
      >
        back to the table&apos;s prices
      </button>
    </details>
  );
}

/** The turn at the current step on both sides: its tokens by kind, its price and its source. */
function TurnTable({
  tA,
  tB,
  table,
  model,
  chosen,
}: {
  tA: Turn | null;
  tB: Turn | null;
  table: PriceTable;
  model?: string;
  chosen: string | null;
}) {
  const price = (t: Turn | null) => (t ? fmtUsd(dollars(t.tokens, rowFor(table, t.model ?? model, chosen).row.prices)) : "—");
  const cell = (t: Turn | null, k: keyof BilledTokens) => (t ? fmt(t.tokens[k]) : "—");
  const head = (t: Turn | null) => (t ? `step ${fmt(t.step + 1)}, ${t.source}` : "no request yet");
  return (
    <table className="cats cmp-table cost-turn" data-testid="cost-at-step">
      <thead>
        <tr>
          <th scope="col">The last turn at this step</th>
          <th scope="col">
            A<br />
            <span className="faint">{head(tA)}</span>
          </th>
          <th scope="col">
            B<br />
            <span className="faint">{head(tB)}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {KIND_ROWS.map((k) => (
          <tr key={k.key}>
            <th scope="row">{k.label}</th>
            <td className="num">{cell(tA, k.key)}</td>
            <td className="num">{cell(tB, k.key)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">Cost</th>
          <td className="num">{price(tA)}</td>
          <td className="num">{price(tB)}</td>
        </tr>
      </tbody>
    </table>
  );
}

export function CostSection({ a, b, session, step }: { a: Simulation; b: Simulation; session: Session; step: number }) {
  const edits = useInspector((s) => s.prices);
  const table = useMemo(() => editedTable(edits), [edits]);
  const billA = useMemo(() => billOf(a, session), [a, session]);
  const billB = useMemo(() => billOf(b, session), [b, session]);
  const costA = useMemo(() => costOf(billA, table, session.meta.model, edits.row), [billA, table, session, edits.row]);
  const costB = useMemo(() => costOf(billB, table, session.meta.model, edits.row), [billB, table, session, edits.row]);
  const tA = turnAt(billA, step);
  const tB = turnAt(billB, step);
  const row = (label: string, x: string, y: string, testid: string, diff = x !== y) => (
    <tr key={testid} className={diff ? "diff" : ""} data-testid={`cost-${testid}`} data-diff={diff}>
      <th scope="row">
        {label}
        {diff && <span className="visually-hidden"> (differs)</span>}
      </th>
      <td className="num">{x}</td>
      <td className="num">{y}</td>
    </tr>
  );
  const summaryTokens = (bl: SideBill) => bl.summaries.reduce((s, c) => s + c.tokens.cacheRead + c.tokens.cacheWrite + c.tokens.output, 0);
  return (
    <section className="section" data-testid="compare-cost">
      <h2>
        What each side costs <RuleLink anchor="costs" title="How turns are billed and priced" />
      </h2>
      <table className="cats cmp-table" data-testid="compare-cost-table">
        <thead>
          <tr>
            <th scope="col">Tokens billed over the session</th>
            <th scope="col">A</th>
            <th scope="col">B</th>
          </tr>
        </thead>
        <tbody>
          {row("Turns (requests)", fmt(billA.turns.length), fmt(billB.turns.length), "turns")}
          {KIND_ROWS.map((k) => row(k.label, fmt(billA.total[k.key]), fmt(billB.total[k.key]), k.key))}
          {(billA.summaries.length > 0 || billB.summaries.length > 0) &&
            row(
              "of which summary requests",
              billA.summaries.length ? `${fmt(summaryTokens(billA))} (${fmt(billA.summaries.length)})` : "—",
              billB.summaries.length ? `${fmt(summaryTokens(billB))} (${fmt(billB.summaries.length)})` : "—",
              "summaries",
            )}
          {row(
            `Cost (price table of ${PRICE_TABLE.takenOn}${Object.keys(edits.rows).length ? ", edited" : ""})`,
            fmtUsd(costA.dollars),
            fmtUsd(costB.dollars),
            "dollars",
          )}
          {row("Cost a turn (summary requests apart)", fmtUsd(costA.perTurn), fmtUsd(costB.perTurn), "per-turn")}
        </tbody>
      </table>
      <TurnTable tA={tA} tB={tB} table={table} model={session.meta.model} chosen={edits.row} />
      <SideLine side="A" bill={billA} cost={costA} table={PRICE_TABLE} />
      <SideLine side="B" bill={billB} cost={costB} table={PRICE_TABLE} />
      <PriceEditor session={session} />
    </section>
  );
}
