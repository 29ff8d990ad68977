// The system prompt + tools figures the Context tab names, stream by stream (rules.md#model-streams):
// the note under the estimator, the recorded-vs-estimated section and the holds list say the same.
import { STREAM_LABEL, streamSizes, type StreamFigure } from "@/lib/context/model-stream-overhead";

/** How a figure was taken, in the tab's words. */
export function figureHow(source: StreamFigure["source"]): string {
  return source === "usual" ? "the usual size for this Claude Code version" : "inferred";
}

export interface OverheadFigure {
  /** the stream's name where the file has more than one, else null */
  label: string | null;
  tokens: number;
  source: StreamFigure["source"];
  /** the event it was taken at: the request it was inferred from, or the one that implied none */
  event: number;
}

/** Each stream's figure; the file's one figure where the walk kept none (`fallback`). */
export function overheadFigures(streams: readonly StreamFigure[], fallback: { tokens: number; atEvent?: number }): OverheadFigure[] {
  const sizes = streamSizes(streams);
  if (!sizes.length) return [{ label: null, tokens: fallback.tokens, source: "inferred", event: fallback.atEvent ?? 0 }];
  return sizes.map((f) => ({
    label: sizes.length > 1 ? STREAM_LABEL[f.stream] : null,
    tokens: f.tokens,
    source: f.source,
    event: f.event,
  }));
}
