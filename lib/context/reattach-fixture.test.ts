// What came back after the compactions of the generated 2.1.120 session
// (fixtures/sessions/real-shape/reattach-2.1.120.jsonl, written by scripts/make-real-shape-fixtures.ts).
// Every expectation is worked out from how the generator wrote the file: the sizes it chose for the
// three skills, the order it invoked them in, the files it read, wrote and renamed, and the
// attachment records it wrote after each boundary; none is pasted back from the engine.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { eventText } from "../model";
import { countSession } from "../tokens/count";
import { chars4Counter } from "../tokens/estimators";
import { ingest } from "../transcripts";
import { resolveSettings } from "./settings";
import { simulate } from "./simulate";
import { recordingSettings } from "./versions";

const FILE = path.resolve(__dirname, "../../fixtures/sessions/real-shape/reattach-2.1.120.jsonl");
const session = () => ingest(fs.readFileSync(FILE, "utf8"), "reattach-2.1.120.jsonl");

/** The simulation as the app runs a recorded session: the settings its version ran under. */
function simulated() {
  const s = session();
  const rec = recordingSettings(s).settings;
  const { settings, problems } = resolveSettings(s.scenario, { preset: rec.preset, overrides: { window: rec.window } });
  expect(problems).toEqual([]);
  return { s, sim: simulate(s, countSession(s, chars4Counter), settings, { counter: chars4Counter }) };
}

// The generator's sizes: release-notes' body record 28,687 characters (its Base directory line
// included), cut to its first 19,900 and the 100-character marker; simplify 3,046 (bundled, no Base
// directory line); run-checks 1,874. Invoked run-checks, simplify, release-notes, run-checks again:
// most recent first that is run-checks, release-notes, simplify.
const SKILLS_BACK = [
  ["run-checks", 1_874],
  ["release-notes", 19_900 + 100],
  ["simplify", 3_046],
];
const shop = (rel: string) => `C:\\work\\shop\\${rel}`;
/** system prompt and tools the generator gives every first request */
const OVERHEAD = 24_310;
/** a prompt's true tokens in the generator: characters / 4.2, rounded up */
const promptTokens = (text: string) => Math.ceil(text.length / 4.2);

