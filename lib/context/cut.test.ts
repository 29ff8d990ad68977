import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Event } from "../model";
import { assignGroups } from "../transcripts";
import { adjustIndexToPreserveAPIInvariants, cutIsValid, cutItemOf, groupStarts, type CutItem } from "./cut";

const user = (): CutItem => ({ isAssistant: false, toolUseIds: [], toolResultIds: [] });
const asst = (messageId: string | undefined, ...uses: string[]): CutItem => ({
  isAssistant: true,
  ...(messageId !== undefined ? { messageId } : {}),
  toolUseIds: uses,
  toolResultIds: [],
});
const result = (...ids: string[]): CutItem => ({ isAssistant: false, toolUseIds: [], toolResultIds: ids });

describe("adjustIndexToPreserveAPIInvariants (rules.md#message-groups)", () => {
  it("never keeps a tool_result without its tool_use", () => {
    // 0 user, 1 assistant tool_use a, 2 tool_result a, 3 assistant text
    const items = [user(), asst("m1", "a"), result("a"), asst("m2")];
    expect(adjustIndexToPreserveAPIInvariants(items, 2)).toBe(1);
    expect(adjustIndexToPreserveAPIInvariants(items, 3)).toBe(3);
  });

  it("never cuts inside a split response (thinking, text, tool_use sharing one message.id)", () => {
    // 0 user, 1-3 one response in three records, 4 its tool_result, 5 user
    const items = [user(), asst("m1"), asst("m1"), asst("m1", "b"), result("b"), user()];
    expect(adjustIndexToPreserveAPIInvariants(items, 2)).toBe(1);
    // keeping the result needs the tool_use (3), which needs its earlier splits (1, 2)
    expect(adjustIndexToPreserveAPIInvariants(items, 4)).toBe(1);
    expect(adjustIndexToPreserveAPIInvariants(items, 5)).toBe(5);
  });

  it("follows chains: a kept result pulls in its response, whose splits pull in more", () => {
    // parallel calls split across records, results interleaved
    const items = [user(), asst("m1", "a"), result("a"), asst("m1", "b"), result("b"), user()];
    expect(adjustIndexToPreserveAPIInvariants(items, 4)).toBe(1);
  });

  it("stays at or after the floor (the last compact boundary)", () => {
    const items = [asst("m0", "x"), user(), asst("m1", "a"), result("a", "x")];
    // x's tool_use sits before the floor: ignored
    expect(adjustIndexToPreserveAPIInvariants(items, 3, 1)).toBe(2);
    expect(adjustIndexToPreserveAPIInvariants(items, 0, 1)).toBe(1);
  });

  it("cutItemOf reads tool ids and message ids from events", () => {
    const ev = {
      i: 0,
      kind: "assistant",
      recordType: "assistant",
      messageId: "m",
      group: 0,
      extra: {},
      blocks: [
        { type: "thinking", thinking: "" },
        { type: "tool_use", id: "t1", name: "Read", input: {} },
      ],
    } as Event;
    expect(cutItemOf(ev)).toEqual({ isAssistant: true, messageId: "m", toolUseIds: ["t1"], toolResultIds: [] });
    expect(cutItemOf(undefined)).toEqual({ isAssistant: false, toolUseIds: [], toolResultIds: [] });
  });
});

/**
 * Random transcripts: user prompts and API rounds; a round is one response split over 1-3
 * records (thinking / text / tool_use), its tool_uses answered by tool_results that may come
 * between the splits or after them, one result per record or several in one.
 */
const transcript = fc
  .array(
    fc.oneof(
      fc.constant({ kind: "user" as const }),
      fc.record({
        kind: fc.constant("round" as const),
        splits: fc.integer({ min: 1, max: 3 }),
        tools: fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 4 }),
        combine: fc.boolean(),
        interleave: fc.boolean(),
        noId: fc.boolean(),
      }),
    ),
    { maxLength: 25 },
  )
  .map((parts) => {
    const items: CutItem[] = [];
    let round = 0;
    let tool = 0;
    for (const p of parts) {
      if (p.kind === "user") {
        items.push(user());
        continue;
      }
      const id = p.noId && p.splits === 1 ? undefined : `m${++round}`;
      const perSplit: string[][] = Array.from({ length: p.splits }, () => []);
      for (const s of p.tools) perSplit[Math.min(s, p.splits - 1)].push(`t${++tool}`);
      const pending: string[] = [];
      perSplit.forEach((uses, k) => {
        items.push(asst(id, ...uses));
        pending.push(...uses);
        if (p.interleave && k < p.splits - 1 && pending.length) items.push(result(...pending.splice(0)));
      });
      if (pending.length) {
        if (p.combine) items.push(result(...pending));
        else for (const t of pending) items.push(result(t));
      }
    }
    return items;
  });

describe("cut invariants, property", () => {
  it("the adjusted cut is valid, no later than asked, and the latest valid one", () => {
    fc.assert(
      fc.property(transcript, fc.nat(), fc.nat(), (items, a, b) => {
        const n = items.length;
        const floor = n ? a % (n + 1) : 0;
        const cut = floor + (n - floor ? b % (n - floor + 1) : 0);
        const c = adjustIndexToPreserveAPIInvariants(items, cut, floor);
        expect(c).toBeGreaterThanOrEqual(floor);
        expect(c).toBeLessThanOrEqual(cut);
        expect(cutIsValid(items, c, floor)).toBe(true);
        for (let later = c + 1; later <= cut; later++) expect(cutIsValid(items, later, floor)).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  it("no kept tool_result without its tool_use, no split response cut in the middle", () => {
    fc.assert(
      fc.property(transcript, fc.nat(), (items, a) => {
        const cut = items.length ? a % (items.length + 1) : 0;
        const c = adjustIndexToPreserveAPIInvariants(items, cut);
        const keptUses = new Set(items.slice(c).flatMap((x) => x.toolUseIds));
        for (const it of items.slice(c)) for (const id of it.toolResultIds) expect(keptUses.has(id)).toBe(true);
        const cutMsgs = new Set(
          items
            .slice(0, c)
            .filter((x) => x.messageId)
            .map((x) => x.messageId),
        );
        for (const it of items.slice(c)) if (it.messageId) expect(cutMsgs.has(it.messageId)).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  it("groupStarts agrees with the transcript readers' assignGroups", () => {
    fc.assert(
      fc.property(transcript, (items) => {
        const events = items.map(
          (x, i) =>
            ({
              i,
              kind: x.isAssistant ? "assistant" : "user",
              recordType: "x",
              blocks: [],
              extra: {},
              group: 0,
              ...(x.messageId !== undefined ? { messageId: x.messageId } : {}),
            }) as Event,
        );
        const groups = assignGroups(events);
        expect(groupStarts(items)).toEqual(groups.map((g) => g.start));
      }),
      { numRuns: 300 },
    );
  });
});
