import { describe, expect, it } from "vitest";
import { RecordedSession, twoStreamSession } from "../../test-support/recorded-session";
import { ingest } from "./ingest";
import { modelsUsed } from "./models-used";

describe("modelsUsed", () => {
  it("names both models of a file that moves from Haiku to Sonnet, the first first", () => {
    // twoStreamSession writes a Haiku reply, then a Sonnet one
    expect(modelsUsed(ingest(twoStreamSession(), "s.jsonl"))).toEqual(["claude-haiku-4-5", "claude-sonnet-4-5"]);
  });

  it("names a model once however many replies carry it", () => {
    const text = new RecordedSession().prompt("a").text("b").prompt("c").text("d").toString();
    expect(modelsUsed(ingest(text, "s.jsonl"))).toEqual(["claude-sonnet-4-5"]);
  });

  it("leaves out Claude Code's own <synthetic> replies", () => {
    const s = new RecordedSession().prompt("a").text("b").prompt("c").text("d");
    s.lines[3] = s.lines[3].replace('"claude-sonnet-4-5"', '"<synthetic>"');
    s.lines[1] = s.lines[1].replace('"claude-sonnet-4-5"', '"claude-opus-4-1"');
    expect(modelsUsed(ingest(s.toString(), "s.jsonl"))).toEqual(["claude-opus-4-1"]);
  });
});
