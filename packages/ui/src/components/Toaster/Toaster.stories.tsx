import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { TOAST_DURATION, Toaster, toast } from './Toaster';

function Demo() {
  return (
    <div style={{ padding: 24, display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => toast.success('به فهرست پخش اضافه شد')}>اعلان موفق</Button>
      <Button
        variant="secondary"
        onClick={() => toast.error('ارسال کد انجام نشد', { description: 'دوباره تلاش کنید.' })}
      >
        اعلان خطا
      </Button>
      <Button variant="ghost" onClick={() => toast('نظر شما پس از تأیید نمایش داده می‌شود')}>
        اعلان
      </Button>
      <Button variant="ghost" onClick={() => toast.success('بسته شد', { duration: 800 })}>
        اعلان کوتاه
      </Button>
      <Toaster />
    </div>
  );
}

const meta = {
  title: 'Feedback/Toaster',
  parameters: {
    guide: {
      status: 'stable',
      accessibility: 'پیام‌ها در `aria-live` اعلام می‌شوند؛ با hover و ترک پنجره مکث می‌کنند تا وقت خواندن باشد.',
      rtl: 'پیام‌ها پایین راست؛ نوار پیشرفت از راست کم می‌شود؛ کشیدن به راست می‌بندد.',
    } satisfies Guide,
    docs: {
      description: {
        component:
          'پیام‌های کوتاه و گذرا پایین صفحه (پنج ثانیه با نوار پیشرفت) برای نتیجهٔ یک کار: «به فهرست پخش افزوده شد» یا خطایی که کار را متوقف نمی‌کند. خطایی که کاربر باید بخواند در ErrorDialog می‌آید.',
      },
    },
  },
  component: Toaster,
  render: () => <Demo />,
  // Toasts outlive a story; start each story from an empty stack.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const progressOf = (text: string) => {
  const card = screen.getByText(text).closest('[role]') as HTMLElement;
  return card.querySelector('span[aria-hidden]:last-child') as HTMLElement;
};

export const Default: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('appears bottom-right with a running progress bar of 5000 ms', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'اعلان موفق' }));
      const message = await screen.findByText('به فهرست پخش اضافه شد');
      const rect = message.closest('[role]')!.getBoundingClientRect();
      await expect(rect.right).toBeGreaterThan(window.innerWidth - 80);
      await expect(rect.bottom).toBeGreaterThan(window.innerHeight - 200);
      await expect(progressOf('به فهرست پخش اضافه شد').style.animationDuration).toBe(`${TOAST_DURATION}ms`);
    });
    await step('the oldest toast stays on top', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'اعلان' }));
      const newer = await screen.findByText('نظر شما پس از تأیید نمایش داده می‌شود');
      await waitFor(() =>
        expect(screen.getByText('به فهرست پخش اضافه شد').getBoundingClientRect().top).toBeLessThan(
          newer.getBoundingClientRect().top,
        ),
      );
    });
    await step('closes on click', async () => {
      await userEvent.click(screen.getByText('به فهرست پخش اضافه شد'));
      await waitFor(() => expect(screen.queryByText('به فهرست پخش اضافه شد')).toBeNull());
    });
  },
};

export const PausesOnHoverAndBlur: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'اعلان خطا' }));
    const message = await screen.findByText('ارسال کد انجام نشد');
    await expect(screen.getByRole('alert')).toHaveTextContent('دوباره تلاش کنید.');
    await userEvent.hover(message);
    await waitFor(() => expect(progressOf('ارسال کد انجام نشد').style.animationPlayState).toBe('paused'));
    await userEvent.unhover(message);
    await waitFor(() => expect(progressOf('ارسال کد انجام نشد').style.animationPlayState).toBe('running'));
    window.dispatchEvent(new Event('blur'));
    await waitFor(() => expect(progressOf('ارسال کد انجام نشد').style.animationPlayState).toBe('paused'));
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(progressOf('ارسال کد انجام نشد').style.animationPlayState).toBe('running'));
  },
};

export const AutoCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'اعلان کوتاه' }));
    await screen.findByText('بسته شد');
    await waitFor(() => expect(screen.queryByText('بسته شد')).toBeNull(), { timeout: 3000 });
  },
};

export const LongPersianText: Story = {
  play: async () => {
    toast.info(
      'پخش این قسمت به دلیل به‌روزرسانی سرورها تا چند دقیقهٔ دیگر ممکن نیست؛ لطفاً کمی بعد دوباره امتحان کنید و اگر مشکل ادامه داشت با پشتیبانی تماس بگیرید.',
    );
    await screen.findByRole('status');
  },
};

function OverDialog() {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <Button onClick={() => setOpen(true)}>فهرست تازه</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="فهرست پخش تازه">
        <Button variant="secondary" onClick={() => toast.error('کد امنیتی درست نیست')}>
          ساخت فهرست
        </Button>
      </Dialog>
      <Toaster />
    </div>
  );
}

export const OverAModalDialog: Story = {
  name: 'Over a modal dialog',
  render: () => <OverDialog />,
  play: async ({ canvas, userEvent, step }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'فهرست تازه' }));
    const dialog = await screen.findByRole('dialog', { name: 'فهرست پخش تازه' });
    await step('an error raised in the dialog is drawn above its backdrop', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'ساخت فهرست' }));
      const card = (await screen.findByText('کد امنیتی درست نیست')).closest('[role="alert"]') as HTMLElement;
      await waitFor(
        () => {
          const rect = card.getBoundingClientRect();
          // Hit-testing skips what a modal dialog makes inert: the toast is on top and can be used.
          const topmost = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          return expect(card.contains(topmost)).toBe(true);
          // The card slides in; on a busy machine that takes longer than the default second.
        },
        { timeout: 5_000 },
      );
    });
    await step('closing the toast leaves the dialog open; closing the dialog brings the toasts back out', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'بستن اعلان' }));
      // The toast leaves after its exit transition and sonner's removal timer, slower on a busy machine.
      await waitFor(() => expect(screen.queryByText('کد امنیتی درست نیست')).toBeNull(), { timeout: 3_000 });
      await expect(dialog).toHaveAttribute('open');
      await userEvent.click(within(dialog).getByRole('button', { name: 'بستن' }));
      await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
      toast.success('فهرست ساخته شد');
      const card = (await screen.findByText('فهرست ساخته شد')).closest('[role="status"]') as HTMLElement;
      await expect(dialog.contains(card)).toBe(false);
    });
  },
};

/** Do: پیام گذرا و کوتاه: «ذخیره شد». */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  render: () => (
    <>
      <Toaster />
      <Button onClick={() => toast.success('به فهرست اضافه شد')}>افزودن</Button>
    </>
  ),
  parameters: { docs: { description: { story: 'پیام گذرا و کوتاه: «ذخیره شد».' } } },
};

/** Don’t: خطایی که پاسخ می‌خواهد را toast نکنید؛ ErrorDialog است. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  render: () => (
    <>
      <Toaster />
      <Button onClick={() => toast.error('پرداخت ناموفق بود؛ دوباره تلاش کنید یا با پشتیبانی تماس بگیرید.')}>
        پرداخت
      </Button>
    </>
  ),
  parameters: { docs: { description: { story: 'خطایی که پاسخ می‌خواهد را toast نکنید؛ ErrorDialog است.' } } },
};
