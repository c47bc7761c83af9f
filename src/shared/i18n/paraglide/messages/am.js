/* eslint-disable */
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


export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቋንቋ`)
};

export const language_spec = /** @type {(inputs: Language_SpecInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የመግለጫው ጽሑፎች`)
};

export const language_am = /** @type {(inputs: Language_AmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አማርኛ`)
};

export const language_en = /** @type {(inputs: Language_EnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
};

export const common_invalid_balance = /** @type {(inputs: Common_Invalid_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቀሪ ሂሳቡ ልክ አይደለም!`)
};

export const common_insufficient_balance = /** @type {(inputs: Common_Insufficient_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በቂ ሂሳብ የለዎትም!`)
};

export const common_bad_start = /** @type {(inputs: Common_Bad_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እባክዎ 1-2 ካርቴላ ይምረጡና ትክክለኛ መደብ ያስገቡ።`)
};

export const common_connection_lost = /** @type {(inputs: Common_Connection_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ግንኙነቱ ተቋርጧል...`)
};

export const common_connection_failed = /** @type {(inputs: Common_Connection_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መገናኘት አልተቻለም። እባክዎ እንደገና ይሞክሩ።`)
};

export const common_connection_error = /** @type {(inputs: Common_Connection_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የግንኙነት ስህተት። እባክዎ እንደገና ይሞክሩ።`)
};

export const common_reconnecting = /** @type {(inputs: Common_ReconnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እንደገና በመገናኘት ላይ...`)
};

export const common_signup_succeeded = /** @type {(inputs: Common_Signup_SucceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ምዝገባው ተሳክቷል፣ እባክዎ ይግቡ!`)
};

export const common_password_changed = /** @type {(inputs: Common_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የይለፍ ቃሉ በተሳካ ሁኔታ ተቀይሯል። እባክዎ እንደገና ይግቡ`)
};

export const common_unreadable_game_event = /** @type {(inputs: Common_Unreadable_Game_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የጨዋታው አገልጋይ ያልተነበበ መልእክት ልኳል። እንደገና በመገናኘት ላይ…`)
};

export const common_offline = /** @type {(inputs: Common_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ከመስመር ውጪ ነዎት። ኔትወርኩ ሲመለስ ካርቴላ እንደገና ይገናኛል።`)
};

export const common_update_ready = /** @type {(inputs: Common_Update_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አዲስ ስሪት ዝግጁ ነው`)
};

export const common_reload = /** @type {(inputs: Common_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እንደገና ጫን`)
};

export const common_boot_failed = /** @type {(inputs: Common_Boot_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላ መጀመር አልቻለም። ግንኙነትዎን አረጋግጠው እንደገና ይጫኑ።`)
};

export const common_crash_title = /** @type {(inputs: Common_Crash_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ይቅርታ! የሆነ ችግር ተፈጥሯል`)
};

export const common_crash_text = /** @type {(inputs: Common_Crash_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አይጨነቁ፣ እንዲህ ያለ ነገር ያጋጥማል። ወደ ጨዋታው እንመልስዎ።`)
};

export const common_try_again = /** @type {(inputs: Common_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እንደገና ይሞክሩ`)
};

export const common_go_home = /** @type {(inputs: Common_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ወደ መነሻ`)
};

export const common_not_found_title = /** @type {(inputs: Common_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ገጹ አልተገኘም`)
};

export const common_not_found_text = /** @type {(inputs: Common_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የሚፈልጉት ገጽ የለም።`)
};

export const common_go_back = /** @type {(inputs: Common_Go_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ተመለስ`)
};

export const auth_brand = /** @type {(inputs: Auth_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላ ቢንጎ`)
};

export const auth_subtitle = /** @type {(inputs: Auth_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቢንጎ ይጫወቱ · በስልክ ቁጥርዎ ይግቡ`)
};

export const auth_login_form = /** @type {(inputs: Auth_Login_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መግቢያ`)
};

export const auth_phone = /** @type {(inputs: Auth_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ስልክ ቁጥር`)
};

export const auth_password = /** @type {(inputs: Auth_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የይለፍ ቃል`)
};

export const auth_logging_in = /** @type {(inputs: Auth_Logging_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በመግባት ላይ...`)
};

export const auth_login = /** @type {(inputs: Auth_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ግባ`)
};

export const auth_sign_up = /** @type {(inputs: Auth_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ይመዝገቡ`)
};

export const auth_forgot_password = /** @type {(inputs: Auth_Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የይለፍ ቃል ረሱ?`)
};

export const auth_login_required = /** @type {(inputs: Auth_Login_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እባክዎ ስልክ ቁጥርና የይለፍ ቃል ያስገቡ።`)
};

export const auth_verify_title = /** @type {(inputs: Auth_Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ስልክዎን ያረጋግጡ`)
};

export const auth_not_verified = /** @type {(inputs: Auth_Not_VerifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.phone} ገና አልተረጋገጠም። ኮድ በኤስኤምኤስ እንልካለን።`)
};

export const auth_resend_code = /** @type {(inputs: Auth_Resend_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ኮዱን እንደገና ይላኩ`)
};

export const auth_send_code = /** @type {(inputs: Auth_Send_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ኮድ ይላኩ`)
};

export const auth_verify = /** @type {(inputs: Auth_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አረጋግጥ`)
};

export const auth_back_to_login = /** @type {(inputs: Auth_Back_To_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ወደ መግቢያ ይመለሱ`)
};

export const auth_need_code_request = /** @type {(inputs: Auth_Need_Code_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እባክዎ መጀመሪያ ኮዱን ይላኩ።`)
};

export const auth_code_too_short = /** @type {(inputs: Auth_Code_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እባክዎ ሙሉውን ኮድ ያስገቡ።`)
};

export const auth_otp_sending = /** @type {(inputs: Auth_Otp_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እባክዎ ይጠብቁ ...`)
};

export const auth_otp_sent = /** @type {(inputs: Auth_Otp_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ኮዱ ወደ ስልክዎ ተልኳል! በ2 ደቂቃ ውስጥ ያበቃል`)
};

export const auth_otp_send_failed = /** @type {(inputs: Auth_Otp_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ኮዱን መላክ አልተቻለም፣ እንደገና ይሞክሩ`)
};

export const auth_otp_verifying = /** @type {(inputs: Auth_Otp_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በማረጋገጥ ላይ፣ እባክዎ ይጠብቁ ...`)
};

export const auth_otp_verified = /** @type {(inputs: Auth_Otp_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ተረጋግጠዋል!`)
};

export const auth_bad_phone = /** @type {(inputs: Auth_Bad_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እባክዎ ትክክለኛ ባለ 10 አሃዝ ስልክ ቁጥር ያስገቡ!`)
};

export const auth_bad_code = /** @type {(inputs: Auth_Bad_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እባክዎ ሙሉውን ባለ 6 አሃዝ ኮድ ያስገቡ`)
};

export const auth_bad_username = /** @type {(inputs: Auth_Bad_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የተጠቃሚ ስሙ ልክ አይደለም!`)
};

export const auth_bad_password = /** @type {(inputs: Auth_Bad_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የይለፍ ቃሉ ልክ አይደለም!`)
};

export const auth_mismatch = /** @type {(inputs: Auth_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የይለፍ ቃሎቹ አይመሳሰሉም!`)
};

export const auth_bad_referral = /** @type {(inputs: Auth_Bad_ReferralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የጋባዡ ቁጥር ልክ አይደለም!`)
};

export const auth_reset_requesting = /** @type {(inputs: Auth_Reset_RequestingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በማጣራትና በመላክ ላይ ...`)
};

export const auth_reset_changing = /** @type {(inputs: Auth_Reset_ChangingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የይለፍ ቃል በመቀየር ላይ ...`)
};

export const auth_invalid_token = /** @type {(inputs: Auth_Invalid_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ኮዱ ልክ አይደለም፣ እባክዎ እንደገና ይሞክሩ!`)
};

export const auth_passwords_required = /** @type {(inputs: Auth_Passwords_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እባክዎ አዲሱን የይለፍ ቃል ሁለት ጊዜ ያስገቡ።`)
};

export const auth_step = /** @type {(inputs: Auth_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ደረጃ ${i?.step} ከ3`)
};

export const auth_step1_form = /** @type {(inputs: Auth_Step1_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ደረጃ 1፦ ስልክዎ`)
};

export const auth_step2_form = /** @type {(inputs: Auth_Step2_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ደረጃ 2፦ ኮዱ`)
};

export const auth_sent_to = /** @type {(inputs: Auth_Sent_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ወደ ${i?.phone} ኮድ ልከናል።`)
};

export const auth_send_otp = /** @type {(inputs: Auth_Send_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ኮድ ላክ`)
};

export const auth_verify_otp = /** @type {(inputs: Auth_Verify_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ኮዱን አረጋግጥ`)
};

export const auth_resend_code_button = /** @type {(inputs: Auth_Resend_Code_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ኮዱን እንደገና ላክ`)
};

export const auth_back = /** @type {(inputs: Auth_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ተመለስ`)
};

export const auth_step3_account = /** @type {(inputs: Auth_Step3_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ደረጃ 3፦ መለያዎ`)
};

export const auth_username = /** @type {(inputs: Auth_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የተጠቃሚ ስም`)
};

export const auth_password2 = /** @type {(inputs: Auth_Password2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የይለፍ ቃሉን እንደገና ያስገቡ`)
};

export const auth_referral = /** @type {(inputs: Auth_ReferralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የጋባዥ ኮድ (ካለ)`)
};

export const auth_create_account = /** @type {(inputs: Auth_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መለያ ይክፈቱ`)
};

export const auth_have_account = /** @type {(inputs: Auth_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መለያ አለዎት? ይግቡ`)
};

export const auth_signup_title = /** @type {(inputs: Auth_Signup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መለያዎን ይክፈቱ`)
};

export const auth_reset_title = /** @type {(inputs: Auth_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የይለፍ ቃልዎን ይቀይሩ`)
};

export const auth_send_code_button = /** @type {(inputs: Auth_Send_Code_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ኮድ ላክ`)
};

export const auth_verify_code_button = /** @type {(inputs: Auth_Verify_Code_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ኮዱን አረጋግጥ`)
};

export const auth_step3_password = /** @type {(inputs: Auth_Step3_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ደረጃ 3፦ አዲስ የይለፍ ቃል`)
};

export const auth_new_password = /** @type {(inputs: Auth_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አዲስ የይለፍ ቃል`)
};

export const auth_confirm_password = /** @type {(inputs: Auth_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አዲሱን የይለፍ ቃል ያረጋግጡ`)
};

export const auth_reset_password = /** @type {(inputs: Auth_Reset_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የይለፍ ቃል ቀይር`)
};

export const auth_strength = /** @type {(inputs: Auth_StrengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የይለፍ ቃል ጥንካሬ`)
};

export const auth_strength_value = /** @type {(inputs: Auth_Strength_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} (${i?.score} ከ100)`)
};

export const auth_strength_line = /** @type {(inputs: Auth_Strength_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ጥንካሬ፦ ${i?.label}`)
};

export const auth_strength_weak = /** @type {(inputs: Auth_Strength_WeakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ደካማ`)
};

export const auth_strength_fair = /** @type {(inputs: Auth_Strength_FairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መካከለኛ`)
};

export const auth_strength_strong = /** @type {(inputs: Auth_Strength_StrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጠንካራ`)
};

export const auth_phone_placeholder = /** @type {(inputs: Auth_Phone_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`09xxxxxxxx`)
};

export const auth_age_confirm = /** @type {(inputs: Auth_Age_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ዕድሜዬ 21 ዓመት ወይም ከዚያ በላይ መሆኑን አረጋግጣለሁ`)
};

export const auth_age_required = /** @type {(inputs: Auth_Age_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መለያ ለመክፈት ዕድሜዎ 21 ዓመት ወይም ከዚያ በላይ መሆኑን ያረጋግጡ።`)
};

export const wallet_balance_loading = /** @type {(inputs: Wallet_Balance_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቀሪ ሂሳብ፦ …`)
};

export const wallet_balance = /** @type {(inputs: Wallet_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ቀሪ ሂሳብ፦ ${i?.amount} ብር`)
};

export const wallet_title = /** @type {(inputs: Wallet_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ዋሌት`)
};

export const wallet_balance_card = /** @type {(inputs: Wallet_Balance_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቀሪ ሂሳብ`)
};

export const wallet_current_balance = /** @type {(inputs: Wallet_Current_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አሁን ያለዎት ሂሳብ`)
};

export const wallet_amount_etb = /** @type {(inputs: Wallet_Amount_EtbInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ብር`)
};

export const wallet_promo = /** @type {(inputs: Wallet_PromoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ፕሮሞ፦ ${i?.amount} ብር (ለጨዋታ ብቻ)`)
};

export const wallet_phone_line = /** @type {(inputs: Wallet_Phone_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ስልክ፦ ${i?.phone}`)
};

export const wallet_tabs = /** @type {(inputs: Wallet_TabsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ዋሌት`)
};

export const wallet_deposit = /** @type {(inputs: Wallet_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ገቢ`)
};

export const wallet_withdraw = /** @type {(inputs: Wallet_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ወጪ`)
};

export const wallet_transfer = /** @type {(inputs: Wallet_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ማስተላለፍ`)
};

export const wallet_deposit_method = /** @type {(inputs: Wallet_Deposit_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የገቢ ዘዴ`)
};

export const wallet_withdraw_method = /** @type {(inputs: Wallet_Withdraw_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የወጪ ዘዴ`)
};

export const wallet_manual = /** @type {(inputs: Wallet_ManualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በእጅ`)
};

export const wallet_automatic = /** @type {(inputs: Wallet_AutomaticInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በቀጥታ`)
};

export const wallet_deposit_limits = /** @type {(inputs: Wallet_Deposit_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የገቢ ገደቦች`)
};

export const wallet_min_deposit_line = /** @type {(inputs: Wallet_Min_Deposit_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ዝቅተኛ ገቢ፦ ${i?.min} ብር`)
};

export const wallet_max_deposit_line = /** @type {(inputs: Wallet_Max_Deposit_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ከፍተኛ የቀን ገቢ፦ ${i?.max} ብር`)
};

export const wallet_withdraw_limits = /** @type {(inputs: Wallet_Withdraw_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የወጪ ገደቦች`)
};

export const wallet_min_withdrawal_line = /** @type {(inputs: Wallet_Min_Withdrawal_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ዝቅተኛ ወጪ፦ ${i?.min} ብር`)
};

export const wallet_max_withdrawal_line = /** @type {(inputs: Wallet_Max_Withdrawal_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ከፍተኛ የቀን ወጪ፦ ${i?.max} ብር`)
};

export const wallet_processing_hours = /** @type {(inputs: Wallet_Processing_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ሂደቱ እስከ ${i?.hours} ሰዓት ይወስዳል`)
};

export const wallet_automatic_deposit = /** @type {(inputs: Wallet_Automatic_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በቀጥታ ገቢ`)
};

export const wallet_manual_deposit = /** @type {(inputs: Wallet_Manual_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በእጅ ገቢ`)
};

export const wallet_automatic_withdrawal = /** @type {(inputs: Wallet_Automatic_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በቀጥታ ወጪ`)
};

export const wallet_manual_withdrawal = /** @type {(inputs: Wallet_Manual_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በእጅ ወጪ`)
};

export const wallet_phone = /** @type {(inputs: Wallet_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ስልክ ቁጥር`)
};

export const wallet_amount = /** @type {(inputs: Wallet_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መጠን (ብር)`)
};

export const wallet_sms_id = /** @type {(inputs: Wallet_Sms_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የኤስኤምኤስ ግብይት መለያ`)
};

export const wallet_manual_deposit_help = /** @type {(inputs: Wallet_Manual_Deposit_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መጠኑን በሞባይል ገንዘብ ይላኩ፣ ከዚያ በደረሰዎት ኤስኤምኤስ ላይ ያለውን የግብይት መለያ እዚህ ይለጥፉ።`)
};

export const wallet_processing_button = /** @type {(inputs: Wallet_Processing_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በሂደት ላይ...`)
};

export const wallet_send_deposit = /** @type {(inputs: Wallet_Send_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የገቢ ጥያቄ ላክ`)
};

export const wallet_payment_method = /** @type {(inputs: Wallet_Payment_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የክፍያ ዘዴ`)
};

export const wallet_not_available = /** @type {(inputs: Wallet_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (ገና አልተጀመረም)`)
};

export const wallet_request_id = /** @type {(inputs: Wallet_Request_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የጥያቄ መለያ፦`)
};

export const wallet_send_withdrawal = /** @type {(inputs: Wallet_Send_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የወጪ ጥያቄ ላክ`)
};

export const wallet_transfer_to = /** @type {(inputs: Wallet_Transfer_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ለማን (ስልክ ቁጥር)`)
};

export const wallet_confirm_transfer = /** @type {(inputs: Wallet_Confirm_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ማስተላለፉን ያረጋግጡ`)
};

export const wallet_confirm_transfer_text = /** @type {(inputs: Wallet_Confirm_Transfer_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ብር ወደ ${i?.receiver} ይላክ? ይህ ከተፈጸመ በኋላ አይመለስም።`)
};

export const wallet_cancel = /** @type {(inputs: Wallet_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ይቅር`)
};

export const wallet_confirm = /** @type {(inputs: Wallet_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አረጋግጥ`)
};

export const wallet_deposit_phone = /** @type {(inputs: Wallet_Deposit_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ስልክ ቁጥሩ በትክክል 10 አሃዝ መሆን አለበት`)
};

export const wallet_withdraw_phone = /** @type {(inputs: Wallet_Withdraw_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ስልክ ቁጥር ያስፈልጋል`)
};

export const wallet_amount_required = /** @type {(inputs: Wallet_Amount_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መጠኑን በብር ያስገቡ`)
};

export const wallet_withdraw_method_invalid = /** @type {(inputs: Wallet_Withdraw_Method_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የክፍያ ዘዴው ልክ አይደለም። እባክዎ አንዱን ይምረጡ!`)
};

export const wallet_transfer_to_required = /** @type {(inputs: Wallet_Transfer_To_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የሚተላለፍለትን ስልክ ቁጥር ያስገቡ`)
};

export const wallet_transfer_phone = /** @type {(inputs: Wallet_Transfer_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ስልክ ቁጥሩ በ0 የሚጀምር 10 አሃዝ መሆን አለበት`)
};

export const wallet_insufficient = /** @type {(inputs: Wallet_InsufficientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በቂ ሂሳብ የለዎትም!`)
};

export const wallet_no_user = /** @type {(inputs: Wallet_No_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የተጠቃሚ መረጃ አልተገኘም! እባክዎ ገጹን እንደገና ይጫኑ።`)
};

export const wallet_manual_amount = /** @type {(inputs: Wallet_Manual_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እባክዎ ትክክለኛ መጠን ያስገቡ።`)
};

export const wallet_manual_sms = /** @type {(inputs: Wallet_Manual_SmsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እባክዎ የሞባይል ገንዘብ ኤስኤምኤስ የግብይት መለያውን ይለጥፉ።`)
};

export const wallet_no_trx_id = /** @type {(inputs: Wallet_No_Trx_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የጥያቄ መለያ መፍጠር አልተቻለም። እባክዎ ገጹን እንደገና ይጫኑ!`)
};

export const wallet_processing = /** @type {(inputs: Wallet_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በሂደት ላይ ...`)
};

export const wallet_withdraw_pending = /** @type {(inputs: Wallet_Withdraw_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ተጠናቋል። ከመረጡት አቅራቢ በቅርቡ የጽሑፍ መልእክት ይደርስዎታል!`)
};

export const wallet_min_deposit = /** @type {(inputs: Wallet_Min_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ዝቅተኛው ገቢ ${i?.min} ብር ነው።`)
};

export const wallet_min_withdrawal = /** @type {(inputs: Wallet_Min_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ዝቅተኛው ወጪ ${i?.min} ብር ነው።`)
};

export const wallet_transfer_done = /** @type {(inputs: Wallet_Transfer_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ማስተላለፉ ተጠናቋል።`)
};

export const wallet_deposit_sent = /** @type {(inputs: Wallet_Deposit_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የገቢ ጥያቄው ተልኳል።`)
};

export const wallet_redirecting = /** @type {(inputs: Wallet_RedirectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ወደ ክፍያ አቅራቢው በመሄድ ላይ...`)
};

export const wallet_untrusted_url = /** @type {(inputs: Wallet_Untrusted_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የክፍያ አቅራቢው አድራሻ የታመነ አይደለም። እባክዎ ድጋፍ ሰጪን ያግኙ።`)
};

export const wallet_not_confirmed_checking = /** @type {(inputs: Wallet_Not_Confirmed_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አልተረጋገጠም — ሂሳብዎን በማጣራት ላይ…`)
};

export const wallet_balance_now = /** @type {(inputs: Wallet_Balance_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`አሁን ያለዎት ሂሳብ ${i?.amount} ብር ነው።`)
};

export const wallet_balance_unread = /** @type {(inputs: Wallet_Balance_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ሂሳቡን ማንበብ አልተቻለም።`)
};

export const wallet_safe_retry = /** @type {(inputs: Wallet_Safe_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እንደገና መሞከር ችግር የለውም፤ ሁለት ጊዜ አይፈጸምም።`)
};

export const wallet_nc_entry = /** @type {(inputs: Wallet_Nc_EntryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`መልስ አልመጣም፣ ግን አገልጋዩ የ${i?.amount} ብር ${i?.label} ያሳያል። ${i?.balance}`)
};

export const wallet_nc_no_entry = /** @type {(inputs: Wallet_Nc_No_EntryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`አልተረጋገጠም፦ አገልጋዩ የ${i?.amount} ብር ${i?.label} አያሳይም። ${i?.balance} ${i?.retry}`)
};

export const wallet_nc_plain = /** @type {(inputs: Wallet_Nc_PlainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`አልተረጋገጠም። ${i?.balance} ${i?.retry}`)
};

export const wallet_intent_transfer = /** @type {(inputs: Wallet_Intent_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ማስተላለፍ`)
};

export const wallet_intent_withdrawal = /** @type {(inputs: Wallet_Intent_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ወጪ`)
};

export const wallet_intent_deposit = /** @type {(inputs: Wallet_Intent_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ገቢ`)
};

export const wallet_intent_purchase = /** @type {(inputs: Wallet_Intent_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የካርቴላ ግዢ`)
};

export const wallet_history_title = /** @type {(inputs: Wallet_History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የግብይት ታሪክ`)
};

export const wallet_no_transactions = /** @type {(inputs: Wallet_No_TransactionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ምንም የግብይት ታሪክ የለም`)
};

export const wallet_loading_transactions = /** @type {(inputs: Wallet_Loading_TransactionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ግብይቶች በመጫን ላይ...`)
};

export const wallet_summary = /** @type {(inputs: Wallet_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ማጠቃለያ`)
};

export const wallet_in = /** @type {(inputs: Wallet_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ገቢ፦ ${i?.amount} ብር`)
};

export const wallet_out = /** @type {(inputs: Wallet_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ወጪ፦ ${i?.amount} ብር`)
};

export const wallet_by_type = /** @type {(inputs: Wallet_By_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በዓይነት`)
};

export const wallet_col_type = /** @type {(inputs: Wallet_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ዓይነት`)
};

export const wallet_col_count = /** @type {(inputs: Wallet_Col_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ብዛት`)
};

export const wallet_col_sum = /** @type {(inputs: Wallet_Col_SumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ድምር (ብር)`)
};

export const wallet_col_date = /** @type {(inputs: Wallet_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቀን`)
};

export const wallet_col_amount = /** @type {(inputs: Wallet_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መጠን`)
};

export const wallet_col_balance = /** @type {(inputs: Wallet_Col_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቀሪ ሂሳብ`)
};

export const wallet_col_details = /** @type {(inputs: Wallet_Col_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ዝርዝር`)
};

export const wallet_transactions = /** @type {(inputs: Wallet_TransactionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ግብይቶች`)
};

export const wallet_show_details = /** @type {(inputs: Wallet_Show_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የ${i?.type} ${i?.amount} ዝርዝር አሳይ`)
};

export const wallet_hide_details = /** @type {(inputs: Wallet_Hide_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የ${i?.type} ${i?.amount} ዝርዝር ደብቅ`)
};

export const wallet_row_date = /** @type {(inputs: Wallet_Row_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ቀን፦ ${i?.date}`)
};

export const wallet_row_balance = /** @type {(inputs: Wallet_Row_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ቀሪ ሂሳብ፦ ${i?.amount} ብር`)
};

export const wallet_show_chart = /** @type {(inputs: Wallet_Show_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ሰንጠረዡን አሳይ`)
};

export const wallet_loading_chart = /** @type {(inputs: Wallet_Loading_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ሰንጠረዡ በመጫን ላይ...`)
};

export const wallet_chart_label = /** @type {(inputs: Wallet_Chart_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የሂሳብ ለውጥ ሰንጠረዥ`)
};

export const wallet_chart_label_now = /** @type {(inputs: Wallet_Chart_Label_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የሂሳብ ለውጥ ሰንጠረዥ፣ አሁን ${i?.amount} ብር`)
};

export const wallet_chart_series = /** @type {(inputs: Wallet_Chart_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ሂሳብ (ብር)`)
};

export const wallet_type_deposit = /** @type {(inputs: Wallet_Type_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ገቢ`)
};

export const wallet_type_transfer_in = /** @type {(inputs: Wallet_Type_Transfer_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የገባ ዝውውር`)
};

export const wallet_type_transfer_out = /** @type {(inputs: Wallet_Type_Transfer_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የወጣ ዝውውር`)
};

export const wallet_type_withdrawal = /** @type {(inputs: Wallet_Type_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ወጪ`)
};

export const wallet_type_game_won = /** @type {(inputs: Wallet_Type_Game_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ያሸነፉት ጨዋታ`)
};

export const wallet_type_game_lost = /** @type {(inputs: Wallet_Type_Game_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የተሸነፉት ጨዋታ`)
};

export const wallet_type_bonus = /** @type {(inputs: Wallet_Type_BonusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቦነስ`)
};

export const wallet_type_game_bonus = /** @type {(inputs: Wallet_Type_Game_BonusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የጨዋታ ቦነስ`)
};

export const wallet_type_invite = /** @type {(inputs: Wallet_Type_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የግብዣ ሽልማት (ለጨዋታ ብቻ)`)
};

export const wallet_type_cartela_purchase = /** @type {(inputs: Wallet_Type_Cartela_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የካርቴላ ግዢ`)
};

export const wallet_payment_success = /** @type {(inputs: Wallet_Payment_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ክፍያው ተሳክቷል`)
};

export const wallet_payment_failed = /** @type {(inputs: Wallet_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ክፍያው አልተሳካም`)
};

export const wallet_payment_failure_text = /** @type {(inputs: Wallet_Payment_Failure_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ይቅርታ! የሆነ ችግር ተፈጥሯል። እባክዎ እንደገና ይሞክሩ ወይም ድጋፍ ሰጪን ያግኙ።`)
};

export const wallet_pending_deposit = /** @type {(inputs: Wallet_Pending_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ከክፍያ አቅራቢው የ${i?.amount} ብር ገቢ ጀምረው ተመልሰዋል። ከታች ያለው ሂሳብ አገልጋዩ የያዘው ነው፤ አቅራቢው ገና ያላረጋገጠው ገቢ በውስጡ የለም።`)
};

export const wallet_retry_payment = /** @type {(inputs: Wallet_Retry_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ክፍያውን እንደገና ይሞክሩ`)
};

export const wallet_go_back = /** @type {(inputs: Wallet_Go_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ተመለስ`)
};

export const account_menu_home = /** @type {(inputs: Account_Menu_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መነሻ`)
};

export const account_menu_transactions = /** @type {(inputs: Account_Menu_TransactionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የግብይት ታሪክ`)
};

export const account_menu_games = /** @type {(inputs: Account_Menu_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የጨዋታ ታሪክ`)
};

export const account_menu_invite = /** @type {(inputs: Account_Menu_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጓደኞችን ይጋብዙ`)
};

export const account_menu_instructions = /** @type {(inputs: Account_Menu_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የጨዋታ መመሪያ`)
};

export const account_menu_terms = /** @type {(inputs: Account_Menu_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ደንቦችና ሁኔታዎች`)
};

export const account_menu_support = /** @type {(inputs: Account_Menu_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ያግኙን እና እገዛ`)
};

export const account_menu_profile = /** @type {(inputs: Account_Menu_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መገለጫ ያስተካክሉ`)
};

export const account_back = /** @type {(inputs: Account_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ተመለስ`)
};

export const account_open_menu = /** @type {(inputs: Account_Open_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ምናሌውን ይክፈቱ`)
};

export const account_home_link = /** @type {(inputs: Account_Home_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላ መነሻ`)
};

export const account_main_nav = /** @type {(inputs: Account_Main_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ዋና ማውጫ`)
};

export const account_bet = /** @type {(inputs: Account_BetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ውርርድ: ${i?.amount} ብር`)
};

export const account_add_credit = /** @type {(inputs: Account_Add_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ሂሳብ ይሙሉ`)
};

export const account_notifications = /** @type {(inputs: Account_NotificationsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ማሳወቂያዎች: ${i?.count}`)
};

export const account_profile_of = /** @type {(inputs: Account_Profile_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} መገለጫ`)
};

export const account_logout = /** @type {(inputs: Account_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ውጣ`)
};

export const account_menu = /** @type {(inputs: Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ምናሌ`)
};

export const account_balance_line = /** @type {(inputs: Account_Balance_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ብር`)
};

export const account_game_type_title = /** @type {(inputs: Account_Game_Type_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የጨዋታ ዓይነት ይምረጡ`)
};

export const account_manual_play = /** @type {(inputs: Account_Manual_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በእጅ ይጫወቱ`)
};

export const account_autoplay = /** @type {(inputs: Account_AutoplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አውቶ ጨዋታ`)
};

export const account_coming_soon = /** @type {(inputs: Account_Coming_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በቅርቡ ይመጣል`)
};

export const account_scheduled_games = /** @type {(inputs: Account_Scheduled_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የታቀዱ ጨዋታዎች`)
};

export const account_games_title = /** @type {(inputs: Account_Games_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የጨዋታ ታሪክ`)
};

export const account_no_games = /** @type {(inputs: Account_No_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በተመረጠው ቀን ውስጥ ምንም ጨዋታ አልተገኘም።`)
};

export const account_no_board_data = /** @type {(inputs: Account_No_Board_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የካርቴላ መረጃ አልተገኘም።`)
};

export const account_history_bet = /** @type {(inputs: Account_History_BetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ውርርድ: ${i?.amount} ብር`)
};

export const account_winnings = /** @type {(inputs: Account_WinningsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ያሸነፉት: ${i?.amount} ብር`)
};

export const account_won = /** @type {(inputs: Account_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አሸንፈዋል`)
};

export const account_lost = /** @type {(inputs: Account_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ተሸንፈዋል`)
};

export const account_pattern = /** @type {(inputs: Account_PatternInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ቅርጽ: ${i?.name}`)
};

export const account_called_count = /** @type {(inputs: Account_Called_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የተጠሩ ቁጥሮች (${i?.count}):`)
};

export const account_called_numbers = /** @type {(inputs: Account_Called_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የተጠሩ ቁጥሮች`)
};

export const account_won_with_board = /** @type {(inputs: Account_Won_With_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`በዚህ ካርቴላ ${i?.amount} ብር አሸንፈዋል`)
};

export const account_board_no_data = /** @type {(inputs: Account_Board_No_DataInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ካርቴላ ${i?.id}: የካርቴላ መረጃ አልተገኘም።`)
};

export const account_date_range = /** @type {(inputs: Account_Date_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የቀን ክልል`)
};

export const account_from = /** @type {(inputs: Account_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ከ`)
};

export const account_to = /** @type {(inputs: Account_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እስከ`)
};

export const account_bad_range = /** @type {(inputs: Account_Bad_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የመጀመሪያው ቀን ከመጨረሻው ቀን በኋላ መሆን የለበትም።`)
};

export const account_loading_games = /** @type {(inputs: Account_Loading_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጨዋታዎች እየመጡ ነው...`)
};

export const account_invite_title = /** @type {(inputs: Account_Invite_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጓደኞችን ይጋብዙ`)
};

export const account_code_copied = /** @type {(inputs: Account_Code_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የግብዣ ኮዱ ተቀድቷል!`)
};

export const account_link_copied = /** @type {(inputs: Account_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የግብዣ ሊንኩ ተቀድቷል!`)
};

export const account_copy_failed = /** @type {(inputs: Account_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መቅዳት አልተቻለም። እባክዎ ጽሑፉን መርጠው ይቅዱ።`)
};

export const account_your_code = /** @type {(inputs: Account_Your_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የእርስዎ የግብዣ ኮድ`)
};

export const account_copy_code = /** @type {(inputs: Account_Copy_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ኮዱን ይቅዱ`)
};

export const account_copy_link = /** @type {(inputs: Account_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የግብዣ ሊንኩን ይቅዱ`)
};

export const account_share = /** @type {(inputs: Account_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ያጋሩ`)
};

export const account_share_text = /** @type {(inputs: Account_Share_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በካርቴላ ቢንጎ አብረን እንጫወት!`)
};

export const account_share_link = /** @type {(inputs: Account_Share_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የማጋሪያ ሊንክ:`)
};

export const account_invite_friend = /** @type {(inputs: Account_Invite_FriendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጓደኛ ይጋብዙ`)
};

export const account_friend_phone = /** @type {(inputs: Account_Friend_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የጓደኛዎ ስልክ ቁጥር`)
};

export const account_send_invite = /** @type {(inputs: Account_Send_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ግብዣ ይላኩ`)
};

export const account_rewards = /** @type {(inputs: Account_RewardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ሽልማቶች`)
};

export const account_reward_1 = /** @type {(inputs: Account_Reward_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በኮድዎ ለሚቀላቀል እያንዳንዱ ጓደኛ 10 ብር የጨዋታ ሂሳብ ያገኛሉ።`)
};

export const account_reward_2 = /** @type {(inputs: Account_Reward_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጓደኛዎ የእንኳን ደህና መጡ ቦነስ ያገኛል።`)
};

export const account_reward_3 = /** @type {(inputs: Account_Reward_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ሽልማቱ የሚገባው ጓደኛዎ ለመጀመሪያ ጊዜ ከገባ በኋላ ነው።`)
};

export const account_reward_4 = /** @type {(inputs: Account_Reward_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የግብዣ ሽልማት ለጨዋታ ብቻ ነው፤ መደብ ማስያዝ ይቻላል እንጂ ወጪ ማድረግ አይቻልም።`)
};

export const account_invite_bad_phone = /** @type {(inputs: Account_Invite_Bad_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ስልክ ቁጥሩ 10 አሃዝ መሆን አለበት፤ በ0 የሚጀምር...`)
};

export const account_profile_title = /** @type {(inputs: Account_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መገለጫ ያስተካክሉ`)
};

export const account_profile_tabs = /** @type {(inputs: Account_Profile_TabsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መገለጫ`)
};

export const account_personal_info = /** @type {(inputs: Account_Personal_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የግል መረጃ`)
};

export const account_security = /** @type {(inputs: Account_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ደህንነት`)
};

export const account_username = /** @type {(inputs: Account_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የተጠቃሚ ስም`)
};

export const account_phone = /** @type {(inputs: Account_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ስልክ ቁጥር`)
};

export const account_current_password = /** @type {(inputs: Account_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የአሁኑ የይለፍ ቃል`)
};

export const account_new_password = /** @type {(inputs: Account_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አዲስ የይለፍ ቃል`)
};

export const account_save = /** @type {(inputs: Account_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አስቀምጥ`)
};

export const account_save_unavailable = /** @type {(inputs: Account_Save_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ማስቀመጥ ገና አይቻልም፤ አገልጋዩ መገለጫ የሚያስተካክል አገልግሎት የለውም።`)
};

export const account_support_title = /** @type {(inputs: Account_Support_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ያግኙን እና እገዛ`)
};

export const account_support_hours = /** @type {(inputs: Account_Support_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የእገዛ ሰዓት: በየቀኑ ከጠዋቱ 3 እስከ ምሽቱ 3 ሰዓት።`)
};

export const account_contact_form = /** @type {(inputs: Account_Contact_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የመገናኛ ቅጽ`)
};

export const account_your_name = /** @type {(inputs: Account_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ስምዎ`)
};

export const account_message = /** @type {(inputs: Account_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መልእክት`)
};

export const account_send = /** @type {(inputs: Account_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ላክ`)
};

export const account_not_wired = /** @type {(inputs: Account_Not_WiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በዚህ ቅጽ መልእክት መላክ ገና አይቻልም። እባክዎ በእገዛ ሰዓት በስልክ ያግኙን።`)
};

export const account_terms_title = /** @type {(inputs: Account_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ደንቦችና ሁኔታዎች`)
};

export const account_terms_money = /** @type {(inputs: Account_Terms_MoneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ገቢና ወጪ`)
};

export const account_terms_min_deposit = /** @type {(inputs: Account_Terms_Min_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ዝቅተኛ ገቢ: ${i?.amount} ብር።`)
};

export const account_terms_max_deposit = /** @type {(inputs: Account_Terms_Max_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ከፍተኛ የቀን ገቢ: ${i?.amount} ብር።`)
};

export const account_terms_min_withdrawal = /** @type {(inputs: Account_Terms_Min_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ዝቅተኛ ወጪ: ${i?.amount} ብር።`)
};

export const account_terms_max_withdrawal = /** @type {(inputs: Account_Terms_Max_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ከፍተኛ የቀን ወጪ: ${i?.amount} ብር።`)
};

export const account_terms_processing = /** @type {(inputs: Account_Terms_ProcessingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ወጪዎች እስከ ${i?.hours} ሰዓት ባለው ጊዜ ውስጥ ይፈጸማሉ።`)
};

export const account_terms_currency = /** @type {(inputs: Account_Terms_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ሁሉም መጠኖች በኢትዮጵያ ብር ናቸው።`)
};

export const account_terms_playing = /** @type {(inputs: Account_Terms_PlayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጨዋታ`)
};

export const account_terms_two_boards = /** @type {(inputs: Account_Terms_Two_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አንድ ተጫዋች በአንድ ጨዋታ ቢበዛ 2 ካርቴላ መያዝ ይችላል።`)
};

export const account_terms_last_call = /** @type {(inputs: Account_Terms_Last_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ማሸነፍ የሚቆጠረው የመጨረሻው የተጠራ ቁጥር ቅርጹን ሲያሟላ ብቻ ነው (አለበለዚያ የተሳሳተ ቢንጎ ነው)።`)
};

export const account_terms_leaving = /** @type {(inputs: Account_Terms_LeavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጨዋታው ከጀመረ በኋላ መውጣት መደቡን ሊያሳጣ ይችላል።`)
};

export const account_terms_referrals = /** @type {(inputs: Account_Terms_ReferralsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ግብዣዎች`)
};

export const account_terms_invite_reward = /** @type {(inputs: Account_Terms_Invite_RewardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ጋባዡ ${i?.amount} ብር የጨዋታ ሂሳብ ያገኛል፤ ጓደኛው የእንኳን ደህና መጡ ቦነስ ያገኛል።`)
};

export const account_terms_credited = /** @type {(inputs: Account_Terms_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ሽልማቱ የሚገባው ጓደኛው ለመጀመሪያ ጊዜ ከገባ በኋላ ነው።`)
};

export const account_terms_play_only = /** @type {(inputs: Account_Terms_Play_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የግብዣ ሂሳብ ለጨዋታ ብቻ ነው፤ ወጪ ማድረግ አይቻልም።`)
};

export const account_instructions_title = /** @type {(inputs: Account_Instructions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የጨዋታ መመሪያ`)
};

export const account_how_to_play = /** @type {(inputs: Account_How_To_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እንዴት እንደሚጫወቱ`)
};

export const account_how_1 = /** @type {(inputs: Account_How_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በእጅ ይጫወቱን ይምረጡ፣ ከዚያ መደብ ይምረጡ (10፣ 20፣ 50፣ 100፣ 200 ወይም 500 ብር)።`)
};

export const account_how_2 = /** @type {(inputs: Account_How_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ሌላ ሰው ያልያዘውን 1 ወይም 2 ካርቴላ ይምረጡ፣ ከዚያ ጀምርን ይጫኑ። እያንዳንዱ ካርቴላ የመደቡን ያህል ያስከፍላል።`)
};

export const account_how_3 = /** @type {(inputs: Account_How_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቆጠራው ሲያልቅ ከ1 እስከ 75 ያሉ ቁጥሮች ይጠራሉ፦ ቢ 1-15፣ አይ 16-30፣ ኤን 31-45፣ ጂ 46-60፣ ኦ 61-75።`)
};

export const account_how_4 = /** @type {(inputs: Account_How_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቁጥሩ ከተጠራ በኋላ በካርቴላዎ ላይ በመንካት ምልክት ያድርጉበት። መሃል ያለው ሳጥን ነጻ ነው።`)
};

export const account_how_5 = /** @type {(inputs: Account_How_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ምልክት ያደረጉባቸው ቁጥሮች የመደቡን ቅርጽ ሲያሟሉ ለዚያ ካርቴላ ቢንጎ!ን ይጫኑ።`)
};

export const account_bad_bingo = /** @type {(inputs: Account_Bad_BingoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የተሳሳተ ቢንጎ`)
};

export const account_bad_bingo_text = /** @type {(inputs: Account_Bad_Bingo_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የሚያሸንፉት የመጨረሻው የተጠራ ቁጥር በካርቴላዎ ላይ ቅርጹን ካሟላ ብቻ ነው። ቅርጹ ያልተሟላ ወይም ከመጨረሻው ጥሪ በፊት ተሟልቶ የነበረ ካርቴላ ላይ ቢንጎ ማለት የተሳሳተ ቢንጎ ነው፤ ጨዋታው ያለ እርስዎ አሸናፊነት ይቀጥላል።`)
};

export const account_leaving_forfeit = /** @type {(inputs: Account_Leaving_ForfeitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጨዋታው ከጀመረ በኋላ መውጣት መደብዎን ሊያሳጣ ይችላል።`)
};

export const account_patterns_by_stake = /** @type {(inputs: Account_Patterns_By_StakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቅርጾች በመደብ`)
};

export const account_stake_label = /** @type {(inputs: Account_Stake_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`መደብ ${i?.stake} ብር`)
};

export const account_stake_amount = /** @type {(inputs: Account_Stake_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stake} ብር`)
};

export const account_pattern_grid = /** @type {(inputs: Account_Pattern_GridInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የ${i?.name} ቅርጽ`)
};

export const account_bonus_note = /** @type {(inputs: Account_Bonus_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ከ${i?.calls} ጥሪ በፊት ካሸነፉ የ${i?.bonus} ብር ቦነስ`)
};

export const account_invite_sending = /** @type {(inputs: Account_Invite_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የግብዣ ኮድ በመላክ ላይ ...`)
};

export const account_brand = /** @type {(inputs: Account_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላ`)
};

export const account_reminder_setting = /** @type {(inputs: Account_Reminder_SettingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የጨዋታ ጊዜ ማስታወሻ`)
};

export const account_reminder_after = /** @type {(inputs: Account_Reminder_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ከ${i?.minutes} ደቂቃ ጨዋታ በኋላ`)
};

export const account_reminder_off = /** @type {(inputs: Account_Reminder_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጠፍቷል`)
};

export const account_reminder_hint = /** @type {(inputs: Account_Reminder_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ማስታወሻው በዚህ ስልክ ከገቡ ጀምሮ ምን ያህል እንደተጫወቱ እና የተጣራ ውጤትዎን ያሳያል።`)
};

export const account_reminder_title = /** @type {(inputs: Account_Reminder_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የእረፍት ጊዜ ነው?`)
};

export const account_reminder_played = /** @type {(inputs: Account_Reminder_PlayedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ለ${i?.hours} ሰዓት ከ${i?.minutes} ደቂቃ ተጫውተዋል።`)
};

export const account_reminder_net = /** @type {(inputs: Account_Reminder_NetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የዚህ ክፍለ ጊዜ የተጣራ ውጤት፦ ${i?.amount} ብር`)
};

export const account_reminder_net_loading = /** @type {(inputs: Account_Reminder_Net_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የሂሳብ መዝገብዎ እየተነበበ ነው…`)
};

export const account_reminder_net_failed = /** @type {(inputs: Account_Reminder_Net_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የተጣራ ውጤትዎ አሁን ሊነበብ አልቻለም።`)
};

export const account_reminder_keep = /** @type {(inputs: Account_Reminder_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መጫወት ልቀጥል`)
};

export const account_reminder_break = /** @type {(inputs: Account_Reminder_BreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እረፍት ልውሰድ`)
};

export const account_limits_title = /** @type {(inputs: Account_Limits_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ገደቦች`)
};

export const account_limits_menu = /** @type {(inputs: Account_Limits_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ገደቦች`)
};

export const account_limits_intro = /** @type {(inputs: Account_Limits_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በየቀኑ ምን ያህል ማስገባት እና መወራረድ እንደሚችሉ ይወስኑ፣ ወይም ከጨዋታ እረፍት ይውሰዱ። ቀኑ በአዲስ አበባ ሰዓት ከእኩለ ሌሊት እስከ እኩለ ሌሊት ነው።`)
};

export const account_limits_device_only = /** @type {(inputs: Account_Limits_Device_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እነዚህ ገደቦች የሚሠሩት በዚህ ስልክ ላይ ብቻ ነው፣ እስኪወጡ ድረስ፤ አገልጋዩ ገና ገደቦችን አይሰጥም።`)
};

export const account_limits_server = /** @type {(inputs: Account_Limits_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ገደቦችዎ በአገልጋዩ ተቀምጠዋል፤ በሁሉም ስልኮች ይሠራሉ።`)
};

export const account_limits_loading = /** @type {(inputs: Account_Limits_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ገደቦችዎ እየተነበቡ ነው…`)
};

export const account_limits_deposit_label = /** @type {(inputs: Account_Limits_Deposit_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የዕለት ማስገቢያ ገደብ (ብር)`)
};

export const account_limits_stake_label = /** @type {(inputs: Account_Limits_Stake_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የዕለት ውርርድ ገደብ (ብር)`)
};

export const account_limits_empty_hint = /** @type {(inputs: Account_Limits_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ገደብ ካልፈለጉ ባዶ ይተዉት።`)
};

export const account_limits_today = /** @type {(inputs: Account_Limits_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ዛሬ በዚህ ስልክ፦ ${i?.deposits} ብር ገብቷል፣ ${i?.stakes} ብር ተወራርደዋል።`)
};

export const account_limits_save = /** @type {(inputs: Account_Limits_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ገደቦቹን አስቀምጥ`)
};

export const account_limits_saved = /** @type {(inputs: Account_Limits_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ገደቦችዎ ተቀምጠዋል።`)
};

export const account_limits_invalid = /** @type {(inputs: Account_Limits_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ከዜሮ በላይ የሆነ መጠን ቢበዛ በሁለት አስርዮሽ ያስገቡ፣ ወይም ባዶ ይተዉት።`)
};

export const account_limits_save_failed = /** @type {(inputs: Account_Limits_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ገደቦችዎን ማስቀመጥ አልተቻለም። እባክዎ እንደገና ይሞክሩ።`)
};

export const account_limits_break_title = /** @type {(inputs: Account_Limits_Break_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እረፍት ይውሰዱ`)
};

export const account_limits_break_hint = /** @type {(inputs: Account_Limits_Break_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በእረፍት ጊዜ መወራረድም ሆነ ገንዘብ ማስገባት አይችሉም። መግባት፣ ባላንስዎን ማየት እና ገንዘብ ማውጣት ይችላሉ። እረፍት አይሰረዝም።`)
};

export const account_limits_break_24h = /** @type {(inputs: Account_Limits_Break_24hInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24 ሰዓት`)
};

export const account_limits_break_7d = /** @type {(inputs: Account_Limits_Break_7dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`7 ቀን`)
};

export const account_limits_break_30d = /** @type {(inputs: Account_Limits_Break_30dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`30 ቀን`)
};

export const account_limits_break_confirm_title = /** @type {(inputs: Account_Limits_Break_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የ${i?.period} እረፍት ይውሰዱ?`)
};

export const account_limits_break_confirm_text = /** @type {(inputs: Account_Limits_Break_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`እስከ ${i?.until} ድረስ መወራረድም ሆነ ገንዘብ ማስገባት አይችሉም። እረፍት አይሰረዝም።`)
};

export const account_limits_break_confirm = /** @type {(inputs: Account_Limits_Break_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እረፍቱን ጀምር`)
};

export const account_limits_cancel = /** @type {(inputs: Account_Limits_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ይቅር`)
};

export const account_limits_on_break = /** @type {(inputs: Account_Limits_On_BreakInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`እስከ ${i?.until} ድረስ በእረፍት ላይ ነዎት።`)
};

export const account_limits_break_refused = /** @type {(inputs: Account_Limits_Break_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`እስከ ${i?.until} ድረስ በእረፍት ላይ ነዎት፤ ውርርድ እና ገንዘብ ማስገባት ቆመዋል።`)
};

export const account_limits_stake_refused = /** @type {(inputs: Account_Limits_Stake_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ይህ ውርርድ ከዕለት ውርርድ ገደብዎ ${i?.limit} ብር በላይ ነው። ዛሬ ተጨማሪ ${i?.left} ብር መወራረድ ይችላሉ።`)
};

export const account_limits_deposit_refused = /** @type {(inputs: Account_Limits_Deposit_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ይህ ማስገቢያ ከዕለት ማስገቢያ ገደብዎ ${i?.limit} ብር በላይ ነው። ዛሬ ተጨማሪ ${i?.left} ብር ማስገባት ይችላሉ።`)
};

export const game_stakes_label = /** @type {(inputs: Game_Stakes_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መደቦች`)
};

export const game_stake_card_label = /** @type {(inputs: Game_Stake_Card_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`መደብ ${i?.stake} ብር`)
};

export const game_etb = /** @type {(inputs: Game_EtbInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ብር`)
};

export const game_birr = /** @type {(inputs: Game_BirrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ብር`)
};

export const game_pattern_grid_label = /** @type {(inputs: Game_Pattern_Grid_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የ${i?.name} ቅርጽ`)
};

export const game_bonus_note = /** @type {(inputs: Game_Bonus_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ከ${i?.calls} ጥሪ በፊት ካሸነፉ የ${i?.bonus} ብር ቦነስ`)
};

export const game_total_winning = /** @type {(inputs: Game_Total_WinningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጠቅላላ ደራሽ`)
};

export const game_starts_in = /** @type {(inputs: Game_Starts_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ለመጀመር የቀረው`)
};

export const game_games_running = /** @type {(inputs: Game_Games_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እየተካሄዱ ያሉ ጨዋታዎች`)
};

export const game_play = /** @type {(inputs: Game_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ይጫወቱ`)
};

export const game_in_progress = /** @type {(inputs: Game_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በጨዋታ ላይ`)
};

export const game_play_stake_label = /** @type {(inputs: Game_Play_Stake_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`በ${i?.stake} ብር መደብ ይጫወቱ`)
};

export const game_in_progress_stake_label = /** @type {(inputs: Game_In_Progress_Stake_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`በጨዋታ ላይ፣ የ${i?.stake} ብር መደብ`)
};

export const game_choose_stake_title = /** @type {(inputs: Game_Choose_Stake_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መደብዎን ይምረጡ`)
};

export const game_back = /** @type {(inputs: Game_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ተመለስ`)
};

export const game_pick_boards_title = /** @type {(inputs: Game_Pick_Boards_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላዎን ይምረጡ`)
};

export const game_picker_stake = /** @type {(inputs: Game_Picker_StakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መደብ:`)
};

export const game_picker_hint = /** @type {(inputs: Game_Picker_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`1 ወይም 2 ካርቴላ ይምረጡ (${i?.count}/2)`)
};

export const game_loading_boards = /** @type {(inputs: Game_Loading_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላዎች እየመጡ ነው...`)
};

export const game_board = /** @type {(inputs: Game_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ካርቴላ ${i?.id}`)
};

export const game_start = /** @type {(inputs: Game_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጀምር`)
};

export const game_starting = /** @type {(inputs: Game_StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በመጀመር ላይ...`)
};

export const game_live_title = /** @type {(inputs: Game_Live_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቀጥታ ጨዋታ`)
};

export const game_called_numbers = /** @type {(inputs: Game_Called_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የተጠሩ ቁጥሮች`)
};

export const game_play_again_action = /** @type {(inputs: Game_Play_Again_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እንደገና ይጫወቱ!`)
};

export const game_checking = /** @type {(inputs: Game_CheckingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የ${i?.name} ካርቴላ እየተረጋገጠ ነው`)
};

export const game_bingo = /** @type {(inputs: Game_BingoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቢንጎ!`)
};

export const game_bingo_board = /** @type {(inputs: Game_Bingo_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ቢንጎ! ካርቴላ ${i?.id}`)
};

export const game_exit_manual = /** @type {(inputs: Game_Exit_ManualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እርግጠኛ ነዎት መውጣት ይፈልጋሉ? የጨዋታዎ ሂደት ይጠፋል።`)
};

export const game_leave = /** @type {(inputs: Game_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ውጣ`)
};

export const game_close = /** @type {(inputs: Game_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ዝጋ`)
};

export const game_play_again = /** @type {(inputs: Game_Play_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እንደገና ይጫወቱ`)
};

export const game_winner = /** @type {(inputs: Game_WinnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`አሸናፊ: ${i?.name}`)
};

export const game_called_list = /** @type {(inputs: Game_Called_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የተጠሩ: ${i?.list}`)
};

export const game_confirm_exit = /** @type {(inputs: Game_Confirm_ExitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መውጣትዎን ያረጋግጡ`)
};

export const game_cancel = /** @type {(inputs: Game_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ይቅር`)
};

export const game_bingo_title = /** @type {(inputs: Game_Bingo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቢንጎ!`)
};

export const game_connection_connecting = /** @type {(inputs: Game_Connection_ConnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በመገናኘት ላይ`)
};

export const game_connection_connected = /** @type {(inputs: Game_Connection_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ተገናኝቷል`)
};

export const game_connection_disconnected = /** @type {(inputs: Game_Connection_DisconnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ግንኙነት ተቋርጧል`)
};

export const game_auto_picker_title = /** @type {(inputs: Game_Auto_Picker_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላ ይምረጡ`)
};

export const game_auto_game = /** @type {(inputs: Game_Auto_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጨዋታ`)
};

export const game_auto_stake = /** @type {(inputs: Game_Auto_StakeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`መደብ ${i?.amount} ብር`)
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
	return /** @type {LocalizedString} */ (`በሂደት ላይ...`)
};

