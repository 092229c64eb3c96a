import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CommentItem } from './CommentItem';

const meta = {
  title: 'Display/CommentItem',
  parameters: {
    docs: {
      description: {
        component: 'یک نظر کاربر با نام، تاریخ و پسندیدن یا نپسندیدن. متن ساده است و با dir="auto" نمایش داده می‌شود.',
      },
    },
  },
  component: CommentItem,
  args: {
    author: 'مریم',
    text: 'بازی‌ها فوق‌العاده بود، مخصوصاً صحنهٔ آخر.',
    date: '2026-03-21T12:00:00Z',
    likes: 1234,
    dislikes: 5,
    myVote: null,
    onLike: fn(),
    onDislike: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof CommentItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('۱ فروردین ۱۴۰۵')).toBeVisible();
    const like = canvas.getByRole('button', { name: 'پسندیدم، ۱٬۲۳۴' });
    await expect(like).toHaveTextContent('۱٬۲۳۴');
    await userEvent.click(like);
    await expect(args.onLike).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'نپسندیدم، ۵' }));
    await expect(args.onDislike).toHaveBeenCalledOnce();
  },
};

export const LatinTextReadsLeftToRight: Story = {
  args: { author: 'Sam', text: 'Great film, <b>not bold</b> and no HTML is rendered.', myVote: 'like' },
  play: async ({ canvas, canvasElement }) => {
    const paragraph = canvas.getByText(/Great film/);
    await expect(paragraph).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(paragraph).direction).toBe('ltr');
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'پسندیدم، ۱٬۲۳۴' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const LongPersianText: Story = {
  args: {
    text: 'این سریال را در دو شب تمام کردم.\nفیلم‌نامه دقیق است و هیچ قسمتی اضافه نیست؛ موسیقی متن هم حال‌وهوای تهران آن سال‌ها را خیلی خوب می‌سازد. فقط کاش فصل دوم زودتر بیاید، چون پایان فصل اول خیلی باز ماند و کلی سؤال بی‌جواب گذاشت.',
  },
};

export const Voting: Story = {
  args: { voting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /نپسندیدم/ })).toBeDisabled();
  },
};
