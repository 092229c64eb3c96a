import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { picture } from '../../test-support/fixtures';
import { Header, type HeaderProfile, type HeaderProps, type NavItem } from './Header';

const profiles: HeaderProfile[] = [
  { id: 1, name: 'علی' },
  { id: 2, name: 'سارا' },
];

/** The app's menu (apps/web builds it from its paths); ui only draws what it is given. */
const nav: NavItem[] = [
  { label: 'خانه', href: '/', alsoCurrentOn: ['/home'] },
  { label: 'سریال‌ها', href: '/tv-shows' },
  { label: 'فیلم‌ها', href: '/movies' },
  { label: 'ژانرها', href: '/genres' },
  { label: 'مجله', href: 'https://mag.example.com', external: true },
  { label: 'درباره ما', href: '/about-us' },
  { label: 'تماس با ما', href: '/contact-us' },
  { label: 'تبلیغات', href: 'https://ads.example.com', external: true },
];

const account = { profile: '/profile', playlists: '/playlist', downloads: '/downloads' };

const meta = {
  title: 'Layout/Header',
  parameters: {
    guide: {
      status: 'stable',
      accessibility:
        'هدر `banner` و منوی اصلی `navigation` است؛ پیوند صفحهٔ جاری `aria-current` دارد، منوی کاربر با Escape بسته می‌شود و دکمهٔ جستجو `aria-pressed` دارد؛ با `searchHref` پیش از آغاز برنامه (یا بی‌اسکریپت) به صفحهٔ جستجو می‌برد. تا برنامه آغاز نشده، منوی صفحه‌های کوچک popover خود مرورگر است و بی‌اسکریپت هم باز می‌شود.',
      rtl: 'لوگو در راست، منو از راست به چپ، جستجو و حساب در چپ؛ منوی کشویی موبایل از راست باز می‌شود.',
    } satisfies Guide,
    docs: {
      description: {
        component:
          'سربرگ همهٔ صفحه‌ها: نشان، منوی اصلی (در صفحه‌های کوچک پشت دکمهٔ منو)، جست‌وجو، و ورود یا منوی حساب با اعضا. روی تصویر بالای صفحه شفاف است و پس از اسکرول تیره می‌شود.',
      },
    },
  },
  component: Header,
  args: {
    pathname: '/',
    nav,
    homeHref: '/',
    user: null,
    profiles: [],
    activeProfileId: null,
    account,
    loginHref: '/login',
    onSearchToggle: fn(),
    onSelectProfile: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the route in state, so a story can change it like the app's router does. */
function WithRoute(props: HeaderProps) {
  const [pathname, setPathname] = useState(props.pathname);
  return (
    <div style={{ minHeight: 240 }}>
      <Header {...props} pathname={pathname} />
      <main style={{ padding: 24 }}>
        <p>محتوای صفحه</p>
        <button type="button" onClick={() => setPathname('/movies')}>
          رفتن به فیلم‌ها
        </button>
      </main>
    </div>
  );
}

/** Below the large breakpoint the main menu is a panel behind the menu button: opens it, so a story passes at any size. */
async function openMenuOnSmallScreens(
  canvasElement: HTMLElement,
  userEvent: { click(element: Element): Promise<void> },
) {
  const menu = canvasElement.querySelector<HTMLButtonElement>('button[aria-controls]')!;
  if (getComputedStyle(menu).display !== 'none' && menu.getAttribute('aria-expanded') !== 'true') {
    await userEvent.click(menu);
  }
  return menu;
}

export const SkipLink: Story = {
  name: 'A skip link to the content',
  args: { mainHref: '#story-main' },
  render: (args) => (
    <div style={{ minHeight: 240 }}>
      <Header {...args} />
      <main id="story-main" tabIndex={-1} style={{ padding: 24 }}>
        <p>محتوای صفحه</p>
      </main>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    // The first Tab stop skips the menus (issue #28, D13: it took 13 presses to reach the content).
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'رفتن به محتوای اصلی' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#story-main');
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(40);
  },
};

export const SignedOut: Story = {
  render: (args) => <WithRoute {...args} />,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'ورود / ثبت‌نام' })).toHaveAttribute('href', '/login');
    await openMenuOnSmallScreens(canvasElement, userEvent);
    const nav = canvas.getByRole('navigation', { name: 'منوی اصلی' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(labels).toEqual(['خانه', 'سریال‌ها', 'فیلم‌ها', 'ژانرها', 'مجله', 'درباره ما', 'تماس با ما', 'تبلیغات']);
    await expect(within(nav).getByRole('link', { name: 'خانه' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'مجله' })).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('button', { name: 'جستجو' }));
    await expect(args.onSearchToggle).toHaveBeenCalledOnce();
  },
};

