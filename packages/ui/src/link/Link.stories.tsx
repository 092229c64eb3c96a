import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PosterCard } from '../components/Cards/PosterCard';
import type { Guide } from '../docs/guide';
import { posters } from '../test-support/fixtures';
import { Link, type LinkComponentProps, LinkProvider } from './Link';

const navigate = fn();

/** What an app passes: a link that routes on click instead of loading the page (here it only records the call). */
function RouterLink({ href, onClick, ...rest }: LinkComponentProps) {
  return (
    <a
      {...rest}
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

const meta = {
  title: 'Foundations/Link',
  parameters: {
    guide: {
      status: 'stable',
      accessibility: 'همیشه یک `<a href>` واقعی؛ پیوند بیرونی `rel="noopener noreferrer"` و در زبانهٔ تازه.',
      rtl: 'متن پیوند فارسی؛ آدرس‌های لاتین درون متن با `dir="auto"` جدا می‌شوند.',
    } satisfies Guide,
    docs: {
      description: {
        component:
          'پیوند درون‌برنامه‌ای که از LinkProvider ساخته می‌شود (برنامه مسیریاب خودش را می‌دهد)؛ پیوند بیرونی همیشه در زبانهٔ تازه باز می‌شود.',
      },
    },
  },
  component: Link,
  args: { href: '/movies', children: 'فیلم‌ها' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlainAnchorByDefault: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'فیلم‌ها' });
    await expect(link).toHaveAttribute('href', '/movies');
    await expect(link).not.toHaveAttribute('data-router-link');
  },
};

export const ThroughTheAppsLinkComponent: Story = {
  render: () => (
    <LinkProvider component={RouterLink}>
      <div style={{ width: 180, padding: 24 }}>
        <PosterCard href="/movies-detail/1" title={posters[0]!.title} posterUrl={posters[0]!.posterUrl} />
        <Link href="https://mag.example.com" external>
          مجله
        </Link>
      </div>
    </LinkProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: /جدایی نادر از سیمین/ }));
    await expect(navigate).toHaveBeenCalledWith('/movies-detail/1');
    // External links bypass the router and open in a new tab.
    const external = canvas.getByRole('link', { name: 'مجله' });
    await expect(external).not.toHaveAttribute('data-router-link');
    await expect(external).toHaveAttribute('target', '_blank');
  },
};

/** Do: متن پیوند بگوید به کجا می‌رود. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  args: { children: 'همهٔ فیلم‌ها' },
  parameters: { docs: { description: { story: 'متن پیوند بگوید به کجا می‌رود.' } } },
};

/** Don’t: «اینجا» متن پیوند نیست. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { children: 'اینجا' },
  parameters: { docs: { description: { story: '«اینجا» متن پیوند نیست.' } } },
};
