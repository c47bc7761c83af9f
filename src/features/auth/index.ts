export { LoginForm } from './ui/LoginForm';
export { phoneChanged, passwordChanged } from './model/login';
