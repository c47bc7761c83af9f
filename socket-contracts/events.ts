import type { z } from 'zod/mini';
import * as s from './schemas';
import * as a from './auto-schemas';
import * as c from './chat-schemas';

/**
 * Which play an event belongs to: `manual` (spec §7 manual play), `scheduled` (scheduled games), or
 * `game`: the game screen of either mode (one event, one name, which both modes' games send or hear).
 * The mock's dispatch hands a client event to the engine of its play; both game modes must route a
 * `game` server event (the game-play core's `shared` routes), checked by the type-checker.
 */
export type Play = 'manual' | 'scheduled' | 'game';

/**
 * The event catalogue: one entry per Socket.IO event of spec §7 (manual play). Fixed names are
 * literal; per-game names are `prefix + gameId` (e.g. `_bingo_number_{gameId}`). The typed
 * Socket.IO event maps below are derived from this table, so schema and type never drift.
 */
interface FixedEvent<N extends string, S extends z.ZodMiniType, A extends z.ZodMiniType | undefined = undefined, P extends Play = Play> {
  kind: 'fixed';
  play: P;
  name: N;
  schema: S;
  ack?: A;
  doc: string;
  /** 'proposed': the spec says the call exists but does not show it; the name and shape are ours. */
  specStatus?: 'proposed';
  /** A proposed change to an event the spec shows (e.g. an added ack or field), with its reason. */
  proposed?: string;
}
interface PerGameEvent<P extends string, S extends z.ZodMiniType, Y extends Play = Play> {
  kind: 'perGame';
  play: Y;
  prefix: P;
  schema: S;
  doc: string;
  /** 'proposed': not in the spec; the name and shape are ours. */
  specStatus?: 'proposed';
}

const fixed = <Y extends Play, N extends string, S extends z.ZodMiniType, A extends z.ZodMiniType | undefined = undefined>(
  play: Y,
  name: N,
  schema: S,
  doc: string,
  ack?: A,
): FixedEvent<N, S, A, Y> => ({ kind: 'fixed', play, name, schema, ack, doc });
const perGame = <Y extends Play, P extends string, S extends z.ZodMiniType>(play: Y, prefix: P, schema: S, doc: string): PerGameEvent<P, S, Y> => ({
  kind: 'perGame',
  play,
  prefix,
  schema,
  doc,
});

/** Marks a proposed change (x-spec-status: proposed in the AsyncAPI document) with its reason. */
const proposing = <D extends FixedEvent<string, z.ZodMiniType, z.ZodMiniType | undefined, Play>>(def: D, reason: string): D => ({ ...def, proposed: reason });

/** Marks an event that is not in the spec at all (x-spec-status: proposed): the name and shape are ours. */
const ours = <D extends { specStatus?: 'proposed' }>(def: D): D => ({ ...def, specStatus: 'proposed' });

/** Why the social layer is proposed, and what a server that does not offer it answers. */
const CHAT =
  ' Proposed (not in the spec): the social layer of a game\'s room, the same in manual and scheduled games. The player is the connection\'s auth.token; other players see only their display name. A server that does not offer chat answers with an ack {error} (or none within 5 s) and the client hides reactions and chat for the session.';

/** Why the identity rule is proposed; repeated on every event that names the player by `phone`. */
const IDENTITY =
  ' Proposed identity rule: the server takes the player from the connection\'s auth.token and refuses this event when its `phone` differs from that player (spec §7 names the player only by phone, so anyone knowing a phone number could act for that player).';
/** Why acks and request ids on money and seat events are proposed. */
const ONCE =
  'Proposed: the server acknowledges this money or seat event (success or error) and performs it once per requestId, answering a repeat with the first answer; the client never queues it offline and says "Not confirmed" when no answer comes, so a lost answer never moves money twice.';

