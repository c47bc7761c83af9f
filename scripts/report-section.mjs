// One writer for the sections of perf/report.md that scripts own: `npm run perf` (lighthouse),
// `npm run bench` (bench) and `npm run size:i18n -- --report` (i18n). Each replaces only its own
// section, between `<!-- perf:NAME -->` and `<!-- /perf:NAME -->`.
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * `report` with the text of section `name` replaced by `body`; a report without that section gets
 * it added at the end.
 * @param {string} report the whole report (Markdown)
 * @param {string} name the section's name, e.g. `lighthouse`
 * @param {string} body the section's new text
 * @returns {string}
 */
export function replaceSection(report, name, body) {
  const open = `<!-- perf:${name} -->`;
  const close = `<!-- /perf:${name} -->`;
  const from = report.indexOf(open);
  const to = report.indexOf(close);
  if (from < 0 || to < from) return `${report.trimEnd()}\n\n${open}\n${body.trim()}\n${close}\n`;
  return `${report.slice(0, from + open.length)}\n${body.trim()}\n${report.slice(to)}`;
}

/**
 * Replaces (or adds) section `name` of the report file `file` with `body`.
 * @param {string} file e.g. `perf/report.md`
 * @param {string} name the section's name
 * @param {string} body the section's new text
 */
export function writeSection(file, name, body) {
  writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), name, body));
}
