export { createOtpFlow } from './model';
export type { FlowMessage, OtpCalls } from './model';
export { OTP_MESSAGES, normalizeCode, isCompleteCode, isTenDigitPhone } from './messages';
