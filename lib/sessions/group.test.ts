import { describe, expect, it } from "vitest";
import { makeProjectsFolder } from "../../test-support/projects-folder";
import { summarizeText } from "./read";
import { groupSessions, SessionGrouper } from "./group";
import { NO_FILTERS, querySessions, subagentMatches } from "./query";

const folder = makeProjectsFolder({ sessionsPerProject: 4 });
// the files in reverse, so a subagent file is read before the session it belongs to
const summaries = [...folder.files].reverse().map((f) => summarizeText(f.text, f.path));

describe("groupSessions", () => {
  const grouped = groupSessions(summaries);

  it("lists every session once, and each subagent file with its own session only", () => {
    expect(grouped.sessions.map((e) => e.main.path).sort()).toEqual(folder.sessions.map((s) => s.path).sort());
    expect(grouped.orphans).toEqual([]);
    for (const s of folder.sessions) {
      const e = grouped.sessions.find((x) => x.main.path === s.path)!;
      expect(e.subagents.map((a) => a.name).sort(), s.path).toEqual(s.subagents);
    }
  });

  it("names each session's project by its working directory", () => {
    for (const s of folder.sessions) expect(grouped.sessions.find((x) => x.main.path === s.path)!.main.project.label).toBe(s.project);
  });

  it("sends an agent file with no session folder to the session its sessionId names, in its own project", () => {
    // two projects hold a session of the same id: the agent file goes to the one in its own folder
    const a = summarizeText(
      folder.files.find((f) => f.path.endsWith("agent-legacy0.jsonl"))!.text,
      "-home-dev-ledger-api/agent-legacy0.jsonl",
    );
    const own = summaries.find((s) => s.path === folder.sessions[1].path)!;
    const copy = { ...own, path: `-other/${own.name}`, project: { ...own.project, folder: "-other" } };
    const g = groupSessions([copy, own, a]);
    expect(g.sessions.find((e) => e.main === own)!.subagents).toEqual([a]);
    expect(g.sessions.find((e) => e.main === copy)!.subagents).toEqual([]);
  });

  it("keeps a subagent file no session claims apart", () => {
    const a = summaries.find((s) => s.subagent)!;
    expect(groupSessions([a]).orphans).toEqual([a]);
  });
});

describe("querySessions", () => {
  const all = groupSessions(summaries).sessions;
  const q = { text: "", filters: NO_FILTERS, sort: "start" as const, descending: false };

  it("finds a session by a word of its prompt, a file it read, a tool or a skill", () => {
    const s = folder.sessions[5];
    expect(querySessions(all, { ...q, text: s.marker }).map((e) => e.main.path)).toEqual([s.path]);
    expect(querySessions(all, { ...q, text: "release-notes" }).length).toBe(folder.sessions.filter((x) => x.invokedSkill).length);
    expect(querySessions(all, { ...q, text: "grep" }).length).toBe(folder.sessions.filter((x) => x.subagents.length).length);
  });

  it("names the subagent files a match was found in when the session's own file lacks a word", () => {
    // only the subagent files call Grep; the marker is in the session's own first prompt
    const s = folder.sessions[5];
    const entry = all.find((e) => e.main.path === s.path)!;
    expect(s.subagents.length).toBeGreaterThan(0);
    expect(subagentMatches(entry, "grep")).toEqual(s.subagents);
    expect(subagentMatches(entry, `${s.marker} GREP`)).toEqual(s.subagents);
    expect(subagentMatches(entry, s.marker)).toEqual([]);
    expect(subagentMatches(entry, "  ")).toEqual([]);
  });

  it("filters to sessions that compacted, or lost a skill", () => {
    expect(querySessions(all, { ...q, filters: { ...NO_FILTERS, compacted: true } }).length).toBe(
      folder.sessions.filter((s) => s.compactions.length).length,
    );
    // compactions by hand: sessions 0, 2 and 3 of each project; the skill not back: the fourth of each
    expect(folder.sessions.filter((s) => s.compactions.length).length).toBe(9);
    const notBack = querySessions(all, { ...q, filters: { ...NO_FILTERS, skillNotBack: true } }).map((e) => e.main.path);
    expect(notBack.sort()).toEqual([3, 7, 11].map((k) => folder.sessions[k].path).sort());
  });

  it("filters to sessions whose recorded peak reached the warning line (147,000 at 200k under cc-2.1.88)", () => {
    const at = (peak: number) => ({ main: { ...all[0].main, peak }, subagents: [] });
    const f = { ...NO_FILTERS, reachedWarning: true };
    expect(all[0].main.warningAt).toBe(147_000);
    expect(querySessions([at(147_000), at(146_999), at(0)], { ...q, filters: f }).map((e) => e.main.peak)).toEqual([147_000]);
    // the generated folder: the sessions that compact climbed past it to the auto-compact line, the others stayed near 40,000
    const reached = querySessions(all, { ...q, filters: f }).map((e) => e.main.path);
    expect(reached.sort()).toEqual(
      folder.sessions
        .filter((s) => s.compactions.length)
        .map((s) => s.path)
        .sort(),
    );
    expect(reached).toHaveLength(9);
  });

  it("sorts by start time and by peak usage, both ways", () => {
    const byStart = [...folder.sessions].sort((a, b) => a.start.localeCompare(b.start) || a.path.localeCompare(b.path)).map((s) => s.path);
    expect(querySessions(all, q).map((e) => e.main.path)).toEqual(byStart);
    const peaks = querySessions(all, { ...q, sort: "peak", descending: true }).map((e) => e.main.peak);
    expect(peaks).toEqual([...folder.sessions.map((s) => Math.max(s.peak, s.compactions.length ? 30_000 : 0))].sort((a, b) => b - a));
  });
});

