export { isolate } from './bidi';
export { formatNumber, toAsciiDigits, toPersianDigits } from './digits';
export { formatClock, formatDuration } from './duration';
export { DEFAULT_TIME_ZONE, formatJalaliDate, type JalaliDateOptions, jalaliYear } from './jalali';
export { latinToPersianLayout, looksLikeWrongLayout, PERSIAN_LAYOUT_KEYS, persianToLatinLayout, } from './keyboard-layout';
export { normalizeForSearch, SEARCH_LETTER_MAP } from './normalize';
export { mobileDigits, normalizeMobile } from './phone';
export { formatRelativeTime } from './relative';
export { compactKey, finglishKey, HOMOPHONE_GROUPS, homophoneKey, looseKey, searchWords } from './search-key';
