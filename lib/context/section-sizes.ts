// A summary's size shared among its nine sections, and each section's text cut to its share.
// Alone because the sizing is a rule of its own (summary.ts chooses the total: measured, a ratio
// of what was summarised, or what recordings of the version show); this only divides and cuts.
import type { Lines } from "./summary-sections";

/** Splits `total` in proportion to `weights` (largest remainder), so the parts sum to it exactly. */
export function apportion(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0) return weights.map(() => 0);
  if (sum === total) return [...weights];
  const w = sum > 0 ? weights : weights.map(() => 1);
  const s = sum > 0 ? sum : weights.length;
  const raw = w.map((x) => (x * total) / s);
  const out = raw.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = raw.map((r, k) => [r - Math.floor(r), k] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let j = 0; left > 0 && order.length; j = (j + 1) % order.length, left--) out[order[j][1]]++;
  return out;
}

/** The section text, cut to about four characters a token of its size. */
export function renderLines(lines: Lines, tokens: number): string {
  const budget = Math.max(200, tokens * 4);
  let s = "";
  for (const l of lines) {
    const next = s ? s + "\n" + l.text : l.text;
    if (next.length > budget) {
      const room = budget - s.length - 1;
      if (room > 20) s = (s ? s + "\n" : "") + l.text.slice(0, room) + "…";
      else s += "\n…";
      break;
    }
    s = next;
  }
  return s;
}
