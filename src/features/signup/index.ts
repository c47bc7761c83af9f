export { SignupForm } from './ui/SignupForm';
export { signupOpened, signupLeft, SIGNUP_MESSAGES } from './model/signup';
