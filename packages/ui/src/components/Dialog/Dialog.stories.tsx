import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { ConfirmModal } from './ConfirmModal';
import { Dialog, dialogSizes } from './Dialog';
import { ErrorDialog } from './ErrorDialog';

const meta = {
  title: 'Overlays/Dialog',
  parameters: {
    guide: {
      status: 'stable',
      accessibility:
        '`<dialog>` بومی به‌صورت مودال: پشت آن بی‌اثر است، فوکوس درون آن می‌ماند، Escape می‌بندد و عنوان نام آن است. برای پیام‌هایی که پاسخ می‌خواهند `role="alertdialog"`.',
      rtl: 'دکمهٔ بستن در گوشهٔ inline-end بالا (چپ) است و دکمه‌های پایین از راست چیده می‌شوند: کنش اصلی اول.',
    } satisfies Guide,
    docs: {
      description: {
        component:
          'پنجرهٔ روی صفحه برای کاری که باید همین حالا انجام یا رد شود؛ صفحهٔ پشت غیرفعال می‌شود و Escape آن را می‌بندد. برای پیام گذرا Toaster کافی است.',
      },
    },
  },
  component: Dialog,
  args: { open: false, title: 'فهرست پخش تازه', onClose: fn(), size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function Opener(props: Omit<Parameters<typeof Dialog>[0], 'open' | 'onClose'> & { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>باز کردن</Button>
      <Dialog
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

export const Default: Story = {
  render: (args) => (
    <Opener {...args} footer={<Button onClick={args.onClose}>ساختن</Button>}>
      <TextField label="نام فهرست" name="title" />
    </Opener>
  ),
  play: async ({ args, canvas, userEvent, step }) => {
    const opener = canvas.getByRole('button', { name: 'باز کردن' });
    await step('opens modal with focus inside', async () => {
      await userEvent.click(opener);
      const dialog = await canvas.findByRole('dialog', { name: 'فهرست پخش تازه' });
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    });
    await step('the page behind is inert: focus cannot leave the dialog', async () => {
      opener.focus();
      await expect(opener).not.toHaveFocus();
      await expect(canvas.getByRole('dialog').contains(document.activeElement)).toBe(true);
    });
    await step('Escape closes and returns focus to the opener', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(opener).toHaveFocus());
    });
    await step('the close icon closes', async () => {
      await userEvent.click(opener);
      await userEvent.click(await canvas.findByRole('button', { name: 'بستن' }));
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      await expect(args.onClose).toHaveBeenCalledTimes(2);
    });
  },
};

export const LongPersianText: Story = {
  args: {
    open: true,
    title: 'شرایط استفاده از خدمات پرده و حریم خصوصی کاربران در هنگام تماشای فیلم و سریال',
    children: (
      <p style={{ margin: 0 }}>
        {'با ادامهٔ استفاده از پرده، می‌پذیرید که محتوای این سامانه تنها برای تماشای شخصی است و هرگونه بازنشر آن پیگرد قانونی دارد. '.repeat(
          6,
        )}
      </p>
    ),
  },
};

export const WithError: StoryObj<typeof ErrorDialog> = {
  render: function Render() {
    const [open, setOpen] = useState(true);
    return (
      <ErrorDialog open={open} onClose={() => setOpen(false)} message="کد وارد شده اشتباه است یا منقضی شده است." />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole('alertdialog', { name: 'خطا' });
    await expect(dialog).toHaveTextContent('کد وارد شده اشتباه است');
    const close = canvas.getByRole('button', { name: 'بستن' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.click(close);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
  },
};

const confirmed = fn();
const cancelled = fn();

export const Confirm: StoryObj<typeof ConfirmModal> = {
  render: () => (
    <ConfirmModal
      open
      danger
      title="حذف پروفایل"
      message="آیا از حذف پروفایل «سارا» مطمئن هستید؟"
      confirmLabel="حذف"
      onConfirm={confirmed}
      onCancel={cancelled}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('alertdialog', { name: 'حذف پروفایل' });
    await userEvent.click(canvas.getByRole('button', { name: 'حذف' }));
    await expect(confirmed).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(cancelled).toHaveBeenCalledOnce();
  },
};

export const ConfirmLoading: StoryObj<typeof ConfirmModal> = {
  render: () => (
    <ConfirmModal
      open
      loading
      title="خروج از حساب"
      message="آیا می‌خواهید از حساب کاربری خود خارج شوید؟"
      confirmLabel="خروج"
      onConfirm={fn()}
      onCancel={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'خروج' })).toBeDisabled();
  },
};

/** Do: عنوان کوتاه و دکمه‌های پایین با فعل. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  render: (args) => (
    <Opener {...args} title="حذف فهرست" role="alertdialog" footer={<Button onClick={args.onClose}>حذف</Button>}>
      این فهرست پاک می‌شود.
    </Opener>
  ),
  parameters: { docs: { description: { story: 'عنوان کوتاه و دکمه‌های پایین با فعل.' } } },
};

/** Don’t: دیالوگ را برای پیام‌های گذرا به کار نبرید؛ آن‌ها toast هستند. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  render: (args) => (
    <Opener {...args} title="ذخیره شد">
      تغییرات ذخیره شد.
    </Opener>
  ),
  parameters: { docs: { description: { story: 'دیالوگ را برای پیام‌های گذرا به کار نبرید؛ آن‌ها toast هستند.' } } },
};
