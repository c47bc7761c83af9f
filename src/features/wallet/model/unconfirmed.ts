import { combine } from 'effector';
import { $user } from '@/entities/session';
import { $intents } from '@/entities/wallet/index.intents';

/** The logged-in player's intents the server has not answered, as the wallet lists them (not those being sent). */
export const $unconfirmedIntents = combine($intents, $user, (list, user) => (user ? list.filter((i) => i.phone === user.phone && i.status !== 'sending') : []));
