import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Rating } from './Rating';

const meta = {
  title: 'Display/Rating',
  parameters: {
    docs: {
      description: { component: 'امتیاز یک عنوان از ده با ستارهٔ زعفرانی و رقم فارسی، روی کارت‌ها و صفحهٔ جزئیات.' },
    },
  },
  component: Rating,
  args: { value: 8.2 },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('۸٫۲')).toBeVisible();
    await expect(canvas.getByText('امتیاز ۸٫۲ از ۱۰')).toBeInTheDocument();
  },
};

export const Whole: Story = { args: { value: 7 } };