/** Events the client emits (spec §7 "Client emits (manual play)"). */
export const clientEvents = {
  requestInitialBoardlist: fixed('manual', 'request_initial_boardlist', s.RequestInitialBoardlist, `Spec §7, §4 manual flow 1: ask for the board list of a stake; ack carries status, gameId, message.${IDENTITY}`, s.RequestInitialBoardlistAck),
  requestAllGameStatus: fixed('manual', '_request_all_game_status', s.RequestAllGameStatusPayload, 'Spec §7, §2.6: ask for every stake status; answered by _all_game_status.'),
  toggleBoard: fixed('manual', '_toggle_board_', s.ToggleBoard, 'Spec §7, §4 manual flow 2: pick or free a board so other players see it taken (taken when picked). A refused toggle (board held by someone else, a third board, the game no longer waiting) gets no answer: the pick does not happen and _updated_board_list_ stays the truth.'),
  joinGame: proposing(fixed('manual', '_join_game_', s.JoinGame, `Spec §7, §4 manual flow 3: join with the picked boards (the stake is debited); answered per game by _game_joined_ or _game_join_validation_error_ {message} (board taken by someone else, already joined, wrong stake, insufficient balance, game no longer waiting), nothing debited on a refusal; an ack {error} or {success: false, message} is a refusal too.${IDENTITY}`, s.MoneyAck), ONCE),
  rejoinGame: fixed('manual', '_rejoin_game_', s.RejoinGame, `Spec §7, §4 manual flow 5: rejoin after a reconnect; ack {success: true} then _game_rejoined_ with every call so far, or ack {error} when the game ended, is unknown or the player is not in it (the client then forgets the saved game).${IDENTITY}`, s.RejoinGameAck),
  readyForWinnings: fixed('manual', '_ready_for_winnings', s.ReadyForWinnings, 'Spec §7: the client has the result and is ready for the winnings.'),
  navigateBack: fixed('manual', '_navigate_back_', s.NavigateBack, `Spec §7, §4 manual flow 6: the player left the selector or the game.${IDENTITY}`),
  bingo: fixed('manual', '_bingo_', s.Bingo, `Spec §7, §2.9: claim bingo on one board. From a player of the running game: _bingo_checking_result_ true then false (calls pause), then _game_result_. Refused at once, to the claimant only, with _game_result_ {success: false, failed: true, message, boardId} when the sender is not a player of the game, the board is not theirs, or the game has not started or has ended; a Bad Bingo (pattern not complete with the last call) the same after the check; the game goes on.${IDENTITY}`),
  // scheduled games (spec §7 "Client emits (scheduled games)")
  requestAutoBoardlist: fixed('scheduled', 'request_auto_boardlist', a.RequestAutoBoardlist, 'Spec §7, §4 scheduled flow: ask for the taken boards of a scheduled game; ack carries status, gameId, message.', a.RequestAutoBoardlistAck),
  purchaseCartela: proposing(fixed('scheduled', 'purchase_cartela', a.PurchaseCartela, `Spec §7, §2.8, §5 Buying boards: buy the picked boards (debited); a scheduled board is taken when bought, not when picked. Answered by purchase_cartela_result; refused with {success: false, message} in the result or the ack, or ack {error} (a board already bought, unknown board, more than two boards, insufficient balance, game not waiting), nothing debited.${IDENTITY}`, s.MoneyAck), ONCE),
  joinAutoGame: proposing(fixed('scheduled', 'join_auto_game', a.JoinAutoGame, `Spec §7, §2.10, §4 scheduled flow: watch a scheduled game; ack {success: true} then _auto_game_details_; ack {error} or {success: false, message} for an unknown game (a refusal: the client shows the message). A finished game may be refused the same way (spec §7); proposed: accept it and send _auto_bingo_result_ at once, so a player who opens it sees who won.${IDENTITY}`, a.JoinAutoGameAck), ONCE),
  releaseAutoBoards: {
    ...fixed('scheduled', 'release_auto_boards', a.ReleaseAutoBoards, `Spec §4 scheduled flow: leaving the selector with picks releases them. Proposed: spec §7 says board release exists but does not show it; a socket event beside purchase_cartela is the least surprising place.${IDENTITY}`),
    specStatus: 'proposed',
  },
  // a game's room, either mode (proposed)
  chatOpen: ours(fixed('game', 'game_chat_open', c.ChatOpen, `Start receiving the game's chat messages on this socket, sent when the player first opens the chat (nothing of the chat is sent before); ack {success: true, state, messages: the latest ≤ 20, oldest first}.${CHAT}`, c.ChatOpenAck)),
  chatClose: ours(fixed('game', 'game_chat_close', c.ChatClose, `Stop sending the game's chat messages to this socket (the player left the game or turned chat off); reactions still come.${CHAT}`)),
  sendReaction: ours(fixed('game', 'game_reaction', c.SendReaction, `Send one quick reaction of the fixed set; the server broadcasts _game_reaction_{gameId} to every socket of the game and acks {success: true}, or refuses with {success: false, refusal: rate_limited (more than one a second; retryAfter seconds) | muted | chat_closed} and broadcasts nothing.${CHAT}`, c.ChatAck)),
  sendChatMessage: ours(fixed('game', 'game_chat_message', c.SendChatMessage, `Send a chat message (1–140 characters). The server filters words, limits each player to five messages a minute and broadcasts _game_chat_message_{gameId} with the clientMessageId to every socket that opened the chat; ack {success: true, messageId}, or {success: false, refusal: rate_limited (retryAfter seconds) | blocked_word | muted | chat_closed} with nothing broadcast. A repeat of a clientMessageId is answered as the first and posted once.${CHAT}`, c.ChatAck)),
} as const;

