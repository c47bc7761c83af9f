export { SessionReminder } from './ui/SessionReminder';
export { ReminderSetting } from './ui/ReminderSetting';
