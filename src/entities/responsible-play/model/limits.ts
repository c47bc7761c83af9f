import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { sessionPlayer } from '@/shared/api';
import { getLimits, limitsUnavailable, putLimits, takeBreak } from '@/shared/api/index.limits';
import type { Message } from '@/shared/i18n';
import { addToToday, breakEnd, limitRefusal, NO_LIMITS, type BreakPeriod, type DayTotals, type PlayLimits } from '@/shared/lib/limits';
import { refusalText } from '../lib/messages';
import { fromServer, readDayTotals, readDeviceLimits, writeDayTotals, writeDeviceLimits } from '../lib/storage';
import { announceLimitsChangedFx, limitsMayHaveChanged } from './elsewhere';

/**
 * Responsible play (ours, not in the spec): the player's daily deposit and stake limits and a break.
 * Where a server offers the proposed limit calls (OpenAPI tag `limits`) it keeps them (`server`);
 * when it answers 404 or 501, or cannot be reached, the device keeps them itself (`device`, by
 * player, across logouts). In both cases the client refuses a deposit or stake over a limit, or during a break,
 * before any request (`checkLimitFx`), counting today's deposits and stakes on the device; a server
 * also refuses what it knows to be over (other devices). With no limit set nothing is refused.
 */

/** Who keeps the limits: the server (every device) or this device only. */
export type LimitsSource = 'server' | 'device';
/** A deposit or stake about to be requested; ETB. */
export interface LimitRequest {
  kind: 'deposit' | 'stake';
  amount: number;
}
/** A request refused by a limit or a break; `text` is our message for the player. */
export class LimitRefusedError extends Error {
  constructor(readonly text: Message) {
    super(text());
    this.name = 'LimitRefusedError';
  }
}
/** What to show for a failed limit check: our text of a refusal, else the error's own message. */
export function limitRefusalText(error: Error): string | Message {
  return error instanceof LimitRefusedError ? error.text : error.message;
}

/** The limits as read (or set) and who keeps them. */
export interface Read {
  source: LimitsSource;
  limits: PlayLimits;
}

/** A page or a feature wants the limits read again (the limits page opens). */
export const limitsRequested = createEvent();
/** The player saves the two daily limits (ETB; `null` clears one). */
export const limitsSubmitted = createEvent<{ dailyDeposit: number | null; dailyStake: number | null }>();
/** The player confirmed a break of this length. */
export const breakConfirmed = createEvent<BreakPeriod>();
/** A stake was paid (a join or purchase the server confirmed); ETB. */
export const stakePaid = createEvent<number>();
/** A deposit request the server accepted; ETB. */
export const depositAccepted = createEvent<number>();

// ---- the I/O, each behind its own effect so tests swap it with fork({ handlers }) ----
/** GET /limits. @throws ApiError */
export const fetchLimitsFx = createEffect(getLimits);
/** PUT /limits. @throws ApiError */
export const putLimitsFx = createEffect(putLimits);
/** POST /limits/break. @throws ApiError */
export const postBreakFx = createEffect(takeBreak);
/** The device's copy of the session player's limits and today's totals. */
export const readDeviceFx = createEffect(() => ({ limits: readDeviceLimits(sessionPlayer()), totals: readDayTotals(sessionPlayer()) }));
export const writeDeviceLimitsFx = createEffect((limits: PlayLimits) => writeDeviceLimits(sessionPlayer(), limits));
export const writeDayTotalsFx = createEffect((totals: DayTotals) => writeDayTotals(sessionPlayer(), totals));
/** The time now, epoch ms. */
export const clockFx = createEffect(() => Date.now());

export const $limits = createStore<PlayLimits>(NO_LIMITS);
/** `null` until the limits were read once in this visit. */
export const $limitsSource = createStore<LimitsSource | null>(null);
/** Today's deposits and stakes counted on the device (any day; see `totalsOfToday`). */
export const $dayTotals = createStore<DayTotals | null>(null);

/**
 * Reads the limits: the server's when it offers them, otherwise (404, 501, no answer) the device's.
 * Also reads today's totals from the device. Never fails: an unusable answer counts as no server.
 */
export const readLimitsFx = createEffect(async (): Promise<Read & { totals: DayTotals | null }> => {
  const device = await readDeviceFx();
  try {
    return { source: 'server', limits: fromServer(await fetchLimitsFx(), device.limits.chatOff), totals: device.totals };
  } catch {
    return { source: 'device', limits: device.limits, totals: device.totals };
  }
});

/** How long a check waits for a first read of the server's limits before it goes by the device's (ms). */
export const CHECK_READ_WAIT_MS = 3000;