export const game_buy_now = /** @type {(inputs: Game_Buy_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አሁን ይግዙ`)
};

export const game_phone = /** @type {(inputs: Game_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ስልክ`)
};

export const game_balance = /** @type {(inputs: Game_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቀሪ ሂሳብ`)
};

export const game_not_enough = /** @type {(inputs: Game_Not_EnoughInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አይበቃም`)
};

export const game_enough_balance = /** @type {(inputs: Game_Enough_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በቂ ባላንስ`)
};

export const game_boards = /** @type {(inputs: Game_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላዎች`)
};

export const game_board_numbers = /** @type {(inputs: Game_Board_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የካርቴላ ቁጥሮች`)
};

export const game_price_per_board = /** @type {(inputs: Game_Price_Per_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የአንድ ካርቴላ ዋጋ`)
};

export const game_total = /** @type {(inputs: Game_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጠቅላላ`)
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
	return /** @type {LocalizedString} */ (`ግዢው ተሳክቷል!`)
};

export const game_purchase_failed = /** @type {(inputs: Game_Purchase_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ግዢው አልተሳካም።`)
};

export const game_auto_play_title = /** @type {(inputs: Game_Auto_Play_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የታቀደ ጨዋታ`)
};

export const game_last_called = /** @type {(inputs: Game_Last_CalledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በቅርብ የተጠሩ ቁጥሮች`)
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
	return /** @type {LocalizedString} */ (`ተመለስ`)
};

