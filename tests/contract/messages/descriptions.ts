/**
 * Descriptions of the message pacts (Pact V4 asynchronous interactions), one per server → client
 * socket payload or acknowledgement the client consumes (spec §7, manual and scheduled play). The description is the key the
 * provider verification (tests/provider/messages.ts) uses to produce the same message, so both
 * sides import it from here. Each starts with the Socket.IO event name ({gameId} = per game).
 */
export const MESSAGE = {
  allGameStatus: '_all_game_status: the status of every stake, keyed by stake',
  allGameStatusUpdate: '_all_game_status_update: one stake changed state',
  gameStatusUpdate: '_game_status_update: waiting time, games running and prize pool of a stake',
  updatedBoardList: '_updated_board_list_{gameId}: the boards taken in the game',
  gameJoinValidationError: '_game_join_validation_error_{gameId}: a join refused for lack of balance',
  gameJoined: '_game_joined_{gameId}: the join succeeded',
  totalWinningAmount: '_total_winning_amount_{gameId}: the prize pool of the game',
  timerUpdate: '_timer_update_{gameId}: seconds until the game starts',
  bingoNumber: '_bingo_number_{gameId}: a called number with its letter',
  bingoCheckingResult: '_bingo_checking_result_{gameId}: a claim check started',
  gameResultWinner: '_game_result_{gameId}: a winning claim with the winner and board',
  gameResultBadBingo: '_game_result_{gameId}: a Bad Bingo to the claimant',
  gameEndedWinner: '_game_ended_{gameId}: the game ended with a winner',
  gameEndedNoWinner: '_game_ended_{gameId}: every number called and no winner',
  gameRejoined: '_game_rejoined_{gameId}: the called numbers after a rejoin',
  initialBoardlistAck: 'request_initial_boardlist acknowledgement: success with the game id',
  rejoinAckError: '_rejoin_game_ acknowledgement: an error for a game that is over',
  // scheduled games (spec §7 scheduled events, §2.10–§2.12)
  autoBoardlist: 'response_auto_boardlist_{gameId}: a scheduled game board list with the taken boards',
  purchaseCartelaResult: 'purchase_cartela_result: a purchase result',
  autoGameDetails: '_auto_game_details_{gameId}: scheduled game details for a joined player',
  autoBingoNumber: '_auto_bingo_number_{gameId}: a scheduled game number call',
  autoBingoResultTwoWinners: '_auto_bingo_result_{gameId}: a scheduled game result with two winners',
  autoBingoResultNoWinner: '_auto_bingo_result_{gameId}: a scheduled game result without a winner',
  autoGameMsg: '_auto_game_msg_{gameId}: a scheduled game notice (the client ignores its content)',
  autoBoardlistAck: 'request_auto_boardlist acknowledgement: success with the game id',
  joinAutoGameAck: 'join_auto_game acknowledgement: the player entered the game',
  joinAutoGameAckError: 'join_auto_game acknowledgement: an error for an unknown game',
} as const;
