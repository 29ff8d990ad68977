// "Source": a link to the rule behind what a panel shows, on the app's rules page (docs/rules.md
// rendered). lib/rules-doc.test.ts checks that every anchor written here exists in docs/rules.md.
export function RuleLink({ anchor, label = "Source", title }: { anchor: string; label?: string; title?: string }) {
  return (
    <a
      href={`/rules/#${anchor}`}
      className="rule-link"
      target="_blank"
      rel="noopener"
      data-testid="rule-link"
      data-anchor={anchor}
      title={title ?? "The rule and its source, on the rules page"}
    >
      {label}
    </a>
  );
}
