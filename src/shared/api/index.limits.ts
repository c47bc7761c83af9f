// A public entry of the API segment beside index.ts (see there why): its limits calls.
export * from './calls/limits';
// GET /limits and PUT /limits as generated (the contract's parameters and validated answer)
export { getLimits } from './generated/calls/getLimits';
export { putLimits } from './generated/calls/putLimits';
