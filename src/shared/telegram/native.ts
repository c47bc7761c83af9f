import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * What the app asks of the Mini App host (Telegram's native side), without its bridge: screens say
 * what they need (a back action, a closing confirmation, the main button, a haptic, an outside
 * link) and, inside Telegram, the runtime (features/telegram-mini-app, with ./bridge.ts)
 * connects here and carries it out. Outside Telegram nothing connects and every call is a
 * no-op; the login page does not load this module.
 */

/** The native side as the runtime connects it. */
export interface TelegramNative {
  post(method: string, params?: Record<string, unknown>): void;
  /** Whether this Telegram (its `tgWebAppVersion`) knows `method`; absent: every method is known. */
  supports?(method: string): boolean;
}

/** Haptics the app gives: a mark (light tap), a bingo claim (heavy), a win, an error. */
export type HapticKind = 'mark' | 'bingo' | 'win' | 'error';
const HAPTICS: Record<HapticKind, Record<string, string>> = {
  mark: { type: 'impact', impact_style: 'light' },
  bingo: { type: 'impact', impact_style: 'heavy' },
  win: { type: 'notification', notification_type: 'success' },
  error: { type: 'notification', notification_type: 'error' },
};

let native: TelegramNative | null = null;
const backActions: { current: () => void }[] = [];
let confirmations = 0;
let swipeLocks = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());
const activations = new Set<() => void>();

/** The runtime connects the native side; returns the function that disconnects it. */
export function connectTelegramNative(n: TelegramNative): () => void {
  native = n;
  // screens already shown learn that Telegram now shows their main action
  changed();
  return () => {
    if (native !== n) return;
    native = null;
    changed();
  };
}

/** Whether the app runs inside Telegram with the bridge connected. */
export const insideTelegram = () => native !== null;

/** A haptic inside Telegram (`web_app_trigger_haptic_feedback`); nothing outside. */
export function telegramHaptic(kind: HapticKind): void {
  native?.post('web_app_trigger_haptic_feedback', HAPTICS[kind]);
}

/**
 * Inside Telegram, opens `url` outside the web view (`web_app_open_link`, e.g. the payment
 * checkout) and returns true; outside Telegram returns false (the caller navigates itself).
 */
export function openLinkInTelegram(url: string): boolean {
  if (!native) return false;
  native.post('web_app_open_link', { url });
  return true;
}

/**
 * Inside Telegram, opens Telegram's own share sheet for `url` with `text` (`web_app_open_tg_link` to
 * `t.me/share/url`, what `openTelegramLink` does) and returns true; outside Telegram, or in a
 * Telegram too old for it, returns false (the caller shares its own way).
 */
export function shareInTelegram(url: string, text: string): boolean {
  if (!native || native.supports?.('web_app_open_tg_link') === false) return false;
  native.post('web_app_open_tg_link', { path_full: `/share/url?${new URLSearchParams({ url, text }).toString()}` });
  return true;
}

/** The runtime says Telegram made the Mini App active again (back from the background or another Mini App). */
export function telegramActivated(): void {
  activations.forEach((l) => l());
}
/** Calls `listener` each time Telegram makes the Mini App active again; returns the unsubscribe. */
export function onTelegramActivated(listener: () => void): () => void {
  activations.add(listener);
  return () => activations.delete(listener);
}

/** A screen's one main action as Telegram's MainButton: its label, whether it can be pressed, whether its request runs. */
export interface MainButtonSpec {
  text: string;
  onClick(): void;
  active?: boolean;
  progress?: boolean;
}
const mainButtons: { current: MainButtonSpec }[] = [];
/** The innermost screen's main action, or null: then the MainButton is hidden. */
export const currentMainButton = (): MainButtonSpec | null => mainButtons.at(-1)?.current ?? null;

/**
 * While mounted, Telegram's MainButton shows `spec` (label, active, progress while a request runs)
 * and its press runs `spec.onClick`. Returns whether Telegram shows it: then the screen hides its own
 * button for the same action (one primary action per screen), which stays for everyone outside Telegram.
 */
export function useTelegramMainButton(spec: MainButtonSpec): boolean {
  const entry = useRef({ current: spec });
  useEffect(() => {
    entry.current.current = spec;
  });
  useEffect(() => {
    const e = entry.current;
    mainButtons.push(e);
    return () => {
      mainButtons.splice(mainButtons.indexOf(e), 1);
      changed();
    };
  }, []);
  useEffect(changed, [spec.text, spec.active, spec.progress]);
  return useInsideTelegram();
}

// the server render (the prerendered login page) is never inside Telegram
const outsideTelegram = () => false;
/** Whether the app runs inside Telegram, re-rendering when the runtime connects (after the first screen may have shown). */
export function useInsideTelegram(): boolean {
  return useSyncExternalStore(onTelegramNeedsChanged, insideTelegram, outsideTelegram);
}

/** The innermost screen's back action (the game's exit dialog), or null: then Back goes back in history. */
export const currentBackAction = (): (() => void) | null => backActions.at(-1)?.current ?? null;
/** Whether a screen asks Telegram to confirm before closing the Mini App (a game, an unconfirmed money intent). */
export const closingNeedsConfirmation = () => confirmations > 0;
/** Whether Telegram's vertical swipe may close or minimize the Mini App: not while a game or a board picker is shown. */
export const verticalSwipesAllowed = () => swipeLocks === 0;
/** Calls `listener` when the back action, the closing confirmation, the main action, the swipes or the connection change; returns the unsubscribe. */
export function onTelegramNeedsChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** While mounted, Telegram's BackButton runs `action` instead of going back (spec: the game's exit dialog). */
export function useTelegramBackAction(action: () => void): void {
  const ref = useRef(action);
  useEffect(() => {
    ref.current = action;
  });
  useEffect(() => {
    const entry = { current: () => ref.current() };
    backActions.push(entry);
    changed();
    return () => {
      backActions.splice(backActions.indexOf(entry), 1);
      changed();
    };
  }, []);
}

/** While mounted and `active`, closing the Mini App asks the player to confirm (`web_app_setup_closing_behavior`). */
export function useTelegramClosingConfirmation(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    confirmations += 1;
    changed();
    return () => {
      confirmations -= 1;
      changed();
    };
  }, [active]);
}

/**
 * While mounted, a vertical swipe does not close or minimize the Mini App (`web_app_setup_swipe_behavior`,
 * Telegram 7.7+): on the game screens and the board pickers a swipe while marking or picking must not
 * leave the game. Swipes are allowed again once no such screen is mounted.
 */
export function useTelegramVerticalSwipesOff(): void {
  useEffect(() => {
    swipeLocks += 1;
    changed();
    return () => {
      swipeLocks -= 1;
      changed();
    };
  }, []);
}

/** `useTelegramVerticalSwipesOff` as an element, for a page that renders before its screen has loaded. */
export function TelegramVerticalSwipesOff(): null {
  useTelegramVerticalSwipesOff();
  return null;
}
