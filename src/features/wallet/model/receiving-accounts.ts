import { createEffect, createStore, sample } from 'effector';
import type { ReceivingAccount } from '@/shared/api';
import { getReceivingAccounts } from '@/shared/api/index.payments';
import { walletOpened } from './wallet';

/**
 * Where a manual deposit is sent (proposed GET /manual-payments/receiving-accounts), read when the
 * wallet opens. A server that does not offer the call answers `[]` through the call itself, so the
 * manual deposit shows the spec's text without accounts and works as before.
 */
export const fetchReceivingAccountsFx = createEffect(() => getReceivingAccounts());
export const $receivingAccounts = createStore<readonly ReceivingAccount[]>([]).on(fetchReceivingAccountsFx.doneData, (_, accounts) => accounts);

// When the wallet opens, then read the accounts again (a partner may change them).
sample({ clock: walletOpened, target: fetchReceivingAccountsFx });
