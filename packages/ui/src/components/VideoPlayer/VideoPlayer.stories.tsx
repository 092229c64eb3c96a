import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { VideoPlayer } from './VideoPlayer';

// The repository's demo clips (media/demo, 20 s each), copied in by Storybook's staticDirs. Addressed from Vite's
// base (`./` in the build), so they load wherever the built Storybook is served, /storybook/ included.
const demo = `${import.meta.env.BASE_URL}media/demo`;
const clip = (n: number) => `${demo}/clip-${n}/master.m3u8`;
const poster = (n: number) => `${demo}/clip-${n}/poster.jpg`;

const PERSIAN_CLOCK = /^[۰-۹]{2}:[۰-۹]{2}$/;

const meta = {
  title: 'Media/VideoPlayer',
  parameters: {
    guide: {
      status: 'stable',
      accessibility:
        'پخش‌کننده نام عنوان دارد؛ دکمهٔ بزرگ «پخش «…»»؛ همهٔ کلیدها با `event.code` (صفحه‌کلید فارسی هم)؛ «?» فهرست میان‌برها؛ خطاها `role="alert"`.',
      rtl: 'نوار زمان از راست پر می‌شود، ولی → و L جلو و ← و J عقب می‌برند (عادت سرویس‌های بزرگ)؛ دو ضربه روی یک‌سوم راست ده ثانیه جلو و روی یک‌سوم چپ عقب؛ ساعت با رقم فارسی؛ زیرنویس فارسی راست‌به‌چپ؛ دکمهٔ بازگشت در inline-start.',
    } satisfies Guide,
    docs: {
      description: {
        component:
          'پخش‌کنندهٔ کامل صفحهٔ تماشا: جریان HLS با hls.js (یا HLS خود مرورگر)، انتخاب صدا و زیرنویس، سرعت پخش، تصویر در تصویر، رد کردن تیتراژ و کارت قسمت بعد. هر جا ویدیویی پخش می‌شود از همین استفاده کنید؛ نوار زمان از راست پر می‌شود و Space و K همیشه پخش را متوقف یا آغاز می‌کنند.',
      },
    },
  },
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

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/**
 * «تنظیمات پخش», ready for a click: the controls fade (and take no pointer) once a video has played untouched for a
 * few seconds, so the story moves the pointer over the player first, as a viewer does, however long its steps took.
 */
async function settingsButton(canvas: Canvas, userEvent: UserEvent) {
  const button = await canvas.findByRole('button', { name: 'تنظیمات پخش' }, { timeout: 10_000 });
  await userEvent.hover(canvas.getByRole('region'));
  await waitFor(() => expect(getComputedStyle(button).pointerEvents).not.toBe('none'));
  return button;
}

/** The demo clip made from a 1080p source: five rungs, up to ۱۰۸۰p, in the quality menu. */
export const HighDefinition: Story = {
  args: { src: clip(6), poster: poster(6), title: 'نمونهٔ ۶: نوارهای رنگی ۱۰۸۰' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `پخش «${args.title}»` }));
    // The controls come once the 1080p ladder has loaded and plays: as long as the other stories wait for playing.
    await userEvent.click(await settingsButton(canvas, userEvent));
    const quality = await canvas.findByRole('combobox', { name: 'کیفیت تصویر' });
    const options = [...quality.querySelectorAll('option')].map((option) => option.textContent);
    await expect(options.slice(1)).toEqual(['۲۴۰p', '۳۶۰p', '۴۸۰p', '۷۲۰p', '۱۰۸۰p']);
  },
};

