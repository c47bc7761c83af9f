export { InvitePanel, COPY_CONFIRM_MS, COPIED } from './ui/InvitePanel';
export { INVITE_SENDING, INVITE_BAD_PHONE, sendInviteFx, inviteSubmitted, friendPhoneChanged, $inviteNote, $inviteSent } from './model/invite';
