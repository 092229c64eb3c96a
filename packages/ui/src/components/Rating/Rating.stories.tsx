import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { Rating } from './Rating';

const meta = {
  title: 'Display/Rating',
  parameters: {
    guide: {
      status: 'stable',
      accessibility: 'برای صفحه‌خوان «۷٫۸ از ۱۰» خوانده می‌شود؛ ستاره تزئینی است.',
      rtl: 'امتیاز با ممیز فارسی (٫) و رقم فارسی؛ ستاره پیش از عدد در سمت راست.',
    } satisfies Guide,
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

/** Do: امتیاز خام بدهید. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  args: { value: 7.8 },
  parameters: { docs: { description: { story: 'امتیاز خام بدهید.' } } },
};

/** Don’t: مقیاس را عوض نکنید؛ همهٔ امتیازها از ۱۰‌اند. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { value: 4, max: 5 },
  parameters: { docs: { description: { story: 'مقیاس را عوض نکنید؛ همهٔ امتیازها از ۱۰‌اند.' } } },
};
