import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { $friendPhone, $inviteNote, $inviteSent, friendPhoneChanged, inviteSubmitted, sendInviteFx } from './invite';
import { says } from '@tests/setup/says';

describe('invite a friend (spec §2.16, §4 Invitation code, §7 POST /users/send_invitation_code)', () => {
  test('a phone that is not 10 digits starting with 0 is refused with the spec §5 text; nothing is sent', async () => {
    const send = vi.fn();
    const scope = fork({ handlers: [[sendInviteFx, send]] });
    await allSettled(friendPhoneChanged, { scope, params: '12345' });
    await allSettled(inviteSubmitted, { scope });
    expect(scope.getState($inviteNote)).toEqual({ kind: 'error', text: says('Phone number must be 10 digits: starting with 0...') });
    expect(send).not.toHaveBeenCalled();
  });

  test('"sending invitation code ..." while pending; a double submit sends once; the server message on success, field cleared', async () => {
    let answer: (v: { message: string }) => void = () => undefined;
    const send = vi.fn(() => new Promise<{ message: string }>((r) => (answer = r)));
    const scope = fork({ handlers: [[sendInviteFx, send]] });
    await allSettled(friendPhoneChanged, { scope, params: '0911234567' });
    const first = allSettled(inviteSubmitted, { scope });
    const second = allSettled(inviteSubmitted, { scope });
    await Promise.resolve();
    expect(scope.getState($inviteNote)).toEqual({ kind: 'info', text: says('sending invitation code ...') });
    expect(scope.getState($inviteSent)).toBe(false);
    answer({ message: 'invitation sent to 0911234567' });
    await Promise.all([first, second]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('0911234567');
    expect(scope.getState($inviteNote)).toEqual({ kind: 'success', text: 'invitation sent to 0911234567' });
    expect(scope.getState($inviteSent)).toBe(true);
    expect(scope.getState($friendPhone)).toBe('');
  });

  test('a refused invitation shows the server message and keeps the phone', async () => {
    const scope = fork({ handlers: [[sendInviteFx, async () => Promise.reject(new Error('this phone number already has an account'))]] });
    await allSettled(friendPhoneChanged, { scope, params: '0911000002' });
    await allSettled(inviteSubmitted, { scope });
    expect(scope.getState($inviteNote)).toEqual({ kind: 'error', text: 'this phone number already has an account' });
    expect(scope.getState($inviteSent)).toBe(false);
    expect(scope.getState($friendPhone)).toBe('0911000002');
  });
});
