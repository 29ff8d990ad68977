// Escaping for the report's HTML: every string that came from a session goes through `esc` before
// it is written, in text and in attributes alike. The slash and the colon are escaped too, so no
// text of the session spells a URL ("https:", "//") in the file, even as text.
const ENTITY: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
  "/": "&#47;",
  ":": "&#58;",
};

export function esc(s: string | number): string {
  return String(s).replace(/[&<>"'/:]/g, (c) => ENTITY[c]);
}

const nf = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** A count as the app prints it: "155,912". */
export const num = (n: number): string => nf.format(Math.round(n));

/** A count in thousands for tight places: "156k", "1M". */
export function kilo(n: number): string {
  if (n >= 1_000_000) return `${+(n / 1_000_000).toFixed(n % 1_000_000 ? 1 : 0)}M`;
  if (n >= 1_000) return `${+(n / 1_000).toFixed(n % 1_000 && n < 10_000 ? 1 : 0)}k`;
  return String(Math.round(n));
}

/** "+1,204" / "-380" / "0". */
export const signed = (n: number): string => (n > 0 ? `+${num(n)}` : num(n));

/** "1 compaction" / "2 compactions". */
export const plural = (n: number, word: string, many = `${word}s`): string => `${num(n)} ${n === 1 ? word : many}`;
