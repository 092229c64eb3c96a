import { type AgeRange, ageRanges } from '@parde/api-client';
import { toPersianDigits } from '@parde/fa';

/**
 * How an age range reads on member pages. Range 0 is a child under seven who sees only all-ages titles: «همهٔ سنین»
 * read as "no limit" (issue #28, D4), so it says whom it is for, as the others do.
 */
export const ageRangeLabel = (age: AgeRange) =>
  age === 0 ? 'کودک زیر ۷ سال (فقط آثار همهٔ سنین)' : `${toPersianDigits(age)} سال به بالا`;

/** The age ranges a member can be given, in order. */
export const ageRangeOptions = ageRanges.map((age) => ({ value: String(age), label: ageRangeLabel(age) }));
