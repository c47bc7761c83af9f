/**
 * Redocly lint plugin with the project's own contract rules for openapi/openapi.yaml:
 *
 * - cartela/cites-spec          every operation's description cites its spec section ("Spec §7 row 3").
 * - cartela/bearer-unless-exempt every call sends the bearer token except those spec §6 exempts (the
 *                                phone verification and password-reset calls) and login/create, which
 *                                run before a token exists; those declare `security: []`.
 * - cartela/auth-errors         every bearer call documents 401 and 403 (the client logs out on both, spec §8).
 * - cartela/error-bodies        every 4xx/5xx JSON answer carries `message` (signup: `error`), spec §7.
 * - cartela/examples            request bodies and 2xx JSON answers have a realistic example.
 * - cartela/spec-rows           an operation is a spec §7 row, or is marked `x-spec-status: proposed`
 *                                with the reason in its description.
 * - cartela/spec-rows-covered   names the spec §7 rows not yet in the file (all 21 must be there).
 *
 * Everything runs on the whole document (Root leave) with local `$ref`s resolved here, so operations
 * added later by other branches are checked with no change to this file.
 */

/** Spec §7's table: method and path as the spec writes them (query strings dropped). */
export const SPEC_ROWS = [
  'post /users/login/',
  'post /users/create/',
  'get /users/get_user_info',
  'get /users/verify_phone',
  'post /users/validate_phone',
  'get /users/pwd_change_request',
  'post /users/reset_pwd',
  'post /users/send_invitation_code',
  'get /users/get_games_by_date_and_phone',
  'get /transactions/balance/{id}',
  'get /transactions/history/{id}',
  'get /transactions/history/data/{id}',
  'post /transactions/depositRequest',
  'post /transactions/withdrawlRequest',
  'post /transactions/transfer',
  'post /manual-payments/manualPay/request',
  'post /manual-payments/manualRequest/requests',
  'get /boards/ids/',
  'get /boards/',
  'get /boards/{id}',
  'get /autogames/status/{status}',
];

/** Calls without a bearer token: spec §6's exemptions, plus login, signup, the proposed Telegram sign-in and its phone verification (no token exists yet). */
export const NO_TOKEN = new Set([
  'get /users/verify_phone',
  'post /users/validate_phone',
  'get /users/pwd_change_request',
  'post /users/reset_pwd',
  'post /users/login/',
  'post /users/create/',
  'post /users/telegram_login/',
  'post /users/telegram_link/',
  'post /users/telegram_verify_phone/',
]);

/** Answers whose error body uses `error` instead of `message` (spec §7 "signup shows its error field"). */
const ERROR_FIELD = new Set(['post /users/create/']);

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

function pointer(root, ref) {
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((node, key) => (node == null ? undefined : node[key]), root);
}

/** Follows local `$ref`s (a few levels) to the node they name. */
function deref(root, node) {
  let current = node;
  for (let i = 0; i < 10 && current && typeof current === 'object' && typeof current.$ref === 'string'; i++) current = pointer(root, current.$ref);
  return current;
}

/** Every operation as { key: 'get /path', path, method, op, location }. */
function operations(root, ctx) {
  const list = [];
  for (const [path, item] of Object.entries(root.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (op) list.push({ key: `${method} ${path}`, path, method, op, location: ctx.location.child(['paths', path, method]) });
    }
  }
  return list;
}

function jsonMedia(root, response) {
  const r = deref(root, response);
  const content = r?.content ?? {};
  const key = Object.keys(content).find((k) => k.includes('json'));
  return key ? { media: content[key], response: r } : { media: undefined, response: r };
}

/** Required property names of an object schema, through allOf and refs. */
function requiredOf(root, schema) {
  const s = deref(root, schema);
  if (!s || typeof s !== 'object') return [];
  const own = Array.isArray(s.required) ? s.required : [];
  const fromAll = (s.allOf ?? []).flatMap((part) => requiredOf(root, part));
  return [...own, ...fromAll];
}

/** True when a schema or media object carries an example for the whole value or each property. */
function hasExample(root, schema, depth = 0) {
  const s = deref(root, schema);
  if (!s || typeof s !== 'object' || depth > 6) return false;
  if (s.example !== undefined || (Array.isArray(s.examples) && s.examples.length > 0) || s.const !== undefined || Array.isArray(s.enum)) return true;
  if (s.type === 'boolean') return true;
  if (s.type === 'array' && s.items) return hasExample(root, s.items, depth + 1);
  if (s.allOf) return s.allOf.every((part) => hasExample(root, part, depth + 1));
  if (s.properties) return Object.values(s.properties).every((p) => hasExample(root, p, depth + 1));
  return false;
}

