export { PaymentResultPage, PAYMENT_FAILURE_TEXT } from './ui/PaymentResultPage';
