import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { says } from '@tests/setup/says';
import { navigateFx } from '@/shared/routing';
import { failWith, gate, mockCall } from '@tests/setup/http-server';
import * as m from './reset';

/** The calls of a reset: what the app sent, and the answers unless a test says otherwise. */
const api = {} as Record<'requestPasswordReset' | 'validatePhoneCode' | 'resetPassword', ReturnType<typeof mockCall>>;
beforeEach(() => {
  api.requestPasswordReset = mockCall('get', '/users/pwd_change_request').mockResolvedValue({ data: { token: 'rst-1', verification_id: 'vrf-2' } });
  api.validatePhoneCode = mockCall('post', '/users/validate_phone').mockResolvedValue({ message: 'phone verified' });
  api.resetPassword = mockCall('post', '/users/reset_pwd').mockResolvedValue({ data: { message: 'password changed' } });
});

async function atStep3() {
  const navigate = vi.fn();
  const scope = fork({ handlers: [[navigateFx, navigate]] });
  await allSettled(m.phoneChanged, { scope, params: '0911000002' });
  await allSettled(m.sendClicked, { scope });
  await allSettled(m.codeChanged, { scope, params: 'qwe123' });
  await allSettled(m.verifyClicked, { scope });
  return { scope, navigate };
}

/** Spec §2.5, §4 Password reset, §5 Forgot password. */
describe('forgot password', () => {
  test('the request says "checking and sending ...", then step 2 with the code sent', async () => {
    const scope = fork();
    await allSettled(m.phoneChanged, { scope, params: '0911000002' });
    const { open: release, opened } = gate();
    api.requestPasswordReset.mockImplementationOnce(() => opened.then(() => ({ data: { token: 'rst-1', verification_id: 'vrf-2' } })));
    const requesting = allSettled(m.sendClicked, { scope });
    await vi.waitFor(() => expect(scope.getState(m.$message)).toEqual({ kind: 'info', text: says('checking and sending ...') }));
    release();
    await requesting;
    expect(scope.getState(m.$step)).toBe(2);
    expect(scope.getState(m.$token)).toBe('rst-1');
    expect(scope.getState(m.$message)).toEqual({ kind: 'success', text: says('code sent to your phone! expires in 2 mins') });
  });

  test('step 1: a phone that is not 10 digits is refused; a refused request shows the server message', async () => {
    const scope = fork();
    await allSettled(m.phoneChanged, { scope, params: '09110' });
    await allSettled(m.sendClicked, { scope });
    expect(scope.getState(m.$message)).toEqual({ kind: 'error', text: says('Please enter a valid 10-digit phone number!') });
    expect(api.requestPasswordReset).not.toHaveBeenCalled();
    api.requestPasswordReset.mockResolvedValueOnce(failWith(404, { message: 'no account with this phone number' }));
    await allSettled(m.phoneChanged, { scope, params: '0999999999' });
    await allSettled(m.sendClicked, { scope });
    expect(scope.getState(m.$message)).toEqual({ kind: 'error', text: says('no account with this phone number') });
    expect(scope.getState(m.$step)).toBe(1);
  });

  test('step 2: an incomplete code is refused; verifying says "verifing, please wait ..." then "you are verified!"', async () => {
    const scope = fork();
    await allSettled(m.phoneChanged, { scope, params: '0911000002' });
    await allSettled(m.sendClicked, { scope });
    await allSettled(m.codeChanged, { scope, params: 'qwe' });
    await allSettled(m.verifyClicked, { scope });
    expect(scope.getState(m.$message)).toEqual({ kind: 'error', text: says('Please enter the complete 6-digit code') });
    expect(api.validatePhoneCode).not.toHaveBeenCalled();
    await allSettled(m.codeChanged, { scope, params: 'qwe123' });
    const { open: release, opened } = gate();
    api.validatePhoneCode.mockImplementationOnce(() => opened.then(() => ({ message: 'ok' })));
    const verifying = allSettled(m.verifyClicked, { scope });
    await vi.waitFor(() => expect(scope.getState(m.$message)).toEqual({ kind: 'info', text: says('verifing, please wait ...') }));
    expect(scope.getState(m.$busy)).toBe(true);
    release();
    await verifying;
    expect(scope.getState(m.$step)).toBe(3);
    expect(scope.getState(m.$message)).toEqual({ kind: 'success', text: says('you are verified!') });
  });

  test('step 2: a wrong code shows the server message and stays; Back returns to step 1', async () => {
    const scope = fork();
    await allSettled(m.phoneChanged, { scope, params: '0911000002' });
    await allSettled(m.sendClicked, { scope });
    api.validatePhoneCode.mockResolvedValueOnce(failWith(400, { message: 'wrong code, please check the SMS and try again' }));
    await allSettled(m.codeChanged, { scope, params: 'ZZZZZZ' });
    await allSettled(m.verifyClicked, { scope });
    expect(scope.getState(m.$message)).toEqual({ kind: 'error', text: says('wrong code, please check the SMS and try again') });
    expect(scope.getState(m.$step)).toBe(2);
    await allSettled(m.backClicked, { scope });
    expect(scope.getState(m.$step)).toBe(1);
    expect(scope.getState(m.$code)).toBe('');
  });

  test('the code is checked with the reset’s verification id; verified → step 3', async () => {
    const { scope } = await atStep3();
    expect(api.validatePhoneCode).toHaveBeenCalledWith({ phone: '0911000002', code: 'QWE123', verificationId: 'vrf-2' });
    expect(scope.getState(m.$step)).toBe(3);
  });

  test('reset is enabled only when both passwords are equal and at least 6 characters', async () => {
    const { scope } = await atStep3();
    const set = async (a: string, b: string) => {
      await allSettled(m.newPasswordChanged, { scope, params: a });
      await allSettled(m.confirmPasswordChanged, { scope, params: b });
      return scope.getState(m.$canReset);
    };
    expect(await set('abcde', 'abcde')).toBe(false);
    expect(await set('abcdef', 'abcdeg')).toBe(false);
    expect(await set('abcdef', 'abcdef')).toBe(true);
  });

  test('"changing password ...", then back to /auth with "password successfully changed. please login again"', async () => {
    const { scope, navigate } = await atStep3();
    await allSettled(m.newPasswordChanged, { scope, params: 'Abcdef1!' });
    await allSettled(m.confirmPasswordChanged, { scope, params: 'Abcdef1!' });
    const { open: release, opened } = gate();
    api.resetPassword.mockImplementationOnce(() => opened.then(() => ({ data: { message: 'ok' } })));
    const resetting = allSettled(m.resetClicked, { scope });
    await vi.waitFor(() => expect(scope.getState(m.$message)).toEqual({ kind: 'info', text: says('changing password ...') }));
    release();
    await resetting;
    expect(api.resetPassword).toHaveBeenCalledWith({ phone: '0911000002', token: 'rst-1', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1!' });
    expect(navigate).toHaveBeenCalledWith({ to: '/auth', search: { notice: 'reset' } });
    expect(m.RESET_MESSAGES.changed()).toBe('password successfully changed. please login again');
  });

  test('no token: "invalid token please try again!" and nothing is sent', async () => {
    api.requestPasswordReset.mockResolvedValueOnce({ data: { token: '', verification_id: 'vrf-2' } });
    const { scope } = await atStep3();
    await allSettled(m.newPasswordChanged, { scope, params: 'abcdef' });
    await allSettled(m.confirmPasswordChanged, { scope, params: 'abcdef' });
    await allSettled(m.resetClicked, { scope });
    expect(scope.getState(m.$message)).toEqual({ kind: 'error', text: says('invalid token please try again!') });
    expect(api.resetPassword).not.toHaveBeenCalled();
  });

  test('phone, token and both passwords are required: "Please enter the new password twice." (model guard)', async () => {
    const { scope } = await atStep3();
    // the Reset button is disabled in this state (see above); the model refuses on its own too
    await allSettled(m.resetClicked, { scope });
    expect(scope.getState(m.$message)).toEqual({ kind: 'error', text: says('Please enter the new password twice.') });
    await allSettled(m.newPasswordChanged, { scope, params: 'abcdef' });
    await allSettled(m.resetClicked, { scope });
    expect(scope.getState(m.$message)).toEqual({ kind: 'error', text: says('Please enter the new password twice.') });
    expect(api.resetPassword).not.toHaveBeenCalled();
  });

  test('leaving the page clears the form for the next visit', async () => {
    const { scope } = await atStep3();
    await allSettled(m.resetLeft, { scope });
    expect(scope.getState(m.$step)).toBe(1);
    expect(scope.getState(m.$phone)).toBe('');
    expect(scope.getState(m.$token)).toBeNull();
    expect(scope.getState(m.$message)).toBeNull();
  });

  test('a refused reset shows the server message', async () => {
    const { scope } = await atStep3();
    api.resetPassword.mockResolvedValueOnce(failWith(400, { message: 'invalid reset token' }));
    await allSettled(m.newPasswordChanged, { scope, params: 'abcdef' });
    await allSettled(m.confirmPasswordChanged, { scope, params: 'abcdef' });
    await allSettled(m.resetClicked, { scope });
    expect(scope.getState(m.$message)).toEqual({ kind: 'error', text: says('invalid reset token') });
  });
});
