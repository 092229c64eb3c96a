import { type AgeRange, ageRanges, type DataUsage, dataUsageModes } from '@parde/api-client';
import { toPersianDigits } from '@parde/fa';
import { dataUsageNames } from '@parde/ui';

/**
 * How an age range reads on member pages. Range 0 is a child under seven who sees only all-ages titles: «همهٔ سنین»
 * read as "no limit" (issue #28, D4), so it says whom it is for, as the others do.
 */
export const ageRangeLabel = (age: AgeRange) =>
  age === 0 ? 'کودک زیر ۷ سال (فقط آثار همهٔ سنین)' : `${toPersianDigits(age)} سال به بالا`;

/** The age ranges a member can be given, in order. */
export const ageRangeOptions = ageRanges.map((age) => ({ value: String(age), label: ageRangeLabel(age) }));

/** A member's «مصرف داده» in words; none chosen: the device decides (its data saver «کم», else «خودکار»). */
export const dataUsageLabel = (mode: DataUsage | null | undefined) =>
  mode ? dataUsageNames[mode] : 'به انتخاب دستگاه';

/** «مصرف داده» as the member pages offer it: none chosen (the device decides), then the player's four modes. */
export const dataUsageOptions = [
  { value: '', label: 'به انتخاب دستگاه (در حالت صرفه‌جویی داده «کم»، وگرنه «خودکار»)' },
  ...dataUsageModes.map((mode) => ({ value: mode, label: dataUsageNames[mode] })),
];

/** The mode of a `dataUsageOptions` value. */
export const dataUsageOf = (value: string): DataUsage | null =>
  (dataUsageModes as readonly string[]).includes(value) ? (value as DataUsage) : null;
