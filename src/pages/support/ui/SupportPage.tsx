import { useState } from 'react';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/field';
import { pageStyle } from '@/shared/ui/page';

/** Spec §9 support hours. */
export const SUPPORT_HOURS = '9 AM to 9 PM';
export const NOT_WIRED = 'Sending messages from this form is not available yet. Please contact us by phone during support hours.';

/**
 * `/support` (spec §2.16): a static contact form. Submission is not wired (the spec shows no call),
 * so the form says so instead of pretending to send.
 */
export function SupportPage() {
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  return (
    <main className={pageStyle}>
      <h1>Contact and Support</h1>
      <p>Support hours: {SUPPORT_HOURS}, every day.</p>
      <form
        aria-label="Contact form"
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
        }}
        style={{ display: 'flex', flexDirection: 'column', gap: 8, maxWidth: 480 }}
      >
        <TextField label="Your name" value={name} onValueChange={setName} />
        <label htmlFor="support-message">Message</label>
        <textarea id="support-message" rows={5} value={message} onChange={(e) => setMessage(e.target.value)} style={{ font: 'inherit', padding: 8, borderRadius: 8 }} />
        <Button type="submit">Send</Button>
        {tried ? <p role="status">{NOT_WIRED}</p> : null}
      </form>
    </main>
  );
}
