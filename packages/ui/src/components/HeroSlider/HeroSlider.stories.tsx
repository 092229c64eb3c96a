import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { posters } from '../../test-support/fixtures';
import { type HeroSlide, HeroSlider } from './HeroSlider';

const slides: HeroSlide[] = posters.slice(0, 4).map((poster) => ({
  id: poster.id,
  title: poster.title,
  synopsis: 'داستانی دربارهٔ خانواده، دروغ‌های کوچک و تصمیم‌هایی که راه بازگشت ندارند.',
  backdropUrl: poster.backdropUrl,
  age: poster.age,
  watchHref: `/movies-detail/${poster.id}?play=1`,
  infoHref: `/movies-detail/${poster.id}`,
  color: poster.color,
}));

const meta = {
  title: 'Layout/HeroSlider',
  parameters: {
    guide: {
      status: 'stable',
      accessibility:
        'اسلایدر یک `region` نام‌دار با دکمه‌های قبلی/بعدی است؛ خودکار نمی‌چرخد، پس چیزی زیر دست صفحه‌خوان عوض نمی‌شود.',
      rtl: 'اسلاید اول در راست است و «بعدی» اسلاید چپ را می‌آورد؛ متن روی تصویر راست‌چین با پس‌زمینهٔ تیره برای کنتراست.',
    } satisfies Guide,
    docs: {
      description: {
        component:
          'اسلایدر بزرگ بالای صفحهٔ خانه با تصویر پس‌زمینه، عنوان، خلاصه و دکمه‌های «تماشا» و «اطلاعات بیشتر». فقط یک بار، بالای صفحه.',
      },
    },
  },
  component: HeroSlider,
  args: { slides },
  decorators: [(Story) => <div style={{ paddingTop: 64 }}>{Story()}</div>],
} satisfies Meta<typeof HeroSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const images = canvasElement.querySelectorAll('img');
    await expect(images[0]).toHaveAttribute('loading', 'eager');
    await expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    await expect(images[1]).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByRole('link', { name: 'تماشا' })).toHaveAttribute('href', '/movies-detail/1?play=1');
    // The visible «اطلاعات بیشتر» names its title in words only screen readers and search engines read.
    const info = canvas.getByRole('link', { name: `اطلاعات بیشتر دربارهٔ «${slides[0]?.title}»` });
    await expect(info).toHaveAttribute('href', '/movies-detail/1');
    await expect(info).toHaveTextContent(/^اطلاعات بیشتر/);
    // Side by side, or (on a phone) stacked with one width.
    const watch = canvas.getByRole('link', { name: 'تماشا' }).getBoundingClientRect();
    const more = info.getBoundingClientRect();
    if (Math.abs(watch.top - more.top) > 1) await expect(Math.abs(watch.width - more.width)).toBeLessThan(1);
    const section = canvasElement.querySelector('section')!;
    const height = section.getBoundingClientRect().height;
    await expect(height).toBeGreaterThanOrEqual(360);
    // keen-slider starts a frame after the first paint (useLazySlider).
    await waitFor(() => expect(section.querySelector('[data-slider]')).toHaveAttribute('data-slider', 'ready'));
    await userEvent.click(canvas.getByRole('button', { name: /اسلاید ۲/ }));
    await waitFor(() => expect(section.dataset.index).toBe('1'));
    await expect(canvas.getByRole('button', { name: /اسلاید ۲/ })).toHaveAttribute('aria-current', 'true');
  },
};

export const LongPersianText: Story = {
  args: {
    slides: [
      {
        ...slides[0]!,
        title: 'روزی روزگاری در سرزمین کوه‌های بلند و دره‌های سبز',
        synopsis:
          'داستان خانواده‌ای که در سه نسل، از روستایی کوچک در دامنهٔ البرز تا خیابان‌های شلوغ تهران، با جنگ، مهاجرت و عشق روبه‌رو می‌شوند و هر بار راهی تازه برای ماندن پیدا می‌کنند؛ روایتی از امید، از دست دادن و دوباره ساختن.',
      },
    ],
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toHaveTextContent('در حال بارگذاری');
  },
};

/** Do: تا رسیدن داده `loading` بدهید تا جای آن نپرد. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  args: { loading: true },
  parameters: { docs: { description: { story: 'تا رسیدن داده `loading` بدهید تا جای آن نپرد.' } } },
};

/** Don’t: بیش از چند اسلاید نگذارید؛ کسی به پنجمی نمی‌رسد. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  parameters: { docs: { description: { story: 'بیش از چند اسلاید نگذارید؛ کسی به پنجمی نمی‌رسد.' } } },
};