function mediaHasExample(root, media) {
  if (!media) return true;
  if (media.example !== undefined || (media.examples && Object.keys(media.examples).length > 0)) return true;
  return hasExample(root, media.schema);
}

function ruleOnRoot(check) {
  return () => ({
    Root: {
      leave(root, ctx) {
        for (const operation of operations(root, ctx)) check(root, operation, ctx);
      },
    },
  });
}

const citesSpec = ruleOnRoot((_root, { op, location }, ctx) => {
  if (typeof op.description !== 'string' || !/\bspec §\d/i.test(op.description)) {
    ctx.report({ message: 'The description must cite the spec section it implements, e.g. "Spec §7 row 3, §2.6".', location: location.child('description') });
  }
});

const bearerUnlessExempt = ruleOnRoot((root, { key, op, location }, ctx) => {
  const security = op.security ?? root.security ?? [];
  const bearer = security.some((req) => req && Object.keys(req).some((name) => root.components?.securitySchemes?.[name]?.scheme === 'bearer'));
  if (NO_TOKEN.has(key)) {
    if (security.length !== 0) ctx.report({ message: `${key} is sent without a token (spec §6): declare \`security: []\`.`, location: location.child('security') });
  } else if (!bearer) {
    ctx.report({ message: `${key} must require the bearer token (spec §6: every call except the phone verification and password-reset calls).`, location });
  }
});

const authErrors = ruleOnRoot((root, { key, op, location }, ctx) => {
  if (NO_TOKEN.has(key)) return;
  for (const status of ['401', '403']) {
    if (!op.responses?.[status]) ctx.report({ message: `${key} sends the bearer token, so it documents ${status} (the client drops the token and goes to /auth, spec §8).`, location: location.child('responses') });
  }
});

const errorBodies = ruleOnRoot((root, { key, op, location }, ctx) => {
  const field = ERROR_FIELD.has(key) ? 'error' : 'message';
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    if (!/^[45]/.test(status)) continue;
    const { media } = jsonMedia(root, response);
    const at = location.child(['responses', status]);
    if (!media) {
      ctx.report({ message: `${key} ${status}: an error answer has a JSON body with \`${field}\` (spec §7: the screen shows it).`, location: at });
      continue;
    }
    if (!requiredOf(root, media.schema).includes(field)) ctx.report({ message: `${key} ${status}: the error body must require \`${field}\` (spec §7, §8).`, location: at });
  }
});

const examples = ruleOnRoot((root, { key, op, location }, ctx) => {
  const body = deref(root, op.requestBody);
  if (body) {
    const media = Object.entries(body.content ?? {}).find(([k]) => k.includes('json'))?.[1];
    if (media && !mediaHasExample(root, media)) ctx.report({ message: `${key}: the request body needs a realistic example (phone 0911234567, ETB with two decimals).`, location: location.child('requestBody') });
  }
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    if (!/^2/.test(status)) continue;
    const { media } = jsonMedia(root, response);
    if (!mediaHasExample(root, media)) ctx.report({ message: `${key} ${status}: the answer needs a realistic example.`, location: location.child(['responses', status]) });
  }
});

const specRows = () => ({
  Root: {
    leave(root, ctx) {
      const present = new Set();
      for (const { key, op, location } of operations(root, ctx)) {
        present.add(key);
        const status = op['x-spec-status'];
        if (SPEC_ROWS.includes(key)) {
          if (status !== undefined) ctx.report({ message: `${key} is a spec §7 row; drop x-spec-status.`, location: location.child('x-spec-status') });
        } else if (status !== 'proposed') {
          ctx.report({ message: `${key} is not in spec §7's table: mark it \`x-spec-status: proposed\` and say why in its description.`, location });
        } else if (!/propos/i.test(op.description ?? '')) {
          ctx.report({ message: `${key} is proposed: its description says why (which spec text implies it).`, location: location.child('description') });
        }
      }
    },
  },
});

const specRowsCovered = () => ({
  Root: {
    leave(root, ctx) {
      const present = new Set(operations(root, ctx).map((o) => o.key));
      const missing = SPEC_ROWS.filter((row) => !present.has(row));
      if (missing.length > 0) ctx.report({ message: `Spec §7 rows not yet in this file (${missing.length} of ${SPEC_ROWS.length}): ${missing.join(', ')}.`, location: ctx.location.child('paths') });
    },
  },
});

export default function cartelaPlugin() {
  return {
    id: 'cartela',
    rules: {
      oas3: {
        'cites-spec': citesSpec,
        'bearer-unless-exempt': bearerUnlessExempt,
        'auth-errors': authErrors,
        'error-bodies': errorBodies,
        examples,
        'spec-rows': specRows,
        'spec-rows-covered': specRowsCovered,
      },
    },
  };
}
