/**
 * fast-check arbitraries derived from an OpenAPI 3 document. For each operation: requests whose bodies follow
 * its JSON schema, bodies one mutation away from it (a field of the wrong type or size, a field missing or
 * added, odd Unicode, deep nesting), and bodies no parser should accept (empty, broken JSON, the wrong
 * content type, bytes that are not UTF-8, over the size limit). Neither fast-check nor the installed packages
 * generate values from a JSON schema, hence this small mapper; it covers the keywords zod's JSON Schema output
 * uses.
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
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
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Operation {
  /** Upper case, as sent. */
  method: string;
  /** As documented, with `{name}` for path parameters. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  body?: { schema: JsonSchema; required: boolean; mediaType: string };
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const resolve = resolver(doc);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const params = op.parameters ?? [];
      const content = Object.entries(op.requestBody?.content ?? {});
      const json = content.find(([type]) => type.includes('json')) ?? content[0];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: params
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, schema: resolve(p.schema ?? {}) })),
        query: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: resolve(p.schema ?? {}), required: Boolean(p.required) })),
        body: json
          ? {
              schema: resolve(json[1].schema ?? {}),
              required: Boolean(op.requestBody?.required),
              mediaType: json[0],
            }
          : undefined,
      });
    }
  }
  return operations;
}

/** Replaces local `$ref`s by the schemas they name (a cycle is cut to `{}`). */
function resolver(doc: OpenApiDocument) {
  const resolve = (schema: JsonSchema, seen: Set<string> = new Set()): JsonSchema => {
    if (schema.$ref) {
      const name = schema.$ref.replace(/^#\/components\/schemas\//, '');
      if (seen.has(name)) return {};
      return resolve(doc.components?.schemas?.[name] ?? {}, new Set([...seen, name]));
    }
    const out: JsonSchema = { ...schema };
    if (schema.properties) {
      out.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([k, v]) => [k, resolve(v, seen)]),
      );
    }
    if (schema.items) out.items = resolve(schema.items, seen);
    if (typeof schema.additionalProperties === 'object') {
      out.additionalProperties = resolve(schema.additionalProperties, seen);
    }
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      if (schema[key]) out[key] = schema[key].map((s) => resolve(s, seen));
    }
    return out;
  };
  return resolve;
}

/**
 * Values the document alone cannot suggest (an e-mail that exists, a chapter the content has): consulted for
 * every schema position, by property name (`events[]` for the items of `events`); `undefined` leaves the
 * position to the schema.
 */
export type Hints = (schema: JsonSchema, key: string | undefined) => fc.Arbitrary<unknown> | undefined;

interface Context {
  hints?: Hints;
  key?: string;
}

const isObjectSchema = (s: JsonSchema) => s.type === 'object' || (!s.type && Boolean(s.properties));

/** Values the schema accepts. */
export function validValue(schema: JsonSchema, ctx: Context = {}): fc.Arbitrary<unknown> {
  const hinted = ctx.hints?.(schema, ctx.key);
  if (hinted) return hinted;
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.allOf?.length) {
    return validValue(Object.assign({}, ...schema.allOf.map((s) => ({ ...s, allOf: undefined }))), ctx);
  }
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => validValue(s, ctx)));
  if (schema.nullable) return fc.option(validValue({ ...schema, nullable: false }, ctx), { nil: null });
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => validValue({ ...schema, type }, ctx)));
  }
  switch (schema.type) {
    case 'string':
      return validString(schema);
    case 'integer':
    case 'number': {
      const { min, max } = numberBounds(schema);
      return schema.type === 'integer'
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? minLength + 5, minLength + 5);
      const key = ctx.key === undefined ? undefined : `${ctx.key}[]`;
      return fc.array(validValue(schema.items ?? {}, { hints: ctx.hints, key }), { minLength, maxLength });
    }
    default:
      if (isObjectSchema(schema)) return validObject(schema, ctx);
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function numberBounds(schema: JsonSchema) {
  let min = schema.minimum ?? -1e9;
  let max = schema.maximum ?? 1e9;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - 1;
  return { min, max };
}

