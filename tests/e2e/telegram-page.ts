import type { Browser, Page } from 'playwright-core';
import { MOBILE, newPlayerPage } from './game-flow';

/**
 * The fake Telegram native side of the Mini App browser tests: `window.TelegramWebviewProxy.postEvent`
 * records what the app posts (as Telegram's mobile clients receive it), events come in through
 * `window.Telegram.WebView.receiveEvent` (as Telegram's clients send them).
 */

/** One method the app posted to Telegram and its parameters. */
export type TelegramPost = [string, Record<string, unknown> | null];

/** A mobile page with the fake native side; the language choice made unless `language` is null. */
export async function telegramPage(browser: Browser, language: string | null = 'spec') {
  const player = await newPlayerPage(browser, MOBILE);
  await player.context.addInitScript((lang) => {
    if (lang) localStorage.setItem('cartela.language', lang);
    const w = window as unknown as { __tgPosts: unknown[]; TelegramWebviewProxy: unknown };
    w.__tgPosts = [];
    w.TelegramWebviewProxy = { postEvent: (method: string, data?: string) => w.__tgPosts.push([method, data ? JSON.parse(data) : null]) };
  }, language);
  const requests: string[] = [];
  player.page.on('request', (r) => requests.push(r.url()));
  return { ...player, requests };
}

/** Everything the page posted to Telegram so far, in order. */
export const posts = (page: Page) => page.evaluate(() => (window as unknown as { __tgPosts: TelegramPost[] }).__tgPosts);
/** The parameters of the last `method` posted, or undefined when it was never posted. */
export const lastPost = async (page: Page, method: string) => (await posts(page)).filter(([m]) => m === method).at(-1)?.[1];
/** Telegram sends `event` with `payload` to the page. */
export const receive = (page: Page, event: string, payload?: unknown) =>
  page.evaluate(([e, p]) => (window as unknown as { Telegram: { WebView: { receiveEvent(e: string, p?: unknown): void } } }).Telegram.WebView.receiveEvent(e as string, p), [event, payload] as const);
