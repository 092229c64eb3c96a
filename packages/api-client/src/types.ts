import type { Static, TSchema } from 'typebox';
import type { EndpointName } from './endpoints';
import type { EndpointSchemas } from './schemas/index';
import type { CreatePlaylistForm } from './wire';

type Of<K extends EndpointName, Part extends 'query' | 'body' | 'response'> = EndpointSchemas[K] extends {
  [P in Part]: infer S extends TSchema;
}
  ? Static<S>
  : undefined;

/** What a call takes: query parameters for reads, the JSON body for writes, the form for uploads. */
export type EndpointInput<K extends EndpointName> = K extends 'createPlayList'
  ? CreatePlaylistForm
  : EndpointSchemas[K] extends { query: TSchema }
    ? Of<K, 'query'>
    : Of<K, 'body'>;

/** What a call answers on success. */
export type EndpointOutput<K extends EndpointName> = Of<K, 'response'>;

/**
 * What a call's function resolves to: its answer, never `undefined`. A success with an empty or unreadable body (spec
 * §7: an empty result) is an empty page for a paged list; any other call rejects with an `ApiError` instead
 * (decision 043).
 */
export type EndpointResult<K extends EndpointName> = EndpointOutput<K>;

export type { Static };
