"use client";
import { AGENT_TOOLS, subagentOf } from "./subagent-link";
import { memo } from "react";
import type { Block, Event } from "@/lib/model";
import { isOpen, useInspector, type View } from "@/components/state/store";
import { firstLine, fmt, fmtBytes, lineCount, plural, prettyJson, shortJson } from "./format";

const CLAMP_LINES = 8;
const CLAMP_CHARS = 1600;

function clip(text: string): string {
  let end = 0;
  for (let k = 0; k < CLAMP_LINES; k++) {
    const nl = text.indexOf("\n", end);
    if (nl === -1) {
      end = text.length;
      break;
    }
    end = nl + 1;
  }
  return text.slice(0, Math.min(end, CLAMP_CHARS)).replace(/\n$/, "");
}

function useToggle(key: string, defaultOpen: boolean): [boolean, () => void] {
  const open = useInspector((s) => isOpen(s, key, defaultOpen));
  const toggle = useInspector((s) => s.toggle);
  return [open, () => toggle(key, defaultOpen)];
}

/** A text that collapses to ~8 lines with "show all (N lines)". */
export function LongText({ text, k, className }: { text: string; k: string; className: string }) {
  const [open, toggle] = useToggle(k, false);
  const lines = lineCount(text);
  const long = lines > CLAMP_LINES || text.length > CLAMP_CHARS;
  if (!long) return <pre className={className}>{text}</pre>;
  return (
    <div>
      <pre className={className}>
        {open ? text : clip(text)}
        {!open && <span className="faint"> …</span>}
      </pre>
      <button className="linkbtn more" data-testid="show-all" onClick={toggle}>
        {open ? "show less" : lines > CLAMP_LINES ? `show all (${fmt(lines)} lines)` : `show all (${fmt(text.length)} characters)`}
      </button>
    </div>
  );
}

function Disclosure({
  k,
  label,
  detail,
  children,
  testid,
}: {
  k: string;
  label: string;
  detail?: React.ReactNode;
  children: () => React.ReactNode;
  testid?: string;
}) {
  const [open, toggle] = useToggle(k, false);
  return (
    <div>
      <button className="disclose" onClick={toggle} aria-expanded={open} data-testid={testid}>
        <span className="tri">{open ? "▾" : "▸"}</span>
        <span>{label}</span>
        {detail && !open && <span className="keys">{detail}</span>}
      </button>
      {open && children()}
    </div>
  );
}

