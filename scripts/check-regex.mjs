// CI check: no regular expression in the app's source may backtrack super-linearly on a string
// that repeats one character (nested quantifiers such as /(a+)+/, or two quantifiers that trade
// the same characters such as /\s*\w*\s*x/ or /(?:\w|\d)+$/). It uses scslre, the analysis behind
// eslint-plugin-regexp's no-super-linear-backtracking, directly: it runs offline on Node 20 and
// needs no ESLint config (which another change owns). Regexes are found with the TypeScript
// parser, so literals inside strings and comments are never mistaken for patterns.
// A pattern that is safe only because its input is bounded can say so on the line above:
//   // regex-bounded: <why the input is short>
// Run: node scripts/check-regex.mjs [files...]   (exit 1 on any finding)
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { analyse } from "scslre";
import { RegExpParser, visitRegExpAST } from "@eslint-community/regexpp";
import { JS, NFA, isDisjointWith } from "refa";

const ROOTS = ["lib", "components", "cli", "app"];
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

function walk(dir, out) {
  for (const f of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, f.name);
    if (f.isDirectory()) {
      if (f.name !== "node_modules" && !f.name.startsWith(".")) walk(p, out);
    } else if (/\.(ts|tsx|mts|mjs|js)$/.test(f.name) && !/\.(test|spec)\.tsx?$/.test(f.name)) out.push(p);
  }
  return out;
}

/** Every regex literal and `new RegExp("literal", "flags")` in a file. */
export function regexesIn(file, text) {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const visit = (n) => {
    if (n.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const t = n.getText(sf);
      const end = t.lastIndexOf("/");
      found.push({ node: n, source: t.slice(1, end), flags: t.slice(end + 1) });
    } else if (ts.isNewExpression(n) || ts.isCallExpression(n)) {
      const callee = n.expression.getText(sf);
      const [a, b] = n.arguments ?? [];
      if (callee === "RegExp" && a && ts.isStringLiteralLike(a)) {
        found.push({ node: n, source: a.text, flags: b && ts.isStringLiteralLike(b) ? b.text : "" });
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found.map((r) => {
    const { line } = sf.getLineAndCharacterOfPosition(r.node.getStart(sf));
    const lines = text.split("\n");
    const above = lines[line - 1] ?? "";
    const same = lines[line] ?? "";
    return { ...r, line: line + 1, bounded: /regex-bounded:/.test(above) || /regex-bounded:/.test(same) };
  });
}

/** The super-linear findings of one pattern (Trade and Self reports; Move is the engine's own O(n^2) scan). */
export function checkPattern(source, flags) {
  const parser = new RegExpParser({ ecmaVersion: 2024 });
  let literal;
  try {
    literal = parser.parseLiteral(`/${source}/${flags}`);
  } catch (e) {
    return [`does not parse: ${e.message}`];
  }
  const result = analyse(literal, { reportTypes: { Move: false, Self: true, Trade: true }, assumeRejectingSuffix: true });
  return [
    ...overlappingAlternatives(literal),
    ...result.reports.map((r) =>
      r.type === "Self"
        ? `nested quantifier ${r.quant.raw} inside ${r.parentQuant.raw}${r.exponential ? " (exponential)" : ""}: repeat "${r.character.pick}"`
        : `quantifiers ${r.startQuant.raw} and ${r.endQuant.raw} match the same "${r.character.pick}" characters${r.exponential ? " (exponential)" : " (polynomial)"}`,
    ),
  ];
}

/**
 * Alternatives of one group under a repeating quantifier whose languages overlap, such as
 * /(?:\w|\d)+$/ or /(a|a)*b/: each shared string can be matched either way on every
 * repetition, which backtracks exponentially. scslre reports quantifiers, not this; refa
 * decides the overlap exactly (the intersection of the two alternatives' automata).
 */
function overlappingAlternatives(literal) {
  const out = [];
  let parser;
  try {
    parser = JS.Parser.fromAst(literal);
  } catch {
    return out;
  }
  const nfaOf = (alt) => {
    const { expression, maxCharacter } = parser.parseElement(alt, { backreferences: "disable", assertions: "disable" });
    return NFA.fromRegex(expression, { maxCharacter }, { assertions: "disable" });
  };
  visitRegExpAST(literal, {
    onQuantifierEnter(q) {
      if (q.max < 2) return;
      const g = q.element;
      if ((g.type !== "Group" && g.type !== "CapturingGroup") || g.alternatives.length < 2) return;
      let nfas;
      try {
        nfas = g.alternatives.map(nfaOf);
      } catch {
        return;
      }
      for (let i = 0; i < nfas.length; i++)
        for (let j = i + 1; j < nfas.length; j++) {
          let disjoint = true;
          try {
            disjoint = isDisjointWith(nfas[i], nfas[j], 10_000);
          } catch {
            disjoint = true;
          }
          if (!disjoint)
            out.push(
              `alternatives ${g.alternatives[i].raw} and ${g.alternatives[j].raw} of ${q.raw} match the same text (exponential backtracking)`,
            );
        }
    },
  });
  return out;
}

function main() {
  const files = process.argv.slice(2).length
    ? process.argv.slice(2)
    : ROOTS.flatMap((d) => (fs.existsSync(path.join(root, d)) ? walk(path.join(root, d), []) : []));
  let bad = 0;
  let total = 0;
  for (const f of files) {
    const text = fs.readFileSync(f, "utf8");
    for (const r of regexesIn(f, text)) {
      total++;
      if (r.bounded) continue;
      for (const msg of checkPattern(r.source, r.flags)) {
        bad++;
        console.log(`${path.relative(root, f)}:${r.line}: /${r.source}/${r.flags}: ${msg}`);
      }
    }
  }
  console.log(`check-regex: ${total} regular expressions in ${files.length} files, ${bad} super-linear`);
  if (bad) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
