/**
 * An asymmetric matcher for a text a model hands to the screen: a plain string, or a catalogue
 * `Message` (a function called at display time) that gives `text` in the current language.
 * `expect(show).toHaveBeenCalledWith({ kind: 'error', message: says('ካርቴላ ይምረጡ!') })`.
 */
export const says = (text: string) => ({
  asymmetricMatch: (actual: unknown) => (typeof actual === 'function' ? (actual as () => unknown)() : actual) === text,
  toString: () => `says(${JSON.stringify(text)})`,
  toAsymmetricMatcher: () => `says(${JSON.stringify(text)})`,
});
