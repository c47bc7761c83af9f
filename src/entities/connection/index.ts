export { $connectionStatus, $hasSocket, $reconnecting, connected, connectionWatchStarted } from './model/connection';
export { ConnectionBanner } from './ui/ConnectionBanner';
