import { Phrase, useLanguage, type Message } from '@/shared/i18n';
import * as css from './status.css';

/**
 * A form's status line: errors are alerts, other messages polite status updates. `text` is a
 * catalogue message (shown in the current language, re-worded on a switch) or a finished string.
 */
export function FormMessage({ message }: { message: { kind: 'info' | 'success' | 'error'; text: string | Message } | null }) {
  useLanguage();
  if (!message) return null;
  return (
    <p role={message.kind === 'error' ? 'alert' : 'status'} className={css.tone[message.kind]}>
      <Phrase>{typeof message.text === 'function' ? message.text() : message.text}</Phrase>
    </p>
  );
}
