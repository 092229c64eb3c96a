import type { InfoPage, Plan, PlanPeriod } from './types';

/** Meta and notes of the pricing page (/pricing); the plan cards come from `plans`. */
export const pricingPage: InfoPage = {
  slug: 'pricing',
  title: 'اشتراک و قیمت‌ها',
  description:
    'طرح‌های اشتراک پرده: پایه برای یک نفر و خانواده با سه عضو، ماهانه، سه‌ماهه یا سالانه. پرداخت آنلاین به‌زودی فعال می‌شود.',
  updatedAt: '2026-11-20',
  sections: [
    {
      heading: 'پیش از انتخاب طرح',
      paragraphs: [
        'پرداخت آنلاین به‌زودی فعال می‌شود. در این نسخه همهٔ امکانات پرده بدون پرداخت در دسترس است و قیمت‌های این صفحه، قیمت‌های پیشنهادی پس از راه‌اندازی درگاه پرداخت است. همهٔ قیمت‌ها به تومان و با احتساب مالیات بر ارزش افزوده است. اشتراک‌ها خودکار تمدید نمی‌شوند و هرچه دورهٔ اشتراک بلندتر باشد، هزینهٔ هر ماه کمتر می‌شود.',
      ],
    },
  ],
};

/** Persian names of the billing periods. */
export const planPeriodLabels: Record<PlanPeriod, string> = {
  monthly: 'ماهانه',
  quarterly: 'سه‌ماهه',
  yearly: 'سالانه',
};

/** Number of months each billing period covers, to show a per-month price. */
export const planPeriodMonths: Record<PlanPeriod, number> = {
  monthly: 1,
  quarterly: 3,
  yearly: 12,
};

/** The plans in display order, from the cheapest to the longest commitment. */
export const plans: Plan[] = [
  {
    id: 'basic-monthly',
    name: 'پایه',
    priceToman: 149_000,
    period: 'monthly',
    maxProfiles: 1,
    quality: 'کیفیت اچ‌دی تا ۷۲۰ پیکسل',
    features: [
      'یک عضو با ردهٔ سنی دلخواه',
      'دسترسی به همهٔ فیلم‌ها و سریال‌ها',
      'ادامهٔ تماشا از همان جایی که ماندید',
      'فهرست‌های پخش بدون محدودیت',
    ],
  },
  {
    id: 'family-monthly',
    name: 'خانواده',
    priceToman: 229_000,
    period: 'monthly',
    maxProfiles: 3,
    quality: 'کیفیت فول اچ‌دی تا ۱۰۸۰ پیکسل',
    highlighted: true,
    features: [
      'سه عضو، هر کدام با ردهٔ سنی خودش',
      'تأیید تغییر به عضو بزرگسال با کد والدین',
      'دسترسی به همهٔ فیلم‌ها و سریال‌ها',
      'ادامهٔ تماشای جداگانه برای هر عضو',
    ],
  },
  {
    id: 'family-quarterly',
    name: 'خانوادهٔ سه‌ماهه',
    priceToman: 619_000,
    period: 'quarterly',
    maxProfiles: 3,
    quality: 'کیفیت فول اچ‌دی تا ۱۰۸۰ پیکسل',
    features: [
      'همهٔ امکانات طرح خانواده',
      'حدود ده درصد ارزان‌تر از سه ماه اشتراک ماهانه',
      'یک بار پرداخت برای یک فصل کامل',
    ],
  },
  {
    id: 'family-yearly',
    name: 'خانوادهٔ سالانه',
    priceToman: 2_190_000,
    period: 'yearly',
    maxProfiles: 3,
    quality: 'کیفیت فول اچ‌دی تا ۱۰۸۰ پیکسل',
    features: [
      'همهٔ امکانات طرح خانواده',
      'حدود بیست درصد ارزان‌تر از دوازده ماه اشتراک ماهانه',
      'دسترسی زودتر به آثار تازهٔ مجموعه‌های ویژه',
    ],
  },
];
