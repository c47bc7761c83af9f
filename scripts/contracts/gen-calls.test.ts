import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { callFiles, HAND_READ, NOT_CALLED, operations } from './gen-calls';

const root = resolve(import.meta.dirname, '../..');
const contract = parse(readFileSync(resolve(root, 'openapi/openapi.yaml'), 'utf8'));
const LIST = 'src/shared/api/generated/http-calls.ts';

/** scripts/contracts/gen-calls.ts: the HTTP client's list and the validated calls follow the contract's operations. */
describe('gen-calls', () => {
  test('a new operation gets its fetcher in the list and a validated call, with no hand edit', () => {
    const doc = structuredClone(contract);
    doc.paths['/ping'] = { get: { operationId: 'getPing', summary: 'Is the server up (proposed)', responses: {} } };
    const files = callFiles(operations(doc));
    expect(files.get(LIST)).toContain('  getPing,\n');
    const call = files.get('src/shared/api/generated/calls/getPing.ts')!;
    expect(call).toContain('export async function getPing(...args: Parameters<typeof gen.getPing>)');
    expect(call).toContain("client.getPing(...args)");
    expect(call).toContain("return parseAnswer(zod.GetPingResponse, answer.data, 'GET /ping');");
    expect(files.get('src/shared/api/generated/calls/index.ts')).toContain("export { getPing } from './getPing';");
  });

  test('operations the client never calls have neither; hand-read ones are in the list without a generated call', () => {
    const files = callFiles(operations(contract));
    for (const id of Object.keys(NOT_CALLED)) {
      expect(files.get(LIST)).not.toContain(`  ${id},`);
      expect(files.has(`src/shared/api/generated/calls/${id}.ts`)).toBe(false);
    }
    for (const id of Object.keys(HAND_READ)) {
      expect(files.get(LIST)).toContain(`  ${id},`);
      expect(files.has(`src/shared/api/generated/calls/${id}.ts`)).toBe(false);
    }
  });

  test('a name in the lists that the contract lacks, or an operation without operationId, fails generation', () => {
    const doc = structuredClone(contract);
    delete doc.paths['/invitations/'];
    expect(() => callFiles(operations(doc))).toThrow('no operation sendInvite');
    expect(() => operations({ paths: { '/x': { get: {} } } })).toThrow('GET /x has no operationId');
  });

  test('every operation the client calls has an interaction in the pact (npm run test:contract writes pacts/)', () => {
    const pact = JSON.parse(readFileSync(resolve(root, 'pacts/cartela-web-cartela-provider.json'), 'utf8')) as { interactions: { request?: { method: string; path: string } }[] };
    const sent = pact.interactions.flatMap(({ request }) => (request ? [`${request.method} ${request.path}`] : []));
    const inPact = (op: { method: string; path: string }) => sent.some((call) => new RegExp(`^${op.method} /api${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(call));
    const withPing = structuredClone(contract);
    withPing.paths['/ping'] = { get: { operationId: 'getPing', responses: {} } };
    expect(operations(withPing).filter((op) => !(op.id in NOT_CALLED) && !inPact(op)).map((op) => `${op.method} ${op.path}`)).toEqual(['GET /ping']);
    expect(operations(contract).filter((op) => !(op.id in NOT_CALLED) && !inPact(op)).map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });

  test('the committed files are what the contract generates (npm run gen)', () => {
    for (const [path, text] of callFiles(operations(contract))) expect(readFileSync(resolve(root, path), 'utf8'), path).toBe(text);
  });
});
