import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { chatCallUnavailable, putChatSetting } from '@/shared/api/index.chat';
import { fromServer } from '../lib/storage';
import { announceLimitsChangedFx } from './elsewhere';
import { $limits, $limitsSource, writeDeviceLimitsFx, type LimitsSource, type Read } from './limits';

/**
 * The game chat setting of the limits (proposed `chat_off`): reactions and chat in games turned off
 * for good, or on again. Its own module (entry `index.chat-setting.ts`): only the limits page's
 * setting, loaded after that page's first paint, sends it; the game screens read `$limits`.
 */

/** The player turns reactions and chat in games off for good (`true`) or on again. */
export const chatOffChosen = createEvent<boolean>();
/** PUT /limits/chat. @throws ApiError */
export const putChatSettingFx = createEffect(putChatSetting);

/**
 * Turns reactions and chat in games off (or on again): PUT /limits/chat on a server that offers it
 * (it then applies on every device), else (404, 501, no answer) on the device for this player, the
 * way the limits are kept. Answers the limits with the choice and who keeps the choice.
 * @throws ApiError (e.g. a 400 with the server's message)
 */
export const saveChatOffFx = attach({
  source: { source: $limitsSource, limits: $limits },
  effect: async ({ source, limits }, chatOff: boolean): Promise<Read & { chatKeptBy: LimitsSource }> => {
    if (source !== 'device') {
      try {
        const answer = await putChatSettingFx(chatOff);
        // a server that answers without the field keeps the choice all the same (it took the call)
        return { source: 'server', chatKeptBy: 'server', limits: fromServer(answer, chatOff) };
      } catch (error) {
        if (!chatCallUnavailable(error)) throw error;
      }
    }
    const device = { ...limits, chatOff };
    await writeDeviceLimitsFx(device);
    return { source: source ?? 'device', chatKeptBy: 'device', limits: device };
  },
});
/** Who keeps the chat choice since it was last set in this visit (`null`: not set in this visit). */
export const $chatOffKeptBy = createStore<LimitsSource | null>(null).on(saveChatOffFx.doneData, (_, r) => r.chatKeptBy);
sample({ clock: chatOffChosen, target: saveChatOffFx });
// When the choice is saved, then the limits with it apply, and the other tabs of this device are told.
sample({ clock: saveChatOffFx.doneData, fn: (r) => r.limits, target: $limits });
sample({ clock: saveChatOffFx.done, fn: () => undefined, target: announceLimitsChangedFx });
