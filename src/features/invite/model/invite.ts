import { createEffect, createEvent, createStore, sample } from 'effector';
import { sendInvitationCode } from '@/shared/api/index.account';
import { m, type Message } from '@/shared/i18n';

/** Spec §4 Invitation code pending text and §5 phone rule, verbatim. */
export const INVITE_SENDING: Message = m.account_invite_sending;
export const INVITE_BAD_PHONE: Message = m.account_invite_bad_phone;

export const friendPhoneChanged = createEvent<string>();
export const inviteSubmitted = createEvent();

/** POST /users/send_invitation_code with the friend's phone (spec §7). */
export const sendInviteFx = createEffect((phone: string) => sendInvitationCode(phone));

export const $friendPhone = createStore('').on(friendPhoneChanged, (_, v) => v).reset(sendInviteFx.done);
/** Spec §3 "invitation code (sent flag, loading, message)". */
export const $inviteSent = createStore(false).on(sendInviteFx.done, () => true).reset(sendInviteFx);
export const $inviteNote = createStore<{ kind: 'info' | 'success' | 'error'; text: string | Message } | null>(null)
  .on(sendInviteFx, () => ({ kind: 'info', text: INVITE_SENDING }))
  .on(sendInviteFx.doneData, (_, d) => ({ kind: 'success', text: d.message }))
  .on(sendInviteFx.failData, (_, e) => ({ kind: 'error', text: e.message }));

const checked = sample({ clock: inviteSubmitted, source: { phone: $friendPhone, pending: sendInviteFx.pending }, filter: ({ pending }) => !pending });
$inviteNote.on(sample({ clock: checked, filter: ({ phone }) => !/^0\d{9}$/.test(phone) }), () => ({ kind: 'error', text: INVITE_BAD_PHONE }));
// When a valid friend's phone is submitted and nothing runs, then send the invitation.
sample({ clock: checked, filter: ({ phone }) => /^0\d{9}$/.test(phone), fn: ({ phone }) => phone, target: sendInviteFx });
