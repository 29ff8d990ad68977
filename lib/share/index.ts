export { findSecrets, redact, redactJson, secretContexts, type SecretFinding, type SecretKind } from "./redact";
export { reduceToScenario, DEFAULT_REDUCE, type ReduceOptions, type ReduceResult, type TextMode } from "./reduce";
export { decodeShare, encodeShare, MAX_LINK_CHARS, type ShareState, type DecodeResult } from "./link";
export { snapshotSession, readSnapshot, looksLikeSnapshot, SNAPSHOT_FORMAT } from "./snapshot";
