export { LoginForm } from './ui/LoginForm';
export { loginFx, loginSubmitted, phoneChanged, passwordChanged, $error as $loginError, LOGIN_REQUIRED } from './model/login';
