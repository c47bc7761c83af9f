import type { BrowserContext } from 'playwright-core';

const FLAG = 'cartela_e2e_offline';

declare global {
  interface Window {
    /** Set by the offline emulation's init script once it has patched `navigator.onLine`. */
    __cartelaOfflineEmulation?: true;
  }
}

/**
 * The network off and on for every page of `context`, as a phone reports it to a page.
 *
 * Why more than `context.setOffline`: with Debian's Chromium 150 driven by playwright-core 1.65,
 * emulated offline cuts every request, and a page that is already open sees `navigator.onLine`
 * false and an `offline` event; but a document loaded while offline (a reload, a navigation, a
 * new tab) reads `navigator.onLine === true` and never gets an event, unlike a real phone, whose
 * pages all read the device's state. So an init script makes `navigator.onLine` false in every
 * document while a cookie (set and removed here, readable with the network off) says the network
 * is off, and going back online sends the `online` event such a document would otherwise miss.
 * The app under test is unchanged: it still reads `navigator.onLine` and its events.
 */
export async function emulateNetwork(context: BrowserContext, baseUrl: string): Promise<(online: boolean) => Promise<void>> {
  await context.addInitScript((flag) => {
    const native = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')?.get;
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get(this: Navigator) {
        if (document.cookie.split('; ').includes(`${flag}=1`)) return false;
        return native ? (native.call(this) as boolean) : true;
      },
    });
    window.__cartelaOfflineEmulation = true;
  }, FLAG);
  return async (online) => {
    if (online) {
      await context.clearCookies({ name: FLAG });
      await context.setOffline(false);
      for (const page of context.pages()) await page.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => undefined);
    } else {
      await context.addCookies([{ name: FLAG, value: '1', url: baseUrl }]);
      await context.setOffline(true);
    }
  };
}
