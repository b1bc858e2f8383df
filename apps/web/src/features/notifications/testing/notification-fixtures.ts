/** A notification as GET /notifications returns it, five minutes old at the shared test clock. */
import { NOW } from '../../../test/render-with-socket.tsx';

export function notification(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    kind: 'CONTEST',
    title: `Notification ${id}`,
    body: null,
    link: null,
    image: null,
    read: false,
    created_at: new Date(NOW - 5 * 60_000).toISOString(),
    ...overrides,
  };
}
