import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { LOGIN_MARKUP_CHOOSER } from './prerender-login';

/**
 * The inline chooser of the built index.html (scripts/vite/prerender-login.ts), run in a document
 * shaped like the build's: which language's login markup it shows, and when it shows none.
 */
function document_(): void {
  document.head.innerHTML = '<template id="first-load-scripts"><link rel="modulepreload" href="/assets/app-1.js"></template>';
  document.body.innerHTML =
    '<div id="root"></div>' +
    ['spec', 'am', 'en'].map((l) => `<template id="login-${l}"><main><form><input name="phone"></form><h1>${l}</h1></main></template>`).join('');
}

function run(path: string): { shown: string | null; preloads: number; inert: boolean } {
  window.history.replaceState(null, '', path);
  // the chooser is a script of its own in the page; here it runs as one too
  new Function(LOGIN_MARKUP_CHOOSER)();
  const root = document.getElementById('root')!;
  return {
    shown: root.querySelector('h1')?.textContent ?? null,
    preloads: document.head.querySelectorAll('link[rel="modulepreload"]').length,
    inert: root.hasAttribute('aria-disabled'),
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document_();
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the login markup chooser', () => {
  test('/auth without a session: the default language, marked for hydration, inert; the app scripts only after the first paint', async () => {
    expect(run('/auth')).toEqual({ shown: 'spec', preloads: 0, inert: true });
    expect(document.getElementById('root')!.dataset.prerendered).toBe('spec');
    expect(document.documentElement.lang).toBe('en');
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    expect(document.head.querySelectorAll('link[rel="modulepreload"]').length).toBe(1);
  });

  test("the device's language: Amharic markup and <html lang=am>; an unknown choice gives the default", () => {
    localStorage.setItem('cartela.language', 'am');
    expect(run('/auth/').shown).toBe('am');
    expect(document.documentElement.lang).toBe('am');
    document_();
    localStorage.setItem('cartela.language', 'fr');
    expect(run('/auth').shown).toBe('spec');
  });

  test('a stored token: no login markup (the app goes on to the game pages), the app scripts at once', () => {
    localStorage.setItem('token', 'abc');
    expect(run('/auth')).toEqual({ shown: null, preloads: 1, inert: false });
  });

  test('a Telegram launch, in the hash or kept from before a reload: no login markup', () => {
    expect(run('/auth#tgWebAppData=user%3D1&tgWebAppVersion=8.0').shown).toBeNull();
    document_();
    sessionStorage.setItem('cartela.telegram.launch', 'tgWebAppData=user%3D1');
    expect(run('/auth').shown).toBeNull();
  });

  test('another path, or a notice above the form: no login markup', () => {
    expect(run('/gameType').shown).toBeNull();
    document_();
    expect(run('/auth?notice=signup').shown).toBeNull();
    document_();
    expect(run('/auth?redirect=%2Fstake').shown).toBe('spec');
  });
});
