import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  parameters: {
    guide: {
      status: 'stable',
      accessibility: 'چک‌باکس بومی زیر ظاهر سفارشی؛ کلیک روی برچسب آن را تغییر می‌دهد و حلقهٔ فوکوس دیده می‌شود.',
      rtl: 'جعبه در سمت راست برچسب (inline-start) است؛ علامت تیک قرینه نمی‌شود.',
    } satisfies Guide,
    docs: {
      description: {
        component:
          'کادر انتخاب هم‌رنگ سایت با برچسبش، برای نمونه در «افزودن به فهرست پخش». کل سطر لمس‌پذیر است و برای صفحه‌کلید و صفحه‌خوان همان کادر انتخاب مرورگر است؛ به جای input type="checkbox" از این استفاده کنید.',
      },
    },
  },
  component: Checkbox,
  args: { label: 'فیلم‌های آخر هفته' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: { label: string; disabled?: boolean }) {
  const [checked, setChecked] = useState(false);
  return <Checkbox {...props} checked={checked} onChange={(e) => setChecked(e.target.checked)} />;
}

export const Default: Story = {
  render: (args) => <Controlled label={String(args.label)} />,
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'فیلم‌های آخر هفته' });
    await expect(box).not.toBeChecked();
    // The label row toggles it, and so does the space key.
    await userEvent.click(canvas.getByText('فیلم‌های آخر هفته'));
    await expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    // The drawn box, not the browser's, is what shows: filled with the accent colour when checked.
    const drawn = canvas.getByRole('checkbox').nextElementSibling as HTMLElement;
    await expect(getComputedStyle(drawn).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};

/** Do: برچسب کوتاه و مثبت بنویسید. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  args: { label: 'مرا به خاطر بسپار' },
  parameters: { docs: { description: { story: 'برچسب کوتاه و مثبت بنویسید.' } } },
};

/** Don’t: برچسب منفی («نمی‌خواهم ...») معنای تیک را وارونه می‌کند. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { label: 'نمی‌خواهم خبرنامه دریافت نکنم' },
  parameters: { docs: { description: { story: 'برچسب منفی («نمی‌خواهم ...») معنای تیک را وارونه می‌کند.' } } },
};
