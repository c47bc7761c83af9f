import { invokeCustomMethod, on, postEvent, request, supports, type EventName, type EventPayload, type MethodName } from '@telegram-apps/bridge';

/**
 * The native side of the Telegram Mini App through @telegram-apps/bridge: methods posted to
 * Telegram (`web_app_*`, https://core.telegram.org/api/web-events) and events from it
 * (`theme_changed`, `back_button_pressed`, …). Loaded only inside Telegram (./launch.ts).
 */

/**
 * Posts a method to Telegram. Outside a Telegram client (the dev link in a plain browser) there is
 * no native side: the call does nothing.
 */
export function postToTelegram(method: MethodName, params?: Record<string, unknown>): void {
  try {
    (postEvent as (m: MethodName, p?: Record<string, unknown>) => void)(method, params);
  } catch {
    // no Telegram client around the page: nothing to post to
  }
}

/** Whether the Telegram of `version` (`tgWebAppVersion`, e.g. `7.7`) knows `method` (e.g. `web_app_setup_swipe_behavior` from 7.7). */
export const telegramSupports = (method: string, version: string): boolean => (supports as (m: string, v: string) => boolean)(method, version);

/** Listens to a Telegram event; returns the function that stops listening. */
export function onTelegram<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void {
  return (on as unknown as (e: E, l: (p: EventPayload<E>) => void) => () => void)(event, listener);
}

/** What came of asking Telegram for the player's phone: the raw contact answer, declined, or not possible in this Telegram. */
export type TelegramContactAnswer = { status: 'sent'; contact: string } | { status: 'cancelled' } | { status: 'unsupported' };

/** How long the player may take in Telegram's "share your phone number?" dialog. */
const PHONE_DECISION_MS = 120_000;
/** How long to wait for the shared contact to reach the bot after "sent" (Telegram's own client waits likewise). */
const CONTACT_WAIT_MS = 5_000;

/**
 * Asks Telegram for the player's phone as Telegram documents it
 * (https://docs.telegram-mini-apps.com/platform/methods#web-app-request-phone): `web_app_request_phone`
 * → `phone_requested` `{status}`; on "sent", the custom method `getRequestedContact`
 * (`web_app_invoke_custom_method` → `custom_method_invoked`), asked again with a growing pause
 * until the contact is there (it reaches the bot first). `version` is `tgWebAppVersion`; below 6.9
 * the method does not exist. A contact that never arrives counts as declined. Never rejects.
 */
export async function requestTelegramContact(version: string): Promise<TelegramContactAnswer> {
  if (!supports('web_app_request_phone', version)) return { status: 'unsupported' };
  try {
    const { status } = await request('web_app_request_phone', 'phone_requested', { timeout: PHONE_DECISION_MS });
    if (status !== 'sent') return { status: 'cancelled' };
    const until = Date.now() + CONTACT_WAIT_MS;
    for (let pause = 0; Date.now() < until; pause += 50) {
      const left = until - Date.now();
      const contact = await invokeCustomMethod('getRequestedContact', {}, `contact-${Date.now()}-${pause}`, { timeout: Math.max(left, 1) }).catch(() => '');
      if (typeof contact === 'string' && contact !== '') return { status: 'sent', contact };
      await new Promise((resolve) => setTimeout(resolve, Math.min(pause, Math.max(until - Date.now(), 0))));
    }
  } catch {
    // no answer from Telegram in time: as if the player declined
  }
  return { status: 'cancelled' };
}
