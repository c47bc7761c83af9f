import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { THEME_BAR_COLOURS } from '../../../src/shared/ui/theme/choice';

/** Set in the environment of the nested server-side build, which vite.config.ts then shapes for Node. */
export const PRERENDER_BUILD_FLAG = 'CARTELA_PRERENDER_BUILD';

/** The languages of the app (src/shared/i18n LANGUAGES), each with its own templates (prerenderTemplates). */
const LANGUAGES = ['spec', 'am', 'en'] as const;

/**
 * The player's stored colour theme (`cartela.theme`, src/shared/ui/theme/choice.ts) as `<html data-theme>`:
 * `light` or `dark`, and that palette's colour on both of index.html's `theme-color` metas (the browser's
 * bar); nothing else (then the page and the bar follow the system). Part of the
 * chooser below; the dev server, which has no chooser, puts it into its index.html alone (vite.config.ts).
 */
export const THEME_CHOOSER = `try{var C=localStorage.getItem("cartela.theme");if(C==="light"||C==="dark"){document.documentElement.dataset.theme=C;document.querySelectorAll('meta[name="theme-color"]').forEach(function(M){M.content=C==="light"?"${THEME_BAR_COLOURS.light}":"${THEME_BAR_COLOURS.dark}"})}}catch(e){}`;

/**
 * The inline script that puts prerendered markup into `#root` before the first paint, only where it is
 * the app's first screen, in the device's language (`cartela.language`, as src/shared/i18n reads it,
 * else the default):
 * - the login page (`<template id="login-…">`): the path is /auth (no `notice`, which adds a message
 *   above the form) and no stored session token (a returning player goes on to the game pages and
 *   must not see the form flash). It marks `#root` `data-prerendered="<language>"`, which
 *   src/app/3-login/login-app.tsx checks before it hydrates.
 * - the logged-in shell (`<template id="shell-…">`: the header before the balance is known and a busy
 *   `main`, into which goes the page's heading, `<template id="heading-<language>-<page>">`, carrying
 *   `data-param` where the route takes one more segment, `/gameWindow/10`): a stored token and a path
 *   that is one of those pages. It marks `#root` `data-shell="<language>"` and `aria-busy`; the app
 *   replaces the markup once it renders (app.tsx), or with the login page when the session is gone.
 *   Where the shell names the session check (`data-session`: a real-server build), the chooser starts
 *   it at once with the stored token (GET, `Authorization: Bearer <token>`, as the app sends it) and
 *   hands the answer to the app (`window.cartelaEarlyGet`, taken by src/shared/lib/network/early-get.ts
 *   instead of a second request); when it is a 2xx whose `credit_balance.current_balance` is a number
 *   and the shell still shows, it puts the header's balance (a new `data-balance-slot` element: the
 *   browser counts a new element's paint, not changed text, as a largest paint) in the shell's
 *   words (`data-balance`, `{amount}`), formatted as src/shared/lib/money formatEtb does (en-US, two
 *   decimals), with ` +<promo>` when the promo balance is above 0, as BalanceBadge renders it. So a
 *   returning player sees the balance the server reports about one round trip after the page, not
 *   after the app's scripts; any other answer leaves "…" and is the app's to read and report.
 * Neither in a Telegram launch (the Mini App signs in with its init data first) nor offline (the app
 * adds its banner). Until the app renders the markup is `inert` and `aria-disabled` (app.tsx lifts
 * both): what is typed or tapped before the app runs would be lost, and a submit would send the
 * password in a GET URL.
 * The app's scripts wait in `<template id="first-load-scripts">` (the entry and the module preloads):
 * where it shows no markup, it puts them into `<head>` at once; where it shows markup, once the
 * browser reports the first contentful paint (paint timing: on a busy phone the frame reaches the
 * screen long after its animation-frame callbacks ran, and scripts requested meanwhile delay it), else
 * after the next animation frame's task; a hidden tab, which paints nothing, at once; at the latest
 * after 3 s. So the browser paints with the HTML and the stylesheet alone and no script competes with them. So a
 * server must send this policy (its hash) with index.html, or the app never starts: the header is
 * the policy of the build's own index.html (README "Deploying").
 * Inside Telegram (its native proxy `window.TelegramWebviewProxy`, or Telegram's web client framing the
 * page; never a plain tab, whatever its address says) it first sets Telegram's page and text colours
 * from the launch's `tgWebAppThemeParams` (the page is `secondary_bg_color` where the theme has
 * section colours, as src/features/telegram-mini-app/runtime/theme.ts paints it) as `--tg-first-bg`
 * and `--tg-first-text`, which the page's background and text use until the app's theme applies: no
 * navy frame before Telegram's colours. It also marks the root `data-theme="telegram"`: Telegram's
 * colours over the app's dark palette, whatever the device's light or dark setting.
 * Before all that it applies the player's stored colour theme (`cartela.theme`, src/shared/ui/theme/choice.ts:
 * `light` or `dark` as `<html data-theme>`; none follows the system through CSS alone), so a chosen
 * theme paints from the first frame.
 * Storage keys: `token` (src/shared/config STORAGE_KEYS), `cartela.telegram.launch`
 * (src/shared/telegram), `cartela.theme` (src/shared/ui/theme/choice.ts). Anything that throws leaves `#root` empty and loads the app at once.
 */
