"use client";
// The lessons page's side card. Without a lesson loaded it lists the lessons; with one, it walks
// through its captions: each moves the inspector to a step, opens a panel (and, for a "what if",
// sets the simulator or compare mode), and says which rule is at work. Back / Next, by mouse or
// keyboard. A lesson on a scenario is also a share link; a lesson on a recorded session loads that
// session the way the examples load.
import { useEffect, useMemo, useRef, useState } from "react";
import { captionSim, lessonSessionName, type Lesson, type LessonCaption } from "@/lib/lessons/lesson";
import { encodeShare } from "@/lib/share/link";
import { SIDE_TABS, useInspector, type SideTab } from "@/components/state/store";
import { copyText } from "@/components/share/build";
import { PANEL_LABEL } from "@/components/share/labels";
import { fmt } from "@/components/inspector/format";
import { fixtureUrl } from "@/components/state/examples";
import { LESSONS } from "./data";
import { useLessonProgress, useLoadedLesson } from "./store";
import { useHydrated } from "@/components/ui/useHydrated";

/** The path of the lessons page: share links open there, with the lesson card. */
const LESSONS_PATH = "/lessons/";

function linkFor(l: Lesson, scenario: Record<string, unknown>): string {
  const c = l.captions[0];
  const { fragment } = encodeShare({
    v: 1,
    scenario,
    step: c.step,
    ...((SIDE_TABS as readonly string[]).includes(c.panel) || c.panel === "settings" ? { panel: c.panel } : {}),
    ...(c.sim?.preset ? { preset: c.sim.preset } : {}),
    ...(c.sim && Object.keys(c.sim.overrides).length ? { overrides: c.sim.overrides } : {}),
    ...(c.compare ? { compare: c.compare } : {}),
  });
  return `${LESSONS_PATH}${fragment}`;
}

/** Whether the side panel has a tab of this name (the routing view is another module's). */
const hasTab = (id: string) => (SIDE_TABS as readonly string[]).includes(id);

/** Moves the inspector to a caption: simulator and compare choices, step, panel. */
function applyCaption(c: LessonCaption): void {
  const st = useInspector.getState();
  if (st.viewKey !== "main") st.selectView("main");
  st.setCompare(c.compare ?? null, { sim: captionSim(c) });
  st.setPlaying(false);
  st.setStep(c.step);
  if (c.panel === "settings") {
    st.setPanel("settings", true);
    return;
  }
  st.setPanel("settings", false);
  // A panel this build does not have (the routing view is another module's) leaves the tab as it
  // is; the caption's text carries what it would show, and the card says so.
  if (hasTab(c.panel)) st.setSideTab(c.panel as SideTab);
}

/** The lesson's main input: its scenario, or the recorded session it names, fetched like an example. */
async function lessonInput(l: Lesson): Promise<{ name: string; text: string } | null> {
  if (l.scenario) return { name: `lesson-${l.id}.json`, text: JSON.stringify(l.scenario) };
  const url = fixtureUrl(l.session ?? "");
  try {
    const res = await fetch(url, { cache: "no-cache" });
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    return { name: lessonSessionName(l.id), text: await res.text() };
  } catch (err) {
    useInspector.setState({ error: `Could not fetch the session of the lesson “${l.title}” (${(err as Error).message}).` });
    return null;
  }
}

async function startLesson(l: Lesson): Promise<void> {
  const c = l.captions[0];
  const input = await lessonInput(l);
  if (!input) return;
  useInspector.setState({ compare: c.compare ?? null });
  useLessonProgress.getState().setCaption(l.id, 0);
  await useInspector.getState().load([{ ...input, role: "main" }], {
    origin: { kind: "example", label: `Lesson: ${l.title}` },
    step: c.step,
    sim: captionSim(c),
  });
  if (useInspector.getState().inputsKey) applyCaption(c);
}

/** A lesson on a scenario travels as a link; one on a recorded session opens from this page's list. */
function ShareLesson({ l }: { l: Lesson }) {
  return l.scenario ? <ShareLink l={l} scenario={l.scenario} /> : <span className="faint">on a recorded session</span>;
}

function ShareLink({ l, scenario }: { l: Lesson; scenario: Record<string, unknown> }) {
  const [msg, setMsg] = useState("");
  const href = useMemo(() => linkFor(l, scenario), [l, scenario]);
  return (
    <span className="lesson-share">
      <a
        href={href}
        data-testid="lesson-share-link"
        data-lesson={l.id}
        title="Opens this lesson from its link: the scenario travels in the part after #"
      >
        Share this lesson
      </a>
      <button
        className="linkbtn"
        data-testid="lesson-share-copy"
        aria-label={`Copy the link to the lesson “${l.title}”`}
        onClick={() => void copyText(`${window.location.origin}${href}`).then((ok) => setMsg(ok ? "copied" : "copy refused"))}
      >
        copy
      </button>
      <span role="status" className="faint">
        {msg}
      </span>
    </span>
  );
}

