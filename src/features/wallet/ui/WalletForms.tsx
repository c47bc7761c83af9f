import { useUnit } from 'effector-react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { PhoneField, TextField } from '@/shared/ui/field';
import { FormMessage } from '@/shared/ui/status';
import { Tabs } from '@/shared/ui/tabs';
import { formatEtb } from '@/shared/lib/money';
import type { MoneyForm } from '../model/money-form';
import { $transferConfirmOpen, deposit, manualDeposit, manualWithdraw, PAYMENT_PARTNERS, transfer, transferConfirmClosed, WALLET_LIMITS, withdraw } from '../model/wallet';
import * as css from './wallet.css';

/** Turns a money form's note into FormMessage's shape. */
function useNote<F extends Record<string, string>, R>(form: MoneyForm<F, R>) {
  const note = useUnit(form.$note);
  return note ? { kind: note.kind, text: note.text } : null;
}

function Form({ children, onSubmit, label }: { children: ReactNode; onSubmit(): void; label: string }) {
  return (
    <form
      className={css.form}
      aria-label={label}
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

const amountProps = { inputMode: 'decimal' as const, autoComplete: 'off' };

/** Spec §9 deposit terms, beside the fields. */
function DepositTerms() {
  return (
    <ul className={css.terms} aria-label="Deposit limits">
      <li>Minimum deposit: {WALLET_LIMITS.minDeposit} birr</li>
      <li>Maximum daily deposit: {WALLET_LIMITS.maxDailyDeposit.toLocaleString('en-US')} birr</li>
    </ul>
  );
}

/** Spec §9 withdrawal terms, beside the fields. */
function WithdrawTerms() {
  return (
    <ul className={css.terms} aria-label="Withdrawal limits">
      <li>Minimum withdrawal: {WALLET_LIMITS.minWithdrawal} birr</li>
      <li>Maximum daily withdrawal: {WALLET_LIMITS.maxDailyWithdrawal.toLocaleString('en-US')} birr</li>
      <li>Processing takes up to {WALLET_LIMITS.processingHours} hours</li>
    </ul>
  );
}

/** Automatic deposit (spec §5): phone + amount; a url answer sends the browser to the provider. */
function AutomaticDeposit() {
  const [fields, pending, change, submit] = useUnit([deposit.$fields, deposit.requestFx.pending, deposit.fieldChanged, deposit.submitted]);
  const note = useNote(deposit);
  return (
    <Form label="Automatic deposit" onSubmit={submit}>
      <PhoneField label="Phone number" value={fields.phone} onValueChange={(value) => change({ name: 'phone', value })} />
      <TextField label="Amount (ETB)" value={fields.amount} {...amountProps} onValueChange={(value) => change({ name: 'amount', value })} />
      <DepositTerms />
      <Button type="submit" disabled={pending}>
        {pending ? 'Processing...' : 'Deposit'}
      </Button>
      <FormMessage message={note} />
    </Form>
  );
}

/** Manual deposit (spec §5): amount + the mobile-money SMS transaction id. */
function ManualDeposit() {
  const [fields, pending, change, submit] = useUnit([manualDeposit.$fields, manualDeposit.requestFx.pending, manualDeposit.fieldChanged, manualDeposit.submitted]);
  const note = useNote(manualDeposit);
  return (
    <Form label="Manual deposit" onSubmit={submit}>
      <p>Send the amount by mobile money, then paste the transaction id from the SMS you received.</p>
      <TextField label="Amount (ETB)" value={fields.amount} {...amountProps} onValueChange={(value) => change({ name: 'amount', value })} />
      <TextField label="SMS transaction id" value={fields.sms} autoComplete="off" onValueChange={(value) => change({ name: 'sms', value })} />
      <DepositTerms />
      <Button type="submit" disabled={pending}>
        {pending ? 'Processing...' : 'Send deposit request'}
      </Button>
      <FormMessage message={note} />
    </Form>
  );
}

/** Automatic withdrawal (spec §5, §3): phone, amount, partner (only the first enabled). */
function AutomaticWithdraw() {
  const [fields, pending, change, submit] = useUnit([withdraw.$fields, withdraw.requestFx.pending, withdraw.fieldChanged, withdraw.submitted]);
  const note = useNote(withdraw);
  return (
    <Form label="Automatic withdrawal" onSubmit={submit}>
      <PhoneField label="Phone number" value={fields.phone} onValueChange={(value) => change({ name: 'phone', value })} />
      <TextField label="Amount (ETB)" value={fields.amount} {...amountProps} onValueChange={(value) => change({ name: 'amount', value })} />
      <fieldset className={css.partners}>
        <legend>Payment method</legend>
        {PAYMENT_PARTNERS.map((p) => (
          <label key={p.id} className={css.partner}>
            <input
              type="radio"
              name="paymentMethod"
              value={p.id}
              disabled={!p.enabled}
              checked={fields.method === p.id}
              onChange={() => change({ name: 'method', value: p.id })}
            />
            {p.label}
            {p.enabled ? null : ' (not available yet)'}
          </label>
        ))}
      </fieldset>
      <WithdrawTerms />
      <Button type="submit" disabled={pending}>
        {pending ? 'Processing...' : 'Withdraw'}
      </Button>
      <FormMessage message={note} />
    </Form>
  );
}

/** Manual withdrawal (spec §5): amount; the request id is generated (prefix-time in ms). */
function ManualWithdraw() {
  const [fields, pending, change, submit] = useUnit([manualWithdraw.$fields, manualWithdraw.requestFx.pending, manualWithdraw.fieldChanged, manualWithdraw.submitted]);
  const note = useNote(manualWithdraw);
  return (
    <Form label="Manual withdrawal" onSubmit={submit}>
      <TextField label="Amount (ETB)" value={fields.amount} {...amountProps} onValueChange={(value) => change({ name: 'amount', value })} />
      <p>
        Request id: <code data-testid="trx-id">{fields.trxId || '—'}</code>
      </p>
      <WithdrawTerms />
      <Button type="submit" disabled={pending}>
        {pending ? 'Processing...' : 'Send withdrawal request'}
      </Button>
      <FormMessage message={note} />
    </Form>
  );
}

/** Transfer (spec §5 Transfer): recipient phone + amount, then a confirmation dialog. */
function Transfer() {
  const [fields, pending, change, submit, confirm, open, closed] = useUnit([
    transfer.$fields,
    transfer.requestFx.pending,
    transfer.fieldChanged,
    transfer.submitted,
    transfer.confirmed,
    $transferConfirmOpen,
    transferConfirmClosed,
  ]);
  const note = useNote(transfer);
  return (
    <>
      <Form label="Transfer" onSubmit={submit}>
        <PhoneField label="Transfer to (phone)" value={fields.receiver} onValueChange={(value) => change({ name: 'receiver', value })} />
        <TextField label="Amount (ETB)" value={fields.amount} {...amountProps} onValueChange={(value) => change({ name: 'amount', value })} />
        <Button type="submit" disabled={pending}>
          {pending ? 'Processing...' : 'Transfer'}
        </Button>
        {note?.kind === 'success' ? (
          <p role="status" className={css.done}>
            {note.text}
          </p>
        ) : (
          <FormMessage message={note} />
        )}
      </Form>
      <Dialog
        open={open}
        onOpenChange={(o) => (o ? undefined : closed())}
        title="Confirm transfer"
        description={`Send ${formatEtb(Number(fields.amount))} ETB to ${fields.receiver}? This action cannot be undone.`}
        actions={
          <>
            <Button tone="secondary" onClick={() => closed()}>
              Cancel
            </Button>
            <Button disabled={pending} onClick={() => confirm()}>
              Confirm
            </Button>
          </>
        }
      />
    </>
  );
}

/** The wallet's tabs (spec §2.13): Deposit, Withdraw, Transfer; Deposit and Withdraw with Manual and Automatic. */
export function WalletTabs() {
  return (
    <Tabs
      label="Wallet"
      tabs={[
        {
          value: 'deposit',
          label: 'Deposit',
          content: (
            <Tabs
              label="Deposit method"
              tabs={[
                { value: 'manual', label: 'Manual', content: <ManualDeposit /> },
                { value: 'automatic', label: 'Automatic', content: <AutomaticDeposit /> },
              ]}
            />
          ),
        },
        {
          value: 'withdraw',
          label: 'Withdraw',
          content: (
            <Tabs
              label="Withdraw method"
              tabs={[
                { value: 'manual', label: 'Manual', content: <ManualWithdraw /> },
                { value: 'automatic', label: 'Automatic', content: <AutomaticWithdraw /> },
              ]}
            />
          ),
        },
        { value: 'transfer', label: 'Transfer', content: <Transfer /> },
      ]}
    />
  );
}
