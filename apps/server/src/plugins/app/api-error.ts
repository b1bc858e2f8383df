/**
 * An expected failure with the spec's envelope code (927 'Invalid OTP', 101 'Please login to continue'...).
 * Routes and services throw it; the error-handling plugin answers `{status, error: {code, message, fields?}}`.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
