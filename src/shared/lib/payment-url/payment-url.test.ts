import { describe, expect, test } from 'vitest';
import { isTrustedPaymentUrl, paymentHostOrigin, splitPaymentHosts } from './index';

/** Spec §2.13: the deposit answer's url is followed only when it is a payment host we listed. */
describe('isTrustedPaymentUrl', () => {
  const hosts = ['pay.example', 'checkout.example:8443', 'http://127.0.0.1:8787'];

  test('https on a listed host is followed, with any path and query', () => {
    expect(isTrustedPaymentUrl('https://pay.example/checkout?ref=dep-1&amount=150.00', hosts)).toBe(true);
    expect(isTrustedPaymentUrl('https://PAY.example/', hosts)).toBe(true);
    // the default port is the listed host itself
    expect(isTrustedPaymentUrl('https://pay.example:443/x', hosts)).toBe(true);
  });

  test('script and data URLs are never followed', () => {
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(document.cookie)', ' javascript:alert(1)', '\tjava\nscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'blob:https://pay.example/1b2c', 'file:///etc/passwd']) {
      expect(isTrustedPaymentUrl(url, hosts), url).toBe(false);
      expect(isTrustedPaymentUrl(url, hosts, 'https://app.example'), url).toBe(false);
    }
  });

  test('a foreign host, a look-alike or a listed host as a subdomain/userinfo of another is refused', () => {
    for (const url of [
      'https://evil.example/pay',
      'https://pay.example.evil.example/',
      'https://evilpay.example/',
      'https://sub.pay.example/',
      'https://pay.example@evil.example/',
      'https://user:pw@pay.example/',
      'https://pay.example./',
      'https://xn--py-8ka.example/',
      'https:\\\\evil.example\\pay',
    ]) {
      expect(isTrustedPaymentUrl(url, hosts), url).toBe(false);
    }
  });

  test('plain http on a listed https host is refused; an http:// entry allows it for that host and port only', () => {
    expect(isTrustedPaymentUrl('http://pay.example/checkout', hosts)).toBe(false);
    expect(isTrustedPaymentUrl('http://127.0.0.1:8787/mockCheckout?reference=dep-1', hosts)).toBe(true);
    expect(isTrustedPaymentUrl('http://127.0.0.1:8788/mockCheckout', hosts)).toBe(false);
    expect(isTrustedPaymentUrl('http://127.0.0.1/mockCheckout', hosts)).toBe(false);
    expect(isTrustedPaymentUrl('https://127.0.0.1:8787/mockCheckout', hosts)).toBe(false);
  });

  test('a host:port entry allows that port only', () => {
    expect(isTrustedPaymentUrl('https://checkout.example:8443/pay', hosts)).toBe(true);
    expect(isTrustedPaymentUrl('https://checkout.example/pay', hosts)).toBe(false);
    expect(isTrustedPaymentUrl('https://checkout.example:9443/pay', hosts)).toBe(false);
    expect(isTrustedPaymentUrl('https://pay.example:8443/pay', hosts)).toBe(false);
  });

  test('malformed, relative or missing urls are refused without throwing', () => {
    for (const url of ['', 'not a url', '//pay.example/checkout', '/mockCheckout?reference=1', 'https://', 'http://[::1', 'https://pay.example:99999/', null, undefined, 42, { href: 'https://pay.example/' }]) {
      expect(isTrustedPaymentUrl(url, hosts), String(url)).toBe(false);
    }
  });

  test('an empty allow-list trusts nothing; the page origin (mock mode) is trusted on its own', () => {
    expect(isTrustedPaymentUrl('https://pay.example/', [])).toBe(false);
    expect(isTrustedPaymentUrl('http://127.0.0.1:5173/mockCheckout?reference=dep-1', [], 'http://127.0.0.1:5173')).toBe(true);
    expect(isTrustedPaymentUrl('http://127.0.0.1:5174/mockCheckout', [], 'http://127.0.0.1:5173')).toBe(false);
    // an opaque page origin never matches (data: URLs have the origin "null")
    expect(isTrustedPaymentUrl('data:text/html,x', [], 'null')).toBe(false);
  });
});

describe('VITE_PAYMENT_HOSTS entries', () => {
  test('bare hosts mean https; scheme-qualified entries keep their scheme; the rest is dropped', () => {
    expect(paymentHostOrigin('pay.example')).toBe('https://pay.example');
    expect(paymentHostOrigin(' Pay.Example:8443 ')).toBe('https://pay.example:8443');
    expect(paymentHostOrigin('https://pay.example/')).toBe('https://pay.example');
    expect(paymentHostOrigin('http://127.0.0.1:8787')).toBe('http://127.0.0.1:8787');
    for (const bad of ['', 'ftp://pay.example', 'javascript:alert(1)', 'pay.example/checkout', 'https://pay.example/checkout', 'user@pay.example', 'pay.example?x=1', 'http://']) {
      expect(paymentHostOrigin(bad), bad).toBeNull();
    }
  });

  test('the list is split on commas and spaces', () => {
    expect(splitPaymentHosts(' pay.example, checkout.example:8443 ,,http://127.0.0.1:8787 ')).toEqual(['pay.example', 'checkout.example:8443', 'http://127.0.0.1:8787']);
    expect(splitPaymentHosts(undefined)).toEqual([]);
    expect(splitPaymentHosts('')).toEqual([]);
  });
});
