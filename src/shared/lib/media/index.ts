import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now (re-renders when it changes); false where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** The app's "small screen" (phones): spec §2.14 compact layout below this width. */
export const SMALL_SCREEN = '(max-width: 639px)';
