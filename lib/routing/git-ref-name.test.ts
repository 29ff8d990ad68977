import { describe, expect, it } from "vitest";
import { loadCatalog, type CatalogFile } from "../skills/catalog";
import { withoutGitRefNames } from "./git-ref-name";
import { buildRouter } from "./router";

describe("a git branch or tag name is a label, not the request's topic", () => {
  it("leaves out a name introduced by 'branch called' or 'tag named'", () => {
    expect(withoutGitRefNames("Create a branch called feature/invoice-pdf and switch to it.")).toBe(
      "Create a branch called  and switch to it.",
    );
    expect(withoutGitRefNames("push a tag named release-notes-v2")).toBe("push a tag named ");
  });
  it("leaves out a prefixed name standing alone, in either language", () => {
    expect(withoutGitRefNames("hotfix/login-crash 브랜치로 옮겨줘")).toBe("  브랜치로 옮겨줘");
    expect(withoutGitRefNames("now switch to fix/login-crash.")).toBe("now switch to  .");
    expect(withoutGitRefNames("브랜치 이름은 bugfix/pdf-export 로 해줘")).toBe("브랜치 이름은  로 해줘");
  });
  it("keeps everything else, including a request about branches whose words are its topic", () => {
    const asks = [
      "write the release notes for this week",
      "merge the feature branch into main and resolve conflicts",
      "fix the pdf export in src/export/pdf.ts",
      "브랜치 전략 문서 써줘",
      // a folder or a file is no branch
      "go build what's in docs/plans/search-filters.md",
      "summarise feature/plan.md for me",
      "clean up src/fix/legacy-parser",
    ];
    for (const a of asks) expect(withoutGitRefNames(a)).toBe(a);
  });
});

const skill = (name: string, description: string): CatalogFile => ({
  path: `skills/${name}/SKILL.md`,
  text: `---\nname: ${name}\ndescription: ${description}\n---\n\n# ${name}\n`,
});
const CATALOG = [
  skill("invoice-pdf", "Invoice PDF: generate an invoice PDF from an order, with line items, tax and totals."),
  skill("pdf-tools", "Merge, split and fill PDF files."),
  skill("meeting-notes", "Summarise a meeting transcript into decisions and action items."),
  skill("release-notes", "Write release notes from merged pull requests."),
];

describe("in the router", () => {
  const router = buildRouter(loadCatalog(CATALOG, "mine").entries);
  it("reads no skill's words in a branch name, so a request to create a branch offers no skill", () => {
    // the name's words alone ("invoice", "pdf") name a skill: read as the topic, they load it
    expect(router.route("make me an invoice pdf").chosen).toBe("invoice-pdf");
    for (const q of [
      "Create a branch called feature/invoice-pdf and switch to it.",
      "check out a new branch named hotfix/invoice-pdf-totals",
    ]) {
      const t = router.route(q);
      expect(
        t.candidates.map((c) => c.name),
        q,
      ).toEqual([]);
      expect(t.chosen ?? null, q).toBeNull();
    }
  });
});
