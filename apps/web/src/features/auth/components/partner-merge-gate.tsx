/**
 * Whether the partner-merge dialog is due (spec 01 §9), in the first load; the dialog itself loads only when it is
 * (issue 21: overlays load when their trigger fires).
 */
import { lazy, Suspense } from 'react';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useFlag } from '../../../lib/flags/flags-context.tsx';
import {
  FLAG_PARTNER_MIGRATED_UI,
  shouldShowMergeDialog,
  type MergeVariant,
} from '../hooks/merge-dialog-state.ts';

const PartnerMergeDialog = lazy(() =>
  import('./partner-merge-dialog.tsx').then((m) => ({ default: m.PartnerMergeDialog })),
);

export function PartnerMergeGate({ variant }: { variant: MergeVariant }) {
  const { user } = useAuth();
  const flag = useFlag(FLAG_PARTNER_MIGRATED_UI);
  if (!user || !shouldShowMergeDialog(user, variant, flag)) return null;
  return (
    <Suspense fallback={null}>
      <PartnerMergeDialog variant={variant} />
    </Suspense>
  );
}
