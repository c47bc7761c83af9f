export { ForgotPasswordForm } from './ui/ForgotPasswordForm';
export { resetLeft, RESET_MESSAGES } from './model/reset';