export const LOGIN_MARKUP_CHOOSER = `(()=>{var d=document,p=d.getElementById("first-load-scripts");${THEME_CHOOSER}try{var w=window,V=/^#([0-9a-f]{3}|[0-9a-f]{6})$/i,T,J,X="tgWebAppThemeParams";if(w.TelegramWebviewProxy||w.parent!==w){T=new URLSearchParams(location.hash.slice(1)).get(X)||new URLSearchParams(sessionStorage.getItem("cartela.telegram.launch")||"").get(X);if(T){J=JSON.parse(T);d.documentElement.dataset.theme="telegram";T=V.test(J.section_bg_color)&&V.test(J.secondary_bg_color)?J.secondary_bg_color:J.bg_color;if(V.test(T))d.documentElement.style.setProperty("--tg-first-bg",T);if(V.test(J.text_color))d.documentElement.style.setProperty("--tg-first-text",J.text_color)}}}catch(e){}try{var s=localStorage,l=s.getItem("cartela.language"),g=l==="am"||l==="en"?l:"spec",r=d.getElementById("root"),u=location.pathname,k=s.getItem("token"),t=null,h=null,m,f,P;if(!/tgWebAppData=/.test(location.search+location.hash)&&!sessionStorage.getItem("cartela.telegram.launch")&&navigator.onLine!==false){if(!k){if((u==="/auth"||u==="/auth/")&&!/[?&]notice=/.test(location.search))t=d.getElementById("login-"+g)}else if((m=/^\\/(\\w+)(\\/[^/]+)?\\/?$/.exec(u))&&(h=d.getElementById("heading-"+g+"-"+m[1]))&&h.hasAttribute("data-param")===!!m[2])t=d.getElementById("shell-"+g)}if(t){f=t.content.cloneNode(true);if(k)f.querySelector("main").appendChild(h.content.cloneNode(true));r.appendChild(f);r.inert=true;r.setAttribute("aria-disabled","true");if(k){r.setAttribute("aria-busy","true");r.dataset.shell=g;b(t,k)}else r.dataset.prerendered=g;d.documentElement.lang=g==="am"?"am":"en";if(d.hidden)a();else if((P=window.PerformanceObserver)&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)new P(function(e){if(e.getEntriesByName("first-contentful-paint").length)a()}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(a,0)});setTimeout(a,3000);return}}catch(e){}a();function a(){if(p&&!p.done){p.done=1;d.head.appendChild(p.content.cloneNode(true))}}function b(t,k){try{var S=t.getAttribute("data-session"),A="Bearer "+k,F;if(!S)return;F=fetch(S,{headers:{Authorization:A}});window.cartelaEarlyGet={url:S,authorization:A,answer:F};F.then(function(x){return x.ok?x.clone().json():null}).then(function(j){var c=j&&j.credit_balance,v=c&&c.current_balance,o=c&&c.promo_balance,e=r.dataset.shell&&r.querySelector("[data-balance-slot]"),n,u;if(e&&typeof v==="number"&&isFinite(v)){n=new Intl.NumberFormat("en-US",{minimumFractionDigits:2,maximumFractionDigits:2});u=e.cloneNode(false);u.textContent=t.getAttribute("data-balance").replace("{amount}",n.format(v))+(typeof o==="number"&&o>0?" +"+n.format(o):"");e.parentNode.replaceChild(u,e)}}).catch(function(){})}catch(e){}}})()`;