describe("SessionGrouper", () => {
  // the folder's files in several orders and batch sizes, including each subagent before its session
  const orders = [
    [...folder.files],
    [...folder.files].reverse(),
    [...folder.files].sort((a, b) => (a.path.includes("agent") ? -1 : 0) - (b.path.includes("agent") ? -1 : 0)),
  ];
  const all = new Map(summaries.map((s) => [s.path, s]));

  for (const [k, order] of orders.entries())
    for (const size of [1, 5, 100])
      it(`places every subagent file with its own session, order ${k}, batches of ${size}`, () => {
        const g = new SessionGrouper();
        const list = order.map((f) => all.get(f.path)!);
        for (let i = 0; i < list.length; i += size) g.add(list.slice(i, i + size));
        const got = g.snapshot();
        expect(got.orphans).toEqual([]);
        expect(got.sessions.map((e) => e.main.path).sort()).toEqual(folder.sessions.map((s) => s.path).sort());
        for (const s of folder.sessions) {
          const e = got.sessions.find((x) => x.main.path === s.path)!;
          // by hand, from the generator: its folder's files and its project's legacy agent file
          expect(e.subagents.map((a) => a.name).sort(), s.path).toEqual(s.subagents);
        }
      });

  it("moves an agent file from the session its id named to a better one that comes later, and back from orphan", () => {
    const a = summarizeText(
      folder.files.find((f) => f.path.endsWith("agent-legacy0.jsonl"))!.text,
      "-home-dev-ledger-api/agent-legacy0.jsonl",
    );
    const own = summaries.find((s) => s.path === folder.sessions[1].path)!;
    const copy = { ...own, path: `-other/${own.name}`, project: { ...own.project, folder: "-other" } };
    const g = new SessionGrouper();
    g.add([a]);
    expect(g.snapshot().orphans).toEqual([a]);
    g.add([copy]);
    // only the other project's session of that id so far: it goes there
    expect(g.snapshot().sessions.find((e) => e.main === copy)!.subagents).toEqual([a]);
    g.add([own]);
    const s = g.snapshot();
    expect(s.sessions.find((e) => e.main === own)!.subagents).toEqual([a]);
    expect(s.sessions.find((e) => e.main === copy)!.subagents).toEqual([]);
    expect(s.orphans).toEqual([]);
  });
});
