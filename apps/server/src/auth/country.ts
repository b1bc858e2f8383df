/**
 * The visitor's country, from a header a proxy or CDN sets (COUNTRY_HEADER, e.g. cf-ipcountry), and the EU rule.
 * country_id is the ISO 3166-1 numeric code; only the EU members and a few frequent countries are listed, so
 * other countries have a country code but a null country_id.
 */
const NUMERIC: Readonly<Record<string, number>> = {
  AT: 40,
  BE: 56,
  BG: 100,
  HR: 191,
  CY: 196,
  CZ: 203,
  DK: 208,
  EE: 233,
  FI: 246,
  FR: 250,
  DE: 276,
  GR: 300,
  HU: 348,
  IE: 372,
  IT: 380,
  LV: 428,
  LT: 440,
  LU: 442,
  MT: 470,
  NL: 528,
  PL: 616,
  PT: 620,
  RO: 642,
  SK: 703,
  SI: 705,
  ES: 724,
  SE: 752,
  IN: 356,
  US: 840,
  GB: 826,
  CA: 124,
  AU: 36,
  SG: 702,
  AE: 784,
  NP: 524,
  BD: 50,
  LK: 144,
  PK: 586,
};

const EU_MEMBERS = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
]);

export interface Country {
  code: string;
  id: number | null;
  eu: boolean;
}

export function countryFromCode(raw: string | undefined): Country | null {
  const code = raw?.trim().toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(code) || code === 'XX' || code === 'T1') return null;
  return { code, id: NUMERIC[code] ?? null, eu: EU_MEMBERS.has(code) };
}

export function countryFromHeaders(
  headers: Record<string, string | string[] | undefined>,
  headerName: string | undefined,
): Country | null {
  if (!headerName) return null;
  const value = headers[headerName];
  return countryFromCode(Array.isArray(value) ? value[0] : value);
}
