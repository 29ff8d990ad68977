// Secret detection for sharing: a pasted session is private, so before anything becomes a link,
// keys, tokens, passwords and emails are found and replaced. Patterns are deliberately specific
// (known key shapes) plus a few generic assignments; each finding names its kind.

export type SecretKind =
  | "anthropic-key"
  | "openai-key"
  | "aws-access-key"
  | "github-token"
  | "slack-token"
  | "google-api-key"
  | "stripe-key"
  | "jwt"
  | "private-key"
  | "bearer-token"
  | "password"
  | "connection-string"
  | "email";

interface Pattern {
  kind: SecretKind;
  re: RegExp;
  /** which capture group holds the secret itself (0 = whole match) */
  group?: number;
}

const PATTERNS: Pattern[] = [
  { kind: "private-key", re: /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----/g },
  { kind: "anthropic-key", re: /\bsk-ant-[A-Za-z0-9_-]{20,}/g },
  { kind: "openai-key", re: /\bsk-(?:proj-|svcacct-)?[A-Za-z0-9_-]{20,}/g },
  { kind: "aws-access-key", re: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { kind: "github-token", re: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})/g },
  { kind: "slack-token", re: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { kind: "google-api-key", re: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { kind: "stripe-key", re: /\b[rs]k_(?:live|test)_[0-9A-Za-z]{16,}/g },
  { kind: "jwt", re: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
  { kind: "connection-string", re: /\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:([^\s@/]{3,})@/gi, group: 1 },
  { kind: "bearer-token", re: /\b[Bb]earer\s+([A-Za-z0-9._~+/-]{16,}=*)/g, group: 1 },
  {
    kind: "password",
    re: /\b(?:password|passwd|pwd|secret|api[_-]?key|access[_-]?token|auth[_-]?token|client[_-]?secret)["']?\s*[:=]\s*["']?([^\s"',;]{6,})/gi,
    group: 1,
  },
  { kind: "email", re: /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/g },
];

export interface SecretFinding {
  kind: SecretKind;
  start: number;
  end: number;
}

export function findSecrets(text: string, kinds?: ReadonlySet<SecretKind>): SecretFinding[] {
  // Patterns are in order of specificity: a finding overlapping an earlier pattern's is dropped
  // (the password inside a connection string is not also an email).
  const accepted: SecretFinding[] = [];
  const overlaps = (s: number, e: number) => accepted.some((f) => s < f.end && e > f.start);
  for (const p of PATTERNS) {
    if (kinds && !kinds.has(p.kind)) continue;
    p.re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = p.re.exec(text))) {
      const g = p.group ?? 0;
      const value = m[g];
      if (m[0].length === 0) p.re.lastIndex++;
      if (!value) continue;
      const start = m.index + (g ? m[0].indexOf(value) : 0);
      const end = start + value.length;
      if (!overlaps(m.index, m.index + m[0].length)) accepted.push({ kind: p.kind, start, end });
    }
  }
  return accepted.sort((a, b) => a.start - b.start);
}

export function redact(text: string, kinds?: ReadonlySet<SecretKind>): { text: string; findings: SecretFinding[] } {
  const findings = findSecrets(text, kinds);
  if (!findings.length) return { text, findings };
  let out = "";
  let at = 0;
  for (const f of findings) {
    out += text.slice(at, f.start) + `[REDACTED:${f.kind}]`;
    at = f.end;
  }
  return { text: out + text.slice(at), findings };
}

/**
 * Redacts every string inside a JSON value (object keys stay as they are): a scenario shared as
 * it was written still gets its secrets replaced. Returns a new value and the findings by kind.
 */
export function redactJson<T>(value: T, kinds?: ReadonlySet<SecretKind>): { value: T; findings: { kind: SecretKind; count: number }[] } {
  const counts = new Map<SecretKind, number>();
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") {
      const r = redact(v, kinds);
      for (const f of r.findings) counts.set(f.kind, (counts.get(f.kind) ?? 0) + 1);
      return r.text;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) out[k] = walk(x);
      return out;
    }
    return v;
  };
  const out = walk(value) as T;
  return { value: out, findings: [...counts].map(([kind, count]) => ({ kind, count })) };
}

/** Where secrets sit in a text, with some context either side, for a user to review before sharing. */
export function secretContexts(
  text: string,
  findings: SecretFinding[],
  around = 32,
): { kind: SecretKind; before: string; secret: string; after: string }[] {
  return findings.map((f) => ({
    kind: f.kind,
    before: text.slice(Math.max(0, f.start - around), f.start),
    secret: text.slice(f.start, f.end),
    after: text.slice(f.end, f.end + around),
  }));
}
