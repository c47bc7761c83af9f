export { TextField, PhoneField, sanitizePhone, focusFirstInvalid } from './TextField';
