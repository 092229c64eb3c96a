import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { picture } from '../../test-support/fixtures';
import { type AvatarOption, AvatarPicker, type AvatarPickerProps } from './AvatarPicker';

const avatars: AvatarOption[] = ['گربه', 'روباه', 'جغد', 'خرس', 'پنگوئن', 'شیر'].map((label, i) => ({
  id: `a${i + 1}`,
  label,
  url: picture(i * 60, 72, 72),
}));

const meta = {
  title: 'Forms/AvatarPicker',
  parameters: {
    guide: {
      status: 'stable',
      accessibility:
        'گروهی از دکمه‌های رادیویی با `legend`: پیکان‌ها بین تصویرها جابه‌جا می‌شوند و هر تصویر نام دسترس‌پذیر دارد. خطا با `aria-describedby` به گروه وصل است.',
      rtl: 'ترتیب تصویرها از راست به چپ است و پیکان راست به تصویر قبلی می‌رود، مثل هر گروه رادیویی در صفحهٔ راست‌به‌چپ.',
    } satisfies Guide,
    docs: {
      description: {
        component:
          'انتخاب تصویر عضو از مجموعهٔ تصویرهای آماده، در افزودن و ویرایش عضو. گروه رادیویی است و با جهت‌نماها کار می‌کند.',
      },
    },
  },
  component: AvatarPicker,
  args: { avatars, value: 'a1', onChange: fn() },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof AvatarPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: AvatarPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <AvatarPicker
      {...props}
      value={value}
      onChange={(id) => {
        setValue(id);
        props.onChange(id);
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'چهرهٔ عضو' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'گربه' })).toBeChecked();
    await userEvent.click(canvas.getByText('جغد'));
    await expect(canvas.getByRole('radio', { name: 'جغد' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('a3');
  },
};

export const Empty: Story = { args: { value: null, error: 'یک تصویر انتخاب کنید.' } };

/** Do: یک تصویر را از پیش انتخاب کنید تا فرم بدون انتخاب ارسال نشود. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  args: { value: 'a2' },
  parameters: { docs: { description: { story: 'یک تصویر را از پیش انتخاب کنید تا فرم بدون انتخاب ارسال نشود.' } } },
};

/** Don’t: برچسب گروه را حذف نکنید یا با متن انگلیسی عوض نکنید؛ صفحه‌خوان بدون آن نمی‌گوید این گروه برای چیست. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { legend: 'Avatar' },
  parameters: {
    docs: {
      description: {
        story: 'برچسب گروه را حذف نکنید یا با متن انگلیسی عوض نکنید؛ صفحه‌خوان بدون آن نمی‌گوید این گروه برای چیست.',
      },
    },
  },
};
