// The files a first visit to the login page fetches from a production build: what the built
// index.html loads or preloads (the entry, the preloaded app chunk group of scripts/build/vite/first-load.ts,
// the stylesheet, the preloaded font), and through Vite's manifest their static imports and CSS (the
// login page hydrates without the router: src/app/3-login/login-app.tsx). One definition for
// the size budget (scripts/measure/size-budget.ts) and the service worker's precached shell (scripts/build/vite/pwa.ts).

/** One chunk of Vite's `.vite/manifest.json`: its file, static imports (manifest keys) and CSS. */
export type ManifestChunk = { file: string; imports?: string[]; css?: string[] };

/**
 * The chunks `startKeys` name and everything they import statically, with their CSS.
 * @param manifest Vite's `.vite/manifest.json`
 * @param startKeys manifest keys (an unknown or undefined key adds nothing)
 * @returns manifest keys reached, and file paths relative to the build folder
 */
export function staticClosure(manifest: Record<string, ManifestChunk>, startKeys: Iterable<string | undefined>): { keys: Set<string>; files: Set<string> } {
  const keys = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string | undefined) => {
    const chunk = key === undefined ? undefined : manifest[key];
    if (!chunk || key === undefined || keys.has(key)) return;
    keys.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of startKeys) visit(key);
  return { keys, files };
}

/**
 * @param manifest Vite's `.vite/manifest.json`
 * @param html the built index.html
 * @returns manifest keys reached, and file paths relative to the build folder
 */
export function firstLoadFiles(manifest: Record<string, ManifestChunk>, html: string): { keys: Set<string>; files: Set<string> } {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const referenced = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]);
  const { keys, files } = staticClosure(manifest, referenced.map((file) => keyOfFile.get(file)));
  for (const file of referenced) files.add(file);
  return { keys, files };
}
