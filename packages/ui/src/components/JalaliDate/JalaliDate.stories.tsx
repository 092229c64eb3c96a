import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { JalaliDate } from './JalaliDate';

const meta = {
  title: 'Display/JalaliDate',
  parameters: {
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
