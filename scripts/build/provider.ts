import { isContractFault, parseWorldOptions, resolveChaos, resolveMockConfig, startProviderServer, resolveAutoConfig, type WorldOptions } from '@mock-provider/node';

// `npm run provider`: the mock provider as a real HTTP + Socket.IO server on 127.0.0.1.
// PROVIDER_PORT (default 8787) and MOCK_CONFIG (JSON of MockConfig, e.g. '{"countdownMs":5000}').
const port = Number(process.env.PROVIDER_PORT ?? 8787);
let config = {};
try {
  config = JSON.parse(process.env.MOCK_CONFIG ?? '{}');
} catch {
  console.error('MOCK_CONFIG is not JSON; using the defaults');
}
// MOCK_AUTO_CONFIG: scheduled-game timing (JSON of AutoConfig, e.g. '{"firstStartMs":60000,"callIntervalMs":2000}')
let autoConfig = {};
try {
  autoConfig = JSON.parse(process.env.MOCK_AUTO_CONFIG ?? '{}');
} catch {
  console.error('MOCK_AUTO_CONFIG is not JSON; using the defaults');
}
// MOCK_CONTRACT_FAULT: a deliberate contract breach (timer-bare-number, winner-null, history-bare-array),
// to see the conformance runner fail (npm run conformance)
const contractFault = isContractFault(process.env.MOCK_CONTRACT_FAULT) ? process.env.MOCK_CONTRACT_FAULT : undefined;
if (process.env.MOCK_CONTRACT_FAULT && !contractFault) console.error(`MOCK_CONTRACT_FAULT ${process.env.MOCK_CONTRACT_FAULT} is not a known fault; none is used`);
// MOCK_WORLD: another honest server (JSON of WorldOptions, mock-provider/controls/world-options.ts), e.g.
// '{"boardSeed":3,"accounts":{"0911000001":{"username":"tsion","password":"s3cret-1"}},"proposedOff":true,"acksOff":true}'
let world: WorldOptions = {};
try {
  world = parseWorldOptions(process.env.MOCK_WORLD);
} catch {
  console.error('MOCK_WORLD is not JSON; using the default world');
}
// MOCK_CHAOS: chaos mode (JSON of ChaosConfig, mock-provider/controls/chaos.ts, e.g. '{"seed":1}'): every
// socket event and ack bent within the contracts (duplicates, delays, reordering, dropped acks, refusals,
// answers to every watcher, phone formats, null optional fields), the same for a seed; off when unset
let chaos = null;
try {
  chaos = resolveChaos(process.env.MOCK_CHAOS ? JSON.parse(process.env.MOCK_CHAOS) : null);
} catch {
  console.error('MOCK_CHAOS is not JSON; chaos stays off');
}
if (chaos) console.log(`Chaos mode on: ${JSON.stringify(chaos)}`);
const server = await startProviderServer(port, resolveMockConfig(config), resolveAutoConfig(autoConfig), { contractFault, world, chaos });
console.log(`Mock provider on ${server.url}  (HTTP ${server.url}/api, Socket.IO ${server.url}/socket.io)`);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
