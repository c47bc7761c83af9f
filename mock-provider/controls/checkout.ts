import { http, HttpResponse, type HttpHandler } from 'msw';
import { settleDeposit } from '../http/wallet';
import type { World } from '../world/world';

/**
 * The mock payment provider's checkout page: the automatic deposit answer points here
 * (`/mockCheckout?reference&amount&return`). A developer presses Pay or Fail; the page tells the mock
 * provider (`POST {api}/__mock/checkout`) and goes back to `{return}/payment_success` or
 * `/payment_failure` (spec §2.1). Plain DOM so it never enters a build for a real server: the browser
 * mock renders it in place of the app; `npm run provider` serves it as HTML.
 */
export function wireCheckout(root: HTMLElement, apiBase: string): void {
  const q = new URLSearchParams(window.location.search);
  const reference = q.get('reference') ?? '';
  const amount = q.get('amount') ?? '0.00';
  const back = q.get('return') ?? window.location.origin;
  root.innerHTML = '';
  root.style.cssText = 'font:16px/1.4 system-ui,sans-serif;max-width:420px;margin:40px auto;padding:16px;border:2px dashed #a16207;border-radius:12px;background:#fffbeb;color:#111827';
  const h = document.createElement('h1');
  h.textContent = 'Mock payment provider';
  const p = document.createElement('p');
  p.textContent = `DEV only. Deposit ${reference}: ${amount} ETB`;
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  const button = (label: string, outcome: 'paid' | 'failed') => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.style.cssText = 'min-height:44px;padding:0 16px;margin:4px;font:inherit;cursor:pointer';
    b.onclick = async () => {
      for (const x of root.querySelectorAll('button')) x.disabled = true;
      status.textContent = 'Processing...';
      const answer = await fetch(`${apiBase}/__mock/checkout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ reference, outcome }),
      }).catch(() => null);
      const ok = outcome === 'paid' && answer?.ok;
      window.location.assign(`${back}/${ok ? 'payment_success' : 'payment_failure'}?reference=${encodeURIComponent(reference)}`);
    };
    return b;
  };
  root.append(h, p, button(`Pay ${amount} ETB`, 'paid'), button('Fail payment', 'failed'), status);
}

/** The same page as a standalone HTML document (for `npm run provider`). */
export function checkoutHtml(apiBase: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Mock checkout</title></head><body><main id="root"></main><script>(${wireCheckout.toString()})(document.getElementById('root'), ${JSON.stringify(apiBase)});</script></body></html>`;
}

/**
 * `POST {api}/__mock/checkout {reference, outcome: 'paid' | 'failed'}`: the checkout page's answer
 * (not part of the contract: it stands in for the payment provider). 200 `{ok: true}` when the
 * pending deposit was settled, 400 `{message}` for an unknown or settled one.
 */
export function createCheckoutHandlers(world: World): HttpHandler[] {
  return [
    http.post('*/api/__mock/checkout', async ({ request }) => {
      const b = ((await request.json().catch(() => null)) ?? {}) as Record<string, unknown>;
      const ok = typeof b.reference === 'string' && (b.outcome === 'paid' || b.outcome === 'failed') && settleDeposit(world, b.reference, b.outcome);
      return ok ? HttpResponse.json({ ok: true }) : HttpResponse.json({ message: 'unknown or settled payment' }, { status: 400 });
    }),
  ];
}
