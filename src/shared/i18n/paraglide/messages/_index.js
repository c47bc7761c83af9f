/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Language_LabelInputs */
/** @typedef {{}} Language_SpecInputs */
/** @typedef {{}} Language_AmInputs */
/** @typedef {{}} Language_EnInputs */
/** @typedef {{}} Common_Invalid_BalanceInputs */
/** @typedef {{}} Common_Insufficient_BalanceInputs */
/** @typedef {{}} Common_Bad_StartInputs */
/** @typedef {{}} Common_Connection_LostInputs */
/** @typedef {{}} Common_Connection_FailedInputs */
/** @typedef {{}} Common_Connection_ErrorInputs */
/** @typedef {{}} Common_ReconnectingInputs */
/** @typedef {{}} Common_Signup_SucceededInputs */
/** @typedef {{}} Common_Password_ChangedInputs */
/** @typedef {{}} Common_Unreadable_Game_EventInputs */
/** @typedef {{}} Common_OfflineInputs */
/** @typedef {{}} Common_Update_ReadyInputs */
/** @typedef {{}} Common_ReloadInputs */
/** @typedef {{}} Common_Boot_FailedInputs */
/** @typedef {{}} Common_Crash_TitleInputs */
/** @typedef {{}} Common_Crash_TextInputs */
/** @typedef {{}} Common_Try_AgainInputs */
/** @typedef {{}} Common_Go_HomeInputs */
/** @typedef {{}} Common_Not_Found_TitleInputs */
/** @typedef {{}} Common_Not_Found_TextInputs */
/** @typedef {{}} Common_Go_BackInputs */
/** @typedef {{}} Auth_BrandInputs */
/** @typedef {{}} Auth_SubtitleInputs */
/** @typedef {{}} Auth_Login_FormInputs */
/** @typedef {{}} Auth_PhoneInputs */
/** @typedef {{}} Auth_PasswordInputs */
/** @typedef {{}} Auth_Logging_InInputs */
/** @typedef {{}} Auth_LoginInputs */
/** @typedef {{}} Auth_Sign_UpInputs */
/** @typedef {{}} Auth_Forgot_PasswordInputs */
/** @typedef {{}} Auth_Login_RequiredInputs */
/** @typedef {{}} Auth_Verify_TitleInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Auth_Not_VerifiedInputs */
/** @typedef {{}} Auth_Resend_CodeInputs */
/** @typedef {{}} Auth_Send_CodeInputs */
/** @typedef {{}} Auth_VerifyInputs */
/** @typedef {{}} Auth_Back_To_LoginInputs */
/** @typedef {{}} Auth_Need_Code_RequestInputs */
/** @typedef {{}} Auth_Code_Too_ShortInputs */
/** @typedef {{}} Auth_Otp_SendingInputs */
/** @typedef {{}} Auth_Otp_SentInputs */
/** @typedef {{}} Auth_Otp_Send_FailedInputs */
/** @typedef {{}} Auth_Otp_VerifyingInputs */
/** @typedef {{}} Auth_Otp_VerifiedInputs */
/** @typedef {{}} Auth_Bad_PhoneInputs */
/** @typedef {{}} Auth_Bad_CodeInputs */
/** @typedef {{}} Auth_Bad_UsernameInputs */
/** @typedef {{}} Auth_Bad_PasswordInputs */
/** @typedef {{}} Auth_MismatchInputs */
/** @typedef {{}} Auth_Bad_ReferralInputs */
/** @typedef {{}} Auth_Reset_RequestingInputs */
/** @typedef {{}} Auth_Reset_ChangingInputs */
/** @typedef {{}} Auth_Invalid_TokenInputs */
/** @typedef {{}} Auth_Passwords_RequiredInputs */
/** @typedef {{ step: NonNullable<unknown> }} Auth_StepInputs */
/** @typedef {{}} Auth_Step1_FormInputs */
/** @typedef {{}} Auth_Step2_FormInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Auth_Sent_ToInputs */
/** @typedef {{}} Auth_Send_OtpInputs */
/** @typedef {{}} Auth_Verify_OtpInputs */
/** @typedef {{}} Auth_Resend_Code_ButtonInputs */
/** @typedef {{}} Auth_BackInputs */
/** @typedef {{}} Auth_Step3_AccountInputs */
/** @typedef {{}} Auth_UsernameInputs */
/** @typedef {{}} Auth_Password2Inputs */
/** @typedef {{}} Auth_ReferralInputs */
/** @typedef {{}} Auth_Create_AccountInputs */
/** @typedef {{}} Auth_Have_AccountInputs */
/** @typedef {{}} Auth_Signup_TitleInputs */
/** @typedef {{}} Auth_Reset_TitleInputs */
/** @typedef {{}} Auth_Send_Code_ButtonInputs */
/** @typedef {{}} Auth_Verify_Code_ButtonInputs */
/** @typedef {{}} Auth_Step3_PasswordInputs */
/** @typedef {{}} Auth_New_PasswordInputs */
/** @typedef {{}} Auth_Confirm_PasswordInputs */
/** @typedef {{}} Auth_Reset_PasswordInputs */
/** @typedef {{}} Auth_StrengthInputs */
/** @typedef {{ label: NonNullable<unknown>, score: NonNullable<unknown> }} Auth_Strength_ValueInputs */
/** @typedef {{ label: NonNullable<unknown> }} Auth_Strength_LineInputs */
/** @typedef {{}} Auth_Strength_WeakInputs */
/** @typedef {{}} Auth_Strength_FairInputs */
/** @typedef {{}} Auth_Strength_StrongInputs */
/** @typedef {{}} Auth_Phone_PlaceholderInputs */
/** @typedef {{}} Auth_Age_ConfirmInputs */
/** @typedef {{}} Auth_Age_RequiredInputs */
/** @typedef {{}} Wallet_Balance_LoadingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Wallet_BalanceInputs */
/** @typedef {{}} Wallet_TitleInputs */
/** @typedef {{}} Wallet_Balance_CardInputs */
/** @typedef {{}} Wallet_Current_BalanceInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Wallet_Amount_EtbInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Wallet_PromoInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Wallet_Phone_LineInputs */
/** @typedef {{}} Wallet_TabsInputs */
/** @typedef {{}} Wallet_DepositInputs */
/** @typedef {{}} Wallet_WithdrawInputs */
/** @typedef {{}} Wallet_TransferInputs */
/** @typedef {{}} Wallet_Deposit_MethodInputs */
/** @typedef {{}} Wallet_Withdraw_MethodInputs */
/** @typedef {{}} Wallet_ManualInputs */
/** @typedef {{}} Wallet_AutomaticInputs */
/** @typedef {{}} Wallet_Deposit_LimitsInputs */
/** @typedef {{ min: NonNullable<unknown> }} Wallet_Min_Deposit_LineInputs */
/** @typedef {{ max: NonNullable<unknown> }} Wallet_Max_Deposit_LineInputs */
/** @typedef {{}} Wallet_Withdraw_LimitsInputs */
/** @typedef {{ min: NonNullable<unknown> }} Wallet_Min_Withdrawal_LineInputs */
/** @typedef {{ max: NonNullable<unknown> }} Wallet_Max_Withdrawal_LineInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Wallet_Processing_HoursInputs */
/** @typedef {{}} Wallet_Automatic_DepositInputs */
/** @typedef {{}} Wallet_Manual_DepositInputs */
/** @typedef {{}} Wallet_Automatic_WithdrawalInputs */
/** @typedef {{}} Wallet_Manual_WithdrawalInputs */
/** @typedef {{}} Wallet_PhoneInputs */
/** @typedef {{}} Wallet_AmountInputs */
/** @typedef {{}} Wallet_Sms_IdInputs */
/** @typedef {{}} Wallet_Manual_Deposit_HelpInputs */
/** @typedef {{}} Wallet_Processing_ButtonInputs */
/** @typedef {{}} Wallet_Send_DepositInputs */
/** @typedef {{}} Wallet_Payment_MethodInputs */
/** @typedef {{}} Wallet_Not_AvailableInputs */
/** @typedef {{}} Wallet_Request_IdInputs */
/** @typedef {{}} Wallet_Send_WithdrawalInputs */
/** @typedef {{}} Wallet_Transfer_ToInputs */
/** @typedef {{}} Wallet_Confirm_TransferInputs */
/** @typedef {{ amount: NonNullable<unknown>, receiver: NonNullable<unknown> }} Wallet_Confirm_Transfer_TextInputs */
/** @typedef {{}} Wallet_CancelInputs */
/** @typedef {{}} Wallet_ConfirmInputs */
/** @typedef {{}} Wallet_Deposit_PhoneInputs */
/** @typedef {{}} Wallet_Withdraw_PhoneInputs */
/** @typedef {{}} Wallet_Amount_RequiredInputs */
/** @typedef {{}} Wallet_Withdraw_Method_InvalidInputs */
/** @typedef {{}} Wallet_Transfer_To_RequiredInputs */
/** @typedef {{}} Wallet_Transfer_PhoneInputs */
/** @typedef {{}} Wallet_InsufficientInputs */
/** @typedef {{}} Wallet_No_UserInputs */
/** @typedef {{}} Wallet_Manual_AmountInputs */
/** @typedef {{}} Wallet_Manual_SmsInputs */
/** @typedef {{}} Wallet_No_Trx_IdInputs */
/** @typedef {{}} Wallet_ProcessingInputs */
/** @typedef {{}} Wallet_Withdraw_PendingInputs */
/** @typedef {{ min: NonNullable<unknown> }} Wallet_Min_DepositInputs */
/** @typedef {{ min: NonNullable<unknown> }} Wallet_Min_WithdrawalInputs */
/** @typedef {{}} Wallet_Transfer_DoneInputs */
/** @typedef {{}} Wallet_Deposit_SentInputs */
/** @typedef {{}} Wallet_RedirectingInputs */
/** @typedef {{}} Wallet_Untrusted_UrlInputs */
/** @typedef {{}} Wallet_Not_Confirmed_CheckingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Wallet_Balance_NowInputs */
/** @typedef {{}} Wallet_Balance_UnreadInputs */
/** @typedef {{}} Wallet_Safe_RetryInputs */
/** @typedef {{ label: NonNullable<unknown>, amount: NonNullable<unknown>, balance: NonNullable<unknown> }} Wallet_Nc_EntryInputs */
/** @typedef {{ label: NonNullable<unknown>, amount: NonNullable<unknown>, balance: NonNullable<unknown>, retry: NonNullable<unknown> }} Wallet_Nc_No_EntryInputs */
/** @typedef {{ balance: NonNullable<unknown>, retry: NonNullable<unknown> }} Wallet_Nc_PlainInputs */
/** @typedef {{}} Wallet_Intent_TransferInputs */
/** @typedef {{}} Wallet_Intent_WithdrawalInputs */
/** @typedef {{}} Wallet_Intent_DepositInputs */
/** @typedef {{}} Wallet_Intent_PurchaseInputs */
/** @typedef {{}} Wallet_History_TitleInputs */
/** @typedef {{}} Wallet_No_TransactionsInputs */
/** @typedef {{}} Wallet_Loading_TransactionsInputs */
/** @typedef {{}} Wallet_SummaryInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Wallet_InInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Wallet_OutInputs */
/** @typedef {{}} Wallet_By_TypeInputs */
/** @typedef {{}} Wallet_Col_TypeInputs */
/** @typedef {{}} Wallet_Col_CountInputs */
/** @typedef {{}} Wallet_Col_SumInputs */
/** @typedef {{}} Wallet_Col_DateInputs */
/** @typedef {{}} Wallet_Col_AmountInputs */
/** @typedef {{}} Wallet_Col_BalanceInputs */
/** @typedef {{}} Wallet_Col_DetailsInputs */
/** @typedef {{}} Wallet_TransactionsInputs */
/** @typedef {{ type: NonNullable<unknown>, amount: NonNullable<unknown> }} Wallet_Show_DetailsInputs */
/** @typedef {{ type: NonNullable<unknown>, amount: NonNullable<unknown> }} Wallet_Hide_DetailsInputs */
/** @typedef {{ date: NonNullable<unknown> }} Wallet_Row_DateInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Wallet_Row_BalanceInputs */
/** @typedef {{}} Wallet_Show_ChartInputs */
/** @typedef {{}} Wallet_Loading_ChartInputs */
/** @typedef {{}} Wallet_Chart_LabelInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Wallet_Chart_Label_NowInputs */
/** @typedef {{}} Wallet_Chart_SeriesInputs */
/** @typedef {{}} Wallet_Type_DepositInputs */
/** @typedef {{}} Wallet_Type_Transfer_InInputs */
/** @typedef {{}} Wallet_Type_Transfer_OutInputs */
/** @typedef {{}} Wallet_Type_WithdrawalInputs */
/** @typedef {{}} Wallet_Type_Game_WonInputs */
/** @typedef {{}} Wallet_Type_Game_LostInputs */
/** @typedef {{}} Wallet_Type_BonusInputs */
/** @typedef {{}} Wallet_Type_Game_BonusInputs */
/** @typedef {{}} Wallet_Type_InviteInputs */
/** @typedef {{}} Wallet_Type_Cartela_PurchaseInputs */
/** @typedef {{}} Wallet_Payment_SuccessInputs */
/** @typedef {{}} Wallet_Payment_FailedInputs */
/** @typedef {{}} Wallet_Payment_Failure_TextInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Wallet_Pending_DepositInputs */
/** @typedef {{}} Wallet_Retry_PaymentInputs */
/** @typedef {{}} Wallet_Go_BackInputs */
/** @typedef {{}} Account_Menu_HomeInputs */
/** @typedef {{}} Account_Menu_TransactionsInputs */
/** @typedef {{}} Account_Menu_GamesInputs */
/** @typedef {{}} Account_Menu_InviteInputs */
/** @typedef {{}} Account_Menu_InstructionsInputs */
/** @typedef {{}} Account_Menu_TermsInputs */
/** @typedef {{}} Account_Menu_SupportInputs */
/** @typedef {{}} Account_Menu_ProfileInputs */
/** @typedef {{}} Account_BackInputs */
/** @typedef {{}} Account_Open_MenuInputs */
/** @typedef {{}} Account_Home_LinkInputs */
/** @typedef {{}} Account_Main_NavInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_BetInputs */
/** @typedef {{}} Account_Add_CreditInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_NotificationsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Account_Profile_OfInputs */
/** @typedef {{}} Account_LogoutInputs */
/** @typedef {{}} Account_MenuInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Balance_LineInputs */
/** @typedef {{}} Account_Game_Type_TitleInputs */
/** @typedef {{}} Account_Manual_PlayInputs */
/** @typedef {{}} Account_AutoplayInputs */
/** @typedef {{}} Account_Coming_SoonInputs */
/** @typedef {{}} Account_Scheduled_GamesInputs */
/** @typedef {{}} Account_Games_TitleInputs */
/** @typedef {{}} Account_No_GamesInputs */
/** @typedef {{}} Account_No_Board_DataInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_History_BetInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_WinningsInputs */
/** @typedef {{}} Account_WonInputs */
/** @typedef {{}} Account_LostInputs */
/** @typedef {{ name: NonNullable<unknown> }} Account_PatternInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Called_CountInputs */
/** @typedef {{}} Account_Called_NumbersInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Won_With_BoardInputs */
/** @typedef {{ id: NonNullable<unknown> }} Account_Board_No_DataInputs */
/** @typedef {{}} Account_Date_RangeInputs */
/** @typedef {{}} Account_FromInputs */
/** @typedef {{}} Account_ToInputs */
/** @typedef {{}} Account_Bad_RangeInputs */
/** @typedef {{}} Account_Loading_GamesInputs */
/** @typedef {{}} Account_Invite_TitleInputs */
/** @typedef {{}} Account_Code_CopiedInputs */
/** @typedef {{}} Account_Link_CopiedInputs */
/** @typedef {{}} Account_Copy_FailedInputs */
/** @typedef {{}} Account_Your_CodeInputs */
/** @typedef {{}} Account_Copy_CodeInputs */
/** @typedef {{}} Account_Copy_LinkInputs */
/** @typedef {{}} Account_ShareInputs */
/** @typedef {{}} Account_Share_TextInputs */
/** @typedef {{}} Account_Share_LinkInputs */
/** @typedef {{}} Account_Invite_FriendInputs */
/** @typedef {{}} Account_Friend_PhoneInputs */
/** @typedef {{}} Account_Send_InviteInputs */
/** @typedef {{}} Account_RewardsInputs */
/** @typedef {{}} Account_Reward_1Inputs */
/** @typedef {{}} Account_Reward_2Inputs */
/** @typedef {{}} Account_Reward_3Inputs */
/** @typedef {{}} Account_Reward_4Inputs */
/** @typedef {{}} Account_Invite_Bad_PhoneInputs */
/** @typedef {{}} Account_Profile_TitleInputs */
/** @typedef {{}} Account_Profile_TabsInputs */
/** @typedef {{}} Account_Personal_InfoInputs */
/** @typedef {{}} Account_SecurityInputs */
/** @typedef {{}} Account_UsernameInputs */
/** @typedef {{}} Account_PhoneInputs */
/** @typedef {{}} Account_Current_PasswordInputs */
/** @typedef {{}} Account_New_PasswordInputs */
/** @typedef {{}} Account_SaveInputs */
/** @typedef {{}} Account_Save_UnavailableInputs */
/** @typedef {{}} Account_Support_TitleInputs */
/** @typedef {{}} Account_Support_HoursInputs */
/** @typedef {{}} Account_Contact_FormInputs */
/** @typedef {{}} Account_Your_NameInputs */
/** @typedef {{}} Account_MessageInputs */
/** @typedef {{}} Account_SendInputs */
/** @typedef {{}} Account_Not_WiredInputs */
/** @typedef {{}} Account_Terms_TitleInputs */
/** @typedef {{}} Account_Terms_MoneyInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Terms_Min_DepositInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Terms_Max_DepositInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Terms_Min_WithdrawalInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Terms_Max_WithdrawalInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Account_Terms_ProcessingInputs */
/** @typedef {{}} Account_Terms_CurrencyInputs */
/** @typedef {{}} Account_Terms_PlayingInputs */
/** @typedef {{}} Account_Terms_Two_BoardsInputs */
/** @typedef {{}} Account_Terms_Last_CallInputs */
/** @typedef {{}} Account_Terms_LeavingInputs */
/** @typedef {{}} Account_Terms_ReferralsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Terms_Invite_RewardInputs */
/** @typedef {{}} Account_Terms_CreditedInputs */
/** @typedef {{}} Account_Terms_Play_OnlyInputs */
/** @typedef {{}} Account_Instructions_TitleInputs */
/** @typedef {{}} Account_How_To_PlayInputs */
/** @typedef {{}} Account_How_1Inputs */
/** @typedef {{}} Account_How_2Inputs */
/** @typedef {{}} Account_How_3Inputs */
/** @typedef {{}} Account_How_4Inputs */
/** @typedef {{}} Account_How_5Inputs */
/** @typedef {{}} Account_Bad_BingoInputs */
/** @typedef {{}} Account_Bad_Bingo_TextInputs */
/** @typedef {{}} Account_Leaving_ForfeitInputs */
/** @typedef {{}} Account_Patterns_By_StakeInputs */
/** @typedef {{ stake: NonNullable<unknown> }} Account_Stake_LabelInputs */
/** @typedef {{ stake: NonNullable<unknown> }} Account_Stake_AmountInputs */
/** @typedef {{ name: NonNullable<unknown> }} Account_Pattern_GridInputs */
/** @typedef {{ bonus: NonNullable<unknown>, calls: NonNullable<unknown> }} Account_Bonus_NoteInputs */
/** @typedef {{}} Account_Invite_SendingInputs */
/** @typedef {{}} Account_BrandInputs */
/** @typedef {{}} Account_Reminder_SettingInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Account_Reminder_AfterInputs */
/** @typedef {{}} Account_Reminder_OffInputs */
/** @typedef {{}} Account_Reminder_HintInputs */
/** @typedef {{}} Account_Reminder_TitleInputs */
/** @typedef {{ hours: NonNullable<unknown>, minutes: NonNullable<unknown> }} Account_Reminder_PlayedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Reminder_NetInputs */
/** @typedef {{}} Account_Reminder_Net_LoadingInputs */
/** @typedef {{}} Account_Reminder_Net_FailedInputs */
/** @typedef {{}} Account_Reminder_KeepInputs */
/** @typedef {{}} Account_Reminder_BreakInputs */
/** @typedef {{}} Account_Limits_TitleInputs */
/** @typedef {{}} Account_Limits_MenuInputs */
/** @typedef {{}} Account_Limits_IntroInputs */
/** @typedef {{}} Account_Limits_Device_OnlyInputs */
/** @typedef {{}} Account_Limits_ServerInputs */
/** @typedef {{}} Account_Limits_LoadingInputs */
/** @typedef {{}} Account_Limits_Deposit_LabelInputs */
/** @typedef {{}} Account_Limits_Stake_LabelInputs */
/** @typedef {{}} Account_Limits_Empty_HintInputs */
/** @typedef {{ deposits: NonNullable<unknown>, stakes: NonNullable<unknown> }} Account_Limits_TodayInputs */
/** @typedef {{}} Account_Limits_SaveInputs */
/** @typedef {{}} Account_Limits_SavedInputs */
/** @typedef {{}} Account_Limits_InvalidInputs */
/** @typedef {{}} Account_Limits_Save_FailedInputs */
/** @typedef {{}} Account_Limits_Break_TitleInputs */
/** @typedef {{}} Account_Limits_Break_HintInputs */
/** @typedef {{}} Account_Limits_Break_24hInputs */
/** @typedef {{}} Account_Limits_Break_7dInputs */
/** @typedef {{}} Account_Limits_Break_30dInputs */
/** @typedef {{ period: NonNullable<unknown> }} Account_Limits_Break_Confirm_TitleInputs */
/** @typedef {{ until: NonNullable<unknown> }} Account_Limits_Break_Confirm_TextInputs */
/** @typedef {{}} Account_Limits_Break_ConfirmInputs */
/** @typedef {{}} Account_Limits_CancelInputs */
/** @typedef {{ until: NonNullable<unknown> }} Account_Limits_On_BreakInputs */
/** @typedef {{ until: NonNullable<unknown> }} Account_Limits_Break_RefusedInputs */
/** @typedef {{ limit: NonNullable<unknown>, left: NonNullable<unknown> }} Account_Limits_Stake_RefusedInputs */
/** @typedef {{ limit: NonNullable<unknown>, left: NonNullable<unknown> }} Account_Limits_Deposit_RefusedInputs */
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
/** @typedef {{ count: NonNullable<unknown> }} Game_Calls_TitleInputs */
/** @typedef {{}} Game_Calls_ListInputs */
/** @typedef {{ count: NonNullable<unknown> }} Game_Calls_MatchInputs */
/** @typedef {{ seen: NonNullable<unknown>, server: NonNullable<unknown> }} Game_Calls_DifferInputs */
/** @typedef {{ list: NonNullable<unknown> }} Game_Calls_MissingInputs */
/** @typedef {{ list: NonNullable<unknown> }} Game_Calls_ExtraInputs */
/** @typedef {{}} Game_Calls_UnknownInputs */
/** @typedef {{}} Game_Calls_NoneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Game_Calls_PlayersInputs */
/** @typedef {{ count: NonNullable<unknown> }} Game_Calls_BoardsInputs */
/** @typedef {{}} Game_Calls_One_PlayerInputs */
/** @typedef {{}} Game_Calls_One_BoardInputs */
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
/** @typedef {{ count: NonNullable<unknown> }} Play_To_GoInputs */
/** @typedef {{}} Play_Best_BoardInputs */
/** @typedef {{}} Play_Auto_MarkInputs */
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
* | "Invalid balance!" |
*
* @param {Common_Invalid_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_invalid_balance = /** @type {((inputs?: Common_Invalid_BalanceInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Invalid_BalanceInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.common_invalid_balance(inputs)
	if (locale === "en") return __en.common_invalid_balance(inputs)
	return __spec.common_invalid_balance(inputs)
});
/**
* | output |
* | --- |
* | "Insufficient balance!" |
*
* @param {Common_Insufficient_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_insufficient_balance = /** @type {((inputs?: Common_Insufficient_BalanceInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Insufficient_BalanceInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.common_insufficient_balance(inputs)
	if (locale === "en") return __en.common_insufficient_balance(inputs)
	return __spec.common_insufficient_balance(inputs)
});
/**
* | output |
* | --- |
* | "Please select 1-2 boards and set a valid bet amount." |
*
* @param {Common_Bad_StartInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_bad_start = /** @type {((inputs?: Common_Bad_StartInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Bad_StartInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.common_bad_start(inputs)
	if (locale === "en") return __en.common_bad_start(inputs)
	return __spec.common_bad_start(inputs)
});
/**
* | output |
* | --- |
* | "Connection lost..." |
*
* @param {Common_Connection_LostInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_connection_lost = /** @type {((inputs?: Common_Connection_LostInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Connection_LostInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.common_connection_lost(inputs)
	if (locale === "en") return __en.common_connection_lost(inputs)
	return __spec.common_connection_lost(inputs)
});
/**
* | output |
* | --- |
* | "Connection failed. Please try again." |
*
* @param {Common_Connection_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_connection_failed = /** @type {((inputs?: Common_Connection_FailedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Connection_FailedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.common_connection_failed(inputs)
	if (locale === "en") return __en.common_connection_failed(inputs)
	return __spec.common_connection_failed(inputs)
});
/**
* | output |
* | --- |
* | "Connection error. Please try again." |
*
* @param {Common_Connection_ErrorInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_connection_error = /** @type {((inputs?: Common_Connection_ErrorInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Connection_ErrorInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.common_connection_error(inputs)
	if (locale === "en") return __en.common_connection_error(inputs)
	return __spec.common_connection_error(inputs)
});
/**
* | output |
* | --- |
* | "Reconnecting..." |
*
* @param {Common_ReconnectingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_reconnecting = /** @type {((inputs?: Common_ReconnectingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_ReconnectingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.common_reconnecting(inputs)
	if (locale === "en") return __en.common_reconnecting(inputs)
	return __spec.common_reconnecting(inputs)
});
/**
* | output |
* | --- |
* | "Sign-up succeeded, please log in!" |
*
* @param {Common_Signup_SucceededInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_signup_succeeded = /** @type {((inputs?: Common_Signup_SucceededInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Signup_SucceededInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.common_signup_succeeded(inputs)
	if (locale === "en") return __en.common_signup_succeeded(inputs)
	return __spec.common_signup_succeeded(inputs)
});
/**
* | output |
* | --- |
* | "Password changed. Please log in again." |
*
* @param {Common_Password_ChangedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_password_changed = /** @type {((inputs?: Common_Password_ChangedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Password_ChangedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.common_password_changed(inputs)
	if (locale === "en") return __en.common_password_changed(inputs)
	return __spec.common_password_changed(inputs)
});
/**
* | output |
* | --- |
* | "The game server sent something we could not read. Reconnecting…" |
*
* @param {Common_Unreadable_Game_EventInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_unreadable_game_event = /** @type {((inputs?: Common_Unreadable_Game_EventInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Unreadable_Game_EventInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.common_unreadable_game_event(inputs)
	if (locale === "en") return __en.common_unreadable_game_event(inputs)
	return __spec.common_unreadable_game_event(inputs)
});
/**
* | output |
* | --- |
* | "You are offline. Cartela will reconnect when the network is back." |
*
* @param {Common_OfflineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_offline = /** @type {((inputs?: Common_OfflineInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_OfflineInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.common_offline(inputs)
	if (locale === "en") return __en.common_offline(inputs)
	return __spec.common_offline(inputs)
});
/**
* | output |
* | --- |
* | "A new version is ready" |
*
* @param {Common_Update_ReadyInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_update_ready = /** @type {((inputs?: Common_Update_ReadyInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Update_ReadyInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.common_update_ready(inputs)
	if (locale === "en") return __en.common_update_ready(inputs)
	return __spec.common_update_ready(inputs)
});
/**
* | output |
* | --- |
* | "Reload" |
*
* @param {Common_ReloadInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_reload = /** @type {((inputs?: Common_ReloadInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_ReloadInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.common_reload(inputs)
	if (locale === "en") return __en.common_reload(inputs)
	return __spec.common_reload(inputs)
});
/**
* | output |
* | --- |
* | "Cartela could not start. Check your connection and reload." |
*
* @param {Common_Boot_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_boot_failed = /** @type {((inputs?: Common_Boot_FailedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Boot_FailedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.common_boot_failed(inputs)
	if (locale === "en") return __en.common_boot_failed(inputs)
	return __spec.common_boot_failed(inputs)
});
/**
* | output |
* | --- |
* | "Oops! Something went wrong" |
*
* @param {Common_Crash_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_crash_title = /** @type {((inputs?: Common_Crash_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Crash_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.common_crash_title(inputs)
	if (locale === "en") return __en.common_crash_title(inputs)
	return __spec.common_crash_title(inputs)
});
/**
* | output |
* | --- |
* | "Don't worry, these things happen. Let's get you back on track." |
*
* @param {Common_Crash_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_crash_text = /** @type {((inputs?: Common_Crash_TextInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Crash_TextInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.common_crash_text(inputs)
	if (locale === "en") return __en.common_crash_text(inputs)
	return __spec.common_crash_text(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Common_Try_AgainInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_try_again = /** @type {((inputs?: Common_Try_AgainInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Try_AgainInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.common_try_again(inputs)
	if (locale === "en") return __en.common_try_again(inputs)
	return __spec.common_try_again(inputs)
});
/**
* | output |
* | --- |
* | "Go home" |
*
* @param {Common_Go_HomeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_go_home = /** @type {((inputs?: Common_Go_HomeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Go_HomeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.common_go_home(inputs)
	if (locale === "en") return __en.common_go_home(inputs)
	return __spec.common_go_home(inputs)
});
/**
* | output |
* | --- |
* | "Page not found" |
*
* @param {Common_Not_Found_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_not_found_title = /** @type {((inputs?: Common_Not_Found_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Not_Found_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.common_not_found_title(inputs)
	if (locale === "en") return __en.common_not_found_title(inputs)
	return __spec.common_not_found_title(inputs)
});
/**
* | output |
* | --- |
* | "The page you are looking for does not exist." |
*
* @param {Common_Not_Found_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_not_found_text = /** @type {((inputs?: Common_Not_Found_TextInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Not_Found_TextInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.common_not_found_text(inputs)
	if (locale === "en") return __en.common_not_found_text(inputs)
	return __spec.common_not_found_text(inputs)
});
/**
* | output |
* | --- |
* | "Go back" |
*
* @param {Common_Go_BackInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_go_back = /** @type {((inputs?: Common_Go_BackInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Go_BackInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.common_go_back(inputs)
	if (locale === "en") return __en.common_go_back(inputs)
	return __spec.common_go_back(inputs)
});
/**
* | output |
* | --- |
* | "Cartela Bingo" |
*
* @param {Auth_BrandInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_brand = /** @type {((inputs?: Auth_BrandInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_BrandInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_brand(inputs)
	if (locale === "en") return __en.auth_brand(inputs)
	return __spec.auth_brand(inputs)
});
/**
* | output |
* | --- |
* | "Play bingo · Log in with your phone number" |
*
* @param {Auth_SubtitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_subtitle = /** @type {((inputs?: Auth_SubtitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_SubtitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_subtitle(inputs)
	if (locale === "en") return __en.auth_subtitle(inputs)
	return __spec.auth_subtitle(inputs)
});
/**
* | output |
* | --- |
* | "Log in" |
*
* @param {Auth_Login_FormInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_login_form = /** @type {((inputs?: Auth_Login_FormInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Login_FormInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_login_form(inputs)
	if (locale === "en") return __en.auth_login_form(inputs)
	return __spec.auth_login_form(inputs)
});
/**
* | output |
* | --- |
* | "Phone number" |
*
* @param {Auth_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_phone = /** @type {((inputs?: Auth_PhoneInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_PhoneInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_phone(inputs)
	if (locale === "en") return __en.auth_phone(inputs)
	return __spec.auth_phone(inputs)
});
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Auth_PasswordInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_password = /** @type {((inputs?: Auth_PasswordInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_PasswordInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_password(inputs)
	if (locale === "en") return __en.auth_password(inputs)
	return __spec.auth_password(inputs)
});
/**
* | output |
* | --- |
* | "Logging in..." |
*
* @param {Auth_Logging_InInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_logging_in = /** @type {((inputs?: Auth_Logging_InInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Logging_InInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_logging_in(inputs)
	if (locale === "en") return __en.auth_logging_in(inputs)
	return __spec.auth_logging_in(inputs)
});
/**
* | output |
* | --- |
* | "Log in" |
*
* @param {Auth_LoginInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_login = /** @type {((inputs?: Auth_LoginInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_LoginInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_login(inputs)
	if (locale === "en") return __en.auth_login(inputs)
	return __spec.auth_login(inputs)
});
/**
* | output |
* | --- |
* | "Sign up" |
*
* @param {Auth_Sign_UpInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_sign_up = /** @type {((inputs?: Auth_Sign_UpInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_UpInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_sign_up(inputs)
	if (locale === "en") return __en.auth_sign_up(inputs)
	return __spec.auth_sign_up(inputs)
});
/**
* | output |
* | --- |
* | "Forgot password" |
*
* @param {Auth_Forgot_PasswordInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_password = /** @type {((inputs?: Auth_Forgot_PasswordInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_PasswordInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_forgot_password(inputs)
	if (locale === "en") return __en.auth_forgot_password(inputs)
	return __spec.auth_forgot_password(inputs)
});
/**
* | output |
* | --- |
* | "Please enter both phone number and password." |
*
* @param {Auth_Login_RequiredInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_login_required = /** @type {((inputs?: Auth_Login_RequiredInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Login_RequiredInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_login_required(inputs)
	if (locale === "en") return __en.auth_login_required(inputs)
	return __spec.auth_login_required(inputs)
});
/**
* | output |
* | --- |
* | "Verify your phone" |
*
* @param {Auth_Verify_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_verify_title = /** @type {((inputs?: Auth_Verify_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Verify_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_verify_title(inputs)
	if (locale === "en") return __en.auth_verify_title(inputs)
	return __spec.auth_verify_title(inputs)
});
/**
* | output |
* | --- |
* | "{phone} is not verified yet. We will send a code by SMS." |
*
* @param {Auth_Not_VerifiedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_not_verified = /** @type {((inputs: Auth_Not_VerifiedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Not_VerifiedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_not_verified(inputs)
	if (locale === "en") return __en.auth_not_verified(inputs)
	return __spec.auth_not_verified(inputs)
});
/**
* | output |
* | --- |
* | "Resend code" |
*
* @param {Auth_Resend_CodeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_resend_code = /** @type {((inputs?: Auth_Resend_CodeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Resend_CodeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_resend_code(inputs)
	if (locale === "en") return __en.auth_resend_code(inputs)
	return __spec.auth_resend_code(inputs)
});
/**
* | output |
* | --- |
* | "Send code" |
*
* @param {Auth_Send_CodeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_send_code = /** @type {((inputs?: Auth_Send_CodeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Send_CodeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_send_code(inputs)
	if (locale === "en") return __en.auth_send_code(inputs)
	return __spec.auth_send_code(inputs)
});
/**
* | output |
* | --- |
* | "Verify" |
*
* @param {Auth_VerifyInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_verify = /** @type {((inputs?: Auth_VerifyInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_VerifyInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_verify(inputs)
	if (locale === "en") return __en.auth_verify(inputs)
	return __spec.auth_verify(inputs)
});
/**
* | output |
* | --- |
* | "Back to login" |
*
* @param {Auth_Back_To_LoginInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_back_to_login = /** @type {((inputs?: Auth_Back_To_LoginInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Back_To_LoginInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_back_to_login(inputs)
	if (locale === "en") return __en.auth_back_to_login(inputs)
	return __spec.auth_back_to_login(inputs)
});
/**
* | output |
* | --- |
* | "Please send the code first." |
*
* @param {Auth_Need_Code_RequestInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_need_code_request = /** @type {((inputs?: Auth_Need_Code_RequestInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Need_Code_RequestInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_need_code_request(inputs)
	if (locale === "en") return __en.auth_need_code_request(inputs)
	return __spec.auth_need_code_request(inputs)
});
/**
* | output |
* | --- |
* | "Please enter the complete code." |
*
* @param {Auth_Code_Too_ShortInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_code_too_short = /** @type {((inputs?: Auth_Code_Too_ShortInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Code_Too_ShortInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_code_too_short(inputs)
	if (locale === "en") return __en.auth_code_too_short(inputs)
	return __spec.auth_code_too_short(inputs)
});
/**
* | output |
* | --- |
* | "Please wait..." |
*
* @param {Auth_Otp_SendingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_otp_sending = /** @type {((inputs?: Auth_Otp_SendingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Otp_SendingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_otp_sending(inputs)
	if (locale === "en") return __en.auth_otp_sending(inputs)
	return __spec.auth_otp_sending(inputs)
});
/**
* | output |
* | --- |
* | "Code sent to your phone! It expires in 2 minutes." |
*
* @param {Auth_Otp_SentInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_otp_sent = /** @type {((inputs?: Auth_Otp_SentInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Otp_SentInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_otp_sent(inputs)
	if (locale === "en") return __en.auth_otp_sent(inputs)
	return __spec.auth_otp_sent(inputs)
});
/**
* | output |
* | --- |
* | "Unable to send the code, try again." |
*
* @param {Auth_Otp_Send_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_otp_send_failed = /** @type {((inputs?: Auth_Otp_Send_FailedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Otp_Send_FailedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_otp_send_failed(inputs)
	if (locale === "en") return __en.auth_otp_send_failed(inputs)
	return __spec.auth_otp_send_failed(inputs)
});
/**
* | output |
* | --- |
* | "Verifying, please wait..." |
*
* @param {Auth_Otp_VerifyingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_otp_verifying = /** @type {((inputs?: Auth_Otp_VerifyingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Otp_VerifyingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_otp_verifying(inputs)
	if (locale === "en") return __en.auth_otp_verifying(inputs)
	return __spec.auth_otp_verifying(inputs)
});
/**
* | output |
* | --- |
* | "You are verified!" |
*
* @param {Auth_Otp_VerifiedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_otp_verified = /** @type {((inputs?: Auth_Otp_VerifiedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Otp_VerifiedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_otp_verified(inputs)
	if (locale === "en") return __en.auth_otp_verified(inputs)
	return __spec.auth_otp_verified(inputs)
});
/**
* | output |
* | --- |
* | "Please enter a valid 10-digit phone number!" |
*
* @param {Auth_Bad_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_bad_phone = /** @type {((inputs?: Auth_Bad_PhoneInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Bad_PhoneInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_bad_phone(inputs)
	if (locale === "en") return __en.auth_bad_phone(inputs)
	return __spec.auth_bad_phone(inputs)
});
/**
* | output |
* | --- |
* | "Please enter the complete 6-digit code." |
*
* @param {Auth_Bad_CodeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_bad_code = /** @type {((inputs?: Auth_Bad_CodeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Bad_CodeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_bad_code(inputs)
	if (locale === "en") return __en.auth_bad_code(inputs)
	return __spec.auth_bad_code(inputs)
});
/**
* | output |
* | --- |
* | "Invalid username!" |
*
* @param {Auth_Bad_UsernameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_bad_username = /** @type {((inputs?: Auth_Bad_UsernameInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Bad_UsernameInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_bad_username(inputs)
	if (locale === "en") return __en.auth_bad_username(inputs)
	return __spec.auth_bad_username(inputs)
});
/**
* | output |
* | --- |
* | "Invalid password!" |
*
* @param {Auth_Bad_PasswordInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_bad_password = /** @type {((inputs?: Auth_Bad_PasswordInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Bad_PasswordInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_bad_password(inputs)
	if (locale === "en") return __en.auth_bad_password(inputs)
	return __spec.auth_bad_password(inputs)
});
/**
* | output |
* | --- |
* | "Passwords do not match!" |
*
* @param {Auth_MismatchInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_mismatch = /** @type {((inputs?: Auth_MismatchInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_MismatchInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_mismatch(inputs)
	if (locale === "en") return __en.auth_mismatch(inputs)
	return __spec.auth_mismatch(inputs)
});
/**
* | output |
* | --- |
* | "Invalid referral number!" |
*
* @param {Auth_Bad_ReferralInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_bad_referral = /** @type {((inputs?: Auth_Bad_ReferralInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Bad_ReferralInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_bad_referral(inputs)
	if (locale === "en") return __en.auth_bad_referral(inputs)
	return __spec.auth_bad_referral(inputs)
});
/**
* | output |
* | --- |
* | "Checking and sending..." |
*
* @param {Auth_Reset_RequestingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_reset_requesting = /** @type {((inputs?: Auth_Reset_RequestingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_RequestingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_reset_requesting(inputs)
	if (locale === "en") return __en.auth_reset_requesting(inputs)
	return __spec.auth_reset_requesting(inputs)
});
/**
* | output |
* | --- |
* | "Changing password..." |
*
* @param {Auth_Reset_ChangingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_reset_changing = /** @type {((inputs?: Auth_Reset_ChangingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_ChangingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_reset_changing(inputs)
	if (locale === "en") return __en.auth_reset_changing(inputs)
	return __spec.auth_reset_changing(inputs)
});
/**
* | output |
* | --- |
* | "Invalid token, please try again!" |
*
* @param {Auth_Invalid_TokenInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_invalid_token = /** @type {((inputs?: Auth_Invalid_TokenInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Invalid_TokenInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_invalid_token(inputs)
	if (locale === "en") return __en.auth_invalid_token(inputs)
	return __spec.auth_invalid_token(inputs)
});
/**
* | output |
* | --- |
* | "Please enter the new password twice." |
*
* @param {Auth_Passwords_RequiredInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_passwords_required = /** @type {((inputs?: Auth_Passwords_RequiredInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Passwords_RequiredInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_passwords_required(inputs)
	if (locale === "en") return __en.auth_passwords_required(inputs)
	return __spec.auth_passwords_required(inputs)
});
/**
* | output |
* | --- |
* | "Step {step} of 3" |
*
* @param {Auth_StepInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_step = /** @type {((inputs: Auth_StepInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_StepInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_step(inputs)
	if (locale === "en") return __en.auth_step(inputs)
	return __spec.auth_step(inputs)
});
/**
* | output |
* | --- |
* | "Step 1: your phone" |
*
* @param {Auth_Step1_FormInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_step1_form = /** @type {((inputs?: Auth_Step1_FormInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Step1_FormInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_step1_form(inputs)
	if (locale === "en") return __en.auth_step1_form(inputs)
	return __spec.auth_step1_form(inputs)
});
/**
* | output |
* | --- |
* | "Step 2: the code" |
*
* @param {Auth_Step2_FormInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_step2_form = /** @type {((inputs?: Auth_Step2_FormInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Step2_FormInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_step2_form(inputs)
	if (locale === "en") return __en.auth_step2_form(inputs)
	return __spec.auth_step2_form(inputs)
});
/**
* | output |
* | --- |
* | "We sent a code to {phone}." |
*
* @param {Auth_Sent_ToInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_sent_to = /** @type {((inputs: Auth_Sent_ToInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sent_ToInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_sent_to(inputs)
	if (locale === "en") return __en.auth_sent_to(inputs)
	return __spec.auth_sent_to(inputs)
});
/**
* | output |
* | --- |
* | "Send code" |
*
* @param {Auth_Send_OtpInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_send_otp = /** @type {((inputs?: Auth_Send_OtpInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Send_OtpInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_send_otp(inputs)
	if (locale === "en") return __en.auth_send_otp(inputs)
	return __spec.auth_send_otp(inputs)
});
/**
* | output |
* | --- |
* | "Verify code" |
*
* @param {Auth_Verify_OtpInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_verify_otp = /** @type {((inputs?: Auth_Verify_OtpInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Verify_OtpInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_verify_otp(inputs)
	if (locale === "en") return __en.auth_verify_otp(inputs)
	return __spec.auth_verify_otp(inputs)
});
/**
* | output |
* | --- |
* | "Resend code" |
*
* @param {Auth_Resend_Code_ButtonInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_resend_code_button = /** @type {((inputs?: Auth_Resend_Code_ButtonInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Resend_Code_ButtonInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_resend_code_button(inputs)
	if (locale === "en") return __en.auth_resend_code_button(inputs)
	return __spec.auth_resend_code_button(inputs)
});
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Auth_BackInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_back = /** @type {((inputs?: Auth_BackInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_BackInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_back(inputs)
	if (locale === "en") return __en.auth_back(inputs)
	return __spec.auth_back(inputs)
});
/**
* | output |
* | --- |
* | "Step 3: your account" |
*
* @param {Auth_Step3_AccountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_step3_account = /** @type {((inputs?: Auth_Step3_AccountInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Step3_AccountInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_step3_account(inputs)
	if (locale === "en") return __en.auth_step3_account(inputs)
	return __spec.auth_step3_account(inputs)
});
/**
* | output |
* | --- |
* | "Username" |
*
* @param {Auth_UsernameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_username = /** @type {((inputs?: Auth_UsernameInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_UsernameInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_username(inputs)
	if (locale === "en") return __en.auth_username(inputs)
	return __spec.auth_username(inputs)
});
/**
* | output |
* | --- |
* | "Re-enter password" |
*
* @param {Auth_Password2Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_password2 = /** @type {((inputs?: Auth_Password2Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Password2Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_password2(inputs)
	if (locale === "en") return __en.auth_password2(inputs)
	return __spec.auth_password2(inputs)
});
/**
* | output |
* | --- |
* | "Referral code (optional)" |
*
* @param {Auth_ReferralInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_referral = /** @type {((inputs?: Auth_ReferralInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_ReferralInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_referral(inputs)
	if (locale === "en") return __en.auth_referral(inputs)
	return __spec.auth_referral(inputs)
});
/**
* | output |
* | --- |
* | "Create account" |
*
* @param {Auth_Create_AccountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_create_account = /** @type {((inputs?: Auth_Create_AccountInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Create_AccountInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_create_account(inputs)
	if (locale === "en") return __en.auth_create_account(inputs)
	return __spec.auth_create_account(inputs)
});
/**
* | output |
* | --- |
* | "Already have an account? Log in" |
*
* @param {Auth_Have_AccountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_have_account = /** @type {((inputs?: Auth_Have_AccountInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Have_AccountInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_have_account(inputs)
	if (locale === "en") return __en.auth_have_account(inputs)
	return __spec.auth_have_account(inputs)
});
/**
* | output |
* | --- |
* | "Create your account" |
*
* @param {Auth_Signup_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_signup_title = /** @type {((inputs?: Auth_Signup_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signup_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_signup_title(inputs)
	if (locale === "en") return __en.auth_signup_title(inputs)
	return __spec.auth_signup_title(inputs)
});
/**
* | output |
* | --- |
* | "Reset your password" |
*
* @param {Auth_Reset_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_reset_title = /** @type {((inputs?: Auth_Reset_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_reset_title(inputs)
	if (locale === "en") return __en.auth_reset_title(inputs)
	return __spec.auth_reset_title(inputs)
});
/**
* | output |
* | --- |
* | "Send code" |
*
* @param {Auth_Send_Code_ButtonInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_send_code_button = /** @type {((inputs?: Auth_Send_Code_ButtonInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Send_Code_ButtonInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_send_code_button(inputs)
	if (locale === "en") return __en.auth_send_code_button(inputs)
	return __spec.auth_send_code_button(inputs)
});
/**
* | output |
* | --- |
* | "Verify code" |
*
* @param {Auth_Verify_Code_ButtonInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_verify_code_button = /** @type {((inputs?: Auth_Verify_Code_ButtonInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Verify_Code_ButtonInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_verify_code_button(inputs)
	if (locale === "en") return __en.auth_verify_code_button(inputs)
	return __spec.auth_verify_code_button(inputs)
});
/**
* | output |
* | --- |
* | "Step 3: new password" |
*
* @param {Auth_Step3_PasswordInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_step3_password = /** @type {((inputs?: Auth_Step3_PasswordInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Step3_PasswordInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_step3_password(inputs)
	if (locale === "en") return __en.auth_step3_password(inputs)
	return __spec.auth_step3_password(inputs)
});
/**
* | output |
* | --- |
* | "New password" |
*
* @param {Auth_New_PasswordInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_new_password = /** @type {((inputs?: Auth_New_PasswordInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_New_PasswordInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_new_password(inputs)
	if (locale === "en") return __en.auth_new_password(inputs)
	return __spec.auth_new_password(inputs)
});
/**
* | output |
* | --- |
* | "Confirm new password" |
*
* @param {Auth_Confirm_PasswordInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_password = /** @type {((inputs?: Auth_Confirm_PasswordInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirm_PasswordInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_confirm_password(inputs)
	if (locale === "en") return __en.auth_confirm_password(inputs)
	return __spec.auth_confirm_password(inputs)
});
/**
* | output |
* | --- |
* | "Reset password" |
*
* @param {Auth_Reset_PasswordInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_reset_password = /** @type {((inputs?: Auth_Reset_PasswordInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_PasswordInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_reset_password(inputs)
	if (locale === "en") return __en.auth_reset_password(inputs)
	return __spec.auth_reset_password(inputs)
});
/**
* | output |
* | --- |
* | "Password strength" |
*
* @param {Auth_StrengthInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_strength = /** @type {((inputs?: Auth_StrengthInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_StrengthInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_strength(inputs)
	if (locale === "en") return __en.auth_strength(inputs)
	return __spec.auth_strength(inputs)
});
/**
* | output |
* | --- |
* | "{label} ({score} of 100)" |
*
* @param {Auth_Strength_ValueInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_strength_value = /** @type {((inputs: Auth_Strength_ValueInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Strength_ValueInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_strength_value(inputs)
	if (locale === "en") return __en.auth_strength_value(inputs)
	return __spec.auth_strength_value(inputs)
});
/**
* | output |
* | --- |
* | "Strength: {label}" |
*
* @param {Auth_Strength_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_strength_line = /** @type {((inputs: Auth_Strength_LineInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Strength_LineInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_strength_line(inputs)
	if (locale === "en") return __en.auth_strength_line(inputs)
	return __spec.auth_strength_line(inputs)
});
/**
* | output |
* | --- |
* | "Weak" |
*
* @param {Auth_Strength_WeakInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_strength_weak = /** @type {((inputs?: Auth_Strength_WeakInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Strength_WeakInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_strength_weak(inputs)
	if (locale === "en") return __en.auth_strength_weak(inputs)
	return __spec.auth_strength_weak(inputs)
});
/**
* | output |
* | --- |
* | "Fair" |
*
* @param {Auth_Strength_FairInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_strength_fair = /** @type {((inputs?: Auth_Strength_FairInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Strength_FairInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_strength_fair(inputs)
	if (locale === "en") return __en.auth_strength_fair(inputs)
	return __spec.auth_strength_fair(inputs)
});
/**
* | output |
* | --- |
* | "Strong" |
*
* @param {Auth_Strength_StrongInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_strength_strong = /** @type {((inputs?: Auth_Strength_StrongInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Strength_StrongInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_strength_strong(inputs)
	if (locale === "en") return __en.auth_strength_strong(inputs)
	return __spec.auth_strength_strong(inputs)
});
/**
* | output |
* | --- |
* | "09xxxxxxxx" |
*
* @param {Auth_Phone_PlaceholderInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_phone_placeholder = /** @type {((inputs?: Auth_Phone_PlaceholderInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Phone_PlaceholderInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_phone_placeholder(inputs)
	if (locale === "en") return __en.auth_phone_placeholder(inputs)
	return __spec.auth_phone_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "I confirm that I am 21 years of age or older" |
*
* @param {Auth_Age_ConfirmInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_age_confirm = /** @type {((inputs?: Auth_Age_ConfirmInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Age_ConfirmInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_age_confirm(inputs)
	if (locale === "en") return __en.auth_age_confirm(inputs)
	return __spec.auth_age_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Please confirm that you are 21 years of age or older to create an account." |
*
* @param {Auth_Age_RequiredInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_age_required = /** @type {((inputs?: Auth_Age_RequiredInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Age_RequiredInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.auth_age_required(inputs)
	if (locale === "en") return __en.auth_age_required(inputs)
	return __spec.auth_age_required(inputs)
});
/**
* | output |
* | --- |
* | "Balance: …" |
*
* @param {Wallet_Balance_LoadingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_balance_loading = /** @type {((inputs?: Wallet_Balance_LoadingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Balance_LoadingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_balance_loading(inputs)
	if (locale === "en") return __en.wallet_balance_loading(inputs)
	return __spec.wallet_balance_loading(inputs)
});
/**
* | output |
* | --- |
* | "Balance: {amount} ETB" |
*
* @param {Wallet_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_balance = /** @type {((inputs: Wallet_BalanceInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_BalanceInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_balance(inputs)
	if (locale === "en") return __en.wallet_balance(inputs)
	return __spec.wallet_balance(inputs)
});
/**
* | output |
* | --- |
* | "Wallet" |
*
* @param {Wallet_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_title = /** @type {((inputs?: Wallet_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_title(inputs)
	if (locale === "en") return __en.wallet_title(inputs)
	return __spec.wallet_title(inputs)
});
/**
* | output |
* | --- |
* | "Balance" |
*
* @param {Wallet_Balance_CardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_balance_card = /** @type {((inputs?: Wallet_Balance_CardInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Balance_CardInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_balance_card(inputs)
	if (locale === "en") return __en.wallet_balance_card(inputs)
	return __spec.wallet_balance_card(inputs)
});
/**
* | output |
* | --- |
* | "Current balance" |
*
* @param {Wallet_Current_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_current_balance = /** @type {((inputs?: Wallet_Current_BalanceInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Current_BalanceInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_current_balance(inputs)
	if (locale === "en") return __en.wallet_current_balance(inputs)
	return __spec.wallet_current_balance(inputs)
});
/**
* | output |
* | --- |
* | "{amount} ETB" |
*
* @param {Wallet_Amount_EtbInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_amount_etb = /** @type {((inputs: Wallet_Amount_EtbInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Amount_EtbInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_amount_etb(inputs)
	if (locale === "en") return __en.wallet_amount_etb(inputs)
	return __spec.wallet_amount_etb(inputs)
});
/**
* | output |
* | --- |
* | "Promo: {amount} ETB (play only)" |
*
* @param {Wallet_PromoInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_promo = /** @type {((inputs: Wallet_PromoInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_PromoInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_promo(inputs)
	if (locale === "en") return __en.wallet_promo(inputs)
	return __spec.wallet_promo(inputs)
});
/**
* | output |
* | --- |
* | "Phone: {phone}" |
*
* @param {Wallet_Phone_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_phone_line = /** @type {((inputs: Wallet_Phone_LineInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Phone_LineInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_phone_line(inputs)
	if (locale === "en") return __en.wallet_phone_line(inputs)
	return __spec.wallet_phone_line(inputs)
});
/**
* | output |
* | --- |
* | "Wallet" |
*
* @param {Wallet_TabsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_tabs = /** @type {((inputs?: Wallet_TabsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_TabsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_tabs(inputs)
	if (locale === "en") return __en.wallet_tabs(inputs)
	return __spec.wallet_tabs(inputs)
});
/**
* | output |
* | --- |
* | "Deposit" |
*
* @param {Wallet_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_deposit = /** @type {((inputs?: Wallet_DepositInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_DepositInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_deposit(inputs)
	if (locale === "en") return __en.wallet_deposit(inputs)
	return __spec.wallet_deposit(inputs)
});
/**
* | output |
* | --- |
* | "Withdraw" |
*
* @param {Wallet_WithdrawInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_withdraw = /** @type {((inputs?: Wallet_WithdrawInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_WithdrawInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_withdraw(inputs)
	if (locale === "en") return __en.wallet_withdraw(inputs)
	return __spec.wallet_withdraw(inputs)
});
/**
* | output |
* | --- |
* | "Transfer" |
*
* @param {Wallet_TransferInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_transfer = /** @type {((inputs?: Wallet_TransferInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_TransferInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_transfer(inputs)
	if (locale === "en") return __en.wallet_transfer(inputs)
	return __spec.wallet_transfer(inputs)
});
/**
* | output |
* | --- |
* | "Deposit method" |
*
* @param {Wallet_Deposit_MethodInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_deposit_method = /** @type {((inputs?: Wallet_Deposit_MethodInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Deposit_MethodInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_deposit_method(inputs)
	if (locale === "en") return __en.wallet_deposit_method(inputs)
	return __spec.wallet_deposit_method(inputs)
});
/**
* | output |
* | --- |
* | "Withdrawal method" |
*
* @param {Wallet_Withdraw_MethodInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_withdraw_method = /** @type {((inputs?: Wallet_Withdraw_MethodInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Withdraw_MethodInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_withdraw_method(inputs)
	if (locale === "en") return __en.wallet_withdraw_method(inputs)
	return __spec.wallet_withdraw_method(inputs)
});
/**
* | output |
* | --- |
* | "Manual" |
*
* @param {Wallet_ManualInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_manual = /** @type {((inputs?: Wallet_ManualInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_ManualInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_manual(inputs)
	if (locale === "en") return __en.wallet_manual(inputs)
	return __spec.wallet_manual(inputs)
});
/**
* | output |
* | --- |
* | "Automatic" |
*
* @param {Wallet_AutomaticInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_automatic = /** @type {((inputs?: Wallet_AutomaticInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_AutomaticInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_automatic(inputs)
	if (locale === "en") return __en.wallet_automatic(inputs)
	return __spec.wallet_automatic(inputs)
});
/**
* | output |
* | --- |
* | "Deposit limits" |
*
* @param {Wallet_Deposit_LimitsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_deposit_limits = /** @type {((inputs?: Wallet_Deposit_LimitsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Deposit_LimitsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_deposit_limits(inputs)
	if (locale === "en") return __en.wallet_deposit_limits(inputs)
	return __spec.wallet_deposit_limits(inputs)
});
/**
* | output |
* | --- |
* | "Minimum deposit: {min} birr" |
*
* @param {Wallet_Min_Deposit_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_min_deposit_line = /** @type {((inputs: Wallet_Min_Deposit_LineInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Min_Deposit_LineInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_min_deposit_line(inputs)
	if (locale === "en") return __en.wallet_min_deposit_line(inputs)
	return __spec.wallet_min_deposit_line(inputs)
});
/**
* | output |
* | --- |
* | "Maximum daily deposit: {max} birr" |
*
* @param {Wallet_Max_Deposit_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_max_deposit_line = /** @type {((inputs: Wallet_Max_Deposit_LineInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Max_Deposit_LineInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_max_deposit_line(inputs)
	if (locale === "en") return __en.wallet_max_deposit_line(inputs)
	return __spec.wallet_max_deposit_line(inputs)
});
/**
* | output |
* | --- |
* | "Withdrawal limits" |
*
* @param {Wallet_Withdraw_LimitsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_withdraw_limits = /** @type {((inputs?: Wallet_Withdraw_LimitsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Withdraw_LimitsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_withdraw_limits(inputs)
	if (locale === "en") return __en.wallet_withdraw_limits(inputs)
	return __spec.wallet_withdraw_limits(inputs)
});
/**
* | output |
* | --- |
* | "Minimum withdrawal: {min} birr" |
*
* @param {Wallet_Min_Withdrawal_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_min_withdrawal_line = /** @type {((inputs: Wallet_Min_Withdrawal_LineInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Min_Withdrawal_LineInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_min_withdrawal_line(inputs)
	if (locale === "en") return __en.wallet_min_withdrawal_line(inputs)
	return __spec.wallet_min_withdrawal_line(inputs)
});
/**
* | output |
* | --- |
* | "Maximum daily withdrawal: {max} birr" |
*
* @param {Wallet_Max_Withdrawal_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_max_withdrawal_line = /** @type {((inputs: Wallet_Max_Withdrawal_LineInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Max_Withdrawal_LineInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_max_withdrawal_line(inputs)
	if (locale === "en") return __en.wallet_max_withdrawal_line(inputs)
	return __spec.wallet_max_withdrawal_line(inputs)
});
/**
* | output |
* | --- |
* | "Processing takes up to {hours} hours" |
*
* @param {Wallet_Processing_HoursInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_processing_hours = /** @type {((inputs: Wallet_Processing_HoursInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Processing_HoursInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_processing_hours(inputs)
	if (locale === "en") return __en.wallet_processing_hours(inputs)
	return __spec.wallet_processing_hours(inputs)
});
/**
* | output |
* | --- |
* | "Automatic deposit" |
*
* @param {Wallet_Automatic_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_automatic_deposit = /** @type {((inputs?: Wallet_Automatic_DepositInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Automatic_DepositInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_automatic_deposit(inputs)
	if (locale === "en") return __en.wallet_automatic_deposit(inputs)
	return __spec.wallet_automatic_deposit(inputs)
});
/**
* | output |
* | --- |
* | "Manual deposit" |
*
* @param {Wallet_Manual_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_manual_deposit = /** @type {((inputs?: Wallet_Manual_DepositInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Manual_DepositInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_manual_deposit(inputs)
	if (locale === "en") return __en.wallet_manual_deposit(inputs)
	return __spec.wallet_manual_deposit(inputs)
});
/**
* | output |
* | --- |
* | "Automatic withdrawal" |
*
* @param {Wallet_Automatic_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_automatic_withdrawal = /** @type {((inputs?: Wallet_Automatic_WithdrawalInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Automatic_WithdrawalInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_automatic_withdrawal(inputs)
	if (locale === "en") return __en.wallet_automatic_withdrawal(inputs)
	return __spec.wallet_automatic_withdrawal(inputs)
});
/**
* | output |
* | --- |
* | "Manual withdrawal" |
*
* @param {Wallet_Manual_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_manual_withdrawal = /** @type {((inputs?: Wallet_Manual_WithdrawalInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Manual_WithdrawalInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_manual_withdrawal(inputs)
	if (locale === "en") return __en.wallet_manual_withdrawal(inputs)
	return __spec.wallet_manual_withdrawal(inputs)
});
/**
* | output |
* | --- |
* | "Phone number" |
*
* @param {Wallet_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_phone = /** @type {((inputs?: Wallet_PhoneInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_PhoneInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_phone(inputs)
	if (locale === "en") return __en.wallet_phone(inputs)
	return __spec.wallet_phone(inputs)
});
/**
* | output |
* | --- |
* | "Amount (ETB)" |
*
* @param {Wallet_AmountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_amount = /** @type {((inputs?: Wallet_AmountInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_AmountInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_amount(inputs)
	if (locale === "en") return __en.wallet_amount(inputs)
	return __spec.wallet_amount(inputs)
});
/**
* | output |
* | --- |
* | "SMS transaction ID" |
*
* @param {Wallet_Sms_IdInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_sms_id = /** @type {((inputs?: Wallet_Sms_IdInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Sms_IdInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_sms_id(inputs)
	if (locale === "en") return __en.wallet_sms_id(inputs)
	return __spec.wallet_sms_id(inputs)
});
/**
* | output |
* | --- |
* | "Send the amount by mobile money, then paste the transaction ID from the SMS you received." |
*
* @param {Wallet_Manual_Deposit_HelpInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_manual_deposit_help = /** @type {((inputs?: Wallet_Manual_Deposit_HelpInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Manual_Deposit_HelpInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_manual_deposit_help(inputs)
	if (locale === "en") return __en.wallet_manual_deposit_help(inputs)
	return __spec.wallet_manual_deposit_help(inputs)
});
/**
* | output |
* | --- |
* | "Processing..." |
*
* @param {Wallet_Processing_ButtonInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_processing_button = /** @type {((inputs?: Wallet_Processing_ButtonInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Processing_ButtonInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_processing_button(inputs)
	if (locale === "en") return __en.wallet_processing_button(inputs)
	return __spec.wallet_processing_button(inputs)
});
/**
* | output |
* | --- |
* | "Send deposit request" |
*
* @param {Wallet_Send_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_send_deposit = /** @type {((inputs?: Wallet_Send_DepositInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Send_DepositInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_send_deposit(inputs)
	if (locale === "en") return __en.wallet_send_deposit(inputs)
	return __spec.wallet_send_deposit(inputs)
});
/**
* | output |
* | --- |
* | "Payment method" |
*
* @param {Wallet_Payment_MethodInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_payment_method = /** @type {((inputs?: Wallet_Payment_MethodInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Payment_MethodInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_payment_method(inputs)
	if (locale === "en") return __en.wallet_payment_method(inputs)
	return __spec.wallet_payment_method(inputs)
});
/**
* | output |
* | --- |
* | "(not available yet)" |
*
* @param {Wallet_Not_AvailableInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_not_available = /** @type {((inputs?: Wallet_Not_AvailableInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Not_AvailableInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_not_available(inputs)
	if (locale === "en") return __en.wallet_not_available(inputs)
	return __spec.wallet_not_available(inputs)
});
/**
* | output |
* | --- |
* | "Request ID:" |
*
* @param {Wallet_Request_IdInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_request_id = /** @type {((inputs?: Wallet_Request_IdInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Request_IdInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_request_id(inputs)
	if (locale === "en") return __en.wallet_request_id(inputs)
	return __spec.wallet_request_id(inputs)
});
/**
* | output |
* | --- |
* | "Send withdrawal request" |
*
* @param {Wallet_Send_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_send_withdrawal = /** @type {((inputs?: Wallet_Send_WithdrawalInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Send_WithdrawalInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_send_withdrawal(inputs)
	if (locale === "en") return __en.wallet_send_withdrawal(inputs)
	return __spec.wallet_send_withdrawal(inputs)
});
/**
* | output |
* | --- |
* | "Transfer to (phone)" |
*
* @param {Wallet_Transfer_ToInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_transfer_to = /** @type {((inputs?: Wallet_Transfer_ToInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Transfer_ToInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_transfer_to(inputs)
	if (locale === "en") return __en.wallet_transfer_to(inputs)
	return __spec.wallet_transfer_to(inputs)
});
/**
* | output |
* | --- |
* | "Confirm transfer" |
*
* @param {Wallet_Confirm_TransferInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_confirm_transfer = /** @type {((inputs?: Wallet_Confirm_TransferInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Confirm_TransferInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_confirm_transfer(inputs)
	if (locale === "en") return __en.wallet_confirm_transfer(inputs)
	return __spec.wallet_confirm_transfer(inputs)
});
/**
* | output |
* | --- |
* | "Send {amount} ETB to {receiver}? This action cannot be undone." |
*
* @param {Wallet_Confirm_Transfer_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_confirm_transfer_text = /** @type {((inputs: Wallet_Confirm_Transfer_TextInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Confirm_Transfer_TextInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_confirm_transfer_text(inputs)
	if (locale === "en") return __en.wallet_confirm_transfer_text(inputs)
	return __spec.wallet_confirm_transfer_text(inputs)
});
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Wallet_CancelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_cancel = /** @type {((inputs?: Wallet_CancelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_CancelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_cancel(inputs)
	if (locale === "en") return __en.wallet_cancel(inputs)
	return __spec.wallet_cancel(inputs)
});
/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Wallet_ConfirmInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_confirm = /** @type {((inputs?: Wallet_ConfirmInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_ConfirmInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_confirm(inputs)
	if (locale === "en") return __en.wallet_confirm(inputs)
	return __spec.wallet_confirm(inputs)
});
/**
* | output |
* | --- |
* | "The phone number must be exactly 10 digits." |
*
* @param {Wallet_Deposit_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_deposit_phone = /** @type {((inputs?: Wallet_Deposit_PhoneInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Deposit_PhoneInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_deposit_phone(inputs)
	if (locale === "en") return __en.wallet_deposit_phone(inputs)
	return __spec.wallet_deposit_phone(inputs)
});
/**
* | output |
* | --- |
* | "Phone number required." |
*
* @param {Wallet_Withdraw_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_withdraw_phone = /** @type {((inputs?: Wallet_Withdraw_PhoneInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Withdraw_PhoneInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_withdraw_phone(inputs)
	if (locale === "en") return __en.wallet_withdraw_phone(inputs)
	return __spec.wallet_withdraw_phone(inputs)
});
/**
* | output |
* | --- |
* | "Amount in birr required." |
*
* @param {Wallet_Amount_RequiredInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_amount_required = /** @type {((inputs?: Wallet_Amount_RequiredInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Amount_RequiredInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_amount_required(inputs)
	if (locale === "en") return __en.wallet_amount_required(inputs)
	return __spec.wallet_amount_required(inputs)
});
/**
* | output |
* | --- |
* | "Invalid payment method. Please select one!" |
*
* @param {Wallet_Withdraw_Method_InvalidInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_withdraw_method_invalid = /** @type {((inputs?: Wallet_Withdraw_Method_InvalidInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Withdraw_Method_InvalidInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_withdraw_method_invalid(inputs)
	if (locale === "en") return __en.wallet_withdraw_method_invalid(inputs)
	return __spec.wallet_withdraw_method_invalid(inputs)
});
/**
* | output |
* | --- |
* | "The account to transfer to is required." |
*
* @param {Wallet_Transfer_To_RequiredInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_transfer_to_required = /** @type {((inputs?: Wallet_Transfer_To_RequiredInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Transfer_To_RequiredInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_transfer_to_required(inputs)
	if (locale === "en") return __en.wallet_transfer_to_required(inputs)
	return __spec.wallet_transfer_to_required(inputs)
});
/**
* | output |
* | --- |
* | "The phone number must be 10 digits, starting with 0." |
*
* @param {Wallet_Transfer_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_transfer_phone = /** @type {((inputs?: Wallet_Transfer_PhoneInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Transfer_PhoneInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_transfer_phone(inputs)
	if (locale === "en") return __en.wallet_transfer_phone(inputs)
	return __spec.wallet_transfer_phone(inputs)
});
/**
* | output |
* | --- |
* | "Insufficient balance!" |
*
* @param {Wallet_InsufficientInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_insufficient = /** @type {((inputs?: Wallet_InsufficientInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_InsufficientInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_insufficient(inputs)
	if (locale === "en") return __en.wallet_insufficient(inputs)
	return __spec.wallet_insufficient(inputs)
});
/**
* | output |
* | --- |
* | "User data not found! Please refresh the page." |
*
* @param {Wallet_No_UserInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_no_user = /** @type {((inputs?: Wallet_No_UserInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_No_UserInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_no_user(inputs)
	if (locale === "en") return __en.wallet_no_user(inputs)
	return __spec.wallet_no_user(inputs)
});
/**
* | output |
* | --- |
* | "Please enter a valid amount." |
*
* @param {Wallet_Manual_AmountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_manual_amount = /** @type {((inputs?: Wallet_Manual_AmountInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Manual_AmountInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_manual_amount(inputs)
	if (locale === "en") return __en.wallet_manual_amount(inputs)
	return __spec.wallet_manual_amount(inputs)
});
/**
* | output |
* | --- |
* | "Please paste the mobile-money SMS transaction ID." |
*
* @param {Wallet_Manual_SmsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_manual_sms = /** @type {((inputs?: Wallet_Manual_SmsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Manual_SmsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_manual_sms(inputs)
	if (locale === "en") return __en.wallet_manual_sms(inputs)
	return __spec.wallet_manual_sms(inputs)
});
/**
* | output |
* | --- |
* | "Unable to generate a request ID. Please refresh the page!" |
*
* @param {Wallet_No_Trx_IdInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_no_trx_id = /** @type {((inputs?: Wallet_No_Trx_IdInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_No_Trx_IdInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_no_trx_id(inputs)
	if (locale === "en") return __en.wallet_no_trx_id(inputs)
	return __spec.wallet_no_trx_id(inputs)
});
/**
* | output |
* | --- |
* | "Processing..." |
*
* @param {Wallet_ProcessingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_processing = /** @type {((inputs?: Wallet_ProcessingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_ProcessingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_processing(inputs)
	if (locale === "en") return __en.wallet_processing(inputs)
	return __spec.wallet_processing(inputs)
});
/**
* | output |
* | --- |
* | "Done. You will receive a text message from the selected provider shortly!" |
*
* @param {Wallet_Withdraw_PendingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_withdraw_pending = /** @type {((inputs?: Wallet_Withdraw_PendingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Withdraw_PendingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_withdraw_pending(inputs)
	if (locale === "en") return __en.wallet_withdraw_pending(inputs)
	return __spec.wallet_withdraw_pending(inputs)
});
/**
* | output |
* | --- |
* | "The minimum deposit is {min} birr." |
*
* @param {Wallet_Min_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_min_deposit = /** @type {((inputs: Wallet_Min_DepositInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Min_DepositInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_min_deposit(inputs)
	if (locale === "en") return __en.wallet_min_deposit(inputs)
	return __spec.wallet_min_deposit(inputs)
});
/**
* | output |
* | --- |
* | "The minimum withdrawal is {min} birr." |
*
* @param {Wallet_Min_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_min_withdrawal = /** @type {((inputs: Wallet_Min_WithdrawalInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Min_WithdrawalInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_min_withdrawal(inputs)
	if (locale === "en") return __en.wallet_min_withdrawal(inputs)
	return __spec.wallet_min_withdrawal(inputs)
});
/**
* | output |
* | --- |
* | "Transfer completed." |
*
* @param {Wallet_Transfer_DoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_transfer_done = /** @type {((inputs?: Wallet_Transfer_DoneInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Transfer_DoneInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_transfer_done(inputs)
	if (locale === "en") return __en.wallet_transfer_done(inputs)
	return __spec.wallet_transfer_done(inputs)
});
/**
* | output |
* | --- |
* | "Deposit request sent." |
*
* @param {Wallet_Deposit_SentInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_deposit_sent = /** @type {((inputs?: Wallet_Deposit_SentInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Deposit_SentInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_deposit_sent(inputs)
	if (locale === "en") return __en.wallet_deposit_sent(inputs)
	return __spec.wallet_deposit_sent(inputs)
});
/**
* | output |
* | --- |
* | "Redirecting to the payment provider..." |
*
* @param {Wallet_RedirectingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_redirecting = /** @type {((inputs?: Wallet_RedirectingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_RedirectingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_redirecting(inputs)
	if (locale === "en") return __en.wallet_redirecting(inputs)
	return __spec.wallet_redirecting(inputs)
});
/**
* | output |
* | --- |
* | "The payment provider address is not trusted. Please contact support." |
*
* @param {Wallet_Untrusted_UrlInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_untrusted_url = /** @type {((inputs?: Wallet_Untrusted_UrlInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Untrusted_UrlInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_untrusted_url(inputs)
	if (locale === "en") return __en.wallet_untrusted_url(inputs)
	return __spec.wallet_untrusted_url(inputs)
});
/**
* | output |
* | --- |
* | "Not confirmed — checking your balance…" |
*
* @param {Wallet_Not_Confirmed_CheckingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_not_confirmed_checking = /** @type {((inputs?: Wallet_Not_Confirmed_CheckingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Not_Confirmed_CheckingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_not_confirmed_checking(inputs)
	if (locale === "en") return __en.wallet_not_confirmed_checking(inputs)
	return __spec.wallet_not_confirmed_checking(inputs)
});
/**
* | output |
* | --- |
* | "Your balance is now {amount} ETB." |
*
* @param {Wallet_Balance_NowInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_balance_now = /** @type {((inputs: Wallet_Balance_NowInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Balance_NowInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_balance_now(inputs)
	if (locale === "en") return __en.wallet_balance_now(inputs)
	return __spec.wallet_balance_now(inputs)
});
/**
* | output |
* | --- |
* | "The balance could not be read." |
*
* @param {Wallet_Balance_UnreadInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_balance_unread = /** @type {((inputs?: Wallet_Balance_UnreadInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Balance_UnreadInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_balance_unread(inputs)
	if (locale === "en") return __en.wallet_balance_unread(inputs)
	return __spec.wallet_balance_unread(inputs)
});
/**
* | output |
* | --- |
* | "Trying again is safe: it will not be done twice." |
*
* @param {Wallet_Safe_RetryInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_safe_retry = /** @type {((inputs?: Wallet_Safe_RetryInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Safe_RetryInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_safe_retry(inputs)
	if (locale === "en") return __en.wallet_safe_retry(inputs)
	return __spec.wallet_safe_retry(inputs)
});
/**
* | output |
* | --- |
* | "Not confirmed by an answer, but the server shows a {label} of {amount} ETB. {balance}" |
*
* @param {Wallet_Nc_EntryInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_nc_entry = /** @type {((inputs: Wallet_Nc_EntryInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Nc_EntryInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_nc_entry(inputs)
	if (locale === "en") return __en.wallet_nc_entry(inputs)
	return __spec.wallet_nc_entry(inputs)
});
/**
* | output |
* | --- |
* | "Not confirmed: the server shows no {label} of {amount} ETB. {balance} {retry}" |
*
* @param {Wallet_Nc_No_EntryInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_nc_no_entry = /** @type {((inputs: Wallet_Nc_No_EntryInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Nc_No_EntryInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_nc_no_entry(inputs)
	if (locale === "en") return __en.wallet_nc_no_entry(inputs)
	return __spec.wallet_nc_no_entry(inputs)
});
/**
* | output |
* | --- |
* | "Not confirmed. {balance} {retry}" |
*
* @param {Wallet_Nc_PlainInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_nc_plain = /** @type {((inputs: Wallet_Nc_PlainInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Nc_PlainInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_nc_plain(inputs)
	if (locale === "en") return __en.wallet_nc_plain(inputs)
	return __spec.wallet_nc_plain(inputs)
});
/**
* | output |
* | --- |
* | "transfer" |
*
* @param {Wallet_Intent_TransferInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_intent_transfer = /** @type {((inputs?: Wallet_Intent_TransferInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Intent_TransferInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_intent_transfer(inputs)
	if (locale === "en") return __en.wallet_intent_transfer(inputs)
	return __spec.wallet_intent_transfer(inputs)
});
/**
* | output |
* | --- |
* | "withdrawal" |
*
* @param {Wallet_Intent_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_intent_withdrawal = /** @type {((inputs?: Wallet_Intent_WithdrawalInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Intent_WithdrawalInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_intent_withdrawal(inputs)
	if (locale === "en") return __en.wallet_intent_withdrawal(inputs)
	return __spec.wallet_intent_withdrawal(inputs)
});
/**
* | output |
* | --- |
* | "deposit" |
*
* @param {Wallet_Intent_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_intent_deposit = /** @type {((inputs?: Wallet_Intent_DepositInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Intent_DepositInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_intent_deposit(inputs)
	if (locale === "en") return __en.wallet_intent_deposit(inputs)
	return __spec.wallet_intent_deposit(inputs)
});
/**
* | output |
* | --- |
* | "board purchase" |
*
* @param {Wallet_Intent_PurchaseInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_intent_purchase = /** @type {((inputs?: Wallet_Intent_PurchaseInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Intent_PurchaseInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_intent_purchase(inputs)
	if (locale === "en") return __en.wallet_intent_purchase(inputs)
	return __spec.wallet_intent_purchase(inputs)
});
/**
* | output |
* | --- |
* | "Transaction history" |
*
* @param {Wallet_History_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_history_title = /** @type {((inputs?: Wallet_History_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_History_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_history_title(inputs)
	if (locale === "en") return __en.wallet_history_title(inputs)
	return __spec.wallet_history_title(inputs)
});
/**
* | output |
* | --- |
* | "No transaction history available" |
*
* @param {Wallet_No_TransactionsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_no_transactions = /** @type {((inputs?: Wallet_No_TransactionsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_No_TransactionsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_no_transactions(inputs)
	if (locale === "en") return __en.wallet_no_transactions(inputs)
	return __spec.wallet_no_transactions(inputs)
});
/**
* | output |
* | --- |
* | "Loading transactions..." |
*
* @param {Wallet_Loading_TransactionsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_loading_transactions = /** @type {((inputs?: Wallet_Loading_TransactionsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Loading_TransactionsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_loading_transactions(inputs)
	if (locale === "en") return __en.wallet_loading_transactions(inputs)
	return __spec.wallet_loading_transactions(inputs)
});
/**
* | output |
* | --- |
* | "Summary" |
*
* @param {Wallet_SummaryInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_summary = /** @type {((inputs?: Wallet_SummaryInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_SummaryInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_summary(inputs)
	if (locale === "en") return __en.wallet_summary(inputs)
	return __spec.wallet_summary(inputs)
});
/**
* | output |
* | --- |
* | "In: {amount} ETB" |
*
* @param {Wallet_InInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_in = /** @type {((inputs: Wallet_InInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_InInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_in(inputs)
	if (locale === "en") return __en.wallet_in(inputs)
	return __spec.wallet_in(inputs)
});
/**
* | output |
* | --- |
* | "Out: {amount} ETB" |
*
* @param {Wallet_OutInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_out = /** @type {((inputs: Wallet_OutInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_OutInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_out(inputs)
	if (locale === "en") return __en.wallet_out(inputs)
	return __spec.wallet_out(inputs)
});
/**
* | output |
* | --- |
* | "By type" |
*
* @param {Wallet_By_TypeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_by_type = /** @type {((inputs?: Wallet_By_TypeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_By_TypeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_by_type(inputs)
	if (locale === "en") return __en.wallet_by_type(inputs)
	return __spec.wallet_by_type(inputs)
});
/**
* | output |
* | --- |
* | "Type" |
*
* @param {Wallet_Col_TypeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_col_type = /** @type {((inputs?: Wallet_Col_TypeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Col_TypeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_col_type(inputs)
	if (locale === "en") return __en.wallet_col_type(inputs)
	return __spec.wallet_col_type(inputs)
});
/**
* | output |
* | --- |
* | "Count" |
*
* @param {Wallet_Col_CountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_col_count = /** @type {((inputs?: Wallet_Col_CountInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Col_CountInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_col_count(inputs)
	if (locale === "en") return __en.wallet_col_count(inputs)
	return __spec.wallet_col_count(inputs)
});
/**
* | output |
* | --- |
* | "Sum (ETB)" |
*
* @param {Wallet_Col_SumInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_col_sum = /** @type {((inputs?: Wallet_Col_SumInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Col_SumInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_col_sum(inputs)
	if (locale === "en") return __en.wallet_col_sum(inputs)
	return __spec.wallet_col_sum(inputs)
});
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Wallet_Col_DateInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_col_date = /** @type {((inputs?: Wallet_Col_DateInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Col_DateInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_col_date(inputs)
	if (locale === "en") return __en.wallet_col_date(inputs)
	return __spec.wallet_col_date(inputs)
});
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Wallet_Col_AmountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_col_amount = /** @type {((inputs?: Wallet_Col_AmountInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Col_AmountInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_col_amount(inputs)
	if (locale === "en") return __en.wallet_col_amount(inputs)
	return __spec.wallet_col_amount(inputs)
});
/**
* | output |
* | --- |
* | "Balance" |
*
* @param {Wallet_Col_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_col_balance = /** @type {((inputs?: Wallet_Col_BalanceInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Col_BalanceInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_col_balance(inputs)
	if (locale === "en") return __en.wallet_col_balance(inputs)
	return __spec.wallet_col_balance(inputs)
});
/**
* | output |
* | --- |
* | "Details" |
*
* @param {Wallet_Col_DetailsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_col_details = /** @type {((inputs?: Wallet_Col_DetailsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Col_DetailsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_col_details(inputs)
	if (locale === "en") return __en.wallet_col_details(inputs)
	return __spec.wallet_col_details(inputs)
});
/**
* | output |
* | --- |
* | "Transactions" |
*
* @param {Wallet_TransactionsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_transactions = /** @type {((inputs?: Wallet_TransactionsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_TransactionsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_transactions(inputs)
	if (locale === "en") return __en.wallet_transactions(inputs)
	return __spec.wallet_transactions(inputs)
});
/**
* | output |
* | --- |
* | "Show details of {type} {amount}" |
*
* @param {Wallet_Show_DetailsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_show_details = /** @type {((inputs: Wallet_Show_DetailsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Show_DetailsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_show_details(inputs)
	if (locale === "en") return __en.wallet_show_details(inputs)
	return __spec.wallet_show_details(inputs)
});
/**
* | output |
* | --- |
* | "Hide details of {type} {amount}" |
*
* @param {Wallet_Hide_DetailsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_hide_details = /** @type {((inputs: Wallet_Hide_DetailsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Hide_DetailsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_hide_details(inputs)
	if (locale === "en") return __en.wallet_hide_details(inputs)
	return __spec.wallet_hide_details(inputs)
});
/**
* | output |
* | --- |
* | "Date: {date}" |
*
* @param {Wallet_Row_DateInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_row_date = /** @type {((inputs: Wallet_Row_DateInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Row_DateInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_row_date(inputs)
	if (locale === "en") return __en.wallet_row_date(inputs)
	return __spec.wallet_row_date(inputs)
});
/**
* | output |
* | --- |
* | "Balance: {amount} ETB" |
*
* @param {Wallet_Row_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_row_balance = /** @type {((inputs: Wallet_Row_BalanceInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Row_BalanceInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_row_balance(inputs)
	if (locale === "en") return __en.wallet_row_balance(inputs)
	return __spec.wallet_row_balance(inputs)
});
/**
* | output |
* | --- |
* | "Show chart" |
*
* @param {Wallet_Show_ChartInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_show_chart = /** @type {((inputs?: Wallet_Show_ChartInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Show_ChartInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_show_chart(inputs)
	if (locale === "en") return __en.wallet_show_chart(inputs)
	return __spec.wallet_show_chart(inputs)
});
/**
* | output |
* | --- |
* | "Loading chart..." |
*
* @param {Wallet_Loading_ChartInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_loading_chart = /** @type {((inputs?: Wallet_Loading_ChartInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Loading_ChartInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_loading_chart(inputs)
	if (locale === "en") return __en.wallet_loading_chart(inputs)
	return __spec.wallet_loading_chart(inputs)
});
/**
* | output |
* | --- |
* | "Balance over time chart" |
*
* @param {Wallet_Chart_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_chart_label = /** @type {((inputs?: Wallet_Chart_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Chart_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_chart_label(inputs)
	if (locale === "en") return __en.wallet_chart_label(inputs)
	return __spec.wallet_chart_label(inputs)
});
/**
* | output |
* | --- |
* | "Balance over time chart, now {amount} ETB" |
*
* @param {Wallet_Chart_Label_NowInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_chart_label_now = /** @type {((inputs: Wallet_Chart_Label_NowInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Chart_Label_NowInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_chart_label_now(inputs)
	if (locale === "en") return __en.wallet_chart_label_now(inputs)
	return __spec.wallet_chart_label_now(inputs)
});
/**
* | output |
* | --- |
* | "Balance (ETB)" |
*
* @param {Wallet_Chart_SeriesInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_chart_series = /** @type {((inputs?: Wallet_Chart_SeriesInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Chart_SeriesInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_chart_series(inputs)
	if (locale === "en") return __en.wallet_chart_series(inputs)
	return __spec.wallet_chart_series(inputs)
});
/**
* | output |
* | --- |
* | "Deposit" |
*
* @param {Wallet_Type_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_deposit = /** @type {((inputs?: Wallet_Type_DepositInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Type_DepositInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_type_deposit(inputs)
	if (locale === "en") return __en.wallet_type_deposit(inputs)
	return __spec.wallet_type_deposit(inputs)
});
/**
* | output |
* | --- |
* | "Transfer in" |
*
* @param {Wallet_Type_Transfer_InInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_transfer_in = /** @type {((inputs?: Wallet_Type_Transfer_InInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Type_Transfer_InInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_type_transfer_in(inputs)
	if (locale === "en") return __en.wallet_type_transfer_in(inputs)
	return __spec.wallet_type_transfer_in(inputs)
});
/**
* | output |
* | --- |
* | "Transfer out" |
*
* @param {Wallet_Type_Transfer_OutInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_transfer_out = /** @type {((inputs?: Wallet_Type_Transfer_OutInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Type_Transfer_OutInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_type_transfer_out(inputs)
	if (locale === "en") return __en.wallet_type_transfer_out(inputs)
	return __spec.wallet_type_transfer_out(inputs)
});
/**
* | output |
* | --- |
* | "Withdrawal" |
*
* @param {Wallet_Type_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_withdrawal = /** @type {((inputs?: Wallet_Type_WithdrawalInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Type_WithdrawalInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_type_withdrawal(inputs)
	if (locale === "en") return __en.wallet_type_withdrawal(inputs)
	return __spec.wallet_type_withdrawal(inputs)
});
/**
* | output |
* | --- |
* | "Game won" |
*
* @param {Wallet_Type_Game_WonInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_game_won = /** @type {((inputs?: Wallet_Type_Game_WonInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Type_Game_WonInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_type_game_won(inputs)
	if (locale === "en") return __en.wallet_type_game_won(inputs)
	return __spec.wallet_type_game_won(inputs)
});
/**
* | output |
* | --- |
* | "Game lost" |
*
* @param {Wallet_Type_Game_LostInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_game_lost = /** @type {((inputs?: Wallet_Type_Game_LostInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Type_Game_LostInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_type_game_lost(inputs)
	if (locale === "en") return __en.wallet_type_game_lost(inputs)
	return __spec.wallet_type_game_lost(inputs)
});
/**
* | output |
* | --- |
* | "Bonus" |
*
* @param {Wallet_Type_BonusInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_bonus = /** @type {((inputs?: Wallet_Type_BonusInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Type_BonusInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_type_bonus(inputs)
	if (locale === "en") return __en.wallet_type_bonus(inputs)
	return __spec.wallet_type_bonus(inputs)
});
/**
* | output |
* | --- |
* | "Game bonus" |
*
* @param {Wallet_Type_Game_BonusInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_game_bonus = /** @type {((inputs?: Wallet_Type_Game_BonusInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Type_Game_BonusInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_type_game_bonus(inputs)
	if (locale === "en") return __en.wallet_type_game_bonus(inputs)
	return __spec.wallet_type_game_bonus(inputs)
});
/**
* | output |
* | --- |
* | "Invite reward (play only)" |
*
* @param {Wallet_Type_InviteInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_invite = /** @type {((inputs?: Wallet_Type_InviteInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Type_InviteInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_type_invite(inputs)
	if (locale === "en") return __en.wallet_type_invite(inputs)
	return __spec.wallet_type_invite(inputs)
});
/**
* | output |
* | --- |
* | "Board purchase" |
*
* @param {Wallet_Type_Cartela_PurchaseInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_cartela_purchase = /** @type {((inputs?: Wallet_Type_Cartela_PurchaseInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Type_Cartela_PurchaseInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_type_cartela_purchase(inputs)
	if (locale === "en") return __en.wallet_type_cartela_purchase(inputs)
	return __spec.wallet_type_cartela_purchase(inputs)
});
/**
* | output |
* | --- |
* | "Payment successful" |
*
* @param {Wallet_Payment_SuccessInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_payment_success = /** @type {((inputs?: Wallet_Payment_SuccessInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Payment_SuccessInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_payment_success(inputs)
	if (locale === "en") return __en.wallet_payment_success(inputs)
	return __spec.wallet_payment_success(inputs)
});
/**
* | output |
* | --- |
* | "Payment failed" |
*
* @param {Wallet_Payment_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_payment_failed = /** @type {((inputs?: Wallet_Payment_FailedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Payment_FailedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_payment_failed(inputs)
	if (locale === "en") return __en.wallet_payment_failed(inputs)
	return __spec.wallet_payment_failed(inputs)
});
/**
* | output |
* | --- |
* | "Oops! Something went wrong. Please try again or contact support." |
*
* @param {Wallet_Payment_Failure_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_payment_failure_text = /** @type {((inputs?: Wallet_Payment_Failure_TextInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Payment_Failure_TextInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_payment_failure_text(inputs)
	if (locale === "en") return __en.wallet_payment_failure_text(inputs)
	return __spec.wallet_payment_failure_text(inputs)
});
/**
* | output |
* | --- |
* | "You returned from the payment provider with a deposit of {amount} ETB. The balance below is the one the server holds; a deposit the provider has not confirme..." |
*
* @param {Wallet_Pending_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_pending_deposit = /** @type {((inputs: Wallet_Pending_DepositInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Pending_DepositInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_pending_deposit(inputs)
	if (locale === "en") return __en.wallet_pending_deposit(inputs)
	return __spec.wallet_pending_deposit(inputs)
});
/**
* | output |
* | --- |
* | "Retry payment" |
*
* @param {Wallet_Retry_PaymentInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_retry_payment = /** @type {((inputs?: Wallet_Retry_PaymentInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Retry_PaymentInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_retry_payment(inputs)
	if (locale === "en") return __en.wallet_retry_payment(inputs)
	return __spec.wallet_retry_payment(inputs)
});
/**
* | output |
* | --- |
* | "Go back" |
*
* @param {Wallet_Go_BackInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_go_back = /** @type {((inputs?: Wallet_Go_BackInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Go_BackInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.wallet_go_back(inputs)
	if (locale === "en") return __en.wallet_go_back(inputs)
	return __spec.wallet_go_back(inputs)
});
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Account_Menu_HomeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_home = /** @type {((inputs?: Account_Menu_HomeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Menu_HomeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_menu_home(inputs)
	if (locale === "en") return __en.account_menu_home(inputs)
	return __spec.account_menu_home(inputs)
});
/**
* | output |
* | --- |
* | "Transaction History" |
*
* @param {Account_Menu_TransactionsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_transactions = /** @type {((inputs?: Account_Menu_TransactionsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Menu_TransactionsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_menu_transactions(inputs)
	if (locale === "en") return __en.account_menu_transactions(inputs)
	return __spec.account_menu_transactions(inputs)
});
/**
* | output |
* | --- |
* | "Game History" |
*
* @param {Account_Menu_GamesInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_games = /** @type {((inputs?: Account_Menu_GamesInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Menu_GamesInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_menu_games(inputs)
	if (locale === "en") return __en.account_menu_games(inputs)
	return __spec.account_menu_games(inputs)
});
/**
* | output |
* | --- |
* | "Invite Friends" |
*
* @param {Account_Menu_InviteInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_invite = /** @type {((inputs?: Account_Menu_InviteInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Menu_InviteInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_menu_invite(inputs)
	if (locale === "en") return __en.account_menu_invite(inputs)
	return __spec.account_menu_invite(inputs)
});
/**
* | output |
* | --- |
* | "Game Instructions" |
*
* @param {Account_Menu_InstructionsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_instructions = /** @type {((inputs?: Account_Menu_InstructionsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Menu_InstructionsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_menu_instructions(inputs)
	if (locale === "en") return __en.account_menu_instructions(inputs)
	return __spec.account_menu_instructions(inputs)
});
/**
* | output |
* | --- |
* | "Terms and Conditions" |
*
* @param {Account_Menu_TermsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_terms = /** @type {((inputs?: Account_Menu_TermsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Menu_TermsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_menu_terms(inputs)
	if (locale === "en") return __en.account_menu_terms(inputs)
	return __spec.account_menu_terms(inputs)
});
/**
* | output |
* | --- |
* | "Contact and Support" |
*
* @param {Account_Menu_SupportInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_support = /** @type {((inputs?: Account_Menu_SupportInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Menu_SupportInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_menu_support(inputs)
	if (locale === "en") return __en.account_menu_support(inputs)
	return __spec.account_menu_support(inputs)
});
/**
* | output |
* | --- |
* | "Edit Profile" |
*
* @param {Account_Menu_ProfileInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_profile = /** @type {((inputs?: Account_Menu_ProfileInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Menu_ProfileInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_menu_profile(inputs)
	if (locale === "en") return __en.account_menu_profile(inputs)
	return __spec.account_menu_profile(inputs)
});
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Account_BackInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_back = /** @type {((inputs?: Account_BackInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_BackInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_back(inputs)
	if (locale === "en") return __en.account_back(inputs)
	return __spec.account_back(inputs)
});
/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Account_Open_MenuInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_open_menu = /** @type {((inputs?: Account_Open_MenuInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Open_MenuInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_open_menu(inputs)
	if (locale === "en") return __en.account_open_menu(inputs)
	return __spec.account_open_menu(inputs)
});
/**
* | output |
* | --- |
* | "Cartela home" |
*
* @param {Account_Home_LinkInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_home_link = /** @type {((inputs?: Account_Home_LinkInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Home_LinkInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_home_link(inputs)
	if (locale === "en") return __en.account_home_link(inputs)
	return __spec.account_home_link(inputs)
});
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Account_Main_NavInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_main_nav = /** @type {((inputs?: Account_Main_NavInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Main_NavInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_main_nav(inputs)
	if (locale === "en") return __en.account_main_nav(inputs)
	return __spec.account_main_nav(inputs)
});
/**
* | output |
* | --- |
* | "Bet: {amount} ETB" |
*
* @param {Account_BetInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_bet = /** @type {((inputs: Account_BetInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_BetInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_bet(inputs)
	if (locale === "en") return __en.account_bet(inputs)
	return __spec.account_bet(inputs)
});
/**
* | output |
* | --- |
* | "Add Credit" |
*
* @param {Account_Add_CreditInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_add_credit = /** @type {((inputs?: Account_Add_CreditInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Add_CreditInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_add_credit(inputs)
	if (locale === "en") return __en.account_add_credit(inputs)
	return __spec.account_add_credit(inputs)
});
/**
* | output |
* | --- |
* | "Notifications: {count}" |
*
* @param {Account_NotificationsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_notifications = /** @type {((inputs: Account_NotificationsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_NotificationsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_notifications(inputs)
	if (locale === "en") return __en.account_notifications(inputs)
	return __spec.account_notifications(inputs)
});
/**
* | output |
* | --- |
* | "Profile of {name}" |
*
* @param {Account_Profile_OfInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_profile_of = /** @type {((inputs: Account_Profile_OfInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_OfInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_profile_of(inputs)
	if (locale === "en") return __en.account_profile_of(inputs)
	return __spec.account_profile_of(inputs)
});
/**
* | output |
* | --- |
* | "Log out" |
*
* @param {Account_LogoutInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_logout = /** @type {((inputs?: Account_LogoutInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_LogoutInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_logout(inputs)
	if (locale === "en") return __en.account_logout(inputs)
	return __spec.account_logout(inputs)
});
/**
* | output |
* | --- |
* | "Menu" |
*
* @param {Account_MenuInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu = /** @type {((inputs?: Account_MenuInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_MenuInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_menu(inputs)
	if (locale === "en") return __en.account_menu(inputs)
	return __spec.account_menu(inputs)
});
/**
* | output |
* | --- |
* | "{amount} ETB" |
*
* @param {Account_Balance_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_balance_line = /** @type {((inputs: Account_Balance_LineInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Balance_LineInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_balance_line(inputs)
	if (locale === "en") return __en.account_balance_line(inputs)
	return __spec.account_balance_line(inputs)
});
/**
* | output |
* | --- |
* | "Choose how to play" |
*
* @param {Account_Game_Type_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_game_type_title = /** @type {((inputs?: Account_Game_Type_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Game_Type_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_game_type_title(inputs)
	if (locale === "en") return __en.account_game_type_title(inputs)
	return __spec.account_game_type_title(inputs)
});
/**
* | output |
* | --- |
* | "Manual Play" |
*
* @param {Account_Manual_PlayInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_manual_play = /** @type {((inputs?: Account_Manual_PlayInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Manual_PlayInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_manual_play(inputs)
	if (locale === "en") return __en.account_manual_play(inputs)
	return __spec.account_manual_play(inputs)
});
/**
* | output |
* | --- |
* | "AutoPlay" |
*
* @param {Account_AutoplayInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_autoplay = /** @type {((inputs?: Account_AutoplayInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_AutoplayInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_autoplay(inputs)
	if (locale === "en") return __en.account_autoplay(inputs)
	return __spec.account_autoplay(inputs)
});
/**
* | output |
* | --- |
* | "Coming soon" |
*
* @param {Account_Coming_SoonInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_coming_soon = /** @type {((inputs?: Account_Coming_SoonInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Coming_SoonInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_coming_soon(inputs)
	if (locale === "en") return __en.account_coming_soon(inputs)
	return __spec.account_coming_soon(inputs)
});
/**
* | output |
* | --- |
* | "Scheduled games" |
*
* @param {Account_Scheduled_GamesInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_scheduled_games = /** @type {((inputs?: Account_Scheduled_GamesInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Scheduled_GamesInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_scheduled_games(inputs)
	if (locale === "en") return __en.account_scheduled_games(inputs)
	return __spec.account_scheduled_games(inputs)
});
/**
* | output |
* | --- |
* | "Game History" |
*
* @param {Account_Games_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_games_title = /** @type {((inputs?: Account_Games_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Games_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_games_title(inputs)
	if (locale === "en") return __en.account_games_title(inputs)
	return __spec.account_games_title(inputs)
});
/**
* | output |
* | --- |
* | "No games found for the selected date range." |
*
* @param {Account_No_GamesInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_no_games = /** @type {((inputs?: Account_No_GamesInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_GamesInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_no_games(inputs)
	if (locale === "en") return __en.account_no_games(inputs)
	return __spec.account_no_games(inputs)
});
/**
* | output |
* | --- |
* | "Board data not available." |
*
* @param {Account_No_Board_DataInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_no_board_data = /** @type {((inputs?: Account_No_Board_DataInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_Board_DataInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_no_board_data(inputs)
	if (locale === "en") return __en.account_no_board_data(inputs)
	return __spec.account_no_board_data(inputs)
});
/**
* | output |
* | --- |
* | "Bet: {amount} ETB" |
*
* @param {Account_History_BetInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_history_bet = /** @type {((inputs: Account_History_BetInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_History_BetInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_history_bet(inputs)
	if (locale === "en") return __en.account_history_bet(inputs)
	return __spec.account_history_bet(inputs)
});
/**
* | output |
* | --- |
* | "Winnings: {amount} ETB" |
*
* @param {Account_WinningsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_winnings = /** @type {((inputs: Account_WinningsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_WinningsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_winnings(inputs)
	if (locale === "en") return __en.account_winnings(inputs)
	return __spec.account_winnings(inputs)
});
/**
* | output |
* | --- |
* | "Won" |
*
* @param {Account_WonInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_won = /** @type {((inputs?: Account_WonInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_WonInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_won(inputs)
	if (locale === "en") return __en.account_won(inputs)
	return __spec.account_won(inputs)
});
/**
* | output |
* | --- |
* | "Lost" |
*
* @param {Account_LostInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_lost = /** @type {((inputs?: Account_LostInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_LostInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_lost(inputs)
	if (locale === "en") return __en.account_lost(inputs)
	return __spec.account_lost(inputs)
});
/**
* | output |
* | --- |
* | "Pattern: {name}" |
*
* @param {Account_PatternInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_pattern = /** @type {((inputs: Account_PatternInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_PatternInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_pattern(inputs)
	if (locale === "en") return __en.account_pattern(inputs)
	return __spec.account_pattern(inputs)
});
/**
* | output |
* | --- |
* | "Called numbers ({count}):" |
*
* @param {Account_Called_CountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_called_count = /** @type {((inputs: Account_Called_CountInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Called_CountInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_called_count(inputs)
	if (locale === "en") return __en.account_called_count(inputs)
	return __spec.account_called_count(inputs)
});
/**
* | output |
* | --- |
* | "Called numbers" |
*
* @param {Account_Called_NumbersInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_called_numbers = /** @type {((inputs?: Account_Called_NumbersInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Called_NumbersInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_called_numbers(inputs)
	if (locale === "en") return __en.account_called_numbers(inputs)
	return __spec.account_called_numbers(inputs)
});
/**
* | output |
* | --- |
* | "Won {amount} ETB with this board" |
*
* @param {Account_Won_With_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_won_with_board = /** @type {((inputs: Account_Won_With_BoardInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Won_With_BoardInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_won_with_board(inputs)
	if (locale === "en") return __en.account_won_with_board(inputs)
	return __spec.account_won_with_board(inputs)
});
/**
* | output |
* | --- |
* | "Board {id}: Board data not available." |
*
* @param {Account_Board_No_DataInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_board_no_data = /** @type {((inputs: Account_Board_No_DataInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Board_No_DataInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_board_no_data(inputs)
	if (locale === "en") return __en.account_board_no_data(inputs)
	return __spec.account_board_no_data(inputs)
});
/**
* | output |
* | --- |
* | "Date range" |
*
* @param {Account_Date_RangeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_date_range = /** @type {((inputs?: Account_Date_RangeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Date_RangeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_date_range(inputs)
	if (locale === "en") return __en.account_date_range(inputs)
	return __spec.account_date_range(inputs)
});
/**
* | output |
* | --- |
* | "From" |
*
* @param {Account_FromInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_from = /** @type {((inputs?: Account_FromInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_FromInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_from(inputs)
	if (locale === "en") return __en.account_from(inputs)
	return __spec.account_from(inputs)
});
/**
* | output |
* | --- |
* | "To" |
*
* @param {Account_ToInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_to = /** @type {((inputs?: Account_ToInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ToInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_to(inputs)
	if (locale === "en") return __en.account_to(inputs)
	return __spec.account_to(inputs)
});
/**
* | output |
* | --- |
* | "The start date must not be after the end date." |
*
* @param {Account_Bad_RangeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_bad_range = /** @type {((inputs?: Account_Bad_RangeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Bad_RangeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_bad_range(inputs)
	if (locale === "en") return __en.account_bad_range(inputs)
	return __spec.account_bad_range(inputs)
});
/**
* | output |
* | --- |
* | "Loading games..." |
*
* @param {Account_Loading_GamesInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_loading_games = /** @type {((inputs?: Account_Loading_GamesInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Loading_GamesInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_loading_games(inputs)
	if (locale === "en") return __en.account_loading_games(inputs)
	return __spec.account_loading_games(inputs)
});
/**
* | output |
* | --- |
* | "Invite Friends" |
*
* @param {Account_Invite_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_invite_title = /** @type {((inputs?: Account_Invite_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Invite_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_invite_title(inputs)
	if (locale === "en") return __en.account_invite_title(inputs)
	return __spec.account_invite_title(inputs)
});
/**
* | output |
* | --- |
* | "Referral code copied!" |
*
* @param {Account_Code_CopiedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_code_copied = /** @type {((inputs?: Account_Code_CopiedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Code_CopiedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_code_copied(inputs)
	if (locale === "en") return __en.account_code_copied(inputs)
	return __spec.account_code_copied(inputs)
});
/**
* | output |
* | --- |
* | "Invite link copied!" |
*
* @param {Account_Link_CopiedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_link_copied = /** @type {((inputs?: Account_Link_CopiedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Link_CopiedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_link_copied(inputs)
	if (locale === "en") return __en.account_link_copied(inputs)
	return __spec.account_link_copied(inputs)
});
/**
* | output |
* | --- |
* | "Could not copy. Please select the text and copy it." |
*
* @param {Account_Copy_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_copy_failed = /** @type {((inputs?: Account_Copy_FailedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Copy_FailedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_copy_failed(inputs)
	if (locale === "en") return __en.account_copy_failed(inputs)
	return __spec.account_copy_failed(inputs)
});
/**
* | output |
* | --- |
* | "Your referral code" |
*
* @param {Account_Your_CodeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_your_code = /** @type {((inputs?: Account_Your_CodeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Your_CodeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_your_code(inputs)
	if (locale === "en") return __en.account_your_code(inputs)
	return __spec.account_your_code(inputs)
});
/**
* | output |
* | --- |
* | "Copy code" |
*
* @param {Account_Copy_CodeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_copy_code = /** @type {((inputs?: Account_Copy_CodeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Copy_CodeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_copy_code(inputs)
	if (locale === "en") return __en.account_copy_code(inputs)
	return __spec.account_copy_code(inputs)
});
/**
* | output |
* | --- |
* | "Copy invite link" |
*
* @param {Account_Copy_LinkInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_copy_link = /** @type {((inputs?: Account_Copy_LinkInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Copy_LinkInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_copy_link(inputs)
	if (locale === "en") return __en.account_copy_link(inputs)
	return __spec.account_copy_link(inputs)
});
/**
* | output |
* | --- |
* | "Share" |
*
* @param {Account_ShareInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_share = /** @type {((inputs?: Account_ShareInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ShareInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_share(inputs)
	if (locale === "en") return __en.account_share(inputs)
	return __spec.account_share(inputs)
});
/**
* | output |
* | --- |
* | "Join me on Cartela bingo!" |
*
* @param {Account_Share_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_share_text = /** @type {((inputs?: Account_Share_TextInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Share_TextInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_share_text(inputs)
	if (locale === "en") return __en.account_share_text(inputs)
	return __spec.account_share_text(inputs)
});
/**
* | output |
* | --- |
* | "Share link:" |
*
* @param {Account_Share_LinkInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_share_link = /** @type {((inputs?: Account_Share_LinkInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Share_LinkInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_share_link(inputs)
	if (locale === "en") return __en.account_share_link(inputs)
	return __spec.account_share_link(inputs)
});
/**
* | output |
* | --- |
* | "Invite a friend" |
*
* @param {Account_Invite_FriendInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_invite_friend = /** @type {((inputs?: Account_Invite_FriendInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Invite_FriendInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_invite_friend(inputs)
	if (locale === "en") return __en.account_invite_friend(inputs)
	return __spec.account_invite_friend(inputs)
});
/**
* | output |
* | --- |
* | "Friend's phone number" |
*
* @param {Account_Friend_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_friend_phone = /** @type {((inputs?: Account_Friend_PhoneInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Friend_PhoneInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_friend_phone(inputs)
	if (locale === "en") return __en.account_friend_phone(inputs)
	return __spec.account_friend_phone(inputs)
});
/**
* | output |
* | --- |
* | "Send invite" |
*
* @param {Account_Send_InviteInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_send_invite = /** @type {((inputs?: Account_Send_InviteInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Send_InviteInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_send_invite(inputs)
	if (locale === "en") return __en.account_send_invite(inputs)
	return __spec.account_send_invite(inputs)
});
/**
* | output |
* | --- |
* | "Rewards" |
*
* @param {Account_RewardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_rewards = /** @type {((inputs?: Account_RewardsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_RewardsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_rewards(inputs)
	if (locale === "en") return __en.account_rewards(inputs)
	return __spec.account_rewards(inputs)
});
/**
* | output |
* | --- |
* | "You earn 10 birr game credit for every friend who joins with your code." |
*
* @param {Account_Reward_1Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reward_1 = /** @type {((inputs?: Account_Reward_1Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reward_1Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_reward_1(inputs)
	if (locale === "en") return __en.account_reward_1(inputs)
	return __spec.account_reward_1(inputs)
});
/**
* | output |
* | --- |
* | "Your friend gets a welcome bonus." |
*
* @param {Account_Reward_2Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reward_2 = /** @type {((inputs?: Account_Reward_2Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reward_2Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_reward_2(inputs)
	if (locale === "en") return __en.account_reward_2(inputs)
	return __spec.account_reward_2(inputs)
});
/**
* | output |
* | --- |
* | "Rewards are credited after your friend's first login." |
*
* @param {Account_Reward_3Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reward_3 = /** @type {((inputs?: Account_Reward_3Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reward_3Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_reward_3(inputs)
	if (locale === "en") return __en.account_reward_3(inputs)
	return __spec.account_reward_3(inputs)
});
/**
* | output |
* | --- |
* | "Invite rewards are play-only: they can be staked in games but not withdrawn." |
*
* @param {Account_Reward_4Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reward_4 = /** @type {((inputs?: Account_Reward_4Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reward_4Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_reward_4(inputs)
	if (locale === "en") return __en.account_reward_4(inputs)
	return __spec.account_reward_4(inputs)
});
/**
* | output |
* | --- |
* | "Phone number must be 10 digits, starting with 0..." |
*
* @param {Account_Invite_Bad_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_invite_bad_phone = /** @type {((inputs?: Account_Invite_Bad_PhoneInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Invite_Bad_PhoneInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_invite_bad_phone(inputs)
	if (locale === "en") return __en.account_invite_bad_phone(inputs)
	return __spec.account_invite_bad_phone(inputs)
});
/**
* | output |
* | --- |
* | "Edit Profile" |
*
* @param {Account_Profile_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_profile_title = /** @type {((inputs?: Account_Profile_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_profile_title(inputs)
	if (locale === "en") return __en.account_profile_title(inputs)
	return __spec.account_profile_title(inputs)
});
/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Account_Profile_TabsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_profile_tabs = /** @type {((inputs?: Account_Profile_TabsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_TabsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_profile_tabs(inputs)
	if (locale === "en") return __en.account_profile_tabs(inputs)
	return __spec.account_profile_tabs(inputs)
});
/**
* | output |
* | --- |
* | "Personal info" |
*
* @param {Account_Personal_InfoInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_personal_info = /** @type {((inputs?: Account_Personal_InfoInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Personal_InfoInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_personal_info(inputs)
	if (locale === "en") return __en.account_personal_info(inputs)
	return __spec.account_personal_info(inputs)
});
/**
* | output |
* | --- |
* | "Security" |
*
* @param {Account_SecurityInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_security = /** @type {((inputs?: Account_SecurityInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_SecurityInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_security(inputs)
	if (locale === "en") return __en.account_security(inputs)
	return __spec.account_security(inputs)
});
/**
* | output |
* | --- |
* | "Username" |
*
* @param {Account_UsernameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_username = /** @type {((inputs?: Account_UsernameInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_UsernameInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_username(inputs)
	if (locale === "en") return __en.account_username(inputs)
	return __spec.account_username(inputs)
});
/**
* | output |
* | --- |
* | "Phone number" |
*
* @param {Account_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_phone = /** @type {((inputs?: Account_PhoneInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_PhoneInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_phone(inputs)
	if (locale === "en") return __en.account_phone(inputs)
	return __spec.account_phone(inputs)
});
/**
* | output |
* | --- |
* | "Current password" |
*
* @param {Account_Current_PasswordInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_current_password = /** @type {((inputs?: Account_Current_PasswordInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Current_PasswordInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_current_password(inputs)
	if (locale === "en") return __en.account_current_password(inputs)
	return __spec.account_current_password(inputs)
});
/**
* | output |
* | --- |
* | "New password" |
*
* @param {Account_New_PasswordInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_new_password = /** @type {((inputs?: Account_New_PasswordInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_New_PasswordInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_new_password(inputs)
	if (locale === "en") return __en.account_new_password(inputs)
	return __spec.account_new_password(inputs)
});
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Account_SaveInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_save = /** @type {((inputs?: Account_SaveInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_SaveInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_save(inputs)
	if (locale === "en") return __en.account_save(inputs)
	return __spec.account_save(inputs)
});
/**
* | output |
* | --- |
* | "Saving is not available yet: the server offers no call to update a profile." |
*
* @param {Account_Save_UnavailableInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_save_unavailable = /** @type {((inputs?: Account_Save_UnavailableInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Save_UnavailableInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_save_unavailable(inputs)
	if (locale === "en") return __en.account_save_unavailable(inputs)
	return __spec.account_save_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "Contact and Support" |
*
* @param {Account_Support_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_support_title = /** @type {((inputs?: Account_Support_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Support_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_support_title(inputs)
	if (locale === "en") return __en.account_support_title(inputs)
	return __spec.account_support_title(inputs)
});
/**
* | output |
* | --- |
* | "Support hours: 9 AM to 9 PM, every day." |
*
* @param {Account_Support_HoursInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_support_hours = /** @type {((inputs?: Account_Support_HoursInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Support_HoursInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_support_hours(inputs)
	if (locale === "en") return __en.account_support_hours(inputs)
	return __spec.account_support_hours(inputs)
});
/**
* | output |
* | --- |
* | "Contact form" |
*
* @param {Account_Contact_FormInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_contact_form = /** @type {((inputs?: Account_Contact_FormInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Contact_FormInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_contact_form(inputs)
	if (locale === "en") return __en.account_contact_form(inputs)
	return __spec.account_contact_form(inputs)
});
/**
* | output |
* | --- |
* | "Your name" |
*
* @param {Account_Your_NameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_your_name = /** @type {((inputs?: Account_Your_NameInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Your_NameInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_your_name(inputs)
	if (locale === "en") return __en.account_your_name(inputs)
	return __spec.account_your_name(inputs)
});
/**
* | output |
* | --- |
* | "Message" |
*
* @param {Account_MessageInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_message = /** @type {((inputs?: Account_MessageInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_MessageInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_message(inputs)
	if (locale === "en") return __en.account_message(inputs)
	return __spec.account_message(inputs)
});
/**
* | output |
* | --- |
* | "Send" |
*
* @param {Account_SendInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_send = /** @type {((inputs?: Account_SendInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_SendInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_send(inputs)
	if (locale === "en") return __en.account_send(inputs)
	return __spec.account_send(inputs)
});
/**
* | output |
* | --- |
* | "Sending messages from this form is not available yet. Please contact us by phone during support hours." |
*
* @param {Account_Not_WiredInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_not_wired = /** @type {((inputs?: Account_Not_WiredInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Not_WiredInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_not_wired(inputs)
	if (locale === "en") return __en.account_not_wired(inputs)
	return __spec.account_not_wired(inputs)
});
/**
* | output |
* | --- |
* | "Terms and Conditions" |
*
* @param {Account_Terms_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_title = /** @type {((inputs?: Account_Terms_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_terms_title(inputs)
	if (locale === "en") return __en.account_terms_title(inputs)
	return __spec.account_terms_title(inputs)
});
/**
* | output |
* | --- |
* | "Deposits and withdrawals" |
*
* @param {Account_Terms_MoneyInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_money = /** @type {((inputs?: Account_Terms_MoneyInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_MoneyInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_terms_money(inputs)
	if (locale === "en") return __en.account_terms_money(inputs)
	return __spec.account_terms_money(inputs)
});
/**
* | output |
* | --- |
* | "Minimum deposit: {amount} birr." |
*
* @param {Account_Terms_Min_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_min_deposit = /** @type {((inputs: Account_Terms_Min_DepositInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_Min_DepositInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_terms_min_deposit(inputs)
	if (locale === "en") return __en.account_terms_min_deposit(inputs)
	return __spec.account_terms_min_deposit(inputs)
});
/**
* | output |
* | --- |
* | "Maximum daily deposit: {amount} birr." |
*
* @param {Account_Terms_Max_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_max_deposit = /** @type {((inputs: Account_Terms_Max_DepositInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_Max_DepositInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_terms_max_deposit(inputs)
	if (locale === "en") return __en.account_terms_max_deposit(inputs)
	return __spec.account_terms_max_deposit(inputs)
});
/**
* | output |
* | --- |
* | "Minimum withdrawal: {amount} birr." |
*
* @param {Account_Terms_Min_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_min_withdrawal = /** @type {((inputs: Account_Terms_Min_WithdrawalInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_Min_WithdrawalInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_terms_min_withdrawal(inputs)
	if (locale === "en") return __en.account_terms_min_withdrawal(inputs)
	return __spec.account_terms_min_withdrawal(inputs)
});
/**
* | output |
* | --- |
* | "Maximum daily withdrawal: {amount} birr." |
*
* @param {Account_Terms_Max_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_max_withdrawal = /** @type {((inputs: Account_Terms_Max_WithdrawalInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_Max_WithdrawalInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_terms_max_withdrawal(inputs)
	if (locale === "en") return __en.account_terms_max_withdrawal(inputs)
	return __spec.account_terms_max_withdrawal(inputs)
});
/**
* | output |
* | --- |
* | "Withdrawals are processed within {hours} hours." |
*
* @param {Account_Terms_ProcessingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_processing = /** @type {((inputs: Account_Terms_ProcessingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_ProcessingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_terms_processing(inputs)
	if (locale === "en") return __en.account_terms_processing(inputs)
	return __spec.account_terms_processing(inputs)
});
/**
* | output |
* | --- |
* | "All amounts are in Ethiopian birr (ETB)." |
*
* @param {Account_Terms_CurrencyInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_currency = /** @type {((inputs?: Account_Terms_CurrencyInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_CurrencyInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_terms_currency(inputs)
	if (locale === "en") return __en.account_terms_currency(inputs)
	return __spec.account_terms_currency(inputs)
});
/**
* | output |
* | --- |
* | "Playing" |
*
* @param {Account_Terms_PlayingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_playing = /** @type {((inputs?: Account_Terms_PlayingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_PlayingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_terms_playing(inputs)
	if (locale === "en") return __en.account_terms_playing(inputs)
	return __spec.account_terms_playing(inputs)
});
/**
* | output |
* | --- |
* | "At most 2 boards per player per game." |
*
* @param {Account_Terms_Two_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_two_boards = /** @type {((inputs?: Account_Terms_Two_BoardsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_Two_BoardsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_terms_two_boards(inputs)
	if (locale === "en") return __en.account_terms_two_boards(inputs)
	return __spec.account_terms_two_boards(inputs)
});
/**
* | output |
* | --- |
* | "A win counts only when the last called number completes the pattern (otherwise it is a Bad Bingo)." |
*
* @param {Account_Terms_Last_CallInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_last_call = /** @type {((inputs?: Account_Terms_Last_CallInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_Last_CallInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_terms_last_call(inputs)
	if (locale === "en") return __en.account_terms_last_call(inputs)
	return __spec.account_terms_last_call(inputs)
});
/**
* | output |
* | --- |
* | "Leaving a game after it starts may forfeit the stake." |
*
* @param {Account_Terms_LeavingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_leaving = /** @type {((inputs?: Account_Terms_LeavingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_LeavingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_terms_leaving(inputs)
	if (locale === "en") return __en.account_terms_leaving(inputs)
	return __spec.account_terms_leaving(inputs)
});
/**
* | output |
* | --- |
* | "Referrals" |
*
* @param {Account_Terms_ReferralsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_referrals = /** @type {((inputs?: Account_Terms_ReferralsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_ReferralsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_terms_referrals(inputs)
	if (locale === "en") return __en.account_terms_referrals(inputs)
	return __spec.account_terms_referrals(inputs)
});
/**
* | output |
* | --- |
* | "The inviter earns {amount} birr game credit; the friend gets a welcome bonus." |
*
* @param {Account_Terms_Invite_RewardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_invite_reward = /** @type {((inputs: Account_Terms_Invite_RewardInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_Invite_RewardInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_terms_invite_reward(inputs)
	if (locale === "en") return __en.account_terms_invite_reward(inputs)
	return __spec.account_terms_invite_reward(inputs)
});
/**
* | output |
* | --- |
* | "Rewards are credited after the friend's first login." |
*
* @param {Account_Terms_CreditedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_credited = /** @type {((inputs?: Account_Terms_CreditedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_CreditedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_terms_credited(inputs)
	if (locale === "en") return __en.account_terms_credited(inputs)
	return __spec.account_terms_credited(inputs)
});
/**
* | output |
* | --- |
* | "Invite credit is play-only and cannot be withdrawn." |
*
* @param {Account_Terms_Play_OnlyInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_play_only = /** @type {((inputs?: Account_Terms_Play_OnlyInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_Play_OnlyInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_terms_play_only(inputs)
	if (locale === "en") return __en.account_terms_play_only(inputs)
	return __spec.account_terms_play_only(inputs)
});
/**
* | output |
* | --- |
* | "Game Instructions" |
*
* @param {Account_Instructions_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_instructions_title = /** @type {((inputs?: Account_Instructions_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Instructions_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_instructions_title(inputs)
	if (locale === "en") return __en.account_instructions_title(inputs)
	return __spec.account_instructions_title(inputs)
});
/**
* | output |
* | --- |
* | "How to play" |
*
* @param {Account_How_To_PlayInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_how_to_play = /** @type {((inputs?: Account_How_To_PlayInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_How_To_PlayInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_how_to_play(inputs)
	if (locale === "en") return __en.account_how_to_play(inputs)
	return __spec.account_how_to_play(inputs)
});
/**
* | output |
* | --- |
* | "Choose Manual Play, then a stake (10, 20, 50, 100, 200 or 500 ETB)." |
*
* @param {Account_How_1Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_how_1 = /** @type {((inputs?: Account_How_1Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_How_1Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_how_1(inputs)
	if (locale === "en") return __en.account_how_1(inputs)
	return __spec.account_how_1(inputs)
});
/**
* | output |
* | --- |
* | "Pick 1 or 2 boards that nobody else has taken, then press Start. Each board costs the stake." |
*
* @param {Account_How_2Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_how_2 = /** @type {((inputs?: Account_How_2Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_How_2Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_how_2(inputs)
	if (locale === "en") return __en.account_how_2(inputs)
	return __spec.account_how_2(inputs)
});
/**
* | output |
* | --- |
* | "When the countdown ends, numbers from 1 to 75 are called: B 1-15, I 16-30, N 31-45, G 46-60, O 61-75." |
*
* @param {Account_How_3Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_how_3 = /** @type {((inputs?: Account_How_3Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_How_3Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_how_3(inputs)
	if (locale === "en") return __en.account_how_3(inputs)
	return __spec.account_how_3(inputs)
});
/**
* | output |
* | --- |
* | "Tap a number on your board after it is called to mark it. The centre cell is free." |
*
* @param {Account_How_4Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_how_4 = /** @type {((inputs?: Account_How_4Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_How_4Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_how_4(inputs)
	if (locale === "en") return __en.account_how_4(inputs)
	return __spec.account_how_4(inputs)
});
/**
* | output |
* | --- |
* | "When your marked numbers complete the stake's pattern, press BINGO! for that board." |
*
* @param {Account_How_5Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_how_5 = /** @type {((inputs?: Account_How_5Inputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_How_5Inputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_how_5(inputs)
	if (locale === "en") return __en.account_how_5(inputs)
	return __spec.account_how_5(inputs)
});
/**
* | output |
* | --- |
* | "Bad Bingo" |
*
* @param {Account_Bad_BingoInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_bad_bingo = /** @type {((inputs?: Account_Bad_BingoInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Bad_BingoInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_bad_bingo(inputs)
	if (locale === "en") return __en.account_bad_bingo(inputs)
	return __spec.account_bad_bingo(inputs)
});
/**
* | output |
* | --- |
* | "You win only if the last called number completes the pattern on your board. A claim on a board whose pattern is not complete, or that was already complete be..." |
*
* @param {Account_Bad_Bingo_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_bad_bingo_text = /** @type {((inputs?: Account_Bad_Bingo_TextInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Bad_Bingo_TextInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_bad_bingo_text(inputs)
	if (locale === "en") return __en.account_bad_bingo_text(inputs)
	return __spec.account_bad_bingo_text(inputs)
});
/**
* | output |
* | --- |
* | "Leaving a game after it starts may forfeit your stake." |
*
* @param {Account_Leaving_ForfeitInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_leaving_forfeit = /** @type {((inputs?: Account_Leaving_ForfeitInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Leaving_ForfeitInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_leaving_forfeit(inputs)
	if (locale === "en") return __en.account_leaving_forfeit(inputs)
	return __spec.account_leaving_forfeit(inputs)
});
/**
* | output |
* | --- |
* | "Patterns by stake" |
*
* @param {Account_Patterns_By_StakeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_patterns_by_stake = /** @type {((inputs?: Account_Patterns_By_StakeInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Patterns_By_StakeInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_patterns_by_stake(inputs)
	if (locale === "en") return __en.account_patterns_by_stake(inputs)
	return __spec.account_patterns_by_stake(inputs)
});
/**
* | output |
* | --- |
* | "Stake {stake} ETB" |
*
* @param {Account_Stake_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_stake_label = /** @type {((inputs: Account_Stake_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Stake_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_stake_label(inputs)
	if (locale === "en") return __en.account_stake_label(inputs)
	return __spec.account_stake_label(inputs)
});
/**
* | output |
* | --- |
* | "{stake} ETB" |
*
* @param {Account_Stake_AmountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_stake_amount = /** @type {((inputs: Account_Stake_AmountInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Stake_AmountInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_stake_amount(inputs)
	if (locale === "en") return __en.account_stake_amount(inputs)
	return __spec.account_stake_amount(inputs)
});
/**
* | output |
* | --- |
* | "{name} pattern" |
*
* @param {Account_Pattern_GridInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_pattern_grid = /** @type {((inputs: Account_Pattern_GridInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pattern_GridInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_pattern_grid(inputs)
	if (locale === "en") return __en.account_pattern_grid(inputs)
	return __spec.account_pattern_grid(inputs)
});
/**
* | output |
* | --- |
* | "{bonus} birr bonus if won in under {calls} calls" |
*
* @param {Account_Bonus_NoteInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_bonus_note = /** @type {((inputs: Account_Bonus_NoteInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Bonus_NoteInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_bonus_note(inputs)
	if (locale === "en") return __en.account_bonus_note(inputs)
	return __spec.account_bonus_note(inputs)
});
/**
* | output |
* | --- |
* | "Sending invitation code..." |
*
* @param {Account_Invite_SendingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_invite_sending = /** @type {((inputs?: Account_Invite_SendingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Invite_SendingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_invite_sending(inputs)
	if (locale === "en") return __en.account_invite_sending(inputs)
	return __spec.account_invite_sending(inputs)
});
/**
* | output |
* | --- |
* | "Cartela" |
*
* @param {Account_BrandInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_brand = /** @type {((inputs?: Account_BrandInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_BrandInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_brand(inputs)
	if (locale === "en") return __en.account_brand(inputs)
	return __spec.account_brand(inputs)
});
/**
* | output |
* | --- |
* | "Session reminder" |
*
* @param {Account_Reminder_SettingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_setting = /** @type {((inputs?: Account_Reminder_SettingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reminder_SettingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_reminder_setting(inputs)
	if (locale === "en") return __en.account_reminder_setting(inputs)
	return __spec.account_reminder_setting(inputs)
});
/**
* | output |
* | --- |
* | "After {minutes} minutes of play" |
*
* @param {Account_Reminder_AfterInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_after = /** @type {((inputs: Account_Reminder_AfterInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reminder_AfterInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_reminder_after(inputs)
	if (locale === "en") return __en.account_reminder_after(inputs)
	return __spec.account_reminder_after(inputs)
});
/**
* | output |
* | --- |
* | "Off" |
*
* @param {Account_Reminder_OffInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_off = /** @type {((inputs?: Account_Reminder_OffInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reminder_OffInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_reminder_off(inputs)
	if (locale === "en") return __en.account_reminder_off(inputs)
	return __spec.account_reminder_off(inputs)
});
/**
* | output |
* | --- |
* | "A reminder shows how long you have played and your net result since you logged in on this device." |
*
* @param {Account_Reminder_HintInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_hint = /** @type {((inputs?: Account_Reminder_HintInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reminder_HintInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_reminder_hint(inputs)
	if (locale === "en") return __en.account_reminder_hint(inputs)
	return __spec.account_reminder_hint(inputs)
});
/**
* | output |
* | --- |
* | "Time for a break?" |
*
* @param {Account_Reminder_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_title = /** @type {((inputs?: Account_Reminder_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reminder_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_reminder_title(inputs)
	if (locale === "en") return __en.account_reminder_title(inputs)
	return __spec.account_reminder_title(inputs)
});
/**
* | output |
* | --- |
* | "You have played for {hours} h {minutes} min." |
*
* @param {Account_Reminder_PlayedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_played = /** @type {((inputs: Account_Reminder_PlayedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reminder_PlayedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_reminder_played(inputs)
	if (locale === "en") return __en.account_reminder_played(inputs)
	return __spec.account_reminder_played(inputs)
});
/**
* | output |
* | --- |
* | "Net result this session: {amount} ETB" |
*
* @param {Account_Reminder_NetInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_net = /** @type {((inputs: Account_Reminder_NetInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reminder_NetInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_reminder_net(inputs)
	if (locale === "en") return __en.account_reminder_net(inputs)
	return __spec.account_reminder_net(inputs)
});
/**
* | output |
* | --- |
* | "Reading your ledger…" |
*
* @param {Account_Reminder_Net_LoadingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_net_loading = /** @type {((inputs?: Account_Reminder_Net_LoadingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reminder_Net_LoadingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_reminder_net_loading(inputs)
	if (locale === "en") return __en.account_reminder_net_loading(inputs)
	return __spec.account_reminder_net_loading(inputs)
});
/**
* | output |
* | --- |
* | "Your net result could not be read right now." |
*
* @param {Account_Reminder_Net_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_net_failed = /** @type {((inputs?: Account_Reminder_Net_FailedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reminder_Net_FailedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_reminder_net_failed(inputs)
	if (locale === "en") return __en.account_reminder_net_failed(inputs)
	return __spec.account_reminder_net_failed(inputs)
});
/**
* | output |
* | --- |
* | "Keep playing" |
*
* @param {Account_Reminder_KeepInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_keep = /** @type {((inputs?: Account_Reminder_KeepInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reminder_KeepInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_reminder_keep(inputs)
	if (locale === "en") return __en.account_reminder_keep(inputs)
	return __spec.account_reminder_keep(inputs)
});
/**
* | output |
* | --- |
* | "Take a break" |
*
* @param {Account_Reminder_BreakInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_break = /** @type {((inputs?: Account_Reminder_BreakInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reminder_BreakInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_reminder_break(inputs)
	if (locale === "en") return __en.account_reminder_break(inputs)
	return __spec.account_reminder_break(inputs)
});
/**
* | output |
* | --- |
* | "Limits" |
*
* @param {Account_Limits_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_title = /** @type {((inputs?: Account_Limits_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_limits_title(inputs)
	if (locale === "en") return __en.account_limits_title(inputs)
	return __spec.account_limits_title(inputs)
});
/**
* | output |
* | --- |
* | "Limits" |
*
* @param {Account_Limits_MenuInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_menu = /** @type {((inputs?: Account_Limits_MenuInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_MenuInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_limits_menu(inputs)
	if (locale === "en") return __en.account_limits_menu(inputs)
	return __spec.account_limits_menu(inputs)
});
/**
* | output |
* | --- |
* | "Set how much you can deposit and stake each day, or take a break from play. A day runs from midnight to midnight, Addis Ababa time." |
*
* @param {Account_Limits_IntroInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_intro = /** @type {((inputs?: Account_Limits_IntroInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_IntroInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_limits_intro(inputs)
	if (locale === "en") return __en.account_limits_intro(inputs)
	return __spec.account_limits_intro(inputs)
});
/**
* | output |
* | --- |
* | "These limits apply on this device only, until you log out: the server does not offer limits yet." |
*
* @param {Account_Limits_Device_OnlyInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_device_only = /** @type {((inputs?: Account_Limits_Device_OnlyInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Device_OnlyInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_limits_device_only(inputs)
	if (locale === "en") return __en.account_limits_device_only(inputs)
	return __spec.account_limits_device_only(inputs)
});
/**
* | output |
* | --- |
* | "Your limits are kept by the server and apply on every device." |
*
* @param {Account_Limits_ServerInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_server = /** @type {((inputs?: Account_Limits_ServerInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_ServerInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_limits_server(inputs)
	if (locale === "en") return __en.account_limits_server(inputs)
	return __spec.account_limits_server(inputs)
});
/**
* | output |
* | --- |
* | "Reading your limits…" |
*
* @param {Account_Limits_LoadingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_loading = /** @type {((inputs?: Account_Limits_LoadingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_LoadingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_limits_loading(inputs)
	if (locale === "en") return __en.account_limits_loading(inputs)
	return __spec.account_limits_loading(inputs)
});
/**
* | output |
* | --- |
* | "Daily deposit limit (ETB)" |
*
* @param {Account_Limits_Deposit_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_deposit_label = /** @type {((inputs?: Account_Limits_Deposit_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Deposit_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_limits_deposit_label(inputs)
	if (locale === "en") return __en.account_limits_deposit_label(inputs)
	return __spec.account_limits_deposit_label(inputs)
});
/**
* | output |
* | --- |
* | "Daily stake limit (ETB)" |
*
* @param {Account_Limits_Stake_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_stake_label = /** @type {((inputs?: Account_Limits_Stake_LabelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Stake_LabelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_limits_stake_label(inputs)
	if (locale === "en") return __en.account_limits_stake_label(inputs)
	return __spec.account_limits_stake_label(inputs)
});
/**
* | output |
* | --- |
* | "Leave empty for no limit." |
*
* @param {Account_Limits_Empty_HintInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_empty_hint = /** @type {((inputs?: Account_Limits_Empty_HintInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Empty_HintInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_limits_empty_hint(inputs)
	if (locale === "en") return __en.account_limits_empty_hint(inputs)
	return __spec.account_limits_empty_hint(inputs)
});
/**
* | output |
* | --- |
* | "Today on this device: {deposits} ETB deposited, {stakes} ETB staked." |
*
* @param {Account_Limits_TodayInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_today = /** @type {((inputs: Account_Limits_TodayInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_TodayInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_limits_today(inputs)
	if (locale === "en") return __en.account_limits_today(inputs)
	return __spec.account_limits_today(inputs)
});
/**
* | output |
* | --- |
* | "Save limits" |
*
* @param {Account_Limits_SaveInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_save = /** @type {((inputs?: Account_Limits_SaveInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_SaveInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_limits_save(inputs)
	if (locale === "en") return __en.account_limits_save(inputs)
	return __spec.account_limits_save(inputs)
});
/**
* | output |
* | --- |
* | "Your limits are saved." |
*
* @param {Account_Limits_SavedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_saved = /** @type {((inputs?: Account_Limits_SavedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_SavedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_limits_saved(inputs)
	if (locale === "en") return __en.account_limits_saved(inputs)
	return __spec.account_limits_saved(inputs)
});
/**
* | output |
* | --- |
* | "Enter a positive amount with at most two decimals, or leave the field empty." |
*
* @param {Account_Limits_InvalidInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_invalid = /** @type {((inputs?: Account_Limits_InvalidInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_InvalidInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_limits_invalid(inputs)
	if (locale === "en") return __en.account_limits_invalid(inputs)
	return __spec.account_limits_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Your limits could not be saved. Please try again." |
*
* @param {Account_Limits_Save_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_save_failed = /** @type {((inputs?: Account_Limits_Save_FailedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Save_FailedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_limits_save_failed(inputs)
	if (locale === "en") return __en.account_limits_save_failed(inputs)
	return __spec.account_limits_save_failed(inputs)
});
/**
* | output |
* | --- |
* | "Take a break" |
*
* @param {Account_Limits_Break_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_title = /** @type {((inputs?: Account_Limits_Break_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Break_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_limits_break_title(inputs)
	if (locale === "en") return __en.account_limits_break_title(inputs)
	return __spec.account_limits_break_title(inputs)
});
/**
* | output |
* | --- |
* | "During a break you cannot stake or deposit. You can still log in, see your balance and withdraw. A break cannot be cancelled." |
*
* @param {Account_Limits_Break_HintInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_hint = /** @type {((inputs?: Account_Limits_Break_HintInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Break_HintInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_limits_break_hint(inputs)
	if (locale === "en") return __en.account_limits_break_hint(inputs)
	return __spec.account_limits_break_hint(inputs)
});
/**
* | output |
* | --- |
* | "24 hours" |
*
* @param {Account_Limits_Break_24hInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_24h = /** @type {((inputs?: Account_Limits_Break_24hInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Break_24hInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_limits_break_24h(inputs)
	if (locale === "en") return __en.account_limits_break_24h(inputs)
	return __spec.account_limits_break_24h(inputs)
});
/**
* | output |
* | --- |
* | "7 days" |
*
* @param {Account_Limits_Break_7dInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_7d = /** @type {((inputs?: Account_Limits_Break_7dInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Break_7dInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_limits_break_7d(inputs)
	if (locale === "en") return __en.account_limits_break_7d(inputs)
	return __spec.account_limits_break_7d(inputs)
});
/**
* | output |
* | --- |
* | "30 days" |
*
* @param {Account_Limits_Break_30dInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_30d = /** @type {((inputs?: Account_Limits_Break_30dInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Break_30dInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_limits_break_30d(inputs)
	if (locale === "en") return __en.account_limits_break_30d(inputs)
	return __spec.account_limits_break_30d(inputs)
});
/**
* | output |
* | --- |
* | "Take a break of {period}?" |
*
* @param {Account_Limits_Break_Confirm_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_confirm_title = /** @type {((inputs: Account_Limits_Break_Confirm_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Break_Confirm_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_limits_break_confirm_title(inputs)
	if (locale === "en") return __en.account_limits_break_confirm_title(inputs)
	return __spec.account_limits_break_confirm_title(inputs)
});
/**
* | output |
* | --- |
* | "You will not be able to stake or deposit until {until}. A break cannot be cancelled." |
*
* @param {Account_Limits_Break_Confirm_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_confirm_text = /** @type {((inputs: Account_Limits_Break_Confirm_TextInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Break_Confirm_TextInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_limits_break_confirm_text(inputs)
	if (locale === "en") return __en.account_limits_break_confirm_text(inputs)
	return __spec.account_limits_break_confirm_text(inputs)
});
/**
* | output |
* | --- |
* | "Start the break" |
*
* @param {Account_Limits_Break_ConfirmInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_confirm = /** @type {((inputs?: Account_Limits_Break_ConfirmInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Break_ConfirmInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_limits_break_confirm(inputs)
	if (locale === "en") return __en.account_limits_break_confirm(inputs)
	return __spec.account_limits_break_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Account_Limits_CancelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_cancel = /** @type {((inputs?: Account_Limits_CancelInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_CancelInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_limits_cancel(inputs)
	if (locale === "en") return __en.account_limits_cancel(inputs)
	return __spec.account_limits_cancel(inputs)
});
/**
* | output |
* | --- |
* | "You are on a break until {until}." |
*
* @param {Account_Limits_On_BreakInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_on_break = /** @type {((inputs: Account_Limits_On_BreakInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_On_BreakInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_limits_on_break(inputs)
	if (locale === "en") return __en.account_limits_on_break(inputs)
	return __spec.account_limits_on_break(inputs)
});
/**
* | output |
* | --- |
* | "You are on a break until {until}: staking and deposits are paused." |
*
* @param {Account_Limits_Break_RefusedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_refused = /** @type {((inputs: Account_Limits_Break_RefusedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Break_RefusedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_limits_break_refused(inputs)
	if (locale === "en") return __en.account_limits_break_refused(inputs)
	return __spec.account_limits_break_refused(inputs)
});
/**
* | output |
* | --- |
* | "This stake is over your daily stake limit of {limit} ETB. You can stake {left} ETB more today." |
*
* @param {Account_Limits_Stake_RefusedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_stake_refused = /** @type {((inputs: Account_Limits_Stake_RefusedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Stake_RefusedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_limits_stake_refused(inputs)
	if (locale === "en") return __en.account_limits_stake_refused(inputs)
	return __spec.account_limits_stake_refused(inputs)
});
/**
* | output |
* | --- |
* | "This deposit is over your daily deposit limit of {limit} ETB. You can deposit {left} ETB more today." |
*
* @param {Account_Limits_Deposit_RefusedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_deposit_refused = /** @type {((inputs: Account_Limits_Deposit_RefusedInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Deposit_RefusedInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.account_limits_deposit_refused(inputs)
	if (locale === "en") return __en.account_limits_deposit_refused(inputs)
	return __spec.account_limits_deposit_refused(inputs)
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
* | "Calls of this game ({count})" |
*
* @param {Game_Calls_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_title = /** @type {((inputs: Game_Calls_TitleInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Calls_TitleInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_calls_title(inputs)
	if (locale === "en") return __en.game_calls_title(inputs)
	return __spec.game_calls_title(inputs)
});
/**
* | output |
* | --- |
* | "Calls of this game" |
*
* @param {Game_Calls_ListInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_list = /** @type {((inputs?: Game_Calls_ListInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Calls_ListInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_calls_list(inputs)
	if (locale === "en") return __en.game_calls_list(inputs)
	return __spec.game_calls_list(inputs)
});
/**
* | output |
* | --- |
* | "The server reports the same {count} calls." |
*
* @param {Game_Calls_MatchInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_match = /** @type {((inputs: Game_Calls_MatchInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Calls_MatchInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_calls_match(inputs)
	if (locale === "en") return __en.game_calls_match(inputs)
	return __spec.game_calls_match(inputs)
});
/**
* | output |
* | --- |
* | "We saw {seen} calls; the server reports {server}." |
*
* @param {Game_Calls_DifferInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_differ = /** @type {((inputs: Game_Calls_DifferInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Calls_DifferInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_calls_differ(inputs)
	if (locale === "en") return __en.game_calls_differ(inputs)
	return __spec.game_calls_differ(inputs)
});
/**
* | output |
* | --- |
* | "Not seen on this device: {list}" |
*
* @param {Game_Calls_MissingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_missing = /** @type {((inputs: Game_Calls_MissingInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Calls_MissingInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_calls_missing(inputs)
	if (locale === "en") return __en.game_calls_missing(inputs)
	return __spec.game_calls_missing(inputs)
});
/**
* | output |
* | --- |
* | "Not in the server's list: {list}" |
*
* @param {Game_Calls_ExtraInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_extra = /** @type {((inputs: Game_Calls_ExtraInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Calls_ExtraInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_calls_extra(inputs)
	if (locale === "en") return __en.game_calls_extra(inputs)
	return __spec.game_calls_extra(inputs)
});
/**
* | output |
* | --- |
* | "The server sent no final list to compare with." |
*
* @param {Game_Calls_UnknownInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_unknown = /** @type {((inputs?: Game_Calls_UnknownInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Calls_UnknownInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_calls_unknown(inputs)
	if (locale === "en") return __en.game_calls_unknown(inputs)
	return __spec.game_calls_unknown(inputs)
});
/**
* | output |
* | --- |
* | "No call reached this device." |
*
* @param {Game_Calls_NoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_none = /** @type {((inputs?: Game_Calls_NoneInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Calls_NoneInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_calls_none(inputs)
	if (locale === "en") return __en.game_calls_none(inputs)
	return __spec.game_calls_none(inputs)
});
/**
* | output |
* | --- |
* | "{count} players" |
*
* @param {Game_Calls_PlayersInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_players = /** @type {((inputs: Game_Calls_PlayersInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Calls_PlayersInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_calls_players(inputs)
	if (locale === "en") return __en.game_calls_players(inputs)
	return __spec.game_calls_players(inputs)
});
/**
* | output |
* | --- |
* | "{count} boards" |
*
* @param {Game_Calls_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_boards = /** @type {((inputs: Game_Calls_BoardsInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Calls_BoardsInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_calls_boards(inputs)
	if (locale === "en") return __en.game_calls_boards(inputs)
	return __spec.game_calls_boards(inputs)
});
/**
* | output |
* | --- |
* | "1 player" |
*
* @param {Game_Calls_One_PlayerInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_one_player = /** @type {((inputs?: Game_Calls_One_PlayerInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Calls_One_PlayerInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_calls_one_player(inputs)
	if (locale === "en") return __en.game_calls_one_player(inputs)
	return __spec.game_calls_one_player(inputs)
});
/**
* | output |
* | --- |
* | "1 board" |
*
* @param {Game_Calls_One_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_one_board = /** @type {((inputs?: Game_Calls_One_BoardInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Game_Calls_One_BoardInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.game_calls_one_board(inputs)
	if (locale === "en") return __en.game_calls_one_board(inputs)
	return __spec.game_calls_one_board(inputs)
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
/**
* | output |
* | --- |
* | "{count} to go" |
*
* @param {Play_To_GoInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_to_go = /** @type {((inputs: Play_To_GoInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_To_GoInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_to_go(inputs)
	if (locale === "en") return __en.play_to_go(inputs)
	return __spec.play_to_go(inputs)
});
/**
* | output |
* | --- |
* | "Best board" |
*
* @param {Play_Best_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_best_board = /** @type {((inputs?: Play_Best_BoardInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Best_BoardInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_best_board(inputs)
	if (locale === "en") return __en.play_best_board(inputs)
	return __spec.play_best_board(inputs)
});
/**
* | output |
* | --- |
* | "Auto-mark" |
*
* @param {Play_Auto_MarkInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_auto_mark = /** @type {((inputs?: Play_Auto_MarkInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Auto_MarkInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return __am.play_auto_mark(inputs)
	if (locale === "en") return __en.play_auto_mark(inputs)
	return __spec.play_auto_mark(inputs)
});