export * from './autogames/autogames';
export * from './boards/boards';
export * from './transactions/transactions';
export * from './users/users';
