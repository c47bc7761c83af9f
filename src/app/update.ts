import { createEffect, createEvent, createStore, sample } from 'effector';

/** Switches to the waiting service worker; the page reloads once it has taken over. */
export type ApplyUpdate = () => Promise<void>;

/** A newer deployment's service worker is installed and waits (payload: how to switch to it). */
export const updateReady = createEvent<ApplyUpdate>();
/** The player pressed Reload on "A new version is ready". */
export const reloadPressed = createEvent();

/** Whether "A new version is ready" is shown; it stays until the page reloads. */
export const $updateReady = createStore(false).on(updateReady, () => true);
const $applyUpdate = createStore<ApplyUpdate | null>(null, { serialize: 'ignore' }).on(updateReady, (_, apply) => apply);

/** Runs the switch; only the player's press starts it. */
export const applyUpdateFx = createEffect((apply: ApplyUpdate) => apply());

sample({ clock: reloadPressed, source: $applyUpdate, filter: Boolean, target: applyUpdateFx });
