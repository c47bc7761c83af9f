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
 * The app's scripts wait in `<template id="first-load-scripts">` (the entry and the module preloads):
 * where it shows no markup, it puts them into `<head>` at once; where it shows the markup, after the
 * first paint (the next animation frame's task; a hidden tab, which gets no frames, after 1 s), so the
 * browser paints with the HTML and the stylesheet alone and no script competes with them. So a
 * server must send this policy (its hash) with index.html, or the app never starts: the header is
 * the policy of the build's own index.html (README "Deploying").
 * Storage keys: `token` (src/shared/config STORAGE_KEYS), `cartela.telegram.launch`
 * (src/shared/telegram). Anything that throws leaves `#root` empty and loads the app at once.
 */
export const LOGIN_MARKUP_CHOOSER = `(()=>{var d=document,p=d.getElementById("first-load-scripts");try{var s=localStorage,l=s.getItem("cartela.language"),t=d.getElementById("login-"+(l==="am"||l==="en"?l:"spec")),r=d.getElementById("root"),q=location.search+location.hash;if(t&&(location.pathname==="/auth"||location.pathname==="/auth/")&&!/[?&]notice=/.test(location.search)&&!/tgWebAppData=/.test(q)&&!s.getItem("token")&&!sessionStorage.getItem("cartela.telegram.launch")&&navigator.onLine!==false){r.appendChild(t.content.cloneNode(true));r.inert=true;r.setAttribute("aria-disabled","true");r.dataset.prerendered=t.id.slice(6);d.documentElement.lang=l==="am"?"am":"en";requestAnimationFrame(function(){setTimeout(a,0)});setTimeout(a,1000);return}}catch(e){}a();function a(){if(p&&!p.done){p.done=1;d.head.appendChild(p.content.cloneNode(true))}}})()`;

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
      async handler(html, { bundle }) {
        if (!bundle) return;
        const outDir = mkdtempSync(join(tmpdir(), 'cartela-prerender-'));
        const flagBefore = process.env[PRERENDER_BUILD_FLAG];
        process.env[PRERENDER_BUILD_FLAG] = '1';
        try {
          await build({
            root,
            mode,
            configFile: resolve(root, 'vite.config.ts'),
            logLevel: 'warn',
            build: { ssr: resolve(root, 'src/app/prerender.tsx'), outDir, emptyOutDir: true, rolldownOptions: { output: { entryFileNames: 'prerender.mjs', chunkFileNames: '[name]-[hash].mjs' } } },
          });
          // every file .mjs: in a folder without a package.json, Node (under tsx, e.g. `npm run perf`)
          // would read a `.js` chunk as CommonJS and find none of its exports
          const { prerenderLogin: render } = (await import(pathToFileURL(join(outDir, 'prerender.mjs')).href)) as { prerenderLogin(): Promise<Record<string, string>> };
          const markup = await render();
          const templates = LANGUAGES.map((language) => `<template id="login-${language}">${markup[language]}</template>`).join('');
          const place = '<div id="root"></div>';
          if (!html.includes(place)) throw new Error(`prerender: index.html has no ${place}`);
          // the entry script and every module preload (the entry's imports, the app chunk group, the
          // login route): inert in a template, which the chooser applies at once, or after the first
          // paint of the login markup
          const later: string[] = [];
          const withoutLater = html.replace(/\s*<(?:link rel="modulepreload"[^>]*href|script type="module"[^>]*src)="\/[^"]+"[^>]*>(?:<\/script>)?/g, (tag) => {
            later.push(tag.trim());
            return '';
          });
          const preloads = `<template id="first-load-scripts">${later.join('')}</template>`;
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
