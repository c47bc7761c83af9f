import { clientEvents, serverEventLabel, serverEvents, type ClientEventKey, type ServerEventKey } from '@contracts/socket';

/** A server event as a description starts: its name from the contract ({gameId} = per game). */
const server = (key: ServerEventKey) => serverEventLabel(key);
/** A client event's acknowledgement as a description starts. */
const ack = (key: ClientEventKey) => `${clientEvents[key].name} acknowledgement`;

/**
 * The description of a server event's one message pact, read from the contract: its name and the first
 * sentence of its doc. An event whose pact has one kind of payload needs no entry in `MESSAGE`: the
 * pact and the provider's producer (tests/provider/messages.ts) both call this.
 */
export const messageOf = (key: ServerEventKey): string => `${server(key)}: ${serverEvents[key].doc.split(/(?<=\.)\s(?=[A-Z])/)[0]}`;

/**
 * Descriptions of the message pacts (Pact V4 asynchronous interactions), one per server → client
 * socket payload or acknowledgement the client consumes (spec §7, manual and scheduled play). The description is the key the
 * provider verification (tests/provider/messages.ts) uses to produce the same message, so both
 * sides import it from here. Each starts with the Socket.IO event name, read from the contract.
 */
export const MESSAGE = {
  allGameStatus: `${server('allGameStatus')}: the status of every stake, keyed by stake`,
  allGameStatusUpdate: `${server('allGameStatusUpdate')}: one stake changed state`,
  gameStatusUpdate: `${server('gameStatusUpdate')}: waiting time, games running and prize pool of a stake`,
  updatedBoardList: `${server('updatedBoardList')}: the boards taken in the game`,
  gameJoinValidationError: `${server('gameJoinValidationError')}: a join refused for lack of balance`,
  gameJoined: `${server('gameJoined')}: the join succeeded`,
  totalWinningAmount: `${server('totalWinningAmount')}: the prize pool of the game`,
  timerUpdate: `${server('timerUpdate')}: seconds until the game starts`,
  bingoNumber: `${server('bingoNumber')}: a called number with its letter`,
  bingoCheckingResult: `${server('bingoCheckingResult')}: a claim check started`,
  gameResultWinner: `${server('gameResult')}: a winning claim with the winner and board`,
  gameResultBadBingo: `${server('gameResult')}: a Bad Bingo to the claimant`,
  gameEndedWinner: `${server('gameEnded')}: the game ended with a winner`,
  gameEndedNoWinner: `${server('gameEnded')}: every number called and no winner`,
  gameRejoined: `${server('gameRejoined')}: the called numbers after a rejoin`,
  initialBoardlistAck: `${ack('requestInitialBoardlist')}: success with the game id`,
  rejoinAckError: `${ack('rejoinGame')}: an error for a game that is over`,
  // scheduled games (spec §7 scheduled events, §2.10–§2.12)
  autoBoardlist: `${server('autoBoardlist')}: a scheduled game board list with the taken boards`,
  purchaseCartelaResult: `${server('purchaseCartelaResult')}: a purchase result`,
  autoGameDetails: `${server('autoGameDetails')}: scheduled game details for a joined player`,
  autoBingoNumber: `${server('autoBingoNumber')}: a scheduled game number call`,
  autoBingoResultTwoWinners: `${server('autoBingoResult')}: a scheduled game result with two winners`,
  autoBingoResultNoWinner: `${server('autoBingoResult')}: a scheduled game result without a winner`,
  autoGameMsg: `${server('autoGameMsg')}: a scheduled game notice (the client ignores its content)`,
  autoBoardlistAck: `${ack('requestAutoBoardlist')}: success with the game id`,
  joinAutoGameAck: `${ack('joinAutoGame')}: the player entered the game`,
  joinAutoGameAckError: `${ack('joinAutoGame')}: an error for an unknown game`,
  // the chat of a game's room, either mode (proposed; a scheduled game's room here)
  chatOpenAck: `${ack('chatOpen')}: the chat of a game the player is in, with its latest messages`,
  reactionAck: `${ack('sendReaction')}: a reaction accepted`,
  reactionAckRateLimited: `${ack('sendReaction')}: a second reaction within the second refused with retryAfter`,
  chatMessageAck: `${ack('sendChatMessage')}: a message accepted with its message id`,
  gameReaction: `${server('gameReaction')}: a player's reaction, by display name`,
  gameChatMessage: `${server('gameChatMessage')}: a message to the sockets that opened the chat, the sender's with its clientMessageId`,
  gameChatState: `${server('gameChatState')}: a moderator closed the game's chat`,
} as const;
