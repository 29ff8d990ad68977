import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { compressToEncodedURIComponent } from "lz-string";
import { deflateSync, strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { ingest } from "../transcripts";
import { chars4Counter, loadCounter } from "../tokens/estimators";
import { countSession } from "../tokens/count";
import { buildRecordedTimeline } from "../context/recorded";
import { decodeShare, encodeShare, MAX_LINK_CHARS } from "./link";
import { reduceToScenario } from "./reduce";
import { lzDecompressBounded } from "./lz-bounded";
import { findSecrets, redact, redactJson, secretContexts } from "./redact";
import { continuedSession } from "../../test-support/recorded-session";

const FIX = path.resolve(__dirname, "../../fixtures");

describe("secret redaction", () => {
  it("finds each kind and replaces it, leaving the rest", () => {
    const text = [
      "export ANTHROPIC_API_KEY=sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789",
      "aws: AKIAIOSFODNN7EXAMPLE",
      "token ghp_abcdefghijklmnopqrstuvwxyz0123456789",
      'db = "postgres://app:hunter2secret@db.internal:5432/app"',
      "Authorization: Bearer abcdef0123456789abcdef",
      "password: correct-horse-battery",
      "mail me at dev.ops+ci@example.co.kr please",
      "jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
    ].join("\n");
    const r = redact(text);
    expect(r.findings.map((f) => f.kind)).toEqual([
      "anthropic-key",
      "aws-access-key",
      "github-token",
      "connection-string",
      "bearer-token",
      "password",
      "email",
      "jwt",
    ]);
    expect(r.text).toContain("export ANTHROPIC_API_KEY=[REDACTED:anthropic-key]");
    expect(r.text).toContain('db = "postgres://app:[REDACTED:connection-string]@db.internal:5432/app"');
    expect(r.text).toContain("mail me at [REDACTED:email] please");
    expect(r.text).not.toMatch(/hunter2|correct-horse|AKIAIOSFODNN7/);
  });

  it("redacts every string of a JSON document and shows each secret in its context", () => {
    const doc = {
      title: "ops",
      events: [{ type: "user", text: "token ghp_abcdefghijklmnopqrstuvwxyz0123456789 ok", tokens: 9 }],
      n: 3,
      password: "x",
    };
    const r = redactJson(doc);
    expect(r.value).toEqual({ ...doc, events: [{ type: "user", text: "token [REDACTED:github-token] ok", tokens: 9 }] });
    expect(r.findings).toEqual([{ kind: "github-token", count: 1 }]);
    expect(doc.events[0].text).toContain("ghp_"); // the input is not changed
    const text = "key=sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789 end";
    expect(secretContexts(text, findSecrets(text), 4)).toEqual([
      { kind: "anthropic-key", before: "key=", secret: "sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789", after: " end" },
    ]);
  });

  it("leaves ordinary code alone", () => {
    expect(findSecrets("const skipped = items.filter((x) => x.ok);\nfunction sk() { return 1 }")).toEqual([]);
  });
});

describe("reducing a session to a scenario", () => {
  it("keeps every token count, drops text, and still carries recorded usage", async () => {
    const s = ingest(fs.readFileSync(path.join(FIX, "sessions/tool-calls.jsonl"), "utf8"), "tool-calls.jsonl");
    const table = countSession(s, chars4Counter);
    const overhead = buildRecordedTimeline(s, table).overhead.tokens;
    const r = reduceToScenario(s, table, { text: "drop", overheadTokens: overhead });
    const json = JSON.stringify(r.scenario);
    expect(json).not.toContain("refreshToken"); // text from the session's code is gone
    const back = ingest(json, "reduced.json");
    expect(back.format).toBe("scenario");
    // the same context total under any estimator: counts are explicit now
    const o200k = await loadCounter("o200k");
    const sum = (t: ReturnType<typeof countSession>) => t.perEvent.reduce((a, b) => a + b, 0) + t.startup.reduce((a, b) => a + b, 0);
    const original = table.perEvent.reduce((a, b) => a + b, 0) + overhead;
    expect(sum(countSession(back, o200k))).toBeCloseTo(original, -1);
    expect(back.events.filter((e) => e.usage && e.usageCounted).length).toBe(s.events.filter((e) => e.usage && e.usageCounted).length);
    expect(back.toolPairs.length).toBe(s.toolPairs.filter((p) => p.name !== "Skill").length);
  });

  it("splits the inferred overhead of a file that starts mid-conversation: a compaction loses the earlier conversation", () => {
    // a 2.0.76 file whose first message answers a record of another file, with no request after its
    // compaction to measure the system prompt + tools: 2.0.x's usual 31,629 (unrecorded-prefix.ts);
    // of the 60,000 inferred, 60,000 - 31,629 = 28,371 were an earlier conversation
    const s = ingest(continuedSession(), "c.jsonl");
    const doc = reduceToScenario(s, countSession(s, chars4Counter), { text: "drop", overheadTokens: 60_000 }).scenario;
    const startup = (doc.startup as { tokens: number; afterCompaction?: string }[]).map((x) => [
      x.tokens,
      x.afterCompaction ?? "unchanged",
    ]);
    expect(startup).toEqual([
      [31_629, "unchanged"],
      [28_371, "lost"],
    ]);
    // a file that starts its own conversation keeps the whole inferred overhead in one item
    const own = ingest(continuedSession({ continues: false }), "o.jsonl");
    const ownDoc = reduceToScenario(own, countSession(own, chars4Counter), { text: "drop", overheadTokens: 60_000 }).scenario;
    expect((ownDoc.startup as { tokens: number }[]).map((x) => x.tokens)).toEqual([60_000]);
  });

  it("maps every step of the session to the step of the reduced scenario", () => {
    for (const file of ["sessions/tool-calls.jsonl", "sessions/skills.jsonl", "sessions/compaction.jsonl"]) {
      const s = ingest(fs.readFileSync(path.join(FIX, file), "utf8"), path.basename(file));
      const r = reduceToScenario(s, countSession(s, chars4Counter), { text: "drop" });
      const back = ingest(JSON.stringify(r.scenario), "reduced.json");
      expect(r.stepOf).toHaveLength(s.events.length);
      for (let i = 0; i < s.events.length; i++) {
        const j = r.stepOf[i];
        expect(j, `${file} event ${i}`).toBeGreaterThanOrEqual(0);
        expect(j).toBeLessThan(back.events.length);
        const kind = s.events[i].kind;
        // what the user sees at that step is the same kind of event
        if (kind === "user" || kind === "tool-result" || kind === "skill-body" || kind === "compact-command") {
          expect(back.events[j].kind, `${file} event ${i} (${kind})`).toBe(kind);
        }
      }
    }
  });

  it("redacts secrets in kept text and says how many of each", () => {
    const s = ingest(
      JSON.stringify({
        format: "context-lab-scenario",
        version: 1,
        events: [{ type: "user", text: "deploy with key sk-ant-api03-ZZZZZZZZZZZZZZZZZZZZZZZZZZ to ops@example.com" }],
      }),
      "x.json",
    );
    const r = reduceToScenario(s, countSession(s, chars4Counter));
    expect(JSON.stringify(r.scenario)).toContain("deploy with key [REDACTED:anthropic-key] to [REDACTED:email]");
    expect(r.findings).toEqual([
      { kind: "anthropic-key", count: 1 },
      { kind: "email", count: 1 },
    ]);
  });
});

describe("share links", () => {
  const scenario = JSON.parse(fs.readFileSync(path.join(FIX, "scenarios/reference-session.json"), "utf8"));

  it("round-trips the whole view state through the fragment", () => {
    const { fragment, tooLong } = encodeShare({
      v: 1,
      scenario,
      preset: "seed",
      overrides: { window: 1_000_000 },
      step: 12,
      panel: "compaction",
      estimator: "o200k",
    });
    expect(tooLong).toBe(false);
    expect(fragment.startsWith("#z=")).toBe(true);
    expect(decodeShare(fragment)).toEqual({
      ok: true,
      state: { v: 1, scenario, preset: "seed", overrides: { window: 1_000_000 }, step: 12, panel: "compaction", estimator: "o200k" },
    });
    expect(decodeShare("#other=1")).toBeNull();
  });

  it("carries compare mode's second setting, and drops one that is not an object", () => {
    const compare = { preset: "seed", overrides: { window: 1_000_000 } };
    const { fragment } = encodeShare({ v: 1, scenario, panel: "compare", compare });
    expect(decodeShare(fragment)).toEqual({ ok: true, state: { v: 1, scenario, panel: "compare", compare } });
    const odd = decodeShare(
      "#s=" + compressToEncodedURIComponent(JSON.stringify({ v: 1, scenario, compare: { preset: 7, overrides: [1] } })),
    );
    expect(odd).toEqual({ ok: true, state: { v: 1, scenario, compare: { preset: null, overrides: {} } } });
    expect(decodeShare("#s=" + compressToEncodedURIComponent(JSON.stringify({ v: 1, scenario, compare: "seed" })))).toEqual({
      ok: true,
      state: { v: 1, scenario },
    });
  });

  it("says when a link would be too long", () => {
    const big = {
      ...scenario,
      events: Array.from({ length: 3_000 }, (_, i) => ({ type: "user", text: `prompt ${i} ${Math.sin(i)}`, tokens: i })),
    };
    const e = encodeShare({ v: 1, scenario: big });
    expect(e.chars).toBeGreaterThan(MAX_LINK_CHARS);
    expect(e.tooLong).toBe(true);
  });

  it("still opens links of the first version (lz-string after #s=)", () => {
    const state = { v: 1, scenario, step: 4, panel: "skills" };
    const old = "#s=" + compressToEncodedURIComponent(JSON.stringify(state));
    expect(decodeShare(old)).toEqual({ ok: true, state });
  });

  it("refuses a link that would expand past the bound, before expanding it", () => {
    // 21 M characters of one letter deflate to ~20 KB; the bound is 20 M
    const bomb = deflateSync(strToU8(`{"v":1,"pad":"${"a".repeat(21_000_000)}"}`), { level: 9 });
    let bin = "";
    for (const b of bomb) bin += String.fromCharCode(b);
    const frag = "#z=" + btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    expect(frag.length).toBeLessThan(100_000);
    expect(decodeShare(frag)).toMatchObject({ ok: false, error: expect.stringMatching(/refused before it was expanded/) });
    // the same for a first-version link: lz-string output grows with the square of its input
    const lz = compressToEncodedURIComponent("b".repeat(300_000));
    expect(lz.length).toBeLessThan(2_000);
    expect(lzDecompressBounded(lz, 100_000)).toBe("too-large");
    expect(lzDecompressBounded(lz, 300_000)).toBe("b".repeat(300_000));
  });

  it("names a version field of the wrong type without calling it", () => {
    const weird = "#s=" + compressToEncodedURIComponent('{"v":{"toString":1,"valueOf":2},"scenario":{}}');
    expect(decodeShare(weird)).toEqual({ ok: false, error: "The share link is version an object; this Context Lab reads version 1." });
    const list = encodeShare({ v: [1] as unknown as 1, scenario }).fragment;
    expect(decodeShare(list)).toEqual({ ok: false, error: "The share link is version a list; this Context Lab reads version 1." });
  });

  it("refuses forged, truncated and foreign links with a sentence, never a throw", () => {
    const { fragment } = encodeShare({ v: 1, scenario });
    const cut = decodeShare(fragment.slice(0, Math.floor(fragment.length / 2)));
    expect(cut && !cut.ok && cut.error).toMatch(/damaged or cut short|not to JSON|no scenario/);
    expect(decodeShare("#s=" + compressToEncodedURIComponent('{"v":1,"scenario":{"format":"evil"}}'))).toEqual({
      ok: false,
      error: "The share link holds no scenario.",
    });
    expect(decodeShare("#s=" + compressToEncodedURIComponent('{"v":2}'))).toMatchObject({ ok: false });
    expect(decodeShare("#s=")).toMatchObject({ ok: false });
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (junk) => {
        const r = decodeShare("#s=" + junk);
        const z = decodeShare("#z=" + junk);
        return (
          r !== null &&
          z !== null &&
          (r.ok ? r.state.v === 1 : typeof r.error === "string") &&
          (z.ok ? z.state.v === 1 : typeof z.error === "string")
        );
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});
