export { $connectionStatus, $hasSocket, connected, connectionWatchStarted, connectionWatchFx } from './model/connection';
export { ConnectionBanner } from './ui/ConnectionBanner';
