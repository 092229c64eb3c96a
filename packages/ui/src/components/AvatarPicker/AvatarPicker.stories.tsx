import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
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
    await expect(canvas.getByRole('group', { name: 'تصویر پروفایل' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'گربه' })).toBeChecked();
    await userEvent.click(canvas.getByText('جغد'));
    await expect(canvas.getByRole('radio', { name: 'جغد' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('a3');
  },
};

export const Empty: Story = { args: { value: null, error: 'یک تصویر انتخاب کنید.' } };
