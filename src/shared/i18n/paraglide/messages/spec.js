/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Language_LabelInputs */
/** @typedef {{}} Language_SpecInputs */
/** @typedef {{}} Language_AmInputs */
/** @typedef {{}} Language_EnInputs */
/** @typedef {{}} Game_Stakes_LabelInputs */
/** @typedef {{ stake: NonNullable<unknown> }} Game_Stake_Card_LabelInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Game_EtbInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Game_BirrInputs */
/** @typedef {{ name: NonNullable<unknown> }} Game_Pattern_Grid_LabelInputs */
/** @typedef {{ bonus: NonNullable<unknown>, calls: NonNullable<unknown> }} Game_Bonus_NoteInputs */
/** @typedef {{}} Game_Total_WinningInputs */
/** @typedef {{}} Game_Starts_InInputs */
/** @typedef {{}} Game_Games_RunningInputs */
/** @typedef {{}} Game_PlayInputs */
/** @typedef {{}} Game_In_ProgressInputs */
/** @typedef {{ stake: NonNullable<unknown> }} Game_Play_Stake_LabelInputs */
/** @typedef {{ stake: NonNullable<unknown> }} Game_In_Progress_Stake_LabelInputs */
/** @typedef {{}} Game_Choose_Stake_TitleInputs */
/** @typedef {{}} Game_BackInputs */
/** @typedef {{}} Game_Pick_Boards_TitleInputs */
/** @typedef {{}} Game_Picker_StakeInputs */
/** @typedef {{ count: NonNullable<unknown> }} Game_Picker_HintInputs */
/** @typedef {{}} Game_Loading_BoardsInputs */
/** @typedef {{ id: NonNullable<unknown> }} Game_BoardInputs */
/** @typedef {{}} Game_StartInputs */
/** @typedef {{}} Game_StartingInputs */
/** @typedef {{}} Game_Live_TitleInputs */
/** @typedef {{}} Game_Called_NumbersInputs */
/** @typedef {{}} Game_Play_Again_ActionInputs */
/** @typedef {{ name: NonNullable<unknown> }} Game_CheckingInputs */
/** @typedef {{}} Game_BingoInputs */
/** @typedef {{ id: NonNullable<unknown> }} Game_Bingo_BoardInputs */
/** @typedef {{}} Game_Exit_ManualInputs */
/** @typedef {{}} Game_LeaveInputs */
/** @typedef {{}} Game_CloseInputs */
/** @typedef {{}} Game_Play_AgainInputs */
/** @typedef {{ name: NonNullable<unknown> }} Game_WinnerInputs */
/** @typedef {{ list: NonNullable<unknown> }} Game_Called_ListInputs */
/** @typedef {{}} Game_Confirm_ExitInputs */
/** @typedef {{}} Game_CancelInputs */
/** @typedef {{}} Game_Bingo_TitleInputs */
/** @typedef {{}} Game_Connection_ConnectingInputs */
/** @typedef {{}} Game_Connection_ConnectedInputs */
/** @typedef {{}} Game_Connection_DisconnectedInputs */
/** @typedef {{}} Game_Auto_Picker_TitleInputs */
/** @typedef {{}} Game_Auto_GameInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Game_Auto_StakeInputs */
/** @typedef {{}} Game_Auto_BackInputs */
/** @typedef {{}} Game_Auto_BuyInputs */
/** @typedef {{}} Game_Auto_EnterInputs */
/** @typedef {{}} Game_Purchase_TitleInputs */
/** @typedef {{}} Game_Purchase_BackInputs */
/** @typedef {{}} Game_ProcessingInputs */
/** @typedef {{}} Game_Buy_NowInputs */
/** @typedef {{}} Game_PhoneInputs */
/** @typedef {{}} Game_BalanceInputs */
/** @typedef {{}} Game_Not_EnoughInputs */
/** @typedef {{}} Game_Enough_BalanceInputs */
/** @typedef {{}} Game_BoardsInputs */
/** @typedef {{}} Game_Board_NumbersInputs */
/** @typedef {{}} Game_Price_Per_BoardInputs */
/** @typedef {{}} Game_TotalInputs */
/** @typedef {{ price: NonNullable<unknown>, count: NonNullable<unknown>, total: NonNullable<unknown> }} Game_Purchase_TotalInputs */
/** @typedef {{}} Game_Choose_BoardsInputs */
/** @typedef {{ balance: NonNullable<unknown> }} Game_Over_BalanceInputs */
/** @typedef {{ missing: NonNullable<unknown> }} Game_Missing_AmountInputs */
/** @typedef {{}} Game_Purchase_OkInputs */
/** @typedef {{}} Game_Purchase_FailedInputs */
/** @typedef {{}} Game_Auto_Play_TitleInputs */
/** @typedef {{}} Game_Last_CalledInputs */
/** @typedef {{}} Game_Add_BoardsInputs */
/** @typedef {{}} Game_No_Boards_FoundInputs */
/** @typedef {{}} Game_Buy_To_JoinInputs */
/** @typedef {{}} Game_Exit_AutoInputs */
/** @typedef {{}} Game_Go_BackInputs */
/** @typedef {{}} Game_PreviousInputs */
/** @typedef {{}} Game_NextInputs */
/** @typedef {{ n: NonNullable<unknown>, total: NonNullable<unknown> }} Game_Winner_N_OfInputs */
/** @typedef {{ id: NonNullable<unknown> }} Game_Winning_BoardInputs */
/** @typedef {{ list: NonNullable<unknown> }} Game_Winning_BoardsInputs */
/** @typedef {{}} Game_Scheduled_TitleInputs */
/** @typedef {{}} Game_Loading_ScheduledInputs */
/** @typedef {{ message: NonNullable<unknown> }} Game_ErrorInputs */
/** @typedef {{}} Game_No_Game_FoundInputs */
/** @typedef {{}} Game_Status_WaitingInputs */
/** @typedef {{}} Game_Status_RunningInputs */
/** @typedef {{}} Game_Status_CompletedInputs */
/** @typedef {{}} Game_Stake_LabelInputs */
/** @typedef {{}} Game_Prize_LabelInputs */
/** @typedef {{ name: NonNullable<unknown> }} Game_Starts_In_GameInputs */
/** @typedef {{}} Game_DoneInputs */
/** @typedef {{ name: NonNullable<unknown> }} Game_Win_PatternInputs */
/** @typedef {{ list: NonNullable<unknown> }} Game_WinnersInputs */
/** @typedef {{ count: NonNullable<unknown>, list: NonNullable<unknown> }} Game_Your_BoardsInputs */
/** @typedef {{}} Game_No_Boards_In_GameInputs */
/** @typedef {{ name: NonNullable<unknown> }} Game_Enter_GameInputs */
/** @typedef {{}} Game_EnterInputs */
/** @typedef {{ id: NonNullable<unknown> }} Game_Loading_BoardInputs */
/** @typedef {{ id: NonNullable<unknown>, error: NonNullable<unknown> }} Game_Board_UnavailableInputs */
/** @typedef {{}} Game_RetryInputs */
/** @typedef {{ id: NonNullable<unknown> }} Game_Board_Taken_OfflineInputs */
/** @typedef {{ first: NonNullable<unknown>, second: NonNullable<unknown> }} Game_Boards_Taken_OfflineInputs */
/** @typedef {{}} Game_Board_List_FailedInputs */
/** @typedef {{ id: NonNullable<unknown> }} Play_BoardInputs */
/** @typedef {{ id: NonNullable<unknown> }} Play_Board_NumbersInputs */
/** @typedef {{ number: NonNullable<unknown> }} Play_Cell_CalledInputs */
/** @typedef {{ number: NonNullable<unknown> }} Play_Cell_MarkedInputs */
/** @typedef {{ number: NonNullable<unknown> }} Play_Cell_WinningInputs */
/** @typedef {{}} Play_Free_CellInputs */
/** @typedef {{}} Play_Free_Cell_MarkedInputs */
/** @typedef {{}} Play_FreeInputs */
/** @typedef {{}} Play_Boards_LabelInputs */
/** @typedef {{ id: NonNullable<unknown> }} Play_Board_Id_SelectedInputs */
/** @typedef {{ id: NonNullable<unknown> }} Play_Board_Id_TakenInputs */
/** @typedef {{ id: NonNullable<unknown> }} Play_Remove_BoardInputs */
/** @typedef {{ call: NonNullable<unknown> }} Play_Latest_CallInputs */
/** @typedef {{ letter: NonNullable<unknown>, number: NonNullable<unknown> }} Play_Call_AnnouncementInputs */
/** @typedef {{}} Play_Letter_B1Inputs */
/** @typedef {{}} Play_Letter_I1Inputs */
/** @typedef {{}} Play_Letter_N1Inputs */
/** @typedef {{}} Play_Letter_G1Inputs */
/** @typedef {{}} Play_Letter_O1Inputs */
/** @typedef {{}} Play_Game_Starts_InInputs */
/** @typedef {{}} Play_Calls_TileInputs */
/** @typedef {{}} Play_Stake_TileInputs */
/** @typedef {{}} Play_Prize_TileInputs */
/** @typedef {{}} Play_Sound_OnInputs */
/** @typedef {{}} Play_Sound_OffInputs */
/** @typedef {{ state: NonNullable<unknown> }} Play_Mute_LabelInputs */
/** @typedef {{}} Play_Enable_SoundInputs */


