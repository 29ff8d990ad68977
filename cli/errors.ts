// The CLI's own errors: main.ts prints their message as one line and exits 2.
export class UsageError extends Error {}

/** A path the file-access layer refused (cli/file-access.ts): the message names the path and why. */
export class InputFileError extends UsageError {}
