// The generated HTTP calls the app makes, by name (written by scripts/contracts/gen-calls.ts from the
// contract's operations): the module the first request loads (./calls/load.ts), which the login page
// preloads once it is idle. The generated list is named, not `export *` of orval's modules: a dynamic
// import keeps every export of its module, and those modules also export TanStack Query hooks and
// options, which would bring Query onto the login page (scripts/measure/size-budget.ts checks it stays off).
// With them, the generated parsers of the session check's and the login's answers (../fast-answer.ts):
// here, not in the app chunk, as the login page needs them only with its call.
export * from './generated/http-calls';
