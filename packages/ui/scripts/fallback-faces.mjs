// The stand-in faces for Vazirmatn, as scripts/font-fallback.mjs measured them (site text of the demo catalogue,
// Chromium 2026-11; Noto from Debian's fonts-noto-core, DejaVu as installed). Text drawn before Vazirmatn arrives
// (`font-display: swap`) uses the first of these a device has: scaled to the width Vazirmatn gives the same Persian
// text, with Vazirmatn's ascent and descent, so the swap moves nothing. Android draws Persian in Noto, Linux in
// DejaVu; Windows' Tahoma and Segoe UI could not be measured here and keep the plain fallback after these.

/** One local face: its family's stand-in name comes from `family`; `bold` faces serve weights 550 and up. */
export const fallbackFaces = [
  {
    family: 'Noto Naskh Arabic',
    local: 'Noto Naskh Arabic',
    bold: false,
    sizeAdjust: '110.51%',
    ascent: '93.20%',
    descent: '48.86%',
  },
  {
    family: 'Noto Naskh Arabic',
    local: 'Noto Naskh Arabic Bold',
    bold: true,
    sizeAdjust: '108.80%',
    ascent: '94.67%',
    descent: '49.63%',
  },
  {
    family: 'Noto Sans Arabic',
    local: 'Noto Sans Arabic',
    bold: false,
    sizeAdjust: '100.13%',
    ascent: '102.87%',
    descent: '53.93%',
  },
  {
    family: 'Noto Sans Arabic',
    local: 'Noto Sans Arabic Bold',
    bold: true,
    sizeAdjust: '92.34%',
    ascent: '111.54%',
    descent: '58.48%',
  },
  {
    family: 'DejaVu Sans',
    local: 'DejaVu Sans',
    bold: false,
    sizeAdjust: '91.67%',
    ascent: '112.36%',
    descent: '58.91%',
  },
  {
    family: 'DejaVu Sans',
    local: 'DejaVu Sans Bold',
    bold: true,
    sizeAdjust: '78.90%',
    ascent: '130.55%',
    descent: '68.44%',
  },
];

/** The @font-face rules of `fallbackFaces`. */
export const fallbackRules = () =>
  fallbackFaces
    .map(
      (face) => `@font-face {
  font-family: "Vazirmatn Fallback ${face.family}";
  font-weight: ${face.bold ? '550 900' : '100 549'};
  src: local("${face.local}");
  size-adjust: ${face.sizeAdjust};
  ascent-override: ${face.ascent};
  descent-override: ${face.descent};
  line-gap-override: 0%;
}`,
    )
    .join('\n\n');
