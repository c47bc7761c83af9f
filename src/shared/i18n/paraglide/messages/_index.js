/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

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
import * as __spec from "./spec.js"
import * as __am from "./am.js"
import * as __en from "./en.js"
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Language_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const language_label = /** @type {((inputs?: Language_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.language_label(inputs)
	if (locale === "en") return __en.language_label(inputs)
	return __spec.language_label(inputs)
});
/**
* | output |
* | --- |
* | "Spec texts" |
*
* @param {Language_SpecInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const language_spec = /** @type {((inputs?: Language_SpecInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_SpecInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.language_spec(inputs)
	if (locale === "en") return __en.language_spec(inputs)
	return __spec.language_spec(inputs)
});
/**
* | output |
* | --- |
* | "አማርኛ" |
*
* @param {Language_AmInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const language_am = /** @type {((inputs?: Language_AmInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_AmInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.language_am(inputs)
	if (locale === "en") return __en.language_am(inputs)
	return __spec.language_am(inputs)
});
/**
* | output |
* | --- |
* | "English" |
*
* @param {Language_EnInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const language_en = /** @type {((inputs?: Language_EnInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_EnInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.language_en(inputs)
	if (locale === "en") return __en.language_en(inputs)
	return __spec.language_en(inputs)
});
/**
* | output |
* | --- |
* | "Stakes" |
*
* @param {Game_Stakes_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_stakes_label = /** @type {((inputs?: Game_Stakes_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Stakes_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_stakes_label(inputs)
	if (locale === "en") return __en.game_stakes_label(inputs)
	return __spec.game_stakes_label(inputs)
});
/**
* | output |
* | --- |
* | "Stake {stake} ETB" |
*
* @param {Game_Stake_Card_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_stake_card_label = /** @type {((inputs: Game_Stake_Card_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Stake_Card_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_stake_card_label(inputs)
	if (locale === "en") return __en.game_stake_card_label(inputs)
	return __spec.game_stake_card_label(inputs)
});
/**
* | output |
* | --- |
* | "{amount} ETB" |
*
* @param {Game_EtbInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_etb = /** @type {((inputs: Game_EtbInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_EtbInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_etb(inputs)
	if (locale === "en") return __en.game_etb(inputs)
	return __spec.game_etb(inputs)
});
/**
* | output |
* | --- |
* | "{amount} ETB" |
*
* @param {Game_BirrInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_birr = /** @type {((inputs: Game_BirrInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_BirrInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_birr(inputs)
	if (locale === "en") return __en.game_birr(inputs)
	return __spec.game_birr(inputs)
});
/**
* | output |
* | --- |
* | "{name} pattern" |
*
* @param {Game_Pattern_Grid_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_pattern_grid_label = /** @type {((inputs: Game_Pattern_Grid_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Pattern_Grid_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_pattern_grid_label(inputs)
	if (locale === "en") return __en.game_pattern_grid_label(inputs)
	return __spec.game_pattern_grid_label(inputs)
});
/**
* | output |
* | --- |
* | "{bonus} birr bonus if won in under {calls} calls" |
*
* @param {Game_Bonus_NoteInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_bonus_note = /** @type {((inputs: Game_Bonus_NoteInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Bonus_NoteInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_bonus_note(inputs)
	if (locale === "en") return __en.game_bonus_note(inputs)
	return __spec.game_bonus_note(inputs)
});
/**
* | output |
* | --- |
* | "Total winning" |
*
* @param {Game_Total_WinningInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_total_winning = /** @type {((inputs?: Game_Total_WinningInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Total_WinningInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_total_winning(inputs)
	if (locale === "en") return __en.game_total_winning(inputs)
	return __spec.game_total_winning(inputs)
});
/**
* | output |
* | --- |
* | "Starts in" |
*
* @param {Game_Starts_InInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_starts_in = /** @type {((inputs?: Game_Starts_InInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Starts_InInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_starts_in(inputs)
	if (locale === "en") return __en.game_starts_in(inputs)
	return __spec.game_starts_in(inputs)
});
/**
* | output |
* | --- |
* | "Games running" |
*
* @param {Game_Games_RunningInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_games_running = /** @type {((inputs?: Game_Games_RunningInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Games_RunningInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_games_running(inputs)
	if (locale === "en") return __en.game_games_running(inputs)
	return __spec.game_games_running(inputs)
});
/**
* | output |
* | --- |
* | "Play" |
*
* @param {Game_PlayInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_play = /** @type {((inputs?: Game_PlayInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_PlayInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_play(inputs)
	if (locale === "en") return __en.game_play(inputs)
	return __spec.game_play(inputs)
});
/**
* | output |
* | --- |
* | "In progress" |
*
* @param {Game_In_ProgressInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_in_progress = /** @type {((inputs?: Game_In_ProgressInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_In_ProgressInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_in_progress(inputs)
	if (locale === "en") return __en.game_in_progress(inputs)
	return __spec.game_in_progress(inputs)
});
/**
* | output |
* | --- |
* | "Play stake {stake} ETB" |
*
* @param {Game_Play_Stake_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_play_stake_label = /** @type {((inputs: Game_Play_Stake_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Play_Stake_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_play_stake_label(inputs)
	if (locale === "en") return __en.game_play_stake_label(inputs)
	return __spec.game_play_stake_label(inputs)
});
/**
* | output |
* | --- |
* | "In progress, stake {stake} ETB" |
*
* @param {Game_In_Progress_Stake_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_in_progress_stake_label = /** @type {((inputs: Game_In_Progress_Stake_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_In_Progress_Stake_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_in_progress_stake_label(inputs)
	if (locale === "en") return __en.game_in_progress_stake_label(inputs)
	return __spec.game_in_progress_stake_label(inputs)
});
/**
* | output |
* | --- |
* | "Choose your stake" |
*
* @param {Game_Choose_Stake_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_choose_stake_title = /** @type {((inputs?: Game_Choose_Stake_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Choose_Stake_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_choose_stake_title(inputs)
	if (locale === "en") return __en.game_choose_stake_title(inputs)
	return __spec.game_choose_stake_title(inputs)
});
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Game_BackInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_back = /** @type {((inputs?: Game_BackInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_BackInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_back(inputs)
	if (locale === "en") return __en.game_back(inputs)
	return __spec.game_back(inputs)
});
/**
* | output |
* | --- |
* | "Pick your boards" |
*
* @param {Game_Pick_Boards_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_pick_boards_title = /** @type {((inputs?: Game_Pick_Boards_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Pick_Boards_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_pick_boards_title(inputs)
	if (locale === "en") return __en.game_pick_boards_title(inputs)
	return __spec.game_pick_boards_title(inputs)
});
/**
* | output |
* | --- |
* | "Stake:" |
*
* @param {Game_Picker_StakeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_picker_stake = /** @type {((inputs?: Game_Picker_StakeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Picker_StakeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_picker_stake(inputs)
	if (locale === "en") return __en.game_picker_stake(inputs)
	return __spec.game_picker_stake(inputs)
});
/**
* | output |
* | --- |
* | "Pick 1 or 2 boards ({count}/2)" |
*
* @param {Game_Picker_HintInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_picker_hint = /** @type {((inputs: Game_Picker_HintInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Picker_HintInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_picker_hint(inputs)
	if (locale === "en") return __en.game_picker_hint(inputs)
	return __spec.game_picker_hint(inputs)
});
/**
* | output |
* | --- |
* | "Loading boards..." |
*
* @param {Game_Loading_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_loading_boards = /** @type {((inputs?: Game_Loading_BoardsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Loading_BoardsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_loading_boards(inputs)
	if (locale === "en") return __en.game_loading_boards(inputs)
	return __spec.game_loading_boards(inputs)
});
/**
* | output |
* | --- |
* | "Board {id}" |
*
* @param {Game_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_board = /** @type {((inputs: Game_BoardInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_BoardInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_board(inputs)
	if (locale === "en") return __en.game_board(inputs)
	return __spec.game_board(inputs)
});
/**
* | output |
* | --- |
* | "Start" |
*
* @param {Game_StartInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_start = /** @type {((inputs?: Game_StartInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_StartInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_start(inputs)
	if (locale === "en") return __en.game_start(inputs)
	return __spec.game_start(inputs)
});
/**
* | output |
* | --- |
* | "Starting..." |
*
* @param {Game_StartingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_starting = /** @type {((inputs?: Game_StartingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_StartingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_starting(inputs)
	if (locale === "en") return __en.game_starting(inputs)
	return __spec.game_starting(inputs)
});
/**
* | output |
* | --- |
* | "Live game" |
*
* @param {Game_Live_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_live_title = /** @type {((inputs?: Game_Live_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Live_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_live_title(inputs)
	if (locale === "en") return __en.game_live_title(inputs)
	return __spec.game_live_title(inputs)
});
/**
* | output |
* | --- |
* | "Called numbers" |
*
* @param {Game_Called_NumbersInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_called_numbers = /** @type {((inputs?: Game_Called_NumbersInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Called_NumbersInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_called_numbers(inputs)
	if (locale === "en") return __en.game_called_numbers(inputs)
	return __spec.game_called_numbers(inputs)
});
/**
* | output |
* | --- |
* | "Play again!" |
*
* @param {Game_Play_Again_ActionInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_play_again_action = /** @type {((inputs?: Game_Play_Again_ActionInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Play_Again_ActionInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_play_again_action(inputs)
	if (locale === "en") return __en.game_play_again_action(inputs)
	return __spec.game_play_again_action(inputs)
});
/**
* | output |
* | --- |
* | "Checking for {name}" |
*
* @param {Game_CheckingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_checking = /** @type {((inputs: Game_CheckingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_CheckingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_checking(inputs)
	if (locale === "en") return __en.game_checking(inputs)
	return __spec.game_checking(inputs)
});
/**
* | output |
* | --- |
* | "BINGO!" |
*
* @param {Game_BingoInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_bingo = /** @type {((inputs?: Game_BingoInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_BingoInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_bingo(inputs)
	if (locale === "en") return __en.game_bingo(inputs)
	return __spec.game_bingo(inputs)
});
/**
* | output |
* | --- |
* | "BINGO! board {id}" |
*
* @param {Game_Bingo_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_bingo_board = /** @type {((inputs: Game_Bingo_BoardInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Bingo_BoardInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_bingo_board(inputs)
	if (locale === "en") return __en.game_bingo_board(inputs)
	return __spec.game_bingo_board(inputs)
});
/**
* | output |
* | --- |
* | "Are you sure you want to leave? Your progress will be lost." |
*
* @param {Game_Exit_ManualInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_exit_manual = /** @type {((inputs?: Game_Exit_ManualInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Exit_ManualInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_exit_manual(inputs)
	if (locale === "en") return __en.game_exit_manual(inputs)
	return __spec.game_exit_manual(inputs)
});
/**
* | output |
* | --- |
* | "Leave" |
*
* @param {Game_LeaveInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_leave = /** @type {((inputs?: Game_LeaveInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_LeaveInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_leave(inputs)
	if (locale === "en") return __en.game_leave(inputs)
	return __spec.game_leave(inputs)
});
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Game_CloseInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_close = /** @type {((inputs?: Game_CloseInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_CloseInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_close(inputs)
	if (locale === "en") return __en.game_close(inputs)
	return __spec.game_close(inputs)
});
/**
* | output |
* | --- |
* | "Play again" |
*
* @param {Game_Play_AgainInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_play_again = /** @type {((inputs?: Game_Play_AgainInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Play_AgainInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_play_again(inputs)
	if (locale === "en") return __en.game_play_again(inputs)
	return __spec.game_play_again(inputs)
});
/**
* | output |
* | --- |
* | "Winner: {name}" |
*
* @param {Game_WinnerInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_winner = /** @type {((inputs: Game_WinnerInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_WinnerInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_winner(inputs)
	if (locale === "en") return __en.game_winner(inputs)
	return __spec.game_winner(inputs)
});
/**
* | output |
* | --- |
* | "Called: {list}" |
*
* @param {Game_Called_ListInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_called_list = /** @type {((inputs: Game_Called_ListInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Called_ListInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_called_list(inputs)
	if (locale === "en") return __en.game_called_list(inputs)
	return __spec.game_called_list(inputs)
});
/**
* | output |
* | --- |
* | "Confirm exit" |
*
* @param {Game_Confirm_ExitInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_confirm_exit = /** @type {((inputs?: Game_Confirm_ExitInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Confirm_ExitInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_confirm_exit(inputs)
	if (locale === "en") return __en.game_confirm_exit(inputs)
	return __spec.game_confirm_exit(inputs)
});
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Game_CancelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_cancel = /** @type {((inputs?: Game_CancelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_CancelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_cancel(inputs)
	if (locale === "en") return __en.game_cancel(inputs)
	return __spec.game_cancel(inputs)
});
/**
* | output |
* | --- |
* | "BINGO!" |
*
* @param {Game_Bingo_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_bingo_title = /** @type {((inputs?: Game_Bingo_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Bingo_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_bingo_title(inputs)
	if (locale === "en") return __en.game_bingo_title(inputs)
	return __spec.game_bingo_title(inputs)
});
/**
* | output |
* | --- |
* | "Connecting" |
*
* @param {Game_Connection_ConnectingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_connection_connecting = /** @type {((inputs?: Game_Connection_ConnectingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Connection_ConnectingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_connection_connecting(inputs)
	if (locale === "en") return __en.game_connection_connecting(inputs)
	return __spec.game_connection_connecting(inputs)
});
/**
* | output |
* | --- |
* | "Connected" |
*
* @param {Game_Connection_ConnectedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_connection_connected = /** @type {((inputs?: Game_Connection_ConnectedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Connection_ConnectedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_connection_connected(inputs)
	if (locale === "en") return __en.game_connection_connected(inputs)
	return __spec.game_connection_connected(inputs)
});
/**
* | output |
* | --- |
* | "Disconnected" |
*
* @param {Game_Connection_DisconnectedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_connection_disconnected = /** @type {((inputs?: Game_Connection_DisconnectedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Connection_DisconnectedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_connection_disconnected(inputs)
	if (locale === "en") return __en.game_connection_disconnected(inputs)
	return __spec.game_connection_disconnected(inputs)
});
/**
* | output |
* | --- |
* | "Choose your boards" |
*
* @param {Game_Auto_Picker_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_auto_picker_title = /** @type {((inputs?: Game_Auto_Picker_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Auto_Picker_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_auto_picker_title(inputs)
	if (locale === "en") return __en.game_auto_picker_title(inputs)
	return __spec.game_auto_picker_title(inputs)
});
/**
* | output |
* | --- |
* | "Game" |
*
* @param {Game_Auto_GameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_auto_game = /** @type {((inputs?: Game_Auto_GameInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Auto_GameInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_auto_game(inputs)
	if (locale === "en") return __en.game_auto_game(inputs)
	return __spec.game_auto_game(inputs)
});
/**
* | output |
* | --- |
* | "Stake {amount} ETB" |
*
* @param {Game_Auto_StakeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_auto_stake = /** @type {((inputs: Game_Auto_StakeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Auto_StakeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_auto_stake(inputs)
	if (locale === "en") return __en.game_auto_stake(inputs)
	return __spec.game_auto_stake(inputs)
});
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Game_Auto_BackInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_auto_back = /** @type {((inputs?: Game_Auto_BackInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Auto_BackInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_auto_back(inputs)
	if (locale === "en") return __en.game_auto_back(inputs)
	return __spec.game_auto_back(inputs)
});
/**
* | output |
* | --- |
* | "Buy" |
*
* @param {Game_Auto_BuyInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_auto_buy = /** @type {((inputs?: Game_Auto_BuyInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Auto_BuyInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_auto_buy(inputs)
	if (locale === "en") return __en.game_auto_buy(inputs)
	return __spec.game_auto_buy(inputs)
});
/**
* | output |
* | --- |
* | "Enter" |
*
* @param {Game_Auto_EnterInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_auto_enter = /** @type {((inputs?: Game_Auto_EnterInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Auto_EnterInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_auto_enter(inputs)
	if (locale === "en") return __en.game_auto_enter(inputs)
	return __spec.game_auto_enter(inputs)
});
/**
* | output |
* | --- |
* | "Board purchase" |
*
* @param {Game_Purchase_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_purchase_title = /** @type {((inputs?: Game_Purchase_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Purchase_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_purchase_title(inputs)
	if (locale === "en") return __en.game_purchase_title(inputs)
	return __spec.game_purchase_title(inputs)
});
/**
* | output |
* | --- |
* | "Go back" |
*
* @param {Game_Purchase_BackInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_purchase_back = /** @type {((inputs?: Game_Purchase_BackInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Purchase_BackInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_purchase_back(inputs)
	if (locale === "en") return __en.game_purchase_back(inputs)
	return __spec.game_purchase_back(inputs)
});
/**
* | output |
* | --- |
* | "Processing..." |
*
* @param {Game_ProcessingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_processing = /** @type {((inputs?: Game_ProcessingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_ProcessingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_processing(inputs)
	if (locale === "en") return __en.game_processing(inputs)
	return __spec.game_processing(inputs)
});
/**
* | output |
* | --- |
* | "Buy now" |
*
* @param {Game_Buy_NowInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_buy_now = /** @type {((inputs?: Game_Buy_NowInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Buy_NowInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_buy_now(inputs)
	if (locale === "en") return __en.game_buy_now(inputs)
	return __spec.game_buy_now(inputs)
});
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Game_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_phone = /** @type {((inputs?: Game_PhoneInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_PhoneInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_phone(inputs)
	if (locale === "en") return __en.game_phone(inputs)
	return __spec.game_phone(inputs)
});
/**
* | output |
* | --- |
* | "Balance" |
*
* @param {Game_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_balance = /** @type {((inputs?: Game_BalanceInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_BalanceInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_balance(inputs)
	if (locale === "en") return __en.game_balance(inputs)
	return __spec.game_balance(inputs)
});
/**
* | output |
* | --- |
* | "Not enough" |
*
* @param {Game_Not_EnoughInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_not_enough = /** @type {((inputs?: Game_Not_EnoughInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Not_EnoughInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_not_enough(inputs)
	if (locale === "en") return __en.game_not_enough(inputs)
	return __spec.game_not_enough(inputs)
});
/**
* | output |
* | --- |
* | "Enough balance" |
*
* @param {Game_Enough_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_enough_balance = /** @type {((inputs?: Game_Enough_BalanceInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Enough_BalanceInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_enough_balance(inputs)
	if (locale === "en") return __en.game_enough_balance(inputs)
	return __spec.game_enough_balance(inputs)
});
/**
* | output |
* | --- |
* | "Boards" |
*
* @param {Game_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_boards = /** @type {((inputs?: Game_BoardsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_BoardsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_boards(inputs)
	if (locale === "en") return __en.game_boards(inputs)
	return __spec.game_boards(inputs)
});
/**
* | output |
* | --- |
* | "Board numbers" |
*
* @param {Game_Board_NumbersInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_board_numbers = /** @type {((inputs?: Game_Board_NumbersInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Board_NumbersInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_board_numbers(inputs)
	if (locale === "en") return __en.game_board_numbers(inputs)
	return __spec.game_board_numbers(inputs)
});
/**
* | output |
* | --- |
* | "Price per board" |
*
* @param {Game_Price_Per_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_price_per_board = /** @type {((inputs?: Game_Price_Per_BoardInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Price_Per_BoardInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_price_per_board(inputs)
	if (locale === "en") return __en.game_price_per_board(inputs)
	return __spec.game_price_per_board(inputs)
});
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Game_TotalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_total = /** @type {((inputs?: Game_TotalInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_TotalInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_total(inputs)
	if (locale === "en") return __en.game_total(inputs)
	return __spec.game_total(inputs)
});
/**
* | output |
* | --- |
* | "{price} × {count} = {total} ETB" |
*
* @param {Game_Purchase_TotalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_purchase_total = /** @type {((inputs: Game_Purchase_TotalInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Purchase_TotalInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_purchase_total(inputs)
	if (locale === "en") return __en.game_purchase_total(inputs)
	return __spec.game_purchase_total(inputs)
});
/**
* | output |
* | --- |
* | "Choose your boards!" |
*
* @param {Game_Choose_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_choose_boards = /** @type {((inputs?: Game_Choose_BoardsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Choose_BoardsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_choose_boards(inputs)
	if (locale === "en") return __en.game_choose_boards(inputs)
	return __spec.game_choose_boards(inputs)
});
/**
* | output |
* | --- |
* | "Not enough balance - {balance} ETB!" |
*
* @param {Game_Over_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_over_balance = /** @type {((inputs: Game_Over_BalanceInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Over_BalanceInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_over_balance(inputs)
	if (locale === "en") return __en.game_over_balance(inputs)
	return __spec.game_over_balance(inputs)
});
/**
* | output |
* | --- |
* | "Not enough balance. You need {missing} ETB more!" |
*
* @param {Game_Missing_AmountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_missing_amount = /** @type {((inputs: Game_Missing_AmountInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Missing_AmountInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_missing_amount(inputs)
	if (locale === "en") return __en.game_missing_amount(inputs)
	return __spec.game_missing_amount(inputs)
});
/**
* | output |
* | --- |
* | "Purchase successful!" |
*
* @param {Game_Purchase_OkInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_purchase_ok = /** @type {((inputs?: Game_Purchase_OkInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Purchase_OkInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_purchase_ok(inputs)
	if (locale === "en") return __en.game_purchase_ok(inputs)
	return __spec.game_purchase_ok(inputs)
});
/**
* | output |
* | --- |
* | "Purchase failed." |
*
* @param {Game_Purchase_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_purchase_failed = /** @type {((inputs?: Game_Purchase_FailedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Purchase_FailedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_purchase_failed(inputs)
	if (locale === "en") return __en.game_purchase_failed(inputs)
	return __spec.game_purchase_failed(inputs)
});
/**
* | output |
* | --- |
* | "Scheduled game" |
*
* @param {Game_Auto_Play_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_auto_play_title = /** @type {((inputs?: Game_Auto_Play_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Auto_Play_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_auto_play_title(inputs)
	if (locale === "en") return __en.game_auto_play_title(inputs)
	return __spec.game_auto_play_title(inputs)
});
/**
* | output |
* | --- |
* | "Last called numbers" |
*
* @param {Game_Last_CalledInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_last_called = /** @type {((inputs?: Game_Last_CalledInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Last_CalledInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_last_called(inputs)
	if (locale === "en") return __en.game_last_called(inputs)
	return __spec.game_last_called(inputs)
});
/**
* | output |
* | --- |
* | "Add boards" |
*
* @param {Game_Add_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_add_boards = /** @type {((inputs?: Game_Add_BoardsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Add_BoardsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_add_boards(inputs)
	if (locale === "en") return __en.game_add_boards(inputs)
	return __spec.game_add_boards(inputs)
});
/**
* | output |
* | --- |
* | "No boards found." |
*
* @param {Game_No_Boards_FoundInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_no_boards_found = /** @type {((inputs?: Game_No_Boards_FoundInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_No_Boards_FoundInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_no_boards_found(inputs)
	if (locale === "en") return __en.game_no_boards_found(inputs)
	return __spec.game_no_boards_found(inputs)
});
/**
* | output |
* | --- |
* | "Buy boards to join this game!" |
*
* @param {Game_Buy_To_JoinInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_buy_to_join = /** @type {((inputs?: Game_Buy_To_JoinInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Buy_To_JoinInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_buy_to_join(inputs)
	if (locale === "en") return __en.game_buy_to_join(inputs)
	return __spec.game_buy_to_join(inputs)
});
/**
* | output |
* | --- |
* | "You can come back in and watch!" |
*
* @param {Game_Exit_AutoInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_exit_auto = /** @type {((inputs?: Game_Exit_AutoInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Exit_AutoInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_exit_auto(inputs)
	if (locale === "en") return __en.game_exit_auto(inputs)
	return __spec.game_exit_auto(inputs)
});
/**
* | output |
* | --- |
* | "Go back" |
*
* @param {Game_Go_BackInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_go_back = /** @type {((inputs?: Game_Go_BackInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Go_BackInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_go_back(inputs)
	if (locale === "en") return __en.game_go_back(inputs)
	return __spec.game_go_back(inputs)
});
/**
* | output |
* | --- |
* | "Previous" |
*
* @param {Game_PreviousInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_previous = /** @type {((inputs?: Game_PreviousInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_PreviousInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_previous(inputs)
	if (locale === "en") return __en.game_previous(inputs)
	return __spec.game_previous(inputs)
});
/**
* | output |
* | --- |
* | "Next" |
*
* @param {Game_NextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_next = /** @type {((inputs?: Game_NextInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_NextInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_next(inputs)
	if (locale === "en") return __en.game_next(inputs)
	return __spec.game_next(inputs)
});
/**
* | output |
* | --- |
* | "Winner {n} of {total}" |
*
* @param {Game_Winner_N_OfInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_winner_n_of = /** @type {((inputs: Game_Winner_N_OfInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Winner_N_OfInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_winner_n_of(inputs)
	if (locale === "en") return __en.game_winner_n_of(inputs)
	return __spec.game_winner_n_of(inputs)
});
/**
* | output |
* | --- |
* | "Winning board {id}" |
*
* @param {Game_Winning_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_winning_board = /** @type {((inputs: Game_Winning_BoardInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Winning_BoardInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_winning_board(inputs)
	if (locale === "en") return __en.game_winning_board(inputs)
	return __spec.game_winning_board(inputs)
});
/**
* | output |
* | --- |
* | "Winning boards: {list}" |
*
* @param {Game_Winning_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_winning_boards = /** @type {((inputs: Game_Winning_BoardsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Winning_BoardsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_winning_boards(inputs)
	if (locale === "en") return __en.game_winning_boards(inputs)
	return __spec.game_winning_boards(inputs)
});
/**
* | output |
* | --- |
* | "Scheduled games" |
*
* @param {Game_Scheduled_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_scheduled_title = /** @type {((inputs?: Game_Scheduled_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Scheduled_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_scheduled_title(inputs)
	if (locale === "en") return __en.game_scheduled_title(inputs)
	return __spec.game_scheduled_title(inputs)
});
/**
* | output |
* | --- |
* | "Loading scheduled games..." |
*
* @param {Game_Loading_ScheduledInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_loading_scheduled = /** @type {((inputs?: Game_Loading_ScheduledInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Loading_ScheduledInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_loading_scheduled(inputs)
	if (locale === "en") return __en.game_loading_scheduled(inputs)
	return __spec.game_loading_scheduled(inputs)
});
/**
* | output |
* | --- |
* | "Error: {message}" |
*
* @param {Game_ErrorInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_error = /** @type {((inputs: Game_ErrorInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_ErrorInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_error(inputs)
	if (locale === "en") return __en.game_error(inputs)
	return __spec.game_error(inputs)
});
/**
* | output |
* | --- |
* | "No game found, try again later" |
*
* @param {Game_No_Game_FoundInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_no_game_found = /** @type {((inputs?: Game_No_Game_FoundInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_No_Game_FoundInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_no_game_found(inputs)
	if (locale === "en") return __en.game_no_game_found(inputs)
	return __spec.game_no_game_found(inputs)
});
/**
* | output |
* | --- |
* | "Waiting" |
*
* @param {Game_Status_WaitingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_status_waiting = /** @type {((inputs?: Game_Status_WaitingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Status_WaitingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_status_waiting(inputs)
	if (locale === "en") return __en.game_status_waiting(inputs)
	return __spec.game_status_waiting(inputs)
});
/**
* | output |
* | --- |
* | "Running" |
*
* @param {Game_Status_RunningInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_status_running = /** @type {((inputs?: Game_Status_RunningInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Status_RunningInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_status_running(inputs)
	if (locale === "en") return __en.game_status_running(inputs)
	return __spec.game_status_running(inputs)
});
/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Game_Status_CompletedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_status_completed = /** @type {((inputs?: Game_Status_CompletedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Status_CompletedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_status_completed(inputs)
	if (locale === "en") return __en.game_status_completed(inputs)
	return __spec.game_status_completed(inputs)
});
/**
* | output |
* | --- |
* | "Stake:" |
*
* @param {Game_Stake_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_stake_label = /** @type {((inputs?: Game_Stake_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Stake_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_stake_label(inputs)
	if (locale === "en") return __en.game_stake_label(inputs)
	return __spec.game_stake_label(inputs)
});
/**
* | output |
* | --- |
* | "Prize:" |
*
* @param {Game_Prize_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_prize_label = /** @type {((inputs?: Game_Prize_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Prize_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_prize_label(inputs)
	if (locale === "en") return __en.game_prize_label(inputs)
	return __spec.game_prize_label(inputs)
});
/**
* | output |
* | --- |
* | "Starts in {name}" |
*
* @param {Game_Starts_In_GameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_starts_in_game = /** @type {((inputs: Game_Starts_In_GameInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Starts_In_GameInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_starts_in_game(inputs)
	if (locale === "en") return __en.game_starts_in_game(inputs)
	return __spec.game_starts_in_game(inputs)
});
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Game_DoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_done = /** @type {((inputs?: Game_DoneInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_DoneInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_done(inputs)
	if (locale === "en") return __en.game_done(inputs)
	return __spec.game_done(inputs)
});
/**
* | output |
* | --- |
* | "Win pattern: {name}" |
*
* @param {Game_Win_PatternInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_win_pattern = /** @type {((inputs: Game_Win_PatternInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Win_PatternInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_win_pattern(inputs)
	if (locale === "en") return __en.game_win_pattern(inputs)
	return __spec.game_win_pattern(inputs)
});
/**
* | output |
* | --- |
* | "Winners: {list}" |
*
* @param {Game_WinnersInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_winners = /** @type {((inputs: Game_WinnersInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_WinnersInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_winners(inputs)
	if (locale === "en") return __en.game_winners(inputs)
	return __spec.game_winners(inputs)
});
/**
* | output |
* | --- |
* | "Your boards: {count} ({list})" |
*
* @param {Game_Your_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_your_boards = /** @type {((inputs: Game_Your_BoardsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Your_BoardsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_your_boards(inputs)
	if (locale === "en") return __en.game_your_boards(inputs)
	return __spec.game_your_boards(inputs)
});
/**
* | output |
* | --- |
* | "You have no boards in this game" |
*
* @param {Game_No_Boards_In_GameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_no_boards_in_game = /** @type {((inputs?: Game_No_Boards_In_GameInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_No_Boards_In_GameInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_no_boards_in_game(inputs)
	if (locale === "en") return __en.game_no_boards_in_game(inputs)
	return __spec.game_no_boards_in_game(inputs)
});
/**
* | output |
* | --- |
* | "Enter {name}" |
*
* @param {Game_Enter_GameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_enter_game = /** @type {((inputs: Game_Enter_GameInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Enter_GameInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_enter_game(inputs)
	if (locale === "en") return __en.game_enter_game(inputs)
	return __spec.game_enter_game(inputs)
});
/**
* | output |
* | --- |
* | "Enter" |
*
* @param {Game_EnterInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_enter = /** @type {((inputs?: Game_EnterInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_EnterInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_enter(inputs)
	if (locale === "en") return __en.game_enter(inputs)
	return __spec.game_enter(inputs)
});
/**
* | output |
* | --- |
* | "Loading board {id}..." |
*
* @param {Game_Loading_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_loading_board = /** @type {((inputs: Game_Loading_BoardInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Loading_BoardInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_loading_board(inputs)
	if (locale === "en") return __en.game_loading_board(inputs)
	return __spec.game_loading_board(inputs)
});
/**
* | output |
* | --- |
* | "Board {id}: Board data not available. {error}" |
*
* @param {Game_Board_UnavailableInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_board_unavailable = /** @type {((inputs: Game_Board_UnavailableInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Board_UnavailableInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_board_unavailable(inputs)
	if (locale === "en") return __en.game_board_unavailable(inputs)
	return __spec.game_board_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "Retry" |
*
* @param {Game_RetryInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_retry = /** @type {((inputs?: Game_RetryInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_RetryInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_retry(inputs)
	if (locale === "en") return __en.game_retry(inputs)
	return __spec.game_retry(inputs)
});
/**
* | output |
* | --- |
* | "Board {id} was taken while you were offline." |
*
* @param {Game_Board_Taken_OfflineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_board_taken_offline = /** @type {((inputs: Game_Board_Taken_OfflineInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Board_Taken_OfflineInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_board_taken_offline(inputs)
	if (locale === "en") return __en.game_board_taken_offline(inputs)
	return __spec.game_board_taken_offline(inputs)
});
/**
* | output |
* | --- |
* | "Boards {first} and {second} were taken while you were offline." |
*
* @param {Game_Boards_Taken_OfflineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_boards_taken_offline = /** @type {((inputs: Game_Boards_Taken_OfflineInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Boards_Taken_OfflineInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_boards_taken_offline(inputs)
	if (locale === "en") return __en.game_boards_taken_offline(inputs)
	return __spec.game_boards_taken_offline(inputs)
});
/**
* | output |
* | --- |
* | "Unable to get the board list. Please try again." |
*
* @param {Game_Board_List_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_board_list_failed = /** @type {((inputs?: Game_Board_List_FailedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Board_List_FailedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_board_list_failed(inputs)
	if (locale === "en") return __en.game_board_list_failed(inputs)
	return __spec.game_board_list_failed(inputs)
});
/**
* | output |
* | --- |
* | "Board {id}" |
*
* @param {Play_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_board = /** @type {((inputs: Play_BoardInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_BoardInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_board(inputs)
	if (locale === "en") return __en.play_board(inputs)
	return __spec.play_board(inputs)
});
/**
* | output |
* | --- |
* | "Board {id} numbers" |
*
* @param {Play_Board_NumbersInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_board_numbers = /** @type {((inputs: Play_Board_NumbersInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Board_NumbersInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_board_numbers(inputs)
	if (locale === "en") return __en.play_board_numbers(inputs)
	return __spec.play_board_numbers(inputs)
});
/**
* | output |
* | --- |
* | "{number}, called" |
*
* @param {Play_Cell_CalledInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_cell_called = /** @type {((inputs: Play_Cell_CalledInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Cell_CalledInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_cell_called(inputs)
	if (locale === "en") return __en.play_cell_called(inputs)
	return __spec.play_cell_called(inputs)
});
/**
* | output |
* | --- |
* | "{number}, marked" |
*
* @param {Play_Cell_MarkedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_cell_marked = /** @type {((inputs: Play_Cell_MarkedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Cell_MarkedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_cell_marked(inputs)
	if (locale === "en") return __en.play_cell_marked(inputs)
	return __spec.play_cell_marked(inputs)
});
/**
* | output |
* | --- |
* | "{number}, winning" |
*
* @param {Play_Cell_WinningInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_cell_winning = /** @type {((inputs: Play_Cell_WinningInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Cell_WinningInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_cell_winning(inputs)
	if (locale === "en") return __en.play_cell_winning(inputs)
	return __spec.play_cell_winning(inputs)
});
/**
* | output |
* | --- |
* | "Free cell" |
*
* @param {Play_Free_CellInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_free_cell = /** @type {((inputs?: Play_Free_CellInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Free_CellInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_free_cell(inputs)
	if (locale === "en") return __en.play_free_cell(inputs)
	return __spec.play_free_cell(inputs)
});
/**
* | output |
* | --- |
* | "Free cell, marked" |
*
* @param {Play_Free_Cell_MarkedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_free_cell_marked = /** @type {((inputs?: Play_Free_Cell_MarkedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Free_Cell_MarkedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_free_cell_marked(inputs)
	if (locale === "en") return __en.play_free_cell_marked(inputs)
	return __spec.play_free_cell_marked(inputs)
});
/**
* | output |
* | --- |
* | "FREE" |
*
* @param {Play_FreeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_free = /** @type {((inputs?: Play_FreeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_FreeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_free(inputs)
	if (locale === "en") return __en.play_free(inputs)
	return __spec.play_free(inputs)
});
/**
* | output |
* | --- |
* | "Boards" |
*
* @param {Play_Boards_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_boards_label = /** @type {((inputs?: Play_Boards_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Boards_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_boards_label(inputs)
	if (locale === "en") return __en.play_boards_label(inputs)
	return __spec.play_boards_label(inputs)
});
/**
* | output |
* | --- |
* | "Board {id}, selected" |
*
* @param {Play_Board_Id_SelectedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_board_id_selected = /** @type {((inputs: Play_Board_Id_SelectedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Board_Id_SelectedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_board_id_selected(inputs)
	if (locale === "en") return __en.play_board_id_selected(inputs)
	return __spec.play_board_id_selected(inputs)
});
/**
* | output |
* | --- |
* | "Board {id}, taken" |
*
* @param {Play_Board_Id_TakenInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_board_id_taken = /** @type {((inputs: Play_Board_Id_TakenInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Board_Id_TakenInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_board_id_taken(inputs)
	if (locale === "en") return __en.play_board_id_taken(inputs)
	return __spec.play_board_id_taken(inputs)
});
/**
* | output |
* | --- |
* | "Remove board {id}" |
*
* @param {Play_Remove_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_remove_board = /** @type {((inputs: Play_Remove_BoardInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Remove_BoardInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_remove_board(inputs)
	if (locale === "en") return __en.play_remove_board(inputs)
	return __spec.play_remove_board(inputs)
});
/**
* | output |
* | --- |
* | "Latest call {call}" |
*
* @param {Play_Latest_CallInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_latest_call = /** @type {((inputs: Play_Latest_CallInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Latest_CallInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_latest_call(inputs)
	if (locale === "en") return __en.play_latest_call(inputs)
	return __spec.play_latest_call(inputs)
});
/**
* | output |
* | --- |
* | "{letter} {number}" |
*
* @param {Play_Call_AnnouncementInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_call_announcement = /** @type {((inputs: Play_Call_AnnouncementInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Call_AnnouncementInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_call_announcement(inputs)
	if (locale === "en") return __en.play_call_announcement(inputs)
	return __spec.play_call_announcement(inputs)
});
/**
* | output |
* | --- |
* | "B" |
*
* @param {Play_Letter_B1Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
const play_letter_b1 = /** @type {((inputs?: Play_Letter_B1Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Letter_B1Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_letter_b1(inputs)
	if (locale === "en") return __en.play_letter_b1(inputs)
	return __spec.play_letter_b1(inputs)
});
export { play_letter_b1 as "play_letter_B" }
/**
* | output |
* | --- |
* | "I" |
*
* @param {Play_Letter_I1Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
const play_letter_i1 = /** @type {((inputs?: Play_Letter_I1Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Letter_I1Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_letter_i1(inputs)
	if (locale === "en") return __en.play_letter_i1(inputs)
	return __spec.play_letter_i1(inputs)
});
export { play_letter_i1 as "play_letter_I" }
/**
* | output |
* | --- |
* | "N" |
*
* @param {Play_Letter_N1Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
const play_letter_n1 = /** @type {((inputs?: Play_Letter_N1Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Letter_N1Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_letter_n1(inputs)
	if (locale === "en") return __en.play_letter_n1(inputs)
	return __spec.play_letter_n1(inputs)
});
export { play_letter_n1 as "play_letter_N" }
/**
* | output |
* | --- |
* | "G" |
*
* @param {Play_Letter_G1Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
const play_letter_g1 = /** @type {((inputs?: Play_Letter_G1Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Letter_G1Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_letter_g1(inputs)
	if (locale === "en") return __en.play_letter_g1(inputs)
	return __spec.play_letter_g1(inputs)
});
export { play_letter_g1 as "play_letter_G" }
/**
* | output |
* | --- |
* | "O" |
*
* @param {Play_Letter_O1Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
const play_letter_o1 = /** @type {((inputs?: Play_Letter_O1Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Letter_O1Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_letter_o1(inputs)
	if (locale === "en") return __en.play_letter_o1(inputs)
	return __spec.play_letter_o1(inputs)
});
export { play_letter_o1 as "play_letter_O" }
/**
* | output |
* | --- |
* | "Game starts in" |
*
* @param {Play_Game_Starts_InInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_game_starts_in = /** @type {((inputs?: Play_Game_Starts_InInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Game_Starts_InInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_game_starts_in(inputs)
	if (locale === "en") return __en.play_game_starts_in(inputs)
	return __spec.play_game_starts_in(inputs)
});
/**
* | output |
* | --- |
* | "Calls" |
*
* @param {Play_Calls_TileInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_calls_tile = /** @type {((inputs?: Play_Calls_TileInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Calls_TileInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_calls_tile(inputs)
	if (locale === "en") return __en.play_calls_tile(inputs)
	return __spec.play_calls_tile(inputs)
});
/**
* | output |
* | --- |
* | "Stake" |
*
* @param {Play_Stake_TileInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_stake_tile = /** @type {((inputs?: Play_Stake_TileInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Stake_TileInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_stake_tile(inputs)
	if (locale === "en") return __en.play_stake_tile(inputs)
	return __spec.play_stake_tile(inputs)
});
/**
* | output |
* | --- |
* | "Prize" |
*
* @param {Play_Prize_TileInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_prize_tile = /** @type {((inputs?: Play_Prize_TileInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Prize_TileInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_prize_tile(inputs)
	if (locale === "en") return __en.play_prize_tile(inputs)
	return __spec.play_prize_tile(inputs)
});
/**
* | output |
* | --- |
* | "Sound on" |
*
* @param {Play_Sound_OnInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_sound_on = /** @type {((inputs?: Play_Sound_OnInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Sound_OnInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_sound_on(inputs)
	if (locale === "en") return __en.play_sound_on(inputs)
	return __spec.play_sound_on(inputs)
});
/**
* | output |
* | --- |
* | "Sound off" |
*
* @param {Play_Sound_OffInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_sound_off = /** @type {((inputs?: Play_Sound_OffInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Sound_OffInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_sound_off(inputs)
	if (locale === "en") return __en.play_sound_off(inputs)
	return __spec.play_sound_off(inputs)
});
/**
* | output |
* | --- |
* | "Mute call sounds, {state}" |
*
* @param {Play_Mute_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_mute_label = /** @type {((inputs: Play_Mute_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Mute_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_mute_label(inputs)
	if (locale === "en") return __en.play_mute_label(inputs)
	return __spec.play_mute_label(inputs)
});
/**
* | output |
* | --- |
* | "Tap to enable sound" |
*
* @param {Play_Enable_SoundInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_enable_sound = /** @type {((inputs?: Play_Enable_SoundInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Enable_SoundInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_enable_sound(inputs)
	if (locale === "en") return __en.play_enable_sound(inputs)
	return __spec.play_enable_sound(inputs)
});