// Native means native: one-line jobs stay native even when a topic word matches a skill. Each prompt
// below loads a skill of the bundled catalog when triage is off (checked), and none with it on.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readCatalogDir } from "../../cli/io";
import { loadCatalog } from "../skills/catalog";
import { buildRouter, type Router } from "./router";

let router: Router;
beforeAll(() => {
  router = buildRouter(loadCatalog(readCatalogDir(path.resolve(__dirname, "../../fixtures/catalogs/devkit"))).entries);
});

const JOBS: [string, string][] = [
  ["explain only", "explain what this regex does, don't fix it: ^(a+)+$"],
  ["explain only", "explain this SQL query without changing it: SELECT * FROM orders WHERE total > 100"],
  ["explain only", "이 에러 고치지 말고 무슨 뜻인지만 설명해줘: TypeError: undefined is not a function"],
  ["convert inline data", 'convert this json to yaml: {"name": "api", "port": 8080}'],
  ["convert inline data", "convert this list to a json array: red, green, blue"],
  ["convert inline data", "이 CSV를 마크다운 표로 바꿔줘: name,port\napi,8080"],
  ["find TODOs", "TODO 주석 전부 찾아줘"],
  // "inline" before the format, and a README named as the place of a one-word fix
  ["convert inline data", "convert this inline CSV to JSON: id,city\n1,Seoul\n2,Busan"],
  ["edit a named file", "fix the typo 'teh' in the README"],
];

describe("short one-line jobs stay native", () => {
  it.each(JOBS)("%s: %s", (label, prompt) => {
    const untriaged = router.route(prompt, { settings: { triage: false, confidenceMin: 0 } });
    expect(untriaged.decision).toBe("skill"); // a topic word does match a skill
    const t = router.route(prompt);
    expect(t.decision).toBe("native");
    const tri = t.stages.find((s) => s.stage === "triage");
    expect(tri && tri.stage === "triage" && tri.signals.some((s) => s.label === label)).toBe(true);
  });

  it("a request for the work itself still loads its skill", () => {
    expect(router.route("regex 하나 만들어줘: 한국 휴대폰 번호 형식 검사하는 거").decision).not.toBe("native");
    expect(router.route("write the SQL query for monthly revenue per customer from orders and payments").chosen).toBe("sql-query-writing");
  });
});
