export { $connectionStatus, $hasSocket, $reconnecting, connected, connectionWatchStarted, connectionWatchFx } from './model/connection';
export { ConnectionBanner } from './ui/ConnectionBanner';
