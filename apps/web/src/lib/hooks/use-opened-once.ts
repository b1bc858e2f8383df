import { useState } from 'react';

/**
 * True from the first time `open` is true, and from then on: a header widget renders its lazily loaded popover,
 * drawer or menu only once it has been opened (issue 21: the code behind a click loads on that click), and keeps it
 * mounted afterwards so closing and reopening are instant.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
