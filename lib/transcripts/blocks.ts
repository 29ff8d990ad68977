// Converting the content of a message (a string or an array of API content blocks) into the
// engine's Block type. Shared by the JSONL reader and the Messages API reader.
import type { Block, Usage } from "../model";
import { isRecord, kindOf, optCount, safeText, type Report } from "../input/check";
import { boundedNumber, COUNT } from "../input/number";
import { imageDimensions, type ImageDimensions } from "./image-dimensions";

function str(v: unknown): string {
  return typeof v === "string" ? v : "";
}

/** Base64 payloads are not text the model reads; keep only their decoded size. */
function base64Bytes(data: unknown): number | undefined {
  if (typeof data !== "string") return undefined;
  const pad = data.endsWith("==") ? 2 : data.endsWith("=") ? 1 : 0;
  return Math.max(0, Math.floor((data.length * 3) / 4) - pad);
}

/** A block's own `tokens`, through the one bounded reader: 1e300 is no count and is counted from the text instead. */
function explicitTokens(b: Record<string, unknown>, report: Report): number | undefined {
  return b.tokens === undefined || b.tokens === null ? undefined : boundedNumber(b.tokens, COUNT, `"tokens"`, report);
}

const sourceData = (c: Record<string, unknown>): unknown => (isRecord(c.source) ? c.source.data : undefined);

/** tool_result content may be a string or text/image blocks: flatten the text, count images and read their sizes. */
export function flattenToolResultContent(content: unknown): { text: string; images: number; sizes: (ImageDimensions | undefined)[] } {
  if (typeof content === "string") return { text: content, images: 0, sizes: [] };
  if (!Array.isArray(content)) return { text: content == null ? "" : safeJson(content), images: 0, sizes: [] };
  const parts: string[] = [];
  const sizes: (ImageDimensions | undefined)[] = [];
  for (const c of content) {
    if (!isRecord(c)) continue;
    if (c.type === "text") parts.push(str(c.text));
    else if (c.type === "image") sizes.push(imageDimensions(sourceData(c)));
    else parts.push(safeJson(c));
  }
  return { text: parts.join("\n"), images: sizes.length, sizes };
}

export function safeJson(v: unknown): string {
  try {
    return JSON.stringify(v) ?? "";
  } catch {
    // a value JSON cannot write (too deep, a cycle): never String(v), whose toString may be data
    return kindOf(v);
  }
}

export function toBlock(raw: unknown, report: Report = () => {}): Block {
  if (typeof raw === "string") return { type: "text", text: raw };
  if (!isRecord(raw)) return { type: "unknown", blockType: typeof raw, raw };
  const tokens = explicitTokens(raw, report);
  const withTokens = <T extends Block>(b: T): T => (tokens === undefined ? b : { ...b, tokens });
  switch (raw.type) {
    case "text":
      return withTokens({ type: "text", text: str(raw.text) });
    case "thinking": {
      // the signature's text is never kept, only its length: it sizes hidden thinking (rules.md#hidden-thinking)
      const b: Block = { type: "thinking", thinking: str(raw.thinking) };
      if (typeof raw.signature === "string" && raw.signature.length > 0) b.signatureBytes = raw.signature.length;
      return withTokens(b);
    }
    case "redacted_thinking":
      return withTokens({ type: "redacted_thinking", data: str(raw.data) });
    case "tool_use":
    case "server_tool_use":
      return withTokens({
        type: "tool_use",
        id: str(raw.id),
        name: str(raw.name),
        input: raw.input ?? {},
      });
    case "tool_result": {
      const { text, images, sizes } = flattenToolResultContent(raw.content);
      const b: Block = { type: "tool_result", toolUseId: str(raw.tool_use_id), content: text };
      if (raw.is_error === true) b.isError = true;
      if (images) b.images = images;
      if (sizes.some((d) => d)) b.imageSizes = sizes;
      return withTokens(b);
    }
    case "image": {
      const src = isRecord(raw.source) ? raw.source : {};
      const dims = imageDimensions(src.data);
      return withTokens({
        type: "image",
        mediaType: typeof src.media_type === "string" ? src.media_type : undefined,
        sizeBytes: base64Bytes(src.data),
        ...(dims ? { width: dims.width, height: dims.height } : {}),
      });
    }
    case "document": {
      const src = isRecord(raw.source) ? raw.source : {};
      return withTokens({
        type: "document",
        mediaType: typeof src.media_type === "string" ? src.media_type : undefined,
        title: typeof raw.title === "string" ? raw.title : undefined,
        sizeBytes: src.type === "text" ? str(src.data).length : base64Bytes(src.data),
      });
    }
    default:
      return withTokens({ type: "unknown", blockType: raw.type === undefined ? "untyped" : safeText(raw.type), raw });
  }
}

export function toBlocks(content: unknown, report: Report = () => {}): Block[] {
  if (typeof content === "string") return content.length ? [{ type: "text", text: content }] : [];
  if (Array.isArray(content)) return content.map((b, i) => toBlock(b, (m) => report(`content[${i}]: ${m}`)));
  if (content == null) return [];
  return [toBlock(content, report)];
}

/** All plain text of a block list, for prefix tests such as "Base directory for this skill:". */
export function blocksText(blocks: Block[]): string {
  let s = "";
  for (const b of blocks) if (b.type === "text") s += (s ? "\n" : "") + b.text;
  return s;
}

/**
 * Usage as recorded; a field that is no count (negative, a string, past MAX_COUNT) counts as 0
 * and is reported through `report` (the JSONL reader reports it in its field checks instead).
 */
export function toUsage(u: unknown, report: Report = () => {}): Usage | undefined {
  if (!isRecord(u)) return undefined;
  const n = (v: unknown, f: string) => optCount(v, `usage.${f}`, report) ?? 0;
  return {
    input_tokens: n(u.input_tokens, "input_tokens"),
    cache_creation_input_tokens: n(u.cache_creation_input_tokens, "cache_creation_input_tokens"),
    cache_read_input_tokens: n(u.cache_read_input_tokens, "cache_read_input_tokens"),
    output_tokens: n(u.output_tokens, "output_tokens"),
  };
}

/**
 * Sets an own property even when the key is "__proto__": a plain assignment would replace the
 * object's prototype with data from the file. Any other key is assigned: on these plain objects
 * that makes the same own, enumerable, writable property, and defineProperty on every field of
 * every record cost a few percent of reading a session.
 */
export function setOwn(obj: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else obj[key] = value;
}

/** The fields of a record a reader does not model, copied safely. */
export function otherFields(rec: Record<string, unknown>, modelled: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(rec)) if (!modelled.has(k)) setOwn(out, k, rec[k]);
  return out;
}

/** Counts by name, safe for any name a file may hold. */
export function bump(counts: Record<string, number>, key: string): void {
  setOwn(counts, key, (Object.prototype.hasOwnProperty.call(counts, key) ? counts[key] : 0) + 1);
}
