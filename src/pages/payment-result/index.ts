export { PaymentResultPage, PAYMENT_FAILURE_TEXT, pendingDepositNote } from './ui/PaymentResultPage';
