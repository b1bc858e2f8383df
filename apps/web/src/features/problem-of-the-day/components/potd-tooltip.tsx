/**
 * The POTD header tooltip (spec 01 "Header widgets and tours"): an invitation under the widget with the button
 * 'Explore Problem of the day'. The widget decides when it may show; this closes itself after 10 s, on a click
 * outside the widget, on Escape or on its dismiss cross.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { buttonClasses, iconButtonClasses } from '../../../components/ui/button-styles.ts';
import { POTD_TOOLTIP_AUTO_HIDE_MS } from '../hooks/tooltip-seen.ts';

export const POTD_TOOLTIP_TEXT =
  'Consistent and structured practice daily can land you in your dream company. Solve one problem every day and keep your streak going.';

export function PotdTooltip({
  anchor,
  onClose,
}: {
  anchor: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const timer = setTimeout(() => close.current(), POTD_TOOLTIP_AUTO_HIDE_MS);
    const outside = (event: PointerEvent | MouseEvent) => {
      if (anchor.current && !anchor.current.contains(event.target as Node)) close.current();
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [anchor]);

  return (
    <div
      role="dialog"
      aria-label="Problem of the day"
      data-testid="potd-tooltip"
      // Phones: pinned under the header across the screen (the widget sits near the left edge there).
      className="fixed inset-x-3 top-[calc(var(--spacing-header)+0.5rem)] z-50 rounded-xl border border-line bg-surface p-4 text-sm text-fg shadow-lg sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-72"
    >
      <span
        aria-hidden="true"
        className="absolute -top-1.5 right-4 hidden size-3 rotate-45 border-l border-t border-line bg-surface sm:block"
      />
      <div className="flex items-start gap-2">
        <p className="leading-relaxed">{POTD_TOOLTIP_TEXT}</p>
        <button
          type="button"
          aria-label="Dismiss"
          onClick={onClose}
          className={`${iconButtonClasses} -mr-2 -mt-2 shrink-0`}
        >
          <CloseIcon width={16} height={16} />
        </button>
      </div>
      <Link
        to="/problem-of-the-day"
        onClick={onClose}
        className={buttonClasses('primary', 'sm', 'mt-3 w-full')}
      >
        Explore Problem of the day
      </Link>
    </div>
  );
}
