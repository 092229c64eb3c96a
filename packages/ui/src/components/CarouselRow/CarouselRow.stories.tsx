import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { picture, posters } from '../../test-support/fixtures';
import { EpisodeCard } from '../Cards/EpisodeCard';
import { PosterCard } from '../Cards/PosterCard';
import { StarCard } from '../Cards/StarCard';
import { CarouselRow, carouselItemKinds } from './CarouselRow';

const meta = {
  title: 'Layout/CarouselRow',
  parameters: {
    guide: {
      status: 'stable',
      accessibility:
        'ردیف یک `region` با نام عنوانش است (در حال بارگذاری `aria-busy` و بی‌نام، تا ردیف‌های هم‌نام ناحیهٔ تکراری نسازند؛ اعلام با ناحیهٔ وضعیت صفحه است)؛ دکمه‌های قبلی/بعدی نام دارند و با صفحه‌کلید کار می‌کنند؛ حالت خطا دکمهٔ «تلاش دوباره» دارد.',
      rtl: 'ردیف از راست شروع می‌شود و «بعدی» (پیکان چپ) کارت‌های بعدی را از سمت چپ می‌آورد؛ «مشاهده همه» در سمت inline-end عنوان است.',
    } satisfies Guide,
    docs: {
      description: {
        component:
          'ردیف افقی کارت‌ها با عنوان و پیوند «مشاهده همه»، در صفحهٔ خانه و صفحه‌های جزئیات. با کشیدن، دکمه‌ها و صفحه‌کلید جابه‌جا می‌شود و از راست شروع می‌کند.',
      },
    },
  },
  component: CarouselRow,
  args: { title: 'فیلم‌های پرطرفدار', viewAllHref: '/movies', kind: 'poster', onRetry: fn() },
  argTypes: { kind: { control: 'inline-radio', options: carouselItemKinds } },
  render: (args) => (
    <CarouselRow {...args}>
      {posters.map((poster) => (
        <PosterCard
          key={poster.id}
          href={`/movies-detail/${poster.id}`}
          title={poster.title}
          posterUrl={poster.posterUrl}
          color={poster.color}
          age={poster.age}
        />
      ))}
    </CarouselRow>
  ),
} satisfies Meta<typeof CarouselRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const section = canvasElement.querySelector('section')!;
    await step('the cards stay put when keen-slider takes over a frame after the first paint', async () => {
      const track = canvasElement.querySelector('[data-slider]')!;
      const place = () =>
        canvas.getAllByRole('link', { name: /جدایی|درباره/ }).map((card) => {
          const box = card.getBoundingClientRect();
          return `${Math.round(box.left)},${Math.round(box.top)}`;
        });
      const before = track.getAttribute('data-slider') === 'pending' ? place() : null;
      await waitFor(() => expect(track).toHaveAttribute('data-slider', 'ready'));
      // keen-slider places the slides in the animation frame after it is created: compare once it has.
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
      if (before) await expect(place()).toEqual(before);
    });
    await step('title and «مشاهده همه» share one line', async () => {
      const heading = canvas.getByRole('heading', { name: 'فیلم‌های پرطرفدار' });
      const viewAll = canvas.getByRole('link', { name: 'مشاهده همه فیلم‌های پرطرفدار' });
      await expect(viewAll).toHaveAttribute('href', '/movies');
      const a = heading.getBoundingClientRect();
      const b = viewAll.getBoundingClientRect();
      await expect(Math.abs(a.top + a.height / 2 - (b.top + b.height / 2))).toBeLessThan(8);
      // Right-to-left: the title sits at the right, the link at the left.
      await expect(a.left).toBeGreaterThan(b.left);
    });
    await step(
      'the title and the first card share the row’s right edge (the page’s gutter, no second one), no overflow',
      async () => {
        const cards = canvas.getAllByRole('link', { name: /جدایی|درباره/ });
        const first = cards[0]!.getBoundingClientRect();
        await expect(first.left).toBeGreaterThan(cards[1]!.getBoundingClientRect().left);
        const row = section.getBoundingClientRect();
        const heading = canvas.getByRole('heading', { name: 'فیلم‌های پرطرفدار' }).getBoundingClientRect();
        await expect(Math.abs(first.right - row.right)).toBeLessThan(1);
        await expect(Math.abs(heading.right - row.right)).toBeLessThan(1);
        await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
      },
    );
    await step('arrow keys move the row; ArrowLeft goes forward in RTL', async () => {
      canvas.getAllByRole('link')[1]!.focus();
      await userEvent.keyboard('{ArrowLeft}');
      // The slide animates; a loaded machine may take longer than waitFor's default second.
      await waitFor(() => expect(Number(section.dataset.index)).toBeGreaterThan(0), { timeout: 5000 });
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(section.dataset.index).toBe('0'), { timeout: 5000 });
    });
    await step('the images are lazy', async () => {
      for (const img of canvasElement.querySelectorAll('img')) await expect(img).toHaveAttribute('loading', 'lazy');
    });
  },
};

export const Episodes: Story = {
  args: { title: 'قسمت‌های فصل اول', kind: 'wide', viewAllHref: undefined },
  render: (args) => (
    <CarouselRow {...args}>
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <EpisodeCard
          key={n}
          href={`/episodes/${n}`}
          title="آغاز راه"
          episode={n}
          durationMinutes={45 + n}
          progress={n === 1 ? 1 : n === 2 ? 0.4 : undefined}
          imageUrl={picture(n * 50, 320, 180)}
        />
      ))}
    </CarouselRow>
  ),
};

export const Cast: Story = {
  args: { title: 'بازیگران', kind: 'circle', viewAllHref: undefined },
  render: (args) => (
    <CarouselRow {...args}>
      {['ترانه علیدوستی', 'شهاب حسینی', 'پیمان معادی', 'لیلا حاتمی', 'نوید محمدزاده', 'هدیه تهرانی', 'رضا کیانیان'].map(
        (name, i) => (
          <StarCard key={name} href={`/cast-detail/${i}`} name={name} portraitUrl={picture(i * 45, 120, 120)} />
        ),
      )}
    </CarouselRow>
  ),
};

export const LongPersianTitle: Story = {
  args: { title: 'بهترین سریال‌های خارجی دوبله‌شده که در یک سال گذشته بیشترین بیننده را داشته‌اند' },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    // Busy and unnamed while loading (no landmark, no live region of its own: the page has one).
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('section')).toHaveTextContent('در حال بارگذاری فیلم‌های پرطرفدار');
  },
};

export const Empty: Story = {
  render: (args) => <CarouselRow {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('موردی برای نمایش نیست.')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'تلاش دوباره' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Do: برای هر ردیف حالت بارگیری و خطا را با `status` بدهید. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  args: { status: 'loading' },
  parameters: { docs: { description: { story: 'برای هر ردیف حالت بارگیری و خطا را با `status` بدهید.' } } },
};

/** Don’t: عنوان ردیف را خالی نگذارید؛ ناحیه بی‌نام می‌شود. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { title: '' },
  parameters: { docs: { description: { story: 'عنوان ردیف را خالی نگذارید؛ ناحیه بی‌نام می‌شود.' } } },
};
