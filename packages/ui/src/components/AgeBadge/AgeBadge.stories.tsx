import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { AgeBadge } from './AgeBadge';

const meta = {
  title: 'Display/AgeBadge',
  parameters: {
    guide: {
      status: 'stable',
      accessibility:
        'نشان برای صفحه‌خوان متن کامل دارد («مناسب ۱۲ سال به بالا»)؛ خود عدد `aria-hidden` است تا دو بار خوانده نشود.',
      rtl: 'عدد با رقم فارسی و علامت «+» پیش از آن نوشته می‌شود (`+۱۲`)؛ نشان در گوشهٔ inline-start پوستر می‌نشیند و با جهت صفحه جابه‌جا می‌شود.',
    } satisfies Guide,
    docs: {
      description: { component: 'نشان ردهٔ سنی («۱۲+») روی پوستر و در صفحهٔ جزئیات. برای «همهٔ سنین» چیزی نشان نمی‌دهد.' },
    },
  },
  component: AgeBadge,
  args: { age: 12 },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof AgeBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+۱۲')).toBeVisible();
    await expect(canvas.getByText('مناسب ۱۲ سال به بالا')).toBeInTheDocument();
  },
};

export const AllAges: Story = {
  args: { age: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('همه')).toBeVisible();
  },
};

export const Adult: Story = { args: { age: 18 } };

/** Do: ردهٔ سنی را همان‌طور که پایگاه داده می‌دهد بدهید؛ نشان خودش متن و رنگ را می‌سازد. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  args: { age: 15 },
  parameters: {
    docs: { description: { story: 'ردهٔ سنی را همان‌طور که پایگاه داده می‌دهد بدهید؛ نشان خودش متن و رنگ را می‌سازد.' } },
  },
};

/** Don’t: سن را به‌صورت متن آماده («15+») یا با رقم لاتین در عنوان تکرار نکنید؛ نشان تنها جای ردهٔ سنی است. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { age: 18 },
  render: (args) => (
    <span>
      فیلم «سایه» (18+) <AgeBadge {...args} />
    </span>
  ),
  parameters: {
    docs: {
      description: {
        story: 'سن را به‌صورت متن آماده («15+») یا با رقم لاتین در عنوان تکرار نکنید؛ نشان تنها جای ردهٔ سنی است.',
      },
    },
  },
};
