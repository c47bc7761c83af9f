/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Bad_Bingo_TextInputs */

const spec_account_bad_bingo_text = /** @type {(inputs: Account_Bad_Bingo_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You win only if the last called number completes the pattern on your board. A claim on a board whose pattern is not complete, or that was already complete before the last call, is a Bad Bingo: the game goes on without you winning.`)
};

const am_account_bad_bingo_text = /** @type {(inputs: Account_Bad_Bingo_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`የሚያሸንፉት የመጨረሻው የተጠራ ቁጥር በካርቴላዎ ላይ ቅርጹን ካሟላ ብቻ ነው። ቅርጹ ያልተሟላ ወይም ከመጨረሻው ጥሪ በፊት ተሟልቶ የነበረ ካርቴላ ላይ ቢንጎ ማለት የተሳሳተ ቢንጎ ነው፤ ጨዋታው ያለ እርስዎ አሸናፊነት ይቀጥላል።`)
};

const en_account_bad_bingo_text = /** @type {(inputs: Account_Bad_Bingo_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You win only if the last called number completes the pattern on your board. A claim on a board whose pattern is not complete, or that was already complete before the last call, is a Bad Bingo: the game goes on without you winning.`)
};

/**
* | output |
* | --- |
* | "You win only if the last called number completes the pattern on your board. A claim on a board whose pattern is not complete, or that was already complete be..." |
*
* @param {Account_Bad_Bingo_TextInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_bad_bingo_text = /** @type {((inputs?: Account_Bad_Bingo_TextInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Bad_Bingo_TextInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_bad_bingo_text(inputs)
	if (locale === "en") return en_account_bad_bingo_text(inputs)
	return spec_account_bad_bingo_text(inputs)
});