import { SocketPlayer } from '../../conformance/socket-player';
import { pactToken, type ProviderContext } from './context';
import { loginAs, socketToken } from './states';

/** Plays one scenario and returns the payload the server sent (see MESSAGE_PRODUCERS in ./messages). */
export type MessageProducer = (ctx: ProviderContext) => Promise<unknown>;

/**
 * Connects a player to the server under verification, runs the scenario, and always disconnects.
 * A token the last state made stale (a fresh world) is replaced by a login once.
 */
export async function withPlayer<T>(ctx: ProviderContext, run: (p: SocketPlayer) => Promise<T>, phone = '0911000001'): Promise<T> {
  let player: SocketPlayer;
  try {
    player = await SocketPlayer.connect(ctx.socketUrl, await socketToken(ctx, phone));
  } catch {
    ctx.tokens.delete(pactToken(phone));
    await loginAs(ctx, phone);
    player = await SocketPlayer.connect(ctx.socketUrl, await socketToken(ctx, phone));
  }
  try {
    return await run(player);
  } finally {
    player.close();
  }
}

export { SocketPlayer };
