import { useGate, useUnit } from 'effector-react';
import { createElement, useEffect } from 'react';
import { m, useLanguage } from '@/shared/i18n';
import { createLazyView } from '@/shared/ui/lazy-view';
import { REACTION_IDS } from '@/shared/socket';
import { REACTIONS, reactionText } from '../lib/texts';
import { $panelOpen, $reactions, ChatGate, panelToggled, $joined } from '../model/chat';
import { $notice, noticeClosed, reactionClicked } from '../model/send';
import { $available } from '../model/visibility';
import { $announce, $announcement, $cheers, $unread, $winner, winnerKnown } from '../model/moderation';
import * as css from './chat.css';

// the chat panel's code is its own chunk, loaded when the player first opens the chat
const panelView = createLazyView(() => import('./ChatPanel'));
const PANEL_ID = 'game-chat-panel';

/**
 * A game's social layer (proposed, not in the spec), the same on the manual and the scheduled game
 * screen, placed below the boards: the eight reactions (one tap each), the latest reactions seen,
 * the congratulations after a win, what the server refused, and the chat panel (collapsed, with an
 * unread count; nothing of the chat is fetched before it is first opened). Polite announcements of
 * others' reactions and messages, which the panel can silence. Shows nothing when the server offers
 * no chat, during a break or when the player turned chat off.
 * @param winner the game's winner once known (`name` null when it is the player)
 */
export function GameChat({ gameId, winner }: { gameId: string; winner: { name: string | null; own: boolean } | null }) {
  useGate(ChatGate, { gameId });
  const [available, won] = useUnit([$available, winnerKnown]);
  const name = winner?.name ?? null;
  const own = winner?.own ?? false;
  const hasWinner = winner !== null;
  useEffect(() => {
    if (hasWinner) won({ name, own });
  }, [hasWinner, name, own, won]);
  if (!available) return null;
  return (
    <section className={css.social} aria-label={m.chat_panel_title()}>
      <ReactionBar />
      <SeenReactions />
      <Cheers />
      <Notice />
      <ChatToggle />
      <Announcer />
    </section>
  );
}

/** The eight reactions of the contract, one tap each. */
function ReactionBar() {
  const react = useUnit(reactionClicked);
  useLanguage();
  return (
    <div role="group" aria-label={m.chat_reactions_label()} className={css.reactions}>
      {REACTION_IDS.map((id) => {
        const { emoji, label } = REACTIONS[id];
        return (
          <button key={id} type="button" className={css.reaction} onClick={() => react(id)} aria-label={emoji ? label() : undefined} data-reaction={id}>
            {emoji ? <span className={css.emoji} aria-hidden="true">{emoji}</span> : label()}
          </button>
        );
      })}
    </div>
  );
}

/** The latest reactions seen (name and reaction); screen readers hear them through the announcer. */
function SeenReactions() {
  const list = useUnit($reactions);
  useLanguage();
  return (
    <ul className={css.seen} aria-hidden="true" data-testid="seen-reactions">
      {list.map((r) => (
        <li key={r.seq}>{m.chat_said({ name: r.from, text: reactionText(r.reaction) })}</li>
      ))}
    </ul>
  );
}

/** "abebe won! 🎉" and who cheered, once other players congratulate the winner. */
function Cheers() {
  const [winner, cheers] = useUnit([$winner, $cheers]);
  useLanguage();
  if (!winner || cheers.length === 0) return null;
  return (
    <p className={css.cheer} data-testid="chat-cheers">
      {winner.own ? m.chat_own_win() : winner.name ? m.chat_winner({ name: winner.name }) : m.chat_winner_unknown()} {m.chat_cheered_by({ names: cheers.join(', ') })}
    </p>
  );
}

/** What the server refused (or why nothing was sent), until dismissed or the next answer. */
function Notice() {
  const [notice, close] = useUnit([$notice, noticeClosed]);
  useLanguage();
  return (
    <div role="status" className={css.notice}>
      {notice ? (
        <>
          <span>{notice()}</span>
          <button type="button" className={css.small} onClick={close}>
            {m.chat_dismiss()}
          </button>
        </>
      ) : null}
    </div>
  );
}

/** The chat's open/collapse button with the unread count, and the panel once it was first opened. */
function ChatToggle() {
  const [open, unread, toggle, joined] = useUnit([$panelOpen, $unread, panelToggled, $joined]);
  useLanguage();
  return (
    <>
      <button type="button" className={css.toggle} aria-expanded={open} aria-controls={open ? PANEL_ID : undefined} onClick={toggle}>
        {unread > 0 ? m.chat_open_unread({ count: unread }) : m.chat_open()}
      </button>
      {open || joined ? <LazyPanel id={PANEL_ID} hidden={!open} /> : null}
    </>
  );
}

function LazyPanel({ id, hidden }: { id: string; hidden: boolean }) {
  const Panel = panelView.useView();
  // the loaded view is a module's component, the same one on every render
  return Panel ? createElement(Panel, { id, hidden }) : null;
}

/** Politely announces the latest reaction or message of another player, unless silenced. */
function Announcer() {
  const [announce, text] = useUnit([$announce, $announcement]);
  useLanguage();
  return (
    <p className="visually-hidden" aria-live="polite" data-testid="chat-announcer">
      {announce && text ? text() : ''}
    </p>
  );
}
