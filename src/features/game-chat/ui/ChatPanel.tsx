import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState } from 'react';
import { m, Phrase, useLanguage } from '@/shared/i18n';
import { CHAT_MAX_LENGTH } from '@/shared/socket';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { countBand, type CountBand } from '../lib/chat';
import { $chatState, $own, isOwnSender } from '../model/chat';
import { $draft, draftChanged, messageSubmitted } from '../model/send';
import {
  $announce,
  $mutes,
  $reporting,
  $shownLines,
  announceToggled,
  muteAllToggled,
  mutesCleared,
  playerMuted,
  reportAsked,
  reportCancelled,
  reportReasonChosen,
  type ReportReason,
} from '../model/moderation';
import * as css from './chat.css';

// icons only: each button's name is its aria-label
const MUTE_ICON = '🔇';
const REPORT_ICON = '⚑';

const REASONS: { reason: ReportReason; label: () => string }[] = [
  { reason: 'abuse', label: m.chat_report_abuse },
  { reason: 'spam', label: m.chat_report_spam },
  { reason: 'other', label: m.chat_report_other },
];

/**
 * The game's chat panel (its own chunk, loaded when the player first opens the chat): the messages
 * in a box of fixed height that scrolls by itself (a new message never moves the page), each other
 * player's message with Mute and Report, the composer (at most 140 characters), and the switches to
 * mute the whole chat, to silence the announcements and to show muted players again.
 */
export default function ChatPanel({ id, hidden }: { id: string; hidden: boolean }) {
  useLanguage();
  return (
    <div id={id} hidden={hidden} className={css.panel} data-testid="chat-panel">
      <Lines />
      <Composer />
      <Options />
      <ReportDialog />
    </div>
  );
}

function Lines() {
  const [lines, own, state, mute, report] = useUnit([$shownLines, $own, $chatState, playerMuted, reportAsked]);
  useLanguage();
  const box = useRef<HTMLUListElement>(null);
  // keep the newest message in view inside the box (the page itself does not scroll)
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines]);
  return (
    <>
      <ul ref={box} className={css.lines} aria-label={m.chat_panel_title()} tabIndex={0} data-testid="chat-lines">
        {lines.length === 0 ? <li className={css.muted}>{m.chat_empty()}</li> : null}
        {lines.map((l) => {
          const mine = isOwnSender(own, l.fromId, l.from);
          const name = mine ? m.chat_you() : l.from;
          return (
            <li key={l.messageId} className={css.line} data-from={l.from}>
              <span className={css.lineText}>
                <span className={css.from}>{name}: </span>
                <Phrase>{l.text}</Phrase>
              </span>
              {mine ? null : (
                <>
                  <button type="button" className={css.small} aria-label={m.chat_mute_player({ name: l.from })} title={m.chat_mute_player({ name: l.from })} onClick={() => mute(l.fromId)}>
                    <span aria-hidden="true">{MUTE_ICON}</span>
                  </button>
                  <button type="button" className={css.small} aria-label={m.chat_report({ name: l.from })} title={m.chat_report({ name: l.from })} onClick={() => report(l)}>
                    <span aria-hidden="true">{REPORT_ICON}</span>
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {state === 'closed' ? <p className={css.muted}>{m.chat_closed()}</p> : null}
    </>
  );
}

function Composer() {
  const [draft, change, submit, state] = useUnit([$draft, draftChanged, messageSubmitted, $chatState]);
  useLanguage();
  const countId = useId();
  const left = CHAT_MAX_LENGTH - draft.length;
  return (
    <>
      <form
        className={css.composer}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <input
          className={css.input}
          name="chatMessage"
          aria-label={m.chat_message_label()}
          placeholder={m.chat_message_label()}
          maxLength={CHAT_MAX_LENGTH}
          autoComplete="off"
          aria-describedby={countBand(left) === null ? undefined : countId}
          value={draft}
          disabled={state === 'closed'}
          onChange={(e) => change(e.currentTarget.value)}
        />
        <Button type="submit" disabled={state === 'closed'}>
          {m.chat_send()}
        </Button>
      </form>
      <CharactersLeft id={countId} left={left} />
    </>
  );
}

const leftText = (left: number) => (left === 1 ? m.chat_chars_left_one() : m.chat_chars_left({ count: Math.max(0, left) }));

/**
 * How many of the 140 characters are left, shown from 20 left (bold when none is) as the input's
 * description. Screen readers hear it politely once on entering 20, 10 and none left
 * (`countBand`), not on every key.
 * @param id the shown count's id (the input's `aria-describedby`)
 * @param left characters left (UTF-16 units, as the input's maxLength counts them)
 */
export function CharactersLeft({ id, left }: { id: string; left: number }) {
  useLanguage();
  const band = countBand(left);
  // what was last said, and at which band: set again (during render, React's way of keeping a
  // previous value) only when the band changes
  const [heard, setHeard] = useState<{ band: CountBand; text: string }>({ band: null, text: '' });
  if (heard.band !== band) setHeard({ band, text: band === null ? '' : leftText(left) });
  return (
    <>
      {band === null ? null : (
        <p id={id} className={band === 0 ? `${css.count} ${css.countNone}` : css.count} data-testid="chat-chars-left">
          {leftText(left)}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite" data-testid="chat-chars-heard">
        {heard.text}
      </p>
    </>
  );
}

function Options() {
  const [mutes, announce, toggleAll, toggleAnnounce, clear] = useUnit([$mutes, $announce, muteAllToggled, announceToggled, mutesCleared]);
  useLanguage();
  return (
    <div className={css.options}>
      <label className={css.check}>
        <input type="checkbox" checked={mutes.all} onChange={toggleAll} />
        {m.chat_mute_all()}
      </label>
      <label className={css.check}>
        <input type="checkbox" checked={announce} onChange={toggleAnnounce} />
        {m.chat_announce()}
      </label>
      {mutes.ids.length > 0 ? (
        <button type="button" className={css.small} onClick={clear}>
          {m.chat_unmute_players()}
        </button>
      ) : null}
    </div>
  );
}

function ReportDialog() {
  const [line, cancel, choose] = useUnit([$reporting, reportCancelled, reportReasonChosen]);
  useLanguage();
  return (
    <Dialog
      open={line !== null}
      onOpenChange={(open) => (open ? undefined : cancel())}
      title={m.chat_report_title()}
      description={line ? <Phrase>{`${m.chat_said({ name: line.from, text: line.text })} — ${m.chat_report_text()}`}</Phrase> : undefined}
      actions={
        <>
          <Button tone="secondary" onClick={cancel}>
            {m.chat_report_cancel()}
          </Button>
          {REASONS.map(({ reason, label }) => (
            <Button key={reason} tone="danger" onClick={() => choose(reason)}>
              {label()}
            </Button>
          ))}
        </>
      }
    />
  );
}
