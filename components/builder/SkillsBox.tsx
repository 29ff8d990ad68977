"use client";
// The skills a draft can invoke: by name and size, or taken from the catalog loaded on the Catalog
// screen (their real text, counted by the inspector's estimator).
import { useState } from "react";
import { undefinedSkills, type Draft } from "@/lib/builder/draft";
import { useLoadedCatalog } from "@/components/skills/loaded-catalog";
import { fmt } from "@/components/inspector/format";
import { useBuilder } from "./store";

export function SkillsBox({ draft }: { draft: Draft }) {
  const edit = useBuilder((s) => s.edit);
  const catalog = useLoadedCatalog((s) => s.catalog);
  const catalogLabel = useLoadedCatalog((s) => s.label);
  const [name, setName] = useState("");
  const [tokens, setTokens] = useState(5000);
  const [fromCatalog, setFromCatalog] = useState("");
  const skills = catalog?.entries.filter((e) => e.kind === "skill") ?? [];
  const invoked = undefinedSkills(draft);

  return (
    <div className="bld-skills" data-testid="builder-skills">
      {draft.skills.length || invoked.length ? (
        <table className="bld-skill-table">
          <thead>
            <tr>
              <th>skill</th>
              <th className="num">tokens</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {draft.skills.map((s) => (
              <tr key={s.name}>
                <td className="mono">{s.name}</td>
                <td className="num">
                  <input
                    type="number"
                    min={0}
                    aria-label={`Size of ${s.name} in tokens`}
                    value={s.tokens ?? ""}
                    placeholder="from text"
                    onChange={(e) => {
                      const v = e.currentTarget.value;
                      const n = Math.max(0, Math.round(Number(v)));
                      edit({ op: "skill", skill: { ...s, ...(v === "" || !Number.isFinite(n) ? { tokens: undefined } : { tokens: n }) } });
                    }}
                  />
                </td>
                <td>
                  <button
                    className="btn icon"
                    aria-label={`Remove skill ${s.name}`}
                    onClick={() => edit({ op: "removeSkill", name: s.name })}
                  >
                    ✕
                  </button>
                </td>
              </tr>
            ))}
            {invoked.map((s) => (
              <tr key={`invoked:${s.name}`} data-testid="builder-skill-invoked" data-skill={s.name}>
                <td>
                  <span className="mono">{s.name}</span>
                  <div className="faint">
                    named by {s.events === 1 ? "a Skill event" : `${s.events} Skill events`}, sized there; not defined here
                  </div>
                </td>
                <td className="num">{s.tokens === null ? "–" : fmt(s.tokens)}</td>
                <td>
                  <button
                    className="btn"
                    title={`Define ${s.name} here, so that every event can invoke it by name`}
                    onClick={() => edit({ op: "skill", skill: { name: s.name, ...(s.tokens === null ? {} : { tokens: s.tokens }) } })}
                  >
                    Define
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="faint">No skills defined yet.</p>
      )}
      <form
        className="bld-gen-row"
        onSubmit={(e) => {
          e.preventDefault();
          const n = name.trim();
          if (!n) return;
          edit({ op: "skill", skill: { name: n, tokens } });
          setName("");
        }}
      >
        <input
          type="text"
          placeholder="skill name"
          aria-label="New skill's name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          data-testid="skill-name"
        />
        <input
          type="number"
          min={0}
          aria-label="New skill's size in tokens"
          value={tokens}
          onChange={(e) => setTokens(Math.max(0, Math.round(Number(e.currentTarget.value)) || 0))}
        />
        <button className="btn" type="submit" disabled={!name.trim()}>
          Add skill
        </button>
      </form>
      {skills.length > 0 && (
        <div className="bld-gen-row">
          <select
            aria-label={`A skill from ${catalogLabel ?? "the loaded catalog"}`}
            value={fromCatalog}
            onChange={(e) => setFromCatalog(e.currentTarget.value)}
          >
            <option value="">from {catalogLabel ?? "the loaded catalog"}…</option>
            {skills.map((s) => (
              <option key={s.path} value={s.path}>
                {s.name} ({fmt(s.chars)} chars)
              </option>
            ))}
          </select>
          <button
            className="btn"
            disabled={!fromCatalog}
            onClick={() => {
              const s = skills.find((x) => x.path === fromCatalog);
              if (s) edit({ op: "skill", skill: { name: s.name, description: s.description, body: s.body } });
              setFromCatalog("");
            }}
          >
            Add
          </button>
        </div>
      )}
    </div>
  );
}
