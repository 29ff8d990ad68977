/**
 * The text between the first `open` and the `close` after it, or undefined. indexOf, not
 * /open([\s\S]*?)close/: the lazy pattern rescans to the end from every `open` when no `close`
 * follows, which is quadratic on a line of repeated open tags.
 */
export function between(text: string, open: string, close: string): string | undefined {
  const a = text.indexOf(open);
  if (a === -1) return undefined;
  const b = text.indexOf(close, a + open.length);
  return b === -1 ? undefined : text.slice(a + open.length, b);
}
