/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ letter: NonNullable<unknown>, number: NonNullable<unknown> }} Play_Call_AnnouncementInputs */

const spec_play_call_announcement = /** @type {(inputs: Play_Call_AnnouncementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.letter} ${i?.number}`)
};

const am_play_call_announcement = /** @type {(inputs: Play_Call_AnnouncementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.letter} ${i?.number}`)
};

const en_play_call_announcement = /** @type {(inputs: Play_Call_AnnouncementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.letter} ${i?.number}`)
};

/**
* | output |
* | --- |
* | "{letter} {number}" |
*
* @param {Play_Call_AnnouncementInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_call_announcement = /** @type {((inputs: Play_Call_AnnouncementInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Play_Call_AnnouncementInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_play_call_announcement(inputs)
	if (locale === "en") return en_play_call_announcement(inputs)
	return spec_play_call_announcement(inputs)
});