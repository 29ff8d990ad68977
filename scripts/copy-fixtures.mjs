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

// A static site cannot list a folder: each bundled catalog (public/fixtures/catalogs/<name>/) gets an
// index.json naming its .md files (and its LICENSE), and bundle.json holding those files' texts (and
// the licence's), so a screen loads a catalog in one request: the packs are 649 files, and fetching
// them one by one took seconds of round trips.
const catalogs = path.join(to, "catalogs");
if (fs.existsSync(catalogs)) {
  for (const d of fs.readdirSync(catalogs, { withFileTypes: true })) {
    if (!d.isDirectory()) continue;
    const dir = path.join(catalogs, d.name);
    const md = [];
    const list = (rel) => {
      for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
        const r = rel ? `${rel}/${e.name}` : e.name;
        if (e.isDirectory()) list(r);
        else if (/\.md$/i.test(e.name)) md.push(r);
      }
    };
    list("");
    if (!md.length) continue;
    md.sort();
    const license = ["LICENSE", "LICENSE.md", "LICENSE.txt"].find((f) => fs.existsSync(path.join(dir, f)));
    const index = { name: d.name, files: md, ...(license ? { license } : {}) };
    fs.writeFileSync(path.join(dir, "index.json"), JSON.stringify(index, null, 1) + "\n");
    const bundle = {
      name: d.name,
      files: md.map((p) => ({ path: p, text: fs.readFileSync(path.join(dir, p), "utf8") })),
      ...(license ? { license: fs.readFileSync(path.join(dir, license), "utf8") } : {}),
    };
    fs.writeFileSync(path.join(dir, "bundle.json"), JSON.stringify(bundle));
    console.log(`copy-fixtures: catalogs/${d.name}/index.json lists ${md.length} file(s), bundle.json holds them`);
  }
}
