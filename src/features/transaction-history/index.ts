export { TransactionHistory, NO_TRANSACTIONS } from './ui/TransactionHistory';
export { withRunningBalance, summarize, TYPE_LABELS } from './lib/ledger';
export type { LedgerRow, LedgerSummary } from './lib/ledger';
