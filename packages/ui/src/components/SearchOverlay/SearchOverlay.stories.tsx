import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { picture } from '../../test-support/fixtures';
import { SEARCH_PLACEHOLDER, SearchOverlay, type SearchOverlayProps, type SearchResultItem } from './SearchOverlay';

const results: SearchResultItem[] = [
  {
    key: 'Movie-12',
    href: '/movies-detail/12-جدایی-نادر-از-سیمین',
    watchLabel: 'تماشای فیلم',
    title: 'جدایی نادر از سیمین',
    description: 'زوجی در آستانهٔ جدایی، و پرستاری که زندگی هر دو را دگرگون می‌کند.',
    pictureUrl: picture(20, 112, 168),
  },
  {
    key: 'Series-7',
    href: '/shows-details/7-شهرزاد',
    watchLabel: 'تماشای سریال',
    title: 'شهرزاد',
    description: 'عشق و سیاست در تهران دههٔ سی.',
    pictureUrl: picture(200, 112, 168),
  },
  {
    key: 'Star-3',
    href: '/cast-detail/3-ترانه-علیدوستی',
    portrait: true,
    title: 'ترانه علیدوستی',
    description: 'بازیگر',
    pictureUrl: picture(320, 112, 112),
  },
];

const meta = {
  title: 'Overlays/SearchOverlay',
  parameters: {
    guide: {
      status: 'stable',
      accessibility:
        'یک دیالوگ مودال با فیلد جستجو (`role="searchbox"`)؛ نتایج فهرست پیوندند، وضعیت‌ها در `aria-live` اعلام می‌شوند و Escape می‌بندد.',
      rtl: 'فیلد راست‌چین با ذره‌بین در inline-start؛ عنوان‌های لاتین در نتایج با `dir="auto"`.',
    } satisfies Guide,
    docs: {
      description: {
        component:
          'جست‌وجوی تمام‌صفحه که از سربرگ باز می‌شود: نتیجه‌های فیلم، سریال و هنرمند هنگام نوشتن نشان داده می‌شوند.',
      },
    },
  },
  component: SearchOverlay,
  args: {
    open: true,
    query: 'جدایی',
    status: 'success',
    minLength: 2,
    results,
    onQueryChange: fn(),
    onClose: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SearchOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const input = canvas.getByRole('searchbox', { name: SEARCH_PLACEHOLDER });
    await step('the input has the spec placeholder and focus', async () => {
      await expect(input).toHaveAttribute('placeholder', 'جستجوی فیلم، سریال، بازیگر، کارگردان و ...');
      // Focus moves in an effect, which a production build of React runs after the first paint.
      await waitFor(() => expect(input).toHaveFocus());
    });
    await step('each result links to the address it is given and shows its watch label', async () => {
      const links = canvas.getAllByRole('link');
      await expect(links.map((link) => link.getAttribute('href'))).toEqual([
        '/movies-detail/12-جدایی-نادر-از-سیمین',
        '/shows-details/7-شهرزاد',
        '/cast-detail/3-ترانه-علیدوستی',
      ]);
      await expect(within(links[0]!).getByText('تماشای فیلم')).toBeVisible();
      await expect(within(links[1]!).getByText('تماشای سریال')).toBeVisible();
      await expect(within(links[2]!).queryByText(/تماشای/)).toBeNull();
      await expect(within(links[0]!).getByText(/پرستاری/)).toBeVisible();
    });
    await step('typing reports the query', async () => {
      await userEvent.type(input, ' نادر');
      await expect(args.onQueryChange).toHaveBeenCalled();
    });
    await step('the close icon and Escape close it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'بستن جستجو' }));
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalledTimes(2);
    });
  },
};

export const Loading: Story = {
  args: { status: 'loading', results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'در حال جستجو' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { status: 'success', results: [], query: 'ناموجود' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('نتیجه‌ای یافت نشد')).toBeVisible();
  },
};

/** Nothing matched, and the server offered the closest titles. */
export const EmptyWithSuggestions: Story = {
  args: {
    status: 'success',
    results: [],
    query: 'جدایی سیمین و نادر از همسایه',
    suggestions: results.slice(0, 2),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('نتیجه‌ای یافت نشد')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'جدایی نادر از سیمین' });
    await expect(link).toHaveAttribute('href', '/movies-detail/12-جدایی-نادر-از-سیمین');
    await expect(link.closest('p')).toHaveTextContent('منظورتان جدایی نادر از سیمین یا شهرزاد بود؟');
  },
};

export const WithError: Story = {
  args: { status: 'error', results: [] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('جستجو انجام نشد');
    await userEvent.click(canvas.getByRole('button', { name: 'تلاش دوباره' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const TooShort: Story = {
  args: { status: 'idle', results: [], query: 'ج' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('برای جستجو دست‌کم ۲ حرف بنویسید.')).toBeVisible();
  },
};

/** Two characters that normalise to one (a letter and its vowel mark): the store says idle, and the hint shows. */
export const TooShortAfterNormalisation: Story = {
  args: { status: 'idle', results: [], query: 'بَ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('برای جستجو دست‌کم ۲ حرف بنویسید.')).toBeVisible();
  },
};

export const LongPersianText: Story = {
  args: {
    results: [
      {
        key: 'Series-99',
        href: '/shows-details/99',
        watchLabel: 'تماشای سریال',
        title: 'روزی روزگاری در سرزمین کوه‌های بلند و دره‌های سبز که هیچ‌کس نامش را به یاد نمی‌آورد',
        description:
          'داستان خانواده‌ای که در سه نسل، از روستایی کوچک در دامنهٔ البرز تا خیابان‌های شلوغ تهران، با جنگ، مهاجرت و عشق روبه‌رو می‌شوند و هر بار راهی تازه برای ماندن پیدا می‌کنند.',
        pictureUrl: picture(140, 112, 168),
      },
    ],
  },
};

function Routed(props: SearchOverlayProps) {
  const [open, setOpen] = useState(true);
  const [pathname, setPathname] = useState('/');
  return (
    <>
      <button type="button" onClick={() => setPathname('/movies')}>
        تغییر مسیر
      </button>
      <SearchOverlay {...props} open={open} pathname={pathname} onClose={() => setOpen(false)} />
    </>
  );
}

export const ClosesOnRouteChange: Story = {
  render: (args) => <Routed {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toBeVisible();
    canvas.getByRole('button', { name: 'تغییر مسیر' }).click();
    await waitFor(() => expect(canvas.queryByRole('searchbox')).toBeNull());
  },
};

/** Do: `pathname` را بدهید تا با رفتن به نتیجه بسته شود. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  parameters: { docs: { description: { story: '`pathname` را بدهید تا با رفتن به نتیجه بسته شود.' } } },
};

/** Don’t: پیام «کوتاه است» را خودتان نسازید؛ `status: idle` و `minLength` آن را می‌گویند. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { status: 'idle', query: 'ج' },
  parameters: {
    docs: { description: { story: 'پیام «کوتاه است» را خودتان نسازید؛ `status: idle` و `minLength` آن را می‌گویند.' } },
  },
};
