import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { navigateFx } from '@/shared/routing';
import { mockCall } from '@tests/setup/http-server';
import { renderWithApp } from '@tests/setup/render-with-app';
import { LoginPage, type LoginNotice } from './LoginPage';

const unverified = { token: 'mock.0911000003', user: { username: 'kebede', phone: '0911000003', verified: false }, credit_balance: { current_balance: 0, promo_balance: 0 } };
/** The calls of the login page: what the app sent, and the answers the tests give. */
const api = {} as Record<'login' | 'validatePhoneCode', ReturnType<typeof mockCall>>;
beforeEach(() => {
  localStorage.clear();
  api.login = mockCall('post', '/users/login/');
  api.validatePhoneCode = mockCall('post', '/users/validate_phone');
});

function renderLogin(notice?: LoginNotice) {
  const { scope, ...view } = renderWithApp(<LoginPage notice={notice} onSignUp={vi.fn()} onForgotPassword={vi.fn()} />, { handlers: [[navigateFx, vi.fn()]] });
  return { scope, view };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** `/auth` as a player sees it: spec §2.3, §5 Login, §5 Phone fields, §4 notices, §5 Inline verification view. */
describe('login page', () => {
  test('labelled phone and password fields; Login, Sign Up and Forgot Password buttons', () => {
    renderLogin();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeTruthy();
    expect(screen.getByLabelText('Password')).toHaveProperty('type', 'password');
    for (const name of ['Login', 'Sign Up', 'Forgot Password']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  test('the phone field keeps digits only, at most 10 (spec §5 Phone fields)', () => {
    renderLogin();
    type('Phone number', '+09a11-000 0019999');
    expect(screen.getByLabelText<HTMLInputElement>('Phone number').value).toBe('0911000001');
    expect(screen.getByLabelText('Phone number').getAttribute('inputmode')).toBe('numeric');
  });

  test.each(['+251 91 100 0001', '251911000001', '0911-000-001'])('pasting %j into the phone field logs in as 0911000001', async (pasted) => {
    renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Phone number'));
    await user.paste(pasted);
    expect(screen.getByLabelText<HTMLInputElement>('Phone number').value).toBe('0911000001');
    type('Password', 'cartela123');
    api.login.mockReturnValueOnce(new Promise(() => undefined));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(api.login).toHaveBeenCalledWith({ username: '0911000001', password: 'cartela123' });
  });

  test('an empty field: the alert "Please enter both phone number and password."', async () => {
    renderLogin();
    type('Phone number', '0911000001');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter both phone number and password.');
    expect(api.login).not.toHaveBeenCalled();
  });

  test('while logging in the button reads "Logging in..." and is disabled', async () => {
    api.login.mockReturnValueOnce(new Promise(() => undefined));
    renderLogin();
    type('Phone number', '0911000001');
    type('Password', 'cartela123');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
  });

  test.each([
    ['signup', 'signup succeded please sign in!'],
    ['reset', 'password successfully changed. please login again'],
  ] as const)('after %s the page says %j (spec §4)', (notice, text) => {
    renderLogin(notice);
    expect(screen.getByRole('status').textContent).toBe(text);
  });

  test('an unverified login shows the inline verification: send code, six boxes, Verify, Back to Login', async () => {
    api.login.mockResolvedValueOnce(unverified);
    renderLogin();
    type('Phone number', '0911000003');
    type('Password', 'cartela123');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const view = (await screen.findByRole('heading', { name: 'Verify your phone' })).closest('section')!;
    const boxes = within(view).getAllByRole('textbox');
    expect(boxes.map((b) => b.getAttribute('aria-label'))).toEqual([1, 2, 3, 4, 5, 6].map((i) => `Verification code character ${i}`));
    for (const name of ['Send code', 'Verify', 'Back to Login']) expect(within(view).getByRole('button', { name })).toBeTruthy();

    fireEvent.click(within(view).getByRole('button', { name: 'Verify' }));
    expect((await within(view).findByRole('alert')).textContent).toBe('Please send the code first.');
    expect(api.validatePhoneCode).not.toHaveBeenCalled();

    fireEvent.click(within(view).getByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Verify your phone' })).toBeNull();
  });

  test('pasting a whole code fills all six boxes (uppercased); typing moves on; Backspace on an empty box moves back', async () => {
    api.login.mockResolvedValueOnce(unverified);
    renderLogin();
    type('Phone number', '0911000003');
    type('Password', 'cartela123');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Verify your phone' });
    const box = (i: number) => screen.getByLabelText<HTMLInputElement>(`Verification code character ${i}`);

    fireEvent.paste(box(1), { clipboardData: { getData: () => 'ab-12cd' } });
    expect([1, 2, 3, 4, 5, 6].map((i) => box(i).value).join('')).toBe('AB12CD');

    for (let i = 6; i >= 1; i--) fireEvent.change(box(i), { target: { value: '' } });
    fireEvent.change(box(1), { target: { value: 'x' } });
    expect(box(1).value).toBe('X');
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: '7' } });
    expect(document.activeElement).toBe(box(3));
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(2));
    expect(box(2).value).toBe('');
    expect(box(1).value).toBe('X');
  });
});
