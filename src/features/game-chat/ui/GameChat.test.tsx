import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { renderWithApp } from '@tests/setup/render-with-app';
import { createSocketDouble, type Emitted } from '@tests/setup/socket-double';
import { $connectionStatus } from '@/entities/connection';
import { $limitsSource } from '@/entities/responsible-play';
import { $user } from '@/entities/session';
import { GameChat } from './GameChat';

/**
 * The social layer as a player sees it (proposed chat): one-tap reactions, the chat panel loaded and
 * opened on the server only when first opened, the unread count, muting from a message, and a
 * server without chat hiding it all. The socket double plays the server.
 */
const socket = createSocketDouble({ unique: true });
const user = { username: 'kebede', phone: '0911000002', verified: true };

function show(acks: Record<string, unknown>) {
  socket.reset();
  socket.fakes.emitWithAck = async ({ key, payload }: Emitted) => (socket.emitted.push({ key, payload }), acks[key]);
  return renderWithApp(<GameChat gameId="g1" winner={null} />, {
    values: [[$user, user], [$connectionStatus, 'connected'], [$limitsSource, 'device']],
    handlers: socket.handlers(),
  });
}
const message = (id: string, fromId: string, from: string, text: string) => ({ messageId: id, fromId, from, text, sentAt: '2026-11-29T12:00:00.000Z' });

describe('the game chat on a game screen', () => {
  test('eight reactions, one tap each; the panel asks the server only when first opened', async () => {
    show({ sendReaction: { success: true }, chatOpen: { success: true, state: 'open', messages: [message('m1', 'p9', 'Abebe', 'Selam')] } });
    const bar = screen.getByRole('group', { name: 'Reactions' });
    expect(within(bar).getAllByRole('button')).toHaveLength(8);
    await userEvent.click(within(bar).getByRole('button', { name: 'Good luck!' }));
    await userEvent.click(within(bar).getByRole('button', { name: 'Clap' }));
    expect(socket.emittedOf('sendReaction')).toEqual([{ gameId: 'g1', reaction: 'good_luck' }, { gameId: 'g1', reaction: 'clap' }]);
    expect(socket.emittedOf('chatOpen')).toEqual([]);
    expect(screen.queryByTestId('chat-panel')).toBeNull();

    const toggle = screen.getByRole('button', { name: 'Chat' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(socket.emittedOf('chatOpen')).toEqual([{ gameId: 'g1' }]);
    expect(await screen.findByText('Selam')).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    // collapsed, a new message from another player counts as unread
    await userEvent.click(toggle);
    act(() => socket.send('gameChatMessage:g1', message('m2', 'p7', 'Troll', 'buy coins here')));
    expect(screen.getByRole('button', { name: 'Chat, 1 new' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Chat, 1 new' }));
    // muting a player from their message hides their messages
    await userEvent.click(screen.getByRole('button', { name: 'Mute Troll' }));
    expect(screen.queryByText('buy coins here')).toBeNull();
    expect(screen.getByText('Selam')).toBeTruthy();
  });

  test('a rate-limit refusal is said with its seconds', async () => {
    show({ sendReaction: { success: false, refusal: 'rate_limited', retryAfter: 1 } });
    await userEvent.click(screen.getByRole('button', { name: 'Fire' }));
    expect(await screen.findByText('Slow down — try again in 1 s.')).toBeTruthy();
  });

  test('a server without chat ({error} ack): reactions and chat disappear', async () => {
    show({ sendReaction: { error: 'not offered' } });
    await userEvent.click(screen.getByRole('button', { name: 'Love' }));
    expect(screen.queryByRole('group', { name: 'Reactions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Chat' })).toBeNull();
  });

  test('the composer shows the characters left from 20 of 140 left, and screen readers hear it on entering 20, 10 and none left', async () => {
    show({ chatOpen: { success: true, state: 'open', messages: [] } });
    await userEvent.click(screen.getByRole('button', { name: 'Chat' }));
    const input = await screen.findByRole('textbox', { name: 'Message' });
    const heard = () => screen.getByTestId('chat-chars-heard').textContent;
    const shown = () => screen.queryByTestId('chat-chars-left')?.textContent ?? null;
    await userEvent.click(input);
    await userEvent.paste('a'.repeat(119));
    // far from the limit: nothing shown, nothing said
    expect(shown()).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(heard()).toBe('');

    await userEvent.type(input, 'b');
    expect(shown()).toBe('20 characters left');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByTestId('chat-chars-left').id);
    expect(heard()).toBe('20 characters left');
    expect(screen.getByTestId('chat-chars-heard').getAttribute('aria-live')).toBe('polite');
    // each key updates the count shown; what is heard waits for the next band
    await userEvent.type(input, 'ccccc');
    expect(shown()).toBe('15 characters left');
    expect(heard()).toBe('20 characters left');
    await userEvent.type(input, 'ddddd');
    expect(heard()).toBe('10 characters left');
    await userEvent.type(input, 'eeeeeeeee');
    expect(shown()).toBe('1 character left');
    expect(heard()).toBe('10 characters left');
    await userEvent.type(input, 'fff');
    // the input takes no more than 140
    expect((input as HTMLInputElement).value).toHaveLength(140);
    expect(shown()).toBe('0 characters left');
    expect(heard()).toBe('0 characters left');

    // deleting back below the limit: the count goes away, and is heard again next time
    await userEvent.clear(input);
    expect(shown()).toBeNull();
    expect(heard()).toBe('');
  });
});

describe('the game chat as a game screen places it (the feature index)', () => {
  test('nothing at first: its code loads once the screen is idle, then the reactions show', async () => {
    const { GameChat: LaterChat } = await import('../index');
    socket.reset();
    renderWithApp(<LaterChat gameId="g1" winner={null} />, {
      values: [[$user, user], [$connectionStatus, 'connected'], [$limitsSource, 'device']],
      handlers: socket.handlers(),
    });
    // the first render holds none of the chat (its chunk is not part of the game's first commit)
    expect(screen.queryByRole('group', { name: 'Reactions' })).toBeNull();
    expect(await screen.findByRole('group', { name: 'Reactions' })).toBeTruthy();
  });
});