describe("the generated 2.1.120 session: what came back after each compaction", () => {
  it("reads every record and attachment as what it is; /effort is a command, not a skill", () => {
    const s = session();
    expect(s.errors).toEqual([]);
    expect(s.unknownTypes).toEqual({});
    expect(s.events.filter((e) => e.kind === "attachment").map((e) => e.attachment!.type)).toEqual([
      // at the start
      "deferred_tools_delta",
      "mcp_instructions_delta",
      "skill_listing",
      // after the auto compaction: three files re-read, one named, the skills, the deltas
      "file",
      "compact_file_reference",
      "file",
      "file",
      "invoked_skills",
      "deferred_tools_delta",
      "task_reminder",
      // after /compact: five files, the same skills
      "file",
      "file",
      "file",
      "file",
      "file",
      "invoked_skills",
      "deferred_tools_delta",
      "task_reminder",
    ]);
    expect(s.events.every((e) => !e.attachment || e.attachment.known)).toBe(true);
    const listing = s.events.find((e) => e.attachment?.type === "skill_listing")!.attachment!.listing!;
    expect([listing.skillCount, listing.initial, listing.names]).toEqual([
      6,
      true,
      ["release-notes", "run-checks", "simplify", "db-migrations", "api-docs", "pdf-invoices"],
    ]);
    // four invocations, each with its body record; /effort and /compact are none of them
    expect(s.skills.map((x) => x.name)).toEqual(["run-checks", "simplify", "release-notes", "run-checks"]);
    expect(s.skills.every((x) => x.body !== undefined)).toBe(true);
    const effort = s.events.find((e) => e.kind === "user" && eventText(e).includes("<command-name>/effort</command-name>"));
    expect(effort).toBeDefined();
    expect(effort!.skill).toBeUndefined();
    // the body records as written: the long one whole with its Base directory line, the bundled one without
    const bodyOf = (name: string) => s.events[s.skills.find((x) => x.name === name)!.event];
    expect(eventText(bodyOf("release-notes")).length).toBe(28_687);
    expect(
      eventText(bodyOf("release-notes")).startsWith("Base directory for this skill: C:\\Users\\dev\\.claude\\skills\\release-notes\n"),
    ).toBe(true);
    expect(eventText(bodyOf("simplify")).length).toBe(3_046);
    expect(eventText(bodyOf("simplify")).startsWith("Base directory")).toBe(false);
    expect(eventText(bodyOf("run-checks")).length).toBe(1_874);
  });

  it("records an auto compaction at 167,642 and a /compact, and each next request is system prompt and tools + postTokens + the prompt", () => {
    const { sim } = simulated();
    const rec = sim.recorded.filter((r) => r.kind === "compact");
    expect(rec.map((r) => [r.trigger, r.taken])).toEqual([
      ["auto", true],
      ["manual", true],
    ]);
    expect(rec[0].preTokens).toBe(167_642);
    expect(rec[0].recordedAfter! - rec[0].postTokens!).toBe(OVERHEAD + promptTokens("Now add free shipping over 50 euros, with a test."));
    expect(rec[1].recordedAfter! - rec[1].postTokens!).toBe(OVERHEAD + promptTokens("Open the pull request for release-3.4."));
  });

  it("the recording and the rules put back the same skills, in the same order and size, at both compactions", () => {
    const { sim } = simulated();
    for (const r of sim.recorded.filter((x) => x.kind === "compact")) {
      expect(r.reattached!.written).toBe(true);
      expect(r.reattached!.skills.map((x) => [x.name, x.chars])).toEqual(SKILLS_BACK);
      expect(r.reattached!.others.map((o) => o.type)).toEqual(["deferred_tools_delta", "task_reminder"]);
      const rule = r.ruleReattached!.skills!.skills;
      expect(rule.map((x) => [x.name, x.status, x.chars, x.cutAt ?? null])).toEqual([
        ["run-checks", "kept", 1_874, null],
        ["release-notes", "truncated", 20_000, 19_900],
        ["simplify", "kept", 3_046, null],
      ]);
      expect(r.agreement!.skillsEqual).toBe(true);
      expect(r.agreement!.skills.map((x) => [x.name, x.mark])).toEqual([
        ["run-checks", "same"],
        ["release-notes", "same"],
        ["simplify", "same"],
      ]);
    }
  });

  it("files: app.ts spelled two ways is one file; prices.ts, renamed by the shell, comes back only by the rules", () => {
    const { sim } = simulated();
    const [auto, manual] = sim.recorded.filter((x) => x.kind === "compact");
    // the five most recent of what was read, written or edited: tax, prices, CHANGELOG, app (read
    // last as c:/work/shop/app.ts), coupons (written); checkout and cart are older
    expect(auto.ruleReattached!.files.attached.map((f) => f.path)).toEqual([
      shop("src\\tax.ts"),
      shop("src\\prices.ts"),
      shop("docs\\CHANGELOG.md"),
      "c:/work/shop/app.ts",
      shop("src\\coupons.ts"),
    ]);
    expect(auto.agreement!.files.map((f) => [f.path, f.mark, f.namedOnly ?? false])).toEqual([
      [shop("src\\tax.ts"), "same", false],
      [shop("docs\\CHANGELOG.md"), "same", true],
      [shop("app.ts"), "same", false],
      [shop("src\\coupons.ts"), "same", false],
      [shop("src\\prices.ts"), "only-rules", false],
    ]);
    expect([auto.agreement!.filesSame, auto.agreement!.filesRecorded, auto.agreement!.filesRules]).toEqual([4, 4, 5]);
    // after it the read-file state is what the recording re-read; then shipping.ts and the test
    expect(manual.agreement!.files.map((f) => [f.path, f.mark])).toEqual([
      [shop("src\\shipping.ts"), "same"],
      [shop("tests\\checkout.test.ts"), "same"],
      [shop("src\\coupons.ts"), "same"],
      [shop("app.ts"), "same"],
      [shop("src\\tax.ts"), "same"],
    ]);
    expect([manual.agreement!.filesSame, manual.agreement!.filesRecorded, manual.agreement!.filesRules]).toEqual([5, 5, 5]);
  });
});
