// React's documentation and its Korean translation as a lexicon source (react-docs.ts), on pages of
// our own, each expectation worked out by hand: sections matched by heading anchor, blocks paired in
// order only when both sides have as many, code and markup dropped.
import { describe, expect, it } from "vitest";
import type { Parallel } from "../korean-lexicon-align";
import { pagePairs, sections, stripMarkdown } from "./react-docs";

const EN = `---
title: Queues
---

<Intro>

A queue holds tasks. It runs them in order.

</Intro>

## Adding a task {/*adding-a-task*/}

Call \`push\` to add a **task**.

\`\`\`js
queue.push(task);
\`\`\`

* Tasks run once.
* See [the guide](/learn/queues).

## Removing a task {/*removing-a-task*/}

Remove a task.
`;

const KO = `---
title: 큐
---

<Intro>

큐는 작업을 담습니다. 작업을 순서대로 실행합니다.

</Intro>

## 작업 추가하기 {/*adding-a-task*/}

작업을 추가하려면 \`push\`를 호출하세요.

\`\`\`js
queue.push(task);
\`\`\`

* 작업은 한 번 실행됩니다.
* [안내서](/learn/queues)를 보세요.

## 작업 제거하기 {/*removing-a-task*/}

작업을 제거합니다.

작업을 제거하면 큐에서 빠집니다.
`;

describe("stripMarkdown", () => {
  it("drops inline code, link targets, emphasis, tags, anchors and list marks", () => {
    expect(stripMarkdown("* Call `push` to add a **task** (see [the guide](/learn)).")).toBe("Call to add a task (see the guide).");
    expect(stripMarkdown("## Adding a task {/*adding-a-task*/}")).toBe("Adding a task");
  });
});

describe("sections", () => {
  it("cuts a page into blocks by heading anchor, code and JSX tags left out", () => {
    const s = sections(EN);
    expect(s.get("title")).toEqual(["Queues"]);
    expect(s.get("")).toEqual(["A queue holds tasks. It runs them in order."]);
    expect(s.get("adding-a-task")).toHaveLength(4); // heading, paragraph, two list items
  });
});

describe("pagePairs", () => {
  it("pairs blocks in sections of as many blocks, sentence by sentence where they match", () => {
    expect(pagePairs(EN, KO)).toEqual<Parallel[]>([
      ["A queue holds tasks.", "큐는 작업을 담습니다."],
      ["It runs them in order.", "작업을 순서대로 실행합니다."],
      ["Queues", "큐"],
      ["Adding a task", "작업 추가하기"],
      ["Call to add a task.", "작업을 추가하려면 를 호출하세요."],
      ["Tasks run once.", "작업은 한 번 실행됩니다."],
      ["See the guide.", "안내서를 보세요."],
      // removing-a-task: one block in English, two in Korean: nothing paired
    ]);
  });
});
