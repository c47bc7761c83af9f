// subset-font 2.9 ships no types; the part of its API the font plugin and its test use (its README).
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    keepAllGlyphs?: boolean;
    preserveNameIds?: number[];
    noHinting?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string | null, options?: SubsetOptions): Promise<Buffer>;
}
