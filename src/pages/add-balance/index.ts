export { AddBalancePage } from './ui/AddBalancePage';
