import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import * as messages from './paraglide/messages/_index.js';
import { LANGUAGES } from './model';

const dir = join(process.cwd(), 'src/shared/i18n/messages');
const areas = readdirSync(dir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const settings = JSON.parse(readFileSync(join(process.cwd(), 'project.inlang/settings.json'), 'utf8')) as {
  'plugin.inlang.messageFormat': { pathPattern: string[] };
};

/** All keys of one language over every area, failing on a key two areas both define. */
const catalogue = (language: string): Record<string, string> => {
  const all: Record<string, string> = {};
  for (const area of areas) {
    const { $schema: _schema, ...entries } = JSON.parse(readFileSync(join(dir, area, `${language}.json`), 'utf8')) as Record<string, string>;
    for (const [key, text] of Object.entries(entries)) {
      expect(all[key], `${key} is defined twice (${area})`).toBeUndefined();
      all[key] = text;
    }
  }
  return all;
};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the message catalogues (src/shared/i18n/messages/<area>/<language>.json)', () => {
  const spec = catalogue('spec');

  test('every area folder is compiled (project.inlang/settings.json lists it)', () => {
    const listed = settings['plugin.inlang.messageFormat'].pathPattern.map((pattern) => pattern.split('/').at(-2));
    expect(listed.sort()).toEqual([...areas].sort());
  });

  test.each(LANGUAGES)('%s has every key, each with a text and the same placeholders as the spec texts', (language) => {
    const entries = catalogue(language);
    expect(Object.keys(entries).sort()).toEqual(Object.keys(spec).sort());
    for (const [key, text] of Object.entries(entries)) {
      expect(typeof text === 'string' && text.trim().length > 0, `${language}.${key} is empty`).toBe(true);
      expect(placeholders(text), `${language}.${key} placeholders`).toEqual(placeholders(spec[key]!));
    }
  });

  test('English has no Ethiopic letters and Amharic no untranslated English sentence', () => {
    const en = catalogue('en');
    for (const [key, text] of Object.entries(en)) {
      // the switch names each choice in its own script: አማርኛ, and the mixed texts as ቅልቅል · Mixed
      if (key === 'language_am' || key === 'language_spec') continue;
      expect(/[\u1200-\u137f]/.test(text), `en.${key}: ${text}`).toBe(false);
    }
    const am = catalogue('am');
    for (const [key, text] of Object.entries(am)) {
      if (key === 'language_spec' || key === 'language_en') continue;
      // a whole English sentence (three or more English words in a row) left in the Amharic catalogue
      expect(/[A-Za-z]+ [A-Za-z]+ [A-Za-z]+/.test(text.replace(/\{\w+\}/g, '')), `am.${key}: ${text}`).toBe(false);
    }
  });

  test('the compiled messages are current: one function per key (npm run gen)', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(spec).sort());
  });
});

/** Every product source file of `src` (no tests, no generated code, no catalogues). */
const productFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return ['paraglide', 'generated', 'messages'].includes(entry.name) ? [] : productFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [path] : [];
  });

/** The Ethiopic text in a file's string literals, templates and JSX text (comments are not looked at). */
const ethiopicLiterals = (file: string): string[] => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) && /[\u1200-\u137f]/.test(node.text)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

test('no Amharic text is written in the code: every Amharic word a player sees comes from the catalogues', () => {
  const src = join(process.cwd(), 'src');
  const offenders = productFiles(src).flatMap((file) => ethiopicLiterals(file).map((text) => `${relative(src, file)}: ${text}`));
  expect(offenders).toEqual([]);
});
