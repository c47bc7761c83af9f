// A public entry of the API segment beside index.ts (see there why): the validated calls generated
// from the contract, one per operation the app calls (scripts/contracts/gen-calls.ts), each taking the
// generated fetcher's parameters and answering its validated answer; a new operation is here after `npm run gen`.
// The calls whose answer needs more reading than the validator's are hand-written in the other entries.
export * from './generated/calls';
