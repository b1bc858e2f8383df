/** `?isSignup=true` in the address asks for the sign-up dialog (spec 02 §4, shell query params). */
export function asksForSignup(search: string): boolean {
  return new URLSearchParams(search).get('isSignup') === 'true';
}
