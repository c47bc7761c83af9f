import { allSettled, createEffect, createEvent, createStore, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { createClaim, type ClaimedBoards } from './claim';

/**
 * The claim on its own, with a mode made up here: a claimant with a game id, an answer event, a
 * rejoin, and the boards restored after a reload (spec §5: one claim at a time, each board once
 * per game).
 */
const clicked = createEvent<number>();
const answered = createEvent();
const rejoined = createEvent();
const restored = createEvent<ClaimedBoards>();
const gameChanged = createEvent<string>();
const $gameId = createStore<string | null>('g1').on(gameChanged, (_, id) => id);
const claimFx = createEffect((_: { gameId: string; boardId: number }): void => undefined);
const claim = createClaim({
  clicked,
  fx: claimFx,
  $claimant: $gameId.map((gameId) => (gameId ? { gameId } : null)),
  params: ({ gameId }, boardId) => ({ gameId, boardId }),
  answered: [answered, rejoined],
  $gameId,
  restored,
});

function setup(send: (p: { gameId: string; boardId: number }) => void = () => undefined) {
  const sent: { gameId: string; boardId: number }[] = [];
  const snackbar = vi.fn();
  const scope = fork({
    handlers: [
      [
        claimFx,
        (p: { gameId: string; boardId: number }) => {
          send(p);
          sent.push(p);
        },
      ],
      [showSnackbarFx, snackbar],
    ],
  });
  return { scope, sent, snackbar };
}

describe('the bingo claim (spec §5)', () => {
  test('a board is claimed once per game: the answer and a rejoin end the pending claim, not the claim; the other board still goes', async () => {
    const { scope, sent } = setup();
    await allSettled(clicked, { scope, params: 2 });
    await allSettled(clicked, { scope, params: 1 }); // pending: nothing
    expect(sent).toEqual([{ gameId: 'g1', boardId: 2 }]);
    await allSettled(answered, { scope });
    await allSettled(rejoined, { scope });
    expect(scope.getState(claim.$pending)).toBe(false);
    await allSettled(clicked, { scope, params: 2 });
    expect(sent).toHaveLength(1);
    expect(scope.getState(claim.$claimed)).toEqual([2]);
    await allSettled(clicked, { scope, params: 1 });
    expect(sent).toEqual([
      { gameId: 'g1', boardId: 2 },
      { gameId: 'g1', boardId: 1 },
    ]);
    expect(scope.getState(claim.$sent)).toEqual({ gameId: 'g1', boardIds: [2, 1] });
  });

  test('a claim that could not be sent is no claim: its error is shown and the board may be claimed again', async () => {
    let down = true;
    const { scope, sent, snackbar } = setup(() => {
      if (down) throw new Error('Connection lost...');
    });
    await allSettled(clicked, { scope, params: 2 });
    expect(snackbar).toHaveBeenCalledWith({ kind: 'error', message: 'Connection lost...' });
    expect(scope.getState(claim.$claimed)).toEqual([]);
    expect(scope.getState(claim.$pending)).toBe(false);
    down = false;
    await allSettled(clicked, { scope, params: 2 });
    expect(sent).toEqual([{ gameId: 'g1', boardId: 2 }]);
    expect(scope.getState(claim.$claimed)).toEqual([2]);
  });

  test('boards restored after a reload count as claimed in their game only; the next game starts with none', async () => {
    const { scope, sent } = setup();
    await allSettled(restored, { scope, params: { gameId: 'g0', boardIds: [1] } });
    expect(scope.getState(claim.$claimed)).toEqual([]);
    await allSettled(restored, { scope, params: { gameId: 'g1', boardIds: [2] } });
    expect(scope.getState(claim.$claimed)).toEqual([2]);
    await allSettled(clicked, { scope, params: 2 });
    expect(sent).toEqual([]);
    await allSettled(gameChanged, { scope, params: 'g2' });
    expect(scope.getState(claim.$claimed)).toEqual([]);
    await allSettled(clicked, { scope, params: 2 });
    expect(sent).toEqual([{ gameId: 'g2', boardId: 2 }]);
  });
});
