import { pythonRunnerMessages as t } from './messages';
import type { PythonErrorReport } from './protocol';

/** What the output pane shows for an uncaught exception, in words a child reads. */
export interface ExplainedError {
  headline: string;
  /** The program's line and a caret line under the culprit, when the line is known. */
  source: string | null;
  caret: string | null;
  /** CPython's own message, "Did you mean" hint included. */
  detail: string;
}

/** Chinese characters take two columns in a monospaced font; the caret must count them so. */
function columns(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u2e80-\uffef]/.test(char) ? 2 : 1;
  return width;
}

export function explainError(report: PythonErrorReport, program: string): ExplainedError {
  const kindName = t.errorKinds[report.kind as keyof typeof t.errorKinds] ?? t.unknownErrorKind;
  const line = report.line > 0 ? program.split('\n')[report.line - 1] : undefined;
  const headline =
    line === undefined
      ? t.errorHeadline(kindName, report.kind)
      : t.errorAtLine(report.line, kindName, report.kind);
  if (line === undefined) return { headline, source: null, caret: null, detail: report.detail };
  const start = report.start > 0 ? report.start - 1 : line.length - line.trimStart().length;
  const end = report.end > report.start ? report.end - 1 : Math.max(start + 1, line.trimEnd().length);
  const before = columns(line.slice(0, start));
  const marked = Math.max(1, columns(line.slice(start, end)));
  return {
    headline,
    source: line,
    caret: `${' '.repeat(before)}${'^'.repeat(marked)}`,
    detail: report.detail,
  };
}
