export { SignupForm } from './ui/SignupForm';
export { signupOpened, SIGNUP_MESSAGES } from './model/signup';
