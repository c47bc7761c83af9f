export { TransactionHistory } from './ui/TransactionHistory';
