import { errorCodes } from '@parde/api-client/schemas';
import { AppError } from './errors';

/** Characters that show nothing: spaces of every kind, zero-width joiners and marks, Hangul fillers, line separators. */
const INVISIBLE =
  '\\s\\u00A0\\u115F\\u1160\\u180E\\u200B-\\u200F\\u2028\\u2029\\u202A-\\u202E\\u2060-\\u2064\\u3164\\uFEFF\\uFFA0';
const EDGES = new RegExp(`^[${INVISIBLE}]+|[${INVISIBLE}]+$`, 'gu');
const HIDDEN = new RegExp(`[${INVISIBLE}]`, 'gu');

const labels = { profileName: 'نام عضو', firstName: 'نام', lastName: 'نام خانوادگی', name: 'نام کلید عبور' } as const;

/**
 * A person's or profile's name as stored: trimmed of invisible characters at both ends, and refused (400 in the
 * validation shape, the field named in Persian) when no letter or digit is left to see.
 */
export function visibleName(raw: string, field: keyof typeof labels): string {
  const name = raw.replace(EDGES, '');
  if (!/[\p{L}\p{N}]/u.test(name.replace(HIDDEN, ''))) {
    const message = errorCodes.ValidationError.server;
    throw new AppError(400, 'ValidationError', message, [message, `«${labels[field]}» نباید خالی باشد`]);
  }
  return name;
}
