/**
 * The one check for every "where to go next" parameter (the auth page's ?redirect, the OAuth start's redirect, the
 * partner layer's codestudioRedirect): a target is followed only when it is a page of this very site.
 *
 * Prefix checks such as `^/(?!/)` are not enough, because browsers do not read the string the way a regex does: the
 * URL parser turns a backslash into a slash and drops tabs and newlines, so `/\evil.example` and `/<TAB>/evil.example`
 * both become `//evil.example`, another host. So the value is parsed with the URL API against the site's origin, as
 * the browser will parse it, and only the same origin passes. What comes back is the normalised path + query + hash,
 * which resolves to the same page whichever way it is read again.
 */

/** Longest target accepted, before and after normalisation (percent-encoding can make a path longer). */
export const REDIRECT_MAX_LENGTH = 2048;

// Raw control characters never occur in a link a browser produced (it percent-encodes them); some are silently
// dropped by the URL parser, which is how `/\t/host` turns into `//host`.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

function originOf(site: string): string | null {
  try {
    const { origin } = new URL(site);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The path + query + hash of `value` when it names a page of `site`'s origin, else null. */
export function sameOriginPath(value: string | null | undefined, site: string): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  if (value.length > REDIRECT_MAX_LENGTH || CONTROL_CHARACTERS.test(value)) return null;
  const origin = originOf(site);
  if (!origin) return null;
  let url: URL;
  try {
    url = new URL(value, `${origin}/`);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can leave `//host` behind (`/.//evil.example`): same origin as parsed, another host when followed.
  if (!path.startsWith('/') || path.startsWith('//') || path.length > REDIRECT_MAX_LENGTH) return null;
  return path;
}

/** `value` as a path on `site` (see sameOriginPath), or `fallback` when it is anything else. */
export function safeRedirectPath(value: string | null | undefined, site: string, fallback = '/'): string {
  return sameOriginPath(value, site) ?? fallback;
}
