import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';

/**
 * A play aid the device remembers (a preference of the phone, like the language), off by default:
 * `chosen` switches it and saves "on"/"off" under `storageKey` in local storage; `Gate`, mounted by
 * the aid's switch, reads the stored choice when a game screen opens (`readFx`: true only for "on";
 * storage that cannot be read counts as off, storage that cannot be written keeps it for the visit).
 */
export function createPlayAidChoice(storageKey: string) {
  const chosen = createEvent<boolean>();
  const $on = createStore(false);
  const readFx = createEffect((): boolean => {
    try {
      return localStorage.getItem(storageKey) === 'on';
    } catch {
      return false;
    }
  });
  const saveFx = createEffect((on: boolean) => {
    try {
      localStorage.setItem(storageKey, on ? 'on' : 'off');
    } catch {
      // private mode or full storage: the choice lasts for this visit only
    }
  });
  // When the stored choice is read or the player switches, then it is the current one.
  sample({ clock: [readFx.doneData, chosen], target: $on });
  // When the player switches, then the device remembers it.
  sample({ clock: chosen, target: saveFx });
  const Gate = createGate();
  sample({ clock: Gate.open, target: readFx });
  return { chosen, $on, readFx, Gate };
}
