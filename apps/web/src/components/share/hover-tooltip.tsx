/** A tooltip that shows after SHARE_TOOLTIP_DELAY_MS (800 ms) of hovering and hides when the pointer leaves. */
import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { SHARE_TOOLTIP_DELAY_MS } from '@katana/shared/engagement/share';

export function HoverTooltip({ label, children }: { label: string; children: ReactElement }) {
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const id = useId();
  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);
  return (
    <span
      className="relative inline-flex"
      onMouseEnter={() => {
        cancel();
        timer.current = setTimeout(() => setShown(true), SHARE_TOOLTIP_DELAY_MS);
      }}
      onMouseLeave={() => {
        cancel();
        setShown(false);
      }}
    >
      {children}
      {shown && (
        <span
          id={id}
          role="tooltip"
          className="pointer-events-none absolute bottom-full left-1/2 z-30 mb-1.5 -translate-x-1/2 whitespace-nowrap rounded-md bg-fg px-2 py-1 text-xs font-medium text-surface shadow"
        >
          {label}
        </span>
      )}
    </span>
  );
}
