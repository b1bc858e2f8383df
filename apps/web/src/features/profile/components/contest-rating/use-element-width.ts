/**
 * The width of an element, kept up to date with ResizeObserver; `fallback` until it is measured (and for good
 * where there is no layout, as in jsdom), so the charts always draw at some size.
 */
import { useEffect, useRef, useState } from 'react';

export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const measured = Math.floor(node.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
