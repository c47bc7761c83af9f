import { useId } from 'react';
import { useUnit } from 'effector-react';
import { m, useLanguage } from '@/shared/i18n';
import { parseReminderMinutes, REMINDER_CHOICES, storedReminderMinutes } from '../lib/session';
import { $reminderMinutes, reminderMinutesChosen } from '../model/reminder';
import * as css from './reminder.css';

/**
 * The profile's "Session reminder" choice (responsible play): after 30, 60 (default) or 120 minutes
 * of play, or off; the device keeps it and it applies at once.
 */
export function ReminderSetting() {
  const [minutes, choose] = useUnit([$reminderMinutes, reminderMinutesChosen]);
  useLanguage();
  const id = useId();
  return (
    <div className={css.setting}>
      <label htmlFor={id} className={css.label}>
        {m.account_reminder_setting()}
      </label>
      <select id={id} className={css.select} value={storedReminderMinutes(minutes)} onChange={(e) => choose(parseReminderMinutes(e.target.value))} aria-describedby={`${id}-hint`}>
        {REMINDER_CHOICES.map((choice) => (
          <option key={storedReminderMinutes(choice)} value={storedReminderMinutes(choice)}>
            {choice === null ? m.account_reminder_off() : m.account_reminder_after({ minutes: choice })}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className={css.hint}>
        {m.account_reminder_hint()}
      </p>
    </div>
  );
}
