// A large answer sent in parts. A worker's message is read on the page in one task: a catalog of
// 26,000 skills (98 MB of bodies) held the page for a second when it came as one. The worker
// sends the long list first as `part` messages of about PART_CHARS each, then the answer with that
// list empty and `parts` naming where each list goes; RequestClient puts them back before the
// answer resolves, so a caller sees one whole answer.

/** About this many characters of text a part: read on the page in a few milliseconds. */
export const PART_CHARS = 2_000_000;

export type PartMessage = { type: "part"; id: number; key: string; items: unknown[] };

/** Where each list sent in parts goes in the answer: key -> property path. */
export type PartPaths = Record<string, string[]>;

/** Sends `items` as parts under `key` (each about `limit` by `chars`). */
export function postParts<T>(
  post: (m: PartMessage) => void,
  id: number,
  key: string,
  items: readonly T[],
  chars: (t: T) => number,
  limit = PART_CHARS,
): void {
  let from = 0;
  let held = 0;
  for (let i = 0; i < items.length; i++) {
    held += chars(items[i]);
    if (held >= limit || i === items.length - 1) {
      post({ type: "part", id, key, items: items.slice(from, i + 1) as unknown[] });
      from = i + 1;
      held = 0;
    }
  }
}

/** The answer with each list put back at its path (the lists' items in the order they were sent). */
export function joinParts<T>(answer: T, got: Map<string, unknown[]>): T {
  const withParts = answer as T & { parts?: PartPaths };
  const paths = withParts.parts;
  if (!paths) return answer;
  for (const [key, path] of Object.entries(paths)) {
    let at = answer as unknown as Record<string, unknown>;
    for (const p of path.slice(0, -1)) at = at[p] as Record<string, unknown>;
    at[path[path.length - 1]] = got.get(key) ?? [];
  }
  delete withParts.parts;
  return answer;
}
