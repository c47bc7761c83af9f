import { useState } from 'react';
import { m, useLanguage, type Message } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/field';
import { pageStyle } from '@/shared/ui/page';

/** Spec §9 support hours (9 AM to 9 PM), in the sentence the page shows. */
export const SUPPORT_HOURS: Message = m.account_support_hours;
export const NOT_WIRED: Message = m.account_not_wired;

/**
 * `/support` (spec §2.16): a static contact form. Submission is not wired (the spec shows no call),
 * so the form says so instead of pretending to send.
 */
export function SupportPage() {
  useLanguage();
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  return (
    <main className={pageStyle}>
      <h1>{m.account_support_title()}</h1>
      <p>{SUPPORT_HOURS()}</p>
      <form
        aria-label={m.account_contact_form()}
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
        }}
        style={{ display: 'flex', flexDirection: 'column', gap: 8, maxWidth: 480 }}
      >
        <TextField label={m.account_your_name()} value={name} onValueChange={setName} />
        <label htmlFor="support-message">{m.account_message()}</label>
        <textarea id="support-message" rows={5} value={message} onChange={(e) => setMessage(e.target.value)} style={{ font: 'inherit', padding: 8, borderRadius: 8 }} />
        <Button type="submit">{m.account_send()}</Button>
        {tried ? <p role="status">{NOT_WIRED()}</p> : null}
      </form>
    </main>
  );
}
