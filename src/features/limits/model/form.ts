import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { ApiError } from '@/shared/api';
import { m, type Message } from '@/shared/i18n';
import { parseLimitInput, type BreakPeriod, type PlayLimits } from '@/shared/lib/limits';
import { $limits, breakConfirmed, limitsRequested, limitsSubmitted, saveLimitsFx, takeBreakFx } from '@/entities/responsible-play';

/**
 * The `/limits` form (responsible play, ours): the two daily limits as typed (ETB, empty = none),
 * Save, and a break of 24 hours, 7 days or 30 days after a confirmation. The limits themselves live
 * in `entities/responsible-play`.
 */
export const LimitsGate = createGate();
export const depositLimitChanged = createEvent<string>();
export const stakeLimitChanged = createEvent<string>();
export const saveClicked = createEvent();
/** A break button was pressed: its confirmation opens. */
export const breakChosen = createEvent<BreakPeriod>();
export const breakDialogClosed = createEvent();
export const breakConfirmClicked = createEvent();

const asText = (limit: number | null) => (limit === null ? '' : String(limit));

export const $depositInput = createStore('').on(depositLimitChanged, (_, v) => v);
export const $stakeInput = createStore('').on(stakeLimitChanged, (_, v) => v);
/** The break whose confirmation is open. */
export const $pendingBreak = createStore<BreakPeriod | null>(null).on(breakChosen, (_, p) => p).reset([breakDialogClosed, breakConfirmed]);
/** Why the form or the break was refused: our text or the server's message. */
export const $formError = createStore<Message | string | null>(null);
export const $saved = createStore(false);
export const $busy = createStore(false)
  .on([saveLimitsFx, takeBreakFx], () => true)
  .on([saveLimitsFx.finally, takeBreakFx.finally], () => false);

// When the page opens, then read the limits again.
sample({ clock: LimitsGate.open, target: limitsRequested });
// When the limits are (re)read or saved, then the fields show them.
sample({ clock: [LimitsGate.open, $limits.updates], source: $limits, fn: (l: PlayLimits) => asText(l.dailyDeposit), target: $depositInput });
sample({ clock: [LimitsGate.open, $limits.updates], source: $limits, fn: (l: PlayLimits) => asText(l.dailyStake), target: $stakeInput });

const typed = sample({
  clock: saveClicked,
  source: { deposit: $depositInput, stake: $stakeInput, busy: $busy },
  filter: ({ busy }) => !busy,
  fn: ({ deposit, stake }) => ({ dailyDeposit: parseLimitInput(deposit), dailyStake: parseLimitInput(stake) }),
});
const valid = (t: { dailyDeposit: number | null | undefined; dailyStake: number | null | undefined }): t is { dailyDeposit: number | null; dailyStake: number | null } =>
  t.dailyDeposit !== undefined && t.dailyStake !== undefined;
// When Save is pressed with amounts that are not positive with at most two decimals, then say so; else save.
sample({ clock: typed, filter: (t) => !valid(t), fn: (): Message => m.account_limits_invalid, target: $formError });
sample({ clock: typed, filter: valid, target: limitsSubmitted });
// When a break is confirmed, then take it.
sample({ clock: breakConfirmClicked, source: $pendingBreak, filter: (p): p is BreakPeriod => p !== null, target: breakConfirmed });

const failure = (error: Error): Message | string => (error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : m.account_limits_save_failed);
$formError.on([saveLimitsFx.failData, takeBreakFx.failData], (_, e) => failure(e)).reset([saveLimitsFx.done, takeBreakFx.done, depositLimitChanged, stakeLimitChanged, LimitsGate.open]);
$saved.on(saveLimitsFx.done, () => true).reset([saveLimitsFx, saveLimitsFx.fail, depositLimitChanged, stakeLimitChanged, LimitsGate.open, $formError.updates.filter({ fn: Boolean })]);
