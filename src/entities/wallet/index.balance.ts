// The balance without the rest of the wallet (the "not confirmed" checks and their messages, the
// badge): what the app's root and the login page need, so that they do not load the rest with it.
export { $balance, balanceReceived, walletCleared, balanceRefreshRequested, fetchBalanceFx } from './model/wallet';
