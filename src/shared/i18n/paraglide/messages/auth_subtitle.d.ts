/**
* | output |
* | --- |
* | "Play bingo · Log in with your phone number" |
*
* @param {Auth_SubtitleInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const auth_subtitle: ((inputs?: Auth_SubtitleInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_SubtitleInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_SubtitleInputs = {};
