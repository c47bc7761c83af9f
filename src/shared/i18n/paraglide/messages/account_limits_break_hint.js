/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Limits_Break_HintInputs */

const spec_account_limits_break_hint = /** @type {(inputs: Account_Limits_Break_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`During a break you cannot stake or deposit. You can still log in, see your balance and withdraw. A break cannot be cancelled.`)
};

const am_account_limits_break_hint = /** @type {(inputs: Account_Limits_Break_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`በእረፍት ጊዜ መወራረድም ሆነ ገንዘብ ማስገባት አይችሉም። መግባት፣ ባላንስዎን ማየት እና ገንዘብ ማውጣት ይችላሉ። እረፍት አይሰረዝም።`)
};

const en_account_limits_break_hint = /** @type {(inputs: Account_Limits_Break_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`During a break you cannot stake or deposit. You can still log in, see your balance and withdraw. A break cannot be cancelled.`)
};

/**
* | output |
* | --- |
* | "During a break you cannot stake or deposit. You can still log in, see your balance and withdraw. A break cannot be cancelled." |
*
* @param {Account_Limits_Break_HintInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const account_limits_break_hint = /** @type {((inputs?: Account_Limits_Break_HintInputs, options?: { locale?: "spec" | "am" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Limits_Break_HintInputs, { locale?: "spec" | "am" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "am") return am_account_limits_break_hint(inputs)
	if (locale === "en") return en_account_limits_break_hint(inputs)
	return spec_account_limits_break_hint(inputs)
});