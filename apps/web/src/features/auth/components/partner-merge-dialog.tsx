/**
 * The partner-merge onboarding dialog (spec 01 "Partner-merge onboarding dialog"), public-section and classroom
 * variants. Shown to migrated users who have not seen it; the status line goes from 'Merging profile...' to
 * 'Profile merged successfully' after 5 s (6 s on mobile). Closing records the acknowledgement event and marks it
 * seen locally. The backdrop does not close it.
 */
import { useEffect, useState } from 'react';
import { Dialog } from 'radix-ui';
import { clsx } from 'clsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth, useAuthStore, type AuthUser } from '../../../lib/auth/auth-context.tsx';
import { appConfig } from '../../../lib/config/app-config.ts';
import { useFlag } from '../../../lib/flags/flags-context.tsx';
import { useMediaQuery } from '../../../lib/hooks/use-media-query.ts';
import { useOAuthProviders } from '../api/oauth-providers.ts';
import { acknowledgeUserEvent } from '../api/user-events.ts';
import {
  FLAG_PARTNER_MIGRATED_UI,
  isMigrated,
  MERGE_EVENT_KEY,
  mergeDialogState,
  mergeProgressMs,
  shouldShowMergeDialog,
  type MergeVariant,
} from '../hooks/merge-dialog-state.ts';

/** Mobile below 980px in the public section, 1280px elsewhere (spec 01 §9). */
const MOBILE_QUERY: Record<MergeVariant, string> = {
  public: '(max-width: 979px)',
  classroom: '(max-width: 1279px)',
};

export const PUBLIC_POINTERS = [
  'Access everything with one profile and one login',
  'Master coding and showcase skills to top companies',
  'Get job and internship opportunities',
];

export function publicHeading(brand: string, partner: string, migrated: boolean): string {
  return migrated ? `${brand} is now merged with ${partner}!` : `${brand} will soon merge with ${partner}!`;
}

function Logos({ brand, partner }: { brand: string; partner: string }) {
  return (
    <div
      className="flex items-center justify-center gap-3 text-lg font-bold"
      role="img"
      aria-label={`${brand} and ${partner}`}
    >
      <span className="rounded-lg bg-accent px-3 py-1 text-on-accent">{brand}</span>
      <span aria-hidden className="text-fg-subtle">
        +
      </span>
      <span className="rounded-lg bg-blue-600 px-3 py-1 text-white">{partner}</span>
    </div>
  );
}

export interface PartnerMergeDialogProps {
  variant: MergeVariant;
  partner?: string;
  brand?: string;
  /** The external page of 'Explore all updates'; without one the button is hidden. */
  updatesUrl?: string | null;
}

export function PartnerMergeDialog(props: PartnerMergeDialogProps) {
  const { user } = useAuth();
  const flag = useFlag(FLAG_PARTNER_MIGRATED_UI);
  if (!user || !shouldShowMergeDialog(user, props.variant, flag)) return null;
  return <MergeDialogBody {...props} user={user} />;
}

function MergeDialogBody({
  variant,
  user,
  partner: partnerProp,
  brand = appConfig.brandName,
  updatesUrl = appConfig.partnerUpdatesUrl,
}: PartnerMergeDialogProps & { user: AuthUser }) {
  const partnerInfo = useOAuthProviders().find((p) => p.provider === 'partner');
  const partner = partnerProp ?? partnerInfo?.name ?? appConfig.partnerName;
  const store = useAuthStore();
  const mobile = useMediaQuery(MOBILE_QUERY[variant]);
  const initial = mergeDialogState(user, variant);
  const [progressDone, setProgressDone] = useState(false);

  useEffect(() => {
    if (initial !== 'progress') return;
    const timer = setTimeout(() => setProgressDone(true), mergeProgressMs(mobile));
    return () => clearTimeout(timer);
  }, [initial, mobile]);

  const migrated = isMigrated(user);
  const state = initial === 'progress' && progressDone ? 'success' : initial;

  const close = () => {
    // Recorded on the server so it never shows again, and locally so it goes away now.
    acknowledgeUserEvent({ event_key: MERGE_EVENT_KEY[variant], acknowledgement: true }).catch(() => {});
    store.dispatch({ type: 'onboarding-seen', variant: variant === 'public' ? 'studio' : 'classroom' });
  };

  const status =
    state === 'none' ? null : (
      <p
        role="status"
        className={clsx(
          'text-center text-sm font-medium',
          state === 'success' ? 'text-emerald-700 dark:text-emerald-400' : 'text-fg-muted',
        )}
      >
        {state === 'progress' ? 'Merging profile...' : 'Profile merged successfully'}
      </p>
    );

  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-testid={`partner-merge-${variant}`}
          aria-describedby={undefined}
          // Focus the dialog itself: a focus ring on the button before anyone touched the keyboard only distracts.
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            (e.currentTarget as HTMLElement).focus();
          }}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          className={clsx(
            'fixed z-50 flex flex-col gap-5 overflow-y-auto bg-surface p-6 text-fg shadow-2xl outline-none',
            mobile
              ? clsx(
                  'inset-x-0 bottom-0 max-h-[90dvh] rounded-t-2xl',
                  variant === 'classroom' && 'mx-auto max-w-[428px]',
                )
              : 'left-1/2 top-1/2 max-h-[90dvh] -translate-x-1/2 -translate-y-1/2 rounded-2xl',
            !mobile && (variant === 'classroom' ? 'w-[810px] max-w-[95vw]' : 'w-[560px] max-w-[95vw]'),
          )}
        >
          <Logos brand={brand} partner={partner} />
          {variant === 'public' ? (
            <>
              <Dialog.Title className="text-center text-xl font-bold">
                {publicHeading(brand, partner, migrated)}
              </Dialog.Title>
              {status}
              <ul className="grid gap-3 sm:grid-cols-3">
                {PUBLIC_POINTERS.map((text) => (
                  <li
                    key={text}
                    className="rounded-xl border border-line bg-surface-muted p-4 text-sm font-medium"
                  >
                    {text}
                  </li>
                ))}
              </ul>
              {migrated && !mobile && (
                <p className="text-xs text-fg-muted">
                  *Note: Your basic profile info will be shared with {partner}
                </p>
              )}
              <Dialog.Close className={buttonClasses('primary', 'lg', 'self-center')}>
                Okay, got it
              </Dialog.Close>
            </>
          ) : (
            <>
              <Dialog.Title className="text-center text-xl font-bold">
                Big leap in your tech career
              </Dialog.Title>
              {status}
              <div className="rounded-xl border border-line bg-surface-muted p-4">
                <p className="text-sm font-semibold">Attract recruiters on {partner}</p>
                <p className="mt-1 text-sm text-fg-muted">Get direct job opportunities from recruiters</p>
              </div>
              <div className="flex flex-wrap justify-center gap-3">
                {updatesUrl ? (
                  <>
                    <a
                      href={updatesUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={buttonClasses('secondary', 'lg')}
                    >
                      Explore all updates
                    </a>
                    <Dialog.Close className={buttonClasses('primary', 'lg')}>That's great!</Dialog.Close>
                  </>
                ) : (
                  <Dialog.Close className={buttonClasses('primary', 'lg')}>
                    Start your learning journey
                  </Dialog.Close>
                )}
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
