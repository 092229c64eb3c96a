import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { defaultCaptionStyle } from './captionStyle';
import { PlayerControls } from './PlayerControls';

const meta = {
  title: 'Media/VideoPlayer/PlayerControls',
  parameters: {
    guide: {
      status: 'stable',
      accessibility:
        'هر کنترل نام دارد؛ نوار زمان `slider` با `aria-valuetext` فارسی؛ منوی تنظیمات فهرست‌های برچسب‌دار و Escape.',
      rtl: 'نوار زمان از راست پر می‌شود و پیکان چپ جلو می‌برد؛ ساعت با رقم فارسی؛ آیکن‌های پخش قرینه نمی‌شوند.',
    } satisfies Guide,
    docs: {
      description: {
        component:
          'نوار کنترل‌های پخش‌کننده، فقط نمایشی: وضعیت را از props می‌گیرد و هر فرمان را با callback برمی‌گرداند. برای ساختن پخش‌کننده‌ای دیگر با همان کنترل‌ها از آن استفاده کنید، نه برای پخش مستقیم.',
      },
    },
  },
  component: PlayerControls,
  args: {
    media: {
      paused: false,
      currentTime: 83,
      duration: 1320,
      bufferedEnd: 240,
      volume: 0.8,
      muted: false,
      playbackRate: 1,
      pictureInPicture: false,
    },
    direction: 'rtl',
    fullscreen: false,
    levels: [
      { index: 0, height: 240, bitrate: 178_850 },
      { index: 1, height: 480, bitrate: 461_730 },
    ],
    chosenLevel: -1,
    audioTracks: [
      { id: 0, language: 'fa', name: 'فارسی (دوبله)' },
      { id: 1, language: 'en', name: 'انگلیسی (اصلی)' },
    ],
    audioTrack: 0,
    subtitleTracks: [
      { id: 0, language: 'fa', name: 'فارسی' },
      { id: 1, language: 'en', name: 'انگلیسی' },
    ],
    subtitleTrack: 0,
    captionStyle: defaultCaptionStyle,
    subtitleDelay: 0,
    onSubtitleDelay: fn(),
    onCaptionPanel: fn(),
    dataUsage: 'auto',
    bytesUsed: 1_234_567,
    onDataUsage: fn(),
    canPictureInPicture: true,
    menuOpen: false,
    onTogglePlay: fn(),
    onSeek: fn(),
    onToggleMute: fn(),
    onVolume: fn(),
    onToggleFullscreen: fn(),
    onTogglePictureInPicture: fn(),
    onChooseLevel: fn(),
    onChooseAudio: fn(),
    onChooseSubtitles: fn(),
    onCaptionStyle: fn(),
    onRate: fn(),
    onMenu: fn(),
    onHelp: fn(),
  },
  decorators: [
    (Story) => (
      <div
        style={{ position: 'relative', maxInlineSize: 960, aspectRatio: '16 / 9', background: '#000', color: '#fff' }}
      >
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof PlayerControls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByTestId('video-time')).toHaveTextContent('۰۱:۲۳');
    await userEvent.click(canvas.getByRole('button', { name: 'توقف' }));
    await expect(args.onTogglePlay).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'خاموش کردن زیرنویس' }));
    await expect(args.onChooseSubtitles).toHaveBeenCalledWith(-1);
    await userEvent.click(canvas.getByRole('button', { name: 'تنظیمات پخش' }));
    await expect(args.onMenu).toHaveBeenCalledWith(true);
  },
};

export const MenuOpen: Story = {
  args: { menuOpen: true },
  play: async ({ args, canvas, userEvent }) => {
    const audio = canvas.getByRole('combobox', { name: 'صدا' });
    await expect([...audio.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'فارسی (دوبله)',
      'انگلیسی (اصلی)',
    ]);
    await userEvent.selectOptions(audio, '1');
    await expect(args.onChooseAudio).toHaveBeenCalledWith(1);
    const subtitles = canvas.getByRole('combobox', { name: 'زیرنویس' });
    await expect([...subtitles.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'خاموش',
      'فارسی',
      'انگلیسی',
    ]);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'اندازهٔ زیرنویس' }), '150');
    await expect(args.onCaptionStyle).toHaveBeenCalledWith({ ...defaultCaptionStyle, size: 150 });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'تأخیر زیرنویس' }), '-1.5');
    await expect(args.onSubtitleDelay).toHaveBeenCalledWith(-1.5);
    await expect(canvas.getByRole('option', { name: '۱٫۵ ثانیه زودتر' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /^ظاهر زیرنویس/ }));
    await expect(args.onCaptionPanel).toHaveBeenCalled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'سرعت پخش' }), '0.5');
    await expect(args.onRate).toHaveBeenCalledWith(0.5);
    await expect(canvas.getByRole('option', { name: '۲×' })).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'مصرف داده' }), 'low');
    await expect(args.onDataUsage).toHaveBeenCalledWith('low');
    await expect(canvas.getByTestId('data-meter')).toHaveTextContent('۱٫۲ مگابایت در این تماشا');
  },
};

/** A title with one audio track and no subtitles: no empty menus, no subtitle button. */
export const NoTracks: Story = {
  args: { menuOpen: true, audioTracks: [], subtitleTracks: [], subtitleTrack: -1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: 'صدا' })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'زیرنویس' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /زیرنویس/ })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'سرعت پخش' })).toBeInTheDocument();
  },
};

export const SeekWithClick: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const slider = canvas.getByRole('slider', { name: 'جابه‌جایی در زمان ویدیو' });
    const box = slider.getBoundingClientRect();
    // Right to left: the right end is the start, the middle is half the video.
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: slider,
      coords: { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 },
    });
    await expect(args.onSeek).toHaveBeenCalledWith(expect.closeTo(660, -1));
  },
};

export const LeftToRight: Story = { args: { direction: 'ltr' } };

/** Do: کنترل‌ها را همیشه با VideoPlayer به کار ببرید؛ این بخش برای آزمون و طراحی جداست. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  parameters: {
    docs: { description: { story: 'کنترل‌ها را همیشه با VideoPlayer به کار ببرید؛ این بخش برای آزمون و طراحی جداست.' } },
  },
};

/** Don’t: جهت را `ltr` ندهید مگر برای پخش‌کنندهٔ چپ‌به‌راست. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { direction: 'ltr' },
  parameters: { docs: { description: { story: 'جهت را `ltr` ندهید مگر برای پخش‌کنندهٔ چپ‌به‌راست.' } } },
};
