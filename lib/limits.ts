// Every limit the readers apply to what a user loads, in one place. Each is checked before the
// step it protects (parsing, inflating, cloning to the page, counting), and every value over a
// limit is reported with its place: nothing over a limit is dropped or miscounted silently.
// docs/hostile-inputs.md lists each with its message.

/** Nesting of one JSON value (a JSONL record, a Messages API message, a scenario event). Deeper
 * values overflow the stack of the worker's postMessage and of recursive counting. */
export const MAX_DEPTH = 100;

/** One JSONL line, and one whole JSON document (Messages API request, scenario). Past this a
 * line is not parsed (V8 cannot hold a string of ~512 M characters at all). */
export const MAX_LINE_CHARS = 64 * 1024 * 1024;

/** A file read whole as one string that is not one JSON document (a subagent transcript, a
 * /context report). Sessions stream and have no limit; V8 cannot hold a string past ~512 M. */
export const MAX_WHOLE_FILE_BYTES = 256 * 1024 * 1024;

/** A token or usage count. Larger numbers (1e15, 1e308) are no recorded fact of a session. */
export const MAX_COUNT = 1e9;

/** Skill catalogs: one file, and all files together, uncompressed. */
export const MAX_ENTRY_BYTES = 5 * 1024 * 1024;
export const MAX_TOTAL_BYTES = 100 * 1024 * 1024;
/** Entries a zip may list (a ZIP64 header can claim 4.29 billion in 98 bytes). */
export const MAX_ZIP_ENTRIES = 50_000;
// No ratio limit of its own: deflate cannot pass ~1,032:1, a 4 MB file of one repeated line
// is close to that and harmless, and fflate inflates into a buffer of the declared size, which
// the two byte limits above already bound. The ratio of a bomb is the byte limits' to check.
/** Folders below a catalog's root that the CLI walks into. */
export const MAX_CATALOG_DEPTH = 12;

/** Folders below a folder of sessions that `fidelity` and the sessions list walk into
 * (~/.claude/projects needs 3). */
export const MAX_SCAN_DEPTH = 32;
/** Session files (.jsonl) the sessions list takes from one folder, however given (picked, dropped,
 * read again): past it the rest are counted and said, not read. 10x a 2,000-session folder. */
export const MAX_SESSION_FILES = 20_000;

/** Front matter values copied (a YAML alias bomb expands exponentially). */
export const MAX_FRONT_MATTER_VALUES = 20_000;

/** Lint: pairs of distinct descriptions compared for near-duplicates before the check stops. */
export const MAX_LINT_COMPARISONS = 2_000_000;
/** Lint: other entries named in one near-duplicate finding (the rest are a count). */
export const MAX_DUPLICATES_NAMED = 5;

/** Share links (lib/share): the fragment, and what it may expand to. */
export const MAX_LINK_CHARS = 16_000;
export const MAX_STATE_CHARS = 20_000_000;
/** Routing links: the prompt carried in q= (lib/routing/link.ts LINK_MAX_PROMPT), and the whole
 * fragment read (a 4,000-character prompt percent-encoded as UTF-8 is at most 36,000). */
export const MAX_ROUTE_PROMPT_CHARS = 4_000;
export const MAX_ROUTE_LINK_CHARS = 48_000;

/** A gold set's lines. */
export const MAX_GOLD_LINES = 100_000;

export const mib = (n: number) => `${(n / 1024 / 1024).toLocaleString("en-US", { maximumFractionDigits: 1 })} MB`;

/** Worker threads `fidelity DIR --threads N` starts: each holds a session, so a typo of 1000 must not start 1000. */
export const MAX_THREADS = 64;
