export { PaymentResultPage } from './ui/PaymentResultPage';
