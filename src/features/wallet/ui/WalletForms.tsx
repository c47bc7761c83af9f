import { useUnit } from 'effector-react';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { PhoneField, TextField } from '@/shared/ui/field';
import { FormMessage } from '@/shared/ui/status';
import { Tabs } from '@/shared/ui/tabs';
import { m, useLanguage } from '@/shared/i18n';
import { formatWholeBirr } from '@/shared/lib/money';
import { useInsideTelegram, useTelegramMainButton } from '@/shared/telegram/index.native';
import type { MoneyForm } from '../model/money-form';
import { ReceivingAccounts } from './ReceivingAccounts';
import { $transferConfirmOpen, $transferConfirmText, deposit, manualDeposit, manualWithdraw, PAYMENT_PARTNERS, transfer, transferConfirmClosed, WALLET_LIMITS, withdraw } from '../model/wallet';
import * as css from './wallet.css';

/** A money form's note (FormMessage's shape); the caller re-renders when the language changes. */
function useNote<F extends Record<string, string>, R>(form: MoneyForm<F, R>) {
  useLanguage();
  return useUnit(form.$note);
}

function Form({ children, onSubmit, label }: { children: ReactNode; onSubmit(): void; label: string }) {
  const inTelegram = useInsideTelegram();
  return (
    <form
      className={css.form}
      aria-label={label}
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
      // inside Telegram the form has no submit button of its own (the MainButton is it): Enter in a field sends it
      onKeyDown={(e: KeyboardEvent<HTMLFormElement>) => {
        if (!inTelegram || e.key !== 'Enter' || !(e.target instanceof HTMLInputElement) || e.target.type === 'radio') return;
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

const amountProps = { inputMode: 'decimal' as const, autoComplete: 'off' };

/**
 * A money form's one primary action: the page's submit button, or inside Telegram its MainButton
 * (disabled with progress while the request runs) and no button of the page's own. Enter in a field
 * still sends the form there (`Form`).
 */
function SubmitAction({ label, pending, onSubmit }: { label: string; pending: boolean; onSubmit(): void }) {
  const text = pending ? m.wallet_processing_button() : label;
  const inTelegram = useTelegramMainButton({ text, onClick: onSubmit, active: !pending, progress: pending });
  if (inTelegram) return null;
  return (
    <Button type="submit" disabled={pending}>
      {text}
    </Button>
  );
}

/** Spec §9 deposit terms, beside the fields. */
function DepositTerms() {
  return (
    <ul className={css.terms} aria-label={m.wallet_deposit_limits()}>
      <li>{m.wallet_min_deposit_line({ min: WALLET_LIMITS.minDeposit })}</li>
      <li>{m.wallet_max_deposit_line({ max: formatWholeBirr(WALLET_LIMITS.maxDailyDeposit) })}</li>
    </ul>
  );
}

/** Spec §9 withdrawal terms, beside the fields. */
function WithdrawTerms() {
  return (
    <ul className={css.terms} aria-label={m.wallet_withdraw_limits()}>
      <li>{m.wallet_min_withdrawal_line({ min: WALLET_LIMITS.minWithdrawal })}</li>
      <li>{m.wallet_max_withdrawal_line({ max: formatWholeBirr(WALLET_LIMITS.maxDailyWithdrawal) })}</li>
      <li>{m.wallet_processing_hours({ hours: WALLET_LIMITS.processingHours })}</li>
    </ul>
  );
}

/** Automatic deposit (spec §5): phone + amount; a url answer sends the browser to the provider. */
function AutomaticDeposit() {
  const [fields, pending, change, submit] = useUnit([deposit.$fields, deposit.requestFx.pending, deposit.fieldChanged, deposit.submitted]);
  const note = useNote(deposit);
  return (
    <Form label={m.wallet_automatic_deposit()} onSubmit={submit}>
      <PhoneField label={m.wallet_phone()} value={fields.phone} onValueChange={(value) => change({ name: 'phone', value })} />
      <TextField label={m.wallet_amount()} value={fields.amount} {...amountProps} onValueChange={(value) => change({ name: 'amount', value })} />
      <DepositTerms />
      <SubmitAction label={m.wallet_deposit()} pending={pending} onSubmit={submit} />
      <FormMessage message={note} />
    </Form>
  );
}

/**
 * Manual deposit (spec §5): amount + the mobile-money SMS transaction id, then where to send the
 * money (when the server says). The accounts come last: their answer arrives after the form has
 * painted, and above the fields it would push them down under the player's finger.
 */
function ManualDeposit() {
  const [fields, pending, change, submit] = useUnit([manualDeposit.$fields, manualDeposit.requestFx.pending, manualDeposit.fieldChanged, manualDeposit.submitted]);
  const note = useNote(manualDeposit);
  return (
    <Form label={m.wallet_manual_deposit()} onSubmit={submit}>
      <p>{m.wallet_manual_deposit_help()}</p>
      <TextField label={m.wallet_amount()} value={fields.amount} {...amountProps} onValueChange={(value) => change({ name: 'amount', value })} />
      <TextField label={m.wallet_sms_id()} value={fields.sms} autoComplete="off" onValueChange={(value) => change({ name: 'sms', value })} />
      <DepositTerms />
      <SubmitAction label={m.wallet_send_deposit()} pending={pending} onSubmit={submit} />
      <FormMessage message={note} />
      <ReceivingAccounts />
    </Form>
  );
}

/** Automatic withdrawal (spec §5, §3): phone, amount, partner (only the first enabled). */
function AutomaticWithdraw() {
  const [fields, pending, change, submit] = useUnit([withdraw.$fields, withdraw.requestFx.pending, withdraw.fieldChanged, withdraw.submitted]);
  const note = useNote(withdraw);
  return (
    <Form label={m.wallet_automatic_withdrawal()} onSubmit={submit}>
      <PhoneField label={m.wallet_phone()} value={fields.phone} onValueChange={(value) => change({ name: 'phone', value })} />
      <TextField label={m.wallet_amount()} value={fields.amount} {...amountProps} onValueChange={(value) => change({ name: 'amount', value })} />
      <fieldset className={css.partners}>
        <legend>{m.wallet_payment_method()}</legend>
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
            {p.enabled ? null : m.wallet_not_available()}
          </label>
        ))}
      </fieldset>
      <WithdrawTerms />
      <SubmitAction label={m.wallet_withdraw()} pending={pending} onSubmit={submit} />
      <FormMessage message={note} />
    </Form>
  );
}

/** Manual withdrawal (spec §5): amount; the request id is generated (prefix-time in ms) and named only in the note after sending. */
function ManualWithdraw() {
  const [fields, pending, change, submit] = useUnit([manualWithdraw.$fields, manualWithdraw.requestFx.pending, manualWithdraw.fieldChanged, manualWithdraw.submitted]);
  const note = useNote(manualWithdraw);
  return (
    <Form label={m.wallet_manual_withdrawal()} onSubmit={submit}>
      <TextField label={m.wallet_amount()} value={fields.amount} {...amountProps} onValueChange={(value) => change({ name: 'amount', value })} />
      <WithdrawTerms />
      <SubmitAction label={m.wallet_send_withdrawal()} pending={pending} onSubmit={submit} />
      <FormMessage message={note} />
    </Form>
  );
}

/** Transfer (spec §5 Transfer): recipient phone + amount, then a confirmation dialog. */
function Transfer() {
  const [fields, pending, change, submit, confirm, open, closed, confirmText] = useUnit([
    transfer.$fields,
    transfer.requestFx.pending,
    transfer.fieldChanged,
    transfer.submitted,
    transfer.confirmed,
    $transferConfirmOpen,
    transferConfirmClosed,
    $transferConfirmText,
  ]);
  const note = useNote(transfer);
  // inside Telegram, its MainButton is the form's Transfer, then the dialog's Confirm (progress while
  // the transfer runs), and the page shows neither of its own
  const inTelegram = useTelegramMainButton(
    open
      ? { text: m.wallet_confirm(), onClick: () => confirm(), active: !pending, progress: pending }
      : { text: pending ? m.wallet_processing_button() : m.wallet_transfer(), onClick: () => submit(), active: !pending, progress: pending },
  );
  return (
    <>
      <Form label={m.wallet_transfer()} onSubmit={submit}>
        <PhoneField label={m.wallet_transfer_to()} value={fields.receiver} onValueChange={(value) => change({ name: 'receiver', value })} />
        <TextField label={m.wallet_amount()} value={fields.amount} {...amountProps} onValueChange={(value) => change({ name: 'amount', value })} />
        {inTelegram ? null : (
          <Button type="submit" disabled={pending}>
            {pending ? m.wallet_processing_button() : m.wallet_transfer()}
          </Button>
        )}
        {note?.kind === 'success' ? (
          <p role="status" className={css.done}>
            {typeof note.text === 'function' ? note.text() : note.text}
          </p>
        ) : (
          <FormMessage message={note} />
        )}
      </Form>
      <Dialog
        open={open}
        onOpenChange={(o) => (o ? undefined : closed())}
        title={m.wallet_confirm_transfer()}
        description={m.wallet_confirm_transfer_text(confirmText)}
        actions={
          <>
            <Button tone="secondary" onClick={() => closed()}>
              {m.wallet_cancel()}
            </Button>
            {inTelegram ? null : (
              <Button disabled={pending} onClick={() => confirm()}>
                {m.wallet_confirm()}
              </Button>
            )}
          </>
        }
      />
    </>
  );
}

/** The wallet's tabs (spec §2.13): Deposit, Withdraw, Transfer; Deposit and Withdraw with Manual and Automatic. */
export function WalletTabs() {
  useLanguage();
  return (
    <Tabs
      label={m.wallet_tabs()}
      tabs={[
        {
          value: 'deposit',
          label: m.wallet_deposit(),
          content: (
            <Tabs
              label={m.wallet_deposit_method()}
              tabs={[
                { value: 'manual', label: m.wallet_manual(), content: <ManualDeposit /> },
                { value: 'automatic', label: m.wallet_automatic(), content: <AutomaticDeposit /> },
              ]}
            />
          ),
        },
        {
          value: 'withdraw',
          label: m.wallet_withdraw(),
          content: (
            <Tabs
              label={m.wallet_withdraw_method()}
              tabs={[
                { value: 'manual', label: m.wallet_manual(), content: <ManualWithdraw /> },
                { value: 'automatic', label: m.wallet_automatic(), content: <AutomaticWithdraw /> },
              ]}
            />
          ),
        },
        { value: 'transfer', label: m.wallet_transfer(), content: <Transfer /> },
      ]}
    />
  );
}
