/**
 * What route loaders read with: the API client of the request (the server's, which reaches the API in-process) or
 * of the app (the browser's, with the token and age range), passed as React Router's loader context.
 */
import { type ApiClient, ApiError, describeError, type EndpointName, notFoundTexts } from '@parde/api-client';
import type { ComponentType } from 'react';
import {
  createContext,
  data,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type Params,
  RouterContextProvider,
  redirect,
} from 'react-router';
import type { PageMeta } from '../usePageTitle';
import { callRead, type ReadArgs, type ReadName, type ReadOutput, reads } from './reads';

export interface LoaderPorts {
  api: ApiClient;
  /**
   * A server render for a member whose age range the browser did not name: the catalogue it may see is not known, so
   * nothing is read and the browser loads the page's data once hydrated.
   */
  viewerUnknown: boolean;
  /** A token is held (the browser's): reads that need one are not asked without it (a 401 would end in sign-in). */
  hasToken?: () => boolean;
  /** Resolves once the player's last progress reports have landed (the browser's), for reads of positions. */
  progressSettled?: () => Promise<void>;
  /** The one error path for a row's failed read (the browser's domain: a toast, a 401 ends the session). */
  reportError?: (error: unknown) => void;
}

const ports = createContext<LoaderPorts>();

/** The ports of a loader's context (the resource route of `fetchers.ts` reads with them too). */
export const portsOf = (context: LoaderFunctionArgs['context']): LoaderPorts => context.get(ports);

/** The loader context of one request (server) or of the app (browser). */
export function loaderContext(given: LoaderPorts): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(ports, given);
  return context;
}

/** One catalogue read (reads.ts), answering the thing or a route error. */
export type Read = <N extends ReadName>(name: N, args: ReadArgs<N>) => Promise<ReadOutput<N>>;

/**
 * The thing a read belongs to, for its not-found words: a page reads its film and the film's cast side by side, and
 * whichever 404 comes first names the page's error.
 */
const partOf: Partial<Record<EndpointName, keyof typeof notFoundTexts>> = {
  getMovieStars: 'getMovieById',
  getSeriesStars: 'getSeriesById',
  getSeasonsById: 'getSeriesById',
};

/** Spec §8's words for a film, series, episode or person that is not there («اطلاعات این فیلم یافت نشد»), else null. */
const missing = (endpoint: EndpointName) =>
  data((notFoundTexts as Partial<Record<EndpointName, string>>)[partOf[endpoint] ?? endpoint] ?? null, {
    status: 404,
  });

/**
 * The route error of a failed read: a missing thing is a 404 with spec §8's words for it; the API's refusal of the
 * address's input (a 4xx) is the visitor's to fix and keeps its status, with the catalogue's Persian text; a fault of
 * the server (500) stays a 500 («خطای پیش بینی نشده»), and an answer that never came (or a 502–504 on the way) is a
 * 503 (spec §8: check the connection).
 */
function readFailure(error: ApiError) {
  if (error.status === 404) return missing(error.endpoint);
  if (error.status >= 400 && error.status < 500) {
    return data(describeError(error.endpoint, error.status, error.body).message, { status: error.status });
  }
  if (error.status === 500) return data(error.message, { status: 500 });
  return data(error.message, { status: 503 });
}

/** A refused address (a page number or kind that is not one): a 400 route error with the Persian reason. */
export const badAddress = (message: string) => data(message, { status: 400 });

/**
 * A route loader: `load` reads through `read`. A missing thing is a 404 route error (the not-found page, with its
 * status), input the API refuses its 4xx (the page's own message), any other failure a 503 (the page's error
 * state), never an unhandled error. On the server, a member whose age range is not known gets null: the browser loads
 * the member's own data once hydrated.
 */
export function pageLoader<T>(load: (read: Read, args: LoaderFunctionArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T | null> => {
    const { api, viewerUnknown } = args.context.get(ports);
    if (viewerUnknown) return null;
    return load(reader(api, args.request.signal), args);
  };
}

/**
 * The loader of a page the server does not draw (its handle is client-only): the server's render reads nothing for
 * it, the browser reads with the app's ports, as `pageLoader` does.
 */
export function browserLoader<T>(load: (read: Read, ports: LoaderPorts, args: LoaderFunctionArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T | null> => {
    if (import.meta.env.SSR) return null;
    const given = args.context.get(ports);
    return load(reader(given.api, args.request.signal), given, args);
  };
}

/** `Read` through one api client. */
function reader(api: ApiClient, signal: AbortSignal): Read {
  return async (name, input) => {
    let answer: ReadOutput<typeof name> | undefined;
    try {
      answer = await callRead(api, name, input, signal);
    } catch (error) {
      if (!(error instanceof ApiError) || error.aborted) throw error;
      throw readFailure(error);
    }
    // Spec §7: an empty body is an empty result; for a page's own thing (a film by id) that is nothing to show.
    if (answer === undefined) throw missing(reads[name].endpoint);
    return answer;
  };
}

/** A page id from the address (`12-some-title`): anything else is a 404. */
export function idParam(params: Params, parse: (value: string | undefined) => number): number {
  const id = parse(params.id);
  if (!Number.isFinite(id)) throw data(null, { status: 404 });
  return id;
}

/**
 * A thing's page lives at one address (paths.ts builds it from the id and the title): asked for under another slug,
 * or `07` for 7, the answer is a 301 there before anything is drawn, so every spelling is one kept page.
 */
export function canonicalOnly(request: Request, canonical: string): void {
  const asked = new URL(request.url).pathname;
  let decoded: string | null = null;
  try {
    decoded = decodeURIComponent(asked);
  } catch {
    // A malformed escape is not the canonical spelling either.
  }
  if (decoded !== canonical) throw redirect(encodeURI(canonical), 301);
}

/** The `?page=` of a list's address: 1 when absent, a 400 when it is not a page number. */
export function pageParam(request: Request): number {
  const given = new URL(request.url).searchParams.get('page');
  if (given === null || given === '') return 1;
  if (!/^\d{1,6}$/.test(given) || Number(given) < 1) throw badAddress('شمارهٔ صفحه در این نشانی درست نیست.');
  return Number(given);
}

/** What a page module exports for each of its routes (`export const pages = { MoviesPage: {…} }`). */
export interface PageRoute {
  Component: ComponentType;
  loader?: LoaderFunction;
  meta?: RouteHandle['meta'];
  /** Fetches what the page needs first, ahead of a likely visit (`preloadPages`). */
  preload?: () => void;
}

/** What a route tells the head and the server: its meta from its loader's data, its source module. */
export interface RouteHandle {
  /** The page's title, description, preview and JSON-LD; null: the site's own. */
  meta?: (data: never) => PageMeta | null;
  module?: string;
  /** Rendered in the browser only (account pages need the token, which the server never sees). */
  clientOnly?: boolean;
  /** What the page needs first, fetched ahead of a likely visit (the watch page: the player's script). */
  preload?: () => void;
}

/** A page's meta from its `loader`'s data (none while a member's page waits for its own). */
export const metaOf =
  <T>(_loader: (args: LoaderFunctionArgs) => Promise<T | null>, meta: (data: T) => PageMeta) =>
  (data: T | null): PageMeta | null =>
    data === null || data === undefined ? null : meta(data);

/** The `<script type="application/json">` holding the server's router state, which the browser hydrates with. */
export const HYDRATION_ELEMENT_ID = 'parde-first-data';
