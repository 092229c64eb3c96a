import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AgeBadge } from './AgeBadge';

const meta = {
  title: 'Display/AgeBadge',
  parameters: {
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
