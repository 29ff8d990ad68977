// One session event as a snapshot writes it (snapshot.ts): every block with the size the sender's
// estimator counted and only the text the simulator reads, then the event's own fields. Its own
// file because what a block keeps is decided per block type, apart from the document around it.
import type { Block, Event } from "../model";
import { isHiddenThinking } from "../tokens/hidden-thinking-from-signature";
import type { TokenTable } from "../tokens/count";
import { ERROR_TEXT } from "../context/text-signals";
import { FILE_UNCHANGED } from "../context/text-signals";
import { isCjk } from "../tokens/calibrate";
import { writeAttachmentInfo } from "./attachment-info";
import type { SnapshotSharing } from "./snapshot-sharing";

/** a tool result's head read for error lines (summary.ts reads 2,000 characters) */
const RESULT_HEAD = 2_000;

/** The name of each tool call, by its id: a result of Read is a file, never an error line. */
export function toolNames(events: readonly Event[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const ev of events) for (const b of ev.blocks) if (b.type === "tool_use") names.set(b.id, b.name);
  return names;
}

export function snapshotEvent(ev: Event, table: TokenTable, names: Map<string, string>, sharing: SnapshotSharing): Record<string, unknown> {
  const off = table.blockOffset[ev.i];
  const blocks = ev.blocks.map((b, k) => snapshotBlock(ev, b, table.blockTokens[off + k], names, sharing));
  return { kind: ev.kind, recordType: ev.recordType, blocks, ...eventFields(ev, sharing) };
}

/** What the simulator reads of a message's text, by the kind of event it is in. */
function messageText(ev: Event, text: string, sharing: SnapshotSharing): string {
  if (ev.kind === "assistant") return sharing.text(sharing.shorten(text));
  if (ev.kind === "user") return sharing.userText(text);
  if (ev.kind === "compact-command" || ev.kind === "api-error") return sharing.text(text);
  return "";
}

/** A tool result keeps its head when the simulator may read an error in it, else only the file-unchanged stub. */
function resultContent(
  b: Extract<Block, { type: "tool_result" }>,
  tokens: number,
  names: Map<string, string>,
  sharing: SnapshotSharing,
): string {
  if (sharing.mode === "keep") return b.content;
  const head = b.content.slice(0, RESULT_HEAD);
  const read = names.get(b.toolUseId) === "Read";
  const reads = b.isError === true || (!read && tokens < 4_000 && ERROR_TEXT.test(head));
  return reads ? sharing.text(head) : head.startsWith(FILE_UNCHANGED) ? FILE_UNCHANGED : "";
}

function snapshotBlock(ev: Event, b: Block, tokens: number, names: Map<string, string>, sharing: SnapshotSharing): Record<string, unknown> {
  // a skill body is measured (and cut at its limit) by the receiver's counter, as the sender's was
  if (ev.kind === "skill-body" && b.type === "text")
    return { type: "text", text: sharing.text(b.text), ...(b.tokens !== undefined ? { tokens: b.tokens } : {}) };
  switch (b.type) {
    case "text":
      return {
        type: "text",
        text: messageText(ev, b.text, sharing),
        tokens,
        // the MCP part of a tools record counts apart (rules.md#mcp-tools)
        ...(b.category ? { category: b.category } : {}),
      };
    case "thinking":
      // hidden thinking travels as its signature's length, so the receiver sizes it as the sender did (rules.md#hidden-thinking)
      return isHiddenThinking(b)
        ? { type: "thinking", thinking: "", signatureBytes: b.signatureBytes }
        : { type: "thinking", thinking: "", tokens };
    case "redacted_thinking":
      return { type: "redacted_thinking", data: "", tokens };
    case "tool_use":
      return { type: "tool_use", id: b.id, name: b.name, input: sharing.toolInput(b.input, 0), tokens };
    case "tool_result": {
      const content = resultContent(b, tokens, names, sharing);
      // the images' count and sizes travel, so the receiver sizes them as the sender did (rules.md#image-tokens)
      const images = b.images ? { images: b.images, ...(b.imageSizes ? { imageSizes: b.imageSizes.map((d) => d ?? null) } : {}) } : {};
      return { type: "tool_result", toolUseId: b.toolUseId, content, ...(b.isError ? { isError: true } : {}), ...images, tokens };
    }
    case "image":
      return { type: b.type, ...(b.width && b.height ? { width: b.width, height: b.height } : {}), tokens };
    case "document":
      return { type: b.type, tokens };
    case "unknown":
      return { type: "unknown", blockType: b.blockType, tokens };
  }
}

/** The event's fields beside its blocks, each only when set. */
function eventFields(ev: Event, sharing: SnapshotSharing): Record<string, unknown> {
  const e: Record<string, unknown> = {};
  if (ev.line !== undefined) e.line = ev.line;
  if (ev.subtype !== undefined) e.subtype = ev.subtype;
  if (ev.role) e.role = ev.role;
  if (ev.timestamp) e.timestamp = ev.timestamp;
  if (ev.isMeta) e.isMeta = true;
  if (ev.messageId) e.messageId = ev.messageId;
  if (ev.model) e.model = ev.model;
  if (ev.usage) e.usage = ev.usage;
  if (ev.skill) e.skill = { ...ev.skill, ...(ev.skill.dir ? { dir: sharing.path(ev.skill.dir, "folder") } : {}) };
  if (ev.compact)
    e.compact = {
      ...ev.compact,
      ...(ev.compact.instructions ? { instructions: sharing.text(ev.compact.instructions) } : {}),
    };
  if (ev.category) e.category = ev.category;
  if (ev.attachment) e.attachment = writeAttachmentInfo(ev.attachment, (p) => sharing.path(p));
  if (ev.waitMinutes !== undefined) e.waitMinutes = ev.waitMinutes;
  if (ev.version) e.version = ev.version;
  // the calibration gives CJK text its own ratio: the receiver must know it was CJK without the text
  if (isCjk(ev)) e.cjk = true;
  if (ev.kind === "api-error" && typeof ev.extra.status === "number") e.status = ev.extra.status;
  return e;
}