function LessonList({ onStart }: { onStart: () => void }) {
  const origin = useInspector((s) => s.origin);
  const persisted = useInspector((s) => s.persisted);
  const own = persisted && origin && origin.kind !== "example" && origin.kind !== "default";
  const [starting, setStarting] = useState<string | null>(null);
  const hydrated = useHydrated();
  return (
    <aside className="lesson-card" aria-labelledby="lessons-title" data-testid="lesson-list">
      <h2 id="lessons-title">Lessons</h2>
      <p className="muted">
        Short walk-throughs, one rule each. A lesson loads a scenario or a recorded session and moves the inspector step by step, opening
        the panel where the rule shows.
      </p>
      {own && (
        <p className="note" data-testid="lesson-replaces">
          Starting a lesson replaces “{origin.label}” in this browser&apos;s storage (load its file again to come back to it).
        </p>
      )}
      <ol className="plain lesson-items">
        {LESSONS.map((l) => (
          <li key={l.id} className="lesson-item" data-testid="lesson-item" data-lesson={l.id}>
            <h3>
              <span className="faint">{l.order}.</span> {l.title}
            </h3>
            <p>{l.rule}</p>
            <div className="lesson-item-actions">
              <button
                className="btn primary"
                data-testid="lesson-start"
                data-lesson={l.id}
                disabled={!hydrated || starting !== null}
                aria-label={`Start the lesson “${l.title}”`}
                onClick={() => {
                  setStarting(l.id);
                  void startLesson(l).finally(() => {
                    setStarting(null);
                    onStart();
                    requestAnimationFrame(() => document.querySelector<HTMLButtonElement>('[data-testid="lesson-next"]')?.focus());
                  });
                }}
              >
                {starting === l.id ? "Loading…" : "Start"}
              </button>
              <span className="faint">{l.captions.length} steps</span>
              <ShareLesson l={l} />
            </div>
          </li>
        ))}
      </ol>
    </aside>
  );
}

export function LessonCard() {
  const lesson = useLoadedLesson();
  const progress = useLessonProgress();
  const [showList, setShowList] = useState(false);
  const nextRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    void progress.restore();
  }, [progress]);

  const k = lesson && progress.id === lesson.id ? Math.max(0, Math.min(lesson.captions.length - 1, progress.caption)) : 0;
  const c = lesson?.captions[k];

  const routingMissing = c?.panel === "routing" && !hasTab("routing");

  // A lesson opened from a share link: its captions start at the first.
  useEffect(() => {
    if (lesson && progress.restored && progress.id !== lesson.id) progress.setCaption(lesson.id, 0);
  }, [lesson, progress]);

  if (!lesson || !c || showList) {
    return (
      <div className="lesson-col">
        {showList && lesson && (
          <p className="lesson-back-to">
            <button className="linkbtn" onClick={() => setShowList(false)}>
              ← back to “{lesson.title}”
            </button>
          </p>
        )}
        <LessonList onStart={() => setShowList(false)} />
      </div>
    );
  }

  const idx = LESSONS.findIndex((l) => l.id === lesson.id);
  const nextLesson = idx >= 0 ? LESSONS[idx + 1] : undefined;
  const last = k === lesson.captions.length - 1;
  const go = (j: number) => {
    const cap = lesson.captions[j];
    progress.setCaption(lesson.id, j);
    applyCaption(cap);
  };

  return (
    <div className="lesson-col">
      <aside className="lesson-card" aria-labelledby="lesson-title" data-testid="lesson-card" data-lesson={lesson.id}>
        <div className="lesson-head">
          <button className="linkbtn" onClick={() => setShowList(true)} data-testid="lesson-all">
            ← All lessons
          </button>
          <span className="faint">{idx >= 0 ? `Lesson ${idx + 1} of ${LESSONS.length}` : "Shared lesson"}</span>
        </div>
        <h2 id="lesson-title">{lesson.title}</h2>
        <p className="lesson-rule">
          <strong>The rule.</strong> {lesson.rule}
        </p>
        <ol className="lesson-dots" aria-label="Steps of this lesson">
          {lesson.captions.map((x, j) => (
            <li key={j}>
              <button
                className={j === k ? "on" : j < k ? "seen" : ""}
                aria-current={j === k ? "step" : undefined}
                aria-label={`${j + 1}. ${x.title}`}
                title={`${j + 1}. ${x.title}`}
                onClick={() => go(j)}
                data-testid="lesson-dot"
              />
            </li>
          ))}
        </ol>
        <section
          className="lesson-caption"
          aria-live="polite"
          data-testid="lesson-caption"
          data-caption={k}
          data-step={c.step}
          data-panel={c.panel}
        >
          <h3>
            <span className="faint">
              {k + 1}/{lesson.captions.length}
            </span>{" "}
            {c.title}
          </h3>
          <p className="lesson-where">
            Step {fmt(c.step + 1)} · {PANEL_LABEL[c.panel] ?? c.panel} {c.panel === "settings" ? "drawer" : "panel"}
            {c.look ? ` · look at ${c.look}` : ""}
            {c.compare ? " · compare mode" : ""}
          </p>
          <p>{c.text}</p>
          {routingMissing && (
            <p className="note" data-testid="lesson-routing-note">
              The Routing panel (the router&apos;s stages for each prompt) is not in this build yet; this caption opens it when it is. The
              decision is stated above.
            </p>
          )}
        </section>
        <div className="lesson-nav">
          <button
            className="btn"
            onClick={() => {
              go(k - 1);
              if (k - 1 === 0) requestAnimationFrame(() => nextRef.current?.focus());
            }}
            disabled={k === 0}
            data-testid="lesson-back"
          >
            ← Back
          </button>
          {!last ? (
            <button ref={nextRef} className="btn primary" onClick={() => go(k + 1)} data-testid="lesson-next">
              Next →
            </button>
          ) : nextLesson ? (
            <button
              ref={nextRef}
              className="btn primary"
              data-testid="lesson-next-lesson"
              onClick={() =>
                void startLesson(nextLesson).then(() =>
                  requestAnimationFrame(() => document.querySelector<HTMLButtonElement>('[data-testid="lesson-next"]')?.focus()),
                )
              }
            >
              Next lesson: {nextLesson.title} →
            </button>
          ) : (
            <button className="btn primary" data-testid="lesson-finish" onClick={() => setShowList(true)}>
              All lessons
            </button>
          )}
        </div>
        <p className="lesson-foot">
          <ShareLesson l={lesson} />
        </p>
      </aside>
    </div>
  );
}
