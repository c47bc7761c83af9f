/**
 * The command-line flags of Debian's Chromium, headless, for every script and browser test that
 * launches it (toolchain.md item 3), with `disabledFeatures` added to the features turned off
 * (Chromium reads only the last `--disable-features`, so there is one).
 * Headless Chromium 156 still makes the omnibox popup's WebUI pages (browser UI, no part of any
 * page) and renders them again on each navigation: on two cores that work ran beside the page
 * being loaded or measured, so those features are off.
 */
export function chromiumArgs(disabledFeatures: string[] = []): string[] {
  return [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup', ...disabledFeatures].join(',')}`,
  ];
}
