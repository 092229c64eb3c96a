import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { CaptchaField, type CaptchaFieldProps } from './CaptchaField';

const captcha = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44"><rect width="120" height="44" fill="#eee"/><path d="M0 30 Q30 5 60 25 T120 15" stroke="#999" fill="none"/><text x="18" y="31" font-family="monospace" font-size="24" fill="#333" transform="rotate(-4 60 22)">4 7 2 9</text></svg>',
)}`;

const meta = {
  title: 'Forms/CaptchaField',
  parameters: {
    guide: {
      status: 'stable',
      accessibility:
        'تصویر متن جایگزین دارد و دکمهٔ «تصویر تازه» نام دسترس‌پذیر دارد؛ فیلد با برچسب و خطا با `aria-describedby` وصل است.',
      rtl: 'فیلد کد چپ‌به‌راست است (حروف لاتین و رقم) ولی برچسب و خطا راست‌به‌چپ می‌مانند؛ دکمهٔ تازه‌سازی در سمت inline-end تصویر است.',
    } satisfies Guide,
    docs: {
      description: {
        component: 'تصویر کپچا با دکمهٔ تازه‌سازی و جای پاسخ، در فرم‌هایی که سرور کپچا می‌خواهد (تماس، ساخت فهرست پخش).',
      },
    },
  },
  component: CaptchaField,
  args: { imageUrl: captcha, value: '', onChange: fn(), onRefresh: fn() },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: CaptchaFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CaptchaField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('img', { name: 'تصویر کد امنیتی' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'کد امنیتی' }), '۴۷۲۹');
    await expect(args.onChange).toHaveBeenLastCalledWith('4729');
    await userEvent.click(canvas.getByRole('button', { name: 'تصویر تازه' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { imageUrl: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'تصویر تازه' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { value: '1234', error: 'کد امنیتی درست نیست.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Sent empty: the browser's message is the Persian sentence, not «Please fill out this field.». */
export const PersianValidation: Story = {
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <Controlled {...args} />
      <button type="submit">ارسال</button>
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'کد امنیتی' }) as HTMLInputElement;
    await userEvent.click(canvas.getByRole('button', { name: 'ارسال' }));
    await expect(input.validationMessage).toBe('لطفاً این بخش را پر کنید.');
    await userEvent.type(input, '4729');
    await expect(input.validity.valid).toBe(true);
  },
};

/** Do: خطای سرور را زیر همین فیلد نشان دهید و تصویر را تازه کنید. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  args: { error: 'کد امنیتی درست نیست.' },
  parameters: { docs: { description: { story: 'خطای سرور را زیر همین فیلد نشان دهید و تصویر را تازه کنید.' } } },
};

/** Don’t: برچسب پیش‌فرض را با «کد» خالی یا متن لاتین عوض نکنید. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { label: 'Code' },
  parameters: { docs: { description: { story: 'برچسب پیش‌فرض را با «کد» خالی یا متن لاتین عوض نکنید.' } } },
};
