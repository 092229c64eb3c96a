import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { type CaptionStyle, defaultCaptionStyle } from '../VideoPlayer/captionStyle';
import { CaptionSettings } from './CaptionSettings';

const meta = {
  title: 'Media/CaptionSettings',
  parameters: {
    guide: {
      status: 'beta',
      accessibility:
        'هر گزینه فهرست یا لغزندهٔ بومی با برچسب خودش است؛ مقدار لغزنده‌ها با رقم فارسی خوانده می‌شود؛ هشدار خوانایی `role="status"`.',
      rtl: 'برچسب‌ها در inline-start؛ پیش‌نمایش یک سطر فارسی راست‌به‌چپ و یک سطر انگلیسی چپ‌به‌راست دارد.',
    } satisfies Guide,
    docs: {
      description: {
        component:
          'ظاهر زیرنویس به روش استاندارد زیرنویس تلویزیون (CEA-708): هشت رنگ متن و زمینه، هفت قلم، اندازهٔ ۵۰ تا ۲۰۰٪، کدری متن و زمینه و پنج لبهٔ حروف، با پیش‌نمایش زنده و هشدار وقتی متن خوانا نیست. در پخش‌کننده و صفحهٔ تنظیمات عضو از همین استفاده کنید.',
      },
    },
  },
  component: CaptionSettings,
  args: { value: defaultCaptionStyle, onChange: () => undefined },
  render: (args) => <Controlled initial={args.value} />,
  decorators: [(Story) => <div style={{ maxInlineSize: 720, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof CaptionSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled({ initial }: { initial: CaptionStyle }) {
  const [value, setValue] = useState(initial);
  return <CaptionSettings value={value} onChange={setValue} />;
}

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const preview = canvas.getByTestId('caption-preview');
    const persian = preview.querySelectorAll('span')[0] as HTMLElement;
    await expect(persian).toHaveAttribute('dir', 'rtl');
    await expect(preview.querySelectorAll('span')[1]).toHaveAttribute('dir', 'ltr');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'رنگ متن' }), 'yellow');
    await expect(getComputedStyle(persian).color).toBe('rgb(255, 255, 0)');
    await expect(canvas.getByTestId('caption-warning')).toBeEmptyDOMElement();
    // Text the colour of its box cannot be read: the preview says so.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'رنگ زمینه' }), 'yellow');
    await expect(canvas.getByTestId('caption-warning')).toHaveTextContent('رنگ متن و زمینه یکی است');
  },
};

export const LargeYellowOnBlueRaised: Story = {
  args: { value: { ...defaultCaptionStyle, color: 'yellow', background: 'blue', size: 175, edge: 'raised' } },
};

/** Do: متن روشن روی زمینهٔ تیره یا لبهٔ دورگیری روی تصویر. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  args: { value: { ...defaultCaptionStyle, backgroundOpacity: 0, edge: 'uniform' } },
  parameters: { docs: { description: { story: 'بی‌زمینه، با لبهٔ دورگیری تا روی هر تصویری خوانا بماند.' } } },
};

/** Don't: متن و زمینهٔ هم‌رنگ. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { value: { ...defaultCaptionStyle, color: 'white', background: 'yellow', backgroundOpacity: 100 } },
  parameters: { docs: { description: { story: 'متن سفید روی زمینهٔ زرد خوانده نمی‌شود؛ پیش‌نمایش هشدار می‌دهد.' } } },
};
