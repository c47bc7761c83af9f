import { describe, expect, test } from 'vitest';
import { normalizeTelegramPhone, phoneOfContact } from './contact-phone';

const answer = (phone: unknown) =>
  new URLSearchParams({ contact: JSON.stringify({ user_id: 700000009, phone_number: phone, first_name: 'Abebe' }), auth_date: '1764158400', hash: 'abc' }).toString();

/** The shared contact's phone as signup's 10 digits (spec §5 Signup). */
describe('Telegram contact phone', () => {
  test.each([
    ['+251911000002', '0911000002'],
    ['251911000002', '0911000002'],
    ['0911000002', '0911000002'],
    ['911000002', '0911000002'],
    ['+251 91 100 0002', '0911000002'],
    ['+251-711-000-002', '0711000002'],
  ])('%s → %s', (raw, phone) => {
    expect(normalizeTelegramPhone(raw)).toBe(phone);
  });

  test.each(['+14155550100', '251111234567', '0111234567', '91100000', '2519110000021', 'tel:0911000002', ''])('%s is no Ethiopian mobile number → null', (raw) => {
    expect(normalizeTelegramPhone(raw)).toBeNull();
  });

  test('reads phone_number of the contact answer; a double-encoded answer too; anything else → null', () => {
    expect(phoneOfContact(answer('251922334455'))).toBe('0922334455');
    expect(phoneOfContact(JSON.stringify(answer('+251922334455')))).toBe('0922334455');
    expect(phoneOfContact(answer(922334455))).toBeNull();
    expect(phoneOfContact('contact=%7Bbroken&hash=x')).toBeNull();
    expect(phoneOfContact('')).toBeNull();
    expect(phoneOfContact(null)).toBeNull();
  });
});
