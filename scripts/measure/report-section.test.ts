import { describe, expect, test } from 'vitest';
import { replaceSection } from './report-section';

const report = ['# Report', '', '<!-- perf:lighthouse -->', 'old table', '<!-- /perf:lighthouse -->', '', '<!-- perf:bench -->', 'old bench', '<!-- /perf:bench -->', ''].join('\n');

describe('replaceSection (the sections of perf/report.md each script owns)', () => {
  test('replaces only the named section', () => {
    const next = replaceSection(report, 'bench', 'new bench\n');
    expect(next).toContain('<!-- perf:bench -->\nnew bench\n<!-- /perf:bench -->');
    expect(next).toContain('<!-- perf:lighthouse -->\nold table\n<!-- /perf:lighthouse -->');
    expect(next).not.toContain('old bench');
  });

  test('adds a section the report does not have yet at the end', () => {
    const next = replaceSection(report, 'i18n', 'cost');
    expect(next.endsWith('<!-- perf:bench -->\nold bench\n<!-- /perf:bench -->\n\n<!-- perf:i18n -->\ncost\n<!-- /perf:i18n -->\n')).toBe(true);
    expect(replaceSection(next, 'i18n', 'cost 2')).toBe(next.replace('cost', 'cost 2'));
  });
});
