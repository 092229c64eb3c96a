import type { KyInstance, Options as KyOptions } from 'ky';
import type { EndpointFunctions } from './client-api';
import { ageRanges } from './constants';
import { type EndpointName, endpointNames, endpoints } from './endpoints';
import { ApiError, type FailureReason, parseErrorBody, parseRetryAfter } from './errors';
import { pagedEndpoints } from './paged';
import type { EndpointInput, EndpointOutput, EndpointResult } from './types';

/** What a hook learns about the call it runs for. */
export interface HookContext {
  /** The endpoint being called. */
  endpoint: EndpointName;
  /** 0 for the first attempt, then 1 and 2 for the retries of a read. */
  retryCount: number;
}

/**
 * Runs before each attempt (retries included). Return a new `Request` to send that instead, a `Response` to answer
 * without the network, or nothing to send the request as it is (headers may be changed in place).
 *
 * @example
 * ```ts
 * const stamp: BeforeRequestHook = (request) => { request.headers.set('X-Client', 'my-app/1.0'); };
 * ```
 */
export type BeforeRequestHook = (
  request: Request,
  context: HookContext,
) => Request | Response | undefined | Promise<Request | Response | undefined>;

/**
 * Runs after each answer, before the client reads it. Return a `Response` to read that instead, or nothing to keep
 * the server's.
 *
 * @example
 * ```ts
 * const log: AfterResponseHook = (request, response, { endpoint }) => {
 *   console.log(endpoint, response.status, response.headers.get('X-Request-Id'));
 * };
 * ```
 */
export type AfterResponseHook = (
  request: Request,
  response: Response,
  context: HookContext,
) => Response | undefined | Promise<Response | undefined>;

/** Hooks of a client, run in order; the same shape ky gives its own. */
export interface ApiClientHooks {
  /** Before each attempt: add a header, log, or answer from a cache of your own. */
  beforeRequest?: BeforeRequestHook[];
  /** After each answer: log, measure, or swap the response. */
  afterResponse?: AfterResponseHook[];
}

/** Options of {@link createApiClient}. Only `baseUrl` is required. */
export interface ApiClientOptions {
  /** Origin (and optional path) of the API host, e.g. `https://parde.ir`, or `/` in the site's own pages. */
  baseUrl: string;
  /** The current bearer token, or null when signed out. Read on every call. */
  getToken?: () => string | null | undefined;
  /**
   * The active member's age range, or null. Sent as the `AgeRange` header on every read call; with null the widest
   * range (18) is sent, which the server narrows to the token's member when there is one.
   */
  getAgeRange?: () => number | null | undefined;
  /**
   * Called on every 401 answer, before the call rejects with the same error, even when the caller then swallows it
   * (a progress report): the session ends here (the web app wires the domain's `unauthorized`). `sentToken` is the
   * token the call carried, so that a late 401 for a token since replaced ends nothing.
   */
  onUnauthorized?: (error: ApiError, sentToken: string | null) => void;
  /** Time allowed for each attempt in ms (default 15000); a call may override it. */
  timeout?: number;
  /**
   * How many times a read (GET) is tried again after a network error, a 503 or a 429: 0, 1 or 2 (the default).
   * Writes are never retried: they may have taken effect.
   */
  retry?: number;
  /** Before-request and after-response hooks. */
  hooks?: ApiClientHooks;
  /** A fetch to use instead of the global one (tests, server-side rendering). */
  fetch?: typeof fetch;
}

/** Per-call options. */
export interface CallOptions {
  /** Cancels the request; the call then rejects with an ApiError whose `reason` is `aborted`. */
  signal?: AbortSignal;
  /** Time allowed for each attempt of this call in ms, instead of the client's `timeout`. */
  timeout?: number;
  /** Retries for this call (0–2) instead of the client's `retry`; writes are never retried. */
  retry?: number;
  /** Lets the request outlive the page (a last progress report on `pagehide`). */
  keepalive?: boolean;
}

// The input may be left out when it has no required field (`getHomeContinue()`, `getTopMovie()`).
type Args<K extends EndpointName> =
  undefined extends EndpointInput<K>
    ? [input?: EndpointInput<K>, options?: CallOptions]
    : Record<never, never> extends EndpointInput<K>
      ? [input?: EndpointInput<K>, options?: CallOptions]
      : [input: EndpointInput<K>, options?: CallOptions];

/**
 * The typed client: one function per endpoint, named as in {@link endpoints}, each documented in
 * {@link EndpointFunctions}. Each takes the endpoint's input (query for reads, body for writes, form for uploads) and
 * {@link CallOptions}, and resolves to the body the server sends on success. A success without a readable body is an
 * empty result (spec §7): an empty page for a list ({@link pagedEndpoints}), `undefined` for any other call
 * ({@link EndpointResult}).
 *
 * @example
 * ```ts
 * const api: ApiClient = createApiClient({ baseUrl: 'https://parde.example' });
 * const { data } = await api.getBestMovies({ CountryOfOrigin: 'Foreign' });
 * ```
 */
