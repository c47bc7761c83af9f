import { useId, useState } from 'react';
import { useUnit } from 'effector-react';
import { Link } from '@tanstack/react-router';
import { $user } from '@/entities/session';
import { ReminderSetting } from '@/features/session-reminder';
import { m, useLanguage, type Message } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { PhoneField, TextField } from '@/shared/ui/field';
import { pageStyle } from '@/shared/ui/page';
import { Tabs } from '@/shared/ui/tabs';
import { LinkedTelegram } from './LinkedTelegram';
import { ThemeSetting } from './ThemeSetting';
import * as css from './profile.css';

/** Shown beside the disabled Save buttons: the spec has no call that saves a profile (§2.16, §7). */
export const PROFILE_SAVE_UNAVAILABLE: Message = m.account_save_unavailable;

/**
 * `/profile` (spec §2.16): tabs Personal Info (username editable, phone disabled) and Security.
 * Saving is not wired in the spec, so the Save buttons are disabled with the reason beside them.
 * Below the tabs, the session reminder's interval, the colour theme, a link to the daily limits
 * (responsible play) and last the linked Telegram user with Unlink (proposed; nothing when none is
 * linked): it comes with the server's answer after the page has painted, so nothing is below it to push.
 */
export function ProfilePage() {
  const user = useUnit($user);
  useLanguage();
  const [username, setUsername] = useState(user?.username ?? '');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const reasonId = useId();
  const reason = (
    <p id={reasonId} role="note">
      {PROFILE_SAVE_UNAVAILABLE()}
    </p>
  );
  return (
    <main className={pageStyle}>
      <h1>{m.account_profile_title()}</h1>
      <Tabs
        label={m.account_profile_tabs()}
        tabs={[
          {
            value: 'personal',
            label: m.account_personal_info(),
            content: (
              <form onSubmit={(e) => e.preventDefault()} aria-label={m.account_personal_info()}>
                <TextField label={m.account_username()} name="username" autoComplete="username" value={username} onValueChange={setUsername} />
                <PhoneField label={m.account_phone()} name="phone" value={user?.phone ?? ''} onValueChange={() => undefined} disabled />
                {reason}
                <Button type="submit" disabled aria-describedby={reasonId}>
                  {m.account_save()}
                </Button>
              </form>
            ),
          },
          {
            value: 'security',
            label: m.account_security(),
            content: (
              <form onSubmit={(e) => e.preventDefault()} aria-label={m.account_security()}>
                <TextField label={m.account_current_password()} name="currentPassword" type="password" autoComplete="current-password" value={current} onValueChange={setCurrent} />
                <TextField label={m.account_new_password()} name="newPassword" type="password" autoComplete="new-password" value={next} onValueChange={setNext} />
                {reason}
                <Button type="submit" disabled aria-describedby={reasonId}>
                  {m.account_save()}
                </Button>
              </form>
            ),
          },
        ]}
      />
      <ReminderSetting />
      <ThemeSetting />
      <Link to="/limits" className={css.limitsLink}>
        {m.account_limits_menu()}
      </Link>
      <LinkedTelegram phone={user?.phone ?? ''} />
    </main>
  );
}
