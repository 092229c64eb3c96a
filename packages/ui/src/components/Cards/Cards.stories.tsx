import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longTitle, picture, posters } from '../../test-support/fixtures';
import { ContinueCard, EpisodeCard } from './EpisodeCard';
import { PosterCard } from './PosterCard';
import { StarCard } from './StarCard';

const first = posters[0]!;

const meta = {
  title: 'Cards/PosterCard',
  component: PosterCard,
  args: { href: '/movies-detail/1', title: first.title, posterUrl: first.posterUrl, age: 12, color: first.color },
  decorators: [(Story) => <div style={{ padding: 24, width: 200 }}>{Story()}</div>],
} satisfies Meta<typeof PosterCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Poster: Story = {
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: /جدایی نادر از سیمین/ });
    await expect(link).toHaveAttribute('href', '/movies-detail/1');
    const img = canvasElement.querySelector('img')!;
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '200');
    await expect(img).toHaveAttribute('height', '300');
    const frame = img.parentElement!.getBoundingClientRect();
    await expect(Math.round((frame.width / frame.height) * 100)).toBe(67);
    await expect(canvas.getByText('+۱۲')).toBeVisible();
  },
};

export const PosterFocusLift: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    const frame = canvasElement.querySelector('img')!.parentElement!;
    // The transition runs 300 ms; after it the frame is scaled by 1.04.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(getComputedStyle(frame).transform).toBe('matrix(1.04, 0, 0, 1.04, 0, 0)');
  },
};

export const PosterLongPersianTitle: Story = { args: { title: longTitle, subtitle: '۱۴۰۲ · درام، خانوادگی' } };

export const PosterLoading: Story = {
  args: { posterUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', age: undefined },
};

export const Episode: StoryObj<typeof EpisodeCard> = {
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  render: () => (
    <EpisodeCard
      href="/episodes/31"
      title="بازگشت به خانه"
      episode={3}
      durationMinutes={52}
      imageUrl={picture(210, 320, 180)}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /قسمت ۳: بازگشت به خانه/ })).toBeVisible();
  },
};

export const Continue: StoryObj<typeof ContinueCard> = {
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  render: () => (
    <ContinueCard
      href="/episodes/31"
      eyebrow="شهرزاد"
      title="بازگشت به خانه"
      episode={3}
      progress={0.62}
      imageUrl={picture(30, 320, 180)}
    />
  ),
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'میزان تماشا' });
    await expect(bar).toHaveAttribute('aria-valuenow', '62');
    const fill = bar.firstElementChild!.getBoundingClientRect();
    await expect(Math.round((fill.width / bar.getBoundingClientRect().width) * 100)).toBe(62);
    // Progress runs from the inline start: the right edge in a right-to-left page.
    await expect(Math.round(fill.right)).toBe(Math.round(bar.getBoundingClientRect().right));
  },
};

export const Star: StoryObj<typeof StarCard> = {
  decorators: [(Story) => <div style={{ width: 120 }}>{Story()}</div>],
  render: () => (
    <StarCard href="/cast-detail/3" name="ترانه علیدوستی" credit="نقش شهرزاد" portraitUrl={picture(320, 120, 120)} />
  ),
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('img')!.parentElement!;
    await expect(getComputedStyle(frame).borderRadius).toBe('9999px');
  },
};

export const StarWithoutPortrait: StoryObj<typeof StarCard> = {
  decorators: [(Story) => <div style={{ width: 120 }}>{Story()}</div>],
  render: () => <StarCard href="/cast-detail/4" name="شهاب حسینی" credit="کارگردان" />,
};
