export { ingest, ingestChunks, attachSubagent, subagentId } from "./ingest";
export { parseJsonl, JsonlReader, chunks } from "./jsonl";
export { parseMessagesApi } from "./messages-api";
export { parseScenario, SCENARIO_FORMAT } from "./scenario";
export { assignGroups } from "./structure";
export { blocksText } from "./blocks";
export { RECORD_TYPES, apiErrorStatus, type RecordTypeInfo } from "./record-types";
