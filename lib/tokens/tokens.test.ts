import { describe, expect, it } from "vitest";
import { Tiktoken } from "js-tiktoken/lite";
import o200k from "js-tiktoken/ranks/o200k_base";
import cl100k from "js-tiktoken/ranks/cl100k_base";
import fc from "fast-check";
import fs from "node:fs";
import path from "node:path";
import { ingest } from "../transcripts";
import { chars4, chars4Counter, loadCounter, MAX_RUN } from "./estimators";
import { CATEGORY_INDEX, countSession, IMAGE_TOKENS, NC } from "./count";

describe("estimators", () => {
  it("chars/4 is Claude Code's rounding of length / 4", () => {
    expect(chars4("")).toBe(0);
    expect(chars4("abcdefgh")).toBe(2);
    expect(chars4("abcdefghij")).toBe(3); // 2.5 rounds up
    expect(chars4Counter.estimator).toBe("chars4");
  });

  it("o200k and cl100k agree with js-tiktoken on ordinary text and never throw on special-token text", async () => {
    const counter = await loadCounter("o200k");
    const reference = new Tiktoken(o200k);
    const texts = [
      "Hello, world!",
      "export function refresh(token: string) {\n  return jwt.verify(token, SECRET);\n}\n",
      "스킬 본문은 호출할 때만 로드된다. 압축이 돌면 그 본문은 어떻게 되나.",
      "A".repeat(500) + " tail",
    ];
    for (const t of texts) expect(counter.count(t)).toBe(reference.encode(t, [], []).length);
    expect(counter.count("before <|endoftext|> after")).toBeGreaterThan(3);
    const cl = await loadCounter("cl100k");
    expect(cl.estimator).toBe("cl100k");
    expect(cl.count("Hello, world!")).toBe(4);
  });

  it("counts one enormous pre-token in slices instead of hanging", async () => {
    const counter = await loadCounter("o200k");
    const reference = new Tiktoken(o200k);
    const run = "a".repeat(MAX_RUN * 20 + 100); // a single letter piece: quadratic in plain BPE
    const piece = " " + run; // the pattern keeps the leading space with the letters
    let sliced = 0;
    for (let k = 0; k < piece.length; k += MAX_RUN) sliced += reference.encode(piece.slice(k, k + MAX_RUN), [], []).length;
    expect(counter.count("head " + run + " tail")).toBe(
      reference.encode("head", [], []).length + sliced + reference.encode(" tail", [], []).length,
    );
  });

  it("counts exactly what js-tiktoken encodes, on real sessions and random text", async () => {
    for (const [name, ranks] of [
      ["o200k", o200k],
      ["cl100k", cl100k],
    ] as const) {
      const counter = await loadCounter(name);
      const reference = new Tiktoken(ranks);
      for (const f of ["sessions/tool-calls.jsonl", "sessions/skills.jsonl", "api/messages-request.json"]) {
        const text = fs.readFileSync(path.resolve(__dirname, "../../fixtures", f), "utf8");
        expect(counter.count(text)).toBe(reference.encode(text, [], []).length);
      }
      fc.assert(
        fc.property(
          fc.oneof(
            fc.string({ unit: "grapheme", maxLength: 300 }),
            fc.string({ unit: "binary", maxLength: 300 }),
            fc.string({ maxLength: 300 }),
          ),
          (t) => {
            expect(counter.count(t)).toBe(reference.encode(t, [], []).length);
          },
        ),
        { numRuns: 400, seed: 11 },
      );
    }
  });
});

describe("countSession", () => {
  const session = ingest(
    [
      { type: "user", uuid: "1", sessionId: "s", message: { role: "user", content: "Read the config" } },
      {
        type: "assistant",
        uuid: "2",
        sessionId: "s",
        message: { id: "m1", role: "assistant", content: [{ type: "thinking", thinking: "x".repeat(400) }] },
      },
      {
        type: "assistant",
        uuid: "3",
        sessionId: "s",
        message: {
          id: "m1",
          role: "assistant",
          content: [{ type: "tool_use", id: "t1", name: "Read", input: { file_path: "/a/config.json" } }],
        },
      },
      {
        type: "user",
        uuid: "4",
        sessionId: "s",
        message: { role: "user", content: [{ type: "tool_result", tool_use_id: "t1", content: "{" + '"k":1,'.repeat(100) + "}" }] },
      },
      {
        type: "user",
        uuid: "5",
        sessionId: "s",
        isMeta: true,
        message: { role: "user", content: [{ type: "text", text: "Base directory for this skill: /s/pdf\n\n" + "y".repeat(800) }] },
      },
      {
        type: "user",
        uuid: "6",
        sessionId: "s",
        message: { role: "user", content: [{ type: "image", source: { type: "base64", media_type: "image/png", data: "AAAA" } }] },
      },
      { type: "file-history-snapshot", messageId: "m1", snapshot: {} },
    ]
      .map((r) => JSON.stringify(r))
      .join("\n"),
    "c.jsonl",
  );

  it("puts each block's tokens in its category, JSON file reads at chars/2", () => {
    const t = countSession(session, chars4Counter);
    const cat = (i: number, c: keyof typeof CATEGORY_INDEX) => t.byCategory[i * NC + CATEGORY_INDEX[c]];
    expect(cat(0, "userText")).toBe(chars4("Read the config"));
    expect(cat(1, "thinking")).toBe(100);
    expect(cat(2, "toolUse")).toBe(chars4("Read") + chars4('{"file_path":"/a/config.json"}'));
    expect(cat(3, "toolResults")).toBe(Math.round(602 / 2));
    expect(cat(4, "skills")).toBe(chars4("Base directory for this skill: /s/pdf\n\n" + "y".repeat(800)));
    expect(cat(5, "userText")).toBe(IMAGE_TOKENS);
    expect(t.perEvent[6]).toBe(0); // bookkeeping never reaches the model
    expect(t.blockTokens[t.blockOffset[3]]).toBe(301);
  });

  it("an explicit token count wins over every estimator", async () => {
    const s = ingest(
      JSON.stringify({
        format: "context-lab-scenario",
        version: 1,
        events: [{ type: "user", text: "a long prompt ".repeat(50), tokens: 45 }],
      }),
      "s.json",
    );
    for (const e of ["chars4", "o200k", "cl100k"] as const) {
      expect(countSession(s, await loadCounter(e)).perEvent[0]).toBe(45);
    }
  });
});