function validObject(schema: JsonSchema, ctx: Context): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) {
    const extra = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
    if (schema.additionalProperties === false) return fc.constant({});
    return fc.dictionary(fc.string({ maxLength: 12 }), validValue(extra, { hints: ctx.hints }), {
      maxKeys: 5,
    });
  }
  const model = Object.fromEntries(
    properties.map(([key, s]) => [key, validValue(s, { hints: ctx.hints, key })]),
  );
  return fc.record(model, { requiredKeys: schema.required ?? [] });
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? minLength + 40;
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc
        .date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString());
    case 'email':
      return fc.emailAddress().filter(fits);
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  return fc
    .string({
      minLength,
      maxLength: Math.min(maxLength, minLength + 40),
      unit: fc.oneof(
        {
          arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzãçéíóúâêô ABCDEFGHIJ0123456789-_.@'),
          weight: 6,
        },
        { arbitrary: fc.string({ unit: 'grapheme-composite', minLength: 1, maxLength: 1 }), weight: 1 },
      ),
    })
    .filter(fits);
}

/** Strings that break naive code: controls (NUL first), lone surrogates, bidi overrides, huge ones. */
export function oddString(): fc.Arbitrary<string> {
  const control = fc
    .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
    .map((c) => String.fromCharCode(c));
  const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
  const mixed = fc.oneof(
    { arbitrary: control, weight: 2 },
    { arbitrary: loneSurrogate, weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 3 },
    { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }), weight: 2 },
    { arbitrary: fc.constantFrom('\u202e', '\ufeff', '\u200b', '\uffff', '\u0301', '%00', '\\'), weight: 1 },
  );
  return fc.oneof(
    { arbitrary: fc.string({ unit: mixed, maxLength: 40 }), weight: 6 },
    {
      arbitrary: fc.string({ unit: mixed, minLength: 1, maxLength: 40 }).map((s) => `ana${s}@exemplo.com.br`),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom(
        '',
        ' ',
        '\u0000',
        'a\u0000b',
        '\ud800',
        '\udfff',
        '\ud83d',
        'null',
        'undefined',
        'NaN',
        '-0',
        '1e309',
        '__proto__',
        'constructor',
        "'; drop table users; --",
        '<script>alert(1)</script>',
        '../../../etc/passwd',
        '${7*7}',
        'Ⅻ'.repeat(300),
        '🧪'.repeat(200),
      ),
      weight: 2,
    },
    { arbitrary: hugeString(), weight: 1 },
  );
}

/** From a little over typical limits to most of the 256 KiB body limit. */
export function hugeString(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.integer({ min: 129, max: 200_000 }), fc.constantFrom('a', 'ç', '\u0000', '🧪', ' ', '\ud800'))
    .map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length)));
}

/** Any JSON-representable value of a type other than the schema's. */
function otherTypes(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type : [schema.type ?? ''];
  const choices: fc.Arbitrary<unknown>[] = [];
  if (!type.includes('string')) choices.push(fc.constantFrom('', 'texto', '1', 'true'));
  if (!type.includes('number') && !type.includes('integer')) {
    choices.push(fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })));
  }
  if (!type.includes('boolean')) choices.push(fc.boolean());
  if (!type.includes('null')) choices.push(fc.constant(null));
  if (!type.includes('array')) choices.push(fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }));
  if (!type.includes('object'))
    choices.push(fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }));
  return fc.oneof(...choices);
}

/** A value nested `depth` times, in arrays or objects. */
export function nested(depth: number, inObjects: boolean, leaf: unknown = 1): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = inObjects ? { a: value } : [value];
  return value;
}

const deepValue = fc
  .tuple(fc.integer({ min: 50, max: 2000 }), fc.boolean())
  .map(([depth, inObjects]) => nested(depth, inObjects));

