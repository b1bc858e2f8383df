import { NAV_BREAKPOINTS } from '@katana/shared/navigation';

/** Phones get the bottom sheet from the start (spec 02 §2); wider screens the bottom bar. */
export const NPS_NAV_MOBILE_QUERY = `(max-width: ${NAV_BREAKPOINTS.mobile - 1}px)`;
