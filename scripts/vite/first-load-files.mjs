// The files a first visit to the login page fetches from a production build: what the built
// index.html loads or preloads (the entry, the preloaded app chunk group of scripts/vite/first-load.ts,
// the stylesheet, the preloaded font), and through Vite's manifest their static imports and CSS (the
// login page hydrates without the router: src/app/3-login/login-app.tsx). One definition for
// the size budget (scripts/size-budget.mjs) and the service worker's precached shell (scripts/vite/pwa.ts).

/**
 * The chunks `startKeys` name and everything they import statically, with their CSS.
 * @param {Record<string, { file: string, imports?: string[], css?: string[] }>} manifest Vite's `.vite/manifest.json`
 * @param {Iterable<string | undefined>} startKeys manifest keys (an unknown or undefined key adds nothing)
 * @returns {{ keys: Set<string>, files: Set<string> }} manifest keys reached, and file paths relative to the build folder
 */
export function staticClosure(manifest, startKeys) {
  const keys = new Set();
  const files = new Set();
  const visit = (key) => {
    const chunk = key === undefined ? undefined : manifest[key];
    if (!chunk || keys.has(key)) return;
    keys.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of startKeys) visit(key);
  return { keys, files };
}

/**
 * @param {Record<string, { file: string, imports?: string[], css?: string[] }>} manifest Vite's `.vite/manifest.json`
 * @param {string} html the built index.html
 * @returns {{ keys: Set<string>, files: Set<string> }} manifest keys reached, and file paths relative to the build folder
 */
export function firstLoadFiles(manifest, html) {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const referenced = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]);
  const { keys, files } = staticClosure(manifest, referenced.map((file) => keyOfFile.get(file)));
  for (const file of referenced) files.add(file);
  return { keys, files };
}
