import { memo } from 'react';
import { m, Phrase, useLanguage } from '@/shared/i18n';
import * as css from './call.css';

/** A tile value's class by its length: a longer amount ("1,250.00 ETB") takes smaller type, so it never wraps. */
function valueClass(value: string): string {
  if (value.length > 12) return `${css.tileValue} ${css.tileValueLonger}`;
  return value.length > 9 ? `${css.tileValue} ${css.tileValueLong}` : css.tileValue;
}

/**
 * The stat tiles above the strip (spec §2.9, §2.10): "Game Starts In" (a timer, only when
 * `countdown` is given), ጥሪ the count of calls (only when `calls` is given), መደብ the stake and
 * ደራሽ the prize pool, both already formatted. With `callsShown` false the count's tile holds its
 * place, empty and hidden from assistive technology: the other tiles keep their widths (a value
 * that wraps keeps its lines), so the strip and the boards below do not move when the count
 * appears. Values never wrap: a longer one takes smaller type. Memoized: its props are strings, numbers and booleans.
 */
export const StatTiles = memo(function StatTiles({ countdown, calls, callsShown = true, bet, prize }: { countdown: string | null; calls: number | null; callsShown?: boolean; bet: string; prize: string }) {
  useLanguage();
  return (
    <div className={css.tiles}>
      {countdown !== null ? (
        <div className={css.tile} role="timer" aria-label={m.play_game_starts_in()}>
          <span className={css.tileLabel}>{m.play_game_starts_in()}</span>
          <span className={valueClass(countdown)}>{countdown}</span>
        </div>
      ) : null}
      {calls !== null ? (
        <div className={callsShown ? css.tile : `${css.tile} ${css.tileHeld}`} aria-hidden={callsShown ? undefined : true}>
          <span className={css.tileLabel}>
            <Phrase>{m.play_calls_tile()}</Phrase>
          </span>
          <span className={css.tileValueFixed} data-testid="calls-count">
            {calls}
          </span>
        </div>
      ) : null}
      <div className={css.tile}>
        <span className={css.tileLabel}>
          <Phrase>{m.play_stake_tile()}</Phrase>
        </span>
        <span className={valueClass(bet)}>{bet}</span>
      </div>
      <div className={css.tile}>
        <span className={css.tileLabel}>
          <Phrase>{m.play_prize_tile()}</Phrase>
        </span>
        <span className={valueClass(prize)} data-testid="prize-pool">
          {prize}
        </span>
      </div>
    </div>
  );
});
