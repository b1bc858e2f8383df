/** "Share": copies the bundle's page address (spec 02 §8 copy-link texts), or says to copy it from the address bar. */
import { COPY_LINK_SUCCESS } from '@katana/shared/engagement/share';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useNotify } from '../../../lib/notifications/notifications.tsx';

export function ShareBundleButton({ slug }: { slug: string }) {
  const notify = useNotify();
  async function copy() {
    const url = `${window.location.origin}/interview-bundle/${encodeURIComponent(slug)}`;
    try {
      await navigator.clipboard.writeText(url);
      notify({ kind: 'success', title: COPY_LINK_SUCCESS.title, message: COPY_LINK_SUCCESS.message });
    } catch {
      notify({
        kind: 'error',
        title: 'Could not copy the link',
        message: 'Copy it from the address bar instead.',
      });
    }
  }
  return (
    <button type="button" className={buttonClasses('secondary', 'lg')} onClick={() => void copy()}>
      Share
    </button>
  );
}
