// How the router's sentences print numbers, counts and names (one place, so every stage reads alike).
export const fmt = (n: number) => n.toFixed(1);
export const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;
export const quoteList = (xs: string[], n = 3) =>
  xs
    .slice(0, n)
    .map((x) => `"${x}"`)
    .join(", ");
/** two decimals at most, trailing zeros dropped: why-not's scores and the settings its hints try ("4.5", "0.85") */
export const fmt2 = (n: number) => (Math.round(n * 100) / 100).toString();
