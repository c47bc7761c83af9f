import { useEffect, useRef } from 'react';

/**
 * What the app asks of the Mini App host (Telegram's native side), without its bridge: screens say
 * what they need (a back action, a closing confirmation, the main button, a haptic, an outside
 * link) and, inside Telegram, the runtime (features/telegram-mini-app, with shared/telegram's
 * bridge) connects here and carries it out. Outside Telegram nothing connects and every call is a
 * no-op; the login page does not load this module.
 */

/** The native side as the runtime connects it. */
export interface TelegramNative {
  post(method: string, params?: Record<string, unknown>): void;
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
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/** The runtime connects the native side; returns the function that disconnects it. */
export function connectTelegramNative(n: TelegramNative): () => void {
  native = n;
  return () => {
    if (native === n) native = null;
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
 * and its press runs `spec.onClick`; the in-page button stays for everyone outside Telegram.
 */
export function useTelegramMainButton(spec: MainButtonSpec): void {
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
}

/** The innermost screen's back action (the game's exit dialog), or null: then Back goes back in history. */
export const currentBackAction = (): (() => void) | null => backActions.at(-1)?.current ?? null;
/** Whether a screen asks Telegram to confirm before closing the Mini App (a game, an unconfirmed money intent). */
export const closingNeedsConfirmation = () => confirmations > 0;
/** Calls `listener` when the back action or the closing confirmation changes; returns the unsubscribe. */
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