/** Values of the right type that break the schema's bounds (length, range, size, pattern). */
function outOfBounds(schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  const choices: fc.Arbitrary<unknown>[] = [];
  if (schema.type === 'string') {
    if (schema.maxLength !== undefined) {
      choices.push(
        fc.constant('x'.repeat(schema.maxLength + 1)),
        fc.constant('ç'.repeat(schema.maxLength * 4 + 1)),
      );
    }
    if (schema.minLength) choices.push(fc.constant('x'.repeat(schema.minLength - 1)));
    if (schema.pattern || schema.format) choices.push(fc.string({ maxLength: 20 }));
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    const { min, max } = numberBounds(schema);
    choices.push(fc.constantFrom(min - 1, max + 1, 0.5, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2));
  }
  if (schema.type === 'array') {
    const item = validValue(schema.items ?? {});
    if (schema.maxItems !== undefined) {
      choices.push(fc.array(item, { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 3 }));
    }
    if (schema.minItems) choices.push(fc.constant([]));
  }
  return choices.length ? fc.oneof(...choices) : undefined;
}

type Path = (string | number)[];

/** Every position the schema describes (object properties and first array items), up to a depth. */
function slotsOf(schema: JsonSchema, path: Path = [], depth = 0): { path: Path; schema: JsonSchema }[] {
  const slots = [{ path, schema }];
  if (depth >= 4) return slots;
  for (const [key, s] of Object.entries(schema.properties ?? {}))
    slots.push(...slotsOf(s, [...path, key], depth + 1));
  if (schema.items) slots.push(...slotsOf(schema.items, [...path, 0], depth + 1));
  for (const alt of schema.oneOf ?? schema.anyOf ?? []) slots.push(...slotsOf(alt, path, depth + 1).slice(1));
  return slots;
}

type Mutation =
  | { path: Path; op: 'replace'; value: unknown }
  | { path: Path; op: 'remove' }
  | { path: Path; op: 'extra'; key: string; value: unknown };

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

function applyMutation(root: unknown, mutation: Mutation): unknown {
  const { path } = mutation;
  if (path.length === 0) {
    if (mutation.op === 'replace') return mutation.value;
    if (mutation.op === 'remove') return undefined;
  }
  const value = clone(root);
  let parent: unknown = path.length === 0 ? undefined : value;
  let holder: Record<string | number, unknown> | undefined;
  for (const [i, step] of path.entries()) {
    if (parent === null || typeof parent !== 'object') return value;
    holder = parent as Record<string | number, unknown>;
    if (i === path.length - 1) break;
    if (holder[step] === null || typeof holder[step] !== 'object')
      holder[step] = typeof path[i + 1] === 'number' ? [] : {};
    parent = holder[step];
  }
  const last = path[path.length - 1];
  switch (mutation.op) {
    case 'replace':
      if (holder && last !== undefined) holder[last] = mutation.value;
      return value;
    case 'remove':
      if (holder && last !== undefined) {
        if (Array.isArray(holder)) holder.splice(Number(last), 1);
        else delete holder[last];
      }
      return value;
    case 'extra': {
      const target = path.length === 0 ? value : holder && last !== undefined ? holder[last] : undefined;
      if (target && typeof target === 'object' && !Array.isArray(target)) {
        // Defined, not assigned: assigning `__proto__` would change the prototype instead of adding a key.
        Object.defineProperty(target, mutation.key, {
          value: mutation.value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return value;
    }
  }
}

const oddKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '',
    'id',
    'type',
    'events',
    'admin',
    'isAdmin',
    'points',
  ),
  oddString().filter((s) => s.length < 100),
);

const oddValue = fc.oneof(
  { arbitrary: oddString(), weight: 4 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 2 },
  { arbitrary: deepValue, weight: 1 },
);

/** Values one mutation away from the schema: a field replaced, removed or added. */
export function nearValidValue(schema: JsonSchema, ctx: Context = {}): fc.Arbitrary<unknown> {
  const mutations = slotsOf(schema).map(({ path, schema: s }) => {
    const replacements = [otherTypes(s), oddValue, outOfBounds(s)].filter(
      (a): a is fc.Arbitrary<unknown> => a !== undefined,
    );
    const options: fc.Arbitrary<Mutation>[] = [
      fc.oneof(...replacements).map((value): Mutation => ({ path, op: 'replace', value })),
      fc.constant<Mutation>({ path, op: 'remove' }),
    ];
    if (isObjectSchema(s)) {
      options.push(
        fc
          .record({ key: oddKey, value: oddValue })
          .map(({ key, value }): Mutation => ({ path, op: 'extra', key, value })),
      );
    }
    return fc.oneof(...options);
  });
  return fc
    .tuple(validValue(schema, ctx), fc.oneof(...mutations))
    .map(([value, mutation]) => applyMutation(value, mutation));
}

/** A request as fast-check generates it; `{{session}}` in the cookie stands for a live session's token. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The body as sent: text (UTF-16, sent as UTF-8) or raw bytes as hex, so bytes that are not UTF-8 can go. */
  body?: { text: string } | { hex: string };
  /** Which generator made it. */
  kind: string;
}

