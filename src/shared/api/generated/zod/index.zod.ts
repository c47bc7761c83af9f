export * from './autogames/autogames.zod';
export * from './boards/boards.zod';
export * from './chat/chat.zod';
export * from './limits/limits.zod';
export * from './manual-payments/manual-payments.zod';
export * from './transactions/transactions.zod';
export * from './users/users.zod';
