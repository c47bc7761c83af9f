import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Snackbar } from './Snackbar';
import { showSnackbarFx } from './snackbar';

/** Spec §2.6, §9: a success stays until closed, unless the message says how long it shows. */
describe('snackbar durations', () => {
  test('a success with durationMs hides after it; one without stays', async () => {
    render(<Snackbar />);
    await act(async () => {
      await showSnackbarFx({ kind: 'success', message: 'Stays until closed' });
      await showSnackbarFx({ kind: 'success', message: 'Referral code copied!', durationMs: 300 });
    });
    expect(await screen.findByText('Referral code copied!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Referral code copied!')).toBeNull(), { timeout: 3000 });
    expect(screen.getByText('Stays until closed')).toBeTruthy();
  });
});
