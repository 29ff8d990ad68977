// The figures the Context tab names, worked by hand from the walk's list of figures taken.
import { describe, expect, it } from "vitest";
import type { StreamFigure } from "@/lib/context/model-stream-overhead";
import { figureHow, overheadFigures } from "./overhead-figures";

const haiku: StreamFigure = { stream: "haiku", model: "claude-haiku-4-5", event: 1, tokens: 49_000, source: "inferred" };
const sonnet: StreamFigure = { stream: "other", model: "claude-sonnet-4-5", event: 3, tokens: 30_000, source: "inferred" };

describe("the system prompt + tools figures, stream by stream", () => {
  it("names each stream of a two-stream file with its own figure and the request it was taken at", () => {
    // back on Haiku at event 5 takes nothing new: Haiku's figure is still the one sized at event 1
    const figures = overheadFigures([haiku, sonnet, { ...haiku, event: 5 }], { tokens: 49_000, atEvent: 1 });
    expect(figures).toEqual([
      { label: "Haiku", tokens: 49_000, source: "inferred", event: 1 },
      { label: "Sonnet, Opus and other models", tokens: 30_000, source: "inferred", event: 3 },
    ]);
  });

  it("says 'usual size' where the first request implied none, not 'inferred'", () => {
    const usual: StreamFigure = { ...haiku, tokens: 26_900, source: "usual" };
    const figures = overheadFigures([usual], { tokens: 0, atEvent: 1 });
    expect(figures).toEqual([{ label: null, tokens: 26_900, source: "usual", event: 1 }]);
    expect(figureHow(figures[0].source)).toBe("the usual size for this Claude Code version");
    expect(figureHow("inferred")).toBe("inferred");
  });

  it("keeps a stream's latest figure: a usual size later inferred is named inferred, at the request it was inferred from", () => {
    const figures = overheadFigures(
      [sonnet, { ...haiku, event: 4, tokens: 29_249, source: "usual" }, { ...haiku, event: 6, tokens: 61_000 }],
      {
        tokens: 30_000,
      },
    );
    expect(figures[1]).toEqual({ label: "Haiku", tokens: 61_000, source: "inferred", event: 6 });
  });

  it("falls back on the file's one figure where the walk kept none", () => {
    expect(overheadFigures([], { tokens: 12_000, atEvent: 2 })).toEqual([{ label: null, tokens: 12_000, source: "inferred", event: 2 }]);
  });
});
