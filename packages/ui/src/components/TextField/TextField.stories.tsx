import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { PhoneField } from './PhoneField';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  parameters: {
    guide: {
      status: 'stable',
      accessibility:
        'برچسب همیشه دیده می‌شود؛ راهنما و خطا با `aria-describedby` وصل‌اند و `aria-invalid` خطا را می‌گوید؛ خطای خود مرورگر فارسی می‌شود.',
      rtl: 'متن راست‌چین؛ PhoneField و ایمیل چپ‌به‌راست با برچسب راست‌چین.',
    } satisfies Guide,
    docs: {
      description: {
        component:
          'فیلد متنی با برچسب، راهنما و پیام خطا که به فیلد وصل‌اند. PhoneField همان با صفحه‌کلید عددی و جهت چپ‌به‌راست برای شماره است.',
      },
    },
  },
  component: TextField,
  args: { label: 'نام', name: 'firstName', placeholder: 'مثلاً سارا' },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'نام' });
    await userEvent.type(input, 'سارا');
    await expect(input).toHaveValue('سارا');
  },
};

export const WithHint: Story = { args: { hint: 'نامی که در پروفایل نمایش داده می‌شود.' } };

export const WithError: Story = {
  args: { error: 'وارد کردن نام الزامی است.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'نام' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('وارد کردن نام الزامی است.');
  },
};

export const LongPersianText: Story = {
  args: {
    label: 'توضیح کوتاهی دربارهٔ این فهرست پخش بنویسید تا دوستانتان بدانند چه چیزی در آن پیدا می‌کنند',
    defaultValue: 'فیلم‌های کلاسیک سینمای ایران که دست‌کم یک بار باید دید، از دههٔ چهل تا امروز',
  },
};

export const Phone: StoryObj<typeof PhoneField> = {
  render: function Render() {
    const [value, setValue] = useState('');
    return (
      <>
        <PhoneField value={value} onValueChange={setValue} />
        <output data-testid="value">{value}</output>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'شماره موبایل' });
    await userEvent.type(input, '۰۹١2-345');
    await expect(canvas.getByTestId('value')).toHaveTextContent('0912345');
    await expect(input).toHaveValue('۰۹۱۲۳۴۵');
    // Pasted (or filled by the browser) in international form: the whole number, not its first eleven characters.
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('+98 912 345 6789');
    await expect(canvas.getByTestId('value')).toHaveTextContent(/^09123456789$/);
    await expect(input).toHaveValue('۰۹۱۲۳۴۵۶۷۸۹');
  },
};

/** A required field sent empty: the reason appears under it in Persian, not in the browser's English bubble. */
export const PersianValidation: Story = {
  args: { required: true },
  decorators: [
    (Story) => (
      <form onSubmit={(event) => event.preventDefault()}>
        {Story()}
        <button type="submit">ثبت</button>
      </form>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'نام' });
    await userEvent.click(canvas.getByRole('button', { name: 'ثبت' }));
    await expect(input).toHaveAccessibleDescription('لطفاً این بخش را پر کنید.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();
    // Valid again: the message goes as soon as the value is right.
    await userEvent.type(input, 'سارا');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Do: راهنما زیر فیلد، نه درون placeholder. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  args: { hint: 'نامی که در پروفایل دیده می‌شود.' },
  parameters: { docs: { description: { story: 'راهنما زیر فیلد، نه درون placeholder.' } } },
};

/** Don’t: placeholder جای برچسب نیست. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { label: 'نام', placeholder: 'نام خود را وارد کنید' },
  parameters: { docs: { description: { story: 'placeholder جای برچسب نیست.' } } },
};
