/** Every table, one file per domain; drizzle-kit reads this file (drizzle.config.ts). */
export * from './content';
export * from './catalog';
export * from './accounts';
export * from './cart';
export * from './chat';
export * from './server';
export * from './dcnet';
export * from './training';
export * from './end-users';

// Quotations (docs/quotations.md).
export * from './quotations';

// Projects, registered with a quotation (docs/projects.md).
export * from './projects';
// Orders (docs/orders.md).
export * from './orders';
// The back office's audit trail (docs/backoffice.md).
export * from './backoffice';
// Head office's choices for project partners (docs/backoffice.md).
export * from './partners';
