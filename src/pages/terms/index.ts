export { TermsPage, TERMS } from './ui/TermsPage';
