export { TransactionHistoryPage } from './ui/TransactionHistoryPage';