export type ApiClient = EndpointFunctions;

/**
 * The client's functions as the endpoint table types them; `client-api.test.ts` checks the documented
 * {@link EndpointFunctions} against it.
 * @internal
 */
export type EndpointFunctionsOfTable = {
  [K in EndpointName]: (...args: Args<K>) => Promise<EndpointResult<K>>;
};

/** The `AgeRange` a read sends when no member is active: the widest range (no age limit). */
const NO_MEMBER_AGE_RANGE = ageRanges[ageRanges.length - 1];
/** Spec §7: only these count as success. */
const SUCCESS = new Set([200, 201, 202]);
/** Answers worth trying a read again for: the server is briefly down (503) or asks to slow down (429). */
const RETRY_STATUSES = [429, 503];
const MAX_RETRIES = 2;
/** Longest wait before one retry; two retries therefore wait at most 5 s in all. */
const MAX_RETRY_WAIT_MS = 2_500;

/**
 * Fetches ky ahead of the first call that needs it, where one is sure to come (a signed-in member's page), so that
 * call waits for no extra round trip. Never rejects: a failed fetch is tried again by that call.
 *
 * @example
 * ```ts
 * requestIdleCallback(() => void prefetchHttp());
 * ```
 */
export function prefetchHttp(): Promise<void> {
  return import('ky').then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Builds the typed client. Pure: no state of its own beyond what the callbacks return.
 *
 * Reads (GET) are retried up to twice on a network error, a 503 or a 429, waiting as `Retry-After` asks (or 0.3 s,
 * then 0.6 s); an answer that asks for a longer wait than 2.5 s is not waited for: the call rejects with it and its
 * `retryAfter`. Writes are never retried.
 *
 * @param options - Where the API is and how to read the session; see {@link ApiClientOptions}.
 * @returns One function per endpoint. Each rejects with an {@link ApiError}: `status` 0 with `reason` `network`,
 * `timeout`, `aborted` or `cors` when no answer came, else the HTTP status and the parsed `body`, whose `code` is an
 * {@link ErrorCode} (`ValidationError` with `fields`, `NotExistsError`, `TooManyRequests`, …).
 * @throws Never itself; only the calls reject.
 *
 * @example
 * ```ts
 * const api = createApiClient({
 *   baseUrl: 'https://parde.example',
 *   getToken: () => localStorage.getItem('token'),
 *   hooks: { afterResponse: [(request, response) => console.log(request.url, response.status)] },
 * });
 * const movie = await api.getMovieById({ id: 7 }, { timeout: 5_000 });
 * ```
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch;
  // ky is imported with the first call that goes to the network, so a bundler splits it off a page's first load.
  let http: Promise<KyInstance> | undefined;
  const httpClient = () =>
    (http ??= import('ky')
      .then(({ default: ky }) =>
        ky.create({
          baseUrl: options.baseUrl,
          timeout: options.timeout ?? 15_000,
          // Only the answers worth a retry throw inside ky (so its retry sees them); the rest are read below.
          throwHttpErrors: (status) => RETRY_STATUSES.includes(status),
          ...(fetchImpl ? { fetch: fetchImpl } : {}),
        }),
      )
      .catch((error: unknown) => {
        // Forgotten, so that the next call imports again: a failure kept would fail every call until a reload.
        http = undefined;
        throw error;
      }));

  async function call<K extends EndpointName>(name: K, input: unknown, callOptions: CallOptions = {}) {
    const meta = endpoints[name];
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = meta.auth === 'none' ? null : options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;

    let body: BodyInit | undefined;
    let searchParams: Record<string, string> | undefined;
    if (meta.kind === 'read') {
      headers['Content-Type'] = 'application/json';
      // Spec §7: every read sends AgeRange; with no active member that is the widest range, which the server only
      // ever narrows, so a visitor sees what an anonymous request without the header would.
      headers.AgeRange = String(options.getAgeRange?.() ?? NO_MEMBER_AGE_RANGE);
      searchParams = toSearchParams(input);
    } else if (meta.kind === 'upload') {
      // The browser sets the multipart boundary itself.
      body = toFormData(input);
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(input ?? {});
    }

    const retries = Math.max(0, Math.min(MAX_RETRIES, callOptions.retry ?? options.retry ?? MAX_RETRIES));
    const kyOptions: KyOptions = {
      method: meta.method,
      headers,
      retry: {
        limit: retries,
        methods: ['get'],
        statusCodes: RETRY_STATUSES,
        afterStatusCodes: RETRY_STATUSES,
        maxRetryAfter: MAX_RETRY_WAIT_MS,
        backoffLimit: MAX_RETRY_WAIT_MS,
        // Retrying sooner than the server asked would only earn another 429: past the budget, give up now.
        shouldRetry: ({ error }) => {
          const response = (error as { response?: Response }).response;
          const wait = response ? parseRetryAfter(response.headers.get('Retry-After')) : undefined;
          return wait !== undefined && wait * 1000 > MAX_RETRY_WAIT_MS ? false : undefined;
        },
      },
      ...(callOptions.timeout === undefined ? {} : { timeout: callOptions.timeout }),
      ...(body === undefined ? {} : { body }),
      ...(searchParams ? { searchParams } : {}),
      ...(callOptions.signal ? { signal: callOptions.signal } : {}),
      ...(callOptions.keepalive ? { keepalive: true } : {}),
      ...(options.hooks ? { hooks: toKyHooks(name, options.hooks) } : {}),
    };

    let response: Response;
    let parsed: unknown;
    try {
      // A failed import of ky (the chunk could not be fetched) fails this call like a network error; the next retries.
      response = await (await httpClient())(meta.path.slice(1), kyOptions);
      parsed = await readJson(response);
    } catch (cause) {
      const answered = (cause as { response?: unknown }).response;
      if (!(answered instanceof Response)) {
        const reason = await failureReason(cause, probeUrl(options.baseUrl), fetchImpl);
        throw new ApiError(name, 0, undefined, { cause, reason });
      }
      // A 429 or 503 after its retries: ky has read the body already (`data`, text unless JSON was declared).
      response = answered;
      const data = (cause as { data?: unknown }).data;
      parsed = typeof data === 'string' ? parseJson(data) : data;
    }

    if (SUCCESS.has(response.status)) {
      if (parsed !== undefined) return parsed as EndpointOutput<K>;
      // Spec §7 reads an unreadable body as an empty result, for every call: an empty page for a list, else nothing.
      if (pagedEndpoints.has(name)) return { data: [], totalCount: 0 } as EndpointResult<K>;
      return undefined as EndpointResult<K>;
    }
    const error = new ApiError(name, response.status, parseErrorBody(parsed), {
      retryAfter: parseRetryAfter(response.headers.get('Retry-After')),
    });
    if (response.status === 401) options.onUnauthorized?.(error, token ?? null);
    throw error;
  }

  const client = {} as Record<EndpointName, (input?: unknown, callOptions?: CallOptions) => Promise<unknown>>;
  for (const name of endpointNames) client[name] = (input, callOptions) => call(name, input, callOptions);
  return client as ApiClient;
}

