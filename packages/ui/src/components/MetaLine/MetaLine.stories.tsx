import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { JalaliDate } from '../JalaliDate/JalaliDate';
import { MetaLine } from './MetaLine';

const meta = {
  title: 'Display/MetaLine',
  parameters: {
    guide: {
      status: 'stable',
      accessibility: 'فهرستی از واقعیت‌هاست؛ خط جداکننده تزئینی است و خوانده نمی‌شود.',
      rtl: 'ترتیب خواندن از راست؛ جداکننده خط کشیده است نه «·» که شبیه صفر فارسی است.',
    } satisfies Guide,
    docs: {
      description: {
        component:
          'چند دادهٔ کوتاه در یک سطر (سال، ژانر، مدت، تاریخ) با خطی نازک میان آن‌ها. جداکننده با CSS کشیده می‌شود، نه با «·» که کنار رقم فارسی صفر خوانده می‌شود؛ هر جا چند داده کنار هم می‌آیند از همین استفاده کنید.',
      },
    },
  },
  component: MetaLine,
  args: { items: ['قسمت ۲', '۵۲ دقیقه', <JalaliDate key="d" date="2024-06-28T12:00:00Z" />] },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof MetaLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('قسمت ۲')).toBeVisible();
    // No character separates the facts: the text has no «·» and no digit can merge with a neighbour.
    await expect(canvasElement.textContent).not.toContain('·');
    const second = canvas.getByText('۵۲ دقیقه');
    const rule = getComputedStyle(second, '::before');
    await expect(rule.content).toBe('""');
    await expect(rule.width).toBe('1px');
    // The first fact has no rule before it.
    await expect(getComputedStyle(canvas.getByText('قسمت ۲'), '::before').content).toBe('none');
  },
};

export const SkipsEmptyFacts: Story = {
  args: { items: ['۱۴۰۲', undefined, '', 'درام'] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('span > span')).toHaveLength(2);
  },
};

/** Do: واقعیت‌ها را جدا بدهید؛ خالی‌ها حذف می‌شوند. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  args: { items: ['۱۴۰۲', 'درام', undefined, '۱۲۰ دقیقه'] },
  parameters: { docs: { description: { story: 'واقعیت‌ها را جدا بدهید؛ خالی‌ها حذف می‌شوند.' } } },
};

/** Don’t: خودتان با «·» یا «|» جدا نکنید. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { items: ['۱۴۰۲ · درام · ۱۲۰ دقیقه'] },
  parameters: { docs: { description: { story: 'خودتان با «·» یا «|» جدا نکنید.' } } },
};
