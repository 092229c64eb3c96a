import { toPersianDigits } from '@parde/fa';

type Validated = Pick<HTMLInputElement, 'validity' | 'minLength' | 'maxLength' | 'type'>;

/**
 * The Persian sentence for what is wrong with a field, in place of the browser's own («Please fill out this
 * field.» in the English browsers most Iranian viewers run). Empty when the field is valid.
 */
export function persianValidityMessage(input: Validated): string {
  const { validity } = input;
  if (validity.valid) return '';
  if (validity.valueMissing) return 'لطفاً این بخش را پر کنید.';
  if (validity.tooShort) return `دست‌کم ${toPersianDigits(input.minLength)} نویسه بنویسید.`;
  if (validity.tooLong) return `حداکثر ${toPersianDigits(input.maxLength)} نویسه مجاز است.`;
  if (validity.typeMismatch) return input.type === 'email' ? 'نشانی ایمیل درست نیست.' : 'قالب این بخش درست نیست.';
  if (validity.patternMismatch || validity.badInput) return 'قالب این بخش درست نیست.';
  if (validity.rangeUnderflow || validity.rangeOverflow || validity.stepMismatch) return 'این مقدار مجاز نیست.';
  return 'این بخش درست پر نشده است.';
}

type Native = HTMLInputElement | HTMLTextAreaElement;

/**
 * For a native field that keeps the browser's bubble (a textarea, the captcha input): its text becomes the Persian
 * sentence, and is cleared as soon as the viewer types. Spread onto the element.
 */
export const persianValidityProps = {
  onInvalid: (event: { currentTarget: Native }) => {
    const field = event.currentTarget;
    field.setCustomValidity('');
    field.setCustomValidity(persianValidityMessage(field as HTMLInputElement));
  },
  onInput: (event: { currentTarget: Native }) => event.currentTarget.setCustomValidity(''),
};
