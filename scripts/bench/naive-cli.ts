// The naive baseline of the CLI figure, as a process of its own (bundled by the bench like the
// CLI): read the session, then js-tiktoken o200k on every message's text one by one, and print the
// total. What someone would write without this project's counter.
import fs from "node:fs";
import { Tiktoken } from "js-tiktoken/lite";
import o200kRanks from "js-tiktoken/ranks/o200k_base";
import { ingest } from "../../lib/transcripts";

const file = process.argv[2];
const s = ingest(fs.readFileSync(file, "utf8"), file);
const enc = new Tiktoken(o200kRanks);
let total = 0;
for (const ev of s.events)
  for (const b of ev.blocks) {
    const t =
      b.type === "text"
        ? b.text
        : b.type === "thinking"
          ? b.thinking
          : b.type === "tool_result"
            ? b.content
            : b.type === "tool_use"
              ? b.name + JSON.stringify(b.input)
              : "";
    if (t) total += enc.encode(t, [], []).length;
  }
process.stdout.write(JSON.stringify({ tokens: total }) + "\n");
