export { createOtpFlow } from './model';
export type { FlowMessage } from './model';
export { OTP_MESSAGES, normalizeCode, isCompleteCode, isTenDigitPhone } from './messages';
