import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { OtpInput, type OtpInputProps } from './OtpInput';

const meta = {
  title: 'Forms/OtpInput',
  parameters: {
    guide: {
      status: 'stable',
      accessibility:
        'یک گروه با برچسب؛ هر خانه نام «رقم ۱ از ۶» دارد، `autocomplete="one-time-code"` و صفحه‌کلید عددی؛ چسباندن کل کد کار می‌کند.',
      rtl: 'خانه‌ها چپ‌به‌راست‌اند چون کد عدد است و همان‌طور که پیامک آن را نشان می‌دهد خوانده می‌شود؛ رقم فارسی و عربی پذیرفته می‌شود.',
    } satisfies Guide,
    docs: {
      description: {
        component:
          'ورودی کد یک‌بارمصرف ورود و تأیید عضو: هر رقم یک خانه، چسباندن کل کد، رقم‌های فارسی و لاتین. فقط برای کدی که با پیامک می‌آید.',
      },
    },
  },
  component: OtpInput,
  args: { value: '', onChange: fn(), onComplete: fn() },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: OtpInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <>
      <OtpInput
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
      <output data-testid="code" dir="ltr">
        {value}
      </output>
    </>
  );
}

const boxes = (canvasElement: HTMLElement) => Array.from(canvasElement.querySelectorAll('input'));

export const Default: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas, canvasElement, userEvent, step }) => {
    const [first, second, third] = boxes(canvasElement);
    await step('typing moves to the next box; Persian and Arabic digits are normalised', async () => {
      await userEvent.click(first!);
      await userEvent.keyboard('1۲٣');
      await expect(canvas.getByTestId('code')).toHaveTextContent('123');
      await expect(first).toHaveValue('۱');
      await expect(third).toHaveValue('۳');
      await expect(boxes(canvasElement)[3]).toHaveFocus();
    });
    await step('letters are ignored', async () => {
      await userEvent.keyboard('a');
      await expect(canvas.getByTestId('code')).toHaveTextContent(/^123$/);
    });
    await step('backspace on an empty box clears the previous one and steps back', async () => {
      await userEvent.keyboard('{Backspace}');
      await expect(canvas.getByTestId('code')).toHaveTextContent(/^12$/);
      await expect(third).toHaveFocus();
      await userEvent.keyboard('{Backspace}');
      await expect(canvas.getByTestId('code')).toHaveTextContent(/^1$/);
      await expect(second).toHaveFocus();
    });
    await step('the boxes are laid out left to right in digit order', async () => {
      const [a, b] = boxes(canvasElement);
      await expect(a!.getBoundingClientRect().left).toBeLessThan(b!.getBoundingClientRect().left);
    });
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const Paste: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(boxes(canvasElement)[2]!);
    await userEvent.paste('۱۲۳۴۵۶');
    await expect(canvas.getByTestId('code')).toHaveTextContent('123456');
    await expect(boxes(canvasElement).map((box) => box.value)).toEqual(['۱', '۲', '۳', '۴', '۵', '۶']);
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledWith('123456'));
    await expect(boxes(canvasElement)[5]).toHaveFocus();
  },
};

export const WithError: Story = {
  args: { value: '123456', error: 'کد وارد شده صحیح نیست.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'کد تأیید' })).toHaveAccessibleDescription('کد وارد شده صحیح نیست.');
  },
};

export const Disabled: Story = { args: { value: '12', disabled: true } };

export const InAPhoneCard: Story = {
  name: 'In a 375 px phone’s card',
  // The sign-in card's content box on a 375 px phone: 375 − 2 × 16 page padding − 2 × 32 card padding.
  decorators: [
    (Story) => (
      <div data-card style={{ inlineSize: 279, border: '1px dashed #262A33' }}>
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-card]')!.getBoundingClientRect();
    const inputs = boxes(canvasElement).map((input) => input.getBoundingClientRect());
    const left = Math.min(...inputs.map((box) => box.left));
    const right = Math.max(...inputs.map((box) => box.right));
    // All six inside the card, centred in it, and still wide enough to tap and read.
    await expect(left).toBeGreaterThanOrEqual(card.left);
    await expect(right).toBeLessThanOrEqual(card.right);
    await expect(Math.abs(left - card.left - (card.right - right))).toBeLessThan(2);
    for (const box of inputs) await expect(box.width).toBeGreaterThanOrEqual(36);
  },
};

/** Do: با `onComplete` کد را بی‌دکمه بفرستید. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  parameters: { docs: { description: { story: 'با `onComplete` کد را بی‌دکمه بفرستید.' } } },
};

/** Don’t: طول را با کد سرور ناهمخوان ندهید. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { length: 4 },
  parameters: { docs: { description: { story: 'طول را با کد سرور ناهمخوان ندهید.' } } },
};
