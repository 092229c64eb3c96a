import { errorCodes } from '@parde/api-client/schemas';
import { AppError } from './errors';

/** Characters that show nothing: spaces of every kind, zero-width joiners and marks, Hangul fillers, line separators. */
const INVISIBLE =
  '\\s\\u00A0\\u115F\\u1160\\u180E\\u200B-\\u200F\\u2028\\u2029\\u202A-\\u202E\\u2060-\\u2064\\u3164\\uFEFF\\uFFA0';
const EDGES = new RegExp(`^[${INVISIBLE}]+|[${INVISIBLE}]+$`, 'gu');
const HIDDEN = new RegExp(`[${INVISIBLE}]`, 'gu');

const labels = { profileName: 'نام عضو', firstName: 'نام', lastName: 'نام خانوادگی', name: 'نام کلید عبور' } as const;
// As the schema validator names the same fields (http/validation.ts).
const textLabels = { title: 'عنوان', text: 'متن' } as const;

/**
 * What is left to see once invisible characters are set aside: format characters (ZWNJ, ZWJ, bidi marks, U+FEFF),
 * every space and separator, controls, lone combining marks, Hangul fillers and the blank Braille cell.
 */
const SHOWS = /[^\p{White_Space}\p{C}\p{Z}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u;

/**
 * A free text as stored (a playlist's title, a comment): trimmed of invisible characters at both ends (those inside
 * stay: a ZWNJ is part of Persian words), and refused (400, the field named in Persian) without a character to see.
 * Unlike a name, an emoji alone will do.
 */
export function visibleText(raw: string, field: keyof typeof textLabels): string {
  const text = raw.replace(EDGES, '');
  if (!SHOWS.test(text)) {
    const message = errorCodes.ValidationError.server;
    const sentence = `«${textLabels[field]}» نباید خالی باشد`;
    throw new AppError(400, 'ValidationError', message, [message, sentence], { fields: { [field]: sentence } });
  }
  return text;
}

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
