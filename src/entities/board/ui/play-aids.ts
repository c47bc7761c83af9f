import { useCallback, useMemo, useState } from 'react';
import { boardsToGo, type BoardCell, type PatternId } from '@/shared/lib/bingo';
import { useOneToGoCue } from './one-to-go';

type Aids = ReadonlyMap<number, { toGo: number | null; best: boolean }>;

/** Whether two boards' aids say the same (same boards, numbers to go and best board). */
function sameAids(a: Aids | null, b: Aids | null): boolean {
  if (a === b) return true;
  if (!a || !b || a.size !== b.size) return false;
  for (const [id, aid] of a) {
    const other = b.get(id);
    if (!other || other.toGo !== aid.toGo || other.best !== aid.best) return false;
  }
  return true;
}

/**
 * The play aids of a game screen's boards (ours): for the game's pattern, the numbers each board
 * still needs and the board closer to it (`boardsToGo`), and the one-to-go cue (`useOneToGoCue`).
 * Without a pattern (none known, or an empty one) no aid is shown. Recomputed with every call, but
 * the aids and the returned function stay the same objects while what they say does not change (a
 * call off the pattern's lines changes nothing downstream, and the cue's effect does not run).
 * @param p.pattern the stake's pattern or the game's pattern cells (keep it the same object between renders)
 * @param p.game what identifies the game (a new one cues every board again)
 * @returns the `MarkableBoard` props of a board id: `toGo`, `best`, `cue`
 */
export function usePlayAids(p: {
  boardIds: readonly number[];
  boards: Readonly<Record<number, { board_numbers: readonly (readonly BoardCell[])[] } | undefined>>;
  called: ReadonlySet<number>;
  pattern: PatternId | readonly number[] | null | undefined;
  game: unknown;
}): (boardId: number) => { toGo?: number | null; best?: boolean; cue: boolean } {
  const { boardIds, boards, called, pattern } = p;
  const fresh = useMemo(
    () => (pattern && pattern.length > 0 ? boardsToGo(boardIds.map((id) => ({ boardId: id, columns: boards[id]?.board_numbers ?? null })), called, pattern) : null),
    [pattern, boardIds, boards, called],
  );
  // the aids of the last render that changed them (React's "information from previous renders")
  const [kept, keep] = useState(fresh);
  const same = sameAids(kept, fresh);
  if (!same) keep(fresh);
  const aids = same ? kept : fresh;
  const cueing = useOneToGoCue(aids, p.game);
  return useCallback((id: number) => ({ toGo: aids?.get(id)?.toGo, best: aids?.get(id)?.best, cue: cueing.has(id) }), [aids, cueing]);
}
