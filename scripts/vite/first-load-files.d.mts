/** See first-load-files.mjs. */
export function firstLoadFiles(
  manifest: Record<string, { file: string; imports?: string[]; css?: string[] }>,
  html: string,
): { keys: Set<string>; files: Set<string> };

/** See first-load-files.mjs. */
export function staticClosure(
  manifest: Record<string, { file: string; imports?: string[]; css?: string[] }>,
  startKeys: Iterable<string | undefined>,
): { keys: Set<string>; files: Set<string> };
