import type { PatternId } from '@/shared/lib/bingo';

/**
 * The pattern names this server sends as data (game history `pattern`, a scheduled game's
 * `pattern.name`; spec §3). A server's own wording, in English as the spec's examples: the client
 * shows its own catalogue names for the stake patterns and a server's name only where it sends one.
 */
export const PATTERN_NAMES: Record<PatternId, string> = {
  oneLine: 'One line',
  twoLines: 'Two lines',
  rightHalf: 'Right half',
  fullHouse: 'Full house',
};
