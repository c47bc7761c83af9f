import { beforeEach, describe, expect, test } from 'vitest';
import { forgetStoredPlayer, writeToken } from '@/shared/api';
import { clearSavedGame, readCalls, readClaims, readMarks, readSavedGame, saveForReturn, writeCalls, writeClaims, writeGameId, writeMarks } from './storage';

beforeEach(() => {
  sessionStorage.clear();
  // a game is stored only for a logged-in player
  localStorage.setItem('token', 'tok-1');
});

describe('game session storage (spec §4 manual flow 7, §9 storage keys)', () => {
  test('unload stores path, bet amount and boards under the spec keys; return reads them back', () => {
    writeGameId('g10-1');
    saveForReturn({ path: '/gameWindow/10', betAmount: 10, boards: [3, 4] });
    expect(sessionStorage.getItem('gameId')).toBe('g10-1');
    expect(sessionStorage.getItem('path')).toBe('/gameWindow/10');
    expect(sessionStorage.getItem('betAmount')).toBe('10');
    expect(sessionStorage.getItem('selectedBoards')).toBe('[3,4]');
    expect(readSavedGame()).toEqual({ gameId: 'g10-1', betAmount: 10, boards: [3, 4], path: '/gameWindow/10' });
    clearSavedGame();
    expect(readSavedGame()).toEqual({ gameId: 'g10-1', betAmount: 0, boards: [], path: null });
  });

  test('tampered values are ignored: at most 2 positive board ids, no negative stake', () => {
    sessionStorage.setItem('selectedBoards', '[1,"x",-2,5,9]');
    sessionStorage.setItem('betAmount', '-10');
    expect(readSavedGame()).toMatchObject({ boards: [1, 5], betAmount: 0 });
    sessionStorage.setItem('selectedBoards', '{broken');
    expect(readSavedGame().boards).toEqual([]);
  });

  test('marks are kept per game id and only numbers 1–75 come back', () => {
    writeMarks('g1', { 1: [7, 22] });
    sessionStorage.setItem('marks.g2', '{"2":[0,80,33]}');
    expect(readMarks('g1')).toEqual({ 1: [7, 22] });
    expect(readMarks('g2')).toEqual({ 2: [33] });
    writeMarks('g1', null);
    expect(readMarks('g1')).toEqual({});
  });

  test('the boards claimed are kept per game id: board ids each once, anything else ignored', () => {
    writeClaims('g1', [2]);
    expect(sessionStorage.getItem('claims.g1')).toBe('[2]');
    expect(readClaims('g1')).toEqual([2]);
    expect(readClaims('g2')).toEqual([]);
    sessionStorage.setItem('claims.g2', '[7,7,"x",-1]');
    expect(readClaims('g2')).toEqual([7]);
    sessionStorage.setItem('claims.g2', '{broken');
    expect(readClaims('g2')).toEqual([]);
    writeClaims('g1', null);
    expect(sessionStorage.getItem('claims.g1')).toBeNull();
    // like the rest of the game, nothing is written without a token (a logout on a shared phone)
    localStorage.removeItem('token');
    writeClaims('g1', [2]);
    expect(sessionStorage.getItem('claims.g1')).toBeNull();
  });
});

describe('a shared phone', () => {
  test('without a token (after a logout) nothing is written; removing still works', () => {
    localStorage.removeItem('token');
    saveForReturn({ path: '/gameWindow/10', betAmount: 10, boards: [4] });
    writeMarks('g10-1', { 4: [5] });
    writeGameId('g10-1');
    expect(sessionStorage.length).toBe(0);
    localStorage.setItem('token', 'tok-1');
    writeGameId('g10-1');
    localStorage.removeItem('token');
    writeGameId(null);
    expect(sessionStorage.getItem('gameId')).toBeNull();
  });

  test('the calls and marks of a game are not written back after a logout, nor after another tab\'s login ended this tab', () => {
    writeToken('tok-1');
    writeCalls('g10-1', [5, 17]);
    expect(readCalls('g10-1')).toEqual([5, 17]);
    forgetStoredPlayer();
    writeCalls('g10-1', [5, 17, 33]);
    writeMarks('g10-1', { 4: [5] });
    expect(sessionStorage.length).toBe(0);
    writeToken('tok-1');
    // another tab logs in another player; this tab ends its session and unloads
    localStorage.setItem('token', 'tok-2');
    forgetStoredPlayer();
    writeCalls('g10-1', [5]);
    writeMarks('g10-1', { 4: [5] });
    saveForReturn({ path: '/gameWindow/10', betAmount: 10, boards: [4] });
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('token')).toBe('tok-2');
  });
});
