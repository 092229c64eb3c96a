/** What the README promises of the client's types: a call resolves to its answer, never `undefined`. */
import { describe, expectTypeOf, it } from 'vitest';
import type { ApiClient, ApiError, MovieDetail, Paged, TitleCard, TokenResponse } from './index';

type Answer<K extends keyof ApiClient> = Awaited<ReturnType<ApiClient[K]>>;

describe('the client types', () => {
  it('type a call that is no list as what it answers, never undefined', () => {
    expectTypeOf<Answer<'getTopMovie'>>().toEqualTypeOf<MovieDetail>();
    expectTypeOf<Answer<'registerProfile'>>().toEqualTypeOf<TokenResponse>();
    expectTypeOf<Answer<'getMovieById'>>().not.toBeNullable();
    expectTypeOf<Answer<'checkToken'>>().not.toBeNullable();
    expectTypeOf<Answer<'getVideoLink'>>().not.toBeNullable();
    expectTypeOf<Answer<'getProfile'>>().not.toBeNullable();
    expectTypeOf<Answer<'verifyOtp'>>().not.toBeNullable();
    expectTypeOf<Answer<'logout'>>().not.toBeNullable();
  });

  it('type a list as a page', () => {
    expectTypeOf<Answer<'getBestMovies'>>().toEqualTypeOf<Paged<TitleCard>>();
  });

  it('give an error its request id', () => {
    expectTypeOf<ApiError['requestId']>().toEqualTypeOf<string | undefined>();
  });
});
