import { useUnit } from 'effector-react';
import { m, useLanguage } from '@/shared/i18n';
import { $limits, $limitsSource } from '@/entities/responsible-play';
import { $chatOffKeptBy, chatOffChosen, saveChatOffFx } from '@/entities/responsible-play/index.chat-setting';
import { $chatSettingFailed as $failed } from '../model/chat-setting';
import * as css from './limits.css';

/**
 * The game chat setting of the limits page (proposed): one checkbox that turns reactions and chat
 * in games off for good (or on again). Saved at once: on the server where it offers the setting,
 * else on this device for this player (then said so). Read with the limits.
 */
export default function ChatSetting() {
  const [limits, source, keptBy, choose, busy, failed] = useUnit([$limits, $limitsSource, $chatOffKeptBy, chatOffChosen, saveChatOffFx.pending, $failed]);
  useLanguage();
  return (
    <section className={css.section} aria-labelledby="limits-chat-title">
      <h2 id="limits-chat-title">{m.chat_limits_title()}</h2>
      <label className={css.check}>
        <input type="checkbox" checked={limits.chatOff === true} disabled={busy || source === null} onChange={(e) => choose(e.currentTarget.checked)} aria-describedby="limits-chat-hint" />
        {m.chat_limits_off()}
      </label>
      <p id="limits-chat-hint" className={css.note}>
        {m.chat_limits_hint()}
      </p>
      <p role="status" className={css.note}>
        {keptBy === 'device' ? m.chat_limits_device_only() : null}
      </p>
      {failed ? (
        <p role="alert" className={css.error}>
          {m.chat_limits_failed()}
        </p>
      ) : null}
    </section>
  );
}
