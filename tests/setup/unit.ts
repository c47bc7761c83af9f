import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setLocale } from '@/shared/i18n/paraglide/runtime.js';

// the compiled messages read one global locale: every test starts on the spec texts
afterEach(() => {
  cleanup();
  setLocale('spec', { reload: false });
  if (typeof document !== 'undefined') document.documentElement.lang = 'en';
});