export const SESSION_PLACEHOLDER = '{{session}}';

const headerChar = fc
  .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff }), fc.constant(0x09))
  .map((c) => String.fromCharCode(c));
/** What an HTTP parser lets through in a header value (tab, visible ASCII, obs-text). */
const headerValue = fc.string({ unit: headerChar, maxLength: 300 });

/**
 * The live session under both names the server reads: `hub_session` on this machine's own address,
 * `__Host-hub_session` on any other host (the fuzz sends many).
 */
export const LIVE_SESSION_COOKIE = `hub_session=${SESSION_PLACEHOLDER}; __Host-hub_session=${SESSION_PLACEHOLDER}`;

const cookieHeader = fc.oneof(
  { arbitrary: fc.constant(`hub_session=${SESSION_PLACEHOLDER}`), weight: 6 },
  { arbitrary: fc.constant(LIVE_SESSION_COOKIE), weight: 2 },
  { arbitrary: fc.constant(undefined), weight: 4 },
  {
    arbitrary: fc.oneof(
      fc.base64String({ minLength: 4, maxLength: 64 }).map((t) => `hub_session=${t}`),
      fc.constantFrom(
        'hub_session=',
        'hub_session',
        '=',
        ';;;',
        'hub_session=%',
        'hub_session=%E0%A4%A',
        'hub_session="x',
      ),
      headerValue.map((v) => `hub_session=${v}`),
      fc.constant(`hub_session=${SESSION_PLACEHOLDER}; hub_session=outro; hub_signed_in=1`),
      fc.constant(`hub_session=${'a'.repeat(4000)}`),
      fc.constant(`__Host-hub_session=${SESSION_PLACEHOLDER}; hub_session=outro`),
      headerValue.map((v) => `__Host-hub_session=${v}`),
    ),
    weight: 4,
  },
);

/**
 * `Host` or `X-Forwarded-Host` values a client may send: other sites, empty, odd ports, garbage, very long,
 * Unicode. None is the site the cross-site requests claim to come from (see CROSS_SITE_ORIGIN).
 */
export const hostileHost: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      'golpe.exemplo',
      'hub.exemplo.com.br.golpe.exemplo',
      'localhost.golpe.exemplo',
      '',
      ' ',
      'localhost:0',
      'localhost:3000',
      '127.0.0.1:99999',
      'hub.exemplo.com.br:-1',
      'hub.exemplo.com.br:443:443',
      '[::1]:3000',
      '[::1',
      '::1',
      ':80',
      'a b',
      '@golpe.exemplo',
      'hub.exemplo.com.br@golpe.exemplo',
      'golpe.exemplo/../x',
      'golpe.exemplo#x',
      'golpe.exemplo?x=1',
      'golpe.exemplo, hub.exemplo.com.br',
      '%00',
      '%2e%2e',
      '..',
      'exémplo.com.br',
      'xn--exmplo-bva.com.br',
      '☃.net',
      '例え.テスト',
      '🎉.exemplo',
      'ＨＵＢ．ｅｘｅｍｐｌｏ',
      'a'.repeat(5000),
      `${'a.'.repeat(2000)}com`,
    ),
    weight: 4,
  },
  { arbitrary: headerValue, weight: 2 },
  { arbitrary: fc.domain(), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.domain(), fc.integer({ min: -1, max: 99_999 }))
      .map(([domain, port]) => `${domain}:${port}`),
    weight: 1,
  },
);

