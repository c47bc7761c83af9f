import type { HttpHandler } from 'msw';
import type { AutoGameEngine } from '../engine';
import type { World } from '../world/world';
import { route } from './contract';

/** `GET /autogames/status/scheduled` (spec §7) answered from the auto engine. */
export function createAutoHttpHandlers(world: World, engine: AutoGameEngine): HttpHandler[] {
  return [
    route('get', '/autogames/status/{status}', ({ reply, outside, request, params }) => {
      const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null;
      if (!world.accountByToken(token)) return reply(401, { message: 'unauthorized' });
      if (params.status !== 'scheduled') return outside('unknown status');
      if (engine.listUnavailable) return reply(500, { message: 'scheduled games unavailable' });
      return reply(200, engine.list());
    }),
  ];
}
