"use client";
// The settings on which A and B differ, side by side. Alone because it explains the comparison
// rather than showing its outcome.
import type { SimComparison } from "@/lib/context/compare";
import { showValue } from "./labels";

export function SettingsDiffer({ cmp }: { cmp: SimComparison }) {
  return (
    <section className="section" data-testid="compare-settings">
      <h2>Settings that differ</h2>
      {cmp.settings.length === 0 ? (
        <p className="muted">None: A and B are the same settings.</p>
      ) : (
        <table className="cats cmp-table">
          <thead>
            <tr>
              <th scope="col">Setting</th>
              <th scope="col">A</th>
              <th scope="col">B</th>
            </tr>
          </thead>
          <tbody>
            {cmp.settings.map((s) => (
              <tr key={s.key}>
                <th scope="row">{s.label}</th>
                <td className="num">{showValue(s.a)}</td>
                <td className="num">{showValue(s.b)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
