import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { VideoPlayer } from './VideoPlayer';

// The repository's demo clips (media/demo, 20 s each), served by Storybook's staticDirs.
const clip = (n: number) => `/media/demo/clip-${n}/master.m3u8`;
const poster = (n: number) => `/media/demo/clip-${n}/poster.jpg`;

const PERSIAN_CLOCK = /^[۰-۹]{2}:[۰-۹]{2}$/;

const meta = {
  title: 'Media/VideoPlayer',
  component: VideoPlayer,
  args: {
    src: clip(1),
    poster: poster(1),
    title: 'نمونهٔ ۱: الگوی آزمون',
    onProgress: fn(),
    onError: fn(),
    onRetry: fn(),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 960, margin: '0 auto', padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

const videoOf = (canvasElement: HTMLElement) => canvasElement.querySelector('video') as HTMLVideoElement;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent, step }) => {
    const video = videoOf(canvasElement);
    await step('the big play button starts playback', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: `پخش «${args.title}»` }));
      await waitFor(() => expect(video.currentTime).toBeGreaterThan(1), { timeout: 10_000 });
    });
    await step('the clock shows Persian digits', async () => {
      await waitFor(() => expect(canvas.getByTestId('video-time').textContent).not.toBe('۰۰:۰۰'));
      await expect(canvas.getByTestId('video-time').textContent).toMatch(PERSIAN_CLOCK);
      await expect(canvas.getByRole('slider', { name: 'جابه‌جایی در زمان ویدیو' })).toHaveAttribute(
        'aria-valuetext',
        expect.stringMatching(/^[۰-۹]{2}:[۰-۹]{2} از ۰۰:۲۰$/),
      );
    });
    await step('the quality list offers automatic and every rung', async () => {
      const quality = canvas.getByRole('combobox', { name: 'کیفیت تصویر' });
      const options = [...quality.querySelectorAll('option')].map((option) => option.textContent);
      await expect(options.slice(1)).toEqual(['۲۴۰p', '۳۶۰p', '۴۸۰p']);
      await expect(options[0]).toMatch(/^خودکار/);
    });
    await step('Space pauses and reports the position', async () => {
      await userEvent.keyboard(' ');
      await waitFor(() => expect(video.paused).toBe(true));
      await expect(args.onProgress).toHaveBeenCalledWith({
        reason: 'pause',
        position: expect.closeTo(video.currentTime, 3),
        duration: expect.closeTo(20, 0),
      });
      await expect(video.currentTime).toBeGreaterThan(1);
      await expect(canvas.getByRole('button', { name: 'پخش' })).toBeInTheDocument();
    });
    await step('the timeline runs left to right: → seeks forward, ← back', async () => {
      const before = video.currentTime;
      // The drawn track under the transparent range input.
      const track = canvas.getByRole('slider', { name: 'جابه‌جایی در زمان ویدیو' })
        .previousElementSibling as HTMLElement;
      const fill = track.lastElementChild as HTMLElement;
      const widthBefore = fill.getBoundingClientRect().width;
      await userEvent.keyboard('{ArrowRight}');
      await expect(video.currentTime).toBeCloseTo(before + 10, 0);
      await waitFor(() => expect(fill.getBoundingClientRect().width).toBeGreaterThan(widthBefore));
      // The played part grows from the left edge of the track.
      await expect(fill.getBoundingClientRect().left).toBeCloseTo(track.getBoundingClientRect().left, 0);
      await userEvent.keyboard('{ArrowLeft}');
      await expect(video.currentTime).toBeCloseTo(before, 0);
    });
    await step('Space plays again; the pause button pauses', async () => {
      await userEvent.keyboard(' ');
      await waitFor(() => expect(video.paused).toBe(false));
      await userEvent.click(canvas.getByRole('button', { name: 'توقف' }));
      await waitFor(() => expect(video.paused).toBe(true));
    });
    await step('↓ lowers the volume; m mutes', async () => {
      canvas.getByRole('region').focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(video.volume).toBeCloseTo(0.9);
      await expect(canvas.getByRole('slider', { name: 'بلندی صدا' })).toHaveAttribute('aria-valuetext', '۹۰٪');
      await userEvent.keyboard('m');
      await expect(video.muted).toBe(true);
      await expect(canvas.getByRole('button', { name: 'صدا' })).toBeInTheDocument();
    });
  },
};

export const Resume: Story = {
  args: { src: clip(2), poster: poster(2), title: 'نمونهٔ ۲: نوارهای رنگی', startPosition: 10 },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const video = videoOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `پخش «${args.title}»` }));
    await waitFor(() => expect(video.paused).toBe(false), { timeout: 10_000 });
    await waitFor(() => expect(video.currentTime).toBeGreaterThanOrEqual(10), { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'توقف' }));
  },
};

export const Loading: Story = {
  args: { src: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('در حال آماده‌سازی ویدیو');
    // Nothing to press until the link arrives.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { src: '/media/demo/clip-missing/master.m3u8', poster: undefined, title: 'پیوند از کار افتاده' },
  play: async ({ args, canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('پخش ویدیو ممکن نشد؛ پیوند پخش منقضی شده یا در دسترس نیست.');
    await expect(args.onError).toHaveBeenCalledWith('network');
    await userEvent.click(canvas.getByRole('button', { name: 'تلاش دوباره' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    // The same missing link fails again.
    await waitFor(() => expect(args.onError).toHaveBeenCalledTimes(2), { timeout: 10_000 });
  },
};

export const LongPersianTitle: Story = {
  args: {
    src: clip(3),
    poster: poster(3),
    title: 'قسمت دوازدهم از فصل سوم: بازگشت به خانهٔ پدری در شب‌های بلند زمستان و رازهایی که هرگز گفته نشد',
  },
};