/** The app gives the search page: before it starts, the button submits a form that leads there. */
export const SearchBeforeTheAppStarts: Story = {
  args: { searchHref: '/search' },
  render: (args) => <WithRoute {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const search = canvas.getByRole('button', { name: 'جستجو' });
    await expect(search).toHaveAttribute('type', 'submit');
    await expect(search.closest('form')).toHaveAttribute('action', '/search');
    // Once handled, the click toggles the overlay and the form is not sent.
    let sent = false;
    search.closest('form')?.addEventListener('submit', () => {
      sent = true;
    });
    await userEvent.click(search);
    await expect(args.onSearchToggle).toHaveBeenCalledOnce();
    await expect(sent).toBe(false);
  },
};

export const SignedIn: Story = {
  args: {
    user: { firstName: 'سارا', lastName: 'محمدی' },
    profiles,
    activeProfileId: 2,
    account: { ...account, addMember: { href: '/add-member', count: 2, max: 3 } },
  },
  render: (args) => <WithRoute {...args} />,
  play: async ({ args, canvas, canvasElement, userEvent, step }) => {
    const toggle = canvas.getByRole('button', { name: /سارا محمدی/ });
    await step('shows the active profile on the toggle', async () => {
      await expect(toggle).toHaveAccessibleName('حساب کاربری سارا محمدی، عضو سارا');
      await expect(toggle.querySelector('[data-initial]')).toHaveAttribute('data-initial', 'س');
    });
    await step('opens with the name, the active profile first and the add link', async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const list = canvas.getByRole('list', { name: 'اعضا' });
      const [first, second] = within(list).getAllByRole('button');
      await expect(first).toHaveAccessibleName('سارا');
      await expect(first).toHaveAttribute('aria-current', 'true');
      await expect(second).toHaveAccessibleName('علی');
      const add = canvas.getByRole('link', { name: /افزودن عضو جدید/ });
      await expect(add).toHaveAttribute('href', '/add-member');
      await expect(add).toHaveTextContent('افزودن عضو جدید (۲ از ۳)');
      await expect(canvas.getByRole('link', { name: 'حساب من' })).toHaveAttribute('href', '/profile');
      await expect(canvas.getByRole('link', { name: 'فهرست‌های پخش' })).toHaveAttribute('href', '/playlist');
      await expect(canvas.getByRole('link', { name: 'دانلودها' })).toHaveAttribute('href', '/downloads');
    });
    await step('closes on a click outside', async () => {
      await userEvent.click(canvas.getByText('محتوای صفحه'));
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('link', { name: 'حساب من' })).toBeNull();
    });
    await step('Escape closes it and returns focus to the toggle', async () => {
      await userEvent.click(toggle);
      await expect(canvas.getByRole('link', { name: 'حساب من' })).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveFocus();
    });
    await step('closes on route change', async () => {
      await userEvent.click(toggle);
      await expect(canvas.getByRole('link', { name: 'حساب من' })).toBeVisible();
      // A programmatic route change (the user did not click outside first).
      canvas.getByRole('button', { name: 'رفتن به فیلم‌ها' }).click();
      await waitFor(() => expect(canvas.queryByRole('link', { name: 'حساب من' })).toBeNull());
      const menu = await openMenuOnSmallScreens(canvasElement, userEvent);
      await expect(canvas.getByRole('link', { name: 'فیلم‌ها' })).toHaveAttribute('aria-current', 'page');
      if (menu.getAttribute('aria-expanded') === 'true') await userEvent.click(menu);
    });
    await step('selecting another profile and logging out report to the app', async () => {
      await userEvent.click(toggle);
      await userEvent.click(canvas.getByRole('button', { name: 'علی' }));
      await expect(args.onSelectProfile).toHaveBeenCalledWith(1);
      await userEvent.click(toggle);
      await userEvent.click(canvas.getByRole('button', { name: 'خروج' }));
      await expect(args.onLogout).toHaveBeenCalledOnce();
    });
  },
};

export const ThreeProfiles: Story = {
  args: {
    user: { firstName: 'سارا', lastName: 'محمدی' },
    profiles: [...profiles, { id: 3, name: 'کودک' }],
    activeProfileId: 1,
    account: { ...account, addMember: { href: '/add-member', count: 3, max: 3 } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /سارا محمدی/ }));
    await expect(canvas.getByRole('link', { name: 'حساب من' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /افزودن عضو جدید/ })).toBeNull();
  },
};

