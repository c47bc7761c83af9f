import * as css from './status.css';

/** A form's status line: errors are alerts, other messages polite status updates. */
export function FormMessage({ message }: { message: { kind: 'info' | 'success' | 'error'; text: string } | null }) {
  if (!message) return null;
  return (
    <p role={message.kind === 'error' ? 'alert' : 'status'} className={css.tone[message.kind]}>
      {message.text}
    </p>
  );
}
