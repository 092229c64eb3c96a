import { type AgeRange, ageRanges } from '@parde/api-client';
import { toPersianDigits } from '@parde/fa';

/** How an age range reads on member pages. */
export const ageRangeLabel = (age: AgeRange) => (age === 0 ? 'همهٔ سنین' : `${toPersianDigits(age)} سال به بالا`);

/** The age ranges a member can be given, in order. */
export const ageRangeOptions = ageRanges.map((age) => ({ value: String(age), label: ageRangeLabel(age) }));
