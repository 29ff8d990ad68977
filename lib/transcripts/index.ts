export { ingest, attachSubagent, subagentId } from "./ingest";
export { parseJsonl } from "./jsonl";
export { parseMessagesApi } from "./messages-api";
export { parseScenario, SCENARIO_FORMAT } from "./scenario";
export { assignGroups } from "./structure";
export { blocksText } from "./blocks";
