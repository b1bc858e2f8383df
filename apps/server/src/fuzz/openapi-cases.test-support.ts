/**
 * Malformed requests for every operation of the OpenAPI document (/api/docs/json): a plausible request built from
 * each operation's schemas, then one change at a time -- NUL bytes and lone surrogates in every string field,
 * query and path parameter, wrong types, missing and unknown fields, huge strings, numbers and arrays, invalid
 * JSON, wrong content types, odd headers. Every text a "learner" types carries MARKER, so a test can prove none
 * of it reaches the log. Deterministic: the only randomness is a seeded generator that picks the cases of an
 * operation with many fields.
 */

export const MARKER = 'Fz9mArKr';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  default?: unknown;
  nullable?: boolean;
}

interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OperationObject {
  parameters?: ParameterObject[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface Operation {
  method: string;
  /** The OpenAPI path template, e.g. /api/v1/problems/{slug}. */
  path: string;
  pathParams: ParameterObject[];
  queryParams: ParameterObject[];
  body?: JsonSchema;
}

export interface FuzzRequest {
  label: string;
  method: string;
  url: string;
  /** Merged over the session's headers; undefined removes one (a body without its content type). */
  headers: Record<string, string | undefined>;
  payload?: string;
}

/** Realistic values for parameters and fields by name (a slug that exists gets past the 404 into deeper code). */
export type Baseline = (name: string, op: Operation) => string | number | undefined;

/** mulberry32: a tiny seeded PRNG, so a failing case can be replayed with the same FUZZ_SEED. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function operationsOf(doc: { paths: Record<string, Record<string, OperationObject>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return ops;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Values for the patterns the API's schemas use. */
const PATTERN_SAMPLES: [RegExp, string][] = [
  [/^\^\\d\{4\}-/, today()],
  [/@/, 'fuzz.sample@example.com'],
  [/\[0-9a-f\]\{8\}/, '00000000-0000-4000-8000-000000000000'],
  [/^\^\\\/\(\?!/, '/problems'],
  [/^\^\\d\{6,15\}\$$/, '9876543210'],
  [/^\^\\\+\?\\d/, '+91'],
  [/^\^\\d\{6\}\$$/, '123456'],
  [/LOGIN_SUCCESS/, 'LOGIN_SUCCESS'],
  [/^\^\[A-Za-z0-9_-\]/, 'abc'],
];

/** A value the schema accepts (as far as a generic walk can tell). */
export function sampleOf(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'x';
  if (schema.enum?.length) return schema.enum[0];
  const alt = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alt?.length) return sampleOf(alt[0], name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 1;
      return Math.max(min, 1);
    }
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sampleOf(schema.items, name));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) out[key] = sampleOf(prop, key);
      return out;
    }
    default: {
      if (schema.format === 'email') return 'fuzz.sample@example.com';
      const byPattern = schema.pattern && PATTERN_SAMPLES.find(([re]) => re.test(schema.pattern!))?.[1];
      if (byPattern) return byPattern;
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
  }
}

type Path = (string | number)[];

/** Every leaf and container of a JSON value with its path (the root is []). */
function nodesOf(value: unknown, path: Path = []): { path: Path; value: unknown }[] {
  const out = [{ path, value }];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...nodesOf(v, [...path, i])));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) out.push(...nodesOf(v, [...path, k]));
  return out;
}

function withValue(root: unknown, path: Path, value: unknown, remove = false): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (remove) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
}

/** Strings with the marker that must be refused (NUL, lone surrogates) or merely survived (long, odd). */
export const BAD_STRINGS: [string, string][] = [
  ['NUL', `${MARKER}\u0000tail`],
  ['lone high surrogate', `${MARKER}\ud800`],
  ['lone low surrogate', `\udc00${MARKER}`],
  ['huge', MARKER + 'é'.repeat(120_000)],
  ['control and emoji', `${MARKER}\u0001\u001b[31m 🥷 \u202e`],
];

/** Stands for a value too deep to build as an object here; its JSON is spliced into the payload instead. */
const DEEP = 'deep-nesting-sentinel';
const DEEP_JSON = `${'{"a":['.repeat(5000)}"${MARKER}"${']}'.repeat(5000)}`;
const payloadOf = (value: unknown) => JSON.stringify(value).replace(JSON.stringify(DEEP), DEEP_JSON);