export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const language_spec = /** @type {(inputs: Language_SpecInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spec texts`)
};

export const language_am = /** @type {(inputs: Language_AmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አማርኛ`)
};

export const language_en = /** @type {(inputs: Language_EnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
};

export const game_stakes_label = /** @type {(inputs: Game_Stakes_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stakes`)
};

export const game_stake_card_label = /** @type {(inputs: Game_Stake_Card_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stake ${i?.stake} ETB`)
};

export const game_etb = /** @type {(inputs: Game_EtbInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ETB`)
};

export const game_birr = /** @type {(inputs: Game_BirrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ብር`)
};

export const game_pattern_grid_label = /** @type {(inputs: Game_Pattern_Grid_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} pattern`)
};

export const game_bonus_note = /** @type {(inputs: Game_Bonus_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bonus} birr bonus if won in under ${i?.calls} calls`)
};

export const game_total_winning = /** @type {(inputs: Game_Total_WinningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total winning`)
};

export const game_starts_in = /** @type {(inputs: Game_Starts_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starts in`)
};

export const game_games_running = /** @type {(inputs: Game_Games_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Games running`)
};

export const game_play = /** @type {(inputs: Game_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play`)
};

export const game_in_progress = /** @type {(inputs: Game_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In Progress`)
};

export const game_play_stake_label = /** @type {(inputs: Game_Play_Stake_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Play stake ${i?.stake} ETB`)
};

export const game_in_progress_stake_label = /** @type {(inputs: Game_In_Progress_Stake_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In Progress, stake ${i?.stake} ETB`)
};

export const game_choose_stake_title = /** @type {(inputs: Game_Choose_Stake_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your stake`)
};

export const game_back = /** @type {(inputs: Game_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back`)
};

export const game_pick_boards_title = /** @type {(inputs: Game_Pick_Boards_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick your boards`)
};

export const game_picker_stake = /** @type {(inputs: Game_Picker_StakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stake:`)
};

export const game_picker_hint = /** @type {(inputs: Game_Picker_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pick 1 or 2 boards (${i?.count}/2)`)
};

export const game_loading_boards = /** @type {(inputs: Game_Loading_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading boards...`)
};

export const game_board = /** @type {(inputs: Game_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Board ${i?.id}`)
};

export const game_start = /** @type {(inputs: Game_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start`)
};

export const game_starting = /** @type {(inputs: Game_StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting...`)
};

export const game_live_title = /** @type {(inputs: Game_Live_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live game`)
};

export const game_called_numbers = /** @type {(inputs: Game_Called_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Called numbers`)
};

export const game_play_again_action = /** @type {(inputs: Game_Play_Again_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እንደገና ይጫወቱ !`)
};

export const game_checking = /** @type {(inputs: Game_CheckingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Checking for ${i?.name}`)
};

export const game_bingo = /** @type {(inputs: Game_BingoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቢንጎ!`)
};

export const game_bingo_board = /** @type {(inputs: Game_Bingo_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ቢንጎ! board ${i?.id}`)
};

export const game_exit_manual = /** @type {(inputs: Game_Exit_ManualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to leave? Your progress will be lost.`)
};

export const game_leave = /** @type {(inputs: Game_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave`)
};

export const game_close = /** @type {(inputs: Game_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

export const game_play_again = /** @type {(inputs: Game_Play_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play Again`)
};

export const game_winner = /** @type {(inputs: Game_WinnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Winner: ${i?.name}`)
};

export const game_called_list = /** @type {(inputs: Game_Called_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Called: ${i?.list}`)
};

export const game_confirm_exit = /** @type {(inputs: Game_Confirm_ExitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm Exit`)
};

export const game_cancel = /** @type {(inputs: Game_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const game_bingo_title = /** @type {(inputs: Game_Bingo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`BINGO!`)
};

export const game_connection_connecting = /** @type {(inputs: Game_Connection_ConnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`connecting`)
};

export const game_connection_connected = /** @type {(inputs: Game_Connection_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`connected`)
};

export const game_connection_disconnected = /** @type {(inputs: Game_Connection_DisconnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`disconnected`)
};

export const game_auto_picker_title = /** @type {(inputs: Game_Auto_Picker_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላ ይምረጡ`)
};

export const game_auto_game = /** @type {(inputs: Game_Auto_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game`)
};

export const game_auto_stake = /** @type {(inputs: Game_Auto_StakeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`መደብ ${i?.amount} ETB`)
};

export const game_auto_back = /** @type {(inputs: Game_Auto_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ተመለስ`)
};

export const game_auto_buy = /** @type {(inputs: Game_Auto_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ይግዙ`)
};

export const game_auto_enter = /** @type {(inputs: Game_Auto_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ይግቡ`)
};

export const game_purchase_title = /** @type {(inputs: Game_Purchase_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላ ግዢ ፎርም`)
};

export const game_purchase_back = /** @type {(inputs: Game_Purchase_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ይመለሱ`)
};

export const game_processing = /** @type {(inputs: Game_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Processing...`)
};

export const game_buy_now = /** @type {(inputs: Game_Buy_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አሁን ይግዙ`)
};

export const game_phone = /** @type {(inputs: Game_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

export const game_balance = /** @type {(inputs: Game_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance`)
};

export const game_not_enough = /** @type {(inputs: Game_Not_EnoughInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አይበቃም`)
};

export const game_enough_balance = /** @type {(inputs: Game_Enough_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በቂ ባላንስ`)
};

export const game_boards = /** @type {(inputs: Game_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boards`)
};

export const game_board_numbers = /** @type {(inputs: Game_Board_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Board numbers`)
};

export const game_price_per_board = /** @type {(inputs: Game_Price_Per_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price per board`)
};

export const game_total = /** @type {(inputs: Game_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

export const game_purchase_total = /** @type {(inputs: Game_Purchase_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} × ${i?.count} = ${i?.total} ብር`)
};

export const game_choose_boards = /** @type {(inputs: Game_Choose_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላ ይምረጡ!`)
};

export const game_over_balance = /** @type {(inputs: Game_Over_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`በቂ ባላንስ አልተገኘም - ${i?.balance} ብር!`)
};

export const game_missing_amount = /** @type {(inputs: Game_Missing_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`በቂ ባላንስ አልተገኘም. ተጨማሪ ${i?.missing} ብር ያስገልግዎታል!`)
};

export const game_purchase_ok = /** @type {(inputs: Game_Purchase_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purchase successful!`)
};

export const game_purchase_failed = /** @type {(inputs: Game_Purchase_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purchase failed.`)
};

export const game_auto_play_title = /** @type {(inputs: Game_Auto_Play_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled game`)
};

export const game_last_called = /** @type {(inputs: Game_Last_CalledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last called numbers`)
};

export const game_add_boards = /** @type {(inputs: Game_Add_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላ ይጨምሩ`)
};

export const game_no_boards_found = /** @type {(inputs: Game_No_Boards_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ምንም ካርቴላ አልተገኘም።`)
};

export const game_buy_to_join = /** @type {(inputs: Game_Buy_To_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላ ገዝተው ይሄን ጨዋታ ይቀላቅሉ!`)
};

export const game_exit_auto = /** @type {(inputs: Game_Exit_AutoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ተመልሰው ገብተው ማየት ይችላሉ!`)
};

export const game_go_back = /** @type {(inputs: Game_Go_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go Back`)
};

export const game_previous = /** @type {(inputs: Game_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous`)
};

export const game_next = /** @type {(inputs: Game_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next`)
};

export const game_winner_n_of = /** @type {(inputs: Game_Winner_N_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Winner ${i?.n} of ${i?.total}`)
};

export const game_winning_board = /** @type {(inputs: Game_Winning_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Winning board ${i?.id}`)
};

export const game_winning_boards = /** @type {(inputs: Game_Winning_BoardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Winning boards: ${i?.list}`)
};

export const game_scheduled_title = /** @type {(inputs: Game_Scheduled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled games`)
};

export const game_loading_scheduled = /** @type {(inputs: Game_Loading_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading scheduled games...`)
};

export const game_error = /** @type {(inputs: Game_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Error: ${i?.message}`)
};

export const game_no_game_found = /** @type {(inputs: Game_No_Game_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no game found, try again later`)
};

export const game_status_waiting = /** @type {(inputs: Game_Status_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`waiting`)
};

export const game_status_running = /** @type {(inputs: Game_Status_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`running`)
};

export const game_status_completed = /** @type {(inputs: Game_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`completed`)
};

export const game_stake_label = /** @type {(inputs: Game_Stake_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መደብ:`)
};

export const game_prize_label = /** @type {(inputs: Game_Prize_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ደራሽ:`)
};

export const game_starts_in_game = /** @type {(inputs: Game_Starts_In_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Starts in ${i?.name}`)
};

export const game_done = /** @type {(inputs: Game_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

export const game_win_pattern = /** @type {(inputs: Game_Win_PatternInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Win pattern: ${i?.name}`)
};

export const game_winners = /** @type {(inputs: Game_WinnersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Winners: ${i?.list}`)
};

export const game_your_boards = /** @type {(inputs: Game_Your_BoardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your boards: ${i?.count} (${i?.list})`)
};

export const game_no_boards_in_game = /** @type {(inputs: Game_No_Boards_In_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no boards in this game`)
};

export const game_enter_game = /** @type {(inputs: Game_Enter_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter ${i?.name}`)
};

export const game_enter = /** @type {(inputs: Game_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter`)
};

export const game_loading_board = /** @type {(inputs: Game_Loading_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Loading board ${i?.id}...`)
};

export const game_board_unavailable = /** @type {(inputs: Game_Board_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Board ${i?.id}: Board data not available. ${i?.error}`)
};

export const game_retry = /** @type {(inputs: Game_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retry`)
};

export const game_board_taken_offline = /** @type {(inputs: Game_Board_Taken_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Board ${i?.id} was taken while you were offline.`)
};

export const game_boards_taken_offline = /** @type {(inputs: Game_Boards_Taken_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Boards ${i?.first} and ${i?.second} were taken while you were offline.`)
};

export const game_board_list_failed = /** @type {(inputs: Game_Board_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unable to get the board list. Please try again.`)
};

export const play_board = /** @type {(inputs: Play_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Board ${i?.id}`)
};

export const play_board_numbers = /** @type {(inputs: Play_Board_NumbersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Board ${i?.id} numbers`)
};

export const play_cell_called = /** @type {(inputs: Play_Cell_CalledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}, called`)
};

export const play_cell_marked = /** @type {(inputs: Play_Cell_MarkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}, marked`)
};

export const play_cell_winning = /** @type {(inputs: Play_Cell_WinningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}, winning`)
};

export const play_free_cell = /** @type {(inputs: Play_Free_CellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free cell`)
};

export const play_free_cell_marked = /** @type {(inputs: Play_Free_Cell_MarkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free cell, marked`)
};

export const play_free = /** @type {(inputs: Play_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FREE`)
};

export const play_boards_label = /** @type {(inputs: Play_Boards_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boards`)
};

export const play_board_id_selected = /** @type {(inputs: Play_Board_Id_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Board ${i?.id}, selected`)
};

export const play_board_id_taken = /** @type {(inputs: Play_Board_Id_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Board ${i?.id}, taken`)
};

export const play_remove_board = /** @type {(inputs: Play_Remove_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove board ${i?.id}`)
};

export const play_latest_call = /** @type {(inputs: Play_Latest_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Latest call ${i?.call}`)
};

export const play_call_announcement = /** @type {(inputs: Play_Call_AnnouncementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.letter} ${i?.number}`)
};

export const play_letter_b1 = /** @type {(inputs: Play_Letter_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`B`)
};

export const play_letter_i1 = /** @type {(inputs: Play_Letter_I1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I`)
};

export const play_letter_n1 = /** @type {(inputs: Play_Letter_N1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N`)
};

export const play_letter_g1 = /** @type {(inputs: Play_Letter_G1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`G`)
};

export const play_letter_o1 = /** @type {(inputs: Play_Letter_O1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O`)
};

export const play_game_starts_in = /** @type {(inputs: Play_Game_Starts_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game Starts In`)
};

export const play_calls_tile = /** @type {(inputs: Play_Calls_TileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጥሪ`)
};

export const play_stake_tile = /** @type {(inputs: Play_Stake_TileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መደብ`)
};

export const play_prize_tile = /** @type {(inputs: Play_Prize_TileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ደራሽ`)
};

export const play_sound_on = /** @type {(inputs: Play_Sound_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sound on`)
};

export const play_sound_off = /** @type {(inputs: Play_Sound_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sound off`)
};

export const play_mute_label = /** @type {(inputs: Play_Mute_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mute call sounds, ${i?.state}`)
};

export const play_enable_sound = /** @type {(inputs: Play_Enable_SoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tap to enable sound`)
};