import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './axe';
import { launchChromium, takeCspViolations } from './browser';
import { shellReplaced, pageErrors } from './game-flow';

// README "Deploying": the production builds run every test under their CSP without a violation
afterEach(() => {
  expect(takeCspViolations()).toEqual([]);
});

/** Browser tests of accounts (spec §2.3–§2.6): production build, mock mode; codes come from the dev SMS panel. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const smsCode = async (page: Page) => {
  const code = page.getByTestId('mock-sms-code');
  await code.waitFor();
  return code.innerText();
};

async function newPage(): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  const errors = pageErrors(page);
  return { page, errors, close: () => context.close() };
}

async function loginWith(page: Page, phone: string, password: string) {
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('accounts (mock mode)', () => {
  test('signup in three steps with ?ref= prefill lands on /auth; the new account logs in', async () => {
    const { page, errors, close } = await newPage();
    // the inviter 0911000001's referral code (spec §9: reversed, wrapped, encoded)
    await page.goto(inject('mockUrl') + '/signup?ref=Y3RsOjEwMDAwMDExOTA6cmVm');
    await page.getByText('Step 1 of 3').waitFor();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Please enter a valid 10-digit phone number!');
    // one shared phone input: digits only, at most 10
    await page.getByLabel('Phone number').fill('0922-33x44556677');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('0922334455');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('Step 2 of 3').waitFor();
    expect(await page.getByRole('main').getByRole('status').last().innerText()).toBe('code sent to your phone! expires in 2 mins');
    const code = await smsCode(page);
    expect(code).toMatch(/^[A-Z0-9]{6}$/);

    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Please enter the complete 6-digit code');
    // a wrong code fails with the server's message
    await page.getByLabel('Verification code character 1').fill(code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('wrong code, please check the SMS and try again');
    // Back steps back one step; Send OTP again moves forward
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByText('Step 1 of 3').waitFor();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('Step 2 of 3').waitFor();
    await expect.poll(() => smsCode(page)).not.toBe(code);
    const code2 = await smsCode(page);
    // pasting the whole code (lowercase) fills all six boxes
    await page.getByLabel('Verification code character 1').focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text', text);
      document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, code2.toLowerCase());
    for (let i = 0; i < 6; i++) expect(await page.getByLabel(`Verification code character ${i + 1}`).inputValue()).toBe(code2[i]);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByText('Step 3 of 3').waitFor();
    expect(await page.getByRole('main').getByRole('status').last().innerText()).toBe('you are verified!');

    // the referral code from ?ref= is decoded to the inviter's phone (agentId)
    expect(await page.getByLabel('Referral code (optional)').inputValue()).toBe('0911000001');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Invalid username!');
    await page.getByLabel('Username').fill('selam');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Invalid password!');
    await page.getByLabel('Password', { exact: true }).fill('selam123');
    await page.getByLabel('Re-enter password').fill('selam124');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Password Mismatch!');
    await page.getByLabel('Re-enter password').fill('selam123');
    await page.getByLabel('Referral code (optional)').fill('09110');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Invalid referral number!');
    await page.getByLabel('Referral code (optional)').fill('0911000001');
    // responsible play: the 21-or-older box is required; nothing is sent without it
    const age = page.getByRole('checkbox', { name: 'I confirm that I am 21 years of age or older' });
    expect(await age.isChecked()).toBe(false);
    const creates: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/users/create/')) creates.push(r.postData() ?? '');
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Please confirm that you are 21 years of age or older to create an account.');
    expect(await age.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page, 'signup step 3, refused')).toEqual([]);
    expect(creates).toEqual([]);
    await age.check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/auth?notice=signup');
    expect(JSON.parse(creates[0]!)).toMatchObject({ phone: '0922334455', age_confirmed: true });
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cartela.ageConfirmed')!).phone)).toBe('0922334455');
    await page.getByRole('heading', { name: 'Cartela Bingo' }).waitFor();
    expect(await page.getByRole('main').getByRole('status').first().innerText()).toBe('signup succeded please sign in!');
    const agent = await page.evaluate(() => JSON.parse(localStorage.getItem('cartela.mock.world')!).accounts['0922334455'].agentId);
    expect(agent).toBe('0911000001');

    await loginWith(page, '0922334455', 'selam123');
    await page.waitForURL('**/gameType');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^mock\.0922334455\./);

    // on a phone, Logout is in the drawer (spec §2.2)
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('cartela.ageConfirmed'))).toBeNull();

    // signing up the same phone again fails with the server's `error` field (spec §7)
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Step 1 of 3').waitFor();
    await page.getByLabel('Phone number').fill('0922334455');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('Step 2 of 3').waitFor();
    await page.getByLabel('Verification code character 1').fill(await smsCode(page));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByText('Step 3 of 3').waitFor();
    await page.getByLabel('Username').fill('selam2');
    await page.getByLabel('Password', { exact: true }).fill('selam123');
    await page.getByLabel('Re-enter password').fill('selam123');
    await page.getByRole('checkbox', { name: 'I confirm that I am 21 years of age or older' }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('phone number already registered');
    expect(page.url()).toContain('/signup');
    expect(errors).toEqual([]);
    await close();
  });

  test('an unverified account verifies inline and gets in', async () => {
    const { page, errors, close } = await newPage();
    await page.goto(inject('mockUrl') + '/auth');
    await loginWith(page, '0911000003', 'cartela123');
    await page.getByRole('heading', { name: 'Verify your phone' }).waitFor();
    // not verified: no token is stored (spec §3)
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Please send the code first.');
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await smsCode(page);
    expect(await page.getByRole('main').getByRole('status').last().innerText()).toBe('code sent to your phone! expires in 2 mins');
    // typing moves focus forward; Backspace on an empty box moves back
    await page.getByLabel('Verification code character 1').focus();
    await page.keyboard.type(code.slice(0, 4));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Verification code character 5');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Please enter the complete code.');
    await page.getByLabel('Verification code character 5').focus();
    await page.keyboard.press('Backspace');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Verification code character 4');
    expect(await page.getByLabel('Verification code character 4').inputValue()).toBe('');
    await page.keyboard.type(code.slice(3));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/gameType');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^mock\.0911000003\./);
    expect(errors).toEqual([]);
    await close();
  });

  test('forgot password end to end, then log in with the new password', async () => {
    const { page, errors, close } = await newPage();
    await page.goto(inject('mockUrl') + '/auth');
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await page.waitForURL('**/forgotPassword');
    // the route's chunk loads lazily: wait for its page, not only its URL
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Phone number').fill('0911000002');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByText('Step 2 of 3').waitFor();
    const code = await smsCode(page);
    await page.getByLabel('Verification code character 1').fill(code);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await page.getByText('Step 3 of 3').waitFor();
    expect(await page.getByRole('main').getByRole('status').last().innerText()).toBe('you are verified!');

    const meter = page.getByRole('meter', { name: 'Password strength' });
    const reset = page.getByRole('button', { name: 'Reset Password' });
    await page.getByLabel('New password', { exact: true }).fill('abcde');
    expect(await meter.getAttribute('aria-valuenow')).toBe('0');
    expect(await meter.getAttribute('data-tone')).toBe('error');
    await page.getByLabel('Confirm new password').fill('abcde');
    expect(await reset.isDisabled()).toBe(true); // shorter than 6
    await page.getByLabel('New password', { exact: true }).fill('Abcdef1');
    expect(await meter.getAttribute('aria-valuenow')).toBe('70');
    expect(await meter.getAttribute('data-tone')).toBe('success');
    expect(await reset.isDisabled()).toBe(true); // not equal
    await page.getByLabel('Confirm new password').fill('Abcdef1');
    expect(await reset.isEnabled()).toBe(true);
    await reset.click();
    await page.waitForURL('**/auth?notice=reset');
    await page.getByRole('heading', { name: 'Cartela Bingo' }).waitFor();
    expect(await page.getByRole('main').getByRole('status').first().innerText()).toBe('password successfully changed. please login again');

    await loginWith(page, '0911000002', 'cartela123');
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('invalid phone number or password');
    await loginWith(page, '0911000002', 'Abcdef1');
    await page.waitForURL('**/gameType');
    expect(errors).toEqual([]);
    await close();
  });

  test('/stake logged out → /auth → login → back on /stake; a 401 lands on /auth with the token gone', async () => {
    const { page, close } = await newPage();
    await page.goto(inject('mockUrl') + '/stake');
    await page.waitForURL('**/auth?redirect=%2Fstake');
    await loginWith(page, '0911000001', 'cartela123');
    await page.waitForURL('**/stake');
    // the profile: username editable, phone disabled, saving honestly unavailable
    await page.goto(inject('mockUrl') + '/profile');
    // a fresh load first paints index.html's shell of this page (inputs empty, inert) until the app replaces it
    await shellReplaced(page);
    await page.getByRole('tab', { name: 'Personal Info' }).waitFor();
    expect(await page.getByLabel('Username').inputValue()).toBe('abebe');
    expect(await page.getByLabel('Phone number').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('Current password').waitFor();

    // the server forgets the session: the next call answers 401
    await page.evaluate(() => {
      const world = JSON.parse(localStorage.getItem('cartela.mock.world')!);
      world.tokens = {};
      localStorage.setItem('cartela.mock.world', JSON.stringify(world));
    });
    await page.goto(inject('mockUrl') + '/gameType');
    await page.waitForURL('**/auth?redirect=%2FgameType');
    // the 401 rule redirects by a full page load: read storage once that page has settled
    const token = () => page.evaluate(() => localStorage.getItem('token')).catch(() => 'navigating');
    await expect.poll(token).toBeNull();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await close();
  });

  test('the dev SMS panel ships only in the mock build, never in a build for a real server', () => {
    const shipped = (dir: string) =>
      readdirSync(join(dir, 'assets'))
        .filter((f) => f.endsWith('.js'))
        .some((f) => /mock-sms-code|DEV · mock SMS/.test(readFileSync(join(dir, 'assets', f), 'utf8')));
    // global-setup builds both: dist-e2e-mock (VITE_API_MOCKING=true), dist-e2e-net (a real provider URL)
    expect(shipped('dist-e2e-mock')).toBe(true);
    expect(shipped('dist-e2e-net')).toBe(false);
  });
});