function valueMutations(value: unknown): [string, unknown][] {
  const wrong: [string, unknown][] = [
    ['null', null],
    ['object', { [MARKER]: MARKER }],
    ['array', [MARKER]],
  ];
  if (typeof value === 'string') return [...BAD_STRINGS, ['number', 12345], ['boolean', true], ...wrong];
  if (typeof value === 'number')
    return [
      ['1e308', 1e308],
      ['-1e308', -1e308],
      ['2^64', 2 ** 64],
      ['fraction', 1.5],
      ['negative', -1],
      ['zero', 0],
      ['numeric string', '12'],
      ['string', MARKER],
      ...wrong,
    ];
  if (typeof value === 'boolean') return [['string', MARKER], ['number', 1], ...wrong];
  if (Array.isArray(value))
    return [
      ['object', { [MARKER]: MARKER }],
      ['string', MARKER],
      ['nested arrays', [[[MARKER]]]],
      ['10k items', Array.from({ length: 10_000 }, () => value[0] ?? MARKER)],
      ['deep nesting', [DEEP]],
      ['null', null],
    ];
  return [
    ['array', [MARKER]],
    ['string', MARKER],
    ['null', null],
    ['unknown field', { ...(value as object), [MARKER]: MARKER }],
    ['deep nesting', { [MARKER]: DEEP }],
  ];
}

/** Query and path values (strings on the wire), already percent-encoded. */
const ENCODED_BAD_VALUES: [string, string][] = [
  ['NUL', `${MARKER}%00`],
  ['encoded surrogate', `${MARKER}%ED%A0%80`],
  ['bad percent-encoding', `${MARKER}%ZZ%`],
  ['huge', MARKER + 'y'.repeat(6000)],
  ['number-ish', '1e309'],
  ['negative', '-1'],
  ['emoji', encodeURIComponent(`${MARKER}🥷`)],
  ['traversal', '..%2F..%2Fetc%2Fpasswd'],
];

export interface CaseOptions {
  baseline: Baseline;
  random: () => number;
  /** At most this many cases for one operation (the rest are dropped by the seeded generator). */
  maxCases: number;
}

const encode = (v: unknown) => encodeURIComponent(String(v));

export function casesFor(op: Operation, opts: CaseOptions): FuzzRequest[] {
  const pathValue = (p: ParameterObject) => opts.baseline(p.name, op) ?? sampleOf(p.schema, p.name);
  const basePath: Record<string, string> = Object.fromEntries(
    op.pathParams.map((p) => [p.name, encode(pathValue(p))]),
  );
  const baseQuery: [string, string][] = op.queryParams
    .filter((p) => p.required || opts.baseline(p.name, op) !== undefined)
    .map((p) => [p.name, encode(opts.baseline(p.name, op) ?? sampleOf(p.schema, p.name))]);
  const body = op.body ? withBaseline(sampleOf(op.body), op, opts.baseline) : undefined;

  const url = (path: Record<string, string> = basePath, query: [string, string][] = baseQuery) => {
    const p = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => path[name] ?? 'x');
    return query.length ? `${p}?${query.map(([k, v]) => `${k}=${v}`).join('&')}` : p;
  };
  const json = { 'content-type': 'application/json' };
  const make = (label: string, over: Partial<FuzzRequest> = {}): FuzzRequest => ({
    label: `${op.method} ${op.path} ${label}`,
    method: op.method,
    url: url(),
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    ...over,
    headers: { ...(body === undefined ? {} : json), ...over.headers },
  });

  const cases: FuzzRequest[] = [make('baseline')];
  const must: FuzzRequest[] = [];
  const may: FuzzRequest[] = [];

  for (const p of op.pathParams) {
    for (const [what, value] of ENCODED_BAD_VALUES) {
      const target = what === 'NUL' || what === 'encoded surrogate' ? must : may;
      target.push(make(`path ${p.name}: ${what}`, { url: url({ ...basePath, [p.name]: value }) }));
    }
  }
  for (const p of op.queryParams) {
    const others = baseQuery.filter(([k]) => k !== p.name);
    for (const [what, value] of ENCODED_BAD_VALUES) {
      const target = what === 'NUL' || what === 'encoded surrogate' ? must : may;
      target.push(make(`query ${p.name}: ${what}`, { url: url(basePath, [...others, [p.name, value]]) }));
    }
    may.push(
      make(`query ${p.name}: repeated`, { url: url(basePath, [...others, [p.name, 'a'], [p.name, MARKER]]) }),
    );
  }
  may.push(make('query: unknown parameter', { url: url(basePath, [...baseQuery, [MARKER, MARKER]]) }));

  if (body !== undefined) {
    for (const node of nodesOf(body)) {
      const where = node.path.length ? node.path.join('.') : 'body';
      for (const [what, value] of valueMutations(node.value)) {
        const target = BAD_STRINGS.slice(0, 3).some(([w]) => w === what) ? must : may;
        target.push(make(`${where}: ${what}`, { payload: payloadOf(withValue(body, node.path, value)) }));
      }
      if (node.path.length)
        may.push(
          make(`${where}: missing`, { payload: JSON.stringify(withValue(body, node.path, undefined, true)) }),
        );
    }
    must.push(
      make('body key: NUL', { payload: JSON.stringify({ ...(body as object), [`${MARKER}\u0000`]: 1 }) }),
    );
  }
  must.push(...wholeBodyCases(make, body !== undefined), ...headerCases(make));

  cases.push(...must, ...pick(may, Math.max(opts.maxCases - cases.length - must.length, 0), opts.random));
  return cases;
}