/** The chooser's CSP source (`'sha256-…'`): the policy allows this one inline script and no other. */
export const LOGIN_MARKUP_CHOOSER_HASH = `'sha256-${createHash('sha256').update(LOGIN_MARKUP_CHOOSER).digest('base64')}'`;

/** One language's logged-in shell as src/app/0-prerender/prerender.tsx renders it. */
export interface ShellMarkup {
  layout: string;
  /**
   * The session check the chooser starts for the shell (GET, the app's own URL: src/app/2-early-read/early-read.ts),
   * and the header's balance text with `{amount}` for the formatted ETB amount; none in a mock build
   * (its provider starts with the app).
   */
  session?: { url: string; balance: string };
  headings: Record<string, { markup: string; param: boolean }>;
}

/** `text` as an HTML attribute value between double quotes. */
const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The templates the chooser picks from: per language the login page (`login-…`), the logged-in
 * layout (`shell-…`) and each page's heading (`heading-<language>-<page>`, `data-param` where the
 * route takes one more segment). Page names are route segments (letters), safe in an id.
 */
export function prerenderTemplates(login: Record<string, string>, shell: Record<string, ShellMarkup>): string {
  return LANGUAGES.map((language) => {
    const { layout, headings, session } = shell[language]!;
    const pages = Object.entries(headings).map(([page, { markup, param }]) => {
      if (!/^\w+$/.test(page)) throw new Error(`prerender: page name ${page} is not one path segment`);
      return `<template id="heading-${language}-${page}"${param ? ' data-param' : ''}>${markup}</template>`;
    });
    return `<template id="login-${language}">${login[language]}</template><template id="shell-${language}"${session ? ` data-session="${attribute(session.url)}" data-balance="${attribute(session.balance)}"` : ''}>${layout}</template>${pages.join('')}`;
  }).join('');
}

/**
 * Production builds: the login page's markup and the logged-in shell in index.html, rendered at
 * build time from the app's own components (src/app/0-prerender/prerender.tsx, bundled for Node by a nested
 * `vite build --ssr` of the same config, so vanilla-extract's class names are the client build's),
 * in templates per language (prerenderTemplates: ≈ 3.3 KB gzipped beside the login page's), and the
 * chooser above, which also decides whether the first load's preloads apply. index.html is written
 * with it, so the service worker precaches this version. The nested build skips this plugin
 * (`PRERENDER_BUILD_FLAG`).
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
            build: { ssr: resolve(root, 'src/app/0-prerender/prerender.tsx'), outDir, emptyOutDir: true, rolldownOptions: { output: { entryFileNames: 'prerender.mjs', chunkFileNames: '[name]-[hash].mjs' } } },
          });
          // every file .mjs: in a folder without a package.json, Node (under tsx, e.g. `npm run perf`)
          // would read a `.js` chunk as CommonJS and find none of its exports
          const { prerenderLogin: renderLogin, prerenderShell: renderShell } = (await import(pathToFileURL(join(outDir, 'prerender.mjs')).href)) as {
            prerenderLogin(): Promise<Record<string, string>>;
            prerenderShell(): Promise<Record<string, ShellMarkup>>;
          };
          const templates = prerenderTemplates(await renderLogin(), await renderShell());
          const place = '<div id="root"></div>';
          if (!html.includes(place)) throw new Error(`prerender: index.html has no ${place}`);
          // the entry script and every module preload (the entry's imports, the app chunk group, the
          // login route): inert in a template, which the chooser applies at once, or after the first
          // paint of the prerendered markup
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
