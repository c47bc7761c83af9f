/**
* | output |
* | --- |
* | "{letter} {number}" |
*
* @param {Play_Call_AnnouncementInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const play_call_announcement: ((inputs: Play_Call_AnnouncementInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Play_Call_AnnouncementInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Play_Call_AnnouncementInputs = {
    letter: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
