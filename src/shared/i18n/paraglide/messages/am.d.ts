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
export const language_label: (inputs: Language_LabelInputs) => LocalizedString;
export const language_spec: (inputs: Language_SpecInputs) => LocalizedString;
export const language_am: (inputs: Language_AmInputs) => LocalizedString;
export const language_en: (inputs: Language_EnInputs) => LocalizedString;
export const common_invalid_balance: (inputs: Common_Invalid_BalanceInputs) => LocalizedString;
export const common_insufficient_balance: (inputs: Common_Insufficient_BalanceInputs) => LocalizedString;
export const common_bad_start: (inputs: Common_Bad_StartInputs) => LocalizedString;
export const common_connection_lost: (inputs: Common_Connection_LostInputs) => LocalizedString;
export const common_connection_failed: (inputs: Common_Connection_FailedInputs) => LocalizedString;
export const common_connection_error: (inputs: Common_Connection_ErrorInputs) => LocalizedString;
export const common_reconnecting: (inputs: Common_ReconnectingInputs) => LocalizedString;
export const common_signup_succeeded: (inputs: Common_Signup_SucceededInputs) => LocalizedString;
export const common_password_changed: (inputs: Common_Password_ChangedInputs) => LocalizedString;
export const common_unreadable_game_event: (inputs: Common_Unreadable_Game_EventInputs) => LocalizedString;
export const common_offline: (inputs: Common_OfflineInputs) => LocalizedString;
export const common_update_ready: (inputs: Common_Update_ReadyInputs) => LocalizedString;
export const common_reload: (inputs: Common_ReloadInputs) => LocalizedString;
export const common_boot_failed: (inputs: Common_Boot_FailedInputs) => LocalizedString;
export const common_crash_title: (inputs: Common_Crash_TitleInputs) => LocalizedString;
export const common_crash_text: (inputs: Common_Crash_TextInputs) => LocalizedString;
export const common_try_again: (inputs: Common_Try_AgainInputs) => LocalizedString;
export const common_go_home: (inputs: Common_Go_HomeInputs) => LocalizedString;
export const common_not_found_title: (inputs: Common_Not_Found_TitleInputs) => LocalizedString;
export const common_not_found_text: (inputs: Common_Not_Found_TextInputs) => LocalizedString;
export const common_go_back: (inputs: Common_Go_BackInputs) => LocalizedString;
export const auth_brand: (inputs: Auth_BrandInputs) => LocalizedString;
export const auth_subtitle: (inputs: Auth_SubtitleInputs) => LocalizedString;
export const auth_login_form: (inputs: Auth_Login_FormInputs) => LocalizedString;
export const auth_phone: (inputs: Auth_PhoneInputs) => LocalizedString;
export const auth_password: (inputs: Auth_PasswordInputs) => LocalizedString;
export const auth_logging_in: (inputs: Auth_Logging_InInputs) => LocalizedString;
export const auth_login: (inputs: Auth_LoginInputs) => LocalizedString;
export const auth_sign_up: (inputs: Auth_Sign_UpInputs) => LocalizedString;
export const auth_forgot_password: (inputs: Auth_Forgot_PasswordInputs) => LocalizedString;
export const auth_login_required: (inputs: Auth_Login_RequiredInputs) => LocalizedString;
export const auth_verify_title: (inputs: Auth_Verify_TitleInputs) => LocalizedString;
export const auth_not_verified: (inputs: Auth_Not_VerifiedInputs) => LocalizedString;
export const auth_resend_code: (inputs: Auth_Resend_CodeInputs) => LocalizedString;
export const auth_send_code: (inputs: Auth_Send_CodeInputs) => LocalizedString;
export const auth_verify: (inputs: Auth_VerifyInputs) => LocalizedString;
export const auth_back_to_login: (inputs: Auth_Back_To_LoginInputs) => LocalizedString;
export const auth_need_code_request: (inputs: Auth_Need_Code_RequestInputs) => LocalizedString;
export const auth_code_too_short: (inputs: Auth_Code_Too_ShortInputs) => LocalizedString;
export const auth_otp_sending: (inputs: Auth_Otp_SendingInputs) => LocalizedString;
export const auth_otp_sent: (inputs: Auth_Otp_SentInputs) => LocalizedString;
export const auth_otp_send_failed: (inputs: Auth_Otp_Send_FailedInputs) => LocalizedString;
export const auth_otp_verifying: (inputs: Auth_Otp_VerifyingInputs) => LocalizedString;
export const auth_otp_verified: (inputs: Auth_Otp_VerifiedInputs) => LocalizedString;
export const auth_bad_phone: (inputs: Auth_Bad_PhoneInputs) => LocalizedString;
export const auth_bad_code: (inputs: Auth_Bad_CodeInputs) => LocalizedString;
export const auth_bad_username: (inputs: Auth_Bad_UsernameInputs) => LocalizedString;
export const auth_bad_password: (inputs: Auth_Bad_PasswordInputs) => LocalizedString;
export const auth_mismatch: (inputs: Auth_MismatchInputs) => LocalizedString;
export const auth_bad_referral: (inputs: Auth_Bad_ReferralInputs) => LocalizedString;
export const auth_reset_requesting: (inputs: Auth_Reset_RequestingInputs) => LocalizedString;
export const auth_reset_changing: (inputs: Auth_Reset_ChangingInputs) => LocalizedString;
export const auth_invalid_token: (inputs: Auth_Invalid_TokenInputs) => LocalizedString;
export const auth_passwords_required: (inputs: Auth_Passwords_RequiredInputs) => LocalizedString;
export const auth_step: (inputs: Auth_StepInputs) => LocalizedString;
export const auth_step1_form: (inputs: Auth_Step1_FormInputs) => LocalizedString;
export const auth_step2_form: (inputs: Auth_Step2_FormInputs) => LocalizedString;
export const auth_sent_to: (inputs: Auth_Sent_ToInputs) => LocalizedString;
export const auth_send_otp: (inputs: Auth_Send_OtpInputs) => LocalizedString;
export const auth_verify_otp: (inputs: Auth_Verify_OtpInputs) => LocalizedString;
export const auth_resend_code_button: (inputs: Auth_Resend_Code_ButtonInputs) => LocalizedString;
export const auth_back: (inputs: Auth_BackInputs) => LocalizedString;
export const auth_step3_account: (inputs: Auth_Step3_AccountInputs) => LocalizedString;
export const auth_username: (inputs: Auth_UsernameInputs) => LocalizedString;
export const auth_password2: (inputs: Auth_Password2Inputs) => LocalizedString;
export const auth_referral: (inputs: Auth_ReferralInputs) => LocalizedString;
export const auth_create_account: (inputs: Auth_Create_AccountInputs) => LocalizedString;
export const auth_have_account: (inputs: Auth_Have_AccountInputs) => LocalizedString;
export const auth_signup_title: (inputs: Auth_Signup_TitleInputs) => LocalizedString;
export const auth_reset_title: (inputs: Auth_Reset_TitleInputs) => LocalizedString;
export const auth_send_code_button: (inputs: Auth_Send_Code_ButtonInputs) => LocalizedString;
export const auth_verify_code_button: (inputs: Auth_Verify_Code_ButtonInputs) => LocalizedString;
export const auth_step3_password: (inputs: Auth_Step3_PasswordInputs) => LocalizedString;
export const auth_new_password: (inputs: Auth_New_PasswordInputs) => LocalizedString;
export const auth_confirm_password: (inputs: Auth_Confirm_PasswordInputs) => LocalizedString;
export const auth_reset_password: (inputs: Auth_Reset_PasswordInputs) => LocalizedString;
export const auth_strength: (inputs: Auth_StrengthInputs) => LocalizedString;
export const auth_strength_value: (inputs: Auth_Strength_ValueInputs) => LocalizedString;
export const auth_strength_line: (inputs: Auth_Strength_LineInputs) => LocalizedString;
export const auth_strength_weak: (inputs: Auth_Strength_WeakInputs) => LocalizedString;
export const auth_strength_fair: (inputs: Auth_Strength_FairInputs) => LocalizedString;
export const auth_strength_strong: (inputs: Auth_Strength_StrongInputs) => LocalizedString;
export const auth_phone_placeholder: (inputs: Auth_Phone_PlaceholderInputs) => LocalizedString;
export const auth_age_confirm: (inputs: Auth_Age_ConfirmInputs) => LocalizedString;
export const auth_age_required: (inputs: Auth_Age_RequiredInputs) => LocalizedString;
export const wallet_balance_loading: (inputs: Wallet_Balance_LoadingInputs) => LocalizedString;
export const wallet_balance: (inputs: Wallet_BalanceInputs) => LocalizedString;
export const wallet_title: (inputs: Wallet_TitleInputs) => LocalizedString;
export const wallet_balance_card: (inputs: Wallet_Balance_CardInputs) => LocalizedString;
export const wallet_current_balance: (inputs: Wallet_Current_BalanceInputs) => LocalizedString;
export const wallet_amount_etb: (inputs: Wallet_Amount_EtbInputs) => LocalizedString;
export const wallet_promo: (inputs: Wallet_PromoInputs) => LocalizedString;
export const wallet_phone_line: (inputs: Wallet_Phone_LineInputs) => LocalizedString;
export const wallet_tabs: (inputs: Wallet_TabsInputs) => LocalizedString;
export const wallet_deposit: (inputs: Wallet_DepositInputs) => LocalizedString;
export const wallet_withdraw: (inputs: Wallet_WithdrawInputs) => LocalizedString;
export const wallet_transfer: (inputs: Wallet_TransferInputs) => LocalizedString;
export const wallet_deposit_method: (inputs: Wallet_Deposit_MethodInputs) => LocalizedString;
export const wallet_withdraw_method: (inputs: Wallet_Withdraw_MethodInputs) => LocalizedString;
export const wallet_manual: (inputs: Wallet_ManualInputs) => LocalizedString;
export const wallet_automatic: (inputs: Wallet_AutomaticInputs) => LocalizedString;
export const wallet_deposit_limits: (inputs: Wallet_Deposit_LimitsInputs) => LocalizedString;
export const wallet_min_deposit_line: (inputs: Wallet_Min_Deposit_LineInputs) => LocalizedString;
export const wallet_max_deposit_line: (inputs: Wallet_Max_Deposit_LineInputs) => LocalizedString;
export const wallet_withdraw_limits: (inputs: Wallet_Withdraw_LimitsInputs) => LocalizedString;
export const wallet_min_withdrawal_line: (inputs: Wallet_Min_Withdrawal_LineInputs) => LocalizedString;
export const wallet_max_withdrawal_line: (inputs: Wallet_Max_Withdrawal_LineInputs) => LocalizedString;
export const wallet_processing_hours: (inputs: Wallet_Processing_HoursInputs) => LocalizedString;
export const wallet_automatic_deposit: (inputs: Wallet_Automatic_DepositInputs) => LocalizedString;
export const wallet_manual_deposit: (inputs: Wallet_Manual_DepositInputs) => LocalizedString;
export const wallet_automatic_withdrawal: (inputs: Wallet_Automatic_WithdrawalInputs) => LocalizedString;
export const wallet_manual_withdrawal: (inputs: Wallet_Manual_WithdrawalInputs) => LocalizedString;
export const wallet_phone: (inputs: Wallet_PhoneInputs) => LocalizedString;
export const wallet_amount: (inputs: Wallet_AmountInputs) => LocalizedString;
export const wallet_sms_id: (inputs: Wallet_Sms_IdInputs) => LocalizedString;
export const wallet_manual_deposit_help: (inputs: Wallet_Manual_Deposit_HelpInputs) => LocalizedString;
export const wallet_processing_button: (inputs: Wallet_Processing_ButtonInputs) => LocalizedString;
export const wallet_send_deposit: (inputs: Wallet_Send_DepositInputs) => LocalizedString;
export const wallet_payment_method: (inputs: Wallet_Payment_MethodInputs) => LocalizedString;
export const wallet_not_available: (inputs: Wallet_Not_AvailableInputs) => LocalizedString;
export const wallet_request_id: (inputs: Wallet_Request_IdInputs) => LocalizedString;
export const wallet_send_withdrawal: (inputs: Wallet_Send_WithdrawalInputs) => LocalizedString;
export const wallet_transfer_to: (inputs: Wallet_Transfer_ToInputs) => LocalizedString;
export const wallet_confirm_transfer: (inputs: Wallet_Confirm_TransferInputs) => LocalizedString;
export const wallet_confirm_transfer_text: (inputs: Wallet_Confirm_Transfer_TextInputs) => LocalizedString;
export const wallet_cancel: (inputs: Wallet_CancelInputs) => LocalizedString;
export const wallet_confirm: (inputs: Wallet_ConfirmInputs) => LocalizedString;
export const wallet_deposit_phone: (inputs: Wallet_Deposit_PhoneInputs) => LocalizedString;
export const wallet_withdraw_phone: (inputs: Wallet_Withdraw_PhoneInputs) => LocalizedString;
export const wallet_amount_required: (inputs: Wallet_Amount_RequiredInputs) => LocalizedString;
export const wallet_withdraw_method_invalid: (inputs: Wallet_Withdraw_Method_InvalidInputs) => LocalizedString;
export const wallet_transfer_to_required: (inputs: Wallet_Transfer_To_RequiredInputs) => LocalizedString;
export const wallet_transfer_phone: (inputs: Wallet_Transfer_PhoneInputs) => LocalizedString;
export const wallet_insufficient: (inputs: Wallet_InsufficientInputs) => LocalizedString;
export const wallet_no_user: (inputs: Wallet_No_UserInputs) => LocalizedString;
export const wallet_manual_amount: (inputs: Wallet_Manual_AmountInputs) => LocalizedString;
export const wallet_manual_sms: (inputs: Wallet_Manual_SmsInputs) => LocalizedString;
export const wallet_no_trx_id: (inputs: Wallet_No_Trx_IdInputs) => LocalizedString;
export const wallet_processing: (inputs: Wallet_ProcessingInputs) => LocalizedString;
export const wallet_withdraw_pending: (inputs: Wallet_Withdraw_PendingInputs) => LocalizedString;
export const wallet_min_deposit: (inputs: Wallet_Min_DepositInputs) => LocalizedString;
export const wallet_min_withdrawal: (inputs: Wallet_Min_WithdrawalInputs) => LocalizedString;
export const wallet_transfer_done: (inputs: Wallet_Transfer_DoneInputs) => LocalizedString;
export const wallet_deposit_sent: (inputs: Wallet_Deposit_SentInputs) => LocalizedString;
export const wallet_redirecting: (inputs: Wallet_RedirectingInputs) => LocalizedString;
export const wallet_untrusted_url: (inputs: Wallet_Untrusted_UrlInputs) => LocalizedString;
export const wallet_not_confirmed_checking: (inputs: Wallet_Not_Confirmed_CheckingInputs) => LocalizedString;
export const wallet_balance_now: (inputs: Wallet_Balance_NowInputs) => LocalizedString;
export const wallet_balance_unread: (inputs: Wallet_Balance_UnreadInputs) => LocalizedString;
export const wallet_safe_retry: (inputs: Wallet_Safe_RetryInputs) => LocalizedString;
export const wallet_nc_entry: (inputs: Wallet_Nc_EntryInputs) => LocalizedString;
export const wallet_nc_no_entry: (inputs: Wallet_Nc_No_EntryInputs) => LocalizedString;
export const wallet_nc_plain: (inputs: Wallet_Nc_PlainInputs) => LocalizedString;
export const wallet_intent_transfer: (inputs: Wallet_Intent_TransferInputs) => LocalizedString;
export const wallet_intent_withdrawal: (inputs: Wallet_Intent_WithdrawalInputs) => LocalizedString;
export const wallet_intent_deposit: (inputs: Wallet_Intent_DepositInputs) => LocalizedString;
export const wallet_intent_purchase: (inputs: Wallet_Intent_PurchaseInputs) => LocalizedString;
export const wallet_history_title: (inputs: Wallet_History_TitleInputs) => LocalizedString;
export const wallet_no_transactions: (inputs: Wallet_No_TransactionsInputs) => LocalizedString;
export const wallet_loading_transactions: (inputs: Wallet_Loading_TransactionsInputs) => LocalizedString;
export const wallet_summary: (inputs: Wallet_SummaryInputs) => LocalizedString;
export const wallet_in: (inputs: Wallet_InInputs) => LocalizedString;
export const wallet_out: (inputs: Wallet_OutInputs) => LocalizedString;
export const wallet_by_type: (inputs: Wallet_By_TypeInputs) => LocalizedString;
export const wallet_col_type: (inputs: Wallet_Col_TypeInputs) => LocalizedString;
export const wallet_col_count: (inputs: Wallet_Col_CountInputs) => LocalizedString;
export const wallet_col_sum: (inputs: Wallet_Col_SumInputs) => LocalizedString;
export const wallet_col_date: (inputs: Wallet_Col_DateInputs) => LocalizedString;
export const wallet_col_amount: (inputs: Wallet_Col_AmountInputs) => LocalizedString;
export const wallet_col_balance: (inputs: Wallet_Col_BalanceInputs) => LocalizedString;
export const wallet_col_details: (inputs: Wallet_Col_DetailsInputs) => LocalizedString;
export const wallet_transactions: (inputs: Wallet_TransactionsInputs) => LocalizedString;
export const wallet_show_details: (inputs: Wallet_Show_DetailsInputs) => LocalizedString;
export const wallet_hide_details: (inputs: Wallet_Hide_DetailsInputs) => LocalizedString;
export const wallet_row_date: (inputs: Wallet_Row_DateInputs) => LocalizedString;
export const wallet_row_balance: (inputs: Wallet_Row_BalanceInputs) => LocalizedString;
export const wallet_show_chart: (inputs: Wallet_Show_ChartInputs) => LocalizedString;
export const wallet_loading_chart: (inputs: Wallet_Loading_ChartInputs) => LocalizedString;
export const wallet_chart_label: (inputs: Wallet_Chart_LabelInputs) => LocalizedString;
export const wallet_chart_label_now: (inputs: Wallet_Chart_Label_NowInputs) => LocalizedString;
export const wallet_chart_series: (inputs: Wallet_Chart_SeriesInputs) => LocalizedString;
export const wallet_type_deposit: (inputs: Wallet_Type_DepositInputs) => LocalizedString;
export const wallet_type_transfer_in: (inputs: Wallet_Type_Transfer_InInputs) => LocalizedString;
export const wallet_type_transfer_out: (inputs: Wallet_Type_Transfer_OutInputs) => LocalizedString;
export const wallet_type_withdrawal: (inputs: Wallet_Type_WithdrawalInputs) => LocalizedString;
export const wallet_type_game_won: (inputs: Wallet_Type_Game_WonInputs) => LocalizedString;
export const wallet_type_game_lost: (inputs: Wallet_Type_Game_LostInputs) => LocalizedString;
export const wallet_type_bonus: (inputs: Wallet_Type_BonusInputs) => LocalizedString;
export const wallet_type_game_bonus: (inputs: Wallet_Type_Game_BonusInputs) => LocalizedString;
export const wallet_type_invite: (inputs: Wallet_Type_InviteInputs) => LocalizedString;
export const wallet_type_cartela_purchase: (inputs: Wallet_Type_Cartela_PurchaseInputs) => LocalizedString;
export const wallet_payment_success: (inputs: Wallet_Payment_SuccessInputs) => LocalizedString;
export const wallet_payment_failed: (inputs: Wallet_Payment_FailedInputs) => LocalizedString;
export const wallet_payment_failure_text: (inputs: Wallet_Payment_Failure_TextInputs) => LocalizedString;
export const wallet_pending_deposit: (inputs: Wallet_Pending_DepositInputs) => LocalizedString;
export const wallet_retry_payment: (inputs: Wallet_Retry_PaymentInputs) => LocalizedString;
export const wallet_go_back: (inputs: Wallet_Go_BackInputs) => LocalizedString;
export const account_menu_home: (inputs: Account_Menu_HomeInputs) => LocalizedString;
export const account_menu_transactions: (inputs: Account_Menu_TransactionsInputs) => LocalizedString;
export const account_menu_games: (inputs: Account_Menu_GamesInputs) => LocalizedString;
export const account_menu_invite: (inputs: Account_Menu_InviteInputs) => LocalizedString;
export const account_menu_instructions: (inputs: Account_Menu_InstructionsInputs) => LocalizedString;
export const account_menu_terms: (inputs: Account_Menu_TermsInputs) => LocalizedString;
export const account_menu_support: (inputs: Account_Menu_SupportInputs) => LocalizedString;
export const account_menu_profile: (inputs: Account_Menu_ProfileInputs) => LocalizedString;
export const account_back: (inputs: Account_BackInputs) => LocalizedString;
export const account_open_menu: (inputs: Account_Open_MenuInputs) => LocalizedString;
export const account_home_link: (inputs: Account_Home_LinkInputs) => LocalizedString;
export const account_main_nav: (inputs: Account_Main_NavInputs) => LocalizedString;
export const account_bet: (inputs: Account_BetInputs) => LocalizedString;
export const account_add_credit: (inputs: Account_Add_CreditInputs) => LocalizedString;
export const account_notifications: (inputs: Account_NotificationsInputs) => LocalizedString;
export const account_profile_of: (inputs: Account_Profile_OfInputs) => LocalizedString;
export const account_logout: (inputs: Account_LogoutInputs) => LocalizedString;
export const account_menu: (inputs: Account_MenuInputs) => LocalizedString;
export const account_balance_line: (inputs: Account_Balance_LineInputs) => LocalizedString;
export const account_game_type_title: (inputs: Account_Game_Type_TitleInputs) => LocalizedString;
export const account_manual_play: (inputs: Account_Manual_PlayInputs) => LocalizedString;
export const account_autoplay: (inputs: Account_AutoplayInputs) => LocalizedString;
export const account_coming_soon: (inputs: Account_Coming_SoonInputs) => LocalizedString;
export const account_scheduled_games: (inputs: Account_Scheduled_GamesInputs) => LocalizedString;
export const account_games_title: (inputs: Account_Games_TitleInputs) => LocalizedString;
export const account_no_games: (inputs: Account_No_GamesInputs) => LocalizedString;
export const account_no_board_data: (inputs: Account_No_Board_DataInputs) => LocalizedString;
export const account_history_bet: (inputs: Account_History_BetInputs) => LocalizedString;
export const account_winnings: (inputs: Account_WinningsInputs) => LocalizedString;
export const account_won: (inputs: Account_WonInputs) => LocalizedString;
export const account_lost: (inputs: Account_LostInputs) => LocalizedString;
export const account_pattern: (inputs: Account_PatternInputs) => LocalizedString;
export const account_called_count: (inputs: Account_Called_CountInputs) => LocalizedString;
export const account_called_numbers: (inputs: Account_Called_NumbersInputs) => LocalizedString;
export const account_won_with_board: (inputs: Account_Won_With_BoardInputs) => LocalizedString;
export const account_board_no_data: (inputs: Account_Board_No_DataInputs) => LocalizedString;
export const account_date_range: (inputs: Account_Date_RangeInputs) => LocalizedString;
export const account_from: (inputs: Account_FromInputs) => LocalizedString;
export const account_to: (inputs: Account_ToInputs) => LocalizedString;
export const account_bad_range: (inputs: Account_Bad_RangeInputs) => LocalizedString;
export const account_loading_games: (inputs: Account_Loading_GamesInputs) => LocalizedString;
export const account_invite_title: (inputs: Account_Invite_TitleInputs) => LocalizedString;
export const account_code_copied: (inputs: Account_Code_CopiedInputs) => LocalizedString;
export const account_link_copied: (inputs: Account_Link_CopiedInputs) => LocalizedString;
export const account_copy_failed: (inputs: Account_Copy_FailedInputs) => LocalizedString;
export const account_your_code: (inputs: Account_Your_CodeInputs) => LocalizedString;
export const account_copy_code: (inputs: Account_Copy_CodeInputs) => LocalizedString;
export const account_copy_link: (inputs: Account_Copy_LinkInputs) => LocalizedString;
export const account_share: (inputs: Account_ShareInputs) => LocalizedString;
export const account_share_text: (inputs: Account_Share_TextInputs) => LocalizedString;
export const account_share_link: (inputs: Account_Share_LinkInputs) => LocalizedString;
export const account_invite_friend: (inputs: Account_Invite_FriendInputs) => LocalizedString;
export const account_friend_phone: (inputs: Account_Friend_PhoneInputs) => LocalizedString;
export const account_send_invite: (inputs: Account_Send_InviteInputs) => LocalizedString;
export const account_rewards: (inputs: Account_RewardsInputs) => LocalizedString;
export const account_reward_1: (inputs: Account_Reward_1Inputs) => LocalizedString;
export const account_reward_2: (inputs: Account_Reward_2Inputs) => LocalizedString;
export const account_reward_3: (inputs: Account_Reward_3Inputs) => LocalizedString;
export const account_reward_4: (inputs: Account_Reward_4Inputs) => LocalizedString;
export const account_invite_bad_phone: (inputs: Account_Invite_Bad_PhoneInputs) => LocalizedString;
export const account_profile_title: (inputs: Account_Profile_TitleInputs) => LocalizedString;
export const account_profile_tabs: (inputs: Account_Profile_TabsInputs) => LocalizedString;
export const account_personal_info: (inputs: Account_Personal_InfoInputs) => LocalizedString;
export const account_security: (inputs: Account_SecurityInputs) => LocalizedString;
export const account_username: (inputs: Account_UsernameInputs) => LocalizedString;
export const account_phone: (inputs: Account_PhoneInputs) => LocalizedString;
export const account_current_password: (inputs: Account_Current_PasswordInputs) => LocalizedString;
export const account_new_password: (inputs: Account_New_PasswordInputs) => LocalizedString;
export const account_save: (inputs: Account_SaveInputs) => LocalizedString;
export const account_save_unavailable: (inputs: Account_Save_UnavailableInputs) => LocalizedString;
export const account_support_title: (inputs: Account_Support_TitleInputs) => LocalizedString;
export const account_support_hours: (inputs: Account_Support_HoursInputs) => LocalizedString;
export const account_contact_form: (inputs: Account_Contact_FormInputs) => LocalizedString;
export const account_your_name: (inputs: Account_Your_NameInputs) => LocalizedString;
export const account_message: (inputs: Account_MessageInputs) => LocalizedString;
export const account_send: (inputs: Account_SendInputs) => LocalizedString;
export const account_not_wired: (inputs: Account_Not_WiredInputs) => LocalizedString;
export const account_terms_title: (inputs: Account_Terms_TitleInputs) => LocalizedString;
export const account_terms_money: (inputs: Account_Terms_MoneyInputs) => LocalizedString;
export const account_terms_min_deposit: (inputs: Account_Terms_Min_DepositInputs) => LocalizedString;
export const account_terms_max_deposit: (inputs: Account_Terms_Max_DepositInputs) => LocalizedString;
export const account_terms_min_withdrawal: (inputs: Account_Terms_Min_WithdrawalInputs) => LocalizedString;
export const account_terms_max_withdrawal: (inputs: Account_Terms_Max_WithdrawalInputs) => LocalizedString;
export const account_terms_processing: (inputs: Account_Terms_ProcessingInputs) => LocalizedString;
export const account_terms_currency: (inputs: Account_Terms_CurrencyInputs) => LocalizedString;
export const account_terms_playing: (inputs: Account_Terms_PlayingInputs) => LocalizedString;
export const account_terms_two_boards: (inputs: Account_Terms_Two_BoardsInputs) => LocalizedString;
export const account_terms_last_call: (inputs: Account_Terms_Last_CallInputs) => LocalizedString;
export const account_terms_leaving: (inputs: Account_Terms_LeavingInputs) => LocalizedString;
export const account_terms_referrals: (inputs: Account_Terms_ReferralsInputs) => LocalizedString;
export const account_terms_invite_reward: (inputs: Account_Terms_Invite_RewardInputs) => LocalizedString;
export const account_terms_credited: (inputs: Account_Terms_CreditedInputs) => LocalizedString;
export const account_terms_play_only: (inputs: Account_Terms_Play_OnlyInputs) => LocalizedString;
export const account_instructions_title: (inputs: Account_Instructions_TitleInputs) => LocalizedString;
export const account_how_to_play: (inputs: Account_How_To_PlayInputs) => LocalizedString;
export const account_how_1: (inputs: Account_How_1Inputs) => LocalizedString;
export const account_how_2: (inputs: Account_How_2Inputs) => LocalizedString;
export const account_how_3: (inputs: Account_How_3Inputs) => LocalizedString;
export const account_how_4: (inputs: Account_How_4Inputs) => LocalizedString;
export const account_how_5: (inputs: Account_How_5Inputs) => LocalizedString;
export const account_bad_bingo: (inputs: Account_Bad_BingoInputs) => LocalizedString;
export const account_bad_bingo_text: (inputs: Account_Bad_Bingo_TextInputs) => LocalizedString;
export const account_leaving_forfeit: (inputs: Account_Leaving_ForfeitInputs) => LocalizedString;
export const account_patterns_by_stake: (inputs: Account_Patterns_By_StakeInputs) => LocalizedString;
export const account_stake_label: (inputs: Account_Stake_LabelInputs) => LocalizedString;
export const account_stake_amount: (inputs: Account_Stake_AmountInputs) => LocalizedString;
export const account_pattern_grid: (inputs: Account_Pattern_GridInputs) => LocalizedString;
export const account_bonus_note: (inputs: Account_Bonus_NoteInputs) => LocalizedString;
export const account_invite_sending: (inputs: Account_Invite_SendingInputs) => LocalizedString;
export const account_brand: (inputs: Account_BrandInputs) => LocalizedString;
export const account_reminder_setting: (inputs: Account_Reminder_SettingInputs) => LocalizedString;
export const account_reminder_after: (inputs: Account_Reminder_AfterInputs) => LocalizedString;
export const account_reminder_off: (inputs: Account_Reminder_OffInputs) => LocalizedString;
export const account_reminder_hint: (inputs: Account_Reminder_HintInputs) => LocalizedString;
export const account_reminder_title: (inputs: Account_Reminder_TitleInputs) => LocalizedString;
export const account_reminder_played: (inputs: Account_Reminder_PlayedInputs) => LocalizedString;
export const account_reminder_net: (inputs: Account_Reminder_NetInputs) => LocalizedString;
export const account_reminder_net_loading: (inputs: Account_Reminder_Net_LoadingInputs) => LocalizedString;
export const account_reminder_net_failed: (inputs: Account_Reminder_Net_FailedInputs) => LocalizedString;
export const account_reminder_keep: (inputs: Account_Reminder_KeepInputs) => LocalizedString;
export const account_reminder_break: (inputs: Account_Reminder_BreakInputs) => LocalizedString;
export const account_limits_title: (inputs: Account_Limits_TitleInputs) => LocalizedString;
export const account_limits_menu: (inputs: Account_Limits_MenuInputs) => LocalizedString;
export const account_limits_intro: (inputs: Account_Limits_IntroInputs) => LocalizedString;
export const account_limits_device_only: (inputs: Account_Limits_Device_OnlyInputs) => LocalizedString;
export const account_limits_server: (inputs: Account_Limits_ServerInputs) => LocalizedString;
export const account_limits_loading: (inputs: Account_Limits_LoadingInputs) => LocalizedString;
export const account_limits_deposit_label: (inputs: Account_Limits_Deposit_LabelInputs) => LocalizedString;
export const account_limits_stake_label: (inputs: Account_Limits_Stake_LabelInputs) => LocalizedString;
export const account_limits_empty_hint: (inputs: Account_Limits_Empty_HintInputs) => LocalizedString;
export const account_limits_today: (inputs: Account_Limits_TodayInputs) => LocalizedString;
export const account_limits_save: (inputs: Account_Limits_SaveInputs) => LocalizedString;
export const account_limits_saved: (inputs: Account_Limits_SavedInputs) => LocalizedString;
export const account_limits_invalid: (inputs: Account_Limits_InvalidInputs) => LocalizedString;
export const account_limits_save_failed: (inputs: Account_Limits_Save_FailedInputs) => LocalizedString;
export const account_limits_break_title: (inputs: Account_Limits_Break_TitleInputs) => LocalizedString;
export const account_limits_break_hint: (inputs: Account_Limits_Break_HintInputs) => LocalizedString;
export const account_limits_break_24h: (inputs: Account_Limits_Break_24hInputs) => LocalizedString;
export const account_limits_break_7d: (inputs: Account_Limits_Break_7dInputs) => LocalizedString;
export const account_limits_break_30d: (inputs: Account_Limits_Break_30dInputs) => LocalizedString;
export const account_limits_break_confirm_title: (inputs: Account_Limits_Break_Confirm_TitleInputs) => LocalizedString;
export const account_limits_break_confirm_text: (inputs: Account_Limits_Break_Confirm_TextInputs) => LocalizedString;
export const account_limits_break_confirm: (inputs: Account_Limits_Break_ConfirmInputs) => LocalizedString;
export const account_limits_cancel: (inputs: Account_Limits_CancelInputs) => LocalizedString;
export const account_limits_on_break: (inputs: Account_Limits_On_BreakInputs) => LocalizedString;
export const account_limits_break_refused: (inputs: Account_Limits_Break_RefusedInputs) => LocalizedString;
export const account_limits_stake_refused: (inputs: Account_Limits_Stake_RefusedInputs) => LocalizedString;
export const account_limits_deposit_refused: (inputs: Account_Limits_Deposit_RefusedInputs) => LocalizedString;
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
export const game_calls_title: (inputs: Game_Calls_TitleInputs) => LocalizedString;
export const game_calls_list: (inputs: Game_Calls_ListInputs) => LocalizedString;
export const game_calls_match: (inputs: Game_Calls_MatchInputs) => LocalizedString;
export const game_calls_differ: (inputs: Game_Calls_DifferInputs) => LocalizedString;
export const game_calls_missing: (inputs: Game_Calls_MissingInputs) => LocalizedString;
export const game_calls_extra: (inputs: Game_Calls_ExtraInputs) => LocalizedString;
export const game_calls_unknown: (inputs: Game_Calls_UnknownInputs) => LocalizedString;
export const game_calls_none: (inputs: Game_Calls_NoneInputs) => LocalizedString;
export const game_calls_players: (inputs: Game_Calls_PlayersInputs) => LocalizedString;
export const game_calls_boards: (inputs: Game_Calls_BoardsInputs) => LocalizedString;
export const game_calls_one_player: (inputs: Game_Calls_One_PlayerInputs) => LocalizedString;
export const game_calls_one_board: (inputs: Game_Calls_One_BoardInputs) => LocalizedString;
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
export const play_to_go: (inputs: Play_To_GoInputs) => LocalizedString;
export const play_best_board: (inputs: Play_Best_BoardInputs) => LocalizedString;
export const play_auto_mark: (inputs: Play_Auto_MarkInputs) => LocalizedString;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Language_LabelInputs = {};
export type Language_SpecInputs = {};
export type Language_AmInputs = {};
export type Language_EnInputs = {};
export type Common_Invalid_BalanceInputs = {};
export type Common_Insufficient_BalanceInputs = {};
export type Common_Bad_StartInputs = {};
export type Common_Connection_LostInputs = {};
export type Common_Connection_FailedInputs = {};
export type Common_Connection_ErrorInputs = {};
export type Common_ReconnectingInputs = {};
export type Common_Signup_SucceededInputs = {};
export type Common_Password_ChangedInputs = {};
export type Common_Unreadable_Game_EventInputs = {};
export type Common_OfflineInputs = {};
export type Common_Update_ReadyInputs = {};
export type Common_ReloadInputs = {};
export type Common_Boot_FailedInputs = {};
export type Common_Crash_TitleInputs = {};
export type Common_Crash_TextInputs = {};
export type Common_Try_AgainInputs = {};
export type Common_Go_HomeInputs = {};
export type Common_Not_Found_TitleInputs = {};
export type Common_Not_Found_TextInputs = {};
export type Common_Go_BackInputs = {};
export type Auth_BrandInputs = {};
export type Auth_SubtitleInputs = {};
export type Auth_Login_FormInputs = {};
export type Auth_PhoneInputs = {};
export type Auth_PasswordInputs = {};
export type Auth_Logging_InInputs = {};
export type Auth_LoginInputs = {};
export type Auth_Sign_UpInputs = {};
export type Auth_Forgot_PasswordInputs = {};
export type Auth_Login_RequiredInputs = {};
export type Auth_Verify_TitleInputs = {};
export type Auth_Not_VerifiedInputs = {
    phone: NonNullable<unknown>;
};
export type Auth_Resend_CodeInputs = {};
export type Auth_Send_CodeInputs = {};
export type Auth_VerifyInputs = {};
export type Auth_Back_To_LoginInputs = {};
export type Auth_Need_Code_RequestInputs = {};
export type Auth_Code_Too_ShortInputs = {};
export type Auth_Otp_SendingInputs = {};
export type Auth_Otp_SentInputs = {};
export type Auth_Otp_Send_FailedInputs = {};
export type Auth_Otp_VerifyingInputs = {};
export type Auth_Otp_VerifiedInputs = {};
export type Auth_Bad_PhoneInputs = {};
export type Auth_Bad_CodeInputs = {};
export type Auth_Bad_UsernameInputs = {};
export type Auth_Bad_PasswordInputs = {};
export type Auth_MismatchInputs = {};
export type Auth_Bad_ReferralInputs = {};
export type Auth_Reset_RequestingInputs = {};
export type Auth_Reset_ChangingInputs = {};
export type Auth_Invalid_TokenInputs = {};
export type Auth_Passwords_RequiredInputs = {};
export type Auth_StepInputs = {
    step: NonNullable<unknown>;
};
export type Auth_Step1_FormInputs = {};
export type Auth_Step2_FormInputs = {};
export type Auth_Sent_ToInputs = {
    phone: NonNullable<unknown>;
};
export type Auth_Send_OtpInputs = {};
export type Auth_Verify_OtpInputs = {};
export type Auth_Resend_Code_ButtonInputs = {};
export type Auth_BackInputs = {};
export type Auth_Step3_AccountInputs = {};
export type Auth_UsernameInputs = {};
export type Auth_Password2Inputs = {};
export type Auth_ReferralInputs = {};
export type Auth_Create_AccountInputs = {};
export type Auth_Have_AccountInputs = {};
export type Auth_Signup_TitleInputs = {};
export type Auth_Reset_TitleInputs = {};
export type Auth_Send_Code_ButtonInputs = {};
export type Auth_Verify_Code_ButtonInputs = {};
export type Auth_Step3_PasswordInputs = {};
export type Auth_New_PasswordInputs = {};
export type Auth_Confirm_PasswordInputs = {};
export type Auth_Reset_PasswordInputs = {};
export type Auth_StrengthInputs = {};
export type Auth_Strength_ValueInputs = {
    label: NonNullable<unknown>;
    score: NonNullable<unknown>;
};
export type Auth_Strength_LineInputs = {
    label: NonNullable<unknown>;
};
export type Auth_Strength_WeakInputs = {};
export type Auth_Strength_FairInputs = {};
export type Auth_Strength_StrongInputs = {};
export type Auth_Phone_PlaceholderInputs = {};
export type Auth_Age_ConfirmInputs = {};
export type Auth_Age_RequiredInputs = {};
export type Wallet_Balance_LoadingInputs = {};
export type Wallet_BalanceInputs = {
    amount: NonNullable<unknown>;
};
export type Wallet_TitleInputs = {};
export type Wallet_Balance_CardInputs = {};
export type Wallet_Current_BalanceInputs = {};
export type Wallet_Amount_EtbInputs = {
    amount: NonNullable<unknown>;
};
export type Wallet_PromoInputs = {
    amount: NonNullable<unknown>;
};
export type Wallet_Phone_LineInputs = {
    phone: NonNullable<unknown>;
};
export type Wallet_TabsInputs = {};
export type Wallet_DepositInputs = {};
export type Wallet_WithdrawInputs = {};
export type Wallet_TransferInputs = {};
export type Wallet_Deposit_MethodInputs = {};
export type Wallet_Withdraw_MethodInputs = {};
export type Wallet_ManualInputs = {};
export type Wallet_AutomaticInputs = {};
export type Wallet_Deposit_LimitsInputs = {};
export type Wallet_Min_Deposit_LineInputs = {
    min: NonNullable<unknown>;
};
export type Wallet_Max_Deposit_LineInputs = {
    max: NonNullable<unknown>;
};
export type Wallet_Withdraw_LimitsInputs = {};
export type Wallet_Min_Withdrawal_LineInputs = {
    min: NonNullable<unknown>;
};
export type Wallet_Max_Withdrawal_LineInputs = {
    max: NonNullable<unknown>;
};
export type Wallet_Processing_HoursInputs = {
    hours: NonNullable<unknown>;
};
export type Wallet_Automatic_DepositInputs = {};
export type Wallet_Manual_DepositInputs = {};
export type Wallet_Automatic_WithdrawalInputs = {};
export type Wallet_Manual_WithdrawalInputs = {};
export type Wallet_PhoneInputs = {};
export type Wallet_AmountInputs = {};
export type Wallet_Sms_IdInputs = {};
export type Wallet_Manual_Deposit_HelpInputs = {};
export type Wallet_Processing_ButtonInputs = {};
export type Wallet_Send_DepositInputs = {};
export type Wallet_Payment_MethodInputs = {};
export type Wallet_Not_AvailableInputs = {};
export type Wallet_Request_IdInputs = {};
export type Wallet_Send_WithdrawalInputs = {};
export type Wallet_Transfer_ToInputs = {};
export type Wallet_Confirm_TransferInputs = {};
export type Wallet_Confirm_Transfer_TextInputs = {
    amount: NonNullable<unknown>;
    receiver: NonNullable<unknown>;
};
export type Wallet_CancelInputs = {};
export type Wallet_ConfirmInputs = {};
export type Wallet_Deposit_PhoneInputs = {};
export type Wallet_Withdraw_PhoneInputs = {};
export type Wallet_Amount_RequiredInputs = {};
export type Wallet_Withdraw_Method_InvalidInputs = {};
export type Wallet_Transfer_To_RequiredInputs = {};
export type Wallet_Transfer_PhoneInputs = {};
export type Wallet_InsufficientInputs = {};
export type Wallet_No_UserInputs = {};
export type Wallet_Manual_AmountInputs = {};
export type Wallet_Manual_SmsInputs = {};
export type Wallet_No_Trx_IdInputs = {};
export type Wallet_ProcessingInputs = {};
export type Wallet_Withdraw_PendingInputs = {};
export type Wallet_Min_DepositInputs = {
    min: NonNullable<unknown>;
};
export type Wallet_Min_WithdrawalInputs = {
    min: NonNullable<unknown>;
};
export type Wallet_Transfer_DoneInputs = {};
export type Wallet_Deposit_SentInputs = {};
export type Wallet_RedirectingInputs = {};
export type Wallet_Untrusted_UrlInputs = {};
export type Wallet_Not_Confirmed_CheckingInputs = {};
export type Wallet_Balance_NowInputs = {
    amount: NonNullable<unknown>;
};
export type Wallet_Balance_UnreadInputs = {};
export type Wallet_Safe_RetryInputs = {};
export type Wallet_Nc_EntryInputs = {
    label: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    balance: NonNullable<unknown>;
};
export type Wallet_Nc_No_EntryInputs = {
    label: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    balance: NonNullable<unknown>;
    retry: NonNullable<unknown>;
};
export type Wallet_Nc_PlainInputs = {
    balance: NonNullable<unknown>;
    retry: NonNullable<unknown>;
};
export type Wallet_Intent_TransferInputs = {};
export type Wallet_Intent_WithdrawalInputs = {};
export type Wallet_Intent_DepositInputs = {};
export type Wallet_Intent_PurchaseInputs = {};
export type Wallet_History_TitleInputs = {};
export type Wallet_No_TransactionsInputs = {};
export type Wallet_Loading_TransactionsInputs = {};
export type Wallet_SummaryInputs = {};
export type Wallet_InInputs = {
    amount: NonNullable<unknown>;
};
export type Wallet_OutInputs = {
    amount: NonNullable<unknown>;
};
export type Wallet_By_TypeInputs = {};
export type Wallet_Col_TypeInputs = {};
export type Wallet_Col_CountInputs = {};
export type Wallet_Col_SumInputs = {};
export type Wallet_Col_DateInputs = {};
export type Wallet_Col_AmountInputs = {};
export type Wallet_Col_BalanceInputs = {};
export type Wallet_Col_DetailsInputs = {};
export type Wallet_TransactionsInputs = {};
export type Wallet_Show_DetailsInputs = {
    type: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Wallet_Hide_DetailsInputs = {
    type: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Wallet_Row_DateInputs = {
    date: NonNullable<unknown>;
};
export type Wallet_Row_BalanceInputs = {
    amount: NonNullable<unknown>;
};
export type Wallet_Show_ChartInputs = {};
export type Wallet_Loading_ChartInputs = {};
export type Wallet_Chart_LabelInputs = {};
export type Wallet_Chart_Label_NowInputs = {
    amount: NonNullable<unknown>;
};
export type Wallet_Chart_SeriesInputs = {};
export type Wallet_Type_DepositInputs = {};
export type Wallet_Type_Transfer_InInputs = {};
export type Wallet_Type_Transfer_OutInputs = {};
export type Wallet_Type_WithdrawalInputs = {};
export type Wallet_Type_Game_WonInputs = {};
export type Wallet_Type_Game_LostInputs = {};
export type Wallet_Type_BonusInputs = {};
export type Wallet_Type_Game_BonusInputs = {};
export type Wallet_Type_InviteInputs = {};
export type Wallet_Type_Cartela_PurchaseInputs = {};
export type Wallet_Payment_SuccessInputs = {};
export type Wallet_Payment_FailedInputs = {};
export type Wallet_Payment_Failure_TextInputs = {};
export type Wallet_Pending_DepositInputs = {
    amount: NonNullable<unknown>;
};
export type Wallet_Retry_PaymentInputs = {};
export type Wallet_Go_BackInputs = {};
export type Account_Menu_HomeInputs = {};
export type Account_Menu_TransactionsInputs = {};
export type Account_Menu_GamesInputs = {};
export type Account_Menu_InviteInputs = {};
export type Account_Menu_InstructionsInputs = {};
export type Account_Menu_TermsInputs = {};
export type Account_Menu_SupportInputs = {};
export type Account_Menu_ProfileInputs = {};
export type Account_BackInputs = {};
export type Account_Open_MenuInputs = {};
export type Account_Home_LinkInputs = {};
export type Account_Main_NavInputs = {};
export type Account_BetInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Add_CreditInputs = {};
export type Account_NotificationsInputs = {
    count: NonNullable<unknown>;
};
export type Account_Profile_OfInputs = {
    name: NonNullable<unknown>;
};
export type Account_LogoutInputs = {};
export type Account_MenuInputs = {};
export type Account_Balance_LineInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Game_Type_TitleInputs = {};
export type Account_Manual_PlayInputs = {};
export type Account_AutoplayInputs = {};
export type Account_Coming_SoonInputs = {};
export type Account_Scheduled_GamesInputs = {};
export type Account_Games_TitleInputs = {};
export type Account_No_GamesInputs = {};
export type Account_No_Board_DataInputs = {};
export type Account_History_BetInputs = {
    amount: NonNullable<unknown>;
};
export type Account_WinningsInputs = {
    amount: NonNullable<unknown>;
};
export type Account_WonInputs = {};
export type Account_LostInputs = {};
export type Account_PatternInputs = {
    name: NonNullable<unknown>;
};
export type Account_Called_CountInputs = {
    count: NonNullable<unknown>;
};
export type Account_Called_NumbersInputs = {};
export type Account_Won_With_BoardInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Board_No_DataInputs = {
    id: NonNullable<unknown>;
};
export type Account_Date_RangeInputs = {};
export type Account_FromInputs = {};
export type Account_ToInputs = {};
export type Account_Bad_RangeInputs = {};
export type Account_Loading_GamesInputs = {};
export type Account_Invite_TitleInputs = {};
export type Account_Code_CopiedInputs = {};
export type Account_Link_CopiedInputs = {};
export type Account_Copy_FailedInputs = {};
export type Account_Your_CodeInputs = {};
export type Account_Copy_CodeInputs = {};
export type Account_Copy_LinkInputs = {};
export type Account_ShareInputs = {};
export type Account_Share_TextInputs = {};
export type Account_Share_LinkInputs = {};
export type Account_Invite_FriendInputs = {};
export type Account_Friend_PhoneInputs = {};
export type Account_Send_InviteInputs = {};
export type Account_RewardsInputs = {};
export type Account_Reward_1Inputs = {};
export type Account_Reward_2Inputs = {};
export type Account_Reward_3Inputs = {};
export type Account_Reward_4Inputs = {};
export type Account_Invite_Bad_PhoneInputs = {};
export type Account_Profile_TitleInputs = {};
export type Account_Profile_TabsInputs = {};
export type Account_Personal_InfoInputs = {};
export type Account_SecurityInputs = {};
export type Account_UsernameInputs = {};
export type Account_PhoneInputs = {};
export type Account_Current_PasswordInputs = {};
export type Account_New_PasswordInputs = {};
export type Account_SaveInputs = {};
export type Account_Save_UnavailableInputs = {};
export type Account_Support_TitleInputs = {};
export type Account_Support_HoursInputs = {};
export type Account_Contact_FormInputs = {};
export type Account_Your_NameInputs = {};
export type Account_MessageInputs = {};
export type Account_SendInputs = {};
export type Account_Not_WiredInputs = {};
export type Account_Terms_TitleInputs = {};
export type Account_Terms_MoneyInputs = {};
export type Account_Terms_Min_DepositInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Terms_Max_DepositInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Terms_Min_WithdrawalInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Terms_Max_WithdrawalInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Terms_ProcessingInputs = {
    hours: NonNullable<unknown>;
};
export type Account_Terms_CurrencyInputs = {};
export type Account_Terms_PlayingInputs = {};
export type Account_Terms_Two_BoardsInputs = {};
export type Account_Terms_Last_CallInputs = {};
export type Account_Terms_LeavingInputs = {};
export type Account_Terms_ReferralsInputs = {};
export type Account_Terms_Invite_RewardInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Terms_CreditedInputs = {};
export type Account_Terms_Play_OnlyInputs = {};
export type Account_Instructions_TitleInputs = {};
export type Account_How_To_PlayInputs = {};
export type Account_How_1Inputs = {};
export type Account_How_2Inputs = {};
export type Account_How_3Inputs = {};
export type Account_How_4Inputs = {};
export type Account_How_5Inputs = {};
export type Account_Bad_BingoInputs = {};
export type Account_Bad_Bingo_TextInputs = {};
export type Account_Leaving_ForfeitInputs = {};
export type Account_Patterns_By_StakeInputs = {};
export type Account_Stake_LabelInputs = {
    stake: NonNullable<unknown>;
};
export type Account_Stake_AmountInputs = {
    stake: NonNullable<unknown>;
};
export type Account_Pattern_GridInputs = {
    name: NonNullable<unknown>;
};
export type Account_Bonus_NoteInputs = {
    bonus: NonNullable<unknown>;
    calls: NonNullable<unknown>;
};
export type Account_Invite_SendingInputs = {};
export type Account_BrandInputs = {};
export type Account_Reminder_SettingInputs = {};
export type Account_Reminder_AfterInputs = {
    minutes: NonNullable<unknown>;
};
export type Account_Reminder_OffInputs = {};
export type Account_Reminder_HintInputs = {};
export type Account_Reminder_TitleInputs = {};
export type Account_Reminder_PlayedInputs = {
    hours: NonNullable<unknown>;
    minutes: NonNullable<unknown>;
};
export type Account_Reminder_NetInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Reminder_Net_LoadingInputs = {};
export type Account_Reminder_Net_FailedInputs = {};
export type Account_Reminder_KeepInputs = {};
export type Account_Reminder_BreakInputs = {};
export type Account_Limits_TitleInputs = {};
export type Account_Limits_MenuInputs = {};
export type Account_Limits_IntroInputs = {};
export type Account_Limits_Device_OnlyInputs = {};
export type Account_Limits_ServerInputs = {};
export type Account_Limits_LoadingInputs = {};
export type Account_Limits_Deposit_LabelInputs = {};
export type Account_Limits_Stake_LabelInputs = {};
export type Account_Limits_Empty_HintInputs = {};
export type Account_Limits_TodayInputs = {
    deposits: NonNullable<unknown>;
    stakes: NonNullable<unknown>;
};
export type Account_Limits_SaveInputs = {};
export type Account_Limits_SavedInputs = {};
export type Account_Limits_InvalidInputs = {};
export type Account_Limits_Save_FailedInputs = {};
export type Account_Limits_Break_TitleInputs = {};
export type Account_Limits_Break_HintInputs = {};
export type Account_Limits_Break_24hInputs = {};
export type Account_Limits_Break_7dInputs = {};
export type Account_Limits_Break_30dInputs = {};
export type Account_Limits_Break_Confirm_TitleInputs = {
    period: NonNullable<unknown>;
};
export type Account_Limits_Break_Confirm_TextInputs = {
    until: NonNullable<unknown>;
};
export type Account_Limits_Break_ConfirmInputs = {};
export type Account_Limits_CancelInputs = {};
export type Account_Limits_On_BreakInputs = {
    until: NonNullable<unknown>;
};
export type Account_Limits_Break_RefusedInputs = {
    until: NonNullable<unknown>;
};
export type Account_Limits_Stake_RefusedInputs = {
    limit: NonNullable<unknown>;
    left: NonNullable<unknown>;
};
export type Account_Limits_Deposit_RefusedInputs = {
    limit: NonNullable<unknown>;
    left: NonNullable<unknown>;
};
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
export type Game_Calls_TitleInputs = {
    count: NonNullable<unknown>;
};
export type Game_Calls_ListInputs = {};
export type Game_Calls_MatchInputs = {
    count: NonNullable<unknown>;
};
export type Game_Calls_DifferInputs = {
    seen: NonNullable<unknown>;
    server: NonNullable<unknown>;
};
export type Game_Calls_MissingInputs = {
    list: NonNullable<unknown>;
};
export type Game_Calls_ExtraInputs = {
    list: NonNullable<unknown>;
};
export type Game_Calls_UnknownInputs = {};
export type Game_Calls_NoneInputs = {};
export type Game_Calls_PlayersInputs = {
    count: NonNullable<unknown>;
};
export type Game_Calls_BoardsInputs = {
    count: NonNullable<unknown>;
};
export type Game_Calls_One_PlayerInputs = {};
export type Game_Calls_One_BoardInputs = {};
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
export type Play_To_GoInputs = {
    count: NonNullable<unknown>;
};
export type Play_Best_BoardInputs = {};
export type Play_Auto_MarkInputs = {};
