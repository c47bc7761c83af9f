import { queryOptions } from '@tanstack/react-query';
import { getLinkedTelegram } from '@/shared/api/index.linked-telegram';

/**
 * The Telegram user linked to the player's account (the proposed `telegram` of GET
 * /users/get_user_info); TanStack Query, keyed by the player (per-player data). `null` when none is
 * linked or the server names none. @throws ApiError
 */
export const linkedTelegramQuery = (phone: string) =>
  queryOptions({
    queryKey: ['/users/get_user_info', 'telegram', { phone }] as const,
    queryFn: getLinkedTelegram,
  });
