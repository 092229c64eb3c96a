import { describe, expect, it } from 'vitest';
import { formatClock, formatDuration } from './duration';

describe('formatDuration', () => {
  it('writes hours and minutes in natural Persian', () => {
    expect(formatDuration(85)).toBe('۱ ساعت و ۲۵ دقیقه');
    expect(formatDuration(45)).toBe('۴۵ دقیقه');
    expect(formatDuration(120)).toBe('۲ ساعت');
    expect(formatDuration(0)).toBe('۰ دقیقه');
    expect(formatDuration(1501)).toBe('۲۵ ساعت و ۱ دقیقه');
  });

  it('rounds to the nearest minute', () => {
    expect(formatDuration(59.6)).toBe('۱ ساعت');
    expect(formatDuration(44.4)).toBe('۴۴ دقیقه');
  });

  it('rejects negative and non-finite input', () => {
    expect(() => formatDuration(-1)).toThrow(RangeError);
    expect(() => formatDuration(Number.NaN)).toThrow('minutes must be a finite number >= 0, got NaN');
    expect(() => formatDuration(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatClock', () => {
  it('shows h:mm:ss from an hour on and mm:ss below', () => {
    expect(formatClock(3909)).toBe('۱:۰۵:۰۹');
    expect(formatClock(309)).toBe('۰۵:۰۹');
    expect(formatClock(0)).toBe('۰۰:۰۰');
    expect(formatClock(3599)).toBe('۵۹:۵۹');
    expect(formatClock(3600)).toBe('۱:۰۰:۰۰');
    expect(formatClock(36_000 + 61)).toBe('۱۰:۰۱:۰۱');
  });

  it('drops fractions of a second', () => {
    expect(formatClock(59.999)).toBe('۰۰:۵۹');
  });

  it('rejects the NaN and Infinity a media element reports before metadata or for live streams', () => {
    expect(() => formatClock(Number.NaN)).toThrow(RangeError);
    expect(() => formatClock(Number.POSITIVE_INFINITY)).toThrow('seconds must be a finite number >= 0, got Infinity');
    expect(() => formatClock(-0.5)).toThrow(RangeError);
  });
});
