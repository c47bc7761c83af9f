import { combine, createStore, sample, type Effect, type Store, type Unit } from 'effector';
import { showSnackbarFx } from '@/shared/ui/snackbar';

/** The boards whose claim was sent in one game (board ids, in the order claimed). */
export interface ClaimedBoards {
  gameId: string;
  boardIds: number[];
}

function withBoards(claimed: ClaimedBoards | null, gameId: string, boardIds: number[]): ClaimedBoards {
  const kept = claimed?.gameId === gameId ? claimed.boardIds : [];
  const added = boardIds.filter((id) => !kept.includes(id));
  if (claimed?.gameId === gameId && added.length === 0) return claimed;
  return { gameId, boardIds: [...kept, ...added] };
}

/**
 * A bingo claim for one board (spec §5): sent only while `$claimant` allows one, no claim is
 * pending and that board's claim was not sent yet in this game. Pending lasts from the claim sent
 * until the server answers it (`answered`): its check result comes a moment later, and a second tap
 * meanwhile must not send a second claim. A board is claimed at most once per game: once its claim
 * was sent (the effect resolved) its later taps send nothing, also after a rejoin and, through
 * `restored`, after a reload. A claim that could not be sent is no claim: its error is shown and
 * the board may be claimed again.
 * @param config.fx the mode's claim on the socket (module-level, so tests swap it)
 * @param config.$claimant who may claim now, or null (no player or game, a check running, game over)
 * @param config.params the claim's payload for the claimant and the tapped board id
 * @param config.$gameId the game the screen shows: `$claimed` lists the boards claimed in it
 * @param config.restored the boards claimed in a game before a reload (kept by the mode)
 * @returns `$pending`; `$claimed`, board ids claimed in the game shown; `$sent`, the same with
 *   its game id (null before any claim or restore), for the mode to store
 */
export function createClaim<Claimant, Params extends { gameId: string; boardId: number }, Done>(config: {
  clicked: Unit<number>;
  fx: Effect<Params, Done>;
  $claimant: Store<Claimant | null>;
  params: (claimant: Claimant, boardId: number) => Params;
  answered: Unit<unknown>[];
  $gameId: Store<string | null>;
  restored: Unit<ClaimedBoards>;
}) {
  const $pending = createStore(false)
    .on(config.fx, () => true)
    .reset([config.fx.fail, ...config.answered]);
  const $sent = createStore<ClaimedBoards | null>(null)
    .on(config.fx.done, (claimed, { params }) => withBoards(claimed, params.gameId, [params.boardId]))
    .on(config.restored, (claimed, r) => withBoards(claimed, r.gameId, r.boardIds));
  const $claimed = combine($sent, config.$gameId, (sent, gameId) => (sent !== null && sent.gameId === gameId ? sent.boardIds : []));
  // When a board's claim is tapped, someone may claim, no claim is pending and the board was not
  // claimed in this game yet, then claim it.
  sample({
    clock: config.clicked,
    source: { claimant: config.$claimant, pending: $pending, claimed: $claimed },
    filter: (s, boardId) => s.claimant !== null && !s.pending && !s.claimed.includes(boardId),
    fn: (s, boardId) => config.params(s.claimant!, boardId),
    target: config.fx,
  });
  sample({ clock: config.fx.failData, fn: (e) => ({ kind: 'error' as const, message: e.message }), target: showSnackbarFx });
  return { $pending, $claimed, $sent };
}
