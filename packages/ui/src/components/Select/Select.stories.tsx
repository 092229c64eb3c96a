import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { Select } from './Select';

const ageRanges = [
  { value: 'all', label: 'همهٔ سنین' },
  { value: '7', label: '۷ سال به بالا' },
  { value: '12', label: '۱۲ سال به بالا' },
  { value: '15', label: '۱۵ سال به بالا' },
  { value: '18', label: '۱۸ سال به بالا' },
];

const meta = {
  title: 'Forms/Select',
  parameters: {
    guide: {
      status: 'stable',
      accessibility:
        '`<select>` بومی با برچسب و خطای وصل؛ فهرست بازشوی خود سیستم، پس صفحه‌خوان و صفحه‌کلید همان همیشگی‌اند.',
      rtl: 'پیکان در inline-end (چپ) و متن راست‌چین.',
    } satisfies Guide,
    docs: {
      description: {
        component: 'فهرست بازشوی بومی برای انتخاب یکی از چند گزینهٔ ثابت، مثل ردهٔ سنی عضو یا حریم فهرست پخش.',
      },
    },
  },
  component: Select,
  args: { label: 'ردهٔ سنی', options: ageRanges, placeholder: 'انتخاب کنید', defaultValue: '', onChange: fn() },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'ردهٔ سنی' });
    await userEvent.selectOptions(select, '12');
    await expect(select).toHaveValue('12');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { error: 'ردهٔ سنی را انتخاب کنید.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveAccessibleDescription('ردهٔ سنی را انتخاب کنید.');
  },
};

export const LongPersianText: Story = {
  args: {
    label: 'کیفیت پخش پیش‌فرض برای همهٔ فیلم‌ها و سریال‌ها در این دستگاه',
    options: [{ value: 'auto', label: 'خودکار بر اساس سرعت اینترنت و اندازهٔ صفحه‌نمایش' }],
    defaultValue: 'auto',
    placeholder: undefined,
  },
};

/** Do: یک گزینهٔ خالی «انتخاب کنید» بگذارید تا پیش‌فرض ناخواسته انتخاب نشود. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  parameters: {
    docs: { description: { story: 'یک گزینهٔ خالی «انتخاب کنید» بگذارید تا پیش‌فرض ناخواسته انتخاب نشود.' } },
  },
};

/** Don’t: برچسب را در placeholder نگذارید. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { label: '', placeholder: 'ردهٔ سنی' },
  parameters: { docs: { description: { story: 'برچسب را در placeholder نگذارید.' } } },
};