/** Host headers to send with a request: `Host`, `X-Forwarded-Host`, or both with a forwarded protocol. */
export const hostileHostHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  hostileHost.map((host) => ({ host })),
  hostileHost.map((host) => ({ 'x-forwarded-host': host })),
  fc
    .tuple(hostileHost, hostileHost, fc.constantFrom('https', 'http', '', 'gopher', 'https, http'))
    .map(([host, forwarded, proto]) => ({
      host,
      'x-forwarded-host': forwarded,
      'x-forwarded-proto': proto,
    })),
);

const hex = (code: number) => code.toString(16).padStart(2, '0');

/**
 * The path spelled another way: some characters percent-encoded in upper or lower case hex, which the router
 * decodes (the same route), or also some encoded twice (`%2561`: another path, for the router). Only the path:
 * a query string is kept as is.
 */
export function encodedPath(url: string): fc.Arbitrary<string> {
  const cut = url.indexOf('?');
  const path = cut < 0 ? url : url.slice(0, cut);
  const rest = cut < 0 ? '' : url.slice(cut);
  const spell = (twice: boolean) =>
    [...path].map((ch) => {
      const code = ch.charCodeAt(0);
      // Slashes and what is already encoded stay: encoding them would name another path.
      if (ch === '/' || ch === '%' || code > 0x7e) return fc.constant(ch);
      const once = [`%${hex(code).toUpperCase()}`, `%${hex(code)}`];
      return fc.oneof(
        { arbitrary: fc.constant(ch), weight: 2 },
        { arbitrary: fc.constantFrom(...once, ...(twice ? [`%25${hex(code)}`] : [])), weight: 1 },
      );
    });
  return fc
    .oneof({ arbitrary: fc.constant(false), weight: 3 }, { arbitrary: fc.constant(true), weight: 1 })
    .chain((twice) => fc.tuple(...spell(twice)))
    .map((parts) => `${parts.join('')}${rest}`);
}

const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { arbitrary: fc.constant({}), weight: 12 },
  {
    arbitrary: fc.oneof(
      fc.constantFrom<Record<string, string>>(
        { origin: 'https://site-malicioso.example' },
        { origin: 'null' },
        { origin: '::::' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-origin' },
        { 'sec-fetch-site': 'none', origin: 'https://site-malicioso.example' },
        { host: '' },
        { host: '[::1' },
        { host: 'exemplo.com.br:99999' },
        { host: 'a b' },
        { 'x-forwarded-for': 'not-an-ip' },
        { accept: 'text/html' },
        { 'accept-encoding': 'br;q=x, *;q=-1' },
      ),
      headerValue.map((v) => ({ 'user-agent': v })),
      headerValue.map((v) => ({ host: v })),
      headerValue.map((v) => ({ origin: v })),
    ),
    weight: 3,
  },
  { arbitrary: hostileHostHeaders, weight: 2 },
);

const JSON_TYPE = 'application/json';

