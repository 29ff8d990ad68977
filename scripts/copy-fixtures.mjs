// Copies fixtures/ into public/fixtures/ so the exported app can fetch the examples same-origin
// (/fixtures/examples.json). public/fixtures/ is generated: it is in .gitignore.
// Source files kept beside the fixtures (generators such as catalogs/make-devkit.ts) are not data:
// they are skipped, so they are neither served nor type-checked twice under public/.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const from = path.join(root, "fixtures");
const to = path.join(root, "public", "fixtures");

fs.rmSync(to, { recursive: true, force: true });
if (!fs.existsSync(from)) {
  console.warn("copy-fixtures: fixtures/ does not exist; nothing copied");
  process.exit(0);
}
fs.mkdirSync(path.dirname(to), { recursive: true });
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/i;
fs.cpSync(from, to, { recursive: true, filter: (src) => !SOURCE.test(src) });
let files = 0;
const walk = (d) => {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    if (e.isDirectory()) walk(path.join(d, e.name));
    else files++;
  }
};
walk(to);
console.log(`copy-fixtures: ${files} file(s) copied to public/fixtures/`);
