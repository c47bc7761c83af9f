import type { ReactNode } from 'react';
import { m, Phrase, useLanguage } from '@/shared/i18n';
import type { PatternId } from '@/shared/lib/bingo';

type Locale = 'spec' | 'am' | 'en';
const IN_AMHARIC = { locale: 'am' } as const;
const IN_ENGLISH = { locale: 'en' } as const;
const NAMES: Record<PatternId, (inputs?: Record<string, never>, options?: { locale?: Locale }) => string> = {
  oneLine: m.pattern_one_line,
  twoLines: m.pattern_two_lines,
  rightHalf: m.pattern_right_half,
  fullHouse: m.pattern_full_house,
};

/**
 * A stake pattern's name (spec §9) in the current language, from the catalogues: "One line" in the
 * spec texts and English, "አንድ መስመር" in Amharic. For labels (the mini grid's name).
 */
export function patternName(id: PatternId): string {
  return NAMES[id]();
}

/**
 * A stake pattern's name as a card shows it (spec §2.6 "named in Amharic and English"): in the spec
 * texts both names, Amharic first (marked `lang="am"` by `Phrase`), joined by `separator`; in
 * Amharic or English only that language's name. Re-renders on a language switch.
 */
export function PatternName({ id, separator = ' / ' }: { id: PatternId; separator?: string }): ReactNode {
  const language = useLanguage();
  if (language !== 'spec') return NAMES[id]();
  return (
    <>
      <Phrase>{NAMES[id]({}, IN_AMHARIC)}</Phrase>
      {separator}
      {NAMES[id]({}, IN_ENGLISH)}
    </>
  );
}