/** Bodies no JSON route should accept: broken framing, broken JSON, wrong types of content. */
function malformedBody(
  validJson: fc.Arbitrary<string>,
): fc.Arbitrary<Pick<FuzzRequest, 'body' | 'headers' | 'kind'>> {
  const json = { 'content-type': JSON_TYPE };
  return fc.oneof(
    fc.constant({ kind: 'empty body, JSON content type', headers: json, body: { text: '' } }),
    fc.constant({ kind: 'no body, no content type', headers: {} }),
    fc.constant({ kind: 'no body, JSON content type', headers: json }),
    fc
      .constantFrom(
        '{',
        '}',
        '[',
        '{"',
        'nul',
        'undefined',
        "{'a':1}",
        '{"a":1,}',
        '{"a":NaN}',
        '\ufeff{}',
        '{} {}',
        '/* */ {}',
        '{"a":1}}',
      )
      .map((text) => ({ kind: 'invalid JSON', headers: json, body: { text } })),
    fc.tuple(validJson, fc.nat()).map(([text, cut]) => ({
      kind: 'truncated JSON',
      headers: json,
      body: { text: text.slice(0, text.length > 1 ? cut % text.length : 0) },
    })),
    oddString().map((text) => ({ kind: 'text as JSON', headers: json, body: { text } })),
    fc
      .tuple(
        validJson,
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json; charset=utf-16',
          'application/json; charset=latin1',
          'application/json;;;',
          'application/jsonx',
          'json',
          '',
          '*/*',
          'application/vnd.api+json',
        ),
      )
      .map(([text, type]) => ({
        kind: 'wrong content type',
        headers: { 'content-type': type },
        body: { text },
      })),
    validJson.map((text) => ({ kind: 'JSON without content type', headers: {}, body: { text } })),
    fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({
      kind: 'bytes that are not UTF-8',
      headers: json,
      body: {
        hex: Buffer.concat([
          Buffer.from('{"a":"'),
          Buffer.from(bytes),
          Buffer.from([0xff, 0xc3]),
          Buffer.from('"}'),
        ]).toString('hex'),
      },
    })),
    fc.tuple(fc.integer({ min: 1_000, max: 120_000 }), fc.constantFrom('[]', '{}')).map(([depth, pair]) => ({
      kind: 'deeply nested JSON text',
      headers: json,
      body: {
        text: pair[0]!.repeat(depth).replaceAll('{', '{"a":').replace(/:$/, ':1') + pair[1]!.repeat(depth),
      },
    })),
    fc.constantFrom('null', 'true', '0', '"texto"', '[]', '[{}]', '1e999').map((text) => ({
      kind: 'JSON of another type',
      headers: json,
      body: { text },
    })),
    fc.integer({ min: 257 * 1024, max: 400 * 1024 }).map((n) => ({
      kind: 'over the body limit',
      headers: json,
      body: { text: JSON.stringify({ a: 'a'.repeat(n) }) },
    })),
  );
}

const queryString = fc.oneof(
  { arbitrary: fc.constant(''), weight: 10 },
  {
    arbitrary: fc.oneof(
      fc
        .dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 3 })
        .map((q) => `?${new URLSearchParams(q)}`),
      fc.constantFrom(
        '?',
        '?a',
        '?a=1&a=2',
        '?%',
        '?%E0%A4%A',
        '?%00=%00',
        '?__proto__[x]=1',
        '?a[b][c]=1',
        `?x=${'y'.repeat(5000)}`,
      ),
    ),
    weight: 2,
  },
);

/** A value for a path parameter: valid for its schema, or anything that may appear in a URL segment. */
function pathSegment(schema: JsonSchema, name: string, hints?: Hints): fc.Arbitrary<string> {
  return fc.oneof(
    validValue(schema, { hints, key: name }).map((v) => encodeURIComponent(String(v))),
    oddString()
      .filter((s) => s.length < 500)
      .map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ''))),
    fc.constantFrom('%', '%00', '..', '%2e%2e', '%2F', ''),
  );
}

/**
 * A request the operation accepts as it is (valid path parameters and body, the live session), before the test
 * adds what it wants to try on it.
 */
export function validRequestArbitrary(
  operation: Operation,
  hints?: Hints,
): fc.Arbitrary<Omit<FuzzRequest, 'kind'>> {
  const url = fc
    .tuple(...operation.pathParams.map((p) => validValue(p.schema, { hints, key: p.name })))
    .map((values) => {
      let path = operation.path;
      operation.pathParams.forEach(
        (p, i) => (path = path.replace(`{${p.name}}`, encodeURIComponent(String(values[i])))),
      );
      return path;
    });
  const body = operation.body
    ? validValue(operation.body.schema, { hints }).map((v) => ({ text: JSON.stringify(v) }))
    : fc.constant(undefined);
  return fc.record({ url, body }).map(({ url, body }) => ({
    method: operation.method,
    url,
    headers: {
      cookie: LIVE_SESSION_COOKIE,
      ...(body ? { 'content-type': JSON_TYPE } : {}),
    },
    body,
  }));
}

