import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { navigateFx } from '@/shared/routing';
import { mockCall } from '@tests/setup/http-server';
import { renderWithApp } from '@tests/setup/render-with-app';
import { ForgotPasswordForm } from './ForgotPasswordForm';

/** The calls of a reset: what the app sent, and the answers the tests give. */
const api = {} as Record<'requestPasswordReset' | 'validatePhoneCode', ReturnType<typeof mockCall>>;
beforeEach(() => {
  api.requestPasswordReset = mockCall('get', '/users/pwd_change_request').mockResolvedValue({ data: { token: 'rst-1', verification_id: 'vrf-2' } });
  api.validatePhoneCode = mockCall('post', '/users/validate_phone').mockResolvedValue({ message: 'phone verified' });
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function atStep3() {
  renderWithApp(<ForgotPasswordForm onLogin={vi.fn()} />, { handlers: [[navigateFx, vi.fn()]] });
  type('Phone number', '09-1100 0002');
  fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
  await screen.findByText('Step 2 of 3');
  expect(api.requestPasswordReset).toHaveBeenCalledWith({ phone: '0911000002' });
  fireEvent.change(screen.getByLabelText('Verification code character 1'), { target: { value: 'qwe123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
  await screen.findByText('Step 3 of 3');
}

/** Spec §2.5 and §5 Forgot password, as the player sees it. */
describe('forgot password form', () => {
  test('the strength meter: +30/+20/+20/+30; error below 40, warning below 70, otherwise success', async () => {
    await atStep3();
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    for (const [password, score, tone] of [
      ['abcde', 0, 'error'],
      ['abcdef', 30, 'error'],
      ['abcdeF', 50, 'warning'],
      ['abcde!', 60, 'warning'],
      ['abcdE1', 70, 'success'],
      ['Abcde1!', 100, 'success'],
    ] as const) {
      type('New password', password);
      expect([meter.getAttribute('aria-valuenow'), meter.getAttribute('data-tone')]).toEqual([String(score), tone]);
    }
  });

  test('Reset Password is enabled only when both passwords are equal and at least 6 characters', async () => {
    await atStep3();
    const reset = () => (screen.getByRole('button', { name: 'Reset Password' }) as HTMLButtonElement).disabled;
    expect(reset()).toBe(true);
    type('New password', 'abcde');
    type('Confirm new password', 'abcde');
    expect(reset()).toBe(true);
    type('New password', 'abcdef');
    expect(reset()).toBe(true);
    type('Confirm new password', 'abcdef');
    expect(reset()).toBe(false);
  });
});
