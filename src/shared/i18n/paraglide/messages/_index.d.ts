/**
* | output |
* | --- |
* | "Language" |
*
* @param {Language_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const language_label: ((inputs?: Language_LabelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_LabelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Spec texts" |
*
* @param {Language_SpecInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const language_spec: ((inputs?: Language_SpecInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_SpecInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "አማርኛ" |
*
* @param {Language_AmInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const language_am: ((inputs?: Language_AmInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_AmInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "English" |
*
* @param {Language_EnInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const language_en: ((inputs?: Language_EnInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_EnInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Invalid balance!" |
*
* @param {Common_Invalid_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_invalid_balance: ((inputs?: Common_Invalid_BalanceInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Invalid_BalanceInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Insufficient balance!" |
*
* @param {Common_Insufficient_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_insufficient_balance: ((inputs?: Common_Insufficient_BalanceInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Insufficient_BalanceInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Please select 1-2 boards and set a valid bet amount." |
*
* @param {Common_Bad_StartInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_bad_start: ((inputs?: Common_Bad_StartInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Bad_StartInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Connection lost..." |
*
* @param {Common_Connection_LostInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_connection_lost: ((inputs?: Common_Connection_LostInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Connection_LostInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Connection failed. Please try again." |
*
* @param {Common_Connection_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_connection_failed: ((inputs?: Common_Connection_FailedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Connection_FailedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Connection error. Please try again." |
*
* @param {Common_Connection_ErrorInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_connection_error: ((inputs?: Common_Connection_ErrorInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Connection_ErrorInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Reconnecting..." |
*
* @param {Common_ReconnectingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_reconnecting: ((inputs?: Common_ReconnectingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_ReconnectingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Sign-up succeeded, please log in!" |
*
* @param {Common_Signup_SucceededInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_signup_succeeded: ((inputs?: Common_Signup_SucceededInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Signup_SucceededInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Password changed. Please log in again." |
*
* @param {Common_Password_ChangedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_password_changed: ((inputs?: Common_Password_ChangedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Password_ChangedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "The game server sent something we could not read. Reconnecting…" |
*
* @param {Common_Unreadable_Game_EventInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_unreadable_game_event: ((inputs?: Common_Unreadable_Game_EventInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Unreadable_Game_EventInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline. Cartela will reconnect when the network is back." |
*
* @param {Common_OfflineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_offline: ((inputs?: Common_OfflineInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_OfflineInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "A new version is ready" |
*
* @param {Common_Update_ReadyInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_update_ready: ((inputs?: Common_Update_ReadyInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Update_ReadyInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Reload" |
*
* @param {Common_ReloadInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_reload: ((inputs?: Common_ReloadInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_ReloadInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Cartela could not start. Check your connection and reload." |
*
* @param {Common_Boot_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_boot_failed: ((inputs?: Common_Boot_FailedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Boot_FailedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Oops! Something went wrong" |
*
* @param {Common_Crash_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_crash_title: ((inputs?: Common_Crash_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Crash_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Don't worry, these things happen. Let's get you back on track." |
*
* @param {Common_Crash_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_crash_text: ((inputs?: Common_Crash_TextInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Crash_TextInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Common_Try_AgainInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_try_again: ((inputs?: Common_Try_AgainInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Try_AgainInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Go home" |
*
* @param {Common_Go_HomeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_go_home: ((inputs?: Common_Go_HomeInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Go_HomeInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Page not found" |
*
* @param {Common_Not_Found_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_not_found_title: ((inputs?: Common_Not_Found_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Not_Found_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "The page you are looking for does not exist." |
*
* @param {Common_Not_Found_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_not_found_text: ((inputs?: Common_Not_Found_TextInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Not_Found_TextInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Go back" |
*
* @param {Common_Go_BackInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_go_back: ((inputs?: Common_Go_BackInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Go_BackInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Cartela Bingo" |
*
* @param {Auth_BrandInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_brand: ((inputs?: Auth_BrandInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_BrandInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Play bingo · Log in with your phone number" |
*
* @param {Auth_SubtitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_subtitle: ((inputs?: Auth_SubtitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_SubtitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Log in" |
*
* @param {Auth_Login_FormInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_login_form: ((inputs?: Auth_Login_FormInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Login_FormInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Phone number" |
*
* @param {Auth_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_phone: ((inputs?: Auth_PhoneInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_PhoneInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Auth_PasswordInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_password: ((inputs?: Auth_PasswordInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_PasswordInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Logging in..." |
*
* @param {Auth_Logging_InInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_logging_in: ((inputs?: Auth_Logging_InInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Logging_InInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Log in" |
*
* @param {Auth_LoginInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_login: ((inputs?: Auth_LoginInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_LoginInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Sign up" |
*
* @param {Auth_Sign_UpInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_sign_up: ((inputs?: Auth_Sign_UpInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_UpInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Forgot password" |
*
* @param {Auth_Forgot_PasswordInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_password: ((inputs?: Auth_Forgot_PasswordInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Forgot_PasswordInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter both phone number and password." |
*
* @param {Auth_Login_RequiredInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_login_required: ((inputs?: Auth_Login_RequiredInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Login_RequiredInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Verify your phone" |
*
* @param {Auth_Verify_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_verify_title: ((inputs?: Auth_Verify_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Verify_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "{phone} is not verified yet. We will send a code by SMS." |
*
* @param {Auth_Not_VerifiedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_not_verified: ((inputs: Auth_Not_VerifiedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Not_VerifiedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Resend code" |
*
* @param {Auth_Resend_CodeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_resend_code: ((inputs?: Auth_Resend_CodeInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Resend_CodeInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Send code" |
*
* @param {Auth_Send_CodeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_send_code: ((inputs?: Auth_Send_CodeInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Send_CodeInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Verify" |
*
* @param {Auth_VerifyInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_verify: ((inputs?: Auth_VerifyInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_VerifyInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Back to login" |
*
* @param {Auth_Back_To_LoginInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_back_to_login: ((inputs?: Auth_Back_To_LoginInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Back_To_LoginInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Please send the code first." |
*
* @param {Auth_Need_Code_RequestInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_need_code_request: ((inputs?: Auth_Need_Code_RequestInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Need_Code_RequestInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter the complete code." |
*
* @param {Auth_Code_Too_ShortInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_code_too_short: ((inputs?: Auth_Code_Too_ShortInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Code_Too_ShortInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Please wait..." |
*
* @param {Auth_Otp_SendingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_otp_sending: ((inputs?: Auth_Otp_SendingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Otp_SendingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Code sent to your phone! It expires in 2 minutes." |
*
* @param {Auth_Otp_SentInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_otp_sent: ((inputs?: Auth_Otp_SentInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Otp_SentInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Unable to send the code, try again." |
*
* @param {Auth_Otp_Send_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_otp_send_failed: ((inputs?: Auth_Otp_Send_FailedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Otp_Send_FailedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Verifying, please wait..." |
*
* @param {Auth_Otp_VerifyingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_otp_verifying: ((inputs?: Auth_Otp_VerifyingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Otp_VerifyingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "You are verified!" |
*
* @param {Auth_Otp_VerifiedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_otp_verified: ((inputs?: Auth_Otp_VerifiedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Otp_VerifiedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a valid 10-digit phone number!" |
*
* @param {Auth_Bad_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_bad_phone: ((inputs?: Auth_Bad_PhoneInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Bad_PhoneInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter the complete 6-digit code." |
*
* @param {Auth_Bad_CodeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_bad_code: ((inputs?: Auth_Bad_CodeInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Bad_CodeInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Invalid username!" |
*
* @param {Auth_Bad_UsernameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_bad_username: ((inputs?: Auth_Bad_UsernameInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Bad_UsernameInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Invalid password!" |
*
* @param {Auth_Bad_PasswordInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_bad_password: ((inputs?: Auth_Bad_PasswordInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Bad_PasswordInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Passwords do not match!" |
*
* @param {Auth_MismatchInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_mismatch: ((inputs?: Auth_MismatchInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_MismatchInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Invalid referral number!" |
*
* @param {Auth_Bad_ReferralInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_bad_referral: ((inputs?: Auth_Bad_ReferralInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Bad_ReferralInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Checking and sending..." |
*
* @param {Auth_Reset_RequestingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_reset_requesting: ((inputs?: Auth_Reset_RequestingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_RequestingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Changing password..." |
*
* @param {Auth_Reset_ChangingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_reset_changing: ((inputs?: Auth_Reset_ChangingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_ChangingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Invalid token, please try again!" |
*
* @param {Auth_Invalid_TokenInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_invalid_token: ((inputs?: Auth_Invalid_TokenInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Invalid_TokenInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter the new password twice." |
*
* @param {Auth_Passwords_RequiredInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_passwords_required: ((inputs?: Auth_Passwords_RequiredInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Passwords_RequiredInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Step {step} of 3" |
*
* @param {Auth_StepInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_step: ((inputs: Auth_StepInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_StepInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Step 1: your phone" |
*
* @param {Auth_Step1_FormInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_step1_form: ((inputs?: Auth_Step1_FormInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Step1_FormInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Step 2: the code" |
*
* @param {Auth_Step2_FormInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_step2_form: ((inputs?: Auth_Step2_FormInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Step2_FormInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "We sent a code to {phone}." |
*
* @param {Auth_Sent_ToInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_sent_to: ((inputs: Auth_Sent_ToInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sent_ToInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Send code" |
*
* @param {Auth_Send_OtpInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_send_otp: ((inputs?: Auth_Send_OtpInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Send_OtpInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Verify code" |
*
* @param {Auth_Verify_OtpInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_verify_otp: ((inputs?: Auth_Verify_OtpInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Verify_OtpInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Resend code" |
*
* @param {Auth_Resend_Code_ButtonInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_resend_code_button: ((inputs?: Auth_Resend_Code_ButtonInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Resend_Code_ButtonInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Auth_BackInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_back: ((inputs?: Auth_BackInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_BackInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Step 3: your account" |
*
* @param {Auth_Step3_AccountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_step3_account: ((inputs?: Auth_Step3_AccountInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Step3_AccountInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Username" |
*
* @param {Auth_UsernameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_username: ((inputs?: Auth_UsernameInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_UsernameInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Re-enter password" |
*
* @param {Auth_Password2Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_password2: ((inputs?: Auth_Password2Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Password2Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Referral code (optional)" |
*
* @param {Auth_ReferralInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_referral: ((inputs?: Auth_ReferralInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_ReferralInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Create account" |
*
* @param {Auth_Create_AccountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_create_account: ((inputs?: Auth_Create_AccountInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Create_AccountInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Already have an account? Log in" |
*
* @param {Auth_Have_AccountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_have_account: ((inputs?: Auth_Have_AccountInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Have_AccountInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Create your account" |
*
* @param {Auth_Signup_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_signup_title: ((inputs?: Auth_Signup_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Signup_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Reset your password" |
*
* @param {Auth_Reset_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_reset_title: ((inputs?: Auth_Reset_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Send code" |
*
* @param {Auth_Send_Code_ButtonInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_send_code_button: ((inputs?: Auth_Send_Code_ButtonInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Send_Code_ButtonInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Verify code" |
*
* @param {Auth_Verify_Code_ButtonInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_verify_code_button: ((inputs?: Auth_Verify_Code_ButtonInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Verify_Code_ButtonInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Step 3: new password" |
*
* @param {Auth_Step3_PasswordInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_step3_password: ((inputs?: Auth_Step3_PasswordInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Step3_PasswordInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "New password" |
*
* @param {Auth_New_PasswordInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_new_password: ((inputs?: Auth_New_PasswordInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_New_PasswordInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm new password" |
*
* @param {Auth_Confirm_PasswordInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_password: ((inputs?: Auth_Confirm_PasswordInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Confirm_PasswordInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Reset password" |
*
* @param {Auth_Reset_PasswordInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_reset_password: ((inputs?: Auth_Reset_PasswordInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_PasswordInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Password strength" |
*
* @param {Auth_StrengthInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_strength: ((inputs?: Auth_StrengthInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_StrengthInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "{label} ({score} of 100)" |
*
* @param {Auth_Strength_ValueInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_strength_value: ((inputs: Auth_Strength_ValueInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Strength_ValueInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Strength: {label}" |
*
* @param {Auth_Strength_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_strength_line: ((inputs: Auth_Strength_LineInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Strength_LineInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Weak" |
*
* @param {Auth_Strength_WeakInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_strength_weak: ((inputs?: Auth_Strength_WeakInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Strength_WeakInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Fair" |
*
* @param {Auth_Strength_FairInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_strength_fair: ((inputs?: Auth_Strength_FairInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Strength_FairInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Strong" |
*
* @param {Auth_Strength_StrongInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_strength_strong: ((inputs?: Auth_Strength_StrongInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Strength_StrongInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "09xxxxxxxx" |
*
* @param {Auth_Phone_PlaceholderInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_phone_placeholder: ((inputs?: Auth_Phone_PlaceholderInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Phone_PlaceholderInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "I confirm that I am 21 years of age or older" |
*
* @param {Auth_Age_ConfirmInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_age_confirm: ((inputs?: Auth_Age_ConfirmInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Age_ConfirmInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Please confirm that you are 21 years of age or older to create an account." |
*
* @param {Auth_Age_RequiredInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_age_required: ((inputs?: Auth_Age_RequiredInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Age_RequiredInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Balance: …" |
*
* @param {Wallet_Balance_LoadingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_balance_loading: ((inputs?: Wallet_Balance_LoadingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Balance_LoadingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Balance: {amount} ETB" |
*
* @param {Wallet_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_balance: ((inputs: Wallet_BalanceInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_BalanceInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Wallet" |
*
* @param {Wallet_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_title: ((inputs?: Wallet_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Balance" |
*
* @param {Wallet_Balance_CardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_balance_card: ((inputs?: Wallet_Balance_CardInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Balance_CardInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Current balance" |
*
* @param {Wallet_Current_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_current_balance: ((inputs?: Wallet_Current_BalanceInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Current_BalanceInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} ETB" |
*
* @param {Wallet_Amount_EtbInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_amount_etb: ((inputs: Wallet_Amount_EtbInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Amount_EtbInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Promo: {amount} ETB (play only)" |
*
* @param {Wallet_PromoInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_promo: ((inputs: Wallet_PromoInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_PromoInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Phone: {phone}" |
*
* @param {Wallet_Phone_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_phone_line: ((inputs: Wallet_Phone_LineInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Phone_LineInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Wallet" |
*
* @param {Wallet_TabsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_tabs: ((inputs?: Wallet_TabsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_TabsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit" |
*
* @param {Wallet_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_deposit: ((inputs?: Wallet_DepositInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_DepositInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Withdraw" |
*
* @param {Wallet_WithdrawInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_withdraw: ((inputs?: Wallet_WithdrawInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_WithdrawInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Transfer" |
*
* @param {Wallet_TransferInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_transfer: ((inputs?: Wallet_TransferInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_TransferInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit method" |
*
* @param {Wallet_Deposit_MethodInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_deposit_method: ((inputs?: Wallet_Deposit_MethodInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Deposit_MethodInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Withdrawal method" |
*
* @param {Wallet_Withdraw_MethodInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_withdraw_method: ((inputs?: Wallet_Withdraw_MethodInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Withdraw_MethodInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Manual" |
*
* @param {Wallet_ManualInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_manual: ((inputs?: Wallet_ManualInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_ManualInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Automatic" |
*
* @param {Wallet_AutomaticInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_automatic: ((inputs?: Wallet_AutomaticInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_AutomaticInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit limits" |
*
* @param {Wallet_Deposit_LimitsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_deposit_limits: ((inputs?: Wallet_Deposit_LimitsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Deposit_LimitsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Minimum deposit: {min} birr" |
*
* @param {Wallet_Min_Deposit_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_min_deposit_line: ((inputs: Wallet_Min_Deposit_LineInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Min_Deposit_LineInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Maximum daily deposit: {max} birr" |
*
* @param {Wallet_Max_Deposit_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_max_deposit_line: ((inputs: Wallet_Max_Deposit_LineInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Max_Deposit_LineInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Withdrawal limits" |
*
* @param {Wallet_Withdraw_LimitsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_withdraw_limits: ((inputs?: Wallet_Withdraw_LimitsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Withdraw_LimitsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Minimum withdrawal: {min} birr" |
*
* @param {Wallet_Min_Withdrawal_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_min_withdrawal_line: ((inputs: Wallet_Min_Withdrawal_LineInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Min_Withdrawal_LineInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Maximum daily withdrawal: {max} birr" |
*
* @param {Wallet_Max_Withdrawal_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_max_withdrawal_line: ((inputs: Wallet_Max_Withdrawal_LineInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Max_Withdrawal_LineInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Processing takes up to {hours} hours" |
*
* @param {Wallet_Processing_HoursInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_processing_hours: ((inputs: Wallet_Processing_HoursInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Processing_HoursInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Automatic deposit" |
*
* @param {Wallet_Automatic_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_automatic_deposit: ((inputs?: Wallet_Automatic_DepositInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Automatic_DepositInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Manual deposit" |
*
* @param {Wallet_Manual_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_manual_deposit: ((inputs?: Wallet_Manual_DepositInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Manual_DepositInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Automatic withdrawal" |
*
* @param {Wallet_Automatic_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_automatic_withdrawal: ((inputs?: Wallet_Automatic_WithdrawalInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Automatic_WithdrawalInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Manual withdrawal" |
*
* @param {Wallet_Manual_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_manual_withdrawal: ((inputs?: Wallet_Manual_WithdrawalInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Manual_WithdrawalInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Phone number" |
*
* @param {Wallet_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_phone: ((inputs?: Wallet_PhoneInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_PhoneInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Amount (ETB)" |
*
* @param {Wallet_AmountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_amount: ((inputs?: Wallet_AmountInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_AmountInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "SMS transaction ID" |
*
* @param {Wallet_Sms_IdInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_sms_id: ((inputs?: Wallet_Sms_IdInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Sms_IdInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Send the amount by mobile money, then paste the transaction ID from the SMS you received." |
*
* @param {Wallet_Manual_Deposit_HelpInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_manual_deposit_help: ((inputs?: Wallet_Manual_Deposit_HelpInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Manual_Deposit_HelpInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Processing..." |
*
* @param {Wallet_Processing_ButtonInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_processing_button: ((inputs?: Wallet_Processing_ButtonInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Processing_ButtonInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Send deposit request" |
*
* @param {Wallet_Send_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_send_deposit: ((inputs?: Wallet_Send_DepositInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Send_DepositInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Payment method" |
*
* @param {Wallet_Payment_MethodInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_payment_method: ((inputs?: Wallet_Payment_MethodInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Payment_MethodInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "(not available yet)" |
*
* @param {Wallet_Not_AvailableInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_not_available: ((inputs?: Wallet_Not_AvailableInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Not_AvailableInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Request ID:" |
*
* @param {Wallet_Request_IdInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_request_id: ((inputs?: Wallet_Request_IdInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Request_IdInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Send withdrawal request" |
*
* @param {Wallet_Send_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_send_withdrawal: ((inputs?: Wallet_Send_WithdrawalInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Send_WithdrawalInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Transfer to (phone)" |
*
* @param {Wallet_Transfer_ToInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_transfer_to: ((inputs?: Wallet_Transfer_ToInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Transfer_ToInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm transfer" |
*
* @param {Wallet_Confirm_TransferInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_confirm_transfer: ((inputs?: Wallet_Confirm_TransferInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Confirm_TransferInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Send {amount} ETB to {receiver}? This action cannot be undone." |
*
* @param {Wallet_Confirm_Transfer_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_confirm_transfer_text: ((inputs: Wallet_Confirm_Transfer_TextInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Confirm_Transfer_TextInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Wallet_CancelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_cancel: ((inputs?: Wallet_CancelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_CancelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Wallet_ConfirmInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_confirm: ((inputs?: Wallet_ConfirmInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_ConfirmInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "The phone number must be exactly 10 digits." |
*
* @param {Wallet_Deposit_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_deposit_phone: ((inputs?: Wallet_Deposit_PhoneInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Deposit_PhoneInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Phone number required." |
*
* @param {Wallet_Withdraw_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_withdraw_phone: ((inputs?: Wallet_Withdraw_PhoneInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Withdraw_PhoneInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Amount in birr required." |
*
* @param {Wallet_Amount_RequiredInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_amount_required: ((inputs?: Wallet_Amount_RequiredInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Amount_RequiredInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Invalid payment method. Please select one!" |
*
* @param {Wallet_Withdraw_Method_InvalidInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_withdraw_method_invalid: ((inputs?: Wallet_Withdraw_Method_InvalidInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Withdraw_Method_InvalidInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "The account to transfer to is required." |
*
* @param {Wallet_Transfer_To_RequiredInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_transfer_to_required: ((inputs?: Wallet_Transfer_To_RequiredInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Transfer_To_RequiredInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "The phone number must be 10 digits, starting with 0." |
*
* @param {Wallet_Transfer_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_transfer_phone: ((inputs?: Wallet_Transfer_PhoneInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Transfer_PhoneInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Insufficient balance!" |
*
* @param {Wallet_InsufficientInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_insufficient: ((inputs?: Wallet_InsufficientInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_InsufficientInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "User data not found! Please refresh the page." |
*
* @param {Wallet_No_UserInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_no_user: ((inputs?: Wallet_No_UserInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_No_UserInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a valid amount." |
*
* @param {Wallet_Manual_AmountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_manual_amount: ((inputs?: Wallet_Manual_AmountInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Manual_AmountInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Please paste the mobile-money SMS transaction ID." |
*
* @param {Wallet_Manual_SmsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_manual_sms: ((inputs?: Wallet_Manual_SmsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Manual_SmsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Unable to generate a request ID. Please refresh the page!" |
*
* @param {Wallet_No_Trx_IdInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_no_trx_id: ((inputs?: Wallet_No_Trx_IdInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_No_Trx_IdInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Processing..." |
*
* @param {Wallet_ProcessingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_processing: ((inputs?: Wallet_ProcessingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_ProcessingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Done. You will receive a text message from the selected provider shortly!" |
*
* @param {Wallet_Withdraw_PendingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_withdraw_pending: ((inputs?: Wallet_Withdraw_PendingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Withdraw_PendingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "The minimum deposit is {min} birr." |
*
* @param {Wallet_Min_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_min_deposit: ((inputs: Wallet_Min_DepositInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Min_DepositInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "The minimum withdrawal is {min} birr." |
*
* @param {Wallet_Min_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_min_withdrawal: ((inputs: Wallet_Min_WithdrawalInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Min_WithdrawalInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Transfer completed." |
*
* @param {Wallet_Transfer_DoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_transfer_done: ((inputs?: Wallet_Transfer_DoneInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Transfer_DoneInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit request sent." |
*
* @param {Wallet_Deposit_SentInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_deposit_sent: ((inputs?: Wallet_Deposit_SentInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Deposit_SentInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Redirecting to the payment provider..." |
*
* @param {Wallet_RedirectingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_redirecting: ((inputs?: Wallet_RedirectingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_RedirectingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "The payment provider address is not trusted. Please contact support." |
*
* @param {Wallet_Untrusted_UrlInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_untrusted_url: ((inputs?: Wallet_Untrusted_UrlInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Untrusted_UrlInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Not confirmed — checking your balance…" |
*
* @param {Wallet_Not_Confirmed_CheckingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_not_confirmed_checking: ((inputs?: Wallet_Not_Confirmed_CheckingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Not_Confirmed_CheckingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Your balance is now {amount} ETB." |
*
* @param {Wallet_Balance_NowInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_balance_now: ((inputs: Wallet_Balance_NowInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Balance_NowInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "The balance could not be read." |
*
* @param {Wallet_Balance_UnreadInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_balance_unread: ((inputs?: Wallet_Balance_UnreadInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Balance_UnreadInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Trying again is safe: it will not be done twice." |
*
* @param {Wallet_Safe_RetryInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_safe_retry: ((inputs?: Wallet_Safe_RetryInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Safe_RetryInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Not confirmed by an answer, but the server shows a {label} of {amount} ETB. {balance}" |
*
* @param {Wallet_Nc_EntryInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_nc_entry: ((inputs: Wallet_Nc_EntryInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Nc_EntryInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Not confirmed: the server shows no {label} of {amount} ETB. {balance} {retry}" |
*
* @param {Wallet_Nc_No_EntryInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_nc_no_entry: ((inputs: Wallet_Nc_No_EntryInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Nc_No_EntryInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Not confirmed. {balance} {retry}" |
*
* @param {Wallet_Nc_PlainInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_nc_plain: ((inputs: Wallet_Nc_PlainInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Nc_PlainInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "transfer" |
*
* @param {Wallet_Intent_TransferInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_intent_transfer: ((inputs?: Wallet_Intent_TransferInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Intent_TransferInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "withdrawal" |
*
* @param {Wallet_Intent_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_intent_withdrawal: ((inputs?: Wallet_Intent_WithdrawalInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Intent_WithdrawalInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "deposit" |
*
* @param {Wallet_Intent_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_intent_deposit: ((inputs?: Wallet_Intent_DepositInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Intent_DepositInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "board purchase" |
*
* @param {Wallet_Intent_PurchaseInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_intent_purchase: ((inputs?: Wallet_Intent_PurchaseInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Intent_PurchaseInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Transaction history" |
*
* @param {Wallet_History_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_history_title: ((inputs?: Wallet_History_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_History_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "No transaction history available" |
*
* @param {Wallet_No_TransactionsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_no_transactions: ((inputs?: Wallet_No_TransactionsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_No_TransactionsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Loading transactions..." |
*
* @param {Wallet_Loading_TransactionsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_loading_transactions: ((inputs?: Wallet_Loading_TransactionsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Loading_TransactionsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Summary" |
*
* @param {Wallet_SummaryInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_summary: ((inputs?: Wallet_SummaryInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_SummaryInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "In: {amount} ETB" |
*
* @param {Wallet_InInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_in: ((inputs: Wallet_InInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_InInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Out: {amount} ETB" |
*
* @param {Wallet_OutInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_out: ((inputs: Wallet_OutInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_OutInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "By type" |
*
* @param {Wallet_By_TypeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_by_type: ((inputs?: Wallet_By_TypeInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_By_TypeInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Type" |
*
* @param {Wallet_Col_TypeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_col_type: ((inputs?: Wallet_Col_TypeInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Col_TypeInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Count" |
*
* @param {Wallet_Col_CountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_col_count: ((inputs?: Wallet_Col_CountInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Col_CountInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Sum (ETB)" |
*
* @param {Wallet_Col_SumInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_col_sum: ((inputs?: Wallet_Col_SumInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Col_SumInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Wallet_Col_DateInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_col_date: ((inputs?: Wallet_Col_DateInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Col_DateInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Wallet_Col_AmountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_col_amount: ((inputs?: Wallet_Col_AmountInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Col_AmountInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Balance" |
*
* @param {Wallet_Col_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_col_balance: ((inputs?: Wallet_Col_BalanceInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Col_BalanceInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Details" |
*
* @param {Wallet_Col_DetailsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_col_details: ((inputs?: Wallet_Col_DetailsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Col_DetailsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Transactions" |
*
* @param {Wallet_TransactionsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_transactions: ((inputs?: Wallet_TransactionsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_TransactionsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Show details of {type} {amount}" |
*
* @param {Wallet_Show_DetailsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_show_details: ((inputs: Wallet_Show_DetailsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Show_DetailsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Hide details of {type} {amount}" |
*
* @param {Wallet_Hide_DetailsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_hide_details: ((inputs: Wallet_Hide_DetailsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Hide_DetailsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Date: {date}" |
*
* @param {Wallet_Row_DateInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_row_date: ((inputs: Wallet_Row_DateInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Row_DateInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Balance: {amount} ETB" |
*
* @param {Wallet_Row_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_row_balance: ((inputs: Wallet_Row_BalanceInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Row_BalanceInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Show chart" |
*
* @param {Wallet_Show_ChartInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_show_chart: ((inputs?: Wallet_Show_ChartInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Show_ChartInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Loading chart..." |
*
* @param {Wallet_Loading_ChartInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_loading_chart: ((inputs?: Wallet_Loading_ChartInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Loading_ChartInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Balance over time chart" |
*
* @param {Wallet_Chart_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_chart_label: ((inputs?: Wallet_Chart_LabelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Chart_LabelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Balance over time chart, now {amount} ETB" |
*
* @param {Wallet_Chart_Label_NowInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_chart_label_now: ((inputs: Wallet_Chart_Label_NowInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Chart_Label_NowInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Balance (ETB)" |
*
* @param {Wallet_Chart_SeriesInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_chart_series: ((inputs?: Wallet_Chart_SeriesInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Chart_SeriesInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit" |
*
* @param {Wallet_Type_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_deposit: ((inputs?: Wallet_Type_DepositInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Type_DepositInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Transfer in" |
*
* @param {Wallet_Type_Transfer_InInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_transfer_in: ((inputs?: Wallet_Type_Transfer_InInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Type_Transfer_InInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Transfer out" |
*
* @param {Wallet_Type_Transfer_OutInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_transfer_out: ((inputs?: Wallet_Type_Transfer_OutInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Type_Transfer_OutInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Withdrawal" |
*
* @param {Wallet_Type_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_withdrawal: ((inputs?: Wallet_Type_WithdrawalInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Type_WithdrawalInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Game won" |
*
* @param {Wallet_Type_Game_WonInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_game_won: ((inputs?: Wallet_Type_Game_WonInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Type_Game_WonInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Game lost" |
*
* @param {Wallet_Type_Game_LostInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_game_lost: ((inputs?: Wallet_Type_Game_LostInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Type_Game_LostInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Bonus" |
*
* @param {Wallet_Type_BonusInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_bonus: ((inputs?: Wallet_Type_BonusInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Type_BonusInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Game bonus" |
*
* @param {Wallet_Type_Game_BonusInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_game_bonus: ((inputs?: Wallet_Type_Game_BonusInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Type_Game_BonusInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Invite reward (play only)" |
*
* @param {Wallet_Type_InviteInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_invite: ((inputs?: Wallet_Type_InviteInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Type_InviteInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Board purchase" |
*
* @param {Wallet_Type_Cartela_PurchaseInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_type_cartela_purchase: ((inputs?: Wallet_Type_Cartela_PurchaseInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Type_Cartela_PurchaseInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Payment successful" |
*
* @param {Wallet_Payment_SuccessInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_payment_success: ((inputs?: Wallet_Payment_SuccessInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Payment_SuccessInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Payment failed" |
*
* @param {Wallet_Payment_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_payment_failed: ((inputs?: Wallet_Payment_FailedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Payment_FailedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Oops! Something went wrong. Please try again or contact support." |
*
* @param {Wallet_Payment_Failure_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_payment_failure_text: ((inputs?: Wallet_Payment_Failure_TextInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Payment_Failure_TextInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "You returned from the payment provider with a deposit of {amount} ETB. The balance below is the one the server holds; a deposit the provider has not confirme..." |
*
* @param {Wallet_Pending_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_pending_deposit: ((inputs: Wallet_Pending_DepositInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Pending_DepositInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Retry payment" |
*
* @param {Wallet_Retry_PaymentInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_retry_payment: ((inputs?: Wallet_Retry_PaymentInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Retry_PaymentInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Go back" |
*
* @param {Wallet_Go_BackInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const wallet_go_back: ((inputs?: Wallet_Go_BackInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Go_BackInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Account_Menu_HomeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_home: ((inputs?: Account_Menu_HomeInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Menu_HomeInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Transaction History" |
*
* @param {Account_Menu_TransactionsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_transactions: ((inputs?: Account_Menu_TransactionsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Menu_TransactionsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Game History" |
*
* @param {Account_Menu_GamesInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_games: ((inputs?: Account_Menu_GamesInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Menu_GamesInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Invite Friends" |
*
* @param {Account_Menu_InviteInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_invite: ((inputs?: Account_Menu_InviteInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Menu_InviteInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Game Instructions" |
*
* @param {Account_Menu_InstructionsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_instructions: ((inputs?: Account_Menu_InstructionsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Menu_InstructionsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Terms and Conditions" |
*
* @param {Account_Menu_TermsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_terms: ((inputs?: Account_Menu_TermsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Menu_TermsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Contact and Support" |
*
* @param {Account_Menu_SupportInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_support: ((inputs?: Account_Menu_SupportInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Menu_SupportInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Edit Profile" |
*
* @param {Account_Menu_ProfileInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu_profile: ((inputs?: Account_Menu_ProfileInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Menu_ProfileInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Account_BackInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_back: ((inputs?: Account_BackInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_BackInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Account_Open_MenuInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_open_menu: ((inputs?: Account_Open_MenuInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Open_MenuInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Cartela home" |
*
* @param {Account_Home_LinkInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_home_link: ((inputs?: Account_Home_LinkInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Home_LinkInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Account_Main_NavInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_main_nav: ((inputs?: Account_Main_NavInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Main_NavInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Bet: {amount} ETB" |
*
* @param {Account_BetInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_bet: ((inputs: Account_BetInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_BetInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Add Credit" |
*
* @param {Account_Add_CreditInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_add_credit: ((inputs?: Account_Add_CreditInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Add_CreditInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Notifications: {count}" |
*
* @param {Account_NotificationsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_notifications: ((inputs: Account_NotificationsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_NotificationsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Profile of {name}" |
*
* @param {Account_Profile_OfInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_profile_of: ((inputs: Account_Profile_OfInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Profile_OfInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Log out" |
*
* @param {Account_LogoutInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_logout: ((inputs?: Account_LogoutInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_LogoutInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Menu" |
*
* @param {Account_MenuInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_menu: ((inputs?: Account_MenuInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_MenuInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} ETB" |
*
* @param {Account_Balance_LineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_balance_line: ((inputs: Account_Balance_LineInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Balance_LineInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Choose how to play" |
*
* @param {Account_Game_Type_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_game_type_title: ((inputs?: Account_Game_Type_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Game_Type_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Manual Play" |
*
* @param {Account_Manual_PlayInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_manual_play: ((inputs?: Account_Manual_PlayInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Manual_PlayInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "AutoPlay" |
*
* @param {Account_AutoplayInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_autoplay: ((inputs?: Account_AutoplayInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_AutoplayInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Coming soon" |
*
* @param {Account_Coming_SoonInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_coming_soon: ((inputs?: Account_Coming_SoonInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Coming_SoonInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Scheduled games" |
*
* @param {Account_Scheduled_GamesInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_scheduled_games: ((inputs?: Account_Scheduled_GamesInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Scheduled_GamesInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Game History" |
*
* @param {Account_Games_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_games_title: ((inputs?: Account_Games_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Games_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "No games found for the selected date range." |
*
* @param {Account_No_GamesInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_no_games: ((inputs?: Account_No_GamesInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_GamesInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Board data not available." |
*
* @param {Account_No_Board_DataInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_no_board_data: ((inputs?: Account_No_Board_DataInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_No_Board_DataInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Bet: {amount} ETB" |
*
* @param {Account_History_BetInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_history_bet: ((inputs: Account_History_BetInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_History_BetInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Winnings: {amount} ETB" |
*
* @param {Account_WinningsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_winnings: ((inputs: Account_WinningsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_WinningsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Won" |
*
* @param {Account_WonInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_won: ((inputs?: Account_WonInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_WonInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Lost" |
*
* @param {Account_LostInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_lost: ((inputs?: Account_LostInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_LostInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Pattern: {name}" |
*
* @param {Account_PatternInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_pattern: ((inputs: Account_PatternInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_PatternInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Called numbers ({count}):" |
*
* @param {Account_Called_CountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_called_count: ((inputs: Account_Called_CountInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Called_CountInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Called numbers" |
*
* @param {Account_Called_NumbersInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_called_numbers: ((inputs?: Account_Called_NumbersInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Called_NumbersInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Won {amount} ETB with this board" |
*
* @param {Account_Won_With_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_won_with_board: ((inputs: Account_Won_With_BoardInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Won_With_BoardInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Board {id}: Board data not available." |
*
* @param {Account_Board_No_DataInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_board_no_data: ((inputs: Account_Board_No_DataInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Board_No_DataInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Date range" |
*
* @param {Account_Date_RangeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_date_range: ((inputs?: Account_Date_RangeInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Date_RangeInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "From" |
*
* @param {Account_FromInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_from: ((inputs?: Account_FromInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_FromInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "To" |
*
* @param {Account_ToInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_to: ((inputs?: Account_ToInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_ToInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "The start date must not be after the end date." |
*
* @param {Account_Bad_RangeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_bad_range: ((inputs?: Account_Bad_RangeInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Bad_RangeInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Loading games..." |
*
* @param {Account_Loading_GamesInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_loading_games: ((inputs?: Account_Loading_GamesInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Loading_GamesInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Invite Friends" |
*
* @param {Account_Invite_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_invite_title: ((inputs?: Account_Invite_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Invite_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Referral code copied!" |
*
* @param {Account_Code_CopiedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_code_copied: ((inputs?: Account_Code_CopiedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Code_CopiedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Invite link copied!" |
*
* @param {Account_Link_CopiedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_link_copied: ((inputs?: Account_Link_CopiedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Link_CopiedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Could not copy. Please select the text and copy it." |
*
* @param {Account_Copy_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_copy_failed: ((inputs?: Account_Copy_FailedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Copy_FailedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Your referral code" |
*
* @param {Account_Your_CodeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_your_code: ((inputs?: Account_Your_CodeInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Your_CodeInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Copy code" |
*
* @param {Account_Copy_CodeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_copy_code: ((inputs?: Account_Copy_CodeInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Copy_CodeInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Copy invite link" |
*
* @param {Account_Copy_LinkInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_copy_link: ((inputs?: Account_Copy_LinkInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Copy_LinkInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Share" |
*
* @param {Account_ShareInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_share: ((inputs?: Account_ShareInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_ShareInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Join me on Cartela bingo!" |
*
* @param {Account_Share_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_share_text: ((inputs?: Account_Share_TextInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Share_TextInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Share link:" |
*
* @param {Account_Share_LinkInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_share_link: ((inputs?: Account_Share_LinkInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Share_LinkInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Invite a friend" |
*
* @param {Account_Invite_FriendInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_invite_friend: ((inputs?: Account_Invite_FriendInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Invite_FriendInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Friend's phone number" |
*
* @param {Account_Friend_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_friend_phone: ((inputs?: Account_Friend_PhoneInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Friend_PhoneInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Send invite" |
*
* @param {Account_Send_InviteInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_send_invite: ((inputs?: Account_Send_InviteInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Send_InviteInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Rewards" |
*
* @param {Account_RewardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_rewards: ((inputs?: Account_RewardsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_RewardsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "You earn 10 birr game credit for every friend who joins with your code." |
*
* @param {Account_Reward_1Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reward_1: ((inputs?: Account_Reward_1Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reward_1Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Your friend gets a welcome bonus." |
*
* @param {Account_Reward_2Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reward_2: ((inputs?: Account_Reward_2Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reward_2Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Rewards are credited after your friend's first login." |
*
* @param {Account_Reward_3Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reward_3: ((inputs?: Account_Reward_3Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reward_3Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Invite rewards are play-only: they can be staked in games but not withdrawn." |
*
* @param {Account_Reward_4Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reward_4: ((inputs?: Account_Reward_4Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reward_4Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Phone number must be 10 digits, starting with 0..." |
*
* @param {Account_Invite_Bad_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_invite_bad_phone: ((inputs?: Account_Invite_Bad_PhoneInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Invite_Bad_PhoneInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Edit Profile" |
*
* @param {Account_Profile_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_profile_title: ((inputs?: Account_Profile_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Profile_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Account_Profile_TabsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_profile_tabs: ((inputs?: Account_Profile_TabsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Profile_TabsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Personal info" |
*
* @param {Account_Personal_InfoInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_personal_info: ((inputs?: Account_Personal_InfoInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Personal_InfoInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Security" |
*
* @param {Account_SecurityInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_security: ((inputs?: Account_SecurityInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_SecurityInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Username" |
*
* @param {Account_UsernameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_username: ((inputs?: Account_UsernameInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_UsernameInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Phone number" |
*
* @param {Account_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_phone: ((inputs?: Account_PhoneInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_PhoneInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Current password" |
*
* @param {Account_Current_PasswordInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_current_password: ((inputs?: Account_Current_PasswordInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Current_PasswordInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "New password" |
*
* @param {Account_New_PasswordInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_new_password: ((inputs?: Account_New_PasswordInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_New_PasswordInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Account_SaveInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_save: ((inputs?: Account_SaveInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_SaveInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Saving is not available yet: the server offers no call to update a profile." |
*
* @param {Account_Save_UnavailableInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_save_unavailable: ((inputs?: Account_Save_UnavailableInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Save_UnavailableInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Contact and Support" |
*
* @param {Account_Support_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_support_title: ((inputs?: Account_Support_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Support_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Support hours: 9 AM to 9 PM, every day." |
*
* @param {Account_Support_HoursInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_support_hours: ((inputs?: Account_Support_HoursInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Support_HoursInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Contact form" |
*
* @param {Account_Contact_FormInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_contact_form: ((inputs?: Account_Contact_FormInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Contact_FormInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Your name" |
*
* @param {Account_Your_NameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_your_name: ((inputs?: Account_Your_NameInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Your_NameInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Message" |
*
* @param {Account_MessageInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_message: ((inputs?: Account_MessageInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_MessageInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Send" |
*
* @param {Account_SendInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_send: ((inputs?: Account_SendInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_SendInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Sending messages from this form is not available yet. Please contact us by phone during support hours." |
*
* @param {Account_Not_WiredInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_not_wired: ((inputs?: Account_Not_WiredInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Not_WiredInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Terms and Conditions" |
*
* @param {Account_Terms_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_title: ((inputs?: Account_Terms_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Deposits and withdrawals" |
*
* @param {Account_Terms_MoneyInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_money: ((inputs?: Account_Terms_MoneyInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_MoneyInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Minimum deposit: {amount} birr." |
*
* @param {Account_Terms_Min_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_min_deposit: ((inputs: Account_Terms_Min_DepositInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_Min_DepositInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Maximum daily deposit: {amount} birr." |
*
* @param {Account_Terms_Max_DepositInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_max_deposit: ((inputs: Account_Terms_Max_DepositInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_Max_DepositInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Minimum withdrawal: {amount} birr." |
*
* @param {Account_Terms_Min_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_min_withdrawal: ((inputs: Account_Terms_Min_WithdrawalInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_Min_WithdrawalInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Maximum daily withdrawal: {amount} birr." |
*
* @param {Account_Terms_Max_WithdrawalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_max_withdrawal: ((inputs: Account_Terms_Max_WithdrawalInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_Max_WithdrawalInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Withdrawals are processed within {hours} hours." |
*
* @param {Account_Terms_ProcessingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_processing: ((inputs: Account_Terms_ProcessingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_ProcessingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "All amounts are in Ethiopian birr (ETB)." |
*
* @param {Account_Terms_CurrencyInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_currency: ((inputs?: Account_Terms_CurrencyInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_CurrencyInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Playing" |
*
* @param {Account_Terms_PlayingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_playing: ((inputs?: Account_Terms_PlayingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_PlayingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "At most 2 boards per player per game." |
*
* @param {Account_Terms_Two_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_two_boards: ((inputs?: Account_Terms_Two_BoardsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_Two_BoardsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "A win counts only when the last called number completes the pattern (otherwise it is a Bad Bingo)." |
*
* @param {Account_Terms_Last_CallInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_last_call: ((inputs?: Account_Terms_Last_CallInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_Last_CallInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Leaving a game after it starts may forfeit the stake." |
*
* @param {Account_Terms_LeavingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_leaving: ((inputs?: Account_Terms_LeavingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_LeavingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Referrals" |
*
* @param {Account_Terms_ReferralsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_referrals: ((inputs?: Account_Terms_ReferralsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_ReferralsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "The inviter earns {amount} birr game credit; the friend gets a welcome bonus." |
*
* @param {Account_Terms_Invite_RewardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_invite_reward: ((inputs: Account_Terms_Invite_RewardInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_Invite_RewardInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Rewards are credited after the friend's first login." |
*
* @param {Account_Terms_CreditedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_credited: ((inputs?: Account_Terms_CreditedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_CreditedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Invite credit is play-only and cannot be withdrawn." |
*
* @param {Account_Terms_Play_OnlyInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_terms_play_only: ((inputs?: Account_Terms_Play_OnlyInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Terms_Play_OnlyInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Game Instructions" |
*
* @param {Account_Instructions_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_instructions_title: ((inputs?: Account_Instructions_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Instructions_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "How to play" |
*
* @param {Account_How_To_PlayInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_how_to_play: ((inputs?: Account_How_To_PlayInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_How_To_PlayInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Choose Manual Play, then a stake (10, 20, 50, 100, 200 or 500 ETB)." |
*
* @param {Account_How_1Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_how_1: ((inputs?: Account_How_1Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_How_1Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Pick 1 or 2 boards that nobody else has taken, then press Start. Each board costs the stake." |
*
* @param {Account_How_2Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_how_2: ((inputs?: Account_How_2Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_How_2Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "When the countdown ends, numbers from 1 to 75 are called: B 1-15, I 16-30, N 31-45, G 46-60, O 61-75." |
*
* @param {Account_How_3Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_how_3: ((inputs?: Account_How_3Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_How_3Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Tap a number on your board after it is called to mark it. The centre cell is free." |
*
* @param {Account_How_4Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_how_4: ((inputs?: Account_How_4Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_How_4Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "When your marked numbers complete the stake's pattern, press BINGO! for that board." |
*
* @param {Account_How_5Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_how_5: ((inputs?: Account_How_5Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_How_5Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Bad Bingo" |
*
* @param {Account_Bad_BingoInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_bad_bingo: ((inputs?: Account_Bad_BingoInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Bad_BingoInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "You win only if the last called number completes the pattern on your board. A claim on a board whose pattern is not complete, or that was already complete be..." |
*
* @param {Account_Bad_Bingo_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_bad_bingo_text: ((inputs?: Account_Bad_Bingo_TextInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Bad_Bingo_TextInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Leaving a game after it starts may forfeit your stake." |
*
* @param {Account_Leaving_ForfeitInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_leaving_forfeit: ((inputs?: Account_Leaving_ForfeitInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Leaving_ForfeitInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Patterns by stake" |
*
* @param {Account_Patterns_By_StakeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_patterns_by_stake: ((inputs?: Account_Patterns_By_StakeInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Patterns_By_StakeInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Stake {stake} ETB" |
*
* @param {Account_Stake_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_stake_label: ((inputs: Account_Stake_LabelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Stake_LabelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "{stake} ETB" |
*
* @param {Account_Stake_AmountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_stake_amount: ((inputs: Account_Stake_AmountInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Stake_AmountInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "{name} pattern" |
*
* @param {Account_Pattern_GridInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_pattern_grid: ((inputs: Account_Pattern_GridInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Pattern_GridInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "{bonus} birr bonus if won in under {calls} calls" |
*
* @param {Account_Bonus_NoteInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_bonus_note: ((inputs: Account_Bonus_NoteInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Bonus_NoteInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Sending invitation code..." |
*
* @param {Account_Invite_SendingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_invite_sending: ((inputs?: Account_Invite_SendingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Invite_SendingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Cartela" |
*
* @param {Account_BrandInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_brand: ((inputs?: Account_BrandInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_BrandInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Session reminder" |
*
* @param {Account_Reminder_SettingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_setting: ((inputs?: Account_Reminder_SettingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reminder_SettingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "After {minutes} minutes of play" |
*
* @param {Account_Reminder_AfterInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_after: ((inputs: Account_Reminder_AfterInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reminder_AfterInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Off" |
*
* @param {Account_Reminder_OffInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_off: ((inputs?: Account_Reminder_OffInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reminder_OffInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "A reminder shows how long you have played and your net result since you logged in on this device." |
*
* @param {Account_Reminder_HintInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_hint: ((inputs?: Account_Reminder_HintInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reminder_HintInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Time for a break?" |
*
* @param {Account_Reminder_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_title: ((inputs?: Account_Reminder_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reminder_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "You have played for {hours} h {minutes} min." |
*
* @param {Account_Reminder_PlayedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_played: ((inputs: Account_Reminder_PlayedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reminder_PlayedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Net result this session: {amount} ETB" |
*
* @param {Account_Reminder_NetInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_net: ((inputs: Account_Reminder_NetInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reminder_NetInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Reading your ledger…" |
*
* @param {Account_Reminder_Net_LoadingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_net_loading: ((inputs?: Account_Reminder_Net_LoadingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reminder_Net_LoadingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Your net result could not be read right now." |
*
* @param {Account_Reminder_Net_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_net_failed: ((inputs?: Account_Reminder_Net_FailedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reminder_Net_FailedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Keep playing" |
*
* @param {Account_Reminder_KeepInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_keep: ((inputs?: Account_Reminder_KeepInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reminder_KeepInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Take a break" |
*
* @param {Account_Reminder_BreakInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_reminder_break: ((inputs?: Account_Reminder_BreakInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reminder_BreakInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Limits" |
*
* @param {Account_Limits_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_title: ((inputs?: Account_Limits_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Limits" |
*
* @param {Account_Limits_MenuInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_menu: ((inputs?: Account_Limits_MenuInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_MenuInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Set how much you can deposit and stake each day, or take a break from play. A day runs from midnight to midnight, Addis Ababa time." |
*
* @param {Account_Limits_IntroInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_intro: ((inputs?: Account_Limits_IntroInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_IntroInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "These limits apply on this device only, until you log out: the server does not offer limits yet." |
*
* @param {Account_Limits_Device_OnlyInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_device_only: ((inputs?: Account_Limits_Device_OnlyInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Device_OnlyInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Your limits are kept by the server and apply on every device." |
*
* @param {Account_Limits_ServerInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_server: ((inputs?: Account_Limits_ServerInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_ServerInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Reading your limits…" |
*
* @param {Account_Limits_LoadingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_loading: ((inputs?: Account_Limits_LoadingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_LoadingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Daily deposit limit (ETB)" |
*
* @param {Account_Limits_Deposit_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_deposit_label: ((inputs?: Account_Limits_Deposit_LabelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Deposit_LabelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Daily stake limit (ETB)" |
*
* @param {Account_Limits_Stake_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_stake_label: ((inputs?: Account_Limits_Stake_LabelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Stake_LabelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Leave empty for no limit." |
*
* @param {Account_Limits_Empty_HintInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_empty_hint: ((inputs?: Account_Limits_Empty_HintInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Empty_HintInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Today on this device: {deposits} ETB deposited, {stakes} ETB staked." |
*
* @param {Account_Limits_TodayInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_today: ((inputs: Account_Limits_TodayInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_TodayInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Save limits" |
*
* @param {Account_Limits_SaveInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_save: ((inputs?: Account_Limits_SaveInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_SaveInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Your limits are saved." |
*
* @param {Account_Limits_SavedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_saved: ((inputs?: Account_Limits_SavedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_SavedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a positive amount with at most two decimals, or leave the field empty." |
*
* @param {Account_Limits_InvalidInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_invalid: ((inputs?: Account_Limits_InvalidInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_InvalidInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Your limits could not be saved. Please try again." |
*
* @param {Account_Limits_Save_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_save_failed: ((inputs?: Account_Limits_Save_FailedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Save_FailedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Take a break" |
*
* @param {Account_Limits_Break_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_title: ((inputs?: Account_Limits_Break_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Break_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "During a break you cannot stake or deposit. You can still log in, see your balance and withdraw. A break cannot be cancelled." |
*
* @param {Account_Limits_Break_HintInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_hint: ((inputs?: Account_Limits_Break_HintInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Break_HintInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "24 hours" |
*
* @param {Account_Limits_Break_24hInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_24h: ((inputs?: Account_Limits_Break_24hInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Break_24hInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "7 days" |
*
* @param {Account_Limits_Break_7dInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_7d: ((inputs?: Account_Limits_Break_7dInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Break_7dInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "30 days" |
*
* @param {Account_Limits_Break_30dInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_30d: ((inputs?: Account_Limits_Break_30dInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Break_30dInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Take a break of {period}?" |
*
* @param {Account_Limits_Break_Confirm_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_confirm_title: ((inputs: Account_Limits_Break_Confirm_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Break_Confirm_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "You will not be able to stake or deposit until {until}. A break cannot be cancelled." |
*
* @param {Account_Limits_Break_Confirm_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_confirm_text: ((inputs: Account_Limits_Break_Confirm_TextInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Break_Confirm_TextInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Start the break" |
*
* @param {Account_Limits_Break_ConfirmInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_confirm: ((inputs?: Account_Limits_Break_ConfirmInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Break_ConfirmInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Account_Limits_CancelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_cancel: ((inputs?: Account_Limits_CancelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_CancelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "You are on a break until {until}." |
*
* @param {Account_Limits_On_BreakInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_on_break: ((inputs: Account_Limits_On_BreakInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_On_BreakInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "You are on a break until {until}: staking and deposits are paused." |
*
* @param {Account_Limits_Break_RefusedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_refused: ((inputs: Account_Limits_Break_RefusedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Break_RefusedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "This stake is over your daily stake limit of {limit} ETB. You can stake {left} ETB more today." |
*
* @param {Account_Limits_Stake_RefusedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_stake_refused: ((inputs: Account_Limits_Stake_RefusedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Stake_RefusedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "This deposit is over your daily deposit limit of {limit} ETB. You can deposit {left} ETB more today." |
*
* @param {Account_Limits_Deposit_RefusedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_deposit_refused: ((inputs: Account_Limits_Deposit_RefusedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Limits_Deposit_RefusedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Stakes" |
*
* @param {Game_Stakes_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_stakes_label: ((inputs?: Game_Stakes_LabelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Stakes_LabelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Stake {stake} ETB" |
*
* @param {Game_Stake_Card_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_stake_card_label: ((inputs: Game_Stake_Card_LabelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Stake_Card_LabelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} ETB" |
*
* @param {Game_EtbInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_etb: ((inputs: Game_EtbInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_EtbInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} ETB" |
*
* @param {Game_BirrInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_birr: ((inputs: Game_BirrInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_BirrInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "{name} pattern" |
*
* @param {Game_Pattern_Grid_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_pattern_grid_label: ((inputs: Game_Pattern_Grid_LabelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Pattern_Grid_LabelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "{bonus} birr bonus if won in under {calls} calls" |
*
* @param {Game_Bonus_NoteInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_bonus_note: ((inputs: Game_Bonus_NoteInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Bonus_NoteInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Total winning" |
*
* @param {Game_Total_WinningInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_total_winning: ((inputs?: Game_Total_WinningInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Total_WinningInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Starts in" |
*
* @param {Game_Starts_InInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_starts_in: ((inputs?: Game_Starts_InInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Starts_InInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Games running" |
*
* @param {Game_Games_RunningInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_games_running: ((inputs?: Game_Games_RunningInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Games_RunningInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Play" |
*
* @param {Game_PlayInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_play: ((inputs?: Game_PlayInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_PlayInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "In progress" |
*
* @param {Game_In_ProgressInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_in_progress: ((inputs?: Game_In_ProgressInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_In_ProgressInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Play stake {stake} ETB" |
*
* @param {Game_Play_Stake_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_play_stake_label: ((inputs: Game_Play_Stake_LabelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Play_Stake_LabelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "In progress, stake {stake} ETB" |
*
* @param {Game_In_Progress_Stake_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_in_progress_stake_label: ((inputs: Game_In_Progress_Stake_LabelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_In_Progress_Stake_LabelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Choose your stake" |
*
* @param {Game_Choose_Stake_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_choose_stake_title: ((inputs?: Game_Choose_Stake_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Choose_Stake_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Game_BackInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_back: ((inputs?: Game_BackInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_BackInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Pick your boards" |
*
* @param {Game_Pick_Boards_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_pick_boards_title: ((inputs?: Game_Pick_Boards_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Pick_Boards_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Stake:" |
*
* @param {Game_Picker_StakeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_picker_stake: ((inputs?: Game_Picker_StakeInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Picker_StakeInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Pick 1 or 2 boards ({count}/2)" |
*
* @param {Game_Picker_HintInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_picker_hint: ((inputs: Game_Picker_HintInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Picker_HintInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Loading boards..." |
*
* @param {Game_Loading_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_loading_boards: ((inputs?: Game_Loading_BoardsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Loading_BoardsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Board {id}" |
*
* @param {Game_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_board: ((inputs: Game_BoardInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_BoardInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Start" |
*
* @param {Game_StartInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_start: ((inputs?: Game_StartInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_StartInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Starting..." |
*
* @param {Game_StartingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_starting: ((inputs?: Game_StartingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_StartingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Live game" |
*
* @param {Game_Live_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_live_title: ((inputs?: Game_Live_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Live_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Called numbers" |
*
* @param {Game_Called_NumbersInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_called_numbers: ((inputs?: Game_Called_NumbersInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Called_NumbersInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Play again!" |
*
* @param {Game_Play_Again_ActionInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_play_again_action: ((inputs?: Game_Play_Again_ActionInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Play_Again_ActionInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Checking for {name}" |
*
* @param {Game_CheckingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_checking: ((inputs: Game_CheckingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_CheckingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "BINGO!" |
*
* @param {Game_BingoInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_bingo: ((inputs?: Game_BingoInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_BingoInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "BINGO! board {id}" |
*
* @param {Game_Bingo_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_bingo_board: ((inputs: Game_Bingo_BoardInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Bingo_BoardInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Are you sure you want to leave? Your progress will be lost." |
*
* @param {Game_Exit_ManualInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_exit_manual: ((inputs?: Game_Exit_ManualInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Exit_ManualInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Leave" |
*
* @param {Game_LeaveInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_leave: ((inputs?: Game_LeaveInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_LeaveInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Game_CloseInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_close: ((inputs?: Game_CloseInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_CloseInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Play again" |
*
* @param {Game_Play_AgainInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_play_again: ((inputs?: Game_Play_AgainInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Play_AgainInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Winner: {name}" |
*
* @param {Game_WinnerInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_winner: ((inputs: Game_WinnerInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_WinnerInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Called: {list}" |
*
* @param {Game_Called_ListInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_called_list: ((inputs: Game_Called_ListInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Called_ListInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm exit" |
*
* @param {Game_Confirm_ExitInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_confirm_exit: ((inputs?: Game_Confirm_ExitInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Confirm_ExitInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Game_CancelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_cancel: ((inputs?: Game_CancelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_CancelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "BINGO!" |
*
* @param {Game_Bingo_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_bingo_title: ((inputs?: Game_Bingo_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Bingo_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Connecting" |
*
* @param {Game_Connection_ConnectingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_connection_connecting: ((inputs?: Game_Connection_ConnectingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Connection_ConnectingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Connected" |
*
* @param {Game_Connection_ConnectedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_connection_connected: ((inputs?: Game_Connection_ConnectedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Connection_ConnectedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Disconnected" |
*
* @param {Game_Connection_DisconnectedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_connection_disconnected: ((inputs?: Game_Connection_DisconnectedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Connection_DisconnectedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Choose your boards" |
*
* @param {Game_Auto_Picker_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_auto_picker_title: ((inputs?: Game_Auto_Picker_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Auto_Picker_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Game" |
*
* @param {Game_Auto_GameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_auto_game: ((inputs?: Game_Auto_GameInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Auto_GameInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Stake {amount} ETB" |
*
* @param {Game_Auto_StakeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_auto_stake: ((inputs: Game_Auto_StakeInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Auto_StakeInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Game_Auto_BackInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_auto_back: ((inputs?: Game_Auto_BackInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Auto_BackInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Buy" |
*
* @param {Game_Auto_BuyInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_auto_buy: ((inputs?: Game_Auto_BuyInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Auto_BuyInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Enter" |
*
* @param {Game_Auto_EnterInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_auto_enter: ((inputs?: Game_Auto_EnterInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Auto_EnterInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Board purchase" |
*
* @param {Game_Purchase_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_purchase_title: ((inputs?: Game_Purchase_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Purchase_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Go back" |
*
* @param {Game_Purchase_BackInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_purchase_back: ((inputs?: Game_Purchase_BackInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Purchase_BackInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Processing..." |
*
* @param {Game_ProcessingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_processing: ((inputs?: Game_ProcessingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_ProcessingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Buy now" |
*
* @param {Game_Buy_NowInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_buy_now: ((inputs?: Game_Buy_NowInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Buy_NowInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Game_PhoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_phone: ((inputs?: Game_PhoneInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_PhoneInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Balance" |
*
* @param {Game_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_balance: ((inputs?: Game_BalanceInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_BalanceInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Not enough" |
*
* @param {Game_Not_EnoughInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_not_enough: ((inputs?: Game_Not_EnoughInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Not_EnoughInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Enough balance" |
*
* @param {Game_Enough_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_enough_balance: ((inputs?: Game_Enough_BalanceInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Enough_BalanceInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Boards" |
*
* @param {Game_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_boards: ((inputs?: Game_BoardsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_BoardsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Board numbers" |
*
* @param {Game_Board_NumbersInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_board_numbers: ((inputs?: Game_Board_NumbersInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Board_NumbersInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Price per board" |
*
* @param {Game_Price_Per_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_price_per_board: ((inputs?: Game_Price_Per_BoardInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Price_Per_BoardInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Game_TotalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_total: ((inputs?: Game_TotalInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_TotalInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "{price} × {count} = {total} ETB" |
*
* @param {Game_Purchase_TotalInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_purchase_total: ((inputs: Game_Purchase_TotalInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Purchase_TotalInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Choose your boards!" |
*
* @param {Game_Choose_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_choose_boards: ((inputs?: Game_Choose_BoardsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Choose_BoardsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Not enough balance - {balance} ETB!" |
*
* @param {Game_Over_BalanceInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_over_balance: ((inputs: Game_Over_BalanceInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Over_BalanceInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Not enough balance. You need {missing} ETB more!" |
*
* @param {Game_Missing_AmountInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_missing_amount: ((inputs: Game_Missing_AmountInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Missing_AmountInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Purchase successful!" |
*
* @param {Game_Purchase_OkInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_purchase_ok: ((inputs?: Game_Purchase_OkInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Purchase_OkInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Purchase failed." |
*
* @param {Game_Purchase_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_purchase_failed: ((inputs?: Game_Purchase_FailedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Purchase_FailedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Scheduled game" |
*
* @param {Game_Auto_Play_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_auto_play_title: ((inputs?: Game_Auto_Play_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Auto_Play_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Last called numbers" |
*
* @param {Game_Last_CalledInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_last_called: ((inputs?: Game_Last_CalledInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Last_CalledInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Add boards" |
*
* @param {Game_Add_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_add_boards: ((inputs?: Game_Add_BoardsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Add_BoardsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "No boards found." |
*
* @param {Game_No_Boards_FoundInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_no_boards_found: ((inputs?: Game_No_Boards_FoundInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_No_Boards_FoundInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Buy boards to join this game!" |
*
* @param {Game_Buy_To_JoinInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_buy_to_join: ((inputs?: Game_Buy_To_JoinInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Buy_To_JoinInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "You can come back in and watch!" |
*
* @param {Game_Exit_AutoInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_exit_auto: ((inputs?: Game_Exit_AutoInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Exit_AutoInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Go back" |
*
* @param {Game_Go_BackInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_go_back: ((inputs?: Game_Go_BackInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Go_BackInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Previous" |
*
* @param {Game_PreviousInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_previous: ((inputs?: Game_PreviousInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_PreviousInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Next" |
*
* @param {Game_NextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_next: ((inputs?: Game_NextInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_NextInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Winner {n} of {total}" |
*
* @param {Game_Winner_N_OfInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_winner_n_of: ((inputs: Game_Winner_N_OfInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Winner_N_OfInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Winning board {id}" |
*
* @param {Game_Winning_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_winning_board: ((inputs: Game_Winning_BoardInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Winning_BoardInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Winning boards: {list}" |
*
* @param {Game_Winning_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_winning_boards: ((inputs: Game_Winning_BoardsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Winning_BoardsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Scheduled games" |
*
* @param {Game_Scheduled_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_scheduled_title: ((inputs?: Game_Scheduled_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Scheduled_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Loading scheduled games..." |
*
* @param {Game_Loading_ScheduledInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_loading_scheduled: ((inputs?: Game_Loading_ScheduledInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Loading_ScheduledInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Error: {message}" |
*
* @param {Game_ErrorInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_error: ((inputs: Game_ErrorInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_ErrorInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "No game found, try again later" |
*
* @param {Game_No_Game_FoundInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_no_game_found: ((inputs?: Game_No_Game_FoundInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_No_Game_FoundInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting" |
*
* @param {Game_Status_WaitingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_status_waiting: ((inputs?: Game_Status_WaitingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Status_WaitingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Running" |
*
* @param {Game_Status_RunningInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_status_running: ((inputs?: Game_Status_RunningInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Status_RunningInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Game_Status_CompletedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_status_completed: ((inputs?: Game_Status_CompletedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Status_CompletedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Stake:" |
*
* @param {Game_Stake_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_stake_label: ((inputs?: Game_Stake_LabelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Stake_LabelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Prize:" |
*
* @param {Game_Prize_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_prize_label: ((inputs?: Game_Prize_LabelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Prize_LabelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Starts in {name}" |
*
* @param {Game_Starts_In_GameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_starts_in_game: ((inputs: Game_Starts_In_GameInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Starts_In_GameInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Game_DoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_done: ((inputs?: Game_DoneInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_DoneInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Win pattern: {name}" |
*
* @param {Game_Win_PatternInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_win_pattern: ((inputs: Game_Win_PatternInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Win_PatternInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Winners: {list}" |
*
* @param {Game_WinnersInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_winners: ((inputs: Game_WinnersInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_WinnersInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Your boards: {count} ({list})" |
*
* @param {Game_Your_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_your_boards: ((inputs: Game_Your_BoardsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Your_BoardsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "You have no boards in this game" |
*
* @param {Game_No_Boards_In_GameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_no_boards_in_game: ((inputs?: Game_No_Boards_In_GameInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_No_Boards_In_GameInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Enter {name}" |
*
* @param {Game_Enter_GameInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_enter_game: ((inputs: Game_Enter_GameInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Enter_GameInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Enter" |
*
* @param {Game_EnterInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_enter: ((inputs?: Game_EnterInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_EnterInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Loading board {id}..." |
*
* @param {Game_Loading_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_loading_board: ((inputs: Game_Loading_BoardInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Loading_BoardInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Board {id}: Board data not available. {error}" |
*
* @param {Game_Board_UnavailableInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_board_unavailable: ((inputs: Game_Board_UnavailableInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Board_UnavailableInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Retry" |
*
* @param {Game_RetryInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_retry: ((inputs?: Game_RetryInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_RetryInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Board {id} was taken while you were offline." |
*
* @param {Game_Board_Taken_OfflineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_board_taken_offline: ((inputs: Game_Board_Taken_OfflineInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Board_Taken_OfflineInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Boards {first} and {second} were taken while you were offline." |
*
* @param {Game_Boards_Taken_OfflineInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_boards_taken_offline: ((inputs: Game_Boards_Taken_OfflineInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Boards_Taken_OfflineInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Unable to get the board list. Please try again." |
*
* @param {Game_Board_List_FailedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_board_list_failed: ((inputs?: Game_Board_List_FailedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Board_List_FailedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Calls of this game ({count})" |
*
* @param {Game_Calls_TitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_title: ((inputs: Game_Calls_TitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Calls_TitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Calls of this game" |
*
* @param {Game_Calls_ListInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_list: ((inputs?: Game_Calls_ListInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Calls_ListInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "The server reports the same {count} calls." |
*
* @param {Game_Calls_MatchInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_match: ((inputs: Game_Calls_MatchInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Calls_MatchInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "We saw {seen} calls; the server reports {server}." |
*
* @param {Game_Calls_DifferInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_differ: ((inputs: Game_Calls_DifferInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Calls_DifferInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Not seen on this device: {list}" |
*
* @param {Game_Calls_MissingInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_missing: ((inputs: Game_Calls_MissingInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Calls_MissingInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Not in the server's list: {list}" |
*
* @param {Game_Calls_ExtraInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_extra: ((inputs: Game_Calls_ExtraInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Calls_ExtraInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "The server sent no final list to compare with." |
*
* @param {Game_Calls_UnknownInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_unknown: ((inputs?: Game_Calls_UnknownInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Calls_UnknownInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "No call reached this device." |
*
* @param {Game_Calls_NoneInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_none: ((inputs?: Game_Calls_NoneInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Calls_NoneInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "{count} players" |
*
* @param {Game_Calls_PlayersInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_players: ((inputs: Game_Calls_PlayersInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Calls_PlayersInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "{count} boards" |
*
* @param {Game_Calls_BoardsInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_boards: ((inputs: Game_Calls_BoardsInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Calls_BoardsInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "1 player" |
*
* @param {Game_Calls_One_PlayerInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_one_player: ((inputs?: Game_Calls_One_PlayerInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Calls_One_PlayerInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "1 board" |
*
* @param {Game_Calls_One_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const game_calls_one_board: ((inputs?: Game_Calls_One_BoardInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Game_Calls_One_BoardInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Board {id}" |
*
* @param {Play_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_board: ((inputs: Play_BoardInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_BoardInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Board {id} numbers" |
*
* @param {Play_Board_NumbersInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_board_numbers: ((inputs: Play_Board_NumbersInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Board_NumbersInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "{number}, called" |
*
* @param {Play_Cell_CalledInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_cell_called: ((inputs: Play_Cell_CalledInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Cell_CalledInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "{number}, marked" |
*
* @param {Play_Cell_MarkedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_cell_marked: ((inputs: Play_Cell_MarkedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Cell_MarkedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "{number}, winning" |
*
* @param {Play_Cell_WinningInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_cell_winning: ((inputs: Play_Cell_WinningInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Cell_WinningInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Free cell" |
*
* @param {Play_Free_CellInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_free_cell: ((inputs?: Play_Free_CellInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Free_CellInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Free cell, marked" |
*
* @param {Play_Free_Cell_MarkedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_free_cell_marked: ((inputs?: Play_Free_Cell_MarkedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Free_Cell_MarkedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "FREE" |
*
* @param {Play_FreeInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_free: ((inputs?: Play_FreeInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_FreeInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Boards" |
*
* @param {Play_Boards_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_boards_label: ((inputs?: Play_Boards_LabelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Boards_LabelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Board {id}, selected" |
*
* @param {Play_Board_Id_SelectedInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_board_id_selected: ((inputs: Play_Board_Id_SelectedInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Board_Id_SelectedInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Board {id}, taken" |
*
* @param {Play_Board_Id_TakenInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_board_id_taken: ((inputs: Play_Board_Id_TakenInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Board_Id_TakenInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Remove board {id}" |
*
* @param {Play_Remove_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_remove_board: ((inputs: Play_Remove_BoardInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Remove_BoardInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Latest call {call}" |
*
* @param {Play_Latest_CallInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_latest_call: ((inputs: Play_Latest_CallInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Latest_CallInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "{letter} {number}" |
*
* @param {Play_Call_AnnouncementInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_call_announcement: ((inputs: Play_Call_AnnouncementInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Call_AnnouncementInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Game starts in" |
*
* @param {Play_Game_Starts_InInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_game_starts_in: ((inputs?: Play_Game_Starts_InInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Game_Starts_InInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Calls" |
*
* @param {Play_Calls_TileInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_calls_tile: ((inputs?: Play_Calls_TileInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Calls_TileInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Stake" |
*
* @param {Play_Stake_TileInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_stake_tile: ((inputs?: Play_Stake_TileInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Stake_TileInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Prize" |
*
* @param {Play_Prize_TileInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_prize_tile: ((inputs?: Play_Prize_TileInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Prize_TileInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Sound on" |
*
* @param {Play_Sound_OnInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_sound_on: ((inputs?: Play_Sound_OnInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Sound_OnInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Sound off" |
*
* @param {Play_Sound_OffInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_sound_off: ((inputs?: Play_Sound_OffInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Sound_OffInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Mute call sounds, {state}" |
*
* @param {Play_Mute_LabelInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_mute_label: ((inputs: Play_Mute_LabelInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Mute_LabelInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Tap to enable sound" |
*
* @param {Play_Enable_SoundInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_enable_sound: ((inputs?: Play_Enable_SoundInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Enable_SoundInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "{count} to go" |
*
* @param {Play_To_GoInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_to_go: ((inputs: Play_To_GoInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_To_GoInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Best board" |
*
* @param {Play_Best_BoardInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_best_board: ((inputs?: Play_Best_BoardInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Best_BoardInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "Auto-mark" |
*
* @param {Play_Auto_MarkInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_auto_mark: ((inputs?: Play_Auto_MarkInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Auto_MarkInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
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
/**
* | output |
* | --- |
* | "B" |
*
* @param {Play_Letter_B1Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
declare const play_letter_b1: ((inputs?: Play_Letter_B1Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Letter_B1Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "I" |
*
* @param {Play_Letter_I1Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
declare const play_letter_i1: ((inputs?: Play_Letter_I1Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Letter_I1Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "N" |
*
* @param {Play_Letter_N1Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
declare const play_letter_n1: ((inputs?: Play_Letter_N1Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Letter_N1Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "G" |
*
* @param {Play_Letter_G1Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
declare const play_letter_g1: ((inputs?: Play_Letter_G1Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Letter_G1Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
/**
* | output |
* | --- |
* | "O" |
*
* @param {Play_Letter_O1Inputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
declare const play_letter_o1: ((inputs?: Play_Letter_O1Inputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Letter_O1Inputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export { play_letter_b1 as "play_letter_B", play_letter_i1 as "play_letter_I", play_letter_n1 as "play_letter_N", play_letter_g1 as "play_letter_G", play_letter_o1 as "play_letter_O" };
