export { $connectionStatus, $reconnecting, connected, connectionWatchStarted } from './model/connection';
export { ConnectionBanner } from './ui/ConnectionBanner';
