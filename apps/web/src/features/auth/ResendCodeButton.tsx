import { Button } from '../../components/ui/Button';
import { m } from '../../lib/messages';
import { useCooldown } from '../../lib/use-cooldown';

/** How long a person waits before asking for another code. */
export const RESEND_COOLDOWN_SECONDS = 60;

interface ResendCodeButtonProps {
  /** Sends a new code; resolves when it was sent (the cooldown then starts again). */
  onResend: () => Promise<unknown>;
  pending: boolean;
  /** Start counting down at once (a code was just sent). */
  startActive?: boolean;
}

/** "Gửi lại mã", disabled with a countdown right after a code was sent. */
export function ResendCodeButton({ onResend, pending, startActive = true }: ResendCodeButtonProps) {
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS, startActive);
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={cooldown.active}
      loading={pending}
      onClick={() => {
        onResend().then(cooldown.start, () => {});
      }}
    >
      {cooldown.active ? m.auth.resendIn(cooldown.remaining) : m.auth.resend}
    </Button>
  );
}
