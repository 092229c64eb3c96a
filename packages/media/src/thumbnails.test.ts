import { describe, expect, it } from 'vitest';
import { spriteName, thumbnailCount, thumbnailVtt } from './thumbnails';

describe('thumbnailVtt', () => {
  it('points a cue every 10 s into 5 × 5 sprites, the last cue ending with the video', () => {
    const vtt = thumbnailVtt({ durationSeconds: 265, interval: 10, width: 160, height: 90, grid: 5 });
    const cues = vtt.split('\n\n').slice(1);
    expect(cues).toHaveLength(27);
    expect(cues[0]).toBe('00:00:00.000 --> 00:00:10.000\nsprite-001.jpg#xywh=0,0,160,90');
    expect(cues[6]).toBe('00:01:00.000 --> 00:01:10.000\nsprite-001.jpg#xywh=160,90,160,90');
    expect(cues[24]).toBe('00:04:00.000 --> 00:04:10.000\nsprite-001.jpg#xywh=640,360,160,90');
    expect(cues[25]).toBe('00:04:10.000 --> 00:04:20.000\nsprite-002.jpg#xywh=0,0,160,90');
    expect(cues[26]).toBe('00:04:20.000 --> 00:04:25.000\nsprite-002.jpg#xywh=160,0,160,90\n');
  });

  it('counts one thumbnail for a clip shorter than the interval, and none extra at an exact multiple', () => {
    expect(thumbnailCount(3, 10)).toBe(1);
    expect(thumbnailCount(20, 10)).toBe(2);
    expect(thumbnailCount(20.02, 10)).toBe(3);
    expect(spriteName(12)).toBe('sprite-012.jpg');
  });
});
