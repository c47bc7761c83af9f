import { useUnit } from 'effector-react';
import { bonusNote, PATTERNS, STAKES, STAKE_RULES } from '@/shared/lib/bingo';
import { formatEtb } from '@/shared/lib/money';
import { $now, formatSecondsLeft, secondsUntil } from '@/shared/lib/time';
import { Button } from '@/shared/ui/button';
import { MiniGrid } from '@/shared/ui/mini-grid';
import { $choosing, $statuses, stakeChosen } from '../model/stake';
import * as css from './stake.css';

/**
 * One card per stake (spec §2.6): amount, pattern (Amharic and English) with a 5x5 preview, bonus
 * note, total winning, countdown in seconds, games running and the play button. Status colour:
 * waiting green, inProgress orange (button disabled, "In Progress"), completed red, otherwise grey.
 */
export function StakeCards() {
  const [statuses, now, choosing, choose] = useUnit([$statuses, $now, $choosing, stakeChosen]);
  return (
    <ul className={css.list} aria-label="Stakes">
      {STAKES.map((stake) => {
        const rule = STAKE_RULES[stake];
        const pattern = PATTERNS[rule.pattern];
        const status = statuses[stake];
        const state = status?.state;
        const tone = state === 'waiting' || state === 'inProgress' || state === 'completed' ? state : 'other';
        const inProgress = state === 'inProgress';
        return (
          <li key={stake} className={`${css.card} ${css.status[tone]}`} data-testid={`stake-${stake}`} data-state={state ?? 'unknown'} aria-label={`Stake ${stake} ETB`}>
            <p className={css.amount}>{stake} ETB</p>
            <div className={css.row}>
              <span>
                {pattern.nameAm} / {pattern.nameEn}
              </span>
              <MiniGrid cells={pattern.preview} label={`${pattern.nameEn} pattern`} />
            </div>
            <p className={css.note}>{bonusNote(rule)}</p>
            <div className={css.row}>
              <span>Total winning</span>
              <strong>{formatEtb(status?.totalWinning ?? 0)} ETB</strong>
            </div>
            <div className={css.row}>
              <span>Starts in</span>
              <strong data-testid={`countdown-${stake}`}>{state === 'waiting' ? formatSecondsLeft(secondsUntil(status.endsAt, now)) : '—'}</strong>
            </div>
            <div className={css.row}>
              <span>Games running</span>
              <strong>{status?.inProgressCount ?? 0}</strong>
            </div>
            <Button wide disabled={inProgress || !status || choosing} onClick={() => choose(stake)} aria-label={inProgress ? `In Progress, stake ${stake} ETB` : `Play stake ${stake} ETB`}>
              {inProgress ? 'In Progress' : 'Play'}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
