import { createStore } from 'effector';
import { chatOffChosen, saveChatOffFx } from '@/entities/responsible-play/index.chat-setting';
import { LimitsGate } from './form';

/** The chat setting could not be saved (the server refused it); cleared by the next try. */
export const $chatSettingFailed = createStore(false).on(saveChatOffFx.fail, () => true).reset([chatOffChosen, LimitsGate.close]);
