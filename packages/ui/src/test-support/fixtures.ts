// Story data: offline SVG pictures and Persian titles, so stories and screenshots need no network.

/** A flat SVG picture with a gradient in `hue`, as a data URL. */
export function picture(hue: number, width: number, height: number, label = ''): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 55% 38%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 14%)"/>
</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.7}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.18}" fill="hsl(${hue} 70% 70% / .35)"/>
<text x="50%" y="88%" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(width / 12)}" fill="#fff" opacity=".5">${label}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The dominant colour matching `picture(hue, …)`, for placeholders. */
export const dominant = (hue: number) => `hsl(${hue} 45% 24%)`;

const titles = [
  'جدایی نادر از سیمین',
  'درباره الی',
  'فروشنده',
  'قهرمان',
  'شهرزاد',
  'پایتخت',
  'مختارنامه',
  'بچه‌های آسمان',
  'خانه دوست کجاست',
  'طعم گیلاس',
  'گاو',
  'رنگ خدا',
];

/** Twelve titles with hues and age ratings, for rows of posters. */
export const posters = titles.map((title, index) => {
  const hue = (index * 37) % 360;
  return {
    id: index + 1,
    title,
    hue,
    age: [0, 7, 12, 15, 18][index % 5]!,
    posterUrl: picture(hue, 200, 300),
    backdropUrl: picture(hue, 1280, 720),
    color: dominant(hue),
  };
});

/** A long Persian title for overflow stories. */
export const longTitle = 'روزی روزگاری در سرزمین کوه‌های بلند و دره‌های سبز که هیچ‌کس نامش را به یاد نمی‌آورد';
