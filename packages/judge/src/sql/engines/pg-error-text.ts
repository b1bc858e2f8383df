/** PostgreSQL error text as psql prints it, shown to the learner as the ERROR output (spec 03 §4). */
export interface PgErrorFields {
  severity?: string;
  code?: string;
  message: string;
  position?: string | number;
  detail?: string;
  hint?: string;
}

export function pgErrorText(error: PgErrorFields): string {
  let text = `${error.severity ?? 'ERROR'}:  ${error.message}`;
  if (error.position) text += ` (at character ${error.position})`;
  if (error.detail) text += `\nDETAIL:  ${error.detail}`;
  if (error.hint) text += `\nHINT:  ${error.hint}`;
  return text;
}

/** SQLSTATE 57014 query_canceled: statement_timeout or our own cancel. */
export const PG_QUERY_CANCELED = '57014';
