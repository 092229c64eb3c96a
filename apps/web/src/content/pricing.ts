import type { InfoPage, Plan, PlanPeriod } from './types';

/**
 * What every plan's picture is: the player plays each title up to the height it was ingested at (720p and 1080p
 * when the source has them), with no cap by plan, so no plan promises more or less.
 */
const PICTURE = 'تصویر تا ۱۰۸۰ پیکسل، هر جا خود فیلم با این کیفیت رسیده باشد';

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
    {
      heading: 'پخش‌کننده در همهٔ طرح‌ها یکی است',
      paragraphs: [
        'کیفیت تصویر به طرح بستگی ندارد: هر فیلم تا بالاترین کیفیتی پخش می‌شود که با آن به دست ما رسیده است، تا ۱۰۸۰ پیکسل، و پخش‌کننده آن را با سرعت اینترنت شما و «مصرف داده»ای که انتخاب کرده‌اید هماهنگ می‌کند. طرح‌ها فقط در شمار عضوها و دورهٔ پرداخت فرق دارند.',
        'در گوشی: دو ضربه روی سمت راست یا چپ تصویر ده ثانیه جلو یا عقب می‌برد، با کشیدن انگشت روی نوار زمان تصویر همان لحظه دیده می‌شود و پخش از صفحهٔ قفل گوشی هم کنترل می‌شود. رنگ، قلم، اندازه، زمینه و لبهٔ حروف زیرنویس را هر عضو برای خودش انتخاب می‌کند.',
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
    quality: PICTURE,
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
    quality: PICTURE,
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
    quality: PICTURE,
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
    quality: PICTURE,
    features: [
      'همهٔ امکانات طرح خانواده',
      'حدود بیست درصد ارزان‌تر از دوازده ماه اشتراک ماهانه',
      'دسترسی زودتر به آثار تازهٔ مجموعه‌های ویژه',
    ],
  },
];
