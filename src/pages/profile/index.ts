export { ProfilePage, PROFILE_SAVE_UNAVAILABLE } from './ui/ProfilePage';
