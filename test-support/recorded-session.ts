// A Claude Code session file written record by record, for tests of what the reader and the
// replay make of real shapes: Skill calls and their body records, Reads, a compact boundary and
// the attachment records written after it. Text of our own; sizes chosen by each test.
export type Usage = { input_tokens: number; cache_creation_input_tokens: number; cache_read_input_tokens: number; output_tokens: number };

export const usage = (input: number, create: number, read: number, out: number): Usage => ({
  input_tokens: input,
  cache_creation_input_tokens: create,
  cache_read_input_tokens: read,
  output_tokens: out,
});

export class RecordedSession {
  readonly lines: string[] = [];
  private n = 0;
  private msg = 0;
  private nextParent: string | null | undefined;
  constructor(private readonly version = "2.1.120") {}

  private base(type: string, more: object): string {
    const parent = this.nextParent;
    this.nextParent = undefined;
    return JSON.stringify({
      type,
      uuid: `u${++this.n}`,
      ...(parent !== undefined ? { parentUuid: parent } : {}),
      sessionId: "s",
      version: this.version,
      timestamp: "2026-05-01T10:00:00Z",
      ...more,
    });
  }
  prompt(text: string): this {
    this.lines.push(this.base("user", { message: { role: "user", content: text } }));
    return this;
  }
  meta(text: string, more: object = {}): this {
    this.lines.push(this.base("user", { isMeta: true, message: { role: "user", content: [{ type: "text", text }] }, ...more }));
    return this;
  }
  text(text: string, u?: Usage): this {
    this.lines.push(
      this.base("assistant", {
        message: {
          id: `m${++this.msg}`,
          role: "assistant",
          model: "claude-sonnet-4-5",
          content: [{ type: "text", text }],
          ...(u ? { usage: u } : {}),
        },
      }),
    );
    return this;
  }
  tool(id: string, name: string, input: object, result: string, u?: Usage): this {
    this.lines.push(
      this.base("assistant", {
        message: {
          id: `m${++this.msg}`,
          role: "assistant",
          model: "claude-sonnet-4-5",
          content: [{ type: "tool_use", id, name, input }],
          ...(u ? { usage: u } : {}),
        },
      }),
    );
    this.lines.push(this.base("user", { message: { role: "user", content: [{ type: "tool_result", tool_use_id: id, content: result }] } }));
    return this;
  }
  /** a Skill call, its "Launching skill" result and the body record (a bundled skill's has no Base directory line) */
  skill(id: string, name: string, bodyRecord: string, u?: Usage): this {
    this.tool(id, "Skill", { skill: name }, `Launching skill: ${name}`, u);
    return this.meta(bodyRecord, { sourceToolUseID: id });
  }
  boundary(trigger: "auto" | "manual", preTokens: number, postTokens?: number): this {
    this.lines.push(
      this.base("system", {
        subtype: "compact_boundary",
        content: "Conversation compacted",
        compactMetadata: { trigger, preTokens, ...(postTokens !== undefined ? { postTokens } : {}) },
      }),
    );
    return this;
  }
  summary(text: string): this {
    this.lines.push(this.base("user", { isCompactSummary: true, message: { role: "user", content: text } }));
    return this;
  }
  attachment(attachment: object): this {
    this.lines.push(this.base("attachment", { attachment }));
    return this;
  }
  command(name: string): this {
    return this.prompt(`<command-name>/${name}</command-name>\n<command-message>${name}</command-message>\n<command-args></command-args>`);
  }
  /** the next record's parentUuid (records carry none unless given): null starts a chain, a uuid continues one */
  parent(uuid: string | null): this {
    this.nextParent = uuid;
    return this;
  }
  toString(): string {
    return this.lines.join("\n") + "\n";
  }
}

/** The parent the first message of a continued file names: a record of a file not given. */
export const PARENT_IN_ANOTHER_FILE = "a-record-of-another-file";

/**
 * A Claude Code 2.0.76 file that continues a conversation from another file (its first message's
 * parent is a record that file holds, not this one): "carry on", a response whose request read
 * 60,000 cached tokens (usage 100 + 60,000 + 10), a manual compaction at 60,110 and its summary,
 * and with `roundAfter` a prompt and a response of 100 + 30,000 + 10 after it. The same file with
 * `continues: false` starts its own conversation (its first message has no parent).
 */
export function continuedSession({ continues = true, roundAfter = false }: { continues?: boolean; roundAfter?: boolean } = {}): string {
  const r = new RecordedSession("2.0.76");
  if (continues) r.parent(PARENT_IN_ANOTHER_FILE);
  r.prompt("carry on").text("done", usage(100, 0, 60_000, 10));
  r.boundary("manual", 60_110).summary("We refactored the parser.");
  if (roundAfter) r.prompt("now the tests").text("ok", usage(100, 0, 30_000, 10));
  return r.toString();
}

/**
 * A file whose main chain moves from Haiku to Sonnet (rules.md#model-streams): a prompt of 1,000
 * tokens (chars/4) and a Haiku reply of 100 recording 50,000 in, then a prompt of 100 and a Sonnet
 * reply of 100 recording 31,200 in. By hand: 50,100 - 1,100 = 49,000 of system prompt + tools on
 * Haiku, 31,300 - 1,300 = 30,000 on Sonnet. `firstInput` changes what the Haiku reply records.
 */
export function twoStreamSession(firstInput = 50_000): string {
  const s = new RecordedSession("2.1.120");
  s.prompt("a".repeat(4000))
    .text("b".repeat(400), usage(0, firstInput, 0, 100))
    .prompt("c".repeat(400))
    .text("d".repeat(400), usage(0, 31_200, 0, 100));
  // the builder writes Sonnet; the first reply is Haiku's
  s.lines[1] = s.lines[1].replace('"claude-sonnet-4-5"', '"claude-haiku-4-5"');
  return s.toString();
}
