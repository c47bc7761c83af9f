import { on, postEvent, type EventName, type EventPayload, type MethodName } from '@telegram-apps/bridge';

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

/** Listens to a Telegram event; returns the function that stops listening. */
export function onTelegram<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void {
  return (on as unknown as (e: E, l: (p: EventPayload<E>) => void) => () => void)(event, listener);
}
