import type { KyInstance } from 'ky';
import { type EndpointName, endpointNames, endpoints } from './endpoints';
import { ApiError, parseErrorBody } from './errors';
import { pagedEndpoints } from './paged';
import { type PreloadedAnswers, preloadKey } from './preloaded';
import type { EndpointInput, EndpointOutput } from './types';

export interface ApiClientOptions {
  /** Origin (and optional path) of the API host, e.g. `https://parde.ir` or `/` in the browser. */
  baseUrl: string;
  /** The current bearer token, or null when signed out. Read on every call. */
  getToken?: () => string | null | undefined;
  /** The active member's age range, or null. Sent as the `AgeRange` header on read calls. */
  getAgeRange?: () => number | null | undefined;
  /**
   * Called on every 401 answer, before the call rejects with the same error, even when the caller then swallows it
   * (a progress report): the session ends here (the web app wires the domain's `unauthorized`).
   */
  onUnauthorized?: (error: ApiError) => void;
  /** Per-request timeout in ms (default 15000). */
  timeout?: number;
  /** A fetch to use instead of the global one (tests, server-side rendering). */
  fetch?: typeof fetch;
  /**
   * Answers the page arrived with (see `preloadKey`). Each stands in, once, for the same read made without a token
   * or an age range (what the server answered for), and is then dropped.
   */
  preloaded?: PreloadedAnswers;
}

/** Per-call options. */
export interface CallOptions {
  /** Cancels the request; the call then rejects with an ApiError whose `aborted` is true. */
  signal?: AbortSignal;
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
 * One function per endpoint of spec §7, named as in `endpoints`. Each resolves to the body the server always sends
 * on success. A success without a readable body is an empty page for a list and otherwise rejects with an
 * `ApiError` (status 200–202, `body` undefined).
 */
export type ApiClient = {
  [K in EndpointName]: (...args: Args<K>) => Promise<EndpointOutput<K>>;
};

/** Spec §7: only these count as success. */
const SUCCESS = new Set([200, 201, 202]);

/**
 * Fetches ky ahead of the first call that needs it, where one is sure to come (a signed-in member's page, a page that
 * arrived without its answers), so that call waits for no extra round trip. Never rejects: a failed fetch is tried
 * again by that call.
 */
export function prefetchHttp(): Promise<void> {
  return import('ky').then(
    () => undefined,
    () => undefined,
  );
}

/** Builds the typed client. Pure: no state of its own beyond what the callbacks return. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  // ky is imported with the first call that goes to the network: a page that arrived with its answers (`preloaded`)
  // draws and hydrates without it, so it is not part of the page's first-load JavaScript (a bundler splits it off).
  let http: Promise<KyInstance> | undefined;
  const httpClient = () =>
    (http ??= import('ky')
      .then(({ default: ky }) =>
        ky.create({
          baseUrl: options.baseUrl,
          timeout: options.timeout ?? 15_000,
          retry: 0,
          throwHttpErrors: false,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        }),
      )
      .catch((error: unknown) => {
        // Forgotten, so that the next call imports again: a failure kept would fail every call until a reload.
        http = undefined;
        throw error;
      }));

  async function call<K extends EndpointName>(name: K, input: unknown, callOptions?: CallOptions) {
    const meta = endpoints[name];
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = meta.auth === 'none' ? null : options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;

    let body: BodyInit | undefined;
    let searchParams: Record<string, string> | undefined;
    if (meta.kind === 'read') {
      headers['Content-Type'] = 'application/json';
      const ageRange = options.getAgeRange?.();
      if (ageRange !== null && ageRange !== undefined) headers.AgeRange = String(ageRange);
      searchParams = toSearchParams(input);
      const key = token || headers.AgeRange !== undefined ? null : preloadKey(meta.path, searchParams);
      if (key !== null && options.preloaded && Object.hasOwn(options.preloaded, key)) {
        const answer = options.preloaded[key];
        delete options.preloaded[key];
        return answer as EndpointOutput<K>;
      }
    } else if (meta.kind === 'upload') {
      // The browser sets the multipart boundary itself.
      body = toFormData(input);
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(input ?? {});
    }

    let response: Response;
    try {
      // A failed import of ky (the chunk could not be fetched) fails this call like a network error; the next retries.
      response = await (await httpClient())(meta.path.slice(1), {
        method: meta.method,
        headers,
        ...(body === undefined ? {} : { body }),
        ...(searchParams ? { searchParams } : {}),
        ...(callOptions?.signal ? { signal: callOptions.signal } : {}),
        ...(callOptions?.keepalive ? { keepalive: true } : {}),
      });
    } catch (cause) {
      throw new ApiError(name, 0, undefined, { cause });
    }

    const parsed = await readJson(response);
    if (SUCCESS.has(response.status)) {
      if (parsed !== undefined) return parsed as EndpointOutput<K>;
      // Spec §7 reads an unreadable body as an empty result: an empty page for a list. Anything else cannot be made
      // up, so it fails like any other call of that endpoint (the domain shows the endpoint's message).
      if (pagedEndpoints.has(name)) return { data: [], totalCount: 0 } as EndpointOutput<K>;
      throw new ApiError(name, response.status, undefined);
    }
    const error = new ApiError(name, response.status, parseErrorBody(parsed));
    if (response.status === 401) options.onUnauthorized?.(error);
    throw error;
  }

  const client = {} as Record<EndpointName, (input?: unknown, callOptions?: CallOptions) => Promise<unknown>>;
  for (const name of endpointNames) client[name] = (input, callOptions) => call(name, input, callOptions);
  return client as ApiClient;
}

/** The parsed JSON body; undefined when it is empty or not JSON. */
async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text.length === 0 ? undefined : JSON.parse(text);
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
