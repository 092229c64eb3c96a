import Type from 'typebox';
import {
  ageRanges,
  countriesOfOrigin,
  DEFAULT_PAGE_NUMBER,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  playlistPrivacies,
  searchResultTypes,
  titleTypes,
} from '../constants';
import { errorCodeNames } from '../error-table';

type LiteralTuple<T extends readonly unknown[]> = T extends readonly [infer H extends string | number, ...infer R]
  ? [Type.TLiteral<H>, ...LiteralTuple<R>]
  : [];

/**
 * A union of literal schemas from a constant tuple, keeping each literal's static type.
 * @example
 * ```ts
 * const Privacy = literals(['Public', 'Unlisted', 'Private'] as const);
 * ```
 */
export const literals = <const T extends readonly (string | number)[]>(values: T): Type.TUnion<LiteralTuple<T>> =>
  Type.Union(values.map((value) => Type.Literal(value))) as never;

/** A database id: positive 32-bit integer. */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const AgeRange = literals(ageRanges);
export const CountryOfOrigin = literals(countriesOfOrigin);

export const TitleType = literals(titleTypes);

export const SearchResultType = literals(searchResultTypes);

export const Privacy = literals(playlistPrivacies);

export const Paging = Type.Object({
  pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: DEFAULT_PAGE_NUMBER })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
});

/**
 * A paged list: one page of `data` and the count of all items.
 * @example
 * ```ts
 * const TitleCardPage = Paged(TitleCard); // { data: TitleCard[], totalCount: number }
 * ```
 */
export const Paged = <T extends Type.TSchema>(item: T) =>
  Type.Object({ data: Type.Array(item), totalCount: Type.Integer({ minimum: 0 }) });

export const Empty = Type.Object({});
/** A body of no fields: `{}` and nothing else. */
export const NoFields = Type.Object({}, { additionalProperties: false });
export const Success = Type.Object({ success: Type.Boolean() });

/** The error body of every non-2xx answer: `message` is `errors[0]`; `code` is stable. */
export const ErrorBody = Type.Object({
  code: Type.Union(
    errorCodeNames.map((code) => Type.Literal(code)),
    { description: "One of the error table's codes (`errorCodes` of @parde/api-client); stable across versions." },
  ),
  message: Type.String({ description: 'The first of `errors`: the English text of the code (spec §8).' }),
  errors: Type.Array(Type.String(), {
    description:
      'Every message. A validation error lists the table text, then one Persian sentence per field at fault.',
  }),
  fields: Type.Optional(
    Type.Record(Type.String(), Type.String(), {
      description:
        'Validation errors only: the name of each input field at fault (as in the request) → its Persian message, for a form to show beside that input.',
    }),
  ),
  /** Present on the 403 of a protected profile switch: the OTP that was sent. */
  protect_token: Type.Optional(
    Type.String({ description: 'The 403 of a protected profile switch only: the one-time code that was sent.' }),
  ),
  requestId: Type.Optional(Type.String({ description: 'The id of the request, as in the server logs.' })),
});

export const Url = Type.String({ maxLength: 2048 });
/** ISO 8601 date-time string. */
export const DateTime = Type.String({ format: 'date-time' });
