// One writer for the sections of perf/report.md that scripts own: `npm run perf` (lighthouse),
// `npm run bench` (bench) and `npm run size:i18n -- --report` (i18n). Each replaces only its own
// section, between `<!-- perf:NAME -->` and `<!-- /perf:NAME -->`.
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * `report` with the text of section `name` replaced by `body`; a report without that section gets
 * it added at the end.
 * @param report the whole report (Markdown)
 * @param name the section's name, e.g. `lighthouse`
 * @param body the section's new text
 */
export function replaceSection(report: string, name: string, body: string): string {
  const open = `<!-- perf:${name} -->`;
  const close = `<!-- /perf:${name} -->`;
  const from = report.indexOf(open);
  const to = report.indexOf(close);
  if (from < 0 || to < from) return `${report.trimEnd()}\n\n${open}\n${body.trim()}\n${close}\n`;
  return `${report.slice(0, from + open.length)}\n${body.trim()}\n${report.slice(to)}`;
}

/**
 * Replaces (or adds) section `name` of the report file `file` with `body`.
 * @param file e.g. `perf/report.md`
 * @param name the section's name
 * @param body the section's new text
 */
export function writeSection(file: string, name: string, body: string): void {
  writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), name, body));
}
