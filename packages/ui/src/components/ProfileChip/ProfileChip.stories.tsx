import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { picture } from '../../test-support/fixtures';
import { ProfileChip } from './ProfileChip';

const meta = {
  title: 'Display/ProfileChip',
  parameters: {
    guide: {
      status: 'stable',
      accessibility: 'دکمه یا پیوند با نام پروفایل؛ پروفایل فعال `aria-current` دارد و تصویر تزئینی است.',
      rtl: 'نام زیر تصویر، راست‌چین در فهرست‌ها؛ حرف اول نام فارسی جای تصویر خالی.',
    } satisfies Guide,
    docs: {
      description: {
        component:
          'چهره و نام یک عضو حساب در انتخاب و مدیریت اعضا. وقتی عضو انتخاب‌شدنی است دکمه است و عضو فعال را نشان می‌دهد.',
      },
    },
  },
  component: ProfileChip,
  args: { name: 'سارا', detail: '۱۸ سال به بالا', avatarUrl: picture(200, 56, 56), onClick: fn() },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ProfileChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const chip = canvas.getByRole('button', { name: /سارا/ });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Active: Story = {
  args: { active: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /سارا/ })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const AsLink: Story = {
  args: { href: '/edit-member/2', avatarUrl: undefined, name: 'کودکان', detail: 'زیر ۷ سال' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /کودکان/ })).toHaveAttribute('href', '/edit-member/2');
  },
};

export const LongPersianName: Story = {
  args: { name: 'پروفایل خانوادگی برای تماشای شب‌های جمعه با بچه‌ها' },
};

/** Do: پروفایل جاری را با `active` نشان دهید. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  args: { active: true },
  parameters: { docs: { description: { story: 'پروفایل جاری را با `active` نشان دهید.' } } },
};

/** Don’t: نام را با ایمیل یا شناسه عوض نکنید. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { name: 'user_1842@example.com' },
  parameters: { docs: { description: { story: 'نام را با ایمیل یا شناسه عوض نکنید.' } } },
};
