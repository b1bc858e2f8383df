/**
 * The points toast (spec 02 §2 "Points toast: shown top centre") and the text toast: what was earned, for what, with
 * the booster multiplier and bonus; a welcome bonus merged into a problem-submitted toast shows as a second line.
 */
import { clsx } from 'clsx';
import type { RewardToast } from '@katana/shared/engagement/reward-toasts';
import { ToastNotificationType } from '@katana/shared/engagement/notifications';
import { iconButtonClasses } from '../../../components/ui/button-styles.ts';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { BoltIcon } from './exp-icons.tsx';

const num = (n: number) => n.toLocaleString('en-IN');

function PointsLine({ toast, main }: { toast: RewardToast; main: boolean }) {
  const total = (toast.points ?? 0) + (toast.bonus ?? 0);
  const extras = [
    toast.multiplier && toast.multiplier > 1 ? `${toast.multiplier}x booster` : null,
    // A bonus on top of earned points is named; an award that is all bonus (the welcome bonus) says so in its type.
    toast.bonus && toast.points ? `+${num(toast.bonus)} bonus` : null,
  ].filter(Boolean);
  return (
    <div className={clsx('flex items-center gap-3', !main && 'border-t border-line pt-2')}>
      <span
        aria-hidden
        className={clsx(
          'flex shrink-0 items-center justify-center rounded-full bg-amber-500/15 text-amber-500',
          main ? 'size-9' : 'size-7',
        )}
      >
        <BoltIcon />
      </span>
      <div className="min-w-0">
        <p className={clsx('font-semibold tabular-nums', main ? 'text-base' : 'text-sm')}>
          +{num(total)} EXP
        </p>
        <p className="text-xs text-fg-muted">{[toast.type, ...extras].filter(Boolean).join(' · ')}</p>
      </div>
    </div>
  );
}

export function RewardToastView({
  toast,
  text,
  onClose,
}: {
  toast: RewardToast;
  text: string | null;
  onClose(): void;
}) {
  const points = toast.notification_type === ToastNotificationType.EXPERIENCE_POINTS_ADDED;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-16 z-[60] flex justify-center px-3">
      <div
        role="status"
        aria-live="polite"
        data-testid="reward-toast"
        className="pointer-events-auto flex w-full max-w-sm items-start gap-2 rounded-xl border border-line bg-surface p-3 text-fg shadow-lg"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          {points ? (
            <>
              <PointsLine toast={toast} main />
              {toast.additional_toast && <PointsLine toast={toast.additional_toast} main={false} />}
            </>
          ) : (
            <p className="text-sm font-medium">{text ?? toast.type}</p>
          )}
        </div>
        <button
          type="button"
          className={clsx(iconButtonClasses, 'size-7 shrink-0')}
          aria-label="Close"
          onClick={onClose}
        >
          <CloseIcon width={16} height={16} />
        </button>
      </div>
    </div>
  );
}
