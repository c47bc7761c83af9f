import { useGate, useUnit } from 'effector-react';
import { createElement } from 'react';
import { m, useLanguage } from '@/shared/i18n';
import { BREAK_MS, onBreak, totalsOfToday, type BreakPeriod } from '@/shared/lib/limits';
import { formatEtb } from '@/shared/lib/money';
import { useNow } from '@/shared/lib/time';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { TextField } from '@/shared/ui/field';
import { $dayTotals, $limits, $limitsSource, formatUntil, onBreakText } from '@/entities/responsible-play';
import * as f from '../model/form';
import { createLazyView } from '@/shared/ui/lazy-view';
import * as css from './limits.css';

// the game chat setting sits last on the page: its code loads after the first paint (the page's size budget)
const chatSettingView = createLazyView(() => import('./ChatSetting'));
function LazyChatSetting() {
  const View = chatSettingView.useView();
  // the loaded view is a module's component, the same one on every render
  return View ? createElement(View) : null;
}

const PERIODS: readonly BreakPeriod[] = ['24h', '7d', '30d'];
const periodLabel = (p: BreakPeriod) => (p === '24h' ? m.account_limits_break_24h() : p === '7d' ? m.account_limits_break_7d() : m.account_limits_break_30d());

/** The form's introduction (static text). */
function LimitsIntro() {
  useLanguage();
  return <p className={css.note}>{m.account_limits_intro()}</p>;
}

/**
 * The `/limits` form (responsible play, ours): where the limits are kept (the server, or this device
 * only), today's totals, the two daily limits with Save, and the break buttons with a confirmation.
 */
export function LimitsForm() {
  useGate(f.LimitsGate);
  useLanguage();
  const [limits, source, totals, depositInput, stakeInput, pendingBreak, formError, saved, busy] = useUnit([
    $limits,
    $limitsSource,
    $dayTotals,
    f.$depositInput,
    f.$stakeInput,
    f.$pendingBreak,
    f.$formError,
    f.$saved,
    f.$busy,
  ]);
  const [changeDeposit, changeStake, save, chooseBreak, closeBreak, confirmBreak] = useUnit([
    f.depositLimitChanged,
    f.stakeLimitChanged,
    f.saveClicked,
    f.breakChosen,
    f.breakDialogClosed,
    f.breakConfirmClicked,
  ]);
  // the shared 1-second clock: whether a break runs now and where a new one would end
  const now = useNow();
  const today = totalsOfToday(totals, now);
  const errorText = formError === null ? null : typeof formError === 'function' ? formError() : formError;
  return (
    <>
      <LimitsIntro />
      <p className={css.sourceLine} role="status" data-reserve-device={m.account_limits_device_only()} data-reserve-server={m.account_limits_server()}>
        <span className={css.sourceText}>{source === null ? m.account_limits_loading() : source === 'device' ? m.account_limits_device_only() : m.account_limits_server()}</span>
      </p>
      {onBreak(limits, now) ? <p className={css.status}>{onBreakText(limits.breakUntil!)()}</p> : null}
      <p className={css.note}>{m.account_limits_today({ deposits: formatEtb(today.deposits), stakes: formatEtb(today.stakes) })}</p>
      <form
        className={css.section}
        aria-label={m.account_limits_title()}
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <TextField
          label={m.account_limits_deposit_label()}
          name="dailyDepositLimit"
          inputMode="decimal"
          value={depositInput}
          onValueChange={changeDeposit}
          hint={m.account_limits_empty_hint()}
        />
        <TextField label={m.account_limits_stake_label()} name="dailyStakeLimit" inputMode="decimal" value={stakeInput} onValueChange={changeStake} hint={m.account_limits_empty_hint()} />
        {errorText ? (
          <p role="alert" className={css.error}>
            {errorText}
          </p>
        ) : null}
        <p role="status" className={css.note}>
          {saved ? m.account_limits_saved() : null}
        </p>
        <Button type="submit" disabled={busy || source === null}>
          {m.account_limits_save()}
        </Button>
      </form>
      <section className={css.section} aria-labelledby="limits-break-title">
        <h2 id="limits-break-title">{m.account_limits_break_title()}</h2>
        <p className={css.note}>{m.account_limits_break_hint()}</p>
        <div className={css.breaks}>
          {PERIODS.map((p) => (
            <Button key={p} tone="secondary" disabled={busy || source === null} onClick={() => chooseBreak(p)}>
              {periodLabel(p)}
            </Button>
          ))}
        </div>
      </section>
      <LazyChatSetting />
      <Dialog
        open={pendingBreak !== null}
        onOpenChange={(open) => (open ? undefined : closeBreak())}
        title={pendingBreak ? m.account_limits_break_confirm_title({ period: periodLabel(pendingBreak) }) : ''}
        description={pendingBreak ? m.account_limits_break_confirm_text({ until: formatUntil(now + BREAK_MS[pendingBreak]) }) : undefined}
        actions={
          <>
            <Button tone="secondary" onClick={closeBreak}>
              {m.account_limits_cancel()}
            </Button>
            <Button tone="danger" onClick={confirmBreak}>
              {m.account_limits_break_confirm()}
            </Button>
          </>
        }
      />
    </>
  );
}
