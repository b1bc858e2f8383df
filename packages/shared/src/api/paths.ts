/**
 * Every endpoint's path is written once, in its area's paths table (`CataloguePaths`, `AuthPaths`, ...): the full
 * wire path with the '/api' prefix and Fastify's `:name` parameters. The server registers each route with the
 * table's string as it is; clients fill the parameters in with `fillPath`.
 */

/** `[name, rest]` of a parameter: its name runs up to the next '/' or '.' ('/:uuid.png' -> 'uuid'). */
type SplitName<S extends string, Name extends string = ''> = S extends `${infer C}${infer Rest}`
  ? C extends '/' | '.'
    ? [Name, S]
    : SplitName<Rest, `${Name}${C}`>
  : [Name, ''];

/** The parameter names of a contract path: `PathParams<'/api/v1/problems/:slug/code'>` is `'slug'`. */
export type PathParams<P extends string> = P extends `${string}:${infer Rest}`
  ? SplitName<Rest> extends [infer Name extends string, infer Tail extends string]
    ? Name | PathParams<Tail>
    : never
  : never;

/** The values `fillPath` needs for a path: none for a path without parameters. */
export type PathArgs<P extends string> = [PathParams<P>] extends [never]
  ? []
  : [params: Record<PathParams<P>, string | number>];

/** The path with each `:name` replaced by its value, URI-encoded: fillPath(CataloguePaths.problem, { slug }). */
export function fillPath<P extends string>(path: P, ...[params]: PathArgs<P>): string {
  if (!params) return path;
  const values = params as Record<string, string | number>;
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`fillPath: no value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}