/** Events the client listens to (spec §7 "Client listens (manual play)"). */
export const serverEvents = {
  allGameStatus: fixed('manual', '_all_game_status', s.AllGameStatus, 'Spec §7, §2.6: status of every stake, keyed by the stake as a decimal string ("10"); remainingTime in seconds. inProgress = a game of that stake is running: no picks or joins until the next waiting game (the card\'s Play is disabled).'),
  allGameStatusUpdate: fixed('manual', '_all_game_status_update', s.AllGameStatusUpdate, 'Spec §7, §2.6: one stake changed state.'),
  gameStatusUpdate: fixed('manual', '_game_status_update', s.GameStatusUpdate, 'Spec §7, §2.6: waiting time, games running and prize pool of a stake.'),
  updatedBoardList: perGame('manual', '_updated_board_list_', s.UpdatedBoardList, 'Spec §7, §2.7: boards taken in this game.'),
  gameJoinValidationError: perGame('manual', '_game_join_validation_error_', s.GameJoinValidationError, 'Spec §7, §4 manual flow 3: the join was refused (message shown as is). Proposed: requestId echoes the refused _join_game_; a client without a join of this game in flight ignores it.'),
  gameJoined: perGame('manual', '_game_joined_', s.GameJoined, 'Spec §7, §4 manual flow 3: the join succeeded. Proposed: boardIds = the boards seated (the game screen shows them), requestId echoes the _join_game_. A server may send it to every socket of the game: a client opens the game screen only for its own join (an echoed requestId its own; without one, only before its ack), and never takes a board it did not pick.'),
  totalWinningAmount: perGame('manual', '_total_winning_amount_', s.TotalWinningAmount, 'Spec §7, §2.9: prize pool (ደራሽ) of the game. Proposed: also after an accepted _rejoin_game_.'),
  gameEnded: perGame('manual', '_game_ended_', s.GameEnded, 'Spec §7: the game ended (reason, failed, data), to every socket of the game: after a win (failed: false), or after the 75th call with no winner (failed: true, data.message shown).'),
  timerUpdate: perGame('manual', '_timer_update_', s.TimerUpdate, 'Spec §7, §2.9: seconds until the game starts, every second while the game waits, to every socket that asked for this game\'s board list.'),
  bingoNumber: perGame('manual', '_bingo_number_', s.BingoNumberCalled, 'Spec §7, §2.9: a number was called: 1–75 (never 0; 0 stands for the free centre only in boards and HTTP winning_nums), each once, shown in arrival order.'),
  bingoCheckingResult: perGame('manual', '_bingo_checking_result_', s.BingoCheckingResult, 'Spec §7, §2.9: a claim check started or ended.'),
  gameResult: perGame('manual', '_game_result_', s.GameResult, 'Spec §7, §2.9, §8: a claim result. A win (success: true, failed: false, winner) goes to every socket of the game; a refused claim or Bad Bingo (success: false, failed: true, message, boardId) to the claimant only. board_numbers is column-major (board_numbers[c] is the column under B, I, N, G, O).'),
  gameRejoined: perGame('manual', '_game_rejoined_', s.GameRejoined, 'Spec §7, §4 manual flow 5: every number called so far, in order, after a rejoin; the client marks from this list (it is the truth over what the client saw).'),
  // scheduled games (spec §7 "Listens")
  autoBoardlist: perGame('scheduled', 'response_auto_boardlist_', a.AutoBoardlist, 'Spec §7, §2.7 scheduled: boards bought in this scheduled game (a board is taken when bought; picks are not shown).'),
  purchaseCartelaResult: fixed('scheduled', 'purchase_cartela_result', a.PurchaseCartelaResult, 'Spec §7, §2.8, §8: the purchase result (success, message). Proposed: requestId echoes the purchase_cartela; a client reads it only while its own purchase is in flight and ignores one that echoes another requestId.'),
  autoGameDetails: perGame('scheduled', '_auto_game_details_', a.AutoGameDetails, 'Spec §7, §3 Scheduled game details: the player\'s boards, start time, stake, prize pool and calls so far.'),
  autoBingoNumber: perGame('scheduled', '_auto_bingo_number_', a.AutoBingoNumber, 'Spec §7, §2.10: a number was called in the scheduled game.'),
  autoGameMsg: perGame('scheduled', '_auto_game_msg_', a.AutoGameMsg, 'Spec §7: a server message about the scheduled game; ignored by the client.'),
  autoBingoResult: perGame('scheduled', '_auto_bingo_result_', a.AutoBingoResult, 'Spec §7, §2.11, §3 Scheduled game result: the end of the game with its winners (every board completing the pattern with a call shares the pool), to every socket that joined. patternGrid is row-major (patternGrid[r][c]).'),
  // a game's room, either mode (proposed)
  gameReaction: ours(perGame('game', '_game_reaction_', c.GameReaction, `A player's quick reaction (reaction id, display name, opaque fromId), to every socket of the game, the sender's too; an unknown reaction id is ignored.${CHAT}`)),
  gameChatMessage: ours(perGame('game', '_game_chat_message_', c.GameChatMessage, `A chat message accepted by the server, to every socket that opened the game's chat (the sender's too, with its clientMessageId).${CHAT}`)),
  gameChatState: ours(perGame('game', '_game_chat_state_', c.GameChatState, `The game's chat opened or closed (a moderator closed it, or the game is over), to every socket of the game; a closed chat refuses reactions and messages with chat_closed.${CHAT}`)),
  gameChatRemoved: ours(perGame('game', '_game_chat_removed_', c.GameChatRemoved, `A moderator removed a message (e.g. after reports); clients take it off the screen.${CHAT}`)),
} as const;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

