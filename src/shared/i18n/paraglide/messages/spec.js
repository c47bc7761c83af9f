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

export const common_invalid_balance = /** @type {(inputs: Common_Invalid_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid balance!`)
};

export const common_insufficient_balance = /** @type {(inputs: Common_Insufficient_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insufficient balance!`)
};

export const common_bad_start = /** @type {(inputs: Common_Bad_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select 1-2 boards and set a valid bet amount.`)
};

export const common_connection_lost = /** @type {(inputs: Common_Connection_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connection lost...`)
};

export const common_connection_failed = /** @type {(inputs: Common_Connection_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connection failed. Please try again.`)
};

export const common_connection_error = /** @type {(inputs: Common_Connection_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connection error. Please try again.`)
};

export const common_reconnecting = /** @type {(inputs: Common_ReconnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reconnecting...`)
};

export const common_signup_succeeded = /** @type {(inputs: Common_Signup_SucceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`signup succeded please sign in!`)
};

export const common_password_changed = /** @type {(inputs: Common_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`password successfully changed. please login again`)
};

export const common_unreadable_game_event = /** @type {(inputs: Common_Unreadable_Game_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The game server sent something we could not read. Reconnecting…`)
};

export const common_offline = /** @type {(inputs: Common_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. Cartela will reconnect when the network is back.`)
};

export const common_update_ready = /** @type {(inputs: Common_Update_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new version is ready`)
};

export const common_reload = /** @type {(inputs: Common_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload`)
};

export const common_boot_failed = /** @type {(inputs: Common_Boot_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartela could not start. Check your connection and reload.`)
};

export const common_crash_title = /** @type {(inputs: Common_Crash_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oops! Something went wrong`)
};

export const common_crash_text = /** @type {(inputs: Common_Crash_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Don't worry, these things happen. Let's get you back on track.`)
};

export const common_try_again = /** @type {(inputs: Common_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try Again`)
};

export const common_go_home = /** @type {(inputs: Common_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go Home`)
};

export const common_not_found_title = /** @type {(inputs: Common_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page not found`)
};

export const common_not_found_text = /** @type {(inputs: Common_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The page you are looking for does not exist.`)
};

export const common_go_back = /** @type {(inputs: Common_Go_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go Back`)
};

export const auth_brand = /** @type {(inputs: Auth_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartela Bingo`)
};

export const auth_subtitle = /** @type {(inputs: Auth_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ቢንጎ ይጫወቱ · Log in with your phone number`)
};

export const auth_login_form = /** @type {(inputs: Auth_Login_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login`)
};

export const auth_phone = /** @type {(inputs: Auth_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone number`)
};

export const auth_password = /** @type {(inputs: Auth_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

export const auth_logging_in = /** @type {(inputs: Auth_Logging_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logging in...`)
};

export const auth_login = /** @type {(inputs: Auth_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login`)
};

export const auth_sign_up = /** @type {(inputs: Auth_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Up`)
};

export const auth_forgot_password = /** @type {(inputs: Auth_Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot Password`)
};

export const auth_login_required = /** @type {(inputs: Auth_Login_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter both phone number and password.`)
};

export const auth_verify_title = /** @type {(inputs: Auth_Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify your phone`)
};

export const auth_not_verified = /** @type {(inputs: Auth_Not_VerifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.phone} is not verified yet. We will send a code by SMS.`)
};

export const auth_resend_code = /** @type {(inputs: Auth_Resend_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend code`)
};

export const auth_send_code = /** @type {(inputs: Auth_Send_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send code`)
};

export const auth_verify = /** @type {(inputs: Auth_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify`)
};

export const auth_back_to_login = /** @type {(inputs: Auth_Back_To_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Login`)
};

export const auth_need_code_request = /** @type {(inputs: Auth_Need_Code_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please send the code first.`)
};

export const auth_code_too_short = /** @type {(inputs: Auth_Code_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the complete code.`)
};

export const auth_otp_sending = /** @type {(inputs: Auth_Otp_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`please wait ...`)
};

export const auth_otp_sent = /** @type {(inputs: Auth_Otp_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`code sent to your phone! expires in 2 mins`)
};

export const auth_otp_send_failed = /** @type {(inputs: Auth_Otp_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unable to send code,try again`)
};

export const auth_otp_verifying = /** @type {(inputs: Auth_Otp_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verifing, please wait ...`)
};

export const auth_otp_verified = /** @type {(inputs: Auth_Otp_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you are verified!`)
};

export const auth_bad_phone = /** @type {(inputs: Auth_Bad_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid 10-digit phone number!`)
};

export const auth_bad_code = /** @type {(inputs: Auth_Bad_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the complete 6-digit code`)
};

export const auth_bad_username = /** @type {(inputs: Auth_Bad_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid username!`)
};

export const auth_bad_password = /** @type {(inputs: Auth_Bad_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid password!`)
};

export const auth_mismatch = /** @type {(inputs: Auth_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password Mismatch!`)
};

export const auth_bad_referral = /** @type {(inputs: Auth_Bad_ReferralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid referral number!`)
};

export const auth_reset_requesting = /** @type {(inputs: Auth_Reset_RequestingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`checking and sending ...`)
};

export const auth_reset_changing = /** @type {(inputs: Auth_Reset_ChangingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`changing password ...`)
};

export const auth_invalid_token = /** @type {(inputs: Auth_Invalid_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`invalid token please try again!`)
};

export const auth_passwords_required = /** @type {(inputs: Auth_Passwords_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the new password twice.`)
};

export const auth_step = /** @type {(inputs: Auth_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Step ${i?.step} of 3`)
};

export const auth_step1_form = /** @type {(inputs: Auth_Step1_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Step 1: your phone`)
};

export const auth_step2_form = /** @type {(inputs: Auth_Step2_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Step 2: the code`)
};

export const auth_sent_to = /** @type {(inputs: Auth_Sent_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a code to ${i?.phone}.`)
};

export const auth_send_otp = /** @type {(inputs: Auth_Send_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send OTP`)
};

export const auth_verify_otp = /** @type {(inputs: Auth_Verify_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify OTP`)
};

export const auth_resend_code_button = /** @type {(inputs: Auth_Resend_Code_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend Code`)
};

export const auth_back = /** @type {(inputs: Auth_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back`)
};

export const auth_step3_account = /** @type {(inputs: Auth_Step3_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Step 3: your account`)
};

export const auth_username = /** @type {(inputs: Auth_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Username`)
};

export const auth_password2 = /** @type {(inputs: Auth_Password2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Re-enter password`)
};

export const auth_referral = /** @type {(inputs: Auth_ReferralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral code (optional)`)
};

export const auth_create_account = /** @type {(inputs: Auth_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Account`)
};

export const auth_have_account = /** @type {(inputs: Auth_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already have an account? Login`)
};

export const auth_signup_title = /** @type {(inputs: Auth_Signup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your account`)
};

export const auth_reset_title = /** @type {(inputs: Auth_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset your password`)
};

export const auth_send_code_button = /** @type {(inputs: Auth_Send_Code_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Code`)
};

export const auth_verify_code_button = /** @type {(inputs: Auth_Verify_Code_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify Code`)
};

export const auth_step3_password = /** @type {(inputs: Auth_Step3_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Step 3: new password`)
};

export const auth_new_password = /** @type {(inputs: Auth_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password`)
};

export const auth_confirm_password = /** @type {(inputs: Auth_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm new password`)
};

export const auth_reset_password = /** @type {(inputs: Auth_Reset_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset Password`)
};

export const auth_strength = /** @type {(inputs: Auth_StrengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password strength`)
};

export const auth_strength_value = /** @type {(inputs: Auth_Strength_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} (${i?.score} of 100)`)
};

export const auth_strength_line = /** @type {(inputs: Auth_Strength_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Strength: ${i?.label}`)
};

export const auth_strength_weak = /** @type {(inputs: Auth_Strength_WeakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weak`)
};

export const auth_strength_fair = /** @type {(inputs: Auth_Strength_FairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fair`)
};

export const auth_strength_strong = /** @type {(inputs: Auth_Strength_StrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Strong`)
};

export const auth_phone_placeholder = /** @type {(inputs: Auth_Phone_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`09xxxxxxxx`)
};

export const auth_age_confirm = /** @type {(inputs: Auth_Age_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I confirm that I am 21 years of age or older`)
};

export const auth_age_required = /** @type {(inputs: Auth_Age_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please confirm that you are 21 years of age or older to create an account.`)
};

export const wallet_balance_loading = /** @type {(inputs: Wallet_Balance_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance: …`)
};

export const wallet_balance = /** @type {(inputs: Wallet_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Balance: ${i?.amount} ETB`)
};

export const wallet_title = /** @type {(inputs: Wallet_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wallet`)
};

export const wallet_balance_card = /** @type {(inputs: Wallet_Balance_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance`)
};

export const wallet_current_balance = /** @type {(inputs: Wallet_Current_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current balance`)
};

export const wallet_amount_etb = /** @type {(inputs: Wallet_Amount_EtbInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ETB`)
};

export const wallet_promo = /** @type {(inputs: Wallet_PromoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Promo: ${i?.amount} ETB (play only)`)
};

export const wallet_phone_line = /** @type {(inputs: Wallet_Phone_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Phone: ${i?.phone}`)
};

export const wallet_tabs = /** @type {(inputs: Wallet_TabsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wallet`)
};

export const wallet_deposit = /** @type {(inputs: Wallet_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deposit`)
};

export const wallet_withdraw = /** @type {(inputs: Wallet_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw`)
};

export const wallet_transfer = /** @type {(inputs: Wallet_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer`)
};

export const wallet_deposit_method = /** @type {(inputs: Wallet_Deposit_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deposit method`)
};

export const wallet_withdraw_method = /** @type {(inputs: Wallet_Withdraw_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw method`)
};

export const wallet_manual = /** @type {(inputs: Wallet_ManualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manual`)
};

export const wallet_automatic = /** @type {(inputs: Wallet_AutomaticInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automatic`)
};

export const wallet_deposit_limits = /** @type {(inputs: Wallet_Deposit_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deposit limits`)
};

export const wallet_min_deposit_line = /** @type {(inputs: Wallet_Min_Deposit_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Minimum deposit: ${i?.min} birr`)
};

export const wallet_max_deposit_line = /** @type {(inputs: Wallet_Max_Deposit_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maximum daily deposit: ${i?.max} birr`)
};

export const wallet_withdraw_limits = /** @type {(inputs: Wallet_Withdraw_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawal limits`)
};

export const wallet_min_withdrawal_line = /** @type {(inputs: Wallet_Min_Withdrawal_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Minimum withdrawal: ${i?.min} birr`)
};

export const wallet_max_withdrawal_line = /** @type {(inputs: Wallet_Max_Withdrawal_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maximum daily withdrawal: ${i?.max} birr`)
};

export const wallet_processing_hours = /** @type {(inputs: Wallet_Processing_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Processing takes up to ${i?.hours} hours`)
};

export const wallet_automatic_deposit = /** @type {(inputs: Wallet_Automatic_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automatic deposit`)
};

export const wallet_manual_deposit = /** @type {(inputs: Wallet_Manual_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manual deposit`)
};

export const wallet_automatic_withdrawal = /** @type {(inputs: Wallet_Automatic_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automatic withdrawal`)
};

export const wallet_manual_withdrawal = /** @type {(inputs: Wallet_Manual_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manual withdrawal`)
};

export const wallet_phone = /** @type {(inputs: Wallet_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone number`)
};

export const wallet_amount = /** @type {(inputs: Wallet_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount (ETB)`)
};

export const wallet_sms_id = /** @type {(inputs: Wallet_Sms_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SMS transaction id`)
};

export const wallet_manual_deposit_help = /** @type {(inputs: Wallet_Manual_Deposit_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the amount by mobile money, then paste the transaction id from the SMS you received.`)
};

export const wallet_processing_button = /** @type {(inputs: Wallet_Processing_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Processing...`)
};

export const wallet_send_deposit = /** @type {(inputs: Wallet_Send_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send deposit request`)
};

export const wallet_payment_method = /** @type {(inputs: Wallet_Payment_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment method`)
};

export const wallet_not_available = /** @type {(inputs: Wallet_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (not available yet)`)
};

export const wallet_request_id = /** @type {(inputs: Wallet_Request_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request id:`)
};

export const wallet_send_withdrawal = /** @type {(inputs: Wallet_Send_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send withdrawal request`)
};

export const wallet_transfer_to = /** @type {(inputs: Wallet_Transfer_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer to (phone)`)
};

export const wallet_confirm_transfer = /** @type {(inputs: Wallet_Confirm_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm transfer`)
};

export const wallet_confirm_transfer_text = /** @type {(inputs: Wallet_Confirm_Transfer_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Send ${i?.amount} ETB to ${i?.receiver}? This action cannot be undone.`)
};

export const wallet_cancel = /** @type {(inputs: Wallet_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const wallet_confirm = /** @type {(inputs: Wallet_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm`)
};

export const wallet_deposit_phone = /** @type {(inputs: Wallet_Deposit_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone number must be exactly 10 digits`)
};

export const wallet_withdraw_phone = /** @type {(inputs: Wallet_Withdraw_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`phone number required`)
};

export const wallet_amount_required = /** @type {(inputs: Wallet_Amount_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`amount in birr required`)
};

export const wallet_withdraw_method_invalid = /** @type {(inputs: Wallet_Withdraw_Method_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`invalid payment method. please select one!`)
};

export const wallet_transfer_to_required = /** @type {(inputs: Wallet_Transfer_To_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer to account required`)
};

export const wallet_transfer_phone = /** @type {(inputs: Wallet_Transfer_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone number must be 10 digits: starting with 0...`)
};

export const wallet_insufficient = /** @type {(inputs: Wallet_InsufficientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`insufficient balance!`)
};

export const wallet_no_user = /** @type {(inputs: Wallet_No_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`user data not found! please refresh the page.`)
};

export const wallet_manual_amount = /** @type {(inputs: Wallet_Manual_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid amount.`)
};

export const wallet_manual_sms = /** @type {(inputs: Wallet_Manual_SmsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please paste the mobile-money SMS transaction Id.`)
};

export const wallet_no_trx_id = /** @type {(inputs: Wallet_No_Trx_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unable to generate trx id. please refresh the page!`)
};

export const wallet_processing = /** @type {(inputs: Wallet_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`processing ...`)
};

export const wallet_withdraw_pending = /** @type {(inputs: Wallet_Withdraw_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`done.you will receive txt message from the selected provider shortly!`)
};

export const wallet_min_deposit = /** @type {(inputs: Wallet_Min_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Minimum deposit is ${i?.min} birr.`)
};

export const wallet_min_withdrawal = /** @type {(inputs: Wallet_Min_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Minimum withdrawal is ${i?.min} birr.`)
};

export const wallet_transfer_done = /** @type {(inputs: Wallet_Transfer_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer completed.`)
};

export const wallet_deposit_sent = /** @type {(inputs: Wallet_Deposit_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deposit request sent.`)
};

export const wallet_redirecting = /** @type {(inputs: Wallet_RedirectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redirecting to the payment provider...`)
};

export const wallet_untrusted_url = /** @type {(inputs: Wallet_Untrusted_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment provider address is not trusted. Please contact support.`)
};

export const wallet_not_confirmed_checking = /** @type {(inputs: Wallet_Not_Confirmed_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not confirmed — checking your balance…`)
};

export const wallet_balance_now = /** @type {(inputs: Wallet_Balance_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your balance is now ${i?.amount} ETB.`)
};

export const wallet_balance_unread = /** @type {(inputs: Wallet_Balance_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The balance could not be read.`)
};

export const wallet_safe_retry = /** @type {(inputs: Wallet_Safe_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trying again is safe: it will not be done twice.`)
};

export const wallet_nc_entry = /** @type {(inputs: Wallet_Nc_EntryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not confirmed by an answer, but the server shows a ${i?.label} of ${i?.amount} ETB. ${i?.balance}`)
};

export const wallet_nc_no_entry = /** @type {(inputs: Wallet_Nc_No_EntryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not confirmed: the server shows no ${i?.label} of ${i?.amount} ETB. ${i?.balance} ${i?.retry}`)
};

export const wallet_nc_plain = /** @type {(inputs: Wallet_Nc_PlainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not confirmed. ${i?.balance} ${i?.retry}`)
};

export const wallet_intent_transfer = /** @type {(inputs: Wallet_Intent_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`transfer`)
};

export const wallet_intent_withdrawal = /** @type {(inputs: Wallet_Intent_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`withdrawal`)
};

export const wallet_intent_deposit = /** @type {(inputs: Wallet_Intent_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`deposit`)
};

export const wallet_intent_purchase = /** @type {(inputs: Wallet_Intent_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`board purchase`)
};

export const wallet_history_title = /** @type {(inputs: Wallet_History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transaction History`)
};

export const wallet_no_transactions = /** @type {(inputs: Wallet_No_TransactionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No transaction history available`)
};

export const wallet_loading_transactions = /** @type {(inputs: Wallet_Loading_TransactionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading transactions...`)
};

export const wallet_summary = /** @type {(inputs: Wallet_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Summary`)
};

export const wallet_in = /** @type {(inputs: Wallet_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In: ${i?.amount} ETB`)
};

export const wallet_out = /** @type {(inputs: Wallet_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Out: ${i?.amount} ETB`)
};

export const wallet_by_type = /** @type {(inputs: Wallet_By_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By type`)
};

export const wallet_col_type = /** @type {(inputs: Wallet_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

export const wallet_col_count = /** @type {(inputs: Wallet_Col_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Count`)
};

export const wallet_col_sum = /** @type {(inputs: Wallet_Col_SumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sum (ETB)`)
};

export const wallet_col_date = /** @type {(inputs: Wallet_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

export const wallet_col_amount = /** @type {(inputs: Wallet_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

export const wallet_col_balance = /** @type {(inputs: Wallet_Col_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance`)
};

export const wallet_col_details = /** @type {(inputs: Wallet_Col_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

export const wallet_transactions = /** @type {(inputs: Wallet_TransactionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transactions`)
};

export const wallet_show_details = /** @type {(inputs: Wallet_Show_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show details of ${i?.type} ${i?.amount}`)
};

export const wallet_hide_details = /** @type {(inputs: Wallet_Hide_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hide details of ${i?.type} ${i?.amount}`)
};

export const wallet_row_date = /** @type {(inputs: Wallet_Row_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Date: ${i?.date}`)
};

export const wallet_row_balance = /** @type {(inputs: Wallet_Row_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Balance: ${i?.amount} ETB`)
};

export const wallet_show_chart = /** @type {(inputs: Wallet_Show_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show chart`)
};

export const wallet_loading_chart = /** @type {(inputs: Wallet_Loading_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading chart...`)
};

export const wallet_chart_label = /** @type {(inputs: Wallet_Chart_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance over time chart`)
};

export const wallet_chart_label_now = /** @type {(inputs: Wallet_Chart_Label_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Balance over time chart, now ${i?.amount} ETB`)
};

export const wallet_chart_series = /** @type {(inputs: Wallet_Chart_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance (ETB)`)
};

export const wallet_type_deposit = /** @type {(inputs: Wallet_Type_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deposit`)
};

export const wallet_type_transfer_in = /** @type {(inputs: Wallet_Type_Transfer_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer in`)
};

export const wallet_type_transfer_out = /** @type {(inputs: Wallet_Type_Transfer_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer out`)
};

export const wallet_type_withdrawal = /** @type {(inputs: Wallet_Type_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawal`)
};

export const wallet_type_game_won = /** @type {(inputs: Wallet_Type_Game_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game won`)
};

export const wallet_type_game_lost = /** @type {(inputs: Wallet_Type_Game_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game lost`)
};

export const wallet_type_bonus = /** @type {(inputs: Wallet_Type_BonusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bonus`)
};

export const wallet_type_game_bonus = /** @type {(inputs: Wallet_Type_Game_BonusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game bonus`)
};

export const wallet_type_invite = /** @type {(inputs: Wallet_Type_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite reward (play only)`)
};

export const wallet_type_cartela_purchase = /** @type {(inputs: Wallet_Type_Cartela_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartela purchase`)
};

export const wallet_payment_success = /** @type {(inputs: Wallet_Payment_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Successful`)
};

export const wallet_payment_failed = /** @type {(inputs: Wallet_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment failed`)
};

export const wallet_payment_failure_text = /** @type {(inputs: Wallet_Payment_Failure_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oops! Something went wrong. Please try again or contact support.`)
};

export const wallet_pending_deposit = /** @type {(inputs: Wallet_Pending_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You returned from the payment provider with a deposit of ${i?.amount} ETB. The balance below is the one the server holds; a deposit the provider has not confirmed yet is not in it.`)
};

export const wallet_retry_payment = /** @type {(inputs: Wallet_Retry_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retry Payment`)
};

export const wallet_go_back = /** @type {(inputs: Wallet_Go_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go Back`)
};

export const account_menu_home = /** @type {(inputs: Account_Menu_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

export const account_menu_transactions = /** @type {(inputs: Account_Menu_TransactionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transaction History`)
};

export const account_menu_games = /** @type {(inputs: Account_Menu_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game History`)
};

export const account_menu_invite = /** @type {(inputs: Account_Menu_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite Friends`)
};

export const account_menu_instructions = /** @type {(inputs: Account_Menu_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game Instructions`)
};

export const account_menu_terms = /** @type {(inputs: Account_Menu_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms and Conditions`)
};

export const account_menu_support = /** @type {(inputs: Account_Menu_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact and Support`)
};

export const account_menu_profile = /** @type {(inputs: Account_Menu_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Profile`)
};

export const account_back = /** @type {(inputs: Account_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back`)
};

export const account_open_menu = /** @type {(inputs: Account_Open_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open menu`)
};

export const account_home_link = /** @type {(inputs: Account_Home_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartela home`)
};

export const account_main_nav = /** @type {(inputs: Account_Main_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

export const account_bet = /** @type {(inputs: Account_BetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bet: ${i?.amount} ETB`)
};

export const account_add_credit = /** @type {(inputs: Account_Add_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Credit`)
};

export const account_notifications = /** @type {(inputs: Account_NotificationsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notifications: ${i?.count}`)
};

export const account_profile_of = /** @type {(inputs: Account_Profile_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Profile of ${i?.name}`)
};

export const account_logout = /** @type {(inputs: Account_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logout`)
};

export const account_menu = /** @type {(inputs: Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

export const account_balance_line = /** @type {(inputs: Account_Balance_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ETB`)
};

export const account_game_type_title = /** @type {(inputs: Account_Game_Type_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose how to play`)
};

export const account_manual_play = /** @type {(inputs: Account_Manual_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manual Play`)
};

export const account_autoplay = /** @type {(inputs: Account_AutoplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AutoPlay`)
};

export const account_coming_soon = /** @type {(inputs: Account_Coming_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coming Soon`)
};

export const account_scheduled_games = /** @type {(inputs: Account_Scheduled_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled games`)
};

export const account_games_title = /** @type {(inputs: Account_Games_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game History`)
};

export const account_no_games = /** @type {(inputs: Account_No_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No games found for the selected date range.`)
};

export const account_no_board_data = /** @type {(inputs: Account_No_Board_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Board data not available.`)
};

export const account_history_bet = /** @type {(inputs: Account_History_BetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bet: ${i?.amount} ETB`)
};

export const account_winnings = /** @type {(inputs: Account_WinningsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Winnings: ${i?.amount} ETB`)
};

export const account_won = /** @type {(inputs: Account_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Won`)
};

export const account_lost = /** @type {(inputs: Account_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lost`)
};

export const account_pattern = /** @type {(inputs: Account_PatternInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pattern: ${i?.name}`)
};

export const account_called_count = /** @type {(inputs: Account_Called_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Called numbers (${i?.count}):`)
};

export const account_called_numbers = /** @type {(inputs: Account_Called_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Called numbers`)
};

export const account_won_with_board = /** @type {(inputs: Account_Won_With_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Won ${i?.amount} ETB with this board`)
};

export const account_board_no_data = /** @type {(inputs: Account_Board_No_DataInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Board ${i?.id}: Board data not available.`)
};

export const account_date_range = /** @type {(inputs: Account_Date_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date range`)
};

export const account_from = /** @type {(inputs: Account_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

export const account_to = /** @type {(inputs: Account_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

export const account_bad_range = /** @type {(inputs: Account_Bad_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The start date must not be after the end date.`)
};

export const account_loading_games = /** @type {(inputs: Account_Loading_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading games...`)
};

export const account_invite_title = /** @type {(inputs: Account_Invite_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite Friends`)
};

export const account_code_copied = /** @type {(inputs: Account_Code_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral code copied!`)
};

export const account_link_copied = /** @type {(inputs: Account_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite link copied!`)
};

export const account_copy_failed = /** @type {(inputs: Account_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not copy. Please select the text and copy it.`)
};

export const account_your_code = /** @type {(inputs: Account_Your_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your referral code`)
};

export const account_copy_code = /** @type {(inputs: Account_Copy_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy code`)
};

export const account_copy_link = /** @type {(inputs: Account_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy invite link`)
};

export const account_share = /** @type {(inputs: Account_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share`)
};

export const account_share_text = /** @type {(inputs: Account_Share_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join me on Cartela bingo!`)
};

export const account_share_link = /** @type {(inputs: Account_Share_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share link:`)
};

export const account_invite_friend = /** @type {(inputs: Account_Invite_FriendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite a friend`)
};

export const account_friend_phone = /** @type {(inputs: Account_Friend_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Friend's phone number`)
};

export const account_send_invite = /** @type {(inputs: Account_Send_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Invite`)
};

export const account_rewards = /** @type {(inputs: Account_RewardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rewards`)
};

export const account_reward_1 = /** @type {(inputs: Account_Reward_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You earn 10 birr game credit for every friend who joins with your code.`)
};

export const account_reward_2 = /** @type {(inputs: Account_Reward_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your friend gets a welcome bonus.`)
};

export const account_reward_3 = /** @type {(inputs: Account_Reward_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rewards are credited after your friend's first login.`)
};

export const account_reward_4 = /** @type {(inputs: Account_Reward_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite rewards are play-only: they can be staked in games but not withdrawn.`)
};

export const account_invite_bad_phone = /** @type {(inputs: Account_Invite_Bad_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone number must be 10 digits: starting with 0...`)
};

export const account_profile_title = /** @type {(inputs: Account_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Profile`)
};

export const account_profile_tabs = /** @type {(inputs: Account_Profile_TabsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

export const account_personal_info = /** @type {(inputs: Account_Personal_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personal Info`)
};

export const account_security = /** @type {(inputs: Account_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Security`)
};

export const account_username = /** @type {(inputs: Account_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Username`)
};

export const account_phone = /** @type {(inputs: Account_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone number`)
};

export const account_current_password = /** @type {(inputs: Account_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current password`)
};

export const account_new_password = /** @type {(inputs: Account_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password`)
};

export const account_save = /** @type {(inputs: Account_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

export const account_save_unavailable = /** @type {(inputs: Account_Save_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving is not available yet: the server offers no call to update a profile.`)
};

export const account_support_title = /** @type {(inputs: Account_Support_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact and Support`)
};

export const account_support_hours = /** @type {(inputs: Account_Support_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support hours: 9 AM to 9 PM, every day.`)
};

export const account_contact_form = /** @type {(inputs: Account_Contact_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact form`)
};

export const account_your_name = /** @type {(inputs: Account_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name`)
};

export const account_message = /** @type {(inputs: Account_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

export const account_send = /** @type {(inputs: Account_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send`)
};

export const account_not_wired = /** @type {(inputs: Account_Not_WiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending messages from this form is not available yet. Please contact us by phone during support hours.`)
};

export const account_terms_title = /** @type {(inputs: Account_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms and Conditions`)
};

export const account_terms_money = /** @type {(inputs: Account_Terms_MoneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deposits and withdrawals`)
};

export const account_terms_min_deposit = /** @type {(inputs: Account_Terms_Min_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Minimum deposit: ${i?.amount} birr.`)
};

export const account_terms_max_deposit = /** @type {(inputs: Account_Terms_Max_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maximum daily deposit: ${i?.amount} birr.`)
};

export const account_terms_min_withdrawal = /** @type {(inputs: Account_Terms_Min_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Minimum withdrawal: ${i?.amount} birr.`)
};

export const account_terms_max_withdrawal = /** @type {(inputs: Account_Terms_Max_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maximum daily withdrawal: ${i?.amount} birr.`)
};

export const account_terms_processing = /** @type {(inputs: Account_Terms_ProcessingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Withdrawals are processed within up to ${i?.hours} hours.`)
};

export const account_terms_currency = /** @type {(inputs: Account_Terms_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All amounts are in Ethiopian birr (ETB).`)
};

export const account_terms_playing = /** @type {(inputs: Account_Terms_PlayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Playing`)
};

export const account_terms_two_boards = /** @type {(inputs: Account_Terms_Two_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At most 2 boards per player per game.`)
};

export const account_terms_last_call = /** @type {(inputs: Account_Terms_Last_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A win counts only when the last called number completes the pattern (otherwise it is a Bad Bingo).`)
};

export const account_terms_leaving = /** @type {(inputs: Account_Terms_LeavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leaving a game after it starts may forfeit the stake.`)
};

export const account_terms_referrals = /** @type {(inputs: Account_Terms_ReferralsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referrals`)
};

export const account_terms_invite_reward = /** @type {(inputs: Account_Terms_Invite_RewardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The inviter earns ${i?.amount} birr game credit; the friend gets a welcome bonus.`)
};

export const account_terms_credited = /** @type {(inputs: Account_Terms_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rewards are credited after the friend's first login.`)
};

export const account_terms_play_only = /** @type {(inputs: Account_Terms_Play_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite credit is play-only and cannot be withdrawn.`)
};

export const account_instructions_title = /** @type {(inputs: Account_Instructions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game Instructions`)
};

export const account_how_to_play = /** @type {(inputs: Account_How_To_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How to play`)
};

export const account_how_1 = /** @type {(inputs: Account_How_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Manual Play, then a stake (10, 20, 50, 100, 200 or 500 ETB).`)
};

export const account_how_2 = /** @type {(inputs: Account_How_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick 1 or 2 boards (cartela) that nobody else has taken, then press Start. Each board costs the stake.`)
};

export const account_how_3 = /** @type {(inputs: Account_How_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When the countdown ends, numbers from 1 to 75 are called: B 1-15, I 16-30, N 31-45, G 46-60, O 61-75.`)
};

export const account_how_4 = /** @type {(inputs: Account_How_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tap a number on your board after it is called to mark it. The centre cell is free.`)
};

export const account_how_5 = /** @type {(inputs: Account_How_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When your marked numbers complete the stake's pattern, press ቢንጎ! for that board.`)
};

export const account_bad_bingo = /** @type {(inputs: Account_Bad_BingoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bad Bingo`)
};

export const account_bad_bingo_text = /** @type {(inputs: Account_Bad_Bingo_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You win only if the last called number completes the pattern on your board. A claim on a board whose pattern is not complete, or that was already complete before the last call, is a Bad Bingo: the game goes on without you winning.`)
};

export const account_leaving_forfeit = /** @type {(inputs: Account_Leaving_ForfeitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leaving a game after it starts may forfeit your stake.`)
};

export const account_patterns_by_stake = /** @type {(inputs: Account_Patterns_By_StakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Patterns by stake`)
};

export const account_stake_label = /** @type {(inputs: Account_Stake_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stake ${i?.stake} ETB`)
};

export const account_stake_amount = /** @type {(inputs: Account_Stake_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stake} ETB`)
};

export const account_pattern_grid = /** @type {(inputs: Account_Pattern_GridInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} pattern`)
};

export const account_bonus_note = /** @type {(inputs: Account_Bonus_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bonus} birr bonus if won in under ${i?.calls} calls`)
};

export const account_invite_sending = /** @type {(inputs: Account_Invite_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sending invitation code ...`)
};

export const account_brand = /** @type {(inputs: Account_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartela`)
};

export const account_reminder_setting = /** @type {(inputs: Account_Reminder_SettingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session reminder`)
};

export const account_reminder_after = /** @type {(inputs: Account_Reminder_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`After ${i?.minutes} minutes of play`)
};

export const account_reminder_off = /** @type {(inputs: Account_Reminder_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off`)
};

export const account_reminder_hint = /** @type {(inputs: Account_Reminder_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A reminder shows how long you have played and your net result since you logged in on this device.`)
};

export const account_reminder_title = /** @type {(inputs: Account_Reminder_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time for a break?`)
};

export const account_reminder_played = /** @type {(inputs: Account_Reminder_PlayedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You have played for ${i?.hours} h ${i?.minutes} min.`)
};

export const account_reminder_net = /** @type {(inputs: Account_Reminder_NetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Net result this session: ${i?.amount} ETB`)
};

export const account_reminder_net_loading = /** @type {(inputs: Account_Reminder_Net_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading your ledger…`)
};

export const account_reminder_net_failed = /** @type {(inputs: Account_Reminder_Net_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your net result could not be read right now.`)
};

export const account_reminder_keep = /** @type {(inputs: Account_Reminder_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep playing`)
};

export const account_reminder_break = /** @type {(inputs: Account_Reminder_BreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take a break`)
};

export const account_limits_title = /** @type {(inputs: Account_Limits_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limits`)
};

export const account_limits_menu = /** @type {(inputs: Account_Limits_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limits`)
};

export const account_limits_intro = /** @type {(inputs: Account_Limits_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set how much you can deposit and stake each day, or take a break from play. A day runs from midnight to midnight, Addis Ababa time.`)
};

export const account_limits_device_only = /** @type {(inputs: Account_Limits_Device_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These limits apply on this device only, until you log out: the server does not offer limits yet.`)
};

export const account_limits_server = /** @type {(inputs: Account_Limits_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your limits are kept by the server and apply on every device.`)
};

export const account_limits_loading = /** @type {(inputs: Account_Limits_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading your limits…`)
};

export const account_limits_deposit_label = /** @type {(inputs: Account_Limits_Deposit_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily deposit limit (ETB)`)
};

export const account_limits_stake_label = /** @type {(inputs: Account_Limits_Stake_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily stake limit (ETB)`)
};

export const account_limits_empty_hint = /** @type {(inputs: Account_Limits_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave empty for no limit.`)
};

export const account_limits_today = /** @type {(inputs: Account_Limits_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Today on this device: ${i?.deposits} ETB deposited, ${i?.stakes} ETB staked.`)
};

export const account_limits_save = /** @type {(inputs: Account_Limits_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save limits`)
};

export const account_limits_saved = /** @type {(inputs: Account_Limits_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your limits are saved.`)
};

export const account_limits_invalid = /** @type {(inputs: Account_Limits_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a positive amount with at most two decimals, or leave the field empty.`)
};

export const account_limits_save_failed = /** @type {(inputs: Account_Limits_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your limits could not be saved. Please try again.`)
};

export const account_limits_break_title = /** @type {(inputs: Account_Limits_Break_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take a break`)
};

export const account_limits_break_hint = /** @type {(inputs: Account_Limits_Break_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`During a break you cannot stake or deposit. You can still log in, see your balance and withdraw. A break cannot be cancelled.`)
};

export const account_limits_break_24h = /** @type {(inputs: Account_Limits_Break_24hInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24 hours`)
};

export const account_limits_break_7d = /** @type {(inputs: Account_Limits_Break_7dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`7 days`)
};

export const account_limits_break_30d = /** @type {(inputs: Account_Limits_Break_30dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`30 days`)
};

export const account_limits_break_confirm_title = /** @type {(inputs: Account_Limits_Break_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Take a break of ${i?.period}?`)
};

export const account_limits_break_confirm_text = /** @type {(inputs: Account_Limits_Break_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You will not be able to stake or deposit until ${i?.until}. A break cannot be cancelled.`)
};

export const account_limits_break_confirm = /** @type {(inputs: Account_Limits_Break_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start the break`)
};

export const account_limits_cancel = /** @type {(inputs: Account_Limits_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const account_limits_on_break = /** @type {(inputs: Account_Limits_On_BreakInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are on a break until ${i?.until}.`)
};

export const account_limits_break_refused = /** @type {(inputs: Account_Limits_Break_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are on a break until ${i?.until}: staking and deposits are paused.`)
};

export const account_limits_stake_refused = /** @type {(inputs: Account_Limits_Stake_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This stake is over your daily stake limit of ${i?.limit} ETB. You can stake ${i?.left} ETB more today.`)
};

export const account_limits_deposit_refused = /** @type {(inputs: Account_Limits_Deposit_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This deposit is over your daily deposit limit of ${i?.limit} ETB. You can deposit ${i?.left} ETB more today.`)
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

export const game_calls_title = /** @type {(inputs: Game_Calls_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Calls of this game (${i?.count})`)
};

export const game_calls_list = /** @type {(inputs: Game_Calls_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calls of this game`)
};

export const game_calls_match = /** @type {(inputs: Game_Calls_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server reports the same ${i?.count} calls.`)
};

export const game_calls_differ = /** @type {(inputs: Game_Calls_DifferInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We saw ${i?.seen} calls; the server reports ${i?.server}.`)
};

export const game_calls_missing = /** @type {(inputs: Game_Calls_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not seen on this device: ${i?.list}`)
};

export const game_calls_extra = /** @type {(inputs: Game_Calls_ExtraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not in the server's list: ${i?.list}`)
};

export const game_calls_unknown = /** @type {(inputs: Game_Calls_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server sent no final list to compare with.`)
};

export const game_calls_none = /** @type {(inputs: Game_Calls_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No call reached this device.`)
};

export const game_calls_players = /** @type {(inputs: Game_Calls_PlayersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} players`)
};

export const game_calls_boards = /** @type {(inputs: Game_Calls_BoardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} boards`)
};

export const game_calls_one_player = /** @type {(inputs: Game_Calls_One_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 player`)
};

export const game_calls_one_board = /** @type {(inputs: Game_Calls_One_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 board`)
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

export const play_to_go = /** @type {(inputs: Play_To_GoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} to go`)
};

export const play_best_board = /** @type {(inputs: Play_Best_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best board`)
};

export const play_auto_mark = /** @type {(inputs: Play_Auto_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auto-mark`)
};