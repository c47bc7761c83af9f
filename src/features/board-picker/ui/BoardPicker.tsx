import { useGate, useUnit } from 'effector-react';
import { m, useLanguage } from '@/shared/i18n';
import { useTelegramMainButton, useTelegramVerticalSwipesOff } from '@/shared/telegram/index.native';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { $betAmount, $selectedBoardIds } from '@/entities/game';
import { $boardIds, $boardsById, $boardsError, $boardsLoading, BoardIdGrid, PickedBoardCard } from '@/entities/board';
import { ConnectionBanner } from '@/entities/connection';
import { $takenByOthers, BoardPickerGate } from '../model/board-list';
import { $picksLocked, boardClicked, boardRemoveClicked } from '../model/picks';
import { $starting, startClicked } from '../model/join';
import { backClicked } from '../model/unload';
import * as css from './picker.css';

// one element for every render: a board list does not render the banner again
const banner = <ConnectionBanner />;

/**
 * The grid alone reads the board list: another player's pick (`_updated_board_list_`, up to 400
 * boards, often) renders the grid's changed ids, not the rest of the picker.
 */
function PickerGrid() {
  const [ids, selected, locked, pick] = useUnit([$boardIds, $selectedBoardIds, $picksLocked, boardClicked]);
  return <BoardIdGrid ids={ids} mine={selected} taken={$takenByOthers} locked={locked} onPick={pick} />;
}

/**
 * Manual board selection (spec §2.7): the grid of board ids (boards held by the player or taken
 * by others are greyed and not clickable), the chosen boards as 5x5 cards with a remove action,
 * and the Back and Start buttons. The connection state shows as on the game screens (spec §4, §8
 * "Reconnecting..."); picks are locked while the socket is down, the picks are being re-synced or
 * a join is in flight (Back too, then).
 */
export function BoardPicker() {
  useGate(BoardPickerGate);
  const [boards, loading, error, selected, starting, bet, locked] = useUnit([$boardsById, $boardsLoading, $boardsError, $selectedBoardIds, $starting, $betAmount, $picksLocked]);
  const [remove, start, back] = useUnit([boardRemoveClicked, startClicked, backClicked]);
  // inside Telegram, its MainButton is Start (progress while the join runs) instead of the page's own
  const inTelegram = useTelegramMainButton({ text: starting ? m.game_starting() : m.game_start(), onClick: start, active: !starting, progress: starting });
  // a swipe while picking must not close the Mini App
  useTelegramVerticalSwipesOff();
  useLanguage();

  return (
    <div>
      {banner}
      <p>
        {m.game_picker_stake()} <strong>{m.game_etb({ amount: bet })}</strong> · {m.game_picker_hint({ count: selected.length })}
      </p>
      {loading ? <Spinner label={m.game_loading_boards()} /> : null}
      {error ? <p role="alert">{error}</p> : null}
      <PickerGrid />
      <div className={css.chosen}>
        {selected.map((id) => (
          <PickedBoardCard key={id} boardId={id} board={boards[id]} removeDisabled={locked} onRemove={remove} missing={() => <p>{m.game_board({ id })}</p>} />
        ))}
      </div>
      <div className={css.bar}>
        <Button tone="secondary" onClick={back} disabled={starting}>
          {m.game_back()}
        </Button>
        {inTelegram ? null : (
          <Button wide onClick={start} disabled={starting}>
            {starting ? m.game_starting() : m.game_start()}
          </Button>
        )}
      </div>
    </div>
  );
}
