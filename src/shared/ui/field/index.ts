export { TextField, PhoneField, sanitizePhone, focusFirstInvalid } from './TextField';
export { CheckboxField } from './CheckboxField';
