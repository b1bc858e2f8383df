/**
 * The welcome dialog for learners who came from the job-portal partner (spec 02 "Dialogs"): 600×664 px, full screen
 * up to 980 px wide, three steps (Master coding; Practice & compete; Build an impressive profile) and one button,
 * "Let's get started!", the only way to dismiss it (no Escape, no backdrop). The button records the studio
 * onboarding as seen (NAUKRI_ONBOARDING_SEEN_STUDIO), on the server and locally, so it shows once.
 */
import { Dialog } from 'radix-ui';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuthStore } from '../../../lib/auth/auth-context.tsx';
import { appConfig } from '../../../lib/config/app-config.ts';
import { acknowledgeOnboarding } from '../api/acknowledge-event.ts';
import { WELCOME_BUTTON, WELCOME_STEPS } from '../hooks/onboarding-rules.ts';
import { ONBOARDING_ATTR } from '../hooks/use-other-dialog-open.ts';

export function WelcomeDialog({ brand = appConfig.brandName }: { brand?: string }) {
  const store = useAuthStore();
  const start = () => {
    acknowledgeOnboarding('NAUKRI_ONBOARDING_SEEN_STUDIO').catch(() => {});
    store.dispatch({ type: 'onboarding-seen', variant: 'studio' });
  };
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <div {...{ [ONBOARDING_ATTR]: '' }}>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <Dialog.Content
            data-testid="welcome-dialog"
            aria-describedby={undefined}
            onEscapeKeyDown={(e) => e.preventDefault()}
            onPointerDownOutside={(e) => e.preventDefault()}
            onInteractOutside={(e) => e.preventDefault()}
            className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-surface p-6 text-fg outline-none min-[981px]:inset-auto min-[981px]:left-1/2 min-[981px]:top-1/2 min-[981px]:h-[min(664px,95dvh)] min-[981px]:w-[600px] min-[981px]:-translate-x-1/2 min-[981px]:-translate-y-1/2 min-[981px]:rounded-2xl min-[981px]:shadow-2xl sm:p-10"
          >
            <p className="text-sm font-semibold text-fg-muted">Welcome to {brand}</p>
            <Dialog.Title className="mt-1 text-2xl font-bold">Your coding journey starts here</Dialog.Title>
            <ol className="mt-8 flex flex-1 flex-col gap-6">
              {WELCOME_STEPS.map((step, i) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    aria-hidden
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-lg font-bold text-on-accent"
                  >
                    {i + 1}
                  </span>
                  <div>
                    <h3 className="text-lg font-semibold">{step.title}</h3>
                    <p className="mt-1 text-sm text-fg-muted">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
            <button type="button" className={buttonClasses('primary', 'lg', 'mt-8 w-full')} onClick={start}>
              {WELCOME_BUTTON}
            </button>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
