import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { picture } from '../../test-support/fixtures';
import { StarCard } from './StarCard';

const meta = {
  title: 'Cards/StarCard',
  component: StarCard,
  args: {
    href: '/cast-detail/3',
    name: 'ترانه علیدوستی',
    credit: 'نقش شهرزاد',
    portraitUrl: picture(320, 120, 120),
  },
  decorators: [(Story) => <div style={{ padding: 24, width: 168 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'چهرهٔ گرد یک بازیگر یا عضو گروه سازنده با نام و نقش، در ردیف عوامل صفحهٔ فیلم و سریال. بدون تصویر، حرف اول نام جای چهره را می‌گیرد.',
      },
    },
  },
} satisfies Meta<typeof StarCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('img')!.parentElement!;
    await expect(getComputedStyle(frame).borderRadius).toBe('9999px');
  },
};

export const WithoutPortrait: Story = {
  args: { href: '/cast-detail/4', name: 'شهاب حسینی', credit: 'کارگردان', portraitUrl: undefined },
};
