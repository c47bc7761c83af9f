import { addBreadcrumb, close, createTransport, flush } from '@sentry/react';
import { afterAll, describe, expect, test } from 'vitest';
import { encodeReferral } from '@/shared/lib/referral';
import { scrubText } from './scrub';
import { startSentry } from './sentry-client';

const TOKEN = 'opaque-session-7f3k9q2m';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIwOTExMDAwMDAxIn0.c2lnbmF0dXJl';
const PHONES = ['0911000001', '+251911000002', '251911000003', '+251 91 100 0004', '0711000005'];
const REFERRAL = encodeReferral('0911000001');
const QUERY = 'reference=dep-5521&amount=150';

describe('scrubText', () => {
  test.each(PHONES)('a phone %j becomes [phone]', (phone) => {
    expect(scrubText(`transfer to ${phone} failed`)).toBe('transfer to [phone] failed');
  });

  test('tokens (bearer, JWT, the device token, token=…), referral codes and query strings go; the rest stays', () => {
    const text = `GET /wallet?${QUERY} with Bearer abc.def and ${JWT}; token=${TOKEN}x; code ${REFERRAL}; saw ${TOKEN} at board 17, stake 10, game g10-1`;
    const out = scrubText(text, [TOKEN]);
    for (const secret of [QUERY, 'abc.def', JWT, TOKEN, REFERRAL]) expect(out).not.toContain(secret);
    expect(out).toContain('GET /wallet?[query]');
    expect(out).toContain('board 17, stake 10, game g10-1');
  });
});

describe('a report sent through Sentry carries no phone, token, referral code or query string', () => {
  // what the SDK would send, recorded by a transport instead of the network
  const sent: string[] = [];
  const transport = (options: Parameters<typeof createTransport>[0]) =>
    createTransport(options, async (request) => {
      sent.push(typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body));
      return { statusCode: 200 };
    });
  afterAll(() => close());

  test('message, extra, tags, breadcrumbs and the page URL are scrubbed by beforeSend / beforeBreadcrumb', async () => {
    localStorage.setItem('token', TOKEN);
    window.history.replaceState(null, '', `/signup?ref=${REFERRAL}&phone=0911000001`);
    const sink = startSentry('https://public@sentry.example/1', { transport: transport as never, tokenStorageKey: 'token' });
    addBreadcrumb({ category: 'navigation', data: { from: `/auth?redirect=%2Fwallet%3Fphone%3D0911000001`, to: `/mockCheckout?${QUERY}` } });
    addBreadcrumb({ category: 'fetch', message: `POST https://provider.example/api/transactions/balance/${PHONES[1]}`, data: { url: `https://provider.example/api/users/verify_phone?phone=${PHONES[2]}`, method: 'GET' } });
    addBreadcrumb({ category: 'console', message: `Authorization: Bearer ${TOKEN} for ${PHONES[3]}` });
    sink.capture(new Error(`login of ${PHONES[0]} failed with token ${JWT}, invite ${REFERRAL}, back to /stake?${QUERY}`), {
      kind: 'money-not-confirmed',
      phone: PHONES[4],
      receiver: '0911000009',
      note: `sent by ${PHONES[0]} via /transfer?${QUERY}`,
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    await flush(2000);
    expect(sent.length).toBeGreaterThan(0);
    const wire = sent.join('\n');
    // the report itself went out, with what helps: the kind and the shape of the failure
    expect(wire).toContain('money-not-confirmed');
    expect(wire).toContain('failed with token');
    // nor does Sentry infer the player's IP address from the request
    expect(wire).toContain('"infer_ip":"never"');
    for (const secret of [TOKEN, JWT, REFERRAL, QUERY, 'reference=', 'phone=', '0911000009', ...PHONES, '911000001', '911000002', '911000003', '91 100 0004']) {
      expect(wire, secret).not.toContain(secret);
    }
  });
});
