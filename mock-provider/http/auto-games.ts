import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AutoGameEngine } from '../engine';
import type { World } from '../world/world';

/** `GET /autogames/status/scheduled` (spec §7) answered from the auto engine. */
export function createAutoHttpHandlers(world: World, engine: AutoGameEngine): HttpHandler[] {
  return [
    http.get('*/api/autogames/status/:status', ({ request, params }) => {
      const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null;
      if (!world.accountByToken(token)) return HttpResponse.json({ message: 'unauthorized' }, { status: 401 });
      if (params.status !== 'scheduled') return HttpResponse.json({ message: 'unknown status' }, { status: 400 });
      if (engine.listUnavailable) return HttpResponse.json({ message: 'scheduled games unavailable' }, { status: 500 });
      return HttpResponse.json(engine.list());
    }),
  ];
}
