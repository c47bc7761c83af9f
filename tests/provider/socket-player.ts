import { SocketPlayer } from '../../conformance/socket-player';
import type { ProviderContext } from './context';
import { socketToken } from './states';

/** Plays one scenario and returns the payload the server sent (see MESSAGE_PRODUCERS in ./messages). */
export type MessageProducer = (ctx: ProviderContext) => Promise<unknown>;

/** Connects a player to the server under verification, runs the scenario, and always disconnects. */
export async function withPlayer<T>(ctx: ProviderContext, run: (p: SocketPlayer) => Promise<T>, phone = '0911000001'): Promise<T> {
  const player = await SocketPlayer.connect(ctx.socketUrl, await socketToken(ctx, phone));
  try {
    return await run(player);
  } finally {
    player.close();
  }
}

export { SocketPlayer };
