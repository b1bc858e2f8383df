/**
 * A component whose code loads on its first render (React.lazy), and renders at once, without suspending, once that
 * code is in: a toast that shows a second time, or a test that preloaded it, does not wait a frame for it. Each
 * mount keeps the kind it started with, so a view never remounts (and loses its state) when the code arrives.
 */
import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

export interface LazyView<P extends object> {
  (props: P): ReactElement;
  preload(): Promise<void>;
}

export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  let loaded: ComponentType<P> | null = null;
  const remember = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => remember().then((component) => ({ default: component })));
  function View(props: P): ReactElement {
    const [type] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return createElement(type, props);
  }
  View.preload = () => remember().then(() => undefined);
  return View;
}
