export { CodeInput } from './CodeInput';
