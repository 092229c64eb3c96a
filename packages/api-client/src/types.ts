import type { Static, TSchema } from 'typebox';
import type { EndpointName } from './endpoints';
import type { PagedEndpointName } from './paged';
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
 * What a call's function resolves to: its answer, or, when a success came with an empty or unreadable body (spec §7:
 * an empty result), an empty page for a paged list and `undefined` for any other call.
 */
export type EndpointResult<K extends EndpointName> = K extends PagedEndpointName
  ? EndpointOutput<K>
  : EndpointOutput<K> | undefined;

export type { Static };
