export { ForgotPasswordForm } from './ui/ForgotPasswordForm';
export { resetOpened, RESET_MESSAGES } from './model/reset';
