export { InvitePanel } from './ui/InvitePanel';
