import { createStore, sample, type Effect, type Store, type Unit } from 'effector';
import { showSnackbarFx } from '@/shared/ui/snackbar';

/**
 * A bingo claim for one board (spec §5): sent only while `$claimant` allows one and no claim is
 * pending. Pending lasts from the claim sent until the server answers it (`answered`): its check
 * result comes a moment later, and a second tap meanwhile must not send a second claim. A claim
 * that could not be sent is no claim: its error is shown.
 * @param config.fx the mode's claim on the socket (module-level, so tests swap it)
 * @param config.$claimant who may claim now, or null (no player or game, a check running, game over)
 * @param config.params the claim's payload for the claimant and the tapped board id
 */
export function createClaim<Claimant, Params, Done>(config: {
  clicked: Unit<number>;
  fx: Effect<Params, Done>;
  $claimant: Store<Claimant | null>;
  params: (claimant: Claimant, boardId: number) => Params;
  answered: Unit<unknown>[];
}) {
  const $pending = createStore(false)
    .on(config.fx, () => true)
    .reset([config.fx.fail, ...config.answered]);
  // When a board's claim is tapped, someone may claim and no claim is pending, then claim it.
  sample({
    clock: config.clicked,
    source: { claimant: config.$claimant, pending: $pending },
    filter: (s) => s.claimant !== null && !s.pending,
    fn: (s, boardId) => config.params(s.claimant!, boardId),
    target: config.fx,
  });
  sample({ clock: config.fx.failData, fn: (e) => ({ kind: 'error' as const, message: e.message }), target: showSnackbarFx });
  return { $pending };
}
