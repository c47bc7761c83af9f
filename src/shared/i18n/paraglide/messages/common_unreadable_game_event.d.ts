/**
* | output |
* | --- |
* | "The game sent something we could not read. Reconnecting…" |
*
* @param {Common_Unreadable_Game_EventInputs} inputs
* @param {{ locale?: "spec" | "am" | "en" }} options
* @returns {LocalizedString}
*/
export const common_unreadable_game_event: ((inputs?: Common_Unreadable_Game_EventInputs, options?: {
    locale?: "spec" | "am" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Unreadable_Game_EventInputs, {
    locale?: "spec" | "am" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Unreadable_Game_EventInputs = {};
