// A recorded session for the bug report's tests (lib/report/*.test.ts, e2e/report.spec.ts): two
// skills and two files before a manual /compact, the recording's account of what came back
// after it (one skill cut differently from the rules, one file only named), a skill whose name is
// an HTML tag, and private things the report's defaults must leave out: a title, paths, a secret
// in the /compact instructions. Text of our own.
import { RecordedSession, usage } from "./recorded-session";

export const HOSTILE_SKILL = "<img src=x onerror=alert(1)>";
export const REPORT_TITLE = "Release notes for the Juniper launch";
export const PRIVATE_DIR = "/home/alice/juniper";
export const SECRET = "sk-ant-api03-abcdefghijklmnopqrstuvwxyz012345";
export const INSTRUCTIONS = `keep the release notes; the key was ${SECRET}`;

const fill = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
const HEADER = `Base directory for this skill: ${PRIVATE_DIR}/.claude/skills/release-notes\n\n`;
/** 28,687 characters with its header: the rules cut it at 19,900 + the marker */
export const NOTES = HEADER + fill("Write one line per change, newest first, with its ticket.\n", 28_687 - HEADER.length);
const HOSTILE_BODY = fill("Check the markup before it ships.\n", 2_400);
const fileAttachment = (path: string, content: string) => ({
  type: "file",
  filename: path,
  content: { type: "text", file: { filePath: path, content } },
});

export function reportSessionJsonl(): string {
  const s = new RecordedSession("2.1.120");
  s.lines.push(JSON.stringify({ type: "custom-title", customTitle: REPORT_TITLE, sessionId: "s" }));
  s.prompt(`Write the release notes in ${PRIVATE_DIR}, then check the markup.`)
    .skill("t1", "release-notes", NOTES, usage(10, 15_000, 0, 50))
    .skill("t2", HOSTILE_SKILL, HOSTILE_BODY)
    .tool("t3", "Read", { file_path: `${PRIVATE_DIR}/src/app.ts` }, fill("const a = 1;\n", 4_000))
    .tool("t4", "Read", { file_path: `${PRIVATE_DIR}/src/util.ts` }, fill("export {};\n", 2_000))
    .text("Done.", usage(5, 2_000, 24_000, 20))
    .boundary("manual", 26_100, 9_000)
    .summary("The user asked for release notes and a markup check; both are done.")
    .prompt(
      `<command-name>/compact</command-name>\n<command-message>compact</command-message>\n<command-args>${INSTRUCTIONS}</command-args>`,
    )
    .prompt("<local-command-stdout>Compacted</local-command-stdout>")
    .attachment({
      type: "invoked_skills",
      skills: [
        { name: HOSTILE_SKILL, path: `${PRIVATE_DIR}/.claude/skills/markup`, content: HOSTILE_BODY },
        // the recording kept 15,000 characters where the rules keep 20,000
        { name: "release-notes", path: `${PRIVATE_DIR}/.claude/skills/release-notes`, content: NOTES.slice(0, 15_000) },
      ],
    })
    .attachment(fileAttachment(`${PRIVATE_DIR}/src/util.ts`, fill("export {};\n", 2_000)))
    .attachment({ type: "compact_file_reference", filename: `${PRIVATE_DIR}/src/app.ts`, displayPath: "app.ts" })
    .prompt("Now add a test.")
    .text("Adding it.", usage(5, 24_000, 0, 30))
    .text("Added.", usage(5, 400, 24_000, 10));
  return s.toString();
}
