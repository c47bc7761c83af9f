export { OfflineNotice, OfflineScreen, UpdatePrompt } from './AppStatus';
