// A yes/no question asks for a verdict (rules.md#routing-triage, polar-question.ts). Expectations
// are read off the rule: a yes/no question is a quick (native) question only when it asks whether
// a workspace thing exists or what a piece of code in hand does.
import { describe, expect, it } from "vitest";
import { parseEntry } from "../skills/catalog";
import { POLAR_LOOKUPS } from "./polar-question";
import { buildRouter } from "./router";
import { triage } from "./triage";

const labels = (prompt: string) =>
  triage({ prompt, topScore: 20, scoreMin: 6, strongRatio: 1.5, nameOverlap: [] })
    .signals.filter((s) => s.side === "native")
    .map((s) => s.label);

const lookup = (prompt: string) => POLAR_LOOKUPS.some((re) => re.test(prompt));

describe("POLAR_LOOKUPS", () => {
  it("reads whether a workspace thing exists as a lookup", () => {
    expect(lookup("is there a test file for the cart module?")).toBe(true);
    expect(lookup("are there any TODOs left in src/billing?")).toBe(true);
    expect(lookup("Is there a failing test in packages/api?")).toBe(true);
    // an import is no workspace thing the rule counts: whether one is unused takes a check
    expect(lookup("is there an unused import in utils.py?")).toBe(false);
  });

  it("reads what a piece of code in hand does as a lookup, the code told by its kind or its case", () => {
    expect(lookup("does this regex match 'abc-12'?")).toBe(true);
    expect(lookup("does that parse_row() return None on an empty line")).toBe(true);
    expect(lookup("will this useEffect return a cleanup function")).toBe(true);
    // a plain noun is no code: the company is the world
    expect(lookup("does this company match our ideal customer profile?")).toBe(false);
  });

  it("reads a question answered from what is known as a lookup: an explanation, a comparison, what a tool supports", () => {
    // asked of no workspace and no data: the answer is knowledge, not a skill's check
    expect(lookup("can you explain how CORS preflight works?")).toBe(true);
    expect(lookup("Could you explain what a refresh token is?")).toBe(true);
    expect(lookup("is JWT better than session cookies?")).toBe(true);
    expect(lookup("are goroutines cheaper than OS threads?")).toBe(true);
    expect(lookup("does certbot support wildcard certificates?")).toBe(true);
    expect(lookup("should I learn GraphQL or REST first?")).toBe(true);
    expect(lookup("should we learn Rust?")).toBe(true);
    // a comparison of the user's own things is a check, and asking to explain a failure is a fix
    expect(lookup("is our staging API slower than production today?")).toBe(false);
    expect(lookup("can you explain why this test fails on CI?")).toBe(false);
  });

  it("reads a question about what the assistant knows as a lookup, not a question about why something fails", () => {
    expect(lookup("do you know pandas well?")).toBe(true);
    expect(lookup("are you familiar with Terraform?")).toBe(true);
    // "do you know why …" asks for a value of the user's case, not for what the assistant knows
    expect(lookup("do you know why my build fails?")).toBe(false);
    expect(lookup("do you know our billing service?")).toBe(false);
  });

  it("reads any other yes/no question as a verdict", () => {
    expect(lookup("is our CORS config too permissive?")).toBe(false);
    expect(lookup("is the sync daemon still running?")).toBe(false);
    expect(lookup("does the implementation match what the spec says?")).toBe(false);
    // existence in the world, not in the workspace
    expect(lookup("is there a grant for small bakeries in Busan?")).toBe(false);
  });
});

describe("triage of a yes/no question", () => {
  it("counts a verdict as no native signal", () => {
    expect(labels("is our CORS config too permissive?")).toEqual([]);
    expect(labels("should I squash these migrations before the release?")).toEqual([]);
    expect(labels("can you look over my diff before I push?")).toEqual([]);
  });

  it("counts the two lookups as a quick question, and wh-questions as before", () => {
    expect(labels("is there a test file for the cart module?")).toEqual(["quick question"]);
    expect(labels("does this regex match 'abc-12'?")).toEqual(["quick question"]);
    expect(labels("what does HTTP status 409 mean?")).toEqual(["quick question"]);
    expect(labels("How many files are in the src folder?")).toEqual(["quick question"]);
  });

  it("keeps a quick question one sentence: a yes/no lookup after a symptom is no lookup", () => {
    expect(labels("the cart tests fail on CI. is there a test file for the cart module?")).toEqual([]);
  });
});

const skill = (name: string, description: string) =>
  parseEntry(`${name}/SKILL.md`, `---\nname: ${name}\ndescription: ${description}\n---\n# ${name}\n`)!;

// text of our own, shaped like a real web-security catalog: one skill a check, five others
const router = buildRouter([
  skill(
    "cors-policy-check",
    "Checks a web app's CORS policy: allowed origins, methods and credentials, and flags any rule too permissive.",
  ),
  skill("csp-header-builder", "Builds a Content-Security-Policy header for a site from the scripts and styles it loads."),
  skill("cart-checkout-flow", "Designs the cart and checkout flow of an online shop: totals, coupons, payment steps."),
  skill("jwt-session-review", "Reviews how an app issues, stores and expires JWT sessions and refresh tokens."),
  skill("rate-limit-design", "Designs rate limits for a public API: buckets, quotas and the 429 responses."),
  skill("tls-cert-renewal", "Renews TLS certificates and sets up automatic renewal with certbot."),
]);

describe("routing a yes/no question over a catalog", () => {
  it("loads the skill whose job the verdict is", () => {
    const t = router.route("is our CORS config too permissive?");
    expect(t.stages.find((s) => s.stage === "triage")).toMatchObject({ verdict: "skill-worthy" });
    expect(t.decision).toBe("skill");
    expect(t.chosen).toBe("cors-policy-check");
  });

  it("answers a question of knowledge natively, even with a skill of its topic at hand", () => {
    for (const q of [
      "can you explain how CORS works?",
      "is JWT better than session cookies?",
      "does certbot support wildcard certificates?",
    ])
      expect(router.route(q).decision, q).not.toBe("skill");
  });

  it("answers whether a workspace file exists natively, even with a cart skill at hand", () => {
    const t = router.route("is there a test file for the cart module?");
    expect(t.decision).not.toBe("skill");
  });
});
