import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { Footer } from './Footer';
import { CultureSealMark, FilmGuildMark } from './PartnerMarks';

const meta = {
  title: 'Layout/Footer',
  parameters: {
    guide: {
      status: 'stable',
      accessibility:
        'فوتر `contentinfo` است؛ هر ستون پیوند عنوان دارد و دکمهٔ «بازگشت به بالا» حرکت را با `prefers-reduced-motion` حذف می‌کند.',
      rtl: 'ستون‌ها از راست چیده می‌شوند؛ سال کپی‌رایت شمسی و با رقم فارسی است.',
    } satisfies Guide,
    docs: { description: { component: 'پانویس همهٔ صفحه‌ها با پیوندهای سایت، شبکه‌های اجتماعی و نشان‌های مجوز.' } },
  },
  component: Footer,
  args: {
    homeHref: '/',
    quickLinks: [
      { label: 'مجله', href: 'https://mag.example.com', external: true },
      { label: 'خرید اشتراک', href: '/pricing' },
      { label: 'پرسش‌های متداول', href: '/faq' },
    ],
    contactLinks: [
      { label: 'درباره ما', href: '/about-us' },
      { label: 'تماس با ما', href: '/contact-us' },
      { label: 'قوانین و حریم خصوصی', href: '/terms-of-use' },
    ],
    year: 1405,
    partners: [
      { name: 'صنف فیلم', href: 'https://guild.example.com', logo: <FilmGuildMark /> },
      { name: 'بنیاد فرهنگ', href: 'https://foundation.example.com', logo: <CultureSealMark /> },
    ],
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const quick = within(canvas.getByRole('navigation', { name: 'دسترسی سریع' }));
    await expect(quick.getByRole('link', { name: 'مجله' })).toHaveAttribute('href', 'https://mag.example.com');
    await expect(quick.getByRole('link', { name: 'خرید اشتراک' })).toHaveAttribute('href', '/pricing');
    await expect(quick.getByRole('link', { name: 'پرسش‌های متداول' })).toHaveAttribute('href', '/faq');
    const contact = within(canvas.getByRole('navigation', { name: 'ارتباط با ما' }));
    await expect(contact.getByRole('link', { name: 'درباره ما' })).toHaveAttribute('href', '/about-us');
    await expect(contact.getByRole('link', { name: 'تماس با ما' })).toHaveAttribute('href', '/contact-us');
    await expect(contact.getByRole('link', { name: 'قوانین و حریم خصوصی' })).toHaveAttribute('href', '/terms-of-use');
    await expect(canvas.getByRole('link', { name: 'صنف فیلم' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'بنیاد فرهنگ' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText(/کنسرسیوم فرهنگی/)).toHaveTextContent('پیگرد قانونی');
    await expect(canvas.getByText('© ۱۴۰۵ پرده')).toBeVisible();
  },
};

export const BackToTop: Story = {
  render: (args) => (
    <div>
      <div style={{ height: 1200 }} />
      <Footer {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    window.scrollTo(0, 0);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'بازگشت به بالای صفحه' })).toBeNull());
    window.scrollTo(0, 251);
    const button = await canvas.findByRole('button', { name: 'بازگشت به بالای صفحه' });
    // At the very bottom the button sits below the legal text, never over it.
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => {
      const legal = canvas.getByText('© ۱۴۰۵ پرده').getBoundingClientRect();
      const own = button.getBoundingClientRect();
      expect(own.top).toBeGreaterThanOrEqual(legal.bottom);
    });
    await userEvent.click(button);
    // A smooth scroll's frames come late on a busy machine: its end is waited for, not its speed.
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 5000 });
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'بازگشت به بالای صفحه' })).toBeNull());
  },
};

/** Do: پیوندها را از مسیرهای برنامه بدهید. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  parameters: { docs: { description: { story: 'پیوندها را از مسیرهای برنامه بدهید.' } } },
};

/** Don’t: سال را میلادی ندهید. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { year: 2026 },
  parameters: { docs: { description: { story: 'سال را میلادی ندهید.' } } },
};
