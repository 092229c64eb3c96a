import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { JalaliDate } from './JalaliDate';

const meta = {
  title: 'Display/JalaliDate',
  parameters: {
    guide: {
      status: 'stable',
      accessibility: 'در `<time datetime>` نوشته می‌شود تا ماشین تاریخ میلادی را هم بخواند.',
      rtl: 'تاریخ شمسی با نام ماه فارسی و رقم فارسی؛ هرگز میلادی یا رقم لاتین در متن.',
    } satisfies Guide,
    docs: {
      description: {
        component: 'تاریخ شمسی با رقم‌های فارسی در عنصر time که تاریخ را برای ماشین هم می‌خواند (سال ساخت، تاریخ نظر).',
      },
    },
  },
  component: JalaliDate,
  args: { date: '2026-03-21T12:00:00Z' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof JalaliDate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const time = canvas.getByText('۱ فروردین ۱۴۰۵');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('dateTime', '2026-03-21T12:00:00.000Z');
  },
};

export const YearOnly: Story = {
  args: { options: { year: 'numeric' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('۱۴۰۵')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { date: 'not a date' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};

/** Do: تاریخ خام (Date یا ISO) بدهید. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  parameters: { docs: { description: { story: 'تاریخ خام (Date یا ISO) بدهید.' } } },
};

/** Don’t: گزینه‌ها را برای نشان دادن ساعت در فهرست‌ها به کار نبرید؛ تاریخ کافی است. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  parameters: {
    docs: { description: { story: 'گزینه‌ها را برای نشان دادن ساعت در فهرست‌ها به کار نبرید؛ تاریخ کافی است.' } },
  },
};
