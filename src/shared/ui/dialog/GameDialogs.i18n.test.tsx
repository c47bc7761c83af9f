import { act, screen } from '@testing-library/react';
import { allSettled } from 'effector';
import { expect, test } from 'vitest';
import { languageChosen } from '@/shared/i18n';
import { renderWithApp } from '@tests/setup/render-with-app';
import { ConfirmExitDialog, WinnerDialog } from './GameDialogs';

const noop = () => undefined;

test('confirm exit follows the language switch while open', async () => {
  const { scope } = renderWithApp(<ConfirmExitDialog open description="d" confirmLabel="Leave" onCancel={noop} onConfirm={noop} />);
  expect(screen.getByRole('dialog', { name: 'Confirm Exit' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  await act(() => allSettled(languageChosen, { scope, params: 'am' }));
  expect(screen.getByRole('dialog', { name: 'መውጣትዎን ያረጋግጡ' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'ይቅር' })).toBeTruthy();
  await act(() => allSettled(languageChosen, { scope, params: 'en' }));
  expect(screen.getByRole('dialog', { name: 'Confirm exit' })).toBeTruthy();
});

test('the winner modal is titled in the chosen language', async () => {
  const { scope } = renderWithApp(<WinnerDialog message="m" onClose={noop} actions={null} />);
  expect(screen.getByRole('dialog', { name: 'BINGO!' })).toBeTruthy();
  await act(() => allSettled(languageChosen, { scope, params: 'am' }));
  expect(screen.getByRole('dialog', { name: 'ቢንጎ!' })).toBeTruthy();
});
