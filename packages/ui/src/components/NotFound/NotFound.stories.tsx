import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'Pages/NotFound',
  component: NotFound,
  args: { homeHref: '/' },
  parameters: {
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
    await expect(canvas.getByText('صفحه ای که در جستجوی آن هستید، وجود ندارد')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '۴۰۴' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'بازگشت به خانه' })).toHaveAttribute('href', '/');
  },
};
