"use client";
// The first cells of a gold case's row (the bench's misses, the baseline's changes): its id, kind
// and language, and its prompt as a button that routes it in the Route tab.
export function CaseCells({
  c,
  onRoute,
}: {
  c: { id: string; kind: string; lang: string; query: string };
  onRoute: (prompt: string) => void;
}) {
  return (
    <>
      <td className="mono">
        {c.id}
        <div className="muted" style={{ whiteSpace: "nowrap" }}>
          {c.kind} · {c.lang}
        </div>
      </td>
      <td>
        <button className="linkbtn" onClick={() => onRoute(c.query)} title="Route this prompt in the Route tab">
          {c.query}
        </button>
      </td>
    </>
  );
}
