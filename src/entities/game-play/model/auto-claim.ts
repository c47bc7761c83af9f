import { createPlayAidChoice } from './play-aid-choice';

/** Where the device keeps the auto-claim choice. */
export const AUTO_CLAIM_STORAGE_KEY = 'cartela.autoClaim';

/**
 * Auto-claim (play aid of the manual game, off by default): when on, the screen sends ቢንጎ! for a
 * board the moment the latest call completes its pattern (spec §5; the server still decides).
 * `AutoClaimGate`, mounted by the switch, reads the stored choice when the game screen opens.
 */
const autoClaim = createPlayAidChoice(AUTO_CLAIM_STORAGE_KEY);
export const { chosen: autoClaimChosen, $on: $autoClaim, readFx: readAutoClaimFx, Gate: AutoClaimGate } = autoClaim;