type ServerMap<D> = D extends FixedEvent<infer N, infer S, infer _A>
  ? { [E in N]: (payload: z.infer<S>) => void }
  : D extends PerGameEvent<infer P, infer S>
    ? { [E in `${P}${string}`]: (payload: z.infer<S>) => void }
    : never;

type ClientMap<D> = D extends FixedEvent<infer N, infer S, infer A>
  ? A extends z.ZodMiniType
    ? { [E in N]: (payload: z.input<S>, ack: (res: z.infer<A>) => void) => void }
    : { [E in N]: (payload: z.input<S>) => void }
  : never;

type Defs = typeof serverEvents;
type CDefs = typeof clientEvents;

/** Typed map of server → client events for `Socket<ServerToClientEvents, ClientToServerEvents>`. */
export type ServerToClientEvents = UnionToIntersection<{ [K in keyof Defs]: ServerMap<Defs[K]> }[keyof Defs]>;
/** Typed map of client → server events. */
export type ClientToServerEvents = UnionToIntersection<{ [K in keyof CDefs]: ClientMap<CDefs[K]> }[keyof CDefs]>;

/** Payload type of a server event entry, e.g. `ServerPayload<'bingoNumber'>`. */
export type ServerPayload<K extends keyof Defs> = z.infer<Defs[K]['schema']>;
/** Payload type of a client event entry. */
export type ClientPayload<K extends keyof CDefs> = z.input<CDefs[K]['schema']>;
/** A client event's payload as its schema reads it (what a server handles). */
export type ClientParsed<K extends keyof CDefs> = z.infer<CDefs[K]['schema']>;
/** Acknowledgement type of a client event entry that has one. */
export type ClientAck<K extends keyof CDefs> = CDefs[K] extends { ack?: infer A } ? (A extends z.ZodMiniType ? z.infer<A> : never) : never;
export type ServerEventKey = keyof Defs;
export type ClientEventKey = keyof CDefs;

