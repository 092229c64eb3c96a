import { describe, expect, it } from 'vitest';
import { parseThumbnailVtt, thumbnailAt } from './thumbnails';

const vtt = `WEBVTT

00:00:00.000 --> 00:00:10.000
sprite-001.jpg#xywh=0,0,160,90

1
00:00:10.000 --> 00:00:20.000
sprite-001.jpg#xywh=160,0,160,90

00:04:10.000 --> 00:04:20.000 align:start
sprite-002.jpg#xywh=0,0,160,90

00:04:20.000 --> 00:04:30.000
a cue without a tile
`;

describe('seek thumbnails', () => {
  it('reads the tiles of a WebVTT thumbnail track, resolving sprites against the track’s (signed) URL', () => {
    const list = parseThumbnailVtt(vtt, 'https://parde.test/media/stream/7/m1/99/sig/thumbs/index.vtt');
    expect(list).toHaveLength(3);
    expect(list[1]).toEqual({
      start: 10,
      end: 20,
      image: 'https://parde.test/media/stream/7/m1/99/sig/thumbs/sprite-001.jpg',
      x: 160,
      y: 0,
      width: 160,
      height: 90,
    });
    expect(list[2]?.start).toBe(250);
  });

  it('finds the tile under a time, and none before the first', () => {
    const list = parseThumbnailVtt(vtt, 'https://parde.test/thumbs/index.vtt');
    expect(thumbnailAt(list, 0)?.x).toBe(0);
    expect(thumbnailAt(list, 14.2)?.x).toBe(160);
    expect(thumbnailAt(list, 251)?.image).toContain('sprite-002.jpg');
    expect(thumbnailAt(list, -1)).toBeNull();
    expect(thumbnailAt([], 5)).toBeNull();
  });
});
