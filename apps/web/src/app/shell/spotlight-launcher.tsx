/**
 * Opens the spotlight (spec 01: Ctrl/Cmd+K opens search; the header's search tab too) anywhere in the app while the
 * cs_spotlight_search flag is on: Ctrl/Cmd+K from anywhere, `/` when the learner is not typing in a field. The
 * palette is its own chunk, fetched the first time it opens (or when the pointer nears the header's search tab), so
 * it adds nothing to the first load.
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { FLAG_SPOTLIGHT_SEARCH, useFlag } from '../../lib/flags/flags-context.tsx';

const loadSpotlight = () => import('../../features/search/components/spotlight.tsx');
const Spotlight = lazy(loadSpotlight);

interface SpotlightControls {
  open(): void;
  /** Starts fetching the palette's chunk (on hover or focus of what opens it). */
  preload(): void;
}

const SpotlightContext = createContext<SpotlightControls>({ open: () => {}, preload: () => {} });

export const useSpotlight = () => useContext(SpotlightContext);

/** True while focus is in something that takes text, where `/` must type a slash. */
function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement)
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(
      target.type,
    );
  return target.closest('[role="textbox"], .cm-editor') !== null;
}

export function SpotlightProvider({ children }: { children: ReactNode }) {
  const enabled = useFlag(FLAG_SPOTLIGHT_SEARCH);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const show = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setMounted(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        if (open) setOpen(false);
        else show();
      } else if (
        event.key === '/' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !open &&
        !typingInField(event.target)
      ) {
        event.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, open, show]);

  const controls = useMemo<SpotlightControls>(
    () => ({ open: show, preload: () => void loadSpotlight() }),
    [show],
  );

  return (
    <SpotlightContext.Provider value={controls}>
      {children}
      {enabled && mounted && (
        <Suspense fallback={null}>
          <Spotlight open={open} onOpenChange={setOpen} returnFocusTo={() => opener.current} />
        </Suspense>
      )}
    </SpotlightContext.Provider>
  );
}
