import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { playOneToGoCueFx } from '@/shared/lib/sound';

/** How long a board's "one to go" cue shows, ms. */
const CUE_MS = 2000;

/**
 * The "one to go" cue (play aid): when a board first needs one number, the cue sound plays (unless
 * muted; through `playOneToGoCueFx`, in the screen's scope) and the board is returned for
 * `CUE_MS` so its chip can flash; once per board per game.
 * @param toGo each board's numbers to go by board id (`boardsToGo`), null before it is known
 * @param game what identifies the game (a new value starts a new game: every board may cue again)
 * @returns the boards cueing now
 */
export function useOneToGoCue(toGo: ReadonlyMap<number, { toGo: number | null }> | null, game: unknown): ReadonlySet<number> {
  const cued = useRef<{ game: unknown; boards: Set<number> }>({ game, boards: new Set() });
  const [cueing, setCueing] = useState<ReadonlySet<number>>(new Set());
  const playCue = useUnit(playOneToGoCueFx);
  useEffect(() => {
    if (cued.current.game !== game) cued.current = { game, boards: new Set() };
    if (!toGo) return;
    const fresh = [...toGo].filter(([id, aid]) => aid.toGo === 1 && !cued.current.boards.has(id)).map(([id]) => id);
    if (fresh.length === 0) return;
    for (const id of fresh) cued.current.boards.add(id);
    void playCue();
    setCueing(new Set(fresh));
  }, [toGo, game, playCue]);
  useEffect(() => {
    if (cueing.size === 0) return;
    const timer = setTimeout(() => setCueing(new Set()), CUE_MS);
    return () => clearTimeout(timer);
  }, [cueing]);
  return cueing;
}