/** Requests for one operation, in proportions that give each kind of input a fair share of runs. */
export function requestArbitrary(operation: Operation, hints?: Hints): fc.Arbitrary<FuzzRequest> {
  const url = fc
    .tuple(
      fc.tuple(...operation.pathParams.map((p) => pathSegment(p.schema, p.name, hints))),
      queryString,
      fc.oneof(
        { arbitrary: fc.constant(''), weight: 20 },
        { arbitrary: fc.constantFrom('/', '//', '/x'), weight: 1 },
      ),
    )
    .map(([segments, query, suffix]) => {
      let path = operation.path;
      operation.pathParams.forEach((p, i) => (path = path.replace(`{${p.name}}`, segments[i] ?? '')));
      return `${path}${suffix}${query}`;
    })
    .chain((plain) =>
      fc.oneof({ arbitrary: fc.constant(plain), weight: 6 }, { arbitrary: encodedPath(plain), weight: 1 }),
    );

  const body = operation.body;
  const json = { 'content-type': JSON_TYPE };
  const bodies: fc.Arbitrary<Pick<FuzzRequest, 'body' | 'headers' | 'kind'>> = body
    ? (() => {
        const validJson = validValue(body.schema, { hints }).map((v) => JSON.stringify(v));
        return fc.oneof(
          {
            arbitrary: validJson.map((text) => ({ kind: 'valid', headers: json, body: { text } })),
            weight: 4,
          },
          {
            arbitrary: nearValidValue(body.schema, { hints }).map((v) => ({
              kind: 'one mutation away',
              headers: json,
              body: { text: JSON.stringify(v) ?? '' },
            })),
            weight: 4,
          },
          { arbitrary: malformedBody(validJson), weight: 3 },
        );
      })()
    : fc.oneof(
        { arbitrary: fc.constant({ kind: 'valid', headers: {} }), weight: 6 },
        { arbitrary: malformedBody(fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v))), weight: 2 },
      );

  return fc
    .record({ url, bodies, cookie: cookieHeader, extra: extraHeaders })
    .map(({ url, bodies, cookie, extra }) => {
      const headers: Record<string, string> = { ...bodies.headers, ...extra };
      if (cookie !== undefined) headers.cookie = cookie;
      const request: FuzzRequest = {
        method: operation.method,
        url,
        headers,
        body: bodies.body,
        kind: bodies.kind,
      };
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });
}

/**
 * A JavaScript expression for a string, with long runs written as `.repeat()`, so a huge or deeply nested
 * body still prints in a few lines and can be pasted back.
 */
export function stringExpression(text: string): string {
  const parts: string[] = [];
  let literal = '';
  let i = 0;
  while (i < text.length) {
    let best: { unit: string; count: number } | undefined;
    for (let period = 1; period <= 16 && i + period <= text.length; period++) {
      const unit = text.slice(i, i + period);
      let count = 1;
      while (text.startsWith(unit, i + count * period)) count++;
      if (count * period >= 32 && (!best || count * period > best.count * best.unit.length))
        best = { unit, count };
    }
    if (best) {
      if (literal) parts.push(JSON.stringify(literal));
      literal = '';
      parts.push(`${JSON.stringify(best.unit)}.repeat(${best.count})`);
      i += best.count * best.unit.length;
    } else {
      literal += text[i];
      i++;
    }
  }
  if (literal || parts.length === 0) parts.push(JSON.stringify(literal));
  return parts.join(' + ').replace(/[\ud800-\udfff]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
}

/** The request as an `app.inject` call that reproduces it. */
export function describeRequest(request: FuzzRequest): string {
  const headers = Object.entries(request.headers)
    .map(([k, v]) => `${JSON.stringify(k)}: ${stringExpression(v)}`)
    .join(', ');
  const payload = !request.body
    ? ''
    : 'hex' in request.body
      ? `, payload: Buffer.from(${JSON.stringify(request.body.hex)}, 'hex')`
      : `, payload: ${stringExpression(request.body.text)}`;
  const session = request.headers.cookie?.includes(SESSION_PLACEHOLDER)
    ? ` /* ${SESSION_PLACEHOLDER}: a live session's token */`
    : '';
  return `app.inject({ method: ${JSON.stringify(request.method)}, url: ${stringExpression(request.url)}, headers: { ${headers} }${payload} }) /* body: ${request.kind} */${session}`;
}
