// The floor of the `fidelity DIR` figure, as a process of its own (bundled by the bench like the
// CLI): every .jsonl under the folder read and every line JSON-parsed, one file after another on
// one core, and nothing else. No reader of these files can be faster than this.
import fs from "node:fs";
import path from "node:path";

const files: string[] = [];
const walk = (d: string) => {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    if (e.isDirectory()) walk(p);
    else if (e.name.endsWith(".jsonl")) files.push(p);
  }
};
walk(process.argv[2]);
let records = 0;
for (const f of files)
  for (const line of fs.readFileSync(f, "utf8").split("\n")) {
    if (!line) continue;
    try {
      JSON.parse(line);
      records++;
    } catch {
      // a damaged line costs its parse like any other
    }
  }
process.stdout.write(JSON.stringify({ files: files.length, records }) + "\n");
