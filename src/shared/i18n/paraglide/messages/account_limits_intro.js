/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Limits_IntroInputs */

const spec_account_limits_intro = /** @type {(inputs: Account_Limits_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set how much you can deposit and stake each day, or take a break from play. A day runs from midnight to midnight, Addis Ababa time.`)
};

const am_account_limits_intro = /** @type {(inputs: Account_Limits_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በየቀኑ ምን ያህል ማስገባት እና መወራረድ እንደሚችሉ ይወስኑ፣ ወይም ከጨዋታ እረፍት ይውሰዱ። ቀኑ በአዲስ አበባ ሰዓት ከእኩለ ሌሊት እስከ እኩለ ሌሊት ነው።`)
};

const en_account_limits_intro = /** @type {(inputs: Account_Limits_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set how much you can deposit and stake each day, or take a break from play. A day runs from midnight to midnight, Addis Ababa time.`)
};

/**
* | output |
* | --- |
* | "Set how much you can deposit and stake each day, or take a break from play. A day runs from midnight to midnight, Addis Ababa time." |
*
* @param {Account_Limits_IntroInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_intro = /** @type {((inputs?: Account_Limits_IntroInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_IntroInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_limits_intro(inputs)
	if (locale === "en") return en_account_limits_intro(inputs)
	return spec_account_limits_intro(inputs)
});