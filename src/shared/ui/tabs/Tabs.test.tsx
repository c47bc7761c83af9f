import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { expect, test } from 'vitest';
import { Tabs } from './Tabs';

const tabs = [
  { value: 'deposit', label: 'Deposit', content: <p>deposit form</p> },
  { value: 'withdraw', label: 'Withdraw', content: <p>withdraw form</p> },
];

test('a tab list with the selected tab\'s panel, named by its tab; arrow keys move to the next tab and show its panel', async () => {
  render(<Tabs tabs={tabs} label="Wallet" />);
  expect(screen.getByRole('tablist', { name: 'Wallet' })).toBeTruthy();
  const deposit = screen.getByRole('tab', { name: 'Deposit' });
  expect(deposit.getAttribute('aria-selected')).toBe('true');
  const panel = screen.getByRole('tabpanel', { name: 'Deposit' });
  expect(panel.textContent).toBe('deposit form');
  expect(deposit.getAttribute('aria-controls')).toBe(panel.id);
  expect(screen.queryByText('withdraw form')).toBeNull();
  deposit.focus();
  await act(async () => fireEvent.keyDown(deposit, { key: 'ArrowRight' }));
  const withdraw = screen.getByRole('tab', { name: 'Withdraw' });
  expect(document.activeElement).toBe(withdraw);
  expect(withdraw.getAttribute('aria-selected')).toBe('true');
  expect(screen.getByRole('tabpanel', { name: 'Withdraw' }).textContent).toBe('withdraw form');
  expect(screen.queryByText('deposit form')).toBeNull();
  expect(deposit.tabIndex).toBe(-1);
  await act(async () => fireEvent.keyDown(withdraw, { key: 'ArrowRight' }));
  expect(document.activeElement).toBe(deposit);
  await act(async () => fireEvent.keyDown(deposit, { key: 'End' }));
  expect(document.activeElement).toBe(withdraw);
  await act(async () => fireEvent.click(deposit));
  expect(screen.getByRole('tabpanel', { name: 'Deposit' }).textContent).toBe('deposit form');
});

test('the tabs mount in one commit: nothing of theirs sets state while React commits (which would force a synchronous re-render of the page into that commit)', async () => {
  const phases: string[] = [];
  await act(async () => {
    render(
      <Profiler id="tabs" onRender={(_, phase) => phases.push(phase)}>
        <Tabs tabs={tabs} label="Wallet" defaultValue="withdraw" />
      </Profiler>,
    );
  });
  expect(phases).toEqual(['mount']);
});
