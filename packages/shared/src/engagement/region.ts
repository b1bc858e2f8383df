/**
 * The region rule (spec 02 §9): "the allowed country id is 101; outside India the placement cell, career camp footer
 * link, pricing and refund link and toll-free contact are hidden."
 */

export const ALLOWED_COUNTRY_ID = 101;

export const INDIA_ONLY_ITEMS = [
  'placement_cell',
  'career_camp_footer_link',
  'pricing_and_refund_link',
  'toll_free_contact',
] as const;
export type IndiaOnlyItem = (typeof INDIA_ONLY_ITEMS)[number];

/**
 * A visitor whose country is unknown (null) sees the India-only items: the spec hides them "outside India", and
 * an unknown country is not known to be outside.
 */
export function isOutsideIndia(countryId: number | null | undefined): boolean {
  return countryId != null && countryId !== ALLOWED_COUNTRY_ID;
}

export function showsIndiaOnlyItem(_item: IndiaOnlyItem, countryId: number | null | undefined): boolean {
  return !isOutsideIndia(countryId);
}
