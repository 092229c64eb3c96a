import type { CountryOfOrigin, TitleType } from '@parde/api-client';
import { looseWords } from '../repositories/search';

/**
 * What a query asks for besides words of a title (issue #28): a genre, a tag, a country, a kind of title, an order.
 * Genres and tags are named by their catalogue titles, so the lexicon holds no ids.
 */
export interface Intent {
  kind?: TitleType;
  genres: string[];
  tags: string[];
  country?: CountryOfOrigin;
  order: 'popular' | 'best' | 'latest';
  /** The works of these stars only (a star named beside the intent words). */
  starIds?: number[];
}

type Meaning =
  | { genre: string }
  | { tag: string }
  | { country: CountryOfOrigin }
  | { kind: TitleType }
  | { order: 'best' | 'latest' }
  | { filler: true };

/** The words viewers use for each genre, tag, country, kind and order, as they type them. */
const LEXICON: [Meaning, string[]][] = [
  [{ genre: 'درام' }, ['درام', 'دراماتیک']],
  [{ genre: 'کمدی' }, ['کمدی', 'طنز', 'خنده‌دار', 'کمیک', 'فکاهی']],
  [{ genre: 'جنایی' }, ['جنایی', 'پلیسی', 'گانگستری']],
  [{ genre: 'هیجان‌انگیز' }, ['هیجان‌انگیز', 'هیجانی', 'تریلر', 'اکشن', 'دلهره‌آور']],
  [{ genre: 'عاشقانه' }, ['عاشقانه', 'رمانتیک', 'عشقی']],
  [{ genre: 'انیمیشن' }, ['انیمیشن', 'کارتون', 'کارتونی', 'پویانمایی', 'انیمه']],
  [{ genre: 'خانوادگی' }, ['خانوادگی']],
  [{ genre: 'علمی‌تخیلی' }, ['علمی‌تخیلی', 'علمی تخیلی', 'تخیلی', 'فضایی']],
  [{ genre: 'ترسناک' }, ['ترسناک', 'وحشت', 'وحشتناک', 'هراس‌انگیز']],
  [{ genre: 'تاریخی' }, ['تاریخی']],
  [{ genre: 'ماجراجویی' }, ['ماجراجویی', 'ماجرایی', 'ماجراجویانه']],
  [{ genre: 'معمایی' }, ['معمایی', 'معما', 'رازآلود']],
  [{ tag: 'دوبلهٔ فارسی' }, ['دوبلهٔ فارسی', 'دوبله', 'دوبله‌شده', 'دوبله شده']],
  [{ tag: 'زیرنویس فارسی' }, ['زیرنویس فارسی', 'زیرنویس', 'زیرنویس‌دار', 'با زیرنویس']],
  [{ tag: 'برندهٔ جشنواره' }, ['برندهٔ جشنواره', 'جشنواره‌ای']],
  [{ tag: 'بر اساس داستان واقعی' }, ['بر اساس داستان واقعی', 'داستان واقعی', 'واقعی']],
  [{ tag: 'اقتباس ادبی' }, ['اقتباس ادبی', 'اقتباسی']],
  [{ country: 'Domestic' }, ['ایرانی', 'داخلی', 'وطنی']],
  [{ country: 'Foreign' }, ['خارجی', 'فرنگی', 'هالیوودی']],
  [{ kind: 'Movie' }, ['فیلم', 'سینمایی']],
  [{ kind: 'Series' }, ['سریال']],
  [{ order: 'best' }, ['بهترین', 'برترین', 'برتر']],
  [{ order: 'latest' }, ['جدید', 'جدیدترین', 'تازه', 'تازه‌ترین']],
  [{ filler: true }, ['های', 'ها', 'ای', 'برای', 'دیدنی', 'پیشنهاد', 'چند']],
];

/** Forms by their forgiving words joined with spaces, longest first, so «دوبلهٔ فارسی» is taken before «دوبله». */
const forms: { words: string[]; meaning: Meaning }[] = LEXICON.flatMap(([meaning, surfaces]) =>
  surfaces.map((surface) => ({ words: looseWords(surface), meaning })),
)
  .filter((form) => form.words.length > 0)
  .sort((a, b) => b.words.length - a.words.length);

/**
 * The intent of a query and the words left for matching titles and names, or undefined when the query has no
 * genre, tag, country or kind word (then it is a title or a name, searched as before). Forms match the query's
 * forgiving words, so «فیلمهای ترسناک», «فیلم‌های ترسناك» and «سریال کمدي» are read alike.
 */
export function parseIntent(text: string): { intent: Intent; rest: string[] } | undefined {
  const words = looseWords(text);
  const intent: Intent = { genres: [], tags: [], order: 'popular' };
  const rest: string[] = [];
  let meaningful = false;
  for (let i = 0; i < words.length; ) {
    const form = forms.find((f) => f.words.every((w, j) => words[i + j] === w));
    if (!form) {
      rest.push(words[i]!);
      i += 1;
      continue;
    }
    const m = form.meaning;
    if ('genre' in m) intent.genres.includes(m.genre) || intent.genres.push(m.genre);
    else if ('tag' in m) intent.tags.includes(m.tag) || intent.tags.push(m.tag);
    else if ('country' in m) intent.country = m.country;
    else if ('kind' in m) intent.kind = m.kind;
    else if ('order' in m) intent.order = m.order;
    if (!('filler' in m) && !('order' in m)) meaningful = true;
    i += form.words.length;
  }
  return meaningful ? { intent, rest } : undefined;
}
