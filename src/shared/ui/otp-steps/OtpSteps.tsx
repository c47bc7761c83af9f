import type { FormEvent, ReactNode } from 'react';
import { m, useLanguage, type Message as CatalogueMessage } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { CodeInput } from '@/shared/ui/code-input';
import { PhoneField } from '@/shared/ui/field';
import { FormMessage } from '@/shared/ui/status';
import * as css from './steps.css';

type Message = { kind: 'info' | 'success' | 'error'; text: string | CatalogueMessage } | null;

/** A form's submit handler that runs `action` instead of the browser's page submit. */
export const submitting = (action: () => void) => (e: FormEvent) => {
  e.preventDefault();
  action();
};

/**
 * The frame of a three-step flow (spec §2.4 signup, §2.5 forgot password): "Step N of 3", announced
 * politely when it changes, above the current step's form.
 */
export function ThreeSteps(p: { step: number; children: ReactNode }) {
  useLanguage();
  return (
    <div className={css.wrap}>
      <p className={css.steps} aria-live="polite">
        {m.auth_step({ step: p.step })}
      </p>
      {p.children}
    </div>
  );
}

/**
 * Step 1 of a one-time-code flow (spec §2.4 signup, §2.5 forgot password): the phone (digits only,
 * at most 10, spec §5 Phone fields), the flow's message and the send button, disabled while `busy`,
 * and the flow's own actions after it (`children`, e.g. signup's "Use my Telegram number").
 */
export function PhoneStep(p: { phone: string; onPhone(v: string): void; onSubmit(): void; message: Message; busy: boolean; submitLabel: string; children?: ReactNode }) {
  useLanguage();
  const refused = p.message?.kind === 'error';
  return (
    <form onSubmit={submitting(p.onSubmit)} noValidate aria-label={m.auth_step1_form()}>
      <PhoneField label={m.auth_phone()} aria-invalid={refused || undefined} name="phone" value={p.phone} onValueChange={p.onPhone} placeholder={m.auth_phone_placeholder()} />
      <FormMessage message={p.message} />
      <Button type="submit" wide disabled={p.busy}>
        {p.submitLabel}
      </Button>
      {p.children}
    </form>
  );
}

/**
 * Step 2 of a one-time-code flow: the six code boxes, the flow's message, the verify button
 * (disabled while `busy`) and the flow's own actions after it (`children`: Resend Code, Back).
 */
export function CodeStep(p: { phone: string; code: string; onCode(v: string): void; onSubmit(): void; message: Message; busy: boolean; submitLabel: string; children: ReactNode }) {
  useLanguage();
  return (
    <form onSubmit={submitting(p.onSubmit)} noValidate aria-label={m.auth_step2_form()}>
      <p>{m.auth_sent_to({ phone: p.phone })}</p>
      <CodeInput value={p.code} onChange={p.onCode} />
      <FormMessage message={p.message} />
      <Button type="submit" wide disabled={p.busy}>
        {p.submitLabel}
      </Button>
      {p.children}
    </form>
  );
}
