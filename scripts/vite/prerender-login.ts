import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';

/** Set in the environment of the nested server-side build, which vite.config.ts then shapes for Node. */
export const PRERENDER_BUILD_FLAG = 'CARTELA_PRERENDER_BUILD';

/** The languages of the app (src/shared/i18n LANGUAGES), each with its own `<template id="login-…">`. */
const LANGUAGES = ['spec', 'am', 'en'] as const;

/**
 * The inline script that puts one language's login markup into `#root` before the first paint, only
 * where the app's first screen is that markup: the path is /auth (no `notice`, which adds a message
 * above the form), no stored session token (a returning player goes on to the game pages and must not
 * see the form flash), no Telegram launch (the Mini App signs in with its init data first), online
 * (offline the app adds its banner). The language is the device's choice (`cartela.language`, as
 * src/shared/i18n reads it), else the default. It marks `#root` with the language
 * (`data-prerendered`), which src/app/app.tsx checks before it hydrates. Until then the markup is
 * `inert` and `aria-disabled` (app.tsx lifts both as it hydrates): what is typed or tapped before the
 * app runs would be lost, and a submit would send the password in a GET URL.
 * Where it shows no markup, it puts the first load's preloads (`<template id="first-load-preloads">`)
 * into `<head>`: the app chunk is fetched at once. Where it shows the markup they stay inert: the
 * browser paints with the stylesheet alone, then src/app/main.tsx loads the app.
 * Storage keys: `token` (src/shared/config STORAGE_KEYS), `cartela.telegram.launch`
 * (src/shared/telegram). Anything that throws leaves `#root` empty and preloads.
 */
export const LOGIN_MARKUP_CHOOSER = `(()=>{var d=document,p=d.getElementById("first-load-preloads");try{var s=localStorage,l=s.getItem("cartela.language"),t=d.getElementById("login-"+(l==="am"||l==="en"?l:"spec")),r=d.getElementById("root"),q=location.search+location.hash;if(t&&(location.pathname==="/auth"||location.pathname==="/auth/")&&!/[?&]notice=/.test(location.search)&&!/tgWebAppData=/.test(q)&&!s.getItem("token")&&!sessionStorage.getItem("cartela.telegram.launch")&&navigator.onLine!==false){r.appendChild(t.content.cloneNode(true));r.inert=true;r.setAttribute("aria-disabled","true");r.dataset.prerendered=t.id.slice(6);d.documentElement.lang=l==="am"?"am":"en";return}}catch(e){}if(p)d.head.appendChild(p.content.cloneNode(true))})()`;

/** The chooser's CSP source (`'sha256-…'`): the policy allows this one inline script and no other. */
export const LOGIN_MARKUP_CHOOSER_HASH = `'sha256-${createHash('sha256').update(LOGIN_MARKUP_CHOOSER).digest('base64')}'`;

/**
 * Production builds: the login page's markup in index.html, rendered at build time from the app's
 * own components (src/app/prerender.tsx, bundled for Node by a nested `vite build --ssr` of the same
 * config, so vanilla-extract's class names are the client build's), one `<template>` per language,
 * and the chooser above, which also decides whether the first load's preloads apply. index.html is written with it, so the service worker precaches this
 * version. The nested build skips this plugin (`PRERENDER_BUILD_FLAG`).
 */
export function prerenderLogin(root: string): Plugin {
  let mode = 'production';
  return {
    name: 'cartela:prerender-login',
    apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild && !process.env[PRERENDER_BUILD_FLAG],
    configResolved(config) {
      mode = config.mode;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return;
        const outDir = mkdtempSync(join(tmpdir(), 'cartela-prerender-'));
        const flagBefore = process.env[PRERENDER_BUILD_FLAG];
        process.env[PRERENDER_BUILD_FLAG] = '1';
        try {
          await build({
            root,
            mode,
            configFile: resolve(root, 'vite.config.ts'),
            logLevel: 'warn',
            build: { ssr: resolve(root, 'src/app/prerender.tsx'), outDir, emptyOutDir: true, rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } } },
          });
          const { prerenderLogin: render } = (await import(pathToFileURL(join(outDir, 'prerender.mjs')).href)) as { prerenderLogin(): Promise<Record<string, string>> };
          const markup = await render();
          const templates = LANGUAGES.map((language) => `<template id="login-${language}">${markup[language]}</template>`).join('');
          const place = '<div id="root"></div>';
          if (!html.includes(place)) throw new Error(`prerender: index.html has no ${place}`);
          // the preloads of what the entry loads only later (the app chunk group, the login route):
          // inert in a template until the chooser finds no login markup to paint first
          const entryImports = new Set(chunk.imports);
          const later: string[] = [];
          const withoutLater = html.replace(/\s*<link rel="modulepreload"[^>]*href="\/([^"]+)"[^>]*>/g, (link, file: string) => {
            if (entryImports.has(file)) return link;
            later.push(link.trim());
            return '';
          });
          const preloads = `<template id="first-load-preloads">${later.join('')}</template>`;
          return withoutLater
            .replace('</head>', () => `  ${preloads}\n  </head>`)
            .replace(place, () => `${place}${templates}<script>${LOGIN_MARKUP_CHOOSER}</script>`);
        } finally {
          if (flagBefore === undefined) delete process.env[PRERENDER_BUILD_FLAG];
          else process.env[PRERENDER_BUILD_FLAG] = flagBefore;
          rmSync(outDir, { recursive: true, force: true });
        }
      },
    },
  };
}
