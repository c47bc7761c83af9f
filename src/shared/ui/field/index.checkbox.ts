// The checkbox field apart from the text fields (index.ts): the login page has none, and its chunk
// would otherwise hold it for the signup form.
export { CheckboxField } from './CheckboxField';
