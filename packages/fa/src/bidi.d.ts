/**
 * User text placed inside a sentence, isolated in its own direction: the string form of `<bdi>` (U+2068 FIRST STRONG
 * ISOLATE … U+2069 POP DIRECTIONAL ISOLATE), for places that take a string (dialog messages, titles, labels). A Latin
 * name then cannot pull the Persian around it out of order.
 */
export declare const isolate: (text: string) => string;
