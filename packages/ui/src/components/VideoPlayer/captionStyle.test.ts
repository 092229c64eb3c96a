import { describe, expect, it } from 'vitest';
import {
  captionColors,
  captionEdges,
  captionFonts,
  captionLineStyle,
  captionStyleFromLegacy,
  captionStyleWarning,
  contrastRatio,
  defaultCaptionStyle,
  normaliseCaptionStyle,
} from './captionStyle';

describe('caption style', () => {
  it('offers the caption standard’s 8 colours, 7 faces and 5 edges', () => {
    expect(captionColors).toHaveLength(8);
    expect(captionFonts).toHaveLength(7);
    expect(captionFonts).toEqual(expect.arrayContaining(['vazirmatn', 'mono', 'large']));
    expect(captionEdges).toEqual(['none', 'raised', 'depressed', 'uniform', 'dropShadow']);
  });

  it('keeps size in 50–200 % and opacities in 0–100 %, and replaces what it does not know', () => {
    expect(normaliseCaptionStyle({ size: 20, textOpacity: 140, backgroundOpacity: -3 })).toMatchObject({
      size: 50,
      textOpacity: 100,
      backgroundOpacity: 0,
    });
    expect(normaliseCaptionStyle({ size: 260 }).size).toBe(200);
    expect(normaliseCaptionStyle({ color: 'pink' as never, edge: 'glow' as never, font: 'x' as never })).toEqual(
      defaultCaptionStyle,
    );
    expect(normaliseCaptionStyle(null)).toEqual(defaultCaptionStyle);
  });

  it('warns when text and its box are the same or close colours, or the text is almost transparent', () => {
    expect(captionStyleWarning(defaultCaptionStyle)).toBeNull();
    expect(captionStyleWarning({ ...defaultCaptionStyle, color: 'black' })).toContain('یکی است');
    expect(captionStyleWarning({ ...defaultCaptionStyle, color: 'yellow', background: 'white' })).toContain('نزدیک');
    // No box: the picture is the background, and the edge the viewer chose carries the text.
    expect(captionStyleWarning({ ...defaultCaptionStyle, color: 'black', backgroundOpacity: 0 })).toBeNull();
    expect(captionStyleWarning({ ...defaultCaptionStyle, textOpacity: 10 })).toContain('ناپیدا');
    expect(contrastRatio('white', 'black')).toBeCloseTo(21, 0);
    expect(contrastRatio('blue', 'blue')).toBe(1);
  });

  it('draws the colours with their opacities, the size as a share of the medium size, and the edge', () => {
    const line = captionLineStyle({
      ...defaultCaptionStyle,
      color: 'yellow',
      textOpacity: 50,
      size: 150,
      edge: 'raised',
    });
    expect(line.color).toBe('rgba(255, 255, 0, 0.5)');
    expect(line.backgroundColor).toBe('rgba(0, 0, 0, 0.6)');
    expect(line.fontSize).toBe('calc(clamp(16px, 3.2vmin, 34px) * 1.5)');
    expect(line.textShadow).toContain('3px 3px');
  });

  it('reads the three sizes and backgrounds of earlier versions', () => {
    expect(captionStyleFromLegacy({ size: 'large', background: 'opaque' })).toMatchObject({
      size: 150,
      backgroundOpacity: 100,
    });
    expect(captionStyleFromLegacy({ size: 'small', background: 'none' })).toMatchObject({
      size: 75,
      backgroundOpacity: 0,
      edge: 'uniform',
    });
  });
});
