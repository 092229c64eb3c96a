import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { NotFound } from './NotFound';

const meta = {
  title: 'Pages/NotFound',
  component: NotFound,
  args: { homeHref: '/' },
  parameters: {
    guide: {
      status: 'stable',
      accessibility: 'عنوان صفحه `h1` است و پیوند بازگشت به خانه اولین کنش است.',
      rtl: 'متن و دکمه وسط‌چین و فارسی؛ رقم «۴۰۴» فارسی.',
    } satisfies Guide,
    docs: {
      description: {
        component:
          'صفحهٔ «پیدا نشد» برای نشانی یا عنوانی که وجود ندارد یا به این عضو نشان داده نمی‌شود، با راه بازگشت به خانه.',
      },
    },
  },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'آدرس یافت نشد' })).toBeVisible();
    await expect(canvas.getByText('صفحه‌ای که در جستجوی آن هستید وجود ندارد')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '۴۰۴' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'بازگشت به خانه' })).toHaveAttribute('href', '/');
  },
};

/** A film that is not there (spec §8's NotExistsError): the heading names what is missing. */
export const MissingFilm: Story = {
  args: { title: 'اطلاعات این فیلم یافت نشد', text: 'شاید این فیلم برداشته شده یا نشانی آن درست نیست.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'اطلاعات این فیلم یافت نشد' })).toBeVisible();
    await expect(canvas.getByText('شاید این فیلم برداشته شده یا نشانی آن درست نیست.')).toBeVisible();
  },
};

/** Do: پیوند خانه را از مسیرهای برنامه بدهید. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  parameters: { docs: { description: { story: 'پیوند خانه را از مسیرهای برنامه بدهید.' } } },
};

/** Don’t: پیوند خانه را خالی («#») نگذارید؛ دکمه باید جایی برود. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { homeHref: '#' },
  parameters: { docs: { description: { story: 'پیوند خانه را خالی («#») نگذارید؛ دکمه باید جایی برود.' } } },
};