/** A child is the active member: the toggle shows the child's name and face, not the account holder's. */
export const ChildActive: Story = {
  args: {
    user: { firstName: 'سارا', lastName: 'محمدی' },
    profiles: [...profiles, { id: 3, name: 'کودک', avatarUrl: picture(120, 64, 64) }],
    activeProfileId: 3,
    account: { ...account, addMember: { href: '/add-member', count: 3, max: 3 } },
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: /سارا محمدی/ });
    await expect(toggle).toHaveAccessibleName('حساب کاربری سارا محمدی، عضو کودک');
    await expect(toggle).toHaveTextContent('کودک');
    await expect(toggle).not.toHaveTextContent('سارا');
    await expect(toggle.querySelector('img')).toHaveAttribute('src', picture(120, 64, 64));
  },
};

/** The list has not answered (or failed): the add link waits for the total instead of counting «۰ از ۳». */
export const MembersLoading: Story = {
  args: { user: { firstName: 'سارا', lastName: 'محمدی' }, profiles: [], activeProfileId: null },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /سارا محمدی/ }));
    await expect(canvas.getByRole('link', { name: 'حساب من' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /افزودن عضو جدید/ })).toBeNull();
  },
};

/** A returning viewer while the stored token is checked: neither the login link nor the user menu. */
export const CheckingSignIn: Story = {
  args: { userPending: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('header [aria-busy="true"]')).toHaveTextContent('در حال بررسی ورود');
    await expect(canvas.queryByRole('link', { name: 'ورود / ثبت‌نام' })).toBeNull();
  },
};

export const LongPersianNames: Story = {
  args: {
    user: { firstName: 'محمدحسین', lastName: 'طباطبایی‌نژاد اصفهانی' },
    profiles: [
      { id: 1, name: 'پروفایل خانوادگی برای تماشای شب‌های جمعه' },
      { id: 2, name: 'کودکان' },
    ],
    activeProfileId: 1,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /طباطبایی‌نژاد/ }));
  },
};

export const ActiveProfilePicture: Story = {
  name: 'The active profile’s picture on the toggle',
  args: {
    user: { firstName: 'سارا', lastName: 'محمدی' },
    profiles: [
      { id: 1, name: 'علی' },
      { id: 2, name: 'سارا', avatarUrl: picture(200, 64, 64) },
    ],
    activeProfileId: 2,
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'حساب کاربری سارا محمدی، عضو سارا' });
    await expect(toggle.querySelector('img')).toHaveAttribute('src', expect.stringContaining('data:image/svg+xml'));
  },
};

export const Mobile: Story = {
  args: { user: { firstName: 'سارا', lastName: 'محمدی' }, profiles, activeProfileId: 2 },
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => (
    <div style={{ maxWidth: 375 }}>
      <WithRoute {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const menu = canvas.getByRole('button', { name: 'منو' });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('navigation', { name: 'منوی اصلی' })).toBeVisible();
    await userEvent.click(canvas.getByText('محتوای صفحه'));
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    // A tap on a link closes the menu at once, before the next page has loaded.
    await userEvent.click(menu);
    const link = canvas.getByRole('link', { name: 'تماس با ما' });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Scrolled: Story = {
  args: { user: { firstName: 'سارا', lastName: 'محمدی' }, profiles, activeProfileId: 2 },
  render: (args) => (
    <div style={{ minHeight: '200vh' }}>
      <Header {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header')!;
    await expect(header).not.toHaveAttribute('data-scrolled');
    window.scrollTo(0, 2);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled'));
    window.scrollTo(0, 0);
    await waitFor(() => expect(header).not.toHaveAttribute('data-scrolled'));
  },
};

/** Do: `pathname` را بدهید تا منوها با رفتن به صفحهٔ دیگر بسته شوند. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  parameters: { docs: { description: { story: '`pathname` را بدهید تا منوها با رفتن به صفحهٔ دیگر بسته شوند.' } } },
};

/** Don’t: هنگام بررسی ورود ذخیره‌شده «ورود» را نشان ندهید؛ `userPending` بدهید. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { user: null, userPending: false },
  parameters: {
    docs: { description: { story: 'هنگام بررسی ورود ذخیره‌شده «ورود» را نشان ندهید؛ `userPending` بدهید.' } },
  },
};
