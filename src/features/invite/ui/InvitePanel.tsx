import { useUnit } from 'effector-react';
import { toast } from 'sonner';
import { $user } from '@/entities/session';
import { encodeReferral } from '@/shared/lib/referral';
import { Button } from '@/shared/ui/button';
import { PhoneField } from '@/shared/ui/field';
import { FormMessage } from '@/shared/ui/status';
import { $friendPhone, $inviteNote, friendPhoneChanged, inviteSubmitted, sendInviteFx } from '../model/invite';

/** Spec §9: the copy confirmation shows 2 s. */
export const COPY_CONFIRM_MS = 2000;
export const COPIED = 'Referral code copied!';

/**
 * Invite friends (spec §2.16, §9): the referral code derived from the phone (shared/lib/referral:
 * reversed, wrapped "ctl:…:ref", base64url), copy with a 2 s snackbar, a share link to `/signup?ref=`,
 * the friend's phone with Send Invite, and the reward notes.
 */
export function InvitePanel() {
  const [user, phone, note, pending, change, submit] = useUnit([$user, $friendPhone, $inviteNote, sendInviteFx.pending, friendPhoneChanged, inviteSubmitted]);
  const code = user ? encodeReferral(user.phone) : '';
  const link = `${window.location.origin}/signup?ref=${encodeURIComponent(code)}`;
  const copy = async (text: string, message: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(message, { duration: COPY_CONFIRM_MS });
    } catch {
      toast.error('Could not copy. Please select the text and copy it.', { duration: COPY_CONFIRM_MS });
    }
  };
  return (
    <>
      <section aria-label="Your referral code" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <h2>Your referral code</h2>
        <code data-testid="referral-code" style={{ fontSize: '1.1rem', wordBreak: 'break-all' }}>
          {code}
        </code>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button onClick={() => copy(code, COPIED)}>Copy code</Button>
          <Button tone="secondary" onClick={() => copy(link, 'Invite link copied!')}>
            Copy invite link
          </Button>
          {typeof navigator.share === 'function' ? (
            <Button tone="secondary" onClick={() => navigator.share({ title: 'Cartela', text: 'Join me on Cartela bingo!', url: link }).catch(() => undefined)}>
              Share
            </Button>
          ) : null}
        </div>
        <p>
          Share link: <a href={link}>{link}</a>
        </p>
      </section>
      <form
        aria-label="Invite a friend"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        style={{ display: 'flex', flexDirection: 'column', gap: 8, maxWidth: 420 }}
      >
        <h2>Invite a friend</h2>
        <PhoneField label="Friend's phone number" value={phone} onValueChange={change} />
        <Button type="submit" disabled={pending}>
          Send Invite
        </Button>
        <FormMessage message={note} />
      </form>
      <section aria-label="Rewards">
        <h2>Rewards</h2>
        <ul>
          <li>You earn 10 birr game credit for every friend who joins with your code.</li>
          <li>Your friend gets a welcome bonus.</li>
          <li>Rewards are credited after your friend's first login.</li>
          <li>Invite rewards are play-only: they can be staked in games but not withdrawn.</li>
        </ul>
      </section>
    </>
  );
}
