import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { PhoneField, sanitizePhone } from './TextField';

/** Spec §5 "Phone fields accept digits only, maximum 10", with what autofill and people paste. */
describe('sanitizePhone', () => {
  test.each([
    '+251 91 100 0001',
    '251911000001',
    '+251911000001',
    '+251 (0)91 100 0001',
    '0911-000-001',
    '0911 000 001',
    '(0911) 000001',
    ' +251-911-000-001 ',
  ])('%j becomes 0911000001', (value) => {
    expect(sanitizePhone(value)).toBe('0911000001');
  });

  test('plain typing keeps digits only, at most 10', () => {
    expect(sanitizePhone('09a11-000 0019999')).toBe('0911000001');
    expect(sanitizePhone('0922-33x44556677')).toBe('0922334455');
  });

  test('typing 2, 5, 1 … key by key is not rewritten before the number is complete', () => {
    const typed = '2519110000';
    for (let i = 1; i <= typed.length; i++) expect(sanitizePhone(typed.slice(0, i))).toBe(typed.slice(0, i));
    // an eleventh digit is cut as before; only twelve digits at once (paste, autofill) mark the country code
    expect(sanitizePhone('25191100000')).toBe('2519110000');
  });

  test('a leading + with 251 is the country code from the first digits on', () => {
    expect(sanitizePhone('+251')).toBe('0');
    expect(sanitizePhone('+2519')).toBe('09');
    expect(sanitizePhone('+2')).toBe('2');
  });
});

function Controlled() {
  const [value, setValue] = useState('');
  return <PhoneField label="Phone number" value={value} onValueChange={setValue} />;
}

describe('PhoneField', () => {
  test('a pasted or autofilled international number arrives at once and shows as 0911000001', () => {
    render(<Controlled />);
    const input = screen.getByLabelText<HTMLInputElement>('Phone number');
    fireEvent.change(input, { target: { value: '+251 91 100 0001' } });
    expect(input.value).toBe('0911000001');
    expect(input.getAttribute('autocomplete')).toBe('tel');
  });
});
