/**
 * What a learner reads about a language this server cannot run. The operator's reason (a missing compiler, a
 * Debian package to install) is for the operator -- GET /api/health and the server log -- and never reaches a
 * learner: it names packages and paths that mean nothing to them.
 */
export function languageUnavailableMessage(name: string): string {
  return `${name} is not available on this server.`;
}
