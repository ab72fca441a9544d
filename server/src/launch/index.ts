export * from './join-tickets';
export * from './ticket-key';
