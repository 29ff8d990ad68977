// Equality of two plain values (settings, choices) by their JSON: the compare panel and the
// settings drawer both ask "is this the same choice?", and must answer it the same way.

/** True when both values serialise to the same JSON. */
export const sameJson = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);