/** The wire name of a server event: fixed name, or prefix + game id for per-game events. */
export function serverEventName(key: ServerEventKey, gameId?: string): string {
  const def = serverEvents[key];
  if (def.kind === 'fixed') return def.name;
  if (!gameId) throw new Error(`${key} is per game: a gameId is required`);
  return `${def.prefix}${gameId}`;
}

/** Server event keys of one play, e.g. `ServerKeyOf<'scheduled'>`. */
export type ServerKeyOf<P extends Play> = { [K in keyof Defs]: Defs[K]['play'] extends P ? K : never }[keyof Defs];
/** Client event keys of one play. */
export type ClientKeyOf<P extends Play> = { [K in keyof CDefs]: CDefs[K]['play'] extends P ? K : never }[keyof CDefs];
/** Server event keys sent per game (`prefix + gameId`). */
export type PerGameKey = { [K in keyof Defs]: Defs[K]['kind'] extends 'perGame' ? K : never }[keyof Defs];
/** Server event keys with one fixed name. */
export type FixedServerKey = Exclude<ServerEventKey, PerGameKey>;
/** What a server sends for `K` (the schema's input: a sender may leave optional fields out). */
export type ServerSent<K extends ServerEventKey> = z.input<Defs[K]['schema']>;
/** The arguments of a typed send of `K`: a per-game event names its game, a fixed one does not. */
export type ServerSendArgs<K extends ServerEventKey> = K extends PerGameKey ? [gameId: string, payload: ServerSent<K>] : [payload: ServerSent<K>];

const perGameDefs = (Object.keys(serverEvents) as ServerEventKey[])
  .flatMap((key) => {
    const def = serverEvents[key];
    return def.kind === 'perGame' ? [{ key, prefix: def.prefix as string }] : [];
  })
  // the longest prefix first: no prefix may shadow a longer one it starts
  .sort((a, b) => b.prefix.length - a.prefix.length);

/**
 * The contract's server event behind a wire name: its key and, per game, the game id; undefined for
 * a name the contract does not know (e.g. a test's raw event).
 */
export function serverEventOf(name: string): { key: ServerEventKey; gameId?: string } | undefined {
  for (const key of Object.keys(serverEvents) as ServerEventKey[]) {
    const def = serverEvents[key];
    if (def.kind === 'fixed' && def.name === name) return { key };
  }
  const hit = perGameDefs.find((d) => name.startsWith(d.prefix) && name.length > d.prefix.length);
  return hit && { key: hit.key, gameId: name.slice(hit.prefix.length) };
}

/** The contract's client event behind a wire name; undefined for a name it does not know. */
export function clientEventOf(name: string): ClientEventKey | undefined {
  return (Object.keys(clientEvents) as ClientEventKey[]).find((key) => clientEvents[key].name === name);
}

/** A server event's name as documents write it: the fixed name, or `prefix{gameId}` (pact descriptions, docs). */
export function serverEventLabel(key: ServerEventKey): string {
  const def = serverEvents[key];
  return def.kind === 'fixed' ? def.name : `${def.prefix}{gameId}`;
}
