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
export const language_label: (inputs: Language_LabelInputs) => LocalizedString;
export const language_spec: (inputs: Language_SpecInputs) => LocalizedString;
export const language_am: (inputs: Language_AmInputs) => LocalizedString;
export const language_en: (inputs: Language_EnInputs) => LocalizedString;
export const game_stakes_label: (inputs: Game_Stakes_LabelInputs) => LocalizedString;
export const game_stake_card_label: (inputs: Game_Stake_Card_LabelInputs) => LocalizedString;
export const game_etb: (inputs: Game_EtbInputs) => LocalizedString;
export const game_birr: (inputs: Game_BirrInputs) => LocalizedString;
export const game_pattern_grid_label: (inputs: Game_Pattern_Grid_LabelInputs) => LocalizedString;
export const game_bonus_note: (inputs: Game_Bonus_NoteInputs) => LocalizedString;
export const game_total_winning: (inputs: Game_Total_WinningInputs) => LocalizedString;
export const game_starts_in: (inputs: Game_Starts_InInputs) => LocalizedString;
export const game_games_running: (inputs: Game_Games_RunningInputs) => LocalizedString;
export const game_play: (inputs: Game_PlayInputs) => LocalizedString;
export const game_in_progress: (inputs: Game_In_ProgressInputs) => LocalizedString;
export const game_play_stake_label: (inputs: Game_Play_Stake_LabelInputs) => LocalizedString;
export const game_in_progress_stake_label: (inputs: Game_In_Progress_Stake_LabelInputs) => LocalizedString;
export const game_choose_stake_title: (inputs: Game_Choose_Stake_TitleInputs) => LocalizedString;
export const game_back: (inputs: Game_BackInputs) => LocalizedString;
export const game_pick_boards_title: (inputs: Game_Pick_Boards_TitleInputs) => LocalizedString;
export const game_picker_stake: (inputs: Game_Picker_StakeInputs) => LocalizedString;
export const game_picker_hint: (inputs: Game_Picker_HintInputs) => LocalizedString;
export const game_loading_boards: (inputs: Game_Loading_BoardsInputs) => LocalizedString;
export const game_board: (inputs: Game_BoardInputs) => LocalizedString;
export const game_start: (inputs: Game_StartInputs) => LocalizedString;
export const game_starting: (inputs: Game_StartingInputs) => LocalizedString;
export const game_live_title: (inputs: Game_Live_TitleInputs) => LocalizedString;
export const game_called_numbers: (inputs: Game_Called_NumbersInputs) => LocalizedString;
export const game_play_again_action: (inputs: Game_Play_Again_ActionInputs) => LocalizedString;
export const game_checking: (inputs: Game_CheckingInputs) => LocalizedString;
export const game_bingo: (inputs: Game_BingoInputs) => LocalizedString;
export const game_bingo_board: (inputs: Game_Bingo_BoardInputs) => LocalizedString;
export const game_exit_manual: (inputs: Game_Exit_ManualInputs) => LocalizedString;
export const game_leave: (inputs: Game_LeaveInputs) => LocalizedString;
export const game_close: (inputs: Game_CloseInputs) => LocalizedString;
export const game_play_again: (inputs: Game_Play_AgainInputs) => LocalizedString;
export const game_winner: (inputs: Game_WinnerInputs) => LocalizedString;
export const game_called_list: (inputs: Game_Called_ListInputs) => LocalizedString;
export const game_confirm_exit: (inputs: Game_Confirm_ExitInputs) => LocalizedString;
export const game_cancel: (inputs: Game_CancelInputs) => LocalizedString;
export const game_bingo_title: (inputs: Game_Bingo_TitleInputs) => LocalizedString;
export const game_connection_connecting: (inputs: Game_Connection_ConnectingInputs) => LocalizedString;
export const game_connection_connected: (inputs: Game_Connection_ConnectedInputs) => LocalizedString;
export const game_connection_disconnected: (inputs: Game_Connection_DisconnectedInputs) => LocalizedString;
export const game_auto_picker_title: (inputs: Game_Auto_Picker_TitleInputs) => LocalizedString;
export const game_auto_game: (inputs: Game_Auto_GameInputs) => LocalizedString;
export const game_auto_stake: (inputs: Game_Auto_StakeInputs) => LocalizedString;
export const game_auto_back: (inputs: Game_Auto_BackInputs) => LocalizedString;
export const game_auto_buy: (inputs: Game_Auto_BuyInputs) => LocalizedString;
export const game_auto_enter: (inputs: Game_Auto_EnterInputs) => LocalizedString;
export const game_purchase_title: (inputs: Game_Purchase_TitleInputs) => LocalizedString;
export const game_purchase_back: (inputs: Game_Purchase_BackInputs) => LocalizedString;
export const game_processing: (inputs: Game_ProcessingInputs) => LocalizedString;
export const game_buy_now: (inputs: Game_Buy_NowInputs) => LocalizedString;
export const game_phone: (inputs: Game_PhoneInputs) => LocalizedString;
export const game_balance: (inputs: Game_BalanceInputs) => LocalizedString;
export const game_not_enough: (inputs: Game_Not_EnoughInputs) => LocalizedString;
export const game_enough_balance: (inputs: Game_Enough_BalanceInputs) => LocalizedString;
export const game_boards: (inputs: Game_BoardsInputs) => LocalizedString;
export const game_board_numbers: (inputs: Game_Board_NumbersInputs) => LocalizedString;
export const game_price_per_board: (inputs: Game_Price_Per_BoardInputs) => LocalizedString;
export const game_total: (inputs: Game_TotalInputs) => LocalizedString;
export const game_purchase_total: (inputs: Game_Purchase_TotalInputs) => LocalizedString;
export const game_choose_boards: (inputs: Game_Choose_BoardsInputs) => LocalizedString;
export const game_over_balance: (inputs: Game_Over_BalanceInputs) => LocalizedString;
export const game_missing_amount: (inputs: Game_Missing_AmountInputs) => LocalizedString;
export const game_purchase_ok: (inputs: Game_Purchase_OkInputs) => LocalizedString;
export const game_purchase_failed: (inputs: Game_Purchase_FailedInputs) => LocalizedString;
export const game_auto_play_title: (inputs: Game_Auto_Play_TitleInputs) => LocalizedString;
export const game_last_called: (inputs: Game_Last_CalledInputs) => LocalizedString;
export const game_add_boards: (inputs: Game_Add_BoardsInputs) => LocalizedString;
export const game_no_boards_found: (inputs: Game_No_Boards_FoundInputs) => LocalizedString;
export const game_buy_to_join: (inputs: Game_Buy_To_JoinInputs) => LocalizedString;
export const game_exit_auto: (inputs: Game_Exit_AutoInputs) => LocalizedString;
export const game_go_back: (inputs: Game_Go_BackInputs) => LocalizedString;
export const game_previous: (inputs: Game_PreviousInputs) => LocalizedString;
export const game_next: (inputs: Game_NextInputs) => LocalizedString;
export const game_winner_n_of: (inputs: Game_Winner_N_OfInputs) => LocalizedString;
export const game_winning_board: (inputs: Game_Winning_BoardInputs) => LocalizedString;
export const game_winning_boards: (inputs: Game_Winning_BoardsInputs) => LocalizedString;
export const game_scheduled_title: (inputs: Game_Scheduled_TitleInputs) => LocalizedString;
export const game_loading_scheduled: (inputs: Game_Loading_ScheduledInputs) => LocalizedString;
export const game_error: (inputs: Game_ErrorInputs) => LocalizedString;
export const game_no_game_found: (inputs: Game_No_Game_FoundInputs) => LocalizedString;
export const game_status_waiting: (inputs: Game_Status_WaitingInputs) => LocalizedString;
export const game_status_running: (inputs: Game_Status_RunningInputs) => LocalizedString;
export const game_status_completed: (inputs: Game_Status_CompletedInputs) => LocalizedString;
export const game_stake_label: (inputs: Game_Stake_LabelInputs) => LocalizedString;
export const game_prize_label: (inputs: Game_Prize_LabelInputs) => LocalizedString;
export const game_starts_in_game: (inputs: Game_Starts_In_GameInputs) => LocalizedString;
export const game_done: (inputs: Game_DoneInputs) => LocalizedString;
export const game_win_pattern: (inputs: Game_Win_PatternInputs) => LocalizedString;
export const game_winners: (inputs: Game_WinnersInputs) => LocalizedString;
export const game_your_boards: (inputs: Game_Your_BoardsInputs) => LocalizedString;
export const game_no_boards_in_game: (inputs: Game_No_Boards_In_GameInputs) => LocalizedString;
export const game_enter_game: (inputs: Game_Enter_GameInputs) => LocalizedString;
export const game_enter: (inputs: Game_EnterInputs) => LocalizedString;
export const game_loading_board: (inputs: Game_Loading_BoardInputs) => LocalizedString;
export const game_board_unavailable: (inputs: Game_Board_UnavailableInputs) => LocalizedString;
export const game_retry: (inputs: Game_RetryInputs) => LocalizedString;
export const game_board_taken_offline: (inputs: Game_Board_Taken_OfflineInputs) => LocalizedString;
export const game_boards_taken_offline: (inputs: Game_Boards_Taken_OfflineInputs) => LocalizedString;
export const game_board_list_failed: (inputs: Game_Board_List_FailedInputs) => LocalizedString;
export const play_board: (inputs: Play_BoardInputs) => LocalizedString;
export const play_board_numbers: (inputs: Play_Board_NumbersInputs) => LocalizedString;
export const play_cell_called: (inputs: Play_Cell_CalledInputs) => LocalizedString;
export const play_cell_marked: (inputs: Play_Cell_MarkedInputs) => LocalizedString;
export const play_cell_winning: (inputs: Play_Cell_WinningInputs) => LocalizedString;
export const play_free_cell: (inputs: Play_Free_CellInputs) => LocalizedString;
export const play_free_cell_marked: (inputs: Play_Free_Cell_MarkedInputs) => LocalizedString;
export const play_free: (inputs: Play_FreeInputs) => LocalizedString;
export const play_boards_label: (inputs: Play_Boards_LabelInputs) => LocalizedString;
export const play_board_id_selected: (inputs: Play_Board_Id_SelectedInputs) => LocalizedString;
export const play_board_id_taken: (inputs: Play_Board_Id_TakenInputs) => LocalizedString;
export const play_remove_board: (inputs: Play_Remove_BoardInputs) => LocalizedString;
export const play_latest_call: (inputs: Play_Latest_CallInputs) => LocalizedString;
export const play_call_announcement: (inputs: Play_Call_AnnouncementInputs) => LocalizedString;
export const play_letter_b1: (inputs: Play_Letter_B1Inputs) => LocalizedString;
export const play_letter_i1: (inputs: Play_Letter_I1Inputs) => LocalizedString;
export const play_letter_n1: (inputs: Play_Letter_N1Inputs) => LocalizedString;
export const play_letter_g1: (inputs: Play_Letter_G1Inputs) => LocalizedString;
export const play_letter_o1: (inputs: Play_Letter_O1Inputs) => LocalizedString;
export const play_game_starts_in: (inputs: Play_Game_Starts_InInputs) => LocalizedString;
export const play_calls_tile: (inputs: Play_Calls_TileInputs) => LocalizedString;
export const play_stake_tile: (inputs: Play_Stake_TileInputs) => LocalizedString;
export const play_prize_tile: (inputs: Play_Prize_TileInputs) => LocalizedString;
export const play_sound_on: (inputs: Play_Sound_OnInputs) => LocalizedString;
export const play_sound_off: (inputs: Play_Sound_OffInputs) => LocalizedString;
export const play_mute_label: (inputs: Play_Mute_LabelInputs) => LocalizedString;
export const play_enable_sound: (inputs: Play_Enable_SoundInputs) => LocalizedString;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Language_LabelInputs = {};
export type Language_SpecInputs = {};
export type Language_AmInputs = {};
export type Language_EnInputs = {};
export type Game_Stakes_LabelInputs = {};
export type Game_Stake_Card_LabelInputs = {
    stake: NonNullable<unknown>;
};
export type Game_EtbInputs = {
    amount: NonNullable<unknown>;
};
export type Game_BirrInputs = {
    amount: NonNullable<unknown>;
};
export type Game_Pattern_Grid_LabelInputs = {
    name: NonNullable<unknown>;
};
export type Game_Bonus_NoteInputs = {
    bonus: NonNullable<unknown>;
    calls: NonNullable<unknown>;
};
export type Game_Total_WinningInputs = {};
export type Game_Starts_InInputs = {};
export type Game_Games_RunningInputs = {};
export type Game_PlayInputs = {};
export type Game_In_ProgressInputs = {};
export type Game_Play_Stake_LabelInputs = {
    stake: NonNullable<unknown>;
};
export type Game_In_Progress_Stake_LabelInputs = {
    stake: NonNullable<unknown>;
};
export type Game_Choose_Stake_TitleInputs = {};
export type Game_BackInputs = {};
export type Game_Pick_Boards_TitleInputs = {};
export type Game_Picker_StakeInputs = {};
export type Game_Picker_HintInputs = {
    count: NonNullable<unknown>;
};
export type Game_Loading_BoardsInputs = {};
export type Game_BoardInputs = {
    id: NonNullable<unknown>;
};
export type Game_StartInputs = {};
export type Game_StartingInputs = {};
export type Game_Live_TitleInputs = {};
export type Game_Called_NumbersInputs = {};
export type Game_Play_Again_ActionInputs = {};
export type Game_CheckingInputs = {
    name: NonNullable<unknown>;
};
export type Game_BingoInputs = {};
export type Game_Bingo_BoardInputs = {
    id: NonNullable<unknown>;
};
export type Game_Exit_ManualInputs = {};
export type Game_LeaveInputs = {};
export type Game_CloseInputs = {};
export type Game_Play_AgainInputs = {};
export type Game_WinnerInputs = {
    name: NonNullable<unknown>;
};
export type Game_Called_ListInputs = {
    list: NonNullable<unknown>;
};
export type Game_Confirm_ExitInputs = {};
export type Game_CancelInputs = {};
export type Game_Bingo_TitleInputs = {};
export type Game_Connection_ConnectingInputs = {};
export type Game_Connection_ConnectedInputs = {};
export type Game_Connection_DisconnectedInputs = {};
export type Game_Auto_Picker_TitleInputs = {};
export type Game_Auto_GameInputs = {};
export type Game_Auto_StakeInputs = {
    amount: NonNullable<unknown>;
};
export type Game_Auto_BackInputs = {};
export type Game_Auto_BuyInputs = {};
export type Game_Auto_EnterInputs = {};
export type Game_Purchase_TitleInputs = {};
export type Game_Purchase_BackInputs = {};
export type Game_ProcessingInputs = {};
export type Game_Buy_NowInputs = {};
export type Game_PhoneInputs = {};
export type Game_BalanceInputs = {};
export type Game_Not_EnoughInputs = {};
export type Game_Enough_BalanceInputs = {};
export type Game_BoardsInputs = {};
export type Game_Board_NumbersInputs = {};
export type Game_Price_Per_BoardInputs = {};
export type Game_TotalInputs = {};
export type Game_Purchase_TotalInputs = {
    price: NonNullable<unknown>;
    count: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Game_Choose_BoardsInputs = {};
export type Game_Over_BalanceInputs = {
    balance: NonNullable<unknown>;
};
export type Game_Missing_AmountInputs = {
    missing: NonNullable<unknown>;
};
export type Game_Purchase_OkInputs = {};
export type Game_Purchase_FailedInputs = {};
export type Game_Auto_Play_TitleInputs = {};
export type Game_Last_CalledInputs = {};
export type Game_Add_BoardsInputs = {};
export type Game_No_Boards_FoundInputs = {};
export type Game_Buy_To_JoinInputs = {};
export type Game_Exit_AutoInputs = {};
export type Game_Go_BackInputs = {};
export type Game_PreviousInputs = {};
export type Game_NextInputs = {};
export type Game_Winner_N_OfInputs = {
    n: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Game_Winning_BoardInputs = {
    id: NonNullable<unknown>;
};
export type Game_Winning_BoardsInputs = {
    list: NonNullable<unknown>;
};
export type Game_Scheduled_TitleInputs = {};
export type Game_Loading_ScheduledInputs = {};
export type Game_ErrorInputs = {
    message: NonNullable<unknown>;
};
export type Game_No_Game_FoundInputs = {};
export type Game_Status_WaitingInputs = {};
export type Game_Status_RunningInputs = {};
export type Game_Status_CompletedInputs = {};
export type Game_Stake_LabelInputs = {};
export type Game_Prize_LabelInputs = {};
export type Game_Starts_In_GameInputs = {
    name: NonNullable<unknown>;
};
export type Game_DoneInputs = {};
export type Game_Win_PatternInputs = {
    name: NonNullable<unknown>;
};
export type Game_WinnersInputs = {
    list: NonNullable<unknown>;
};
export type Game_Your_BoardsInputs = {
    count: NonNullable<unknown>;
    list: NonNullable<unknown>;
};
export type Game_No_Boards_In_GameInputs = {};
export type Game_Enter_GameInputs = {
    name: NonNullable<unknown>;
};
export type Game_EnterInputs = {};
export type Game_Loading_BoardInputs = {
    id: NonNullable<unknown>;
};
export type Game_Board_UnavailableInputs = {
    id: NonNullable<unknown>;
    error: NonNullable<unknown>;
};
export type Game_RetryInputs = {};
export type Game_Board_Taken_OfflineInputs = {
    id: NonNullable<unknown>;
};
export type Game_Boards_Taken_OfflineInputs = {
    first: NonNullable<unknown>;
    second: NonNullable<unknown>;
};
export type Game_Board_List_FailedInputs = {};
export type Play_BoardInputs = {
    id: NonNullable<unknown>;
};
export type Play_Board_NumbersInputs = {
    id: NonNullable<unknown>;
};
export type Play_Cell_CalledInputs = {
    number: NonNullable<unknown>;
};
export type Play_Cell_MarkedInputs = {
    number: NonNullable<unknown>;
};
export type Play_Cell_WinningInputs = {
    number: NonNullable<unknown>;
};
export type Play_Free_CellInputs = {};
export type Play_Free_Cell_MarkedInputs = {};
export type Play_FreeInputs = {};
export type Play_Boards_LabelInputs = {};
export type Play_Board_Id_SelectedInputs = {
    id: NonNullable<unknown>;
};
export type Play_Board_Id_TakenInputs = {
    id: NonNullable<unknown>;
};
export type Play_Remove_BoardInputs = {
    id: NonNullable<unknown>;
};
export type Play_Latest_CallInputs = {
    call: NonNullable<unknown>;
};
export type Play_Call_AnnouncementInputs = {
    letter: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
export type Play_Letter_B1Inputs = {};
export type Play_Letter_I1Inputs = {};
export type Play_Letter_N1Inputs = {};
export type Play_Letter_G1Inputs = {};
export type Play_Letter_O1Inputs = {};
export type Play_Game_Starts_InInputs = {};
export type Play_Calls_TileInputs = {};
export type Play_Stake_TileInputs = {};
export type Play_Prize_TileInputs = {};
export type Play_Sound_OnInputs = {};
export type Play_Sound_OffInputs = {};
export type Play_Mute_LabelInputs = {
    state: NonNullable<unknown>;
};
export type Play_Enable_SoundInputs = {};
