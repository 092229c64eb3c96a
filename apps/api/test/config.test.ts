import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { MediaUrls } from '../src/services/media';

describe('configuration', () => {
  it('puts MEDIA_BASE_URL before every media path', () => {
    const config = loadConfig({ MEDIA_BASE_URL: 'https://cdn.parde.example/' });
    const media = new MediaUrls(config.mediaBaseUrl);
    expect(media.poster('Movie', 3)).toBe('https://cdn.parde.example/media/posters/movie-3.svg');
    expect(media.backdrop('Series', 2)).toBe('https://cdn.parde.example/media/backdrops/series-2.svg');
    expect(media.portrait(7)).toBe('https://cdn.parde.example/media/portraits/star-7.svg');
    expect(new MediaUrls(loadConfig({}).mediaBaseUrl).still(1)).toBe('/media/stills/episode-1.svg');
  });

  it('reads ports, origins and caps, and refuses a short secret or an unknown provider', () => {
    const config = loadConfig({ PORT: '9090', CORS_ORIGINS: 'https://a.example, https://b.example' });
    expect(config.port).toBe(9090);
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(loadConfig({}).port).toBe(8080);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SMS_API_KEY: 'k' }).otpPerPhonePerHour,
    ).toBe(5);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/32/);
    expect(() => loadConfig({ SMS_PROVIDER: 'pigeon' })).toThrow(/Unknown SMS_PROVIDER/);
    expect(() => loadConfig({ SMS_PROVIDER: 'kavenegar' })).toThrow(/SMS_API_KEY/);
  });
});
