import { errorCodes, neutraliseBidi, withPlainText } from '@parde/api-client/schemas';
import { toPersianDigits } from '@parde/fa';
import { Ajv, type ErrorObject } from 'ajv';

// Query strings are coerced ("12" → 12) and unknown parameters dropped; JSON bodies are taken as sent and a
// field the schema does not name is refused, so nothing unexpected is ever written (no mass assignment).
// Every fault is reported (bodies are at most 64 KB and request schemas have no arrays), so a form can mark each.
const queryAjv = new Ajv({
  coerceTypes: true,
  useDefaults: true,
  removeAdditional: true,
  strict: false,
  allErrors: true,
});
const bodyAjv = new Ajv({
  coerceTypes: false,
  useDefaults: true,
  removeAdditional: false,
  strict: false,
  allErrors: true,
});

/** A request validator in Fastify's shape: true or false, with ajv's `errors` after a false. */
export interface RequestValidator<T = unknown> {
  (data: unknown): data is T;
  errors?: ErrorObject[] | null | undefined;
}

/**
 * Compiles the validator of one request part. Every text field refuses control characters (the schema's own
 * rules plus `withPlainText`), and bidi controls are stripped from every string before the schema's lengths are
 * checked: one rule for all endpoints, in one place.
 */
export function compileRequest<T = unknown>(schema: object, part: 'query' | 'body'): RequestValidator<T> {
  const validate = (part === 'query' ? queryAjv : bodyAjv).compile(withPlainText(schema));
  const run = ((data: unknown) => {
    neutraliseBidi(data);
    const ok = validate(data);
    run.errors = validate.errors;
    return ok;
  }) as RequestValidator<T>;
  return run;
}

/** Persian names of request fields, as a form labels them. */
const fieldLabels: Record<string, string> = {
  phoneNumber: 'شماره موبایل',
  purpose: 'نوع درخواست کد',
  profileId: 'عضو',
  protect_token: 'شناسهٔ کد',
  code: 'کد تأیید',
  firstName: 'نام',
  lastName: 'نام خانوادگی',
  verifyToken: 'کد تأیید عضو',
  protectedToken: 'شناسهٔ کد عضو',
  profileName: 'نام عضو',
  avatarPath: 'چهرهٔ عضو',
  ageRange: 'ردهٔ سنی',
  id: 'شناسه',
  PageSize: 'اندازهٔ صفحه',
  pageSize: 'اندازهٔ صفحه',
  PageNumber: 'شمارهٔ صفحه',
  pageNumber: 'شمارهٔ صفحه',
  videoId: 'ویدیو',
  text: 'متن',
  commentId: 'دیدگاه',
  type: 'نوع',
  foreignKey: 'عنوان',
  title: 'عنوان',
  Privacy: 'حریم فهرست',
  captchaId: 'شناسهٔ کد امنیتی',
  captchaAnswer: 'کد امنیتی',
  fullName: 'نام و نام خانوادگی',
  contact: 'راه ارتباطی',
  subject: 'موضوع',
  position: 'جای پخش',
  duration: 'مدت',
  CountryOfOrigin: 'کشور سازنده',
  genreId: 'ژانر',
  tagId: 'برچسب',
  seasonId: 'فصل',
  episodeId: 'قسمت',
  needTotalCount: 'شمارش کل',
  searchText: 'متن جست‌وجو',
  dataUsage: 'مصرف داده',
  at: 'زمان پخش',
};

const fa = (n: unknown) => toPersianDigits(String(n));

/** The field an ajv error is about: the missing or unknown property, else the last segment of its path. */
function fieldOf(error: ErrorObject): string | undefined {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  if (params.missingProperty !== undefined) return params.missingProperty;
  if (params.additionalProperty !== undefined) return params.additionalProperty;
  const segment = error.instancePath.split('/').pop();
  return segment ? segment.replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
}

/** One Persian sentence for an ajv error, naming the field as the form does. */
export function describeValidationError(error: ErrorObject): string {
  const field = fieldOf(error);
  if (field === undefined) return 'درخواست باید یک شیء JSON با فیلدهای خواسته‌شده باشد';
  const label = `«${fieldLabels[field] ?? field}»`;
  const params = error.params as { limit?: number; type?: string };
  switch (error.keyword) {
    case 'required':
      return `${label} لازم است`;
    case 'additionalProperties':
      return `فیلد ${label} شناخته نیست`;
    case 'maxLength':
      return `${label} باید حداکثر ${fa(params.limit)} نویسه باشد`;
    case 'minLength':
      return params.limit === 1 ? `${label} نباید خالی باشد` : `${label} باید دست‌کم ${fa(params.limit)} نویسه باشد`;
    case 'pattern':
      return `${label} نویسهٔ نامجاز (نویسهٔ کنترلی) دارد`;
    case 'maximum':
      return `${label} باید حداکثر ${fa(params.limit)} باشد`;
    case 'minimum':
      return `${label} باید دست‌کم ${fa(params.limit)} باشد`;
    case 'type':
      return params.type === 'integer' || params.type === 'number'
        ? `${label} باید عدد باشد`
        : params.type === 'string'
          ? `${label} باید متن باشد`
          : params.type === 'boolean'
            ? `${label} باید true یا false باشد`
            : `${label} معتبر نیست`;
    default:
      return `${label} معتبر نیست`;
  }
}

/** The body of a validation failure, but its `code`: what clients match, and what a form shows beside each input. */
export interface ValidationFailure {
  message: string;
  /** The catalogue text first (what clients match), then one Persian sentence per fault, in order, without repeats. */
  errors: string[];
  /** Each field at fault, named as in the request → its first Persian sentence. */
  fields: Record<string, string>;
}

/** Reads ajv's errors as the wire's validation failure. */
export function validationFailure(errors: readonly ErrorObject[]): ValidationFailure {
  const sentences = new Set<string>();
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  for (const error of errors) {
    // A union reports each branch and then itself: the branches already said it.
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if') continue;
    const field = fieldOf(error);
    const key = `${error.instancePath}|${field ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const sentence = describeValidationError(error);
    sentences.add(sentence);
    if (field !== undefined && !Object.hasOwn(fields, field)) fields[field] = sentence;
  }
  const message = errorCodes.ValidationError.server;
  return { message, errors: [message, ...[...sentences].slice(0, 5)], fields };
}
