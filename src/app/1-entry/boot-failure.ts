import { htmlLang, m, storedLanguage, type Message } from '@/shared/i18n';

/** Our text for a boot that failed (no app chunk, or rendering threw before React took over). */
export const BOOT_FAILED_TEXT: Message = m.common_boot_failed;

/**
 * Replaces `root`'s content (the prerendered login markup or logged-in shell too, whose inert and busy
 * state it lifts) with a
 * static message and a Reload button (location.reload()). While
 * the browser reports no network the message is the offline text, and the page reloads by itself when
 * the network is back (nothing of the app runs yet, so nothing is lost).
 * Plain DOM and inline styles: React and our stylesheet may be what failed to load. Styles are set
 * through the style object, which a CSP without 'unsafe-inline' styles still allows.
 */
export function showBootFailure(root: HTMLElement): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  // the app's language model may not have loaded: the device's stored choice says which texts to show
  const locale = storedLanguage();
  box.lang = htmlLang(locale);
  Object.assign(box.style, {
    maxWidth: '28rem',
    margin: '2rem auto',
    padding: '1.5rem',
    background: '#ffffff',
    color: '#111827',
    font: '18px/1.5 system-ui, sans-serif',
    textAlign: 'center',
  });
  const text = document.createElement('p');
  const offline = !navigator.onLine;
  text.textContent = (offline ? m.common_offline : m.common_boot_failed)({}, { locale });
  if (offline) window.addEventListener('online', () => window.location.reload(), { once: true });
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = m.common_reload({}, { locale });
  Object.assign(button.style, { minHeight: '44px', minWidth: '44px', padding: '0.5rem 1.5rem', font: 'inherit', cursor: 'pointer' });
  button.addEventListener('click', () => window.location.reload());
  box.append(text, button);
  root.replaceChildren(box);
  // over the prerendered login page or logged-in shell the root was inert (and the shell busy) until
  // the app took over (index.html)
  root.inert = false;
  root.removeAttribute('aria-disabled');
  root.removeAttribute('aria-busy');
  delete root.dataset.prerendered;
  delete root.dataset.shell;
}
