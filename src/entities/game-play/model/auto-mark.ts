import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';

/** Where the device keeps the auto-mark choice (a preference of the phone, like the language). */
export const AUTO_MARK_STORAGE_KEY = 'cartela.autoMark';

/**
 * Auto-mark (play aid, off by default so the spec's mark rule holds): when on, both game screens
 * mark every called number on the player's boards themselves (see `createMarks`).
 */
export const autoMarkChosen = createEvent<boolean>();
export const $autoMark = createStore(false);

/** Reads the stored choice (true only for "on"); storage that cannot be read counts as off. */
export const readAutoMarkFx = createEffect((): boolean => {
  try {
    return localStorage.getItem(AUTO_MARK_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
});
const saveAutoMarkFx = createEffect((on: boolean) => {
  try {
    localStorage.setItem(AUTO_MARK_STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // private mode or full storage: the choice lasts for this visit only
  }
});

// When the stored choice is read or the player switches, then it is the current one.
sample({ clock: [readAutoMarkFx.doneData, autoMarkChosen], target: $autoMark });
// When the player switches, then the device remembers it.
sample({ clock: autoMarkChosen, target: saveAutoMarkFx });

/** Mounted by the switch: a game screen reads the stored choice when it opens (not the first load). */
export const AutoMarkGate = createGate();
sample({ clock: AutoMarkGate.open, target: readAutoMarkFx });
