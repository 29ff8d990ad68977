// A command Claude Code runs itself (/clear, /model, /login, /exit...) says nothing of what a
// session is about, so the sessions list does not take it as the first prompt
// (rules.md#transcripts-folder). Claude Code marks such a command twice: a `<local-command-caveat>`
// meta record before it and a `<local-command-stdout>` (or stderr) record after it. A command sent
// to the model (a skill, /init, a plugin's prompt) has neither, and stays a prompt.

/** The record a local command writes after it: its output, not a typed prompt. */
export const LOCAL_COMMAND_OUTPUT = /^\s*<local-command-(stdout|stderr)>/;

/** The meta record Claude Code writes before a local command. */
export const LOCAL_COMMAND_CAVEAT = /<local-command-caveat>/;

export interface TypedPrompt {
  /** the prompt's own words (a /command by its name and arguments) */
  words: string;
  /** a command Claude Code ran itself, by the marks above */
  local: boolean;
}

/**
 * The first prompt that is not a local command (a session of local commands alone shows its
 * first), over a file read record by record, holding at most two prompts however many the
 * file has: the first (what a session of local commands alone shows) and the latest not yet known
 * to be local. A prompt is known to be a local command by the caveat before it (given with it) or
 * by the output record right after it (`lastWasLocal`, before the next prompt comes), so once the
 * next prompt comes, the one before it is settled, and the first that is not local is the answer.
 */
export class FirstPrompt {
  private first: TypedPrompt | null = null;
  private latest: TypedPrompt | null = null;
  private found: string | null = null;

  /** Whether the answer is settled: later prompts change nothing. */
  get done(): boolean {
    return this.found !== null;
  }

  /** The prompts held now (at most two). */
  get held(): number {
    return (this.first ? 1 : 0) + (this.latest && this.latest !== this.first ? 1 : 0);
  }

  add(p: TypedPrompt): void {
    if (this.found !== null) return;
    if (this.latest && !this.latest.local) {
      this.found = this.latest.words;
      this.first = this.latest = null;
      return;
    }
    const own = { ...p };
    this.first ??= own;
    this.latest = own;
  }

  /** The output of a local command came right after the latest prompt: that prompt was one. */
  lastWasLocal(): void {
    if (this.found === null && this.latest) this.latest.local = true;
  }

  get words(): string | null {
    if (this.found !== null) return this.found;
    return this.latest && !this.latest.local ? this.latest.words : (this.first?.words ?? null);
  }
}
