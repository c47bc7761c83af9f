export { TextField, PhoneField, sanitizePhone } from './TextField';
