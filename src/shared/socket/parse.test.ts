import { describe, expect, test } from 'vitest';
import { parseClientAck, parseServerEvent } from './parse';

/** The one parse step between the socket and the feature models (spec §7 payloads). */
describe('parseServerEvent / parseClientAck', () => {
  test('a valid payload passes, with fields the contract does not name dropped', () => {
    const parsed = parseServerEvent('bingoNumber', { letter: 'G', number: 52, extra: 'x' });
    expect(parsed).toEqual({ ok: true, data: { letter: 'G', number: 52 } });
  });

  test('a payload that breaks the contract is refused, not passed on', () => {
    expect(parseServerEvent('bingoNumber', { letter: 'G', num: 52 }).ok).toBe(false);
    expect(parseServerEvent('bingoNumber', { letter: 'X', number: 52 }).ok).toBe(false);
    expect(parseServerEvent('totalWinningAmount', { total_winning: '8.00' }).ok).toBe(false);
  });

  test('acknowledgements are checked against their schema (request_initial_boardlist: status success|error)', () => {
    expect(parseClientAck('requestInitialBoardlist', { status: 'success', gameId: 'g10-1', message: 'ok' })).toEqual({
      ok: true,
      data: { status: 'success', gameId: 'g10-1', message: 'ok' },
    });
    expect(parseClientAck('requestInitialBoardlist', { status: 'done' }).ok).toBe(false);
    expect(parseClientAck('rejoinGame', { error: 'Game not found or already finished.' })).toEqual({ ok: true, data: { error: 'Game not found or already finished.' } });
  });

  test('winners\' phones written +2519… or 2519… are read as 09… (spec §2.11 shows them masked)', () => {
    const parsed = parseServerEvent('autoBingoResult', {
      hasWinner: true,
      winning_board_ids: [7, 8, 9],
      winning_board_maps: {},
      winnerPhoneMap: { 7: '+251911000001', 8: '251911000002', 9: '0911000003' },
      called_numbers: [1],
      patternGrid: Array.from({ length: 5 }, () => Array.from({ length: 5 }, () => false)),
      message: 'won',
    });
    expect(parsed.ok && parsed.data.winnerPhoneMap).toEqual({ 7: '0911000001', 8: '0911000002', 9: '0911000003' });
  });
});
