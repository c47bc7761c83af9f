import { MESSAGE } from '../contract/messages/descriptions';
import { pactToken, type ProviderContext } from './context';
import { SocketPlayer } from './socket-player';
import { socketToken } from './states';

/**
 * Message verification against a partner's server (PACT_PROVIDER_BASE_URL). Their server cannot be
 * reset or steered, so instead of one scenario per message this plays ONE manual-play session like
 * the app does (spec §4 manual flow 1–3) and answers each message with the payload recorded there:
 * status of all stakes → board list of a waiting stake → pick a free board → join → a join refused
 * for 0911000003 (0.00 ETB) → a rejoin of an unknown game. Messages that need the game to run
 * (calls, claims, results) are verified against the mock provider only.
 */
type Recording = Map<string, unknown>;

const P1 = '0911000001';
const P3 = '0911000003';
let session: Promise<Recording> | undefined;

/** Marks a wait that may be left behind (the other outcome won) so its time-out is not an unhandled rejection. */
function quiet<T>(wait: Promise<T>): Promise<T> {
  wait.catch(() => undefined);
  return wait;
}

async function boardIds(ctx: ProviderContext): Promise<number[]> {
  const token = ctx.tokens.get(pactToken(P1));
  const res = await fetch(`${ctx.baseUrl}/api/boards/ids/`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`GET /api/boards/ids/ answered ${res.status}`);
  return (await res.json()) as number[];
}

async function play(ctx: ProviderContext): Promise<Recording> {
  const rec: Recording = new Map();
  const settle = async (key: string, wait: Promise<unknown>) => rec.set(key, await wait.catch((e: Error) => new Error(e.message)));
  const p1 = await SocketPlayer.connect(ctx.socketUrl, await socketToken(ctx, P1));
  const p3 = await SocketPlayer.connect(ctx.socketUrl, await socketToken(ctx, P3));
  try {
    const all = p1.next<Record<string, { state: string }>>('_all_game_status');
    p1.emit('_request_all_game_status');
    const status = await all;
    rec.set(MESSAGE.allGameStatus, status);
    const waiting = Object.keys(status)
      .map(Number)
      .sort((a, b) => a - b)
      .filter((s) => status[String(s)]?.state === 'waiting' && s <= 500);
    if (waiting.length === 0) throw new Error('no stake has a waiting game on the server under verification');

    // the first waiting stake whose game accepts the join (an earlier run may already be in one)
    let joinedAt: { stake: number; gameId: string; free: number[] } | undefined;
    const refusals: string[] = [];
    for (const stake of waiting) {
      const ack = await p1.emitWithAck<{ status: string; gameId?: string; message?: string }>('request_initial_boardlist', { betAmount: stake, phone: P1 });
      if (ack.status !== 'success' || !ack.gameId) {
        refusals.push(`stake ${stake}: ${ack.message}`);
        continue;
      }
      const gameId = ack.gameId;
      if (!rec.has(MESSAGE.initialBoardlistAck)) rec.set(MESSAGE.initialBoardlistAck, ack);
      // the board list follows the ack; the picker greys what it names (spec §2.7)
      const taken = await p1.next<{ gameBoards: number[] }>(`_updated_board_list_${gameId}`, () => true, 3000).then((l) => l.gameBoards, () => [] as number[]);
      const free = (await boardIds(ctx)).filter((id) => !taken.includes(id));
      if (free.length < 2) {
        refusals.push(`stake ${stake}: fewer than two free boards`);
        continue;
      }
      const list = p1.next<{ gameBoards: number[] }>(`_updated_board_list_${gameId}`, (l) => l.gameBoards.includes(free[0]));
      p1.emit('_toggle_board_', { boardId: free[0], betAmount: stake, gameId });
      const listed = await list.catch((e: Error) => new Error(e.message));

      const joined = quiet(p1.next(`_game_joined_${gameId}`));
      const refusedP1 = quiet(p1.next<{ message: string }>(`_game_join_validation_error_${gameId}`));
      const timer = quiet(p1.next(`_timer_update_${gameId}`));
      const prize = quiet(p1.next(`_total_winning_amount_${gameId}`));
      const stakeStatus = quiet(p1.next<{ betAmount: number }>('_game_status_update', (u) => u.betAmount === stake));
      p1.emit('_join_game_', { phone: P1, betAmount: stake, numberOfBoards: 1, boardIds: [free[0]], hasLost: false, isActive: true, gameId });
      const outcome = await Promise.race([joined.then((j) => ({ joined: j })), refusedP1.then((r) => ({ refused: r.message }))]).catch((e: Error) => ({ refused: e.message }));
      if ('refused' in outcome) {
        refusals.push(`stake ${stake}: ${outcome.refused}`);
        p1.emit('_navigate_back_', { boards: [free[0]], betamount: stake, phone: P1, gameId });
        continue;
      }
      rec.set(MESSAGE.updatedBoardList, listed);
      rec.set(MESSAGE.gameJoined, outcome.joined);
      await Promise.all([settle(MESSAGE.timerUpdate, timer), settle(MESSAGE.totalWinningAmount, prize), settle(MESSAGE.gameStatusUpdate, stakeStatus)]);
      joinedAt = { stake, gameId, free };
      break;
    }
    if (!joinedAt) throw new Error(`0911000001 could not join any waiting game: ${refusals.join('; ')}`);
    const { stake, gameId, free } = joinedAt;

    const ack3 = await p3.emitWithAck<{ gameId?: string }>('request_initial_boardlist', { betAmount: stake, phone: P3 });
    const refused = p3.next(`_game_join_validation_error_${ack3.gameId ?? gameId}`);
    p3.emit('_join_game_', { phone: P3, betAmount: stake, numberOfBoards: 1, boardIds: [free[1]], hasLost: false, isActive: true, gameId: ack3.gameId ?? gameId });
    await settle(MESSAGE.gameJoinValidationError, refused);

    rec.set(MESSAGE.rejoinAckError, await p1.emitWithAck('_rejoin_game_', { phone: P1, betAmount: stake, gameId: 'pact-finished-game' }));
    return rec;
  } finally {
    p1.close();
    p3.close();
  }
}

/** The messages a partner's server is verified on, each read from the one recorded session. */
export const PARTNER_MESSAGES = [
  MESSAGE.allGameStatus,
  MESSAGE.initialBoardlistAck,
  MESSAGE.updatedBoardList,
  MESSAGE.gameJoined,
  MESSAGE.timerUpdate,
  MESSAGE.totalWinningAmount,
  MESSAGE.gameStatusUpdate,
  MESSAGE.gameJoinValidationError,
  MESSAGE.rejoinAckError,
] as const;

/** The payload the partner's server sent for a message description. @throws Error when it sent none */
export async function partnerMessage(ctx: ProviderContext, description: string): Promise<unknown> {
  session ??= play(ctx);
  const value = (await session).get(description);
  if (value === undefined) throw new Error(`the session produced no "${description}"`);
  if (value instanceof Error) throw value;
  return value;
}