/** Field names whose realistic value lets a request reach past "not found" (a problem slug, a language key). */
function withBaseline(body: unknown, op: Operation, baseline: Baseline): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const key of Object.keys(out)) {
    const value = baseline(key, op);
    if (value !== undefined) out[key] = typeof out[key] === 'number' ? Number(value) : value;
  }
  return out;
}

type Make = (label: string, over?: Partial<FuzzRequest>) => FuzzRequest;

function wholeBodyCases(make: Make, hasBody: boolean): FuzzRequest[] {
  const json = { 'content-type': 'application/json' };
  const deep = '['.repeat(20_000) + ']'.repeat(20_000);
  const out = [
    make('body: invalid JSON', { headers: json, payload: `{"${MARKER}": ` }),
    make('body: JSON null', { headers: json, payload: 'null' }),
    make('body: JSON array', { headers: json, payload: `["${MARKER}"]` }),
    make('body: JSON string', { headers: json, payload: `"${MARKER}"` }),
    make('body: JSON NUL escape', { headers: json, payload: `{"x":"${MARKER}\\u0000"}` }),
    make('body: deep nesting', { headers: json, payload: deep }),
    make('body: prototype keys', {
      headers: json,
      payload: `{"__proto__":{"${MARKER}":1},"constructor":{"prototype":{"x":1}}}`,
    }),
    make('body: text/plain', { headers: { 'content-type': 'text/plain' }, payload: `${MARKER}\u0000` }),
    make('body: form', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `a=${MARKER}`,
    }),
    make('body: xml', { headers: { 'content-type': 'application/xml' }, payload: `<a>${MARKER}</a>` }),
    make('body: bad content-type', { headers: { 'content-type': `;;${MARKER}` }, payload: '{}' }),
    make('body: JSON with charset latin1', {
      headers: { 'content-type': 'application/json; charset=latin1' },
      payload: '{}',
    }),
  ];
  if (hasBody)
    out.push(
      make('body: empty JSON', { headers: json, payload: '' }),
      make('body: absent', { headers: { 'content-type': undefined }, payload: undefined }),
    );
  return out;
}

function headerCases(make: Make): FuzzRequest[] {
  return [
    make('header: NUL in a custom header', { headers: { 'x-fuzz': `${MARKER}\u0000` } }),
    make('header: NUL in authorization', { headers: { authorization: `Token ${MARKER}\u0000` } }),
    make('header: NUL in cookie', { headers: { cookie: `ninja_auth_token=${MARKER}%00; katana_csrf=%ZZ` } }),
    make('header: NUL in source', { headers: { source: `web\u0000${MARKER}` } }),
    make('header: NUL in user-agent', { headers: { 'user-agent': `${MARKER}\u0000` } }),
    make('header: huge accept-language', { headers: { 'accept-language': `${MARKER},`.repeat(500) } }),
    make('header: odd host', { headers: { host: `${MARKER}..:99999` } }),
  ];
}

/** n items of a list, chosen by the seeded generator (order kept, so the run is reproducible). */
function pick<T>(items: T[], n: number, random: () => number): T[] {
  if (items.length <= n) return items;
  const chosen = new Set<number>();
  while (chosen.size < n) chosen.add(Math.floor(random() * items.length));
  return [...chosen].sort((a, b) => a - b).map((i) => items[i]!);
}