/**
 * Checks a deposit or stake against the limits before its request is sent. When this visit has not
 * read the limits yet, it reads them first, waiting at most `CHECK_READ_WAIT_MS` (a slow server
 * must not hold up a Start); after that it goes by the device's copy and the read goes on in the
 * background (a server that keeps limits still refuses what is over). Resolves when it may go ahead.
 * @throws LimitRefusedError with our text (the break's end, or the limit and what is left today)
 */
export const checkLimitFx = attach({
  source: { source: $limitsSource, limits: $limits, totals: $dayTotals },
  effect: async (state, request: LimitRequest): Promise<void> => {
    // effects first: after awaiting the race below, no effect may be called (the scope would be lost)
    const now = await clockFx();
    let current: { limits: PlayLimits; totals: DayTotals | null } = state;
    if (state.source === null) {
      const device = await readDeviceFx();
      const read = readLimitsFx();
      current = await Promise.race([read, new Promise<typeof device>((done) => setTimeout(() => done(device), CHECK_READ_WAIT_MS))]);
    }
    const refusal = limitRefusal(current.limits, current.totals, request.kind, request.amount, now);
    if (refusal !== null) throw new LimitRefusedError(refusalText(refusal));
  },
});

/** Adds a paid stake or an accepted deposit to today's totals on the device; answers the new totals. */
export const recordFx = createEffect(async (request: LimitRequest): Promise<DayTotals> => {
  const { totals } = await readDeviceFx();
  const next = addToToday(totals, request.kind, request.amount, await clockFx());
  await writeDayTotalsFx(next);
  return next;
});

// Effect handlers below await only effects between effect calls: awaiting any other promise would
// lose the scope for the next effect call.

/**
 * Saves both daily limits (ETB, `null` = none): PUT /limits on a server that offers it (the server
 * answers what applies now), else (404, 501, no answer) on the device at once.
 * @throws ApiError (e.g. a 400 with the server's message)
 */
export const saveLimitsFx = attach({
  source: { source: $limitsSource, limits: $limits },
  effect: async ({ source, limits }, next: { dailyDeposit: number | null; dailyStake: number | null }): Promise<Read> => {
    if (source !== 'device') {
      try {
        return { source: 'server', limits: fromServer(await putLimitsFx({ daily_deposit_limit: next.dailyDeposit, daily_stake_limit: next.dailyStake }), limits.chatOff) };
      } catch (error) {
        if (!limitsUnavailable(error)) throw error;
      }
    }
    const device = { ...limits, ...next };
    await writeDeviceLimitsFx(device);
    return { source: 'device', limits: device };
  },
});

/**
 * Starts a break of 24 hours, 7 days or 30 days from now: POST /limits/break on a server that offers
 * it, else on the device (a running break that ends later is kept). @throws ApiError
 */
export const takeBreakFx = attach({
  source: { source: $limitsSource, limits: $limits },
  effect: async ({ source, limits }, period: BreakPeriod): Promise<Read> => {
    if (source !== 'device') {
      try {
        return { source: 'server', limits: fromServer(await postBreakFx(period), limits.chatOff) };
      } catch (error) {
        if (!limitsUnavailable(error)) throw error;
      }
    }
    const device = { ...limits, breakUntil: breakEnd(period, await clockFx(), limits.breakUntil) };
    await writeDeviceLimitsFx(device);
    return { source: 'device', limits: device };
  },
});


// When the limits are read or set, then they are the ones that apply, kept where they were kept.
sample({ clock: [readLimitsFx.doneData, saveLimitsFx.doneData, takeBreakFx.doneData], fn: (r) => r.limits, target: $limits });
sample({ clock: [readLimitsFx.doneData, saveLimitsFx.doneData, takeBreakFx.doneData], fn: (r) => r.source, target: $limitsSource });
sample({ clock: readLimitsFx.doneData, fn: (r) => r.totals, target: $dayTotals });
sample({ clock: recordFx.doneData, target: $dayTotals });

// When a page asks for the limits, or they may have changed outside this tab, then read them again (the server may have changed them).
sample({ clock: [limitsRequested, limitsMayHaveChanged], target: readLimitsFx });
// When the limits or a break are saved, then tell the other tabs of this device.
sample({ clock: [saveLimitsFx.done, takeBreakFx.done], fn: () => undefined, target: announceLimitsChangedFx });
sample({ clock: limitsSubmitted, target: saveLimitsFx });
sample({ clock: breakConfirmed, target: takeBreakFx });
// When a stake is paid or a deposit accepted, then count it toward today's totals.
sample({ clock: stakePaid, fn: (amount): LimitRequest => ({ kind: 'stake', amount }), target: recordFx });
sample({ clock: depositAccepted, fn: (amount): LimitRequest => ({ kind: 'deposit', amount }), target: recordFx });
