/** Keeps the toast stack clear of the top bar and of open popovers while toasts are shown (toast-placement.ts). */
import { useEffect, useState } from 'react';
import { collectToastObstacles, placeToasts, TOAST_GAP, type ToastPlacement } from './toast-placement.ts';

function measure(): ToastPlacement {
  const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
  return placeToasts(viewport, collectToastObstacles());
}

export function useToastPlacement(active: boolean): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>({ top: TOAST_GAP, right: TOAST_GAP });
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = measure();
        setPlacement((current) =>
          current.top === next.top && current.right === next.right ? current : next,
        );
      });
    };
    update();
    // Popovers and drawers mount into the body and open or close by data-state; the header scrolls with sticky.
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true, attributeFilter: ['data-state'] });
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, { passive: true, capture: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, { capture: true });
    };
  }, [active]);
  return placement;
}
