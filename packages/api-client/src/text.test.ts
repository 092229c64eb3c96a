import { describe, expect, it } from 'vitest';
import { endpointSchemas } from './schemas';
import {
  CONTROL_CHARACTERS,
  neutraliseBidi,
  PLAIN_TEXT_PATTERN,
  stripBidiControls,
  withPlainText,
} from './schemas/text';

describe('request text rules', () => {
  it('every free-text request field refuses control characters, and only those', () => {
    let fields = 0;
    for (const schema of Object.values(endpointSchemas) as { body?: object; query?: object }[]) {
      for (const part of [schema.body, schema.query]) {
        if (!part) continue;
        const text = JSON.stringify(withPlainText(part));
        fields += text.split(PLAIN_TEXT_PATTERN.replace(/\\/g, '\\\\')).length - 1;
      }
    }
    expect(fields).toBeGreaterThan(15);
    const { pattern } = withPlainText({ type: 'string' }) as unknown as { pattern: string };
    const check = (text: string) => new RegExp(pattern, 'u').test(text);
    for (const bad of ['\u0000', 'x\u0007', '\u001b[2J', '\u007f', '\u0085']) expect(check(bad), bad).toBe(false);
    for (const good of ['سلام\u200cدنیا', 'خط\nدوم\tو\r', '😀', '\u200f']) expect(check(good), good).toBe(true);
    expect(CONTROL_CHARACTERS.test('a\u0000')).toBe(true);
  });

  it('leaves enums, consts and formats alone', () => {
    const schema = withPlainText({
      anyOf: [
        { type: 'string', const: 'x' },
        { type: 'string', enum: ['a'] },
        { type: 'string', format: 'date' },
      ],
    });
    expect(JSON.stringify(schema)).not.toContain('pattern');
  });

  it('strips bidi embeddings, overrides and isolates, in place and at any depth', () => {
    expect(stripBidiControls('gnp\u202e.exe\u2066\u2069')).toBe('gnp.exe');
    expect(stripBidiControls('می\u200cخواهم\u200f')).toBe('می\u200cخواهم\u200f');
    const body = { a: '\u202bنام\u202c', b: { c: ['\u2067x\u2069', 1] } };
    expect(neutraliseBidi(body)).toEqual({ a: 'نام', b: { c: ['x', 1] } });
    let deep: unknown = '\u202ey';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(() => neutraliseBidi(deep)).not.toThrow();
  });
});
