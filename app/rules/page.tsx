// The rules, with every number and its source (docs/rules.md), rendered into the static export at
// build time: the page works offline, under the page's Content-Security-Policy, with no request
// anywhere. Settings and panels link here by anchor (/rules/#thresholds, #microcompact, ...).
import fs from "node:fs";
import path from "node:path";
import { Marked } from "marked";
import { gfmHeadingId } from "marked-gfm-heading-id";
import { ScreenNav } from "@/components/inspector/TopBar";

export const metadata = { title: "Rules · Context Lab" };

function render(): { html: string | null; file: string } {
  const file = path.join(process.cwd(), "docs", "rules.md");
  try {
    const md = fs.readFileSync(file, "utf8");
    const marked = new Marked(gfmHeadingId());
    return { html: marked.parse(md, { async: false }) as string, file };
  } catch {
    return { html: null, file };
  }
}

export default function Page() {
  const { html } = render();
  return (
    <div className="doc-screen">
      <header className="topbar">
        <span className="brand">Context Lab</span>
        <ScreenNav />
      </header>
      <main className="doc" data-testid="rules-doc">
        {html ? (
          <article dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className="muted">The rules document (docs/rules.md) was not part of this build.</p>
        )}
      </main>
    </div>
  );
}
