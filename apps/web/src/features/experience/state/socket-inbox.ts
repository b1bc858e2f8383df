/**
 * Socket toasts that arrived before the engagement layer was loaded (engagement-gate.tsx): the layer takes `items`
 * when it mounts and sets `open`, after which its own socket listener receives them.
 */
export interface SocketInbox {
  items: unknown[];
  open: boolean;
}
