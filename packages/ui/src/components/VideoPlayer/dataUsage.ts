import { formatNumber } from '@parde/fa';

/**
 * «مصرف داده»: `auto` (hls.js's own choice, fitted to the player's size), `low` (the lowest rung), `medium` (the best
 * rung within about 0.7 GB an hour), `high` (the best rung the connection carries, whatever the player's size).
 */
export type DataUsage = 'auto' | 'low' | 'medium' | 'high';

/** The modes in the order the menu lists them, with their Persian names. */
export const dataUsageNames: Record<DataUsage, string> = {
  auto: 'خودکار',
  low: 'کم',
  medium: 'متوسط',
  high: 'زیاد',
};

/** What a mode may spend, in bytes per hour of playback (decimal gigabytes, as carriers bill them). */
export const DATA_BUDGET_BYTES_PER_HOUR = { low: 0.3e9, medium: 0.7e9 } as const;

/** A budget in bytes per hour as a stream bitrate in bits per second. */
const bitsPerSecond = (bytesPerHour: number) => (bytesPerHour * 8) / 3600;

/**
 * The mode the player plays in: the member's choice, else «کم» when the device asks to save data
 * (`navigator.connection.saveData`), else «خودکار».
 */
export function effectiveDataUsage(chosen: DataUsage | null | undefined, saveData: boolean | undefined): DataUsage {
  return chosen ?? (saveData ? 'low' : 'auto');
}

/** Whether this browser asks pages to save data (Chromium's `navigator.connection.saveData`; absent elsewhere). */
export function deviceSavesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * The highest rung a mode allows, as an index into `bitrates` (each rung's declared `BANDWIDTH`, in bits per second,
 * in hls.js's level order), or -1 for no cap. `low` is always the cheapest rung; `medium` the dearest within its
 * budget, else the cheapest; `auto` and `high` leave the choice to hls.js. Downloads pick their rung with it too.
 */
export function levelCapFor(mode: DataUsage, bitrates: readonly number[]): number {
  if (mode === 'auto' || mode === 'high' || bitrates.length === 0) return -1;
  let cheapest = 0;
  for (const [index, bitrate] of bitrates.entries()) {
    if (bitrate < (bitrates[cheapest] ?? Number.POSITIVE_INFINITY)) cheapest = index;
  }
  if (mode === 'low') return cheapest;
  const budget = bitsPerSecond(DATA_BUDGET_BYTES_PER_HOUR.medium);
  let best = -1;
  for (const [index, bitrate] of bitrates.entries()) {
    if (bitrate <= budget && (best < 0 || bitrate > (bitrates[best] ?? 0))) best = index;
  }
  return best < 0 ? cheapest : best;
}

/** The data meter's line: «۱٫۲ مگابایت در این تماشا» (decimal megabytes, one decimal). */
export function dataUsedText(bytes: number): string {
  const megabytes = bytes / 1e6;
  if (bytes > 0 && megabytes < 0.05) return `کمتر از ${formatNumber(0.1)} مگابایت در این تماشا`;
  return `${formatNumber(megabytes, { maximumFractionDigits: 1, minimumFractionDigits: megabytes < 10 ? 1 : 0 })} مگابایت در این تماشا`;
}
