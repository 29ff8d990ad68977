// Reading one file of a projects folder into its summary as its text arrives: the text goes
// through the JSONL reader piece by piece and the Session it builds is dropped once summarised,
// so summarising a folder holds one session at a time and keeps only summaries.
import { JsonlReader } from "../transcripts/jsonl";
import { isSubagentPath } from "../transcripts/subagent-file";
import { summarizeSession, type SessionSummary } from "./summary";

export class SummaryReader {
  private readonly reader: JsonlReader;

  /** `bytes`: the file's size when known (a File's, a stat's), so the text need not be measured */
  constructor(
    private readonly path: string,
    bytes?: number,
  ) {
    // a subagent file's records are all isSidechain: they are that agent's own main chain
    this.reader = new JsonlReader({ name: path.split("/").pop() ?? path, sidechainAsMain: isSubagentPath(path), bytes });
  }

  push(piece: string): void {
    this.reader.push(piece);
  }

  end(): SessionSummary {
    return summarizeSession(this.reader.end(), this.path);
  }
}

/** A whole text's summary (tests, and callers that already hold the text). */
export function summarizeText(text: string, path: string): SessionSummary {
  const r = new SummaryReader(path);
  for (let i = 0; i < text.length; i += 1 << 20) r.push(text.slice(i, i + (1 << 20)));
  return r.end();
}
