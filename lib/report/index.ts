// Bug reports: one session as a self-contained HTML file (README "Exports", docs/architecture.md).
import { reportHtml } from "./html-report";
import { reportData, type ReportInput } from "./report-data";

export { reportHtml, REPORT_CSP } from "./html-report";
export { reportData, type ReportData, type ReportInput } from "./report-data";
export { DEFAULT_REPORT_REDACTION, reportRedactor, type ReportRedaction } from "./redaction";

/** The report of one session, redacted by `input.redaction`, as an HTML document. */
export function bugReport(input: ReportInput): string {
  return reportHtml(reportData(input));
}
