import { decodePacket } from 'engine.io-parser';
import { Decoder, Encoder, PacketType, type Packet } from 'socket.io-parser';
import type { EngineConn } from '../engine';

/**
 * A minimal Socket.IO v4 server endpoint over one raw WebSocket (MSW's intercepted connection):
 * Engine.IO open/ping/message framing plus Socket.IO CONNECT, EVENT and ACK packets in both
 * directions, built on the official `engine.io-parser` and `socket.io-parser`. The default namespace
 * only; no binary. Keeps the connection alive with a ping every `pingIntervalMs` (the client drops
 * a silent connection after pingInterval + pingTimeout).
 */
export interface Wire {
  send(data: string): void;
  close(): void;
  onMessage(cb: (data: string) => void): void;
  onClose(cb: () => void): void;
}

export interface SocketIoHandlers {
  /** The player of the handshake's `auth` (e.g. `{ token }`), or null to refuse it as `unauthorized`. */
  authorize(auth: unknown): string | null;
  connected(conn: ServerSocketConn): void;
  event(conn: ServerSocketConn, event: string, payload: unknown, ack?: (res: unknown) => void): void;
  disconnected(conn: ServerSocketConn): void;
}

export interface ServerSocketConn extends EngineConn {
  /** Set when the handshake is accepted. */
  phone: string;
  /** Emits with an acknowledgement from the client (server → client ack). */
  emitWithAck(event: string, payload: unknown, ack: (res: unknown) => void): void;
  /** Closes the transport as a dropped network would; the client reconnects by itself. */
  drop(): void;
}

const PING_INTERVAL_MS = 20_000;
const PING_TIMEOUT_MS = 20_000;
let counter = 0;

export function serveSocketIo(wire: Wire, handlers: SocketIoHandlers, pingIntervalMs = PING_INTERVAL_MS): ServerSocketConn {
  const sid = `mock-${Date.now().toString(36)}-${(++counter).toString(36)}`;
  const encoder = new Encoder();
  const decoder = new Decoder();
  const pendingAcks = new Map<number, (res: unknown) => void>();
  let nextAckId = 0;
  let connected = false;
  let closed = false;

  const sendPacket = (packet: Packet) => {
    if (closed) return;
    for (const chunk of encoder.encode(packet)) wire.send(`4${chunk as string}`);
  };

  const conn: ServerSocketConn = {
    id: sid,
    phone: '',
    emit: (event, payload) => {
      if (connected) sendPacket({ type: PacketType.EVENT, nsp: '/', data: payload === undefined ? [event] : [event, payload] });
    },
    emitWithAck: (event, payload, ack) => {
      if (!connected) return;
      const id = nextAckId++;
      pendingAcks.set(id, ack);
      sendPacket({ type: PacketType.EVENT, nsp: '/', id, data: [event, payload] });
    },
    drop: () => finish(true),
  };

  const finish = (closeWire: boolean) => {
    if (closed) return;
    closed = true;
    clearInterval(ping);
    decoder.destroy();
    if (connected) handlers.disconnected(conn);
    connected = false;
    if (closeWire) wire.close();
  };

  decoder.on('decoded', (packet: Packet) => {
    switch (packet.type) {
      case PacketType.CONNECT: {
        const phone = handlers.authorize(packet.data);
        if (!phone) {
          // as socket.io's middleware refusal: a connect error the client sees as `connect_error`
          sendPacket({ type: PacketType.CONNECT_ERROR, nsp: '/', data: { message: 'unauthorized' } });
          return;
        }
        conn.phone = phone;
        connected = true;
        sendPacket({ type: PacketType.CONNECT, nsp: '/', data: { sid } });
        handlers.connected(conn);
        return;
      }
      case PacketType.EVENT: {
        const [event, payload] = (packet.data ?? []) as [string, unknown];
        const id = packet.id;
        const ack = id === undefined ? undefined : (res: unknown) => sendPacket({ type: PacketType.ACK, nsp: '/', id, data: [res] });
        handlers.event(conn, event, payload, ack);
        return;
      }
      case PacketType.ACK: {
        const cb = packet.id === undefined ? undefined : pendingAcks.get(packet.id);
        if (cb && packet.id !== undefined) {
          pendingAcks.delete(packet.id);
          cb((packet.data as unknown[])[0]);
        }
        return;
      }
      case PacketType.DISCONNECT:
        finish(true);
        return;
    }
  });

  wire.onMessage((data) => {
    const packet = decodePacket(data);
    if (packet.type === 'message' && typeof packet.data === 'string') {
      try {
        decoder.add(packet.data);
      } catch (error) {
        console.warn('[mock provider] bad socket.io packet', error);
      }
    } else if (packet.type === 'close') finish(true);
  });
  wire.onClose(() => finish(false));

  wire.send(`0${JSON.stringify({ sid, upgrades: [], pingInterval: pingIntervalMs + 5000, pingTimeout: PING_TIMEOUT_MS, maxPayload: 1_000_000 })}`);
  const ping = setInterval(() => !closed && wire.send('2'), pingIntervalMs);
  return conn;
}
