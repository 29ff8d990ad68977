// Every lesson file under fixtures/lessons/ is bundled into the lessons page, and reads as a lesson.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LESSONS, LESSON_FILES } from "./data";

describe("bundled lessons", () => {
  it("are exactly the files in fixtures/lessons/", () => {
    const files = fs
      .readdirSync(path.resolve(__dirname, "../../fixtures/lessons"))
      .filter((f) => f.endsWith(".json"))
      .map((f) => f.replace(/\.json$/, ""))
      .sort();
    expect(Object.keys(LESSON_FILES).sort()).toEqual(files);
    expect(LESSONS.map((l) => l.id).sort()).toEqual(files);
  });
});
