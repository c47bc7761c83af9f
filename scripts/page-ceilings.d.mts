/** See page-ceilings.mjs. */
export const PAGE_CEILING_KB: Record<string, number>;
