import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setLocale } from '@/shared/i18n/paraglide/runtime.js';
import { preloadHttpClient } from '@/shared/api';
import { NOT_OFFERED_KEY } from '@/shared/api/http/not-offered';
import { preloadDialog } from '@/shared/ui/dialog';

// a page fetches the dialogs' Radix view after its first paint (shared/ui/dialog); a test renders with it already loaded
await preloadDialog();
// the app loads the generated HTTP client once its first page is idle (app.tsx), before a player can submit; a test starts with it loaded
await preloadHttpClient();

// the compiled messages read one global locale: every test starts on the spec texts
afterEach(() => {
  cleanup();
  // each test's server is new: what an earlier one answered 501 is asked again
  if (typeof localStorage !== 'undefined') for (const key of Object.keys(localStorage)) if (key.startsWith(NOT_OFFERED_KEY)) localStorage.removeItem(key);
  setLocale('spec', { reload: false });
  if (typeof document !== 'undefined') document.documentElement.lang = 'en';
});