/** A domestic clip: one audio track, no subtitles, so the menu has neither list. */
export const Default: Story = {
  args: { src: clip(4), poster: poster(4), title: 'نمونهٔ ۴: سریال ایرانی' },
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
    await step('the settings menu offers automatic and every rung, and the speeds', async () => {
      await userEvent.click(await settingsButton(canvas, userEvent));
      const quality = canvas.getByRole('combobox', { name: 'کیفیت تصویر' });
      const options = [...quality.querySelectorAll('option')].map((option) => option.textContent);
      await expect(options.slice(1)).toEqual(['۲۴۰p', '۳۶۰p', '۴۸۰p']);
      await expect(options[0]).toMatch(/^خودکار/);
      // No audio or subtitle choice for a stream that has none.
      await expect(canvas.queryByRole('combobox', { name: 'صدا' })).toBeNull();
      await expect(canvas.queryByRole('combobox', { name: 'زیرنویس' })).toBeNull();
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'سرعت پخش' }), '1.5');
      await expect(video.playbackRate).toBe(1.5);
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'سرعت پخش' }), '1');
      await userEvent.click(canvas.getByRole('button', { name: 'تنظیمات پخش' }));
    });
    await step('Space pauses and reports the position', async () => {
      canvas.getByRole('region').focus();
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
    await step(
      'the timeline fills right to left, like the cards; → seeks forward and ← back, as everywhere',
      async () => {
        const before = video.currentTime;
        const slider = canvas.getByRole('slider', { name: 'جابه‌جایی در زمان ویدیو' });
        const track = slider.firstElementChild as HTMLElement;
        const fill = canvas.getByTestId('seek-played');
        const widthBefore = fill.getBoundingClientRect().width;
        await userEvent.keyboard('{ArrowRight}');
        await expect(video.currentTime).toBeCloseTo(before + 10, 0);
        await waitFor(() => expect(fill.getBoundingClientRect().width).toBeGreaterThan(widthBefore));
        // The played part grows from the right edge of the track.
        await expect(fill.getBoundingClientRect().right).toBeCloseTo(track.getBoundingClientRect().right, 0);
        await userEvent.keyboard('{ArrowLeft}');
        await expect(video.currentTime).toBeCloseTo(before, 0);
      },
    );
    await step('a click on the timeline seeks there; Space on a focused button still toggles play', async () => {
      const slider = canvas.getByRole('slider', { name: 'جابه‌جایی در زمان ویدیو' });
      const box = slider.getBoundingClientRect();
      // A quarter of the way from the right: 5 s of 20.
      await userEvent.pointer({
        keys: '[MouseLeft]',
        target: slider,
        coords: { clientX: box.right - box.width / 4, clientY: box.top + box.height / 2 },
      });
      await waitFor(() => expect(video.currentTime).toBeCloseTo(5, 0));
      await expect(video.paused).toBe(true);
      canvas.getByRole('button', { name: 'تمام‌صفحه' }).focus();
      await userEvent.keyboard(' ');
      await waitFor(() => expect(video.paused).toBe(false));
      await expect(document.fullscreenElement).toBeNull();
      await userEvent.keyboard('k');
      await waitFor(() => expect(video.paused).toBe(true));
    });
    await step('Space plays again; the pause button pauses', async () => {
      canvas.getByRole('region').focus();
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

/** A foreign clip with a Persian dub and Persian and English subtitles, the viewer's choice being Persian. */
export const DubAndSubtitles: Story = {
  args: { autoPlay: true, preferences: { subtitleLanguage: 'fa' }, onPreferencesChange: fn() },
  play: async ({ args, canvas, canvasElement, userEvent, step }) => {
    const video = videoOf(canvasElement);
    await waitFor(() => expect(video.currentTime).toBeGreaterThan(0.3), { timeout: 10_000 });
    await step('Persian subtitles show, laid out right to left', async () => {
      video.currentTime = 4.5;
      const line = await waitFor(
        () => {
          const span = canvas.getByTestId('subtitles').querySelector('span');
          expect(span?.textContent).toBe('دیشب کجا بودی؟');
          return span as HTMLElement;
        },
        { timeout: 10_000 },
      );
      const range = document.createRange();
      const text = line.firstChild as Text;
      range.setStart(text, text.length - 1);
      range.setEnd(text, text.length);
      // «؟» ends the sentence, so it is drawn at the left end of the line.
      await expect(range.getBoundingClientRect().left - line.getBoundingClientRect().left).toBeLessThan(12);
    });
    await step('the menu lists both audio renditions; English fetches its playlist and playback goes on', async () => {
      await userEvent.click(await settingsButton(canvas, userEvent));
      const audio = canvas.getByRole('combobox', { name: 'صدا' });
      await expect([...audio.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
        'فارسی (دوبله)',
        'انگلیسی (اصلی)',
      ]);
      await userEvent.selectOptions(audio, '1');
      await waitFor(
        () =>
          expect(
            performance.getEntriesByType('resource').some((e) => e.name.includes('/clip-1/audio-en/index.m3u8')),
          ).toBe(true),
        { timeout: 10_000 },
      );
      await expect(args.onPreferencesChange).toHaveBeenCalledWith({ audioLanguage: 'en' });
      if (video.paused) await video.play();
      const at = video.currentTime;
      await waitFor(() => expect(video.currentTime).toBeGreaterThan(at + 1), { timeout: 10_000 });
    });
    await step('subtitles off from the menu', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'زیرنویس' }), '-1');
      await expect(args.onPreferencesChange).toHaveBeenCalledWith({ subtitleLanguage: null });
      video.currentTime = 11;
      await new Promise((resolve) => setTimeout(resolve, 800));
      await expect(canvas.queryByTestId('subtitles')).toBeNull();
      await expect(canvas.getByRole('button', { name: 'روشن کردن زیرنویس' })).toBeInTheDocument();
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
  args: { src: `${demo}/clip-missing/master.m3u8`, poster: undefined, title: 'پیوند از کار افتاده' },
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

export const Dragging: Story = {
  args: { src: clip(5), poster: poster(5), title: 'نمونهٔ ۵', autoPlay: true },
  play: async ({ canvas, canvasElement }) => {
    const video = videoOf(canvasElement);
    await waitFor(() => expect(video.currentTime).toBeGreaterThan(0.3), { timeout: 10_000 });
    video.pause();
    const slider = canvas.getByRole('slider', { name: 'جابه‌جایی در زمان ویدیو' });
    const box = slider.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const at = (share: number) => ({ clientX: box.right - box.width * share, clientY: y, pointerId: 7, bubbles: true });
    // A finger: down near the start, moved to three quarters, let go there.
    slider.dispatchEvent(new PointerEvent('pointerdown', { ...at(0.1), pointerType: 'touch', button: 0 }));
    slider.dispatchEvent(new PointerEvent('pointermove', { ...at(0.75), pointerType: 'touch' }));
    const bubble = await canvas.findByTestId('seek-preview');
    await expect(bubble).toHaveTextContent('۰۰:۱۵');
    // The thumb follows the finger before playback moves.
    await expect(slider).toHaveAttribute('aria-valuetext', expect.stringMatching(/^۰۰:۱۵ از/));
    slider.dispatchEvent(new PointerEvent('pointerup', { ...at(0.75), pointerType: 'touch', button: 0 }));
    await waitFor(() => expect(video.currentTime).toBeCloseTo(15, 0));
    await waitFor(() => expect(canvas.queryByTestId('seek-preview')).toBeNull());
  },
};

export const IntroAndNext: Story = {
  args: {
    src: clip(3),
    poster: poster(3),
    title: 'فصل ۱، قسمت ۱',
    autoPlay: true,
    markers: { introStart: 0, introEnd: 8, creditsStart: 14 },
    next: { title: 'فصل ۱، قسمت ۲: بازگشت', imageUrl: poster(4) },
    autoplayNext: true,
    onNext: fn(),
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const video = videoOf(canvasElement);
    const skip = await canvas.findByRole('button', { name: 'رد کردن تیتراژ' }, { timeout: 10_000 });
    await userEvent.click(skip);
    // A loaded machine seeks slowly: wait for the state, not for a time.
    await waitFor(() => expect(video.currentTime).toBeGreaterThanOrEqual(8), { timeout: 10_000 });
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'رد کردن تیتراژ' })).toBeNull(), {
      timeout: 5000,
    });
    video.currentTime = 14.5;
    const card = await canvas.findByRole('complementary', { name: 'قسمت بعد' }, { timeout: 5000 });
    await expect(card).toHaveTextContent('فصل ۱، قسمت ۲: بازگشت');
    await expect(card).toHaveTextContent(/قسمت بعد تا [۰-۹]+ ثانیهٔ دیگر/);
    await waitFor(() => expect(args.onNext).toHaveBeenCalledOnce(), { timeout: 13_000 });
  },
};

