import { cleanup, fireEvent, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { navigateFx } from '@/shared/routing';
import { mockCall } from '@tests/setup/http-server';
import { renderWithApp } from '@tests/setup/render-with-app';
import { requestTelegramContactFx, signupOpened } from '../model/signup';
import { SignupForm } from './SignupForm';

/** The calls of signup: what the app sent, and the answers the tests give. */
const api = {} as Record<'sendPhoneCode' | 'validatePhoneCode', ReturnType<typeof mockCall>>;
beforeEach(() => {
  api.sendPhoneCode = mockCall('get', '/users/verify_phone');
  api.validatePhoneCode = mockCall('post', '/users/validate_phone').mockResolvedValue({ message: 'phone verified' });
});

async function renderSignup(ref?: string) {
  const scope = fork({ handlers: [[navigateFx, vi.fn()]] });
  await allSettled(signupOpened, { scope, params: { ref } });
  renderWithApp(<SignupForm onLogin={vi.fn()} />, { scope });
  return scope;
}

/** Spec §2.4 Signup as the player sees it: the three steps' controls, busy states, the ?ref= prefill. */
describe('signup form', () => {
  test('step 1: Send OTP is disabled and "please wait ..." shows while the code is on its way', async () => {
    let release!: (id: string) => void;
    api.sendPhoneCode.mockReturnValueOnce(new Promise((resolve) => (release = resolve)));
    await renderSignup();
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '0922 334 455' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect((await screen.findByRole('status')).textContent).toBe('please wait ...');
    expect((screen.getByRole('button', { name: 'Send OTP' }) as HTMLButtonElement).disabled).toBe(true);
    release('vrf-1');
    expect(await screen.findByText('Step 2 of 3')).toBeTruthy();
    expect(api.sendPhoneCode).toHaveBeenCalledWith({ phone: '0922334455' });
  });

  test('steps 2 and 3: six boxes, Verify OTP, Resend Code, Back; then the account fields with the referral from ?ref=', async () => {
    api.sendPhoneCode.mockResolvedValue('vrf-1');
    await renderSignup('Y3RsOjEwMDAwMDExOTA6cmVm');
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '0922334455' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByText('Step 2 of 3');
    expect(screen.getAllByLabelText(/^Verification code character \d$/)).toHaveLength(6);
    for (const name of ['Verify OTP', 'Resend Code', 'Back']) expect(screen.getByRole('button', { name })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Verification code character 1'), { target: { value: 'ab12cd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByText('Step 3 of 3');
    expect(screen.getByRole('status').textContent).toBe('you are verified!');
    for (const label of ['Username', 'Password', 'Re-enter password']) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Referral code (optional)').value).toBe('0911000001');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
    // responsible play: the 21-or-older box, unticked, required; refused unticked, it is marked invalid
    const age = screen.getByRole<HTMLInputElement>('checkbox', { name: 'I confirm that I am 21 years of age or older' });
    expect(age.checked).toBe(false);
    expect(age.required).toBe(true);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'selam' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pw123456' } });
    fireEvent.change(screen.getByLabelText('Re-enter password'), { target: { value: 'pw123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please confirm that you are 21 years of age or older to create an account.');
    expect(age.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(age);
    expect(age.checked).toBe(true);
  });

  test('step 3: an inviter number pasted in international form becomes the 10-digit referral (spec §5 Phone fields)', async () => {
    api.sendPhoneCode.mockResolvedValue('vrf-1');
    await renderSignup();
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '+251 92 233 4455' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByText('Step 2 of 3');
    expect(api.sendPhoneCode).toHaveBeenCalledWith({ phone: '0922334455' });
    fireEvent.change(screen.getByLabelText('Verification code character 1'), { target: { value: 'ab12cd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByText('Step 3 of 3');
    const referral = screen.getByLabelText<HTMLInputElement>('Referral code (optional)');
    fireEvent.change(referral, { target: { value: '+251 91 100 0001' } });
    expect(referral.value).toBe('0911000001');
    expect(referral.getAttribute('autocomplete')).toBe('off');
    // an inviter's short code keeps its letters
    fireEvent.change(referral, { target: { value: '0xsn-kn60' } });
    expect(referral.value).toBe('0XSN-KN60');
  });

  test('"Use my Telegram number" only where Telegram\'s native side is there; "Waiting for Telegram…" and disabled while it asks, then the shared phone', async () => {
    const launch = new URLSearchParams({ tgWebAppData: 'auth_date=1&user=%7B%22id%22%3A7%7D&hash=00', tgWebAppVersion: '8.0' }).toString();
    window.location.hash = launch;
    try {
      // a plain tab with launch data in its address is a plain tab
      await renderSignup();
      expect(screen.queryByRole('button', { name: 'Use my Telegram number' })).toBeNull();
      cleanup();

      (window as unknown as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy = { postEvent: () => undefined };
      let share!: (answer: { status: 'sent'; contact: string }) => void;
      const scope = fork({ handlers: [[navigateFx, vi.fn()], [requestTelegramContactFx, () => new Promise((resolve) => (share = resolve))]] });
      await allSettled(signupOpened, { scope, params: {} });
      renderWithApp(<SignupForm onLogin={vi.fn()} />, { scope });
      fireEvent.click(screen.getByRole('button', { name: 'Use my Telegram number' }));
      expect(((await screen.findByRole('button', { name: 'Waiting for Telegram…' })) as HTMLButtonElement).disabled).toBe(true);
      share({ status: 'sent', contact: new URLSearchParams({ contact: JSON.stringify({ user_id: 7, phone_number: '251922334455' }), auth_date: '1', hash: '00' }).toString() });
      expect(await screen.findByRole('button', { name: 'Use my Telegram number' })).toBeTruthy();
      expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('0922334455');
    } finally {
      delete (window as unknown as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
      window.location.hash = '';
      sessionStorage.clear();
    }
  });
});
