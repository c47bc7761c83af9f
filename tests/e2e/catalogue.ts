import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A language of the text switch, as the catalogues name them. */
export type CatalogueLanguage = 'spec' | 'am' | 'en';

const catalogues = new Map<string, Record<string, string>>();

/**
 * A catalogue text as the page shows it in `language`, its `{placeholders}` filled in from `params`
 * (src/shared/i18n/messages/<area>/<language>.json), so browser tests and scripts find controls in
 * every language by the same names the app renders.
 * @throws Error when the key is not in the catalogue
 */
export function say(language: CatalogueLanguage, area: string, key: string, params: Record<string, string | number> = {}): string {
  const file = join(import.meta.dirname, '../../src/shared/i18n/messages', area, `${language}.json`);
  if (!catalogues.has(file)) catalogues.set(file, JSON.parse(readFileSync(file, 'utf8')));
  const text = catalogues.get(file)![key];
  if (text === undefined) throw new Error(`no ${key} in ${file}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
}