export const NextCancelled: Story = {
  args: { ...IntroAndNext.args, onNext: fn() },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const video = videoOf(canvasElement);
    await waitFor(() => expect(video.currentTime).toBeGreaterThan(0.3), { timeout: 10_000 });
    video.currentTime = 14.5;
    await userEvent.click(await canvas.findByRole('button', { name: 'لغو' }, { timeout: 5000 }));
    await expect(canvas.queryByRole('complementary', { name: 'قسمت بعد' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

export const ShortcutSheet: Story = {
  args: { src: clip(1), poster: poster(1), title: 'نمونهٔ ۱', autoPlay: true, autoFocus: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const video = videoOf(canvasElement);
    await waitFor(() => expect(video.currentTime).toBeGreaterThan(0.3), { timeout: 10_000 });
    await userEvent.keyboard('?');
    const sheet = await canvas.findByRole('dialog', { name: 'میان‌برهای صفحه‌کلید' });
    await expect(sheet).toHaveTextContent('پخش یا توقف');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

export const LongPersianTitle: Story = {
  args: {
    src: clip(3),
    poster: poster(3),
    title: 'قسمت دوازدهم از فصل سوم: بازگشت به خانهٔ پدری در شب‌های بلند زمستان و رازهایی که هرگز گفته نشد',
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const video = videoOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `پخش «${args.title}»` }));
    await waitFor(() => expect(video.currentTime).toBeGreaterThan(0.3), { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'توقف' }));
  },
};

/** Do: عنوان کامل فارسی بدهید؛ نام دسترس‌پذیر پخش‌کننده است. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  args: { title: 'فصل ۱، قسمت ۳: بازگشت' },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const video = videoOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `پخش «${args.title}»` }));
    await waitFor(() => expect(video.currentTime).toBeGreaterThan(0.3), { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'توقف' }));
  },
  parameters: { docs: { description: { story: 'عنوان کامل فارسی بدهید؛ نام دسترس‌پذیر پخش‌کننده است.' } } },
};

/** Don’t: نام فایل عنوان نیست. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { title: 'episode_03_final.m3u8' },
  parameters: { docs: { description: { story: 'نام فایل عنوان نیست.' } } },
};
