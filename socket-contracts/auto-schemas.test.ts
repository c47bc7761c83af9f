import { expect, test } from 'vitest';
import { clientEvents, serverEventName, serverEvents } from './events';

test('scheduled events: per-game names and fixed names (spec §7)', () => {
  expect(serverEventName('autoBoardlist', 'g1')).toBe('response_auto_boardlist_g1');
  expect(serverEventName('autoGameDetails', 'g1')).toBe('_auto_game_details_g1');
  expect(serverEventName('autoBingoNumber', 'g1')).toBe('_auto_bingo_number_g1');
  expect(serverEventName('autoGameMsg', 'g1')).toBe('_auto_game_msg_g1');
  expect(serverEventName('autoBingoResult', 'g1')).toBe('_auto_bingo_result_g1');
  expect(serverEventName('purchaseCartelaResult')).toBe('purchase_cartela_result');
  expect(clientEvents.requestAutoBoardlist.name).toBe('request_auto_boardlist');
  expect(clientEvents.purchaseCartela.name).toBe('purchase_cartela');
  expect(clientEvents.joinAutoGame.name).toBe('join_auto_game');
});

test('purchase_cartela takes 1–2 boards and a 10-digit phone (spec §5)', () => {
  const s = clientEvents.purchaseCartela.schema;
  expect(s.safeParse({ phone: '0911000001', gameId: 'g1', boards: [1, 2] }).success).toBe(true);
  expect(s.safeParse({ phone: '0911000001', gameId: 'g1', boards: [] }).success).toBe(false);
  expect(s.safeParse({ phone: '0911000001', gameId: 'g1', boards: [1, 2, 3] }).success).toBe(false);
  expect(s.safeParse({ phone: '911', gameId: 'g1', boards: [1] }).success).toBe(false);
});

test('_auto_bingo_result_: boards are 5x5, the pattern grid 5x5 booleans, ids numeric keys', () => {
  const board = Array.from({ length: 5 }, (_, c) => Array.from({ length: 5 }, (_, r) => (c === 2 && r === 2 ? 0 : c * 15 + r + 1)));
  const ok = {
    hasWinner: true,
    winning_board_ids: [7],
    winning_board_maps: { '7': board },
    winnerPhoneMap: { '7': '0911000001' },
    called_numbers: [1, 2],
    patternGrid: Array.from({ length: 5 }, () => [true, false, false, false, false]),
    message: 'BINGO!',
  };
  const s = serverEvents.autoBingoResult.schema;
  expect(s.safeParse(ok).success).toBe(true);
  expect(s.safeParse({ ...ok, patternGrid: [[true]] }).success).toBe(false);
  expect(s.safeParse({ ...ok, winning_board_maps: { seven: board } }).success).toBe(false);
  expect(s.safeParse({ ...ok, called_numbers: [76] }).success).toBe(false);
});
