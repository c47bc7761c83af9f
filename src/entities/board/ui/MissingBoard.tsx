import { m, useLanguage } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import * as css from './missing-board.css';

/**
 * A picked or bought board whose data is not here yet (spec §4 "fetched by id"): a spinner while
 * the fetch runs; after a failure (spec §8 "Board fetch failure") "Board data not available." with
 * the server's message and a Retry, plus any extra actions (e.g. remove the pick).
 * @param error the failed fetch's message, or undefined while loading
 */
export function MissingBoard({ boardId, error, onRetry, children }: { boardId: number; error: string | undefined; onRetry: () => void; children?: React.ReactNode }) {
  useLanguage();
  if (error === undefined) return <Spinner label={m.game_loading_board({ id: boardId })} />;
  return (
    <div role="alert" className={css.error} aria-label={m.game_board({ id: boardId })}>
      <p>{m.game_board_unavailable({ id: boardId, error })}</p>
      <Button tone="secondary" onClick={onRetry}>
        {m.game_retry()}
      </Button>
      {children}
    </div>
  );
}
