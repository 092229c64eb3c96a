import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { picture } from '../../test-support/fixtures';
import { ProfilePicker } from './ProfilePicker';

const meta = {
  title: 'Pages/ProfilePicker',
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'صفحهٔ «چه کسی تماشا می‌کند؟» پس از ورود حسابی که چند عضو دارد: چهره‌های بزرگ در وسط صفحه، هر کدام یک دکمه؛ عضو فعال حلقهٔ فیروزه‌ای دارد. عضوی که تصویر ندارد با حرف اول نامش نشان داده می‌شود.',
      },
    },
  },
  component: ProfilePicker,
  args: {
    profiles: [
      { id: 1, name: 'مریم', detail: 'بزرگسال', avatarUrl: picture(200, 144, 144) },
      { id: 2, name: 'آرش', detail: '۷ تا ۱۲ سال' },
      { id: 3, name: 'نیلوفر کوچولو', detail: 'زیر ۷ سال', avatarUrl: picture(20, 144, 144) },
    ],
    activeProfileId: 1,
    manageHref: '/profile',
    onSelect: fn(),
  },
} satisfies Meta<typeof ProfilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('چه کسی تماشا می‌کند؟');
    await expect(canvas.getByRole('button', { name: /مریم/ })).toHaveAttribute('aria-current', 'true');
    // A profile without a picture shows its initial.
    await expect(canvas.getByRole('button', { name: /آرش/ })).toHaveTextContent('آآرش');
    await userEvent.click(canvas.getByRole('button', { name: /آرش/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('link', { name: 'مدیریت نمایه‌ها' })).toHaveAttribute('href', '/profile');
  },
};

export const Switching: Story = {
  name: 'A switch under way',
  args: { pendingProfileId: 3 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: /مریم/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /نیلوفر/ }));
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { profiles: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('در حال بارگذاری');
  },
};