export function KeyValues({ obj }: { obj: Record<string, unknown> }) {
  return (
    <table className="kv">
      <tbody>
        {Object.entries(obj).map(([key, v]) => (
          <tr key={key}>
            <td>{key}</td>
            <td>{shortJson(v, 600)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface BlockProps {
  view: View;
  ev: Event;
  b: Block;
  k: number;
  tokens: number;
}

function Tok({ n, given }: { n: number; given: boolean }) {
  return (
    <span className="btok">
      {fmt(n)} tok{given ? " · given" : ""}
    </span>
  );
}

function JumpTo({ view, index, label, testid }: { view: View; index: number; label: string; testid: string }) {
  const setStep = useInspector((s) => s.setStep);
  const ev = view.session.events[index];
  return (
    <button
      className="linkbtn"
      data-testid={testid}
      data-target={index}
      onClick={() => setStep(index)}
      title={ev?.line !== undefined ? `line ${ev.line} of the file` : undefined}
    >
      {label} step {fmt(index + 1)}
    </button>
  );
}

export const BlockView = memo(function BlockView({ view, ev, b, k, tokens }: BlockProps) {
  const key = `${view.key}:${ev.i}:${k}`;
  const given = b.tokens !== undefined;
  const prose = ev.kind === "user" || ev.kind === "assistant" || ev.kind === "compact-summary";
  switch (b.type) {
    case "text":
      return (
        <div className="block" data-block="text">
          <LongText text={b.text} k={key} className={prose ? "text prose" : "text"} />
        </div>
      );
    case "thinking":
      return (
        <div className="block" data-block="thinking">
          <Disclosure
            k={key}
            label={`thinking · ${plural(lineCount(b.thinking), "line")} · ${fmt(tokens)} tok`}
            detail={firstLine(b.thinking, 120)}
          >
            {() => <LongText text={b.thinking} k={`${key}:t`} className="text" />}
          </Disclosure>
        </div>
      );
    case "redacted_thinking":
      return (
        <div className="block" data-block="redacted_thinking">
          <span className="placeholder">
            redacted thinking · {fmt(b.data.length)} characters of encrypted data · {fmt(tokens)} tok
          </span>
        </div>
      );
    case "tool_use": {
      const pair = view.pairById.get(b.id);
      const resEv = pair?.result !== undefined ? view.session.events[pair.result] : undefined;
      const res = resEv?.blocks.find((x) => x.type === "tool_result" && x.toolUseId === b.id);
      const json = prettyJson(b.input);
      return (
        <div className="block tool-call" data-block="tool_use">
          <div className="block-head">
            <span className="tool-name">{b.name || "(unnamed tool)"}</span>
            <span className="faint mono">{b.id}</span>
            <Tok n={tokens} given={given} />
          </div>
          <LongText text={json} k={`${key}:in`} className="code" />
          {AGENT_TOOLS.has(b.name) && view.kind === "main" && <SubagentLink view={view} id={b.id} input={b.input} result={resEv} />}
          <div className="pairline">
            {pair?.result !== undefined && res?.type === "tool_result" ? (
              <>
                <span>→ result{res.isError ? <span className="is-error"> (error)</span> : null}:</span>
                <span className="summary" title={firstLine(res.content, 400)}>
                  {firstLine(res.content, 200) || "(empty)"} <span className="faint">· {plural(lineCount(res.content), "line")}</span>
                </span>
                <JumpTo view={view} index={pair.result} label="go to" testid="jump-result" />
              </>
            ) : (
              <span className="faint">no tool_result recorded</span>
            )}
          </div>
        </div>
      );
    }
    case "tool_result": {
      const pair = view.pairById.get(b.toolUseId);
      return (
        <div className="block tool-call" data-block="tool_result">
          <div className="block-head">
            <span>
              result of <span className="tool-name">{pair?.name ?? "?"}</span>
            </span>
            {b.isError && <span className="badge err">error</span>}
            {b.images ? (
              <span className="placeholder">
                {b.images} image{b.images === 1 ? "" : "s"}
              </span>
            ) : null}
            <Tok n={tokens} given={given} />
            <span className="spacer" />
            {pair ? (
              <JumpTo view={view} index={pair.use} label="← call at" testid="jump-call" />
            ) : (
              <span className="faint">no tool_use with id {b.toolUseId || "(empty)"}</span>
            )}
          </div>
          <LongText text={b.content} k={key} className={b.isError ? "text is-error" : "text"} />
        </div>
      );
    }
    case "image":
      return (
        <div className="block" data-block="image">
          <span className="placeholder">
            image · {b.mediaType ?? "unknown type"} · {fmtBytes(b.sizeBytes)} · {fmt(tokens)} tok
          </span>
        </div>
      );
    case "document":
      return (
        <div className="block" data-block="document">
          <span className="placeholder">
            document{b.title ? ` “${b.title}”` : ""} · {b.mediaType ?? "unknown type"} · {fmtBytes(b.sizeBytes)} · {fmt(tokens)} tok
          </span>
        </div>
      );
    case "unknown":
      return (
        <div className="block" data-block="unknown">
          <div className="block-head">
            <span className="badge warn">unknown block: {b.blockType}</span>
            <Tok n={tokens} given={given} />
          </div>
          {b.raw && typeof b.raw === "object" && !Array.isArray(b.raw) ? (
            <KeyValues obj={b.raw as Record<string, unknown>} />
          ) : (
            <pre className="code">{shortJson(b.raw, 2000)}</pre>
          )}
        </div>
      );
  }
});

/** From an Agent/Task call to the subagent's own session (its own list, meter and simulation). */
function SubagentLink({ view, id, input, result }: { view: View; id: string; input: unknown; result: Event | undefined }) {
  const agentId = subagentOf(view.session, id, input, result);
  const sub = agentId ? view.session.subagents.find((x) => x.agentId === agentId) : undefined;
  if (!agentId || !sub) return null;
  return (
    <div className="pairline">
      <button
        className="btn small"
        data-testid="open-subagent"
        data-agent={agentId}
        onClick={() => useInspector.getState().selectView(`agent:${agentId}`)}
        title="Open the subagent's own session: its messages, its own context window and meter"
      >
        Open subagent {agentId} ({plural(sub.session.events.length, "event")}) →
      </button>
    </div>
  );
}
