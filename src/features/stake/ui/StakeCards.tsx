import { useUnit } from 'effector-react';
import { m, useLanguage } from '@/shared/i18n';
import { PATTERNS, STAKES, STAKE_RULES } from '@/shared/lib/bingo';
import { formatEtb } from '@/shared/lib/money';
import { $now, formatCountdown, secondsUntil } from '@/shared/lib/time';
import { Button } from '@/shared/ui/button';
import { MiniGrid } from '@/shared/ui/mini-grid';
import { PatternName, patternName } from '@/shared/ui/pattern-name';
import { $awaitedStakes, $choosing, $statuses, stakeChosen, tellMeToggled } from '../model/stake';
import * as css from './stake.css';

/** The card's colour for a status state (spec §2.6); an unknown state is grey. */
const toneOf = (state: string | undefined) => (state === 'waiting' || state === 'inProgress' || state === 'completed' ? state : 'other');

/**
 * One card per stake (spec §2.6): amount, pattern (Amharic and English) with a 5x5 preview, bonus
 * note, total winning, countdown (ticking each second, `formatCountdown`), games running and the play button. Status colour:
 * waiting green, inProgress orange (button disabled, "In Progress"), completed red, otherwise grey.
 * While a stake's game runs (ours): "A new round opens after this game" and the "Tell me when it
 * opens" toggle, whose board picker then opens by itself.
 */
export function StakeCards() {
  const [statuses, now, choosing, choose, awaited, toggleTellMe] = useUnit([$statuses, $now, $choosing, stakeChosen, $awaitedStakes, tellMeToggled]);
  // re-render on a language switch: every text below is read from the catalogues while rendering
  useLanguage();
  return (
    <ul className={css.list} aria-label={m.game_stakes_label()}>
      {STAKES.map((stake) => {
        const rule = STAKE_RULES[stake];
        const pattern = PATTERNS[rule.pattern];
        const status = statuses[stake];
        const state = status?.state;
        const tone = toneOf(state);
        const inProgress = state === 'inProgress';
        return (
          <li key={stake} className={`${css.card} ${css.status[tone]}`} data-testid={`stake-${stake}`} data-state={state ?? 'unknown'} aria-label={m.game_stake_card_label({ stake })}>
            <p className={css.amount}>{m.game_etb({ amount: stake })}</p>
            <div className={css.row}>
              <span>
                <PatternName id={pattern.id} />
              </span>
              <MiniGrid cells={pattern.preview} label={m.game_pattern_grid_label({ name: patternName(pattern.id) })} />
            </div>
            <p className={css.note}>{m.game_bonus_note({ bonus: rule.bonusEtb, calls: rule.bonusUnderCalls })}</p>
            <div className={css.row}>
              <span>{m.game_total_winning()}</span>
              <strong>{m.game_etb({ amount: formatEtb(status?.totalWinning ?? 0) })}</strong>
            </div>
            <div className={css.row}>
              <span>{m.game_starts_in()}</span>
              <strong data-testid={`countdown-${stake}`}>{state === 'waiting' ? formatCountdown(secondsUntil(status.endsAt, now)) : '—'}</strong>
            </div>
            <div className={css.row}>
              <span>{m.game_games_running()}</span>
              <strong>{status?.inProgressCount ?? 0}</strong>
            </div>
            <Button wide disabled={inProgress || !status || choosing} onClick={() => choose(stake)} aria-label={inProgress ? m.game_in_progress_stake_label({ stake }) : m.game_play_stake_label({ stake })}>
              {inProgress ? m.game_in_progress() : m.game_play()}
            </Button>
            {inProgress ? <NextRound stake={stake} on={awaited.includes(stake)} toggle={toggleTellMe} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** Under a running game's In Progress (ours): when the next round opens, and "Tell me when it opens". */
function NextRound({ stake, on, toggle }: { stake: number; on: boolean; toggle(stake: number): void }) {
  return (
    <>
      <p className={css.note}>{m.game_next_round_after()}</p>
      <Button wide tone={on ? 'primary' : 'secondary'} aria-pressed={on} aria-label={m.game_tell_me_stake_label({ stake })} onClick={() => toggle(stake)}>
        {m.game_tell_me_when_open()}
      </Button>
      {on ? (
        <p className={css.note} role="status">
          {m.game_tell_me_on()}
        </p>
      ) : null}
    </>
  );
}
