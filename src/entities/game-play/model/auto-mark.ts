import { createPlayAidChoice } from './play-aid-choice';

/** Where the device keeps the auto-mark choice (a preference of the phone, like the language). */
export const AUTO_MARK_STORAGE_KEY = 'cartela.autoMark';

/**
 * Auto-mark (play aid, off by default so the spec's mark rule holds): when on, both game screens
 * mark every called number on the player's boards themselves (see `createMarks`). `readAutoMarkFx`
 * reads the stored choice; `AutoMarkGate`, mounted by the switch, reads it when a game screen opens.
 */
const autoMark = createPlayAidChoice(AUTO_MARK_STORAGE_KEY);
export const { chosen: autoMarkChosen, $on: $autoMark, readFx: readAutoMarkFx, Gate: AutoMarkGate } = autoMark;