export const game_previous = /** @type {(inputs: Game_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቀዳሚ`)
};

export const game_next = /** @type {(inputs: Game_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቀጣይ`)
};

export const game_winner_n_of = /** @type {(inputs: Game_Winner_N_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`አሸናፊ ${i?.n} ከ${i?.total}`)
};

export const game_winning_board = /** @type {(inputs: Game_Winning_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`አሸናፊ ካርቴላ ${i?.id}`)
};

export const game_winning_boards = /** @type {(inputs: Game_Winning_BoardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`አሸናፊ ካርቴላዎች: ${i?.list}`)
};

export const game_scheduled_title = /** @type {(inputs: Game_Scheduled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የታቀዱ ጨዋታዎች`)
};

export const game_loading_scheduled = /** @type {(inputs: Game_Loading_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የታቀዱ ጨዋታዎች እየመጡ ነው...`)
};

export const game_error = /** @type {(inputs: Game_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ስህተት: ${i?.message}`)
};

export const game_no_game_found = /** @type {(inputs: Game_No_Game_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ምንም ጨዋታ አልተገኘም፣ ቆይተው ይሞክሩ`)
};

export const game_status_waiting = /** @type {(inputs: Game_Status_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በመጠባበቅ ላይ`)
};

export const game_status_running = /** @type {(inputs: Game_Status_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በጨዋታ ላይ`)
};

export const game_status_completed = /** @type {(inputs: Game_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ተጠናቋል`)
};

export const game_stake_label = /** @type {(inputs: Game_Stake_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`መደብ:`)
};

export const game_prize_label = /** @type {(inputs: Game_Prize_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ደራሽ:`)
};

export const game_starts_in_game = /** @type {(inputs: Game_Starts_In_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ለመጀመር የቀረው`)
};

export const game_done = /** @type {(inputs: Game_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ተጀምሯል`)
};

export const game_win_pattern = /** @type {(inputs: Game_Win_PatternInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የማሸነፊያ ቅርጽ: ${i?.name}`)
};

export const game_winners = /** @type {(inputs: Game_WinnersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`አሸናፊዎች: ${i?.list}`)
};

export const game_your_boards = /** @type {(inputs: Game_Your_BoardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የእርስዎ ካርቴላዎች: ${i?.count} (${i?.list})`)
};

export const game_no_boards_in_game = /** @type {(inputs: Game_No_Boards_In_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በዚህ ጨዋታ ካርቴላ የለዎትም`)
};

export const game_enter_game = /** @type {(inputs: Game_Enter_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ወደ ${i?.name} ይግቡ`)
};

export const game_enter = /** @type {(inputs: Game_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ይግቡ`)
};

export const game_loading_board = /** @type {(inputs: Game_Loading_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ካርቴላ ${i?.id} እየመጣ ነው...`)
};

export const game_board_unavailable = /** @type {(inputs: Game_Board_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ካርቴላ ${i?.id}: የካርቴላው መረጃ አልተገኘም። ${i?.error}`)
};

export const game_retry = /** @type {(inputs: Game_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`እንደገና ይሞክሩ`)
};

export const game_board_taken_offline = /** @type {(inputs: Game_Board_Taken_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ከመስመር ውጪ በነበሩበት ጊዜ ካርቴላ ${i?.id} በሌላ ተጫዋች ተወስዷል።`)
};

export const game_boards_taken_offline = /** @type {(inputs: Game_Boards_Taken_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ከመስመር ውጪ በነበሩበት ጊዜ ካርቴላ ${i?.first} እና ${i?.second} በሌሎች ተጫዋቾች ተወስደዋል።`)
};

export const game_board_list_failed = /** @type {(inputs: Game_Board_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የካርቴላ ዝርዝሩን ማግኘት አልተቻለም። እባክዎ እንደገና ይሞክሩ።`)
};

export const game_calls_title = /** @type {(inputs: Game_Calls_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የዚህ ጨዋታ ጥሪዎች (${i?.count})`)
};

export const game_calls_list = /** @type {(inputs: Game_Calls_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የዚህ ጨዋታ ጥሪዎች`)
};

export const game_calls_match = /** @type {(inputs: Game_Calls_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`አገልጋዩ ተመሳሳይ ${i?.count} ጥሪዎችን ዘግቧል።`)
};

export const game_calls_differ = /** @type {(inputs: Game_Calls_DifferInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`እኛ ${i?.seen} ጥሪዎችን አየን፤ አገልጋዩ ${i?.server} ጥሪዎችን ዘግቧል።`)
};

export const game_calls_missing = /** @type {(inputs: Game_Calls_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`በዚህ መሣሪያ ላይ ያልታዩ: ${i?.list}`)
};

export const game_calls_extra = /** @type {(inputs: Game_Calls_ExtraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`በአገልጋዩ ዝርዝር ውስጥ የሌሉ: ${i?.list}`)
};

export const game_calls_unknown = /** @type {(inputs: Game_Calls_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አገልጋዩ ለማነጻጸሪያ የመጨረሻ ዝርዝር አልላከም።`)
};

export const game_calls_none = /** @type {(inputs: Game_Calls_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ወደዚህ መሣሪያ ምንም ጥሪ አልደረሰም።`)
};

export const game_calls_players = /** @type {(inputs: Game_Calls_PlayersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ተጫዋቾች`)
};

export const game_calls_boards = /** @type {(inputs: Game_Calls_BoardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ካርቴላዎች`)
};

export const game_calls_one_player = /** @type {(inputs: Game_Calls_One_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 ተጫዋች`)
};

export const game_calls_one_board = /** @type {(inputs: Game_Calls_One_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 ካርቴላ`)
};

export const play_board = /** @type {(inputs: Play_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ካርቴላ ${i?.id}`)
};

export const play_board_numbers = /** @type {(inputs: Play_Board_NumbersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የካርቴላ ${i?.id} ቁጥሮች`)
};

export const play_cell_called = /** @type {(inputs: Play_Cell_CalledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}፣ ተጠርቷል`)
};

export const play_cell_marked = /** @type {(inputs: Play_Cell_MarkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}፣ ምልክት ተደርጓል`)
};

export const play_cell_winning = /** @type {(inputs: Play_Cell_WinningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}፣ አሸናፊ`)
};

export const play_free_cell = /** @type {(inputs: Play_Free_CellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ነጻ ሳጥን`)
};

export const play_free_cell_marked = /** @type {(inputs: Play_Free_Cell_MarkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ነጻ ሳጥን፣ ምልክት ተደርጓል`)
};

export const play_free = /** @type {(inputs: Play_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ነጻ`)
};

export const play_boards_label = /** @type {(inputs: Play_Boards_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ካርቴላዎች`)
};

export const play_board_id_selected = /** @type {(inputs: Play_Board_Id_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ካርቴላ ${i?.id}፣ ተመርጧል`)
};

export const play_board_id_taken = /** @type {(inputs: Play_Board_Id_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ካርቴላ ${i?.id}፣ ተይዟል`)
};

export const play_remove_board = /** @type {(inputs: Play_Remove_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ካርቴላ ${i?.id} ያስወግዱ`)
};

export const play_latest_call = /** @type {(inputs: Play_Latest_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የመጨረሻው ጥሪ ${i?.call}`)
};

export const play_call_announcement = /** @type {(inputs: Play_Call_AnnouncementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.letter} ${i?.number}`)
};

export const play_letter_b1 = /** @type {(inputs: Play_Letter_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቢ`)
};

export const play_letter_i1 = /** @type {(inputs: Play_Letter_I1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`አይ`)
};

export const play_letter_n1 = /** @type {(inputs: Play_Letter_N1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ኤን`)
};

export const play_letter_g1 = /** @type {(inputs: Play_Letter_G1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጂ`)
};

export const play_letter_o1 = /** @type {(inputs: Play_Letter_O1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ኦ`)
};

export const play_game_starts_in = /** @type {(inputs: Play_Game_Starts_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ጨዋታው ለመጀመር`)
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
	return /** @type {LocalizedString} */ (`ድምፅ በርቷል`)
};

export const play_sound_off = /** @type {(inputs: Play_Sound_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ድምፅ ጠፍቷል`)
};

export const play_mute_label = /** @type {(inputs: Play_Mute_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`የጥሪ ድምፅ ያጥፉ፣ ${i?.state}`)
};

export const play_enable_sound = /** @type {(inputs: Play_Enable_SoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ድምፅ ለማብራት ይንኩ`)
};

export const play_to_go = /** @type {(inputs: Play_To_GoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ቀረው`)
};

export const play_best_board = /** @type {(inputs: Play_Best_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ምርጥ ካርቴላ`)
};

export const play_auto_mark = /** @type {(inputs: Play_Auto_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ራስ-ሰር ምልክት`)
};