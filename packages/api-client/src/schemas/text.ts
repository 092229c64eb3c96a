/**
 * Rules every request text field follows, applied once to every endpoint by the server's validator (and by any
 * validator built on these schemas), rather than repeated on each field.
 */

/**
 * C0 and C1 control characters other than tab, line feed and carriage return. NUL makes PostgreSQL refuse the
 * whole statement ("invalid byte sequence 0x00"); the others are never text a person typed.
 */
const CONTROL_RANGES = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';
export const CONTROL_CHARACTERS = new RegExp(`[${CONTROL_RANGES}]`, 'u');

/** The JSON-schema `pattern` of a request text field: no control characters. */
export const PLAIN_TEXT_PATTERN = `^[^${CONTROL_RANGES}]*$`;

/**
 * Bidi embedding, override and isolate controls (U+202A–202E, U+2066–2069). An unmatched one reorders everything
 * after it ("gnp.exe" shows as "exe.png"); typed text never needs them. The marks (U+200E, U+200F, U+061C) and the
 * zero-width non-joiner Persian uses are kept.
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/gu;

const HAS_BIDI_CONTROL = new RegExp(BIDI_CONTROLS.source, 'u');

/**
 * Text without bidi embedding, override and isolate controls.
 * @example
 * ```ts
 * stripBidiControls('gnp\u202e.exe'); // 'gnp.exe'
 * ```
 */
export const stripBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');

type JsonSchema = Record<string, unknown>;

/**
 * A copy of a request schema in which every free-text string (no `format`, `pattern`, `const` or `enum` of its
 * own) also carries `PLAIN_TEXT_PATTERN`.
 * @example
 * ```ts
 * const validate = ajv.compile(withPlainText(endpointSchemas.addProfile.body));
 * ```
 */
export function withPlainText<T>(schema: T): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    const copy: JsonSchema = {};
    for (const [key, value] of Object.entries(node as JsonSchema)) copy[key] = walk(value);
    const free = !('format' in copy || 'pattern' in copy || 'const' in copy || 'enum' in copy);
    if (copy.type === 'string' && free) copy.pattern = PLAIN_TEXT_PATTERN;
    return copy;
  };
  return walk(schema) as T;
}

/**
 * Strips bidi controls from every string of a parsed request (query or JSON body), in place; answers the value
 * (a new string when the value itself is one). Iterative: a hostile body may nest thousands of levels deep.
 * @example
 * ```ts
 * neutraliseBidi({ text: '\u202bسلام\u202c' }); // { text: 'سلام' }
 * ```
 */
export function neutraliseBidi<T>(value: T): T {
  if (typeof value === 'string') return stripBidiControls(value) as T;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null) continue;
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const item = record[key];
      if (typeof item === 'string') {
        if (HAS_BIDI_CONTROL.test(item)) record[key] = stripBidiControls(item);
      } else if (typeof item === 'object' && item !== null) stack.push(item);
    }
  }
  return value;
}