function toKyHooks(endpoint: EndpointName, hooks: ApiClientHooks): NonNullable<KyOptions['hooks']> {
  return {
    beforeRequest: (hooks.beforeRequest ?? []).map(
      (hook) =>
        async ({ request, retryCount }) =>
          (await hook(request, { endpoint, retryCount })) ?? undefined,
    ),
    afterResponse: (hooks.afterResponse ?? []).map(
      (hook) =>
        async ({ request, response, retryCount }) =>
          (await hook(request, response, { endpoint, retryCount })) ?? undefined,
    ),
  };
}

/** The API's liveness address, which answers any site's `no-cors` request (`Cross-Origin-Resource-Policy`). */
function probeUrl(baseUrl: string): URL {
  const base = new URL(baseUrl, globalThis.location?.href ?? 'http://localhost/');
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return new URL('api/health/live', base);
}

/**
 * Why no answer came. A browser reports a refusal by CORS exactly as a network failure (a bare `TypeError`, by
 * design), so for a cross-origin call that failed so, the API's liveness address is asked in `no-cors` mode: an
 * answer (opaque) proves the server is up and reachable, hence the browser withheld the first answer: CORS.
 */
async function failureReason(cause: unknown, url: URL, fetchImpl?: typeof fetch): Promise<FailureReason> {
  const name = (cause as { name?: unknown }).name;
  if (name === 'AbortError') return 'aborted';
  if (name === 'TimeoutError') return 'timeout';
  const pageOrigin = globalThis.location?.origin;
  if (name !== 'NetworkError' || typeof document === 'undefined' || !pageOrigin || url.origin === pageOrigin) {
    return 'network';
  }
  try {
    await (fetchImpl ?? fetch)(url, {
      method: 'GET',
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(3_000),
    });
    return 'cors';
  } catch {
    return 'network';
  }
}

/** The parsed JSON body; undefined when it is empty or not JSON. */
async function readJson(response: Response): Promise<unknown> {
  try {
    return parseJson(await response.text());
  } catch {
    return undefined;
  }
}

function parseJson(text: string): unknown {
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toSearchParams(input: unknown): Record<string, string> | undefined {
  if (input === undefined || input === null) return undefined;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (value !== undefined && value !== null) params[key] = String(value);
  }
  return params;
}

function toFormData(input: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}
