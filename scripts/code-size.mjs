// The sizes a newcomer reads in one sitting (docs/architecture.md, "Read in one sitting"): the longest functions
// in the engine (lib/, cli/: at most 100 lines), the longest component functions (components/, app/:
// at most 200) and the largest source files (at most 500), tests left out. Functions are found by
// TypeScript's own parser, so a function is what the compiler calls one (declarations, methods,
// arrows, function expressions); a function's lines include those of the functions inside it.
//
//   node scripts/code-size.mjs           report, and the count over each limit
//   node scripts/code-size.mjs --check   the same, failing when anything is over a limit
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

export const LIMITS = { engineFunction: 100, componentFunction: 200, file: 500 };
const ROOTS = ["lib", "cli", "components", "app"];
const TOP = 10;

function sourceFiles(dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...sourceFiles(p));
    else if (/\.(ts|tsx)$/.test(e.name) && !/\.(test|spec|fuzz)\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts")) out.push(p);
  }
  return out;
}

function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (node.name && ts.isStringLiteral(node.name)) return node.name.text;
  const p = node.parent;
  if (p && ts.isVariableDeclaration(p) && ts.isIdentifier(p.name)) return p.name.text;
  if (p && ts.isPropertyAssignment(p) && ts.isIdentifier(p.name)) return p.name.text;
  if (p && ts.isCallExpression(p)) {
    // memo(function X ...) and the like take the name of what they wrap or are assigned to
    const v = p.parent;
    if (v && ts.isVariableDeclaration(v) && ts.isIdentifier(v.name)) return v.name.text;
  }
  if (ts.isConstructorDeclaration(node)) return "constructor";
  return "(anonymous)";
}

/** Every function of one file, with its length in lines. */
export function functionsOf(file, text) {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out = [];
  const visit = (node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isArrowFunction(node) ||
      ts.isFunctionExpression(node) ||
      ts.isConstructorDeclaration(node) ||
      ts.isGetAccessorDeclaration(node) ||
      ts.isSetAccessorDeclaration(node)
    ) {
      if (node.body) {
        const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
        const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
        out.push({ file, name: nameOf(node), line: start + 1, lines: end - start + 1 });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return { functions: out, lines: text.split("\n").length - (text.endsWith("\n") ? 1 : 0) };
}

export function measure(root = process.cwd()) {
  const engine = [];
  const component = [];
  const files = [];
  for (const r of ROOTS) {
    const dir = path.join(root, r);
    if (!fs.existsSync(dir)) continue;
    for (const f of sourceFiles(dir)) {
      const rel = path.relative(root, f);
      const { functions, lines } = functionsOf(rel, fs.readFileSync(f, "utf8"));
      files.push({ file: rel, lines });
      (r === "lib" || r === "cli" ? engine : component).push(...functions);
    }
  }
  const byLines = (a, b) => b.lines - a.lines;
  return { engine: engine.sort(byLines), component: component.sort(byLines), files: files.sort(byLines) };
}

function main() {
  const check = process.argv.includes("--check");
  const m = measure();
  const over = {
    engine: m.engine.filter((f) => f.lines > LIMITS.engineFunction),
    component: m.component.filter((f) => f.lines > LIMITS.componentFunction),
    files: m.files.filter((f) => f.lines > LIMITS.file),
  };
  const fn = (f) => `  ${String(f.lines).padStart(5)}  ${f.name} (${f.file}:${f.line})`;
  console.log(`longest functions in lib/ and cli/ (limit ${LIMITS.engineFunction} lines):`);
  for (const f of m.engine.slice(0, TOP)) console.log(fn(f));
  console.log(`longest functions in components/ and app/ (limit ${LIMITS.componentFunction} lines):`);
  for (const f of m.component.slice(0, TOP)) console.log(fn(f));
  console.log(`largest source files (limit ${LIMITS.file} lines):`);
  for (const f of m.files.slice(0, TOP)) console.log(`  ${String(f.lines).padStart(5)}  ${f.file}`);
  const total = over.engine.length + over.component.length + over.files.length;
  console.log(
    `code size: ${over.engine.length} engine functions, ${over.component.length} component functions and ${over.files.length} files over their limits`,
  );
  if (check && total) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
