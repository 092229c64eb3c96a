/** Home positions that carry a regal collection row (the composition root makes one list per position). */
export const REGAL_POSITIONS = [1, 2, 3, 4] as const;
