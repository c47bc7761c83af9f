export * from './autogames/autogames';
export * from './boards/boards';
export * from './chat/chat';
export * from './limits/limits';
export * from './manual-payments/manual-payments';
export * from './transactions/transactions';
export * from './users/users';
