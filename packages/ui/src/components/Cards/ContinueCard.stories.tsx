import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { picture } from '../../test-support/fixtures';
import { ContinueCard } from './EpisodeCard';

const meta = {
  title: 'Cards/ContinueCard',
  component: ContinueCard,
  args: {
    href: '/episodes/31',
    eyebrow: 'شهرزاد',
    title: 'بازگشت به خانه',
    episode: 3,
    progress: 0.62,
    imageUrl: picture(30, 320, 180),
  },
  decorators: [(Story) => <div style={{ padding: 24, width: 320 }}>{Story()}</div>],
  parameters: {
    guide: {
      status: 'stable',
      accessibility:
        'کارت یک پیوند است با نام عنوان؛ نوار پیشرفت برای صفحه‌خوان درصد دارد. دکمهٔ ✕ (با `onRemove`) نام «حذف از ادامهٔ تماشا» دارد و با Tab در دسترس است.',
      rtl: 'نوار پیشرفت از راست پر می‌شود، هم‌جهت با نوار زمان پخش‌کننده؛ دکمهٔ ✕ در گوشهٔ inline-end است.',
    } satisfies Guide,
    docs: {
      description: {
        component:
          'کارت ۱۶:۹ ردیف «ادامهٔ تماشا» با نوار پیشرفت که از سمت شروع خط (راست) پر می‌شود. فقط برای عنوان‌هایی که عضو تماشایشان را نیمه‌کاره گذاشته است.',
      },
    },
  },
} satisfies Meta<typeof ContinueCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'میزان تماشا' });
    await expect(bar).toHaveAttribute('aria-valuenow', '62');
    const fill = bar.firstElementChild!.getBoundingClientRect();
    await expect(Math.round((fill.width / bar.getBoundingClientRect().width) * 100)).toBe(62);
    // Progress runs from the inline start: the right edge in a right-to-left page.
    await expect(Math.round(fill.right)).toBe(Math.round(bar.getBoundingClientRect().right));
  },
};

export const Removable: Story = {
  args: { onRemove: fn() },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'حذف «بازگشت به خانه» از ادامهٔ تماشا' });
    // The ✕ sits in the frame's top corner on the inline end: the left one in a right-to-left page.
    const frame = canvas.getByRole('link').getBoundingClientRect();
    const corner = button.getBoundingClientRect();
    await expect(corner.left - frame.left).toBeLessThan(frame.width / 4);
    await expect(corner.top - frame.top).toBeLessThan(frame.height / 4);
    // Keyboard: the link, then the button; focus shows it.
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(button).opacity).toBe('1'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    // Removing does not follow the card's link.
    await expect(window.location.pathname).not.toBe('/episodes/31');
  },
};

/** Do: پیشرفت واقعی (۰ تا ۱) و دکمهٔ حذف را بدهید تا بیننده ردیف را مرتب کند. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  args: { progress: 0.4 },
  parameters: {
    docs: { description: { story: 'پیشرفت واقعی (۰ تا ۱) و دکمهٔ حذف را بدهید تا بیننده ردیف را مرتب کند.' } },
  },
};

/** Don’t: کارت تمام‌شده (پیشرفت ۱) را در ادامهٔ تماشا نگه ندارید. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { progress: 1 },
  parameters: { docs: { description: { story: 'کارت تمام‌شده (پیشرفت ۱) را در ادامهٔ تماشا نگه ندارید.' } } },
};
