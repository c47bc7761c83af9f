/**
 * A date formatter made on its first use, then kept for the page's life. Building an
 * `Intl.DateTimeFormat` costs about a millisecond (more for the Ethiopic calendar) on a slow phone;
 * made when a module loads, a dozen of them would lengthen the page's start-up task, although most
 * pages use one or two.
 * @returns a function giving the one formatter for `locale` and `options`
 */
export function lazyDateFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}
