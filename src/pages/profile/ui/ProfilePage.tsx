import { useId, useState } from 'react';
import { useUnit } from 'effector-react';
import { $user } from '@/entities/session';
import { Button } from '@/shared/ui/button';
import { PhoneField, TextField } from '@/shared/ui/field';
import { pageStyle } from '@/shared/ui/page';
import { Tabs } from '@/shared/ui/tabs';

/** Shown beside the disabled Save buttons: the spec has no call that saves a profile (§2.16, §7). */
export const PROFILE_SAVE_UNAVAILABLE = 'Saving is not available yet: the server offers no call to update a profile.';

/**
 * `/profile` (spec §2.16): tabs Personal Info (username editable, phone disabled) and Security.
 * Saving is not wired in the spec, so the Save buttons are disabled with the reason beside them.
 */
export function ProfilePage() {
  const user = useUnit($user);
  const [username, setUsername] = useState(user?.username ?? '');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const reasonId = useId();
  const reason = (
    <p id={reasonId} role="note">
      {PROFILE_SAVE_UNAVAILABLE}
    </p>
  );
  return (
    <main className={pageStyle}>
      <h1>Edit Profile</h1>
      <Tabs
        label="Profile"
        tabs={[
          {
            value: 'personal',
            label: 'Personal Info',
            content: (
              <form onSubmit={(e) => e.preventDefault()} aria-label="Personal Info">
                <TextField label="Username" name="username" autoComplete="username" value={username} onValueChange={setUsername} />
                <PhoneField label="Phone number" name="phone" value={user?.phone ?? ''} onValueChange={() => undefined} disabled />
                {reason}
                <Button type="submit" disabled aria-describedby={reasonId}>
                  Save
                </Button>
              </form>
            ),
          },
          {
            value: 'security',
            label: 'Security',
            content: (
              <form onSubmit={(e) => e.preventDefault()} aria-label="Security">
                <TextField label="Current password" name="currentPassword" type="password" autoComplete="current-password" value={current} onValueChange={setCurrent} />
                <TextField label="New password" name="newPassword" type="password" autoComplete="new-password" value={next} onValueChange={setNext} />
                {reason}
                <Button type="submit" disabled aria-describedby={reasonId}>
                  Save
                </Button>
              </form>
            ),
          },
        ]}
      />
    </main>
  );
}
