import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { FilePicker } from './FilePicker';

const meta = {
  title: 'Forms/FilePicker',
  parameters: {
    guide: {
      status: 'stable',
      accessibility:
        'ورودی فایل بومی زیر دکمهٔ سفارشی است؛ برچسب و راهنما به آن وصل‌اند و نام فایل انتخاب‌شده اعلام می‌شود.',
      rtl: 'دکمه در inline-start و نام فایل کنار آن؛ نام‌های لاتین فایل جدا (isolate) نوشته می‌شوند تا ترتیب متن به هم نریزد.',
    } satisfies Guide,
    docs: {
      description: {
        component:
          'انتخاب فایل با دکمه‌ای هم‌رنگ سایت و نام فایل انتخاب‌شده، به جای «Choose File / No file chosen» مرورگر؛ برای نمونه تصویر فهرست پخش. ورودی فایل مرورگر زیر آن می‌ماند و صفحه‌کلید و صفحه‌خوان با آن کار می‌کنند.',
      },
    },
  },
  component: FilePicker,
  args: {
    label: 'تصویر فهرست (اختیاری)',
    buttonLabel: 'انتخاب تصویر',
    emptyText: 'تصویری انتخاب نشده است',
    accept: 'image/png',
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText('انتخاب تصویر')).toBeVisible();
    await expect(canvas.getByText('تصویری انتخاب نشده است')).toBeVisible();
    // No English from the browser's own control is on screen.
    await expect(canvasElement.textContent).not.toMatch(/Choose|No file/);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAccessibleName('تصویر فهرست (اختیاری)');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'پوستر.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await expect(args.onChange).toHaveBeenCalledWith(file);
    await expect(canvas.getByText('پوستر.png')).toBeVisible();
  },
};

export const WithHint: Story = { args: { hint: 'JPEG، PNG یا WebP تا ۲ مگابایت' } };

/** Do: نوع و اندازهٔ مجاز را در `hint` بگویید. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  args: { hint: 'JPG یا PNG، حداکثر ۲ مگابایت' },
  parameters: { docs: { description: { story: 'نوع و اندازهٔ مجاز را در `hint` بگویید.' } } },
};

/** Don’t: برچسب را کلی ننویسید. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { label: 'فایل' },
  parameters: { docs: { description: { story: 'برچسب را کلی ننویسید.' } } },
};
